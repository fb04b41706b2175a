"""Sealing: a game in progress is stored and exported so that reading the file does not show the deal.

The seed (and an explicit first deal) of a record decide every card, so a readable seed in the
autosave or in an exported file shows the opponent's hidden cards to anyone who opens the
developer tools or a text editor (R-SECRET). A sealed text is the fields' JSON, compressed and
mixed with a keystream, then written in base64: nothing in it reads as a seed, a card or a move.

This is a seal, not a lock: the key is in this file, as it must be for the page to read its own
saves without a server. It keeps a player from learning the cards by a glance (or by a search for
a card's name); someone determined to cheat can still run this code (README, "What a save shows").
A checksum inside makes any change to the sealed text fail as damage, not as a different game.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import zlib
from typing import Any

from .jsontext import read_json

KEY = b"dracula-vs-van-helsing/seal/1"
CHECK_BYTES = 8
MAX_SEALED = 300_000  # characters of base64; a real game seals to well under 2 kB


def _keystream(length: int, nonce: bytes) -> bytes:
    """SHA-256 in counter mode: the same key and nonce give the same stream (it is its own inverse)."""
    blocks = (hashlib.sha256(KEY + nonce + counter.to_bytes(4, "big")).digest()
              for counter in range((length + 31) // 32))
    return b"".join(blocks)[:length]


def _mix(data: bytes, nonce: bytes) -> bytes:
    stream = _keystream(len(data), nonce)
    return (int.from_bytes(data, "big") ^ int.from_bytes(stream, "big")).to_bytes(len(data), "big")


def seal(fields: dict[str, Any]) -> str:
    """``fields`` (JSON-safe) as one opaque text."""
    plain = json.dumps(fields, separators=(",", ":"), sort_keys=True).encode()
    check = hashlib.sha256(plain).digest()[:CHECK_BYTES]  # also the nonce: two games never share a stream
    return base64.b64encode(check + _mix(zlib.compress(plain, 9), check)).decode("ascii")


def unseal(text: object) -> dict[str, Any]:
    """The fields sealed in ``text``; ValueError saying why when it is not one of our seals, or was changed."""
    if not isinstance(text, str) or not text or len(text) > MAX_SEALED:
        raise ValueError("its sealed part is missing or too long")
    try:
        raw = base64.b64decode(text.encode("ascii"), validate=True)
    except (binascii.Error, UnicodeEncodeError):
        raise ValueError("its sealed part is not valid base64") from None
    check, body = raw[:CHECK_BYTES], raw[CHECK_BYTES:]
    try:
        decompressor = zlib.decompressobj()
        plain = decompressor.decompress(_mix(body, check), MAX_SEALED)
    except zlib.error:
        raise ValueError("its sealed part was changed or damaged") from None
    if decompressor.unconsumed_tail or hashlib.sha256(plain).digest()[:CHECK_BYTES] != check:
        raise ValueError("its sealed part was changed or damaged")
    fields = read_json(plain, ValueError, "a sealed game", MAX_SEALED)  # anyone can seal: check it all
    if not isinstance(fields, dict):
        raise ValueError("its sealed part does not hold a game")
    return fields
