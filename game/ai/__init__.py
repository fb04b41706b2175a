"""Computer opponents. They get a side's view and nothing else (R-SECRET).

``start(view, level, rng)`` begins a decision and returns a thinking.Thinking, the same protocol
for every level; ``choose(view, level, seed=None)`` thinks it through and returns one of the
view's legal actions: the same view and seed give the same choice. Levels: easy, normal, hard, expert
(and, as yardsticks for the arena, random, oneply and quick: the hard player's play-out policy).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

from .baseline import oneply_player
from .expert import expert_player
from .particles import Particles
from .players import easy_player, normal_player, quick_player, random_player
from .search import hard_player
from .thinking import Decided, Thinking

LEVELS = ("easy", "normal", "hard", "expert")  # what a game may be played at
# what New game offers: every level; the expert thinks in a worker of its own (the page's), and won 55.9 % of 800
# seat-balanced games against hard as it was before it weighed guesses too (docs/AI.md)
OFFERED = LEVELS
PLAYERS: dict[str, Callable[[dict[str, Any], random.Random], Thinking]] = {
    "random": random_player,
    "oneply": oneply_player,
    "quick": quick_player,
    "easy": easy_player,
    "normal": normal_player,
    "hard": hard_player,
    "expert": expert_player,
}


SEARCHERS = ("hard", "expert")  # they take a count of worlds


def start(view: dict[str, Any], level: str, rng: random.Random, *, iterations: int | None = None,
          earlier: tuple[Particles, int] | None = None) -> Thinking:
    """The ``level`` player begins to decide on ``view``, drawing its randomness from ``rng`` only.
    ``iterations`` limits the hard player's search (fewer: quicker and weaker); ``earlier``: the expert's belief
    of its last decision, to narrow rather than weigh anew where that is exact (handed_on.py)."""
    legal = view.get("legal_actions")
    if not legal:
        raise ValueError("this view has no decision to make (it is not this side's turn)")
    player = PLAYERS.get(level)
    if player is None:
        raise ValueError(f"unknown level {level!r}: choose one of {', '.join(PLAYERS)}")
    if level in SEARCHERS:  # they search only where there is a choice, and give their chance even where there is none
        return player(view, rng, iterations, earlier)  # type: ignore[call-arg]
    if len(legal) == 1:
        return Decided(legal[0])
    return player(view, rng)


def think_through(thinking: Thinking) -> str:
    """Step until the player is done or its time budget is spent; its choice."""
    deadline = time.perf_counter() + thinking.budget
    while not thinking.done and time.perf_counter() < deadline:
        thinking.step()
    return thinking.choice()


def choose(view: dict[str, Any], level: str = "normal", seed: int | None = None, *,
           iterations: int | None = None) -> str:
    """One of ``view["legal_actions"]``, chosen by the player of ``level``."""
    return think_through(start(view, level, random.Random(seed), iterations=iterations))
