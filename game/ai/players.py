"""The computer players that need no search: random, easy and normal.

normal plays the judge's best action. easy plays like a beginner: usually a good move,
sometimes a worse one among the sensible few, never a blunder far below the best.
"""

from __future__ import annotations

import random
from typing import Any

from .judge import Judge, ranked
from .knowledge import read

EASY_SLACK = 0.06  # easy considers moves up to this much worse than the best
EASY_STRAY = 0.45  # and strays from the best move this often


def random_player(view: dict[str, Any], rng: random.Random) -> str:
    return rng.choice(view["legal_actions"])


def normal_player(view: dict[str, Any], rng: random.Random) -> str:
    del rng  # normal is deterministic: the same view, the same move
    return ranked(Judge(read(view)).scores())[0]


def easy_player(view: dict[str, Any], rng: random.Random) -> str:
    scores = Judge(read(view)).scores()
    order = ranked(scores)
    best = scores[order[0]]
    sensible = [a for a in order[1:4] if scores[a] >= best - EASY_SLACK]
    if sensible and rng.random() < EASY_STRAY:
        return rng.choice(sensible)
    return order[0]
