"""A computer player's choice ended by its count of worlds, never by its clock: the lab's games the same on any machine.

A searcher (hard, the expert) stops at its count of worlds or at its clock, whichever comes first (ai.think_through),
and the clock depends on the machine and how busy it is. The lab's recorded games, digests and fits use the count alone.
"""

from __future__ import annotations

import random
from typing import Any

from ..ai import start


def counted_choice(view: dict[str, Any], level: str, seed: int, iterations: int | None = None) -> str:
    """The ``level`` player's choice on ``view`` with a generator seeded ``seed``, thought through to its count of
    worlds (``iterations``, else its own) however long that takes; the players that search nothing decide at once."""
    thinking = start(view, level, random.Random(seed), iterations=iterations)
    while not thinking.done:
        thinking.step()
    return thinking.choice()
