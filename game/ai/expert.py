"""The expert player: the hard player's search with a fuller belief and more time, for a page that thinks in a worker.

It searches the judge's best six actions (hard's four) in up to 1,600 possible worlds each, as hard does, dealt from
160 guesses at the opponent's cards (hard's 48), for at most one second of CPython (two in the page's worker, where
Python runs about half as fast; hard's 0.45 s). A worker of its own lets it take that long without the page waiting
on it, and think on while the player does (ponder.py). docs/AI.md has what it was measured at.
"""

from __future__ import annotations

import random
from typing import Any

from .particles import Particles
from .search import Search

EXPERT_CANDIDATES = 6  # with four it won 49 % of 200 games against hard, with six 58 % (docs/AI.md)
EXPERT_WORLDS = 1600
EXPERT_SECONDS = 1.0  # CPython seconds: two seconds of wall time in the page's worker
EXPERT_GUESSES = 160  # the opponent's hidden cards weighed by all its choices this round (particles.py)


class ExpertSearch(Search):
    """The hard player's search with the expert's breadth, depth and time."""

    budget = EXPERT_SECONDS
    widest = EXPERT_CANDIDATES
    most_worlds = EXPERT_WORLDS
    guesses = EXPERT_GUESSES


def expert_player(view: dict[str, Any], rng: random.Random, iterations: int | None = None,
                  earlier: tuple[Particles, int] | None = None) -> ExpertSearch:
    """The expert's thinking on ``view`` (see hard_player: the same view and generator give the same
    move whenever the count of worlds, not the clock, ends it; ``earlier``: see Search)."""
    return ExpertSearch(view, rng, iterations, earlier)
