"""The computer players that need no search: random, easy and normal (and quick, a yardstick).

normal plays the judge's best action. easy plays like a beginner: usually a good move,
sometimes a worse one among the sensible few, never a blunder far below the best. quick is
the hard player's play-out policy deciding in one possible world.
"""

from __future__ import annotations

import random
from typing import Any

from ..notation import NAMES
from .judge import Judge, ranked
from .knowledge import read
from .playout import quick_choice
from .thinking import Decided
from .worlds import determinize

EASY_SLACK = 0.06  # easy considers moves up to this much worse than the best
EASY_STRAY = 0.45  # and strays from the best move this often


def random_player(view: dict[str, Any], rng: random.Random) -> Decided:
    return Decided(rng.choice(view["legal_actions"]))


def normal_player(view: dict[str, Any], rng: random.Random) -> Decided:
    del rng  # normal is deterministic: the same view, the same move
    scores = Judge(read(view)).scores()
    return Decided(ranked(scores)[0], scores)


def easy_player(view: dict[str, Any], rng: random.Random) -> Decided:
    scores = Judge(read(view)).scores()
    order = ranked(scores)
    best = scores[order[0]]
    sensible = [a for a in order[1:4] if scores[a] >= best - EASY_SLACK]
    if sensible and rng.random() < EASY_STRAY:
        return Decided(rng.choice(sensible), scores)
    return Decided(order[0], scores)


def quick_player(view: dict[str, Any], rng: random.Random) -> Decided:
    """The play-outs' policy as a player: it decides in one possible world, seeing there only
    what its side sees."""
    return Decided(NAMES[quick_choice(determinize(read(view), rng))])
