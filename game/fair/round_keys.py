"""One round's keys and ciphertexts as one side holds them (``RoundKeys``), and their stored form.

A side makes a fresh key for every round (R-NEW) and keeps, beside it, the round's two layers
(Dracula's list X, both layers' Y: the round's positions), the key point the other side's shuffle
was proven with, the other side's key once published, and the shares each side gave.
"""

from __future__ import annotations

from typing import Any

from . import curve, wire
from .group import Point
from .wire import FairError

DRACULA, VAN_HELSING = 0, 1  # the sides as a Party numbers them (``me``): X is Dracula's layer, Y both


class RoundKeys:
    """One round's cryptography, as one side holds it."""

    def __init__(self, key: int | None = None):
        self.key = key if key is not None else curve.new_key()
        self.x: list[Point] | None = None  # Dracula's layer (32 full points)
        self.y: list[Point] | None = None  # both layers: the round's positions
        self.proof: bytes | None = None  # this side's proof of its layer, until it is sent
        self.their_b: Point | None = None  # the key point of the other side's proof (their key·G)
        self.their_key: int | None = None
        self.shares_in: dict[int, int] = {}  # position -> the other side's share
        self.shares_out: set[int] = set()  # positions this side has shared
        self.sent_layer = False
        self.sent_key = False

    def to_json(self) -> dict[str, Any]:
        return {"key": format(self.key, "x"), "x": self.x and _pack_full(self.x),
                "y": self.y and _pack_full(self.y), "proof": self.proof and wire.b64(self.proof),
                "their_b": self.their_b and _pack_full([self.their_b]),
                "their_key": None if self.their_key is None else format(self.their_key, "x"),
                "in": {str(p): format(s, "x") for p, s in self.shares_in.items()}, "out": sorted(self.shares_out),
                "sent_layer": self.sent_layer, "sent_key": self.sent_key}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> RoundKeys:
        crypt = cls(int(data["key"], 16))
        crypt.x = _unpack_full(data["x"]) if data["x"] else None
        crypt.y = _unpack_full(data["y"]) if data["y"] else None
        crypt.proof = wire.unb64(data["proof"]) if data["proof"] else None
        crypt.their_b = _unpack_full(data["their_b"])[0] if data["their_b"] else None
        crypt.their_key = None if data["their_key"] is None else int(data["their_key"], 16)
        crypt.shares_in = {int(p): int(s, 16) for p, s in data["in"].items()}
        crypt.shares_out = set(data["out"])
        crypt.sent_layer, crypt.sent_key = data["sent_layer"], data["sent_key"]
        return crypt


def _pack_full(points: list[Point]) -> str:
    """Points as this side stores them: x and y in full (nothing to work out when loading)."""
    return wire.b64(b"".join(x.to_bytes(32, "big") + y.to_bytes(32, "big") for x, y in points))


def _unpack_full(text: object) -> list[Point]:
    data = wire.unb64(text)
    if len(data) % 64:
        raise FairError("msg.unreadable")
    return [(int.from_bytes(data[i:i + 32], "big"), int.from_bytes(data[i + 32:i + 64], "big"))
            for i in range(0, len(data), 64)]
