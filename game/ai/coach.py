"""The coach's judgement of one decision: was the player's choice clearly worse than the hard player's?

The hard player's search (search.py) over the player's own view (R-SECRET: nothing else), with the
player's choice always among the candidates and never dropped, so that the two are compared over the
same worlds (a paired test). A note is due only when the better action wins clearly more often: by
more than NOTE_SIGMAS standard errors and by at least NOTE_GAIN of the chance to win. It is a
thinking.Thinking, so that a page runs it in short slices while the game goes on. In a game against the
expert, the coach is the expert's: its worlds come from the belief that reads every choice of the
opponent's (particles.py), and the page has it worked out in the expert's own worker (desk.py).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ..notation import ACTION_OF_NAME, Action
from .expert import EXPERT_GUESSES
from .search import Search, paired

ITERATIONS = 240  # worlds: twice the noise of a move's search would hide what a note is about
SECONDS = 2.0  # at most, in CPython (the page stretches it, and runs it only while nothing else thinks)
NOTE_SIGMAS = 2.0  # a difference this many standard errors above zero...
NOTE_GAIN = 0.03  # ...and at least this much chance to win makes a note


@dataclass(frozen=True)
class Verdict:
    """The better action, and what it was worth over the player's: a gain in the chance to win, and the
    standard error of that estimate."""

    better: str
    gain: float
    error: float

    def to_json(self) -> dict[str, Any]:
        return {"better": self.better, "gain": self.gain, "error": self.error}

    @classmethod
    def from_json(cls, data: dict[str, Any] | None) -> Verdict | None:
        """A verdict sent as JSON (None: no note); ValueError if it is not one."""
        if data is None:
            return None
        try:
            return cls(str(Action.parse(data["better"])), float(data["gain"]), float(data["error"]))
        except (KeyError, TypeError, ValueError) as error:
            raise ValueError(f"not a verdict: {data!r}") from error


class Review(Search):
    """The search of one decision, with the player's choice kept in question to the end."""

    budget = SECONDS
    every_swap = False  # a note weighs the player's swap against the judge's choice, as every other decision

    def __init__(self, view: dict[str, Any], played: str, rng: random.Random, worlds: int = ITERATIONS,
                 measure: bool = False):
        """``measure``: where there is nothing to compare, still play the player's choice out in a quarter
        of the worlds, for its chance to win (a review's graph needs one at every decision)."""
        super().__init__(view, rng, worlds)
        self.alone = False
        self.played = str(Action.parse(played))
        if self.played not in self.candidates:
            self.candidates.append(self.played)
            self.numbers.append(ACTION_OF_NAME[self.played])
            self.results.append([])
            self.searched.append(len(self.candidates) - 1)
        if len(self.candidates) < 2 or self.iterations == 0:
            self.iterations = 0  # nothing to compare (one sensible choice: an effect 1 or 3, a forced move)
            if measure:
                self.alone = True
                self.candidates, self.numbers = [self.played], [ACTION_OF_NAME[self.played]]
                self.results, self.searched, self.iterations = [[]], [0], max(worlds // 4, 1)
        self.mine = self.candidates.index(self.played)

    @property
    def done(self) -> bool:
        """Every world tried on the player's choice (a review may have set the others aside), or nothing
        left to compare it with."""
        return len(self.results[self.mine]) >= self.iterations or (not self.alone and len(self.searched) < 2)

    def step(self) -> None:
        super().step()
        if self.mine not in self.searched:
            self.searched.append(self.mine)  # dropped as a challenger, the player's choice still gets every world

    def played_chance(self) -> float:
        """The chance to win after the player's choice: over the worlds searched, else as the judge rates it."""
        mine = self.results[self.mine]
        return sum(mine) / len(mine) if mine else self.scores[self.played]

    def best(self) -> tuple[str, float, float]:
        """The best action searched, the chance to win after it, and its gain over the player's choice (0 when
        it is the player's, or nothing was searched)."""
        mine = self.results[self.mine]
        if len(mine) < 2:
            return self.played, self.played_chance(), 0.0
        best = max((i for i in range(len(self.candidates)) if len(self.results[i]) == len(mine)),
                   key=lambda i: sum(self.results[i]))
        results = self.results[best]
        return self.candidates[best], sum(results) / len(results), paired(results, mine)[0]

    def drop_weak(self) -> None:
        if 0 in self.searched:  # else a review's screen set the judge's choice aside: nothing to measure by
            super().drop_weak()

    def still_open(self, sigmas: float) -> list[int]:
        """The actions searched that may yet turn out clearly better than the player's: gain plus ``sigmas``
        standard errors at NOTE_GAIN or above."""
        mine = self.results[self.mine]
        open_ = []
        for index in self.searched:
            if index != self.mine and len(self.results[index]) == len(mine):
                gain, error = paired(self.results[index], mine)
                if gain + sigmas * error >= NOTE_GAIN:
                    open_.append(index)
        return open_

    def set_aside(self, sigmas: float) -> None:
        """Search on only the player's choice and the actions still open (a review's screen): one that
        cannot be a clear improvement spends no more worlds."""
        if len(self.results[self.mine]) >= 2:
            self.searched = [self.mine, *self.still_open(sigmas)]

    def verdict(self) -> Verdict | None:
        """The better action and its gain when it is clearly better than the player's; None otherwise."""
        mine = self.results[self.mine]
        if len(mine) < 16:
            return None
        best = max((i for i in range(len(self.candidates)) if len(self.results[i]) == len(mine)),
                   key=lambda i: sum(self.results[i]))
        if best == self.mine:
            return None
        gain, error = paired(self.results[best], mine)
        if gain > NOTE_SIGMAS * error and gain >= NOTE_GAIN:
            return Verdict(self.candidates[best], gain, error)
        return None


class ExpertReview(Review):
    """The coach in a game against the expert: the same judgement, its worlds dealt by the expert's belief."""

    guesses = EXPERT_GUESSES


def coach_review(view: dict[str, Any], played: str, move: int, expert: bool = False) -> Review:
    """The coach's search of the decision ``played`` on ``view``, the game's ``move``-th. Its worlds are drawn
    from the decision alone, never from the game's seed: the same decision always gets the same note (taken back
    and made again, the note on a yellow trump came and went at random when they were), wherever it is worked out."""
    kind = ExpertReview if expert else Review
    return kind(view, played, random.Random(f"{move}:coach"))
