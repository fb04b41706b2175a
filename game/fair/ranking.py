"""R-RANK by commit and reveal: which message may carry which value, and each is taken once.

The host commits to its random value in the invitation (``c``, message 0); the guest answers with
its own value in clear (``r``, message 1); the host reveals its value (``r``, message 2), and the
ranking comes from a hash of both. Neither side chose it, as long as each value is fixed by the
one message that may carry it: a commitment taken from a later message would let a host that has
seen the guest's value commit afresh and choose the ranking; a value taken twice would let either
side change the ranking its friend's record is built on. Any other ``c`` or ``r`` is a cheat.
"""

from __future__ import annotations

import hashlib
from typing import Any

from ..engine import permutation
from . import wire
from .wire import FairError

INVITATION, ANSWER, REVEAL = 0, 1, 2  # the messages that carry the commitment, the guest's value, the host's


def commitment(game_id: str, value: bytes) -> str:
    return wire.b64(hashlib.sha256(b"dvvh commit " + game_id.encode() + value).digest())


def ranking_from(host_value: bytes, guest_value: bytes) -> list[int]:
    """R-RANK: a ranking neither side chose (each value is uniform; the hash mixes both)."""
    number = int.from_bytes(hashlib.sha256(b"dvvh ranking " + host_value + guest_value).digest(), "big")
    return permutation(number % 24, 4)


def drawn(host: bool, value: bytes, their_value: bytes) -> list[int]:
    """R-RANK: the ranking both values draw, from either side (the host's value goes first)."""
    return ranking_from(value, their_value) if host else ranking_from(their_value, value)


def take(host: bool, game_id: str, body: dict[str, Any], their_commitment: str | None,
         their_value: bytes | None) -> tuple[str | None, bytes | None]:
    """The other side's commitment and value once ``body`` is applied. FairError "cheat.ranking"
    for a commitment or a value anywhere else than in the one message that may carry it."""
    number = body["n"]
    if "c" in body and (host or number != INVITATION):
        raise FairError("cheat.ranking")
    if not host and number == INVITATION:
        if "c" not in body:
            raise FairError("msg.not_invitation")
        their_commitment = body["c"]
    carrier = ANSWER if host else REVEAL  # the one message with the other side's value
    if "r" in body and number != carrier:
        raise FairError("cheat.ranking")
    if number == carrier:
        if "r" not in body or their_value is not None:
            raise FairError("msg.unreadable")
        their_value = value_of(body["r"])
        if not host and commitment(game_id, their_value) != their_commitment:
            raise FairError("cheat.commitment")
    return their_commitment, their_value


def value_of(text: object) -> bytes:
    """A side's share of the ranking's randomness: 32 bytes."""
    value = wire.unb64(text)
    if len(value) != 32:
        raise FairError("msg.unreadable")
    return value
