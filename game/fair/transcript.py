"""Fiat–Shamir for the shuffle proof: each challenge is a hash of everything said before it.

The transcript starts from the whole statement (a domain, the context naming game, round and
side, and both decks), so a challenge depends on every public input: the "weak Fiat–Shamir"
mistake (a statement left out of the hash, letting a prover choose it after the challenges) is
not possible here. Each value is absorbed with its label and length: no two transcripts hash alike.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

from .group import N, Point


def encode(points: Sequence[Point | None]) -> bytes:
    """Points for hashing: x and y in full (64 zero bytes for infinity, which a forged proof may
    make a verifier compute)."""
    return b"".join(bytes(64) if p is None else p[0].to_bytes(32, "big") + p[1].to_bytes(32, "big") for p in points)


class Transcript:
    def __init__(self, domain: bytes, context: bytes, inputs: Sequence[Point], outputs: Sequence[Point]):
        self._state = b""
        self.absorb(b"domain", domain)
        self.absorb(b"context", context)
        self.absorb(b"inputs", encode(inputs))
        self.absorb(b"outputs", encode(outputs))

    def absorb(self, label: bytes, data: bytes) -> None:
        self._state = hashlib.sha256(self._state + len(label).to_bytes(2, "big") + label
                                     + len(data).to_bytes(8, "big") + data).digest()

    def points(self, label: bytes, points: Sequence[Point | None]) -> None:
        self.absorb(label, encode(points))

    def scalars(self, label: bytes, values: Sequence[int]) -> None:
        self.absorb(label, b"".join(v.to_bytes(32, "big") for v in values))

    def challenge(self, label: bytes) -> int:
        """A scalar in 1..N-1 (never 0, so always invertible), from 512 hashed bits (no bias worth
        the name), itself absorbed so the next challenge differs."""
        wide = hashlib.sha512(self._state + b"challenge " + label).digest()
        self.absorb(b"challenge " + label, wide)
        return 1 + int.from_bytes(wide, "big") % (N - 1)
