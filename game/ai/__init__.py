"""Computer opponents. They get a side's view and nothing else (R-SECRET).

``choose(view, level, seed=None)`` returns one of the view's legal actions; the same view
and seed give the same choice.
"""

from __future__ import annotations

import random
from typing import Any

LEVELS = ("random",)


def choose(view: dict[str, Any], level: str = "random", seed: int | None = None) -> str:
    """One of ``view["legal_actions"]``, chosen by the player of ``level``."""
    legal = view.get("legal_actions")
    if not legal:
        raise ValueError("this view has no decision to make (it is not this side's turn)")
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}: choose one of {', '.join(LEVELS)}")
    return random.Random(seed).choice(legal)
