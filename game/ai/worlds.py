"""Possible worlds: the cards the computer cannot see, dealt in one of the ways its view allows.

The opponent's hidden cards are drawn from the unseen cards by the belief's weights (knowledge.py:
what its keeps and its choices suggest), the deck from the rest uniformly; the engine puts that
guess and the view together into a whole game (views.position_from_view), which the search plays
out as if it were the truth. The expert weighs such guesses further by all the opponent's choices
(particles.py) and deals its worlds from them.
"""

from __future__ import annotations

import math
import random

from ..engine import SHUFFLES, Game
from ..position import ROUNDS
from ..views import position_from_view
from .knowledge import Knowledge


def guess_hidden(k: Knowledge, rng: random.Random) -> tuple[list[int], list[int], float]:
    """The opponent's cards (the known ones, and the hidden ones drawn by the belief's weights), the
    unseen cards left, and the log of the chance of drawing that guess."""
    pool = list(k.unseen)
    theirs: list[int] = list(k.theirs)  # type: ignore[arg-type]  # each None is filled below
    hidden = [i for i, card in enumerate(theirs) if card is None]
    rng.shuffle(hidden)
    log_chance = 0.0
    for slot in hidden:
        weights = dict(k.slot_weights(slot))
        choices = [c for c in pool if c in weights]
        chances = [weights[c] for c in choices]
        pick = rng.choices(choices, chances)[0]
        log_chance += math.log(weights[pick] / sum(chances))
        theirs[slot] = pick
        pool.remove(pick)
    return theirs, pool, log_chance


def deck_of(k: Knowledge, pool: list[int], rng: random.Random) -> list[int]:
    """The unseen cards left, shuffled into the deck (top last; a face-up top stays on top)."""
    rng.shuffle(pool)
    if k.deck_top is not None:
        pool.append(k.deck_top)
    return pool


def world_of(k: Knowledge, theirs: list[int], deck: list[int], rng: random.Random) -> Game:
    """The whole game of the view with these cards of the opponent's and this deck."""
    seed = rng.randrange(2**31)
    shuffles = [rng.randrange(SHUFFLES) for _ in range(ROUNDS)]
    return Game.from_position(position_from_view(k.view, theirs, deck, seed, shuffles))


def world_with(k: Knowledge, theirs: list[int], rng: random.Random) -> Game:
    """The whole game of the view with these cards of the opponent's, the other unseen cards shuffled into the deck."""
    hidden = set(theirs)
    return world_of(k, theirs, deck_of(k, [c for c in k.unseen if c not in hidden], rng), rng)


def determinize(k: Knowledge, rng: random.Random) -> Game:
    """A whole game consistent with the view: the unseen cards dealt to the opponent's hidden
    slots (by the belief weights) and to the deck (uniformly)."""
    theirs, pool, _ = guess_hidden(k, rng)
    return world_of(k, theirs, deck_of(k, pool, rng), rng)
