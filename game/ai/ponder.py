"""Thinking on the opponent's time: the expert's next decisions, searched before they are asked.

While the opponent decides, the expert knows only its own view. It weighs its belief about the opponent's
hidden cards by all the opponent's choices so far (particles.py), deals possible worlds from it, lets the
opponent play out its turn in each as the belief's reasonable player would (the same chances, drawn), and
so learns which views of its own are likely to come next: the opponent's public moves, and the cards that
will show, differ from world to world. The opponent's cards in the worlds that led to a view are draws from
the belief on that view, its choices of this turn included (a particle filter by simulation): the view's
search deals its worlds from them, with no guesses of its own to weigh. It searches the likeliest twelve
views, each once enough worlds have led to it, each in proportion to how often it came (the next world to
the view with the fewest for its odds); when the real view comes and is one of them, that search goes on
from where it is instead of from nothing (``search_for``).

Everything here comes from the expert's own view (R-SECRET): a guess at the opponent's cards is only
one of the worlds, as in any search.
"""

from __future__ import annotations

import json
import random
import time
from collections import Counter
from typing import Any

from ..sides import SIDE_INDEX
from .expert import EXPERT_GUESSES, ExpertSearch
from .knowledge import read
from .particles import FEWEST_KEPT, Particles, model_choice
from .search import hard_knowledge
from .worlds import determinize

SAMPLES = 48  # worlds dealt to find the likely next views, before any of them is searched
MOST_SAMPLES = 2000  # and while they are searched, one world in two, up to this many
LONGEST_PONDER = 30.0  # seconds: a person away from the game does not keep a core busy longer
KEPT = 12  # the likeliest next views searched, at most
LONGEST_TURN = 12  # opponent's moves followed in a world, at most, before giving up on it


def view_key(view: dict[str, Any]) -> str:
    """The same view, the same key: a decision asked is matched to one pondered."""
    return json.dumps(view, sort_keys=True, separators=(",", ":"))


class Ponder:
    """The expert's thinking while the opponent decides, on ``view``: its side's view now."""

    def __init__(self, view: dict[str, Any], rng: random.Random):
        self.me = view["side"]
        self.them = 1 - SIDE_INDEX[self.me]
        self.knowledge = hard_knowledge(view)
        self.rng = rng
        self.sampled = 0
        self.steps = 0
        self.until = time.perf_counter() + LONGEST_PONDER
        self.seen: Counter[str] = Counter()
        self.views: dict[str, dict[str, Any]] = {}
        self.hands: dict[str, list[list[int]]] = {}  # per next view not yet searched: the opponent's cards there
        self.searches: dict[str, ExpertSearch] = {}
        hidden = None in self.knowledge.theirs
        self.belief = Particles(self.knowledge, rng, EXPERT_GUESSES) if hidden else None

    @property
    def done(self) -> bool:
        """Nothing left to think about (every likely view searched to its end), or thought long enough."""
        if time.perf_counter() > self.until:
            return True
        return self.sampled >= MOST_SAMPLES and all(search.done for search in self.searches.values())

    def step(self) -> None:
        """The belief's guesses weighed first; then one more world dealt to learn the next views (the first
        SAMPLES, then every other step, or while no view is being searched), else one more world for a
        pondered search."""
        if self.belief is not None and not self.belief.done:
            self.belief.step()
            return
        self.steps += 1
        # the next world goes to the view with the fewest worlds for its odds
        open_searches = [(self.seen[key] / (1 + search.worlds), key) for key, search in self.searches.items()
                         if not search.done]
        if self.sampled < MOST_SAMPLES and (self.sampled < SAMPLES or self.steps % 2 or not open_searches):
            self.sample()
            if self.sampled >= SAMPLES:
                self.start_searches()
        elif open_searches:
            self.searches[max(open_searches)[1]].step()

    def sample(self) -> None:
        """Deal a world from the belief, let the opponent take its turn there as the belief's reasonable player,
        and note the view this side then has, with the opponent's cards in it."""
        self.sampled += 1
        world = (self.belief.world_of_guess(self.rng) if self.belief is not None
                 else determinize(self.knowledge, self.rng))
        for _ in range(LONGEST_TURN):
            if world.to_move is None or world.to_move == self.me:
                break
            theirs = world.view(world.to_move)
            world.play(model_choice(read(theirs), theirs["legal_actions"], self.rng))
        if world.to_move != self.me:
            return
        view = self.note(world)
        if "draw" in view["legal_actions"]:  # and after its draw: the card it draws differs from world to world
            world.play("draw")
            if world.to_move == self.me:
                self.note(world)

    def note(self, world) -> dict[str, Any]:
        """This side's view in ``world``, counted with the opponent's cards there if it has a choice to make."""
        view = world.view(self.me)
        if len(view["legal_actions"]) > 1:
            key = view_key(view)
            self.seen[key] += 1
            self.views.setdefault(key, view)
            hand = world.holders[self.them]
            search = self.searches.get(key)
            if search is None:
                self.hands.setdefault(key, []).append(list(hand))
            elif search.belief is not None:
                search.belief.add(hand)
        return view

    def start_searches(self) -> None:
        """The likeliest next views (as the worlds dealt so far tell), each searched by the expert from the
        opponent's cards in the worlds that led to it, once there are as many as a belief handed on must keep."""
        for key, _count in self.seen.most_common(KEPT):
            if len(self.searches) >= KEPT:
                return
            if key not in self.searches and len(self.hands.get(key, ())) >= FEWEST_KEPT:
                self.searches[key] = ExpertSearch(self.views[key], random.Random(self.rng.random()),
                                                  hands=self.hands.pop(key))

    def search_for(self, view: dict[str, Any]) -> ExpertSearch | None:
        """The search pondered on ``view``, if it was one of the likely ones."""
        return self.searches.get(view_key(view))

    @property
    def worlds(self) -> int:
        """Guesses weighed and worlds searched so far over all the pondered views (for the benchmark)."""
        return sum(search.progress for search in self.searches.values())
