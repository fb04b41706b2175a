"""The deck as ciphertexts: a fair shuffle by two players, a card read by one, a round audited.

Each card is a curve point (its name hashed). Dracula encrypts all 32 under a fresh secret round
key ``a`` and shuffles them (list X); Van Helsing encrypts X under his key ``b`` and shuffles
again (list Y). Position p of Y is the round's p-th card (R-DEAL: slots 1-5 are Dracula's, 6-10
Van Helsing's, then the deck, top first). Neither knows the order: each knows one permutation.
A card is read by removing both layers; a side hands over a *share*, its own layer removed from
one position, and only the side that may see the card removes the last layer (curve.py says
why the encryption commutes). At the round's end both publish their keys and each checks every
step of the other's: the shuffle, every share, every move (audit.py).
"""

from __future__ import annotations

import functools
import secrets
from collections.abc import Iterator
from typing import NamedTuple

from ..cards import CODES, DECK_SIZE
from . import curve, group, wire
from .group import Point
from .wire import FairError

DECK_BYTES = 32 * DECK_SIZE + DECK_SIZE // 8  # a deck on the wire: 32 x's, then 4 bytes of y parities
EVERY = 4  # cards hashed to the curve in one step (about 1.5 ms each under CPython)
_cards: list[tuple[int, Point]] = []  # each card's point: its x (the cipher's), and the full point (the proof's)


def card_steps() -> Iterator[None]:
    """The 32 card points, a few in each step: the page makes them in slices before a friend's game
    needs them (made at import, they were the longest task of a friend's first game)."""
    while len(_cards) < DECK_SIZE:
        x = curve.hash_to_x(b"dracula-vs-van-helsing card " + CODES[len(_cards)].encode())
        _cards.append((x, group.lift_with_parity(x, False)))
        if len(_cards) % EVERY == 0:
            yield


class Cards(NamedTuple):
    """The deck's 32 points, as each part of the protocol reads them."""
    x: tuple[int, ...]  # each card's x (the cipher's)
    of_x: dict[int, int]  # the card of an x
    points: tuple[Point, ...]  # the full points (the proofs')


@functools.cache
def cards() -> Cards:
    """The card points, made on first use (the rest of any steps the page has not run yet)."""
    for _ in card_steps():
        pass
    card_x = tuple(x for x, _ in _cards)
    return Cards(card_x, {x: card for card, x in enumerate(card_x)}, tuple(point for _, point in _cards))


_TABLES = {"CARD_X": "x", "CARD_OF_X": "of_x", "CARDS": "points"}


def __getattr__(name: str) -> object:
    """``deck.CARD_X``, ``deck.CARD_OF_X`` and ``deck.CARDS``: ``cards()``'s fields, made on first
    use (PEP 562), so importing this module makes no point."""
    if name not in _TABLES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(cards(), _TABLES[name])


def full_layer(key: int, points: list[Point], permutation: list[int]) -> list[Point]:
    """One side's layer as full points: output i is key·points[permutation[i]] (its x is the
    x-only cipher's, so shares and the audit work on x's as before)."""
    return [group.multiply(key, points[j]) for j in permutation]


def pack_deck(points: list[Point]) -> str:
    return wire.b64(group.encode_points(points))


_unpacked: dict[str, list[Point]] = {}  # the last few decks read (the page reads one ahead, in a step)


def unpack_deck(text: object) -> list[Point]:
    """A deck from the other side: exact points (x and y's parity), each on the curve, 32 of
    them, all different (``cheat.deck`` otherwise). The last few read are kept, by their text:
    a point's y is a square root, and the page reads a deck once ahead (Party.steps_for)."""
    if isinstance(text, str) and text in _unpacked:
        return list(_unpacked[text])
    data = wire.unb64(text)
    try:
        points = group.decode_points(data, DECK_SIZE)
    except ValueError:  # NotAPoint: an x off the curve, a wrong length, a padding bit
        raise FairError("cheat.deck") from None
    check_deck([x for x, _ in points])
    _unpacked[text] = list(points)
    while len(_unpacked) > 4:
        del _unpacked[next(iter(_unpacked))]
    return points


def xs(points: list[Point]) -> list[int]:
    return [x for x, _ in points]


def layer(key: int, points: list[int]) -> list[int]:
    """Encrypt every point under ``key`` and shuffle them (system randomness): one side's layer."""
    encrypted = [curve.multiply(key, p) for p in points]
    secrets.SystemRandom().shuffle(encrypted)
    return encrypted


def check_deck(points: list[int]) -> None:
    """A deck from the other side: 32 distinct curve points (anything else is refused at once)."""
    if len(points) != DECK_SIZE or len(set(points)) != DECK_SIZE or not all(map(curve.is_point, points)):
        raise FairError("cheat.deck")


def share(key: int, point: int) -> int:
    """My layer removed from one position of Y: the other side can now read that card."""
    return curve.multiply(curve.inverse(key), point)


def read(key: int, their_share: int) -> int:
    """The card under a share the other side gave: my layer removed too. A share that is no
    card at all is caught here."""
    try:
        point = curve.multiply(curve.inverse(key), their_share)
    except ValueError:
        raise FairError("cheat.not_a_card") from None
    card = cards().of_x.get(point)
    if card is None:
        raise FairError("cheat.not_a_card")
    return card


def true_order(dracula_key: int, van_helsing_key: int, x: list[int], y: list[int]) -> list[int]:
    """The round's deal, once both keys are known, after checking both shuffles: X holds every
    card under Dracula's key exactly once, and Y every element of X under Van Helsing's."""
    if sorted(x) != sorted(curve.multiply(dracula_key, p) for p in cards().x):
        raise FairError("cheat.shuffle", side="dracula")
    if sorted(y) != sorted(curve.multiply(van_helsing_key, p) for p in x):
        raise FairError("cheat.shuffle", side="van_helsing")
    undo = curve.inverse(dracula_key * van_helsing_key % curve.N)
    card_of_x = cards().of_x
    return [card_of_x[curve.multiply(undo, p)] for p in y]  # both shuffles checked: every point is a card


def check_share(claimed: int, true_card: int) -> None:
    """A share the other side gave for a position must read as the card truly there (the reading
    is a bijection, so the same card means the same share: their layer removed, no other)."""
    if claimed != true_card:
        raise FairError("cheat.share", claimed=CODES[claimed], actual=CODES[true_card])
