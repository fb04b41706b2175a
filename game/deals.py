"""A round's deal as a number: the seed's generator, the permutation each deal is numbered by,
the holders and deck dealt from it, and a deck or ranking given from outside checked.

One uniform number per round is the whole deal (R-DEAL, R-NEW), so a deal made elsewhere (the
two browsers' fair shuffle) becomes the same kind of game as one drawn from a seed.
"""

from __future__ import annotations

import math
import random
from typing import Any

from .cards import CODES, COLOUR_INDEX, COLOURS, DECK_SIZE, card
from .position import HIDDEN, HOLDER_SIZE, ROUNDS, TURN, Position

SEED_LIMIT = 2**63
SHUFFLES = math.factorial(DECK_SIZE)  # the number of different deals


def permutation(number: int, size: int) -> list[int]:
    """The permutation of range(size) numbered ``number`` (0 <= number < size!).

    A Fisher-Yates shuffle whose choices are the mixed-radix digits of one uniform number:
    a round's whole deal costs one draw from the generator (R-DEAL, R-NEW).
    """
    order = list(range(size))
    for i, radix in _STEPS.get(size) or _steps(size):
        j = number % radix
        number //= radix
        order[i], order[j] = order[j], order[i]
    return order


def permutation_number(order: list[int]) -> int:
    """The number whose permutation is ``order``: the inverse of ``permutation`` (a deal made
    elsewhere, such as the two browsers' fair shuffle, becomes the same kind of game)."""
    state = list(range(len(order)))
    where = {card: i for i, card in enumerate(state)}
    number, scale = 0, 1
    for i, radix in _STEPS.get(len(order)) or _steps(len(order)):
        j = where[order[i]]
        number += j * scale
        scale *= radix
        where[state[i]], where[state[j]] = j, i
        state[i], state[j] = state[j], state[i]
    return number


_STEPS: dict[int, tuple[tuple[int, int], ...]] = {}


def _steps(size: int) -> tuple[tuple[int, int], ...]:
    steps = _STEPS[size] = tuple((i, i + 1) for i in range(size - 1, 0, -1))
    return steps


def game_rng(seed: int) -> random.Random:
    """The game's random generator: Python's Mersenne Twister, seeded with a whole number,
    gives the same stream on CPython and on Pyodide, so the same seed gives the same game
    everywhere. Seeds map one-to-one onto the non-negative numbers the generator takes."""
    return random.Random(seed * 2 if seed >= 0 else -2 * seed - 1)


def deal(order: list[int]) -> tuple[list[list[int]], list[int]]:
    """R-DEAL: the holders and the deck dealt from a shuffled deck (top first): five cards each,
    Dracula first, slot 1 first; the 11th card is the deck's top, which is the deck list's end."""
    return [order[0:5], order[5:10]], order[:9:-1]


def round_position(order: list[int], *, round: int, health: int, vampires: list[int], ranking: list[int],
                   history: list[int], seed: int = 0, shuffles: list[int] | None = None,
                   start: dict[str, Any] | None = None) -> Position:
    """R-DEAL, R-FIRST: the position at a round's start, dealt from ``order``: every card hidden,
    Dracula to move; the board, the ranking and the moves so far as given."""
    holders, deck = deal(order)
    hidden = [[HIDDEN] * HOLDER_SIZE, [HIDDEN] * HOLDER_SIZE]
    return Position(
        seed=seed, shuffles=[0] * ROUNDS if shuffles is None else shuffles, start=start, round=round, health=health,
        vampires=vampires, colour_ranking=ranking, holders=holders, marks=hidden, deck=deck, top_up=False, drawn=-1,
        drawn_up=False, pile=[], phase=TURN, effect=0, mover=0, caller=-1, won_by=-1, win_reason=None,
        win_district=-1, history=history, round_start=len(history))


def parse_deck(deck: object) -> list[int]:
    """R-DECK: a deck is all 32 card codes, each exactly once."""
    if not isinstance(deck, (list, tuple)):
        raise ValueError(f"a deck is a list of the 32 card codes, not {type(deck).__name__}")
    if len(deck) != DECK_SIZE:
        raise ValueError(f"a deck has exactly {DECK_SIZE} cards, not {len(deck)}")
    order = [card(code) for code in deck]
    if len(set(order)) != DECK_SIZE:
        twice = sorted({CODES[c] for c in order if order.count(c) > 1})
        raise ValueError(f"a deck holds every card exactly once; repeated: {', '.join(twice)}")
    return order


def parse_ranking(ranking: object) -> list[int]:
    """R-RANK: a ranking is the 4 colour letters in order, trump first."""
    if isinstance(ranking, str):
        ranking = list(ranking)
    if not isinstance(ranking, (list, tuple)) or sorted(map(str, ranking)) != sorted(COLOURS) or len(ranking) != 4:
        raise ValueError(f"a ranking lists the 4 colours R, G, Y, M once each, trump first; got {ranking!r}")
    return [COLOUR_INDEX[c] for c in ranking]
