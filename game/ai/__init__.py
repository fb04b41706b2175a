"""Computer opponents. They get a side's view and nothing else (R-SECRET).

``choose(view, level, seed=None)`` returns one of the view's legal actions; the same view
and seed give the same choice. Levels: easy, normal, hard (and, as yardsticks for the arena,
random, oneply and quick: the hard player's play-out policy).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from .baseline import oneply_player
from .players import easy_player, normal_player, random_player
from .search import hard_player, quick_player

LEVELS = ("easy", "normal", "hard")
PLAYERS: dict[str, Callable[[dict[str, Any], random.Random], str]] = {
    "random": random_player,
    "oneply": oneply_player,
    "quick": quick_player,
    "easy": easy_player,
    "normal": normal_player,
    "hard": hard_player,
}


def choose(view: dict[str, Any], level: str = "normal", seed: int | None = None, *,
           iterations: int | None = None) -> str:
    """One of ``view["legal_actions"]``, chosen by the player of ``level``. ``iterations``
    limits the hard player's search (fewer: quicker and weaker)."""
    legal = view.get("legal_actions")
    if not legal:
        raise ValueError("this view has no decision to make (it is not this side's turn)")
    player = PLAYERS.get(level)
    if player is None:
        raise ValueError(f"unknown level {level!r}: choose one of {', '.join(PLAYERS)}")
    if len(legal) == 1:
        return legal[0]
    if level == "hard" and iterations is not None:
        return hard_player(view, random.Random(seed), iterations=iterations)
    return player(view, random.Random(seed))
