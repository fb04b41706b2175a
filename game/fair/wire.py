"""Messages between two browsers: a JSON body, compressed, in one URL-safe token.

A token rides in a link's fragment (``#play=...``, which never reaches the web host), in a
short text to paste, or over a live data channel: the same bytes every way. Every message is
numbered, names the game, carries the hash of the message before it (so one out of order, a
replay or a fork is recognised), and from the second message on a MAC under a key only the two
players share (so a message changed on its way is refused).
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
import re
import zlib
from typing import Any

VERSION = 4  # 2: shuffles carry their proof, decks y parities; 3: shares carry theirs; 4: a log-size shuffle proof
LIMIT = 2000  # characters: a turn's link must survive a chat app
PREFIX = "dvvh1."  # marks a token as ours (a pasted link or code is searched for it)
PART_PREFIX = "dvvhp."  # marks one part of a token too long for one link (``split``)
ADDRESS = 100  # characters of the page's address before a token in a link, at most (split's default)
MAX_PARTS = 9  # parts of one token (one digit each for "part i of n")
PART_ID = 12  # characters naming the token a part belongs to (72 bits of its hash)
MAC_BYTES = 16


class FairError(ValueError):
    """Something a player must be told, in words: ``key`` is an i18n message key and ``params``
    its values. The game that received the bad input is unchanged."""

    def __init__(self, key: str, **params: Any):
        super().__init__(f"{key} {params}" if params else key)
        self.key = key
        self.params = params


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def unb64(text: object) -> bytes:
    if not isinstance(text, str):
        raise FairError("msg.unreadable")
    try:
        return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError):
        raise FairError("msg.unreadable") from None


def body_bytes(body: dict[str, Any]) -> bytes:
    """The canonical bytes of a body: what is hashed and authenticated."""
    return json.dumps(body, sort_keys=True, separators=(",", ":")).encode("utf-8")


def digest(body: dict[str, Any]) -> str:
    """A message's fingerprint, for the next message to name."""
    return b64(hashlib.sha256(body_bytes(body)).digest()[:16])


def mac(key: bytes, body: dict[str, Any]) -> str:
    unsigned = {k: v for k, v in body.items() if k != "m"}
    return b64(hmac.new(key, body_bytes(unsigned), hashlib.sha256).digest()[:MAC_BYTES])


def check_mac(key: bytes, body: dict[str, Any]) -> None:
    if not isinstance(body.get("m"), str) or not hmac.compare_digest(mac(key, body), body["m"]):
        raise FairError("msg.altered", seq=body.get("n"))


def encode(body: dict[str, Any]) -> str:
    return PREFIX + b64(zlib.compress(body_bytes(body), 9))


def token_id(token: str) -> str:
    """What a token's parts name it by: a hash of the whole token (so a part of another, or a
    wrong part, never makes a whole that passes)."""
    return b64(hashlib.sha256(token.encode("ascii")).digest()[:PART_ID * 3 // 4])


def split(token: str, address: int = ADDRESS) -> list[str]:
    """A token as links carry it, after an address of ``address`` characters: itself if the link
    fits LIMIT, else numbered parts whose links each fit (PART_PREFIX, the token's id, the part's
    number and the count, a digit each, then a piece of the token): self-describing, so they may
    be opened in any order."""
    if len(token) + address <= LIMIT:
        return [token]
    text = token[len(PREFIX):]
    room = LIMIT - address - len(PART_PREFIX) - PART_ID - 2
    count = -(-len(text) // room)
    if count > MAX_PARTS:
        raise ValueError("a message too long for any link")
    size = -(-len(text) // count)  # parts of even length
    name = token_id(token)
    return [f"{PART_PREFIX}{name}{i + 1}{count}{text[i * size:(i + 1) * size]}" for i in range(count)]


TOKEN = re.compile(r"[A-Za-z0-9_-]*")  # base64url: a token ends at the first other character


def find_token(text: object) -> str:
    """The token in a pasted link, fragment or code (whitespace a chat app added is dropped)."""
    if not isinstance(text, str):
        raise FairError("msg.unreadable")
    squeezed = "".join(text.split())
    start = squeezed.find(PREFIX)
    if start < 0:
        raise FairError("msg.not_ours")
    return TOKEN.match(squeezed, start + len(PREFIX)).group()


def pack_points(points: list[int]) -> str:
    return b64(b"".join(p.to_bytes(32, "big") for p in points))


def unpack_points(text: object, count: int | None = None) -> list[int]:
    """Points from a message; each is checked to lie on the curve by whoever uses it."""
    data = unb64(text)
    if len(data) % 32 or (count is not None and len(data) != 32 * count):
        raise FairError("msg.unreadable")
    return [int.from_bytes(data[i:i + 32], "big") for i in range(0, len(data), 32)]
