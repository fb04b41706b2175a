"""The one reader of a message from outside: bounded in every way, strict in every type.

A message comes from anyone who can send the player a link, before anything about it is known.
So it is read with limits set before any work: the token's length, the size it inflates to (a
small token may inflate to gigabytes), how deeply its JSON nests (the parser recurses once per
level: in the browser a deep text overflows the WebAssembly stack), how long its strings are,
how many items its lists hold, how many digits its numbers have (Python refuses to read more
than 4,300), and every field's exact shape (a JSON ``true`` is no number: ``True == 1`` in
Python). Anything else is refused with the protocol's own FairError, before any curve product.
"""

from __future__ import annotations

import json
import re
import zlib
from collections.abc import Callable
from typing import Any

from ..cards import DECK_SIZE
from ..jsontext import depth
from ..position import ROUNDS
from ..sides import SIDES
from . import share_proof
from .shuffle_proof import proof_size
from .wire import (
    LIMIT,
    MAC_BYTES,
    MAX_PARTS,
    PART_ID,
    PART_PREFIX,
    PREFIX,
    VERSION,
    FairError,
    find_token,
    token_id,
    unb64,
)

MAX_PASTE = 100_000  # characters of pasted text searched for a token (a link and a few words)
MAX_TOKEN = 6 * LIMIT  # characters of a token (a turn's message is a few hundred, a shuffle's about 7,300)
MAX_JSON = 12_000  # bytes a token may inflate to (the largest message, a deck and its proof, about 7,300)
MAX_DEPTH = 4  # a message nests four levels: the body, its shares, their list, a share
MAX_DIGITS = 6  # a number: a message's sequence number at most
MAX_SEQ = 100_000  # messages in a game (a few hundred at most)
MAX_ACTIONS = 64  # one side's moves in one message (three at most in a game)
MAX_ACTION = 16  # characters of a move ("swap 1 2")

_B64 = re.compile(r"[A-Za-z0-9_-]*")
_HEX = re.compile(r"[0-9a-f]{1,64}")
_GAME = re.compile(r"[0-9a-f]{1,32}")
_PART = re.compile(rf"([A-Za-z0-9_-]{{{PART_ID}}})([1-9])([1-9])([A-Za-z0-9_-]+)")


def read(text: object) -> dict[str, Any]:
    """The body of a message in ``text`` (a link, a code or a token), every field checked for its
    shape; what it means for the game is the Party's to check. FairError for anything else."""
    if isinstance(text, str) and len(text) > MAX_PASTE:
        raise FairError("msg.unreadable")
    token = find_token(text)
    if len(token) > MAX_TOKEN:
        raise FairError("msg.unreadable")
    body = parse(inflate(unb64(token)))
    check_body(body)
    return body


def is_part(text: object) -> bool:
    """Is this (a link, a code) one part of a message split over several links?"""
    return isinstance(text, str) and PART_PREFIX in text[:MAX_PASTE] and PREFIX not in text[:MAX_PASTE]


def read_part(text: object) -> tuple[str, int, int, str]:
    """One part of a split message (``wire.split``): the id of the token it belongs to, its number
    (1..count), the count, and its piece of the token. Bounded and strict, FairError otherwise."""
    if not isinstance(text, str) or len(text) > MAX_PASTE:
        raise FairError("msg.unreadable")
    squeezed = "".join(text.split())
    start = squeezed.find(PART_PREFIX)
    if start < 0:
        raise FairError("msg.not_ours")
    found = _PART.match(squeezed, start + len(PART_PREFIX))
    if found is None:
        raise FairError("msg.unreadable")
    name, number, count, piece = found.group(1), int(found.group(2)), int(found.group(3)), found.group(4)
    if not (2 <= count <= MAX_PARTS and 1 <= number <= count and 0 < len(piece) <= LIMIT):
        raise FairError("msg.unreadable")
    return name, number, count, piece


def join(name: str, pieces: list[str]) -> str:
    """The token the pieces of a split message make, in order: FairError if they do not make the
    one their id names (a part of another message, or a damaged one)."""
    token = PREFIX + "".join(pieces)
    if len(token) > MAX_TOKEN or token_id(token) != name:
        raise FairError("msg.parts")
    return token


def inflate(data: bytes, limit: int = MAX_JSON) -> bytes:
    """The message's JSON bytes, never more than ``limit`` of them (a bomb stops there)."""
    inflater = zlib.decompressobj()
    try:
        raw = inflater.decompress(data, limit)
    except zlib.error:
        raise FairError("msg.unreadable") from None
    if not inflater.eof or inflater.unconsumed_tail or inflater.unused_data:
        raise FairError("msg.unreadable")  # larger than any message, cut short, or with more after it
    return raw


def parse(raw: bytes, max_depth: int = MAX_DEPTH) -> Any:
    """JSON with its depth measured first and its numbers bounded as they are read."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise FairError("msg.unreadable") from None
    if depth(text) > max_depth:
        raise FairError("msg.unreadable")
    try:
        return json.loads(text, parse_int=_integer, parse_float=_refuse, parse_constant=_refuse)
    except (ValueError, RecursionError):  # FairError is a ValueError too: all say the same
        raise FairError("msg.unreadable") from None


def _integer(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise FairError("msg.unreadable")
    return int(digits)


def _refuse(_text: str) -> Any:
    raise FairError("msg.unreadable")


# ----- the shape of every field (a message holds no other) -----

def is_int(value: object, low: int, high: int) -> bool:
    """An integer in low..high, and not a boolean (JSON ``true`` reads as Python's True, which is 1)."""
    return type(value) is int and low <= value <= high


def is_text(value: object, length: int) -> bool:
    """Base64url text of exactly ``length`` characters."""
    return isinstance(value, str) and len(value) == length and _B64.fullmatch(value) is not None


def b64_length(count: int) -> int:
    return (4 * count + 2) // 3


POINT = b64_length(32)  # a point (an x coordinate) or a 32-byte value
DECK = b64_length(32 * DECK_SIZE + DECK_SIZE // 8)  # 32 x's and their y parities
PROOF = b64_length(proof_size(DECK_SIZE))  # a shuffle's proof (shuffle_proof.py)


def _round(value: object) -> bool:
    return is_int(value, 1, ROUNDS)


def _pair(value: object, second: Callable[[object], bool]) -> bool:
    """[round, something]: how a key, a deck or shares name the round they belong to."""
    return isinstance(value, list) and len(value) == 2 and _round(value[0]) and second(value[1])


def _layer(value: object) -> bool:
    """[round, deck, proof]: a shuffled deck and the proof that it is one."""
    return (isinstance(value, list) and len(value) == 3 and _round(value[0]) and is_text(value[1], DECK)
            and is_text(value[2], PROOF))


def _share(item: object) -> bool:
    """[position, share]: a point, or (Van Helsing's) its index in Dracula's list X."""
    return (isinstance(item, list) and len(item) == 2 and is_int(item[0], 0, DECK_SIZE - 1)
            and (is_int(item[1], 0, DECK_SIZE - 1) or is_text(item[1], POINT)))


def _shares(value: object) -> bool:
    """[round, shares, proof]: one to 32 shares and the proof that each is honest (share_proof.py)."""
    return (isinstance(value, list) and len(value) == 3 and _round(value[0]) and isinstance(value[1], list)
            and 0 < len(value[1]) <= DECK_SIZE and all(map(_share, value[1]))
            and is_text(value[2], b64_length(share_proof.size(len(value[1])))))


def _actions(value: object) -> bool:
    return (isinstance(value, list) and len(value) <= MAX_ACTIONS
            and all(isinstance(a, str) and 0 < len(a) <= MAX_ACTION for a in value))


FIELDS: dict[str, Callable[[object], bool]] = {
    "v": lambda v: is_int(v, VERSION, VERSION),
    "g": lambda v: isinstance(v, str) and _GAME.fullmatch(v) is not None,
    "n": lambda v: is_int(v, 0, MAX_SEQ),
    "h": lambda v: v is None or is_text(v, b64_length(16)),
    "m": lambda v: is_text(v, b64_length(MAC_BYTES)),
    "i": lambda v: is_text(v, POINT),  # the sender's identity (its public key)
    "c": lambda v: is_text(v, POINT),  # the host's commitment to its share of the ranking
    "side": lambda v: v in SIDES,  # the invited side
    "r": lambda v: is_text(v, POINT),  # a share of the ranking's randomness
    "k": lambda v: _pair(v, lambda key: isinstance(key, str) and _HEX.fullmatch(key) is not None),
    "x": _layer,
    "y": _layer,
    "s": _shares,
    "a": _actions,
}
REQUIRED = ("v", "g", "n", "h")


def check_body(body: object) -> None:
    """Every field of the body has its shape, none is missing, none is unknown."""
    if not isinstance(body, dict) or any(name not in body for name in REQUIRED):
        raise FairError("msg.unreadable")
    if type(body["v"]) is int and body["v"] != VERSION:
        raise FairError("msg.version", version=body["v"])  # another version of the page: said in words
    for name, value in body.items():
        check = FIELDS.get(name)
        if check is None or not check(value):
            raise FairError("msg.unreadable")


INVITATION = {"v", "g", "n", "h", "i", "c", "side"}


def check_invitation(body: dict[str, Any]) -> None:
    """An invitation (message 0) holds the host's identity, its commitment, the invited side and,
    when the host is Dracula, his shuffle of the first round; nothing else (nothing in it is
    authenticated yet, so nothing else may cost the guest's page any work)."""
    fields = INVITATION | ({"x"} if body.get("side") == SIDES[1] else set())
    if body["n"] != 0 or set(body) - fields or not set(body) >= INVITATION:
        raise FairError("msg.not_invitation")
