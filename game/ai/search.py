"""The hard player: search over what it cannot see (and the coach's and the review's, with their own settings).

Determinized Monte Carlo with a strong prior. The judge (one ply, from the view) ranks the legal
actions; the top few are then tried in many possible worlds (worlds.py: the hidden cards dealt as
the view and the opponent's choices suggest), each played out to the round's end by the quick
policy (playout.py) and valued by the chance of winning the game from there, as the hard player
expects later rounds to go. The search leaves the judge's first choice only when another action
wins clearly more often over the same worlds (a paired test): the gaps between good actions are
small next to the noise of sampling. A challenger clearly below the judge's choice is dropped
along the way, so that the worlds go to the actions still in question (and a search whose
challengers are all dropped ends early). docs/AI.md tells what was measured and tried.
"""

from __future__ import annotations

import math
import random
from typing import Any

from ..notation import ACTION_OF_NAME
from ..sides import SIDE_INDEX
from .judge import Judge, ranked
from .knowledge import FITTED_WEAKER, Knowledge, read
from .particles import Particles, narrowed
from .playout import play_out
from .value import PLAYED
from .worlds import determinize

# The search as the coach and the review use it (and the hard player did until it weighed guesses: HardSearch)
CANDIDATES = 3  # the judge's best three are searched (more halve the regret, yet won no more alone: docs/AI.md)
ITERATIONS = 480  # worlds per decision, at most (with challengers dropped)
SECONDS = 0.45  # and at most this long in CPython (Pyodide runs about half as fast): the hard player's time too
DROP_SIGMAS = 1.0  # a challenger this far below the judge's choice is searched no further (tested every
DROP_EVERY = 40  # this many worlds), so that the worlds go to the actions still in question
FEWEST_GUESSES = 8  # a belief weighed by the opponent's choices (particles.py) weighs at least this many guesses
SWITCH_SIGMAS = 0.5  # leave the judge's choice for a gain this clear, in standard errors
# How the hard player expects later rounds to go: as between normal players (value.PLAYED), but
# with its own side taking EDGE more of the districts, since it is the stronger player (so it has
# less need to gamble on this round). With 0.05 it won 73.5 % against normal (800 seat-balanced games).
OUTLOOK = PLAYED
EDGE = 0.05
OUTLOOKS = (OUTLOOK.shifted(EDGE), OUTLOOK.shifted(-EDGE))  # by the searcher's side: Dracula, Van Helsing


class Search:
    """One decision's search, one world at a time (a thinking.Thinking, so that a page can run it
    in short slices)."""

    budget = SECONDS
    widest = CANDIDATES  # how many of the judge's best actions are searched
    most_worlds = ITERATIONS  # and in how many worlds each, at most
    guesses = 0  # first weigh this many guesses at the opponent's cards by all its choices (particles.py); 0: not
    switch_sigmas = SWITCH_SIGMAS  # how clear a challenger's gain must be to leave the judge's choice
    drop_sigmas = DROP_SIGMAS  # and how far below it a challenger is searched no further
    every_swap = True  # R-FX 4: search every swap alike and take the best played out (the judge ranks them poorly)

    def __init__(self, view: dict[str, Any], rng: random.Random, iterations: int | None = None,
                 earlier: tuple[Particles, int] | None = None, hands: list[list[int]] | None = None):
        """``earlier``: a belief weighed on this round's view of that many moves, to narrow to this view rather
        than weigh a new one, where that is exact (particles.narrowed); ``hands``: the opponent's cards drawn
        from the belief already, as pondering finds them (Particles.of_hands), to use instead of weighing."""
        self.knowledge = hard_knowledge(view)
        self.me = SIDE_INDEX[self.knowledge.me]
        self.outlook = OUTLOOKS[self.me]
        self.scores = Judge(self.knowledge, self.outlook).scores()
        # a swap: the judge's first choice is no prior worth keeping (docs/AI.md, "where hard loses"), so every swap
        # is searched and the best played out is taken, with no test against the judge's
        self.alike = self.every_swap and view["phase"] == "effect" and view["effect"] == 4
        self.candidates = ranked(self.scores)[:None if self.alike else self.widest]
        if view["phase"] == "effect" and view["effect"] in (1, 3):
            self.candidates = self.candidates[:1]  # what is seen is worth nothing in a known world: no search
        self.numbers = [ACTION_OF_NAME[a] for a in self.candidates]
        self.rng = rng
        self.iterations = (self.most_worlds if iterations is None else iterations) if len(self.candidates) > 1 else 0
        self.results: list[list[float]] = [[] for _ in self.candidates]
        self.searched = list(range(len(self.candidates)))  # the judge's choice and the challengers left
        hidden = None in self.knowledge.theirs
        self.belief = None
        if self.guesses and self.iterations and hidden:
            self.belief = self.first_belief(rng, earlier, hands)

    def first_belief(self, rng: random.Random, earlier: tuple[Particles, int] | None,
                     hands: list[list[int]] | None) -> Particles:
        """The belief to deal worlds from: the hands given, else the earlier one narrowed where exact, else new
        guesses to weigh (fewer worlds asked for: fewer guesses too)."""
        if hands is not None:
            return Particles.of_hands(self.knowledge, rng, hands)
        kept = narrowed(earlier[0], self.knowledge, earlier[1]) if earlier is not None else None
        count = max(FEWEST_GUESSES, self.guesses * self.iterations // self.most_worlds)
        return kept if kept is not None else Particles(self.knowledge, rng, count)

    @property
    def worlds(self) -> int:
        """The worlds searched so far (every candidate still in question has been tried in each)."""
        return len(self.results[self.searched[0]])

    @property
    def done(self) -> bool:
        return self.worlds >= self.iterations or len(self.searched) < 2

    def step(self) -> None:
        """Try every candidate still in question in one more possible world (the same world for each),
        once the belief's guesses, if any, are weighed."""
        if self.belief is not None and not self.belief.done:
            self.belief.step()
            return
        world = self.belief.world(self.rng) if self.belief is not None else determinize(self.knowledge, self.rng)
        for index in self.searched:
            game = world.clone()
            game.apply(self.numbers[index])
            self.results[index].append(play_out(game, self.me, self.outlook))
        if self.worlds % DROP_EVERY == 0:
            self.drop_weak()

    @property
    def progress(self) -> int:
        """Guesses weighed and worlds searched so far (how far a pondered search has gone)."""
        return self.worlds + (len(self.belief.guesses) if self.belief is not None else 0)

    def drop_weak(self) -> None:
        """Search no further a challenger clearly below the judge's choice (below the leader, for swaps alike)."""
        first = self.leader() if self.alike else 0
        prior = self.results[first]
        self.searched = [i for i in self.searched if i == first or gain(self.results[i], prior) > -self.drop_sigmas]

    def leader(self) -> int:
        """The candidate still searched that has done best so far (all of them over the same worlds)."""
        return max(self.searched, key=lambda i: sum(self.results[i]))

    def choice(self) -> str:
        """The judge's first choice, unless another candidate did clearly better (swaps: the best searched)."""
        if not self.worlds:
            return self.candidates[0]
        best = self.leader()
        if self.alike:
            return self.candidates[best]
        if best != 0 and clearly_better(self.results[best], self.results[0], self.switch_sigmas):
            return self.candidates[best]
        return self.candidates[0]

    def chance(self, action: str) -> float:
        """The estimated chance of winning the game after ``action`` (searched, else judged)."""
        if action in self.candidates and self.results[self.candidates.index(action)]:
            results = self.results[self.candidates.index(action)]
            return sum(results) / len(results)
        return self.scores[action]


def hard_knowledge(view: dict[str, Any]) -> Knowledge:
    """What the hard player knows: the view, with its belief fitted to how players keep and
    leaned by what the opponent's choices tell."""
    return read(view, FITTED_WEAKER, told=True)


HARD_CANDIDATES = 4  # the hard player's: the judge's best four
HARD_WORLDS = 1600  # in up to this many worlds, within SECONDS
HARD_GUESSES = 48  # dealt from this many guesses at the opponent's cards weighed by all its choices (particles.py)


class HardSearch(Search):
    """The hard player: the search with the expert's breadth and a lighter belief, in hard's time (SECONDS). Few
    guesses leave the time to worlds; with the 160 guesses of the expert, the belief took most of it (docs/AI.md)."""

    widest = HARD_CANDIDATES
    most_worlds = HARD_WORLDS
    guesses = HARD_GUESSES


def hard_player(view: dict[str, Any], rng: random.Random, iterations: int | None = None,
                earlier: tuple[Particles, int] | None = None) -> HardSearch:
    """The hard player's thinking on ``view``: at most ``iterations`` worlds (HARD_WORLDS by default;
    fewer: quicker and weaker). The same view and generator give the same move whenever the
    iterations, not the clock, end the search; ``earlier``: its belief of the turn's last decision (Search)."""
    return HardSearch(view, rng, iterations, earlier)


def clearly_better(challenger: list[float], prior: list[float], sigmas: float = SWITCH_SIGMAS) -> bool:
    """A paired test over the same worlds: is the challenger's mean gain ``sigmas`` standard errors above noise?"""
    if len(prior) < 8:
        return False
    mean, error = paired(challenger, prior)
    return mean > sigmas * error and mean > 0.005


def gain(challenger: list[float], prior: list[float]) -> float:
    """The challenger's mean gain over the prior, in standard errors."""
    mean, error = paired(challenger, prior)
    return mean / error if error > 0 else math.copysign(math.inf, mean) if mean else 0.0


def paired(challenger: list[float], prior: list[float]) -> tuple[float, float]:
    """The challenger's mean gain over the prior in the worlds both were tried in, and its
    standard error (a paired test: the same worlds take most of the noise out)."""
    gains = [a - b for a, b in zip(challenger, prior, strict=False)]
    n = len(gains)
    mean = sum(gains) / n
    return mean, math.sqrt(sum((g - mean) ** 2 for g in gains) / (n - 1) / n)
