"""Thinking on the opponent's time: the expert's next decisions, searched before they are asked.

While the opponent decides, the expert knows only its own view. It deals the possible worlds that view
allows (worlds.py, its own belief), lets the opponent play out its turn in each by the judge (a
reasonable player), and so learns which views of its own are likely to come next: the opponent's
public moves, and the cards that will show, differ from world to world. It searches its decision on
the likeliest of those views, each in proportion to how often it came (the next world to the view
with the fewest for its odds); when the real view comes and is
one of them, that search goes on from where it is instead of from nothing (``search_for``).

Everything here comes from the expert's own view (R-SECRET): a guess at the opponent's cards is only
one of the worlds, as in any search.
"""

from __future__ import annotations

import json
import random
import time
from collections import Counter
from typing import Any

from .expert import ExpertSearch
from .judge import Judge, ranked
from .knowledge import read
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
        self.knowledge = hard_knowledge(view)
        self.rng = rng
        self.sampled = 0
        self.steps = 0
        self.until = time.perf_counter() + LONGEST_PONDER
        self.seen: Counter[str] = Counter()
        self.views: dict[str, dict[str, Any]] = {}
        self.searches: dict[str, ExpertSearch] = {}

    @property
    def done(self) -> bool:
        """Nothing left to think about (every likely view searched to its end), or thought long enough."""
        if time.perf_counter() > self.until:
            return True
        return self.sampled >= MOST_SAMPLES and all(search.done for search in self.searches.values())

    def step(self) -> None:
        """One more world dealt to learn the next views (the first SAMPLES, then every other step), else one
        more world for a pondered search."""
        if self.sampled < SAMPLES or (self.sampled < MOST_SAMPLES and self.steps % 2):
            self.sample()
            if self.sampled >= SAMPLES:
                self.start_searches()
            self.steps += 1
            return
        self.steps += 1
        # the next world goes to the view with the fewest worlds for its odds
        open_searches = [(self.seen[key] / (1 + len(search.results[0])), key) for key, search in self.searches.items()
                         if not search.done]
        if open_searches:
            self.searches[max(open_searches)[1]].step()

    def sample(self) -> None:
        """Deal a world, let the opponent take its turn there, and note the view this side then has."""
        self.sampled += 1
        world = determinize(self.knowledge, self.rng)
        for _ in range(LONGEST_TURN):
            if world.to_move is None or world.to_move == self.me:
                break
            theirs = world.view(world.to_move)
            world.play(ranked(Judge(read(theirs)).scores())[0])
        if world.to_move != self.me:
            return
        view = self.note(world)
        if "draw" in view["legal_actions"]:  # and after its draw: the card it draws differs from world to world
            world.play("draw")
            if world.to_move == self.me:
                self.note(world)

    def note(self, world) -> dict[str, Any]:
        """This side's view in ``world``, counted if it has a choice to make."""
        view = world.view(self.me)
        if len(view["legal_actions"]) > 1:
            key = view_key(view)
            self.seen[key] += 1
            self.views.setdefault(key, view)
        return view

    def start_searches(self) -> None:
        """The likeliest next views (as the worlds dealt so far tell), each searched by the expert."""
        for key, _count in self.seen.most_common(KEPT):
            if key not in self.searches:
                self.searches[key] = ExpertSearch(self.views[key], random.Random(self.rng.random()))

    def search_for(self, view: dict[str, Any]) -> ExpertSearch | None:
        """The search pondered on ``view``, if it was one of the likely ones."""
        return self.searches.get(view_key(view))

    @property
    def worlds(self) -> int:
        """Guesses weighed and worlds searched so far over all the pondered views (for the benchmark)."""
        return sum(search.progress for search in self.searches.values())
