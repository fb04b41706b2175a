"""Possible worlds: the cards the computer cannot see, dealt in one of the ways its view allows.

The opponent's hidden cards are drawn from the unseen cards by the belief's weights (knowledge.py:
what its keeps and its choices suggest), the deck from the rest uniformly; the engine puts that
guess and the view together into a whole game (views.position_from_view), which the search plays
out as if it were the truth.
"""

from __future__ import annotations

import random

from ..engine import SHUFFLES, Game
from ..position import ROUNDS
from ..views import position_from_view
from .knowledge import Knowledge


def determinize(k: Knowledge, rng: random.Random) -> Game:
    """A whole game consistent with the view: the unseen cards dealt to the opponent's hidden
    slots (by the belief weights) and to the deck (uniformly)."""
    pool = list(k.unseen)
    theirs = list(k.theirs)
    hidden = [i for i, card in enumerate(theirs) if card is None]
    rng.shuffle(hidden)
    for slot in hidden:
        weights = dict(k.slot_weights(slot))
        choices = [c for c in pool if c in weights]
        pick = rng.choices(choices, [weights[c] for c in choices])[0]
        theirs[slot] = pick
        pool.remove(pick)
    rng.shuffle(pool)
    if k.deck_top is not None:
        pool.append(k.deck_top)  # the deck's top is the list's end
    seed = rng.randrange(2**31)
    shuffles = [rng.randrange(SHUFFLES) for _ in range(ROUNDS)]
    return Game.from_position(position_from_view(k.view, theirs, pool, seed, shuffles))  # type: ignore[arg-type]
