"""A game of one round whose cards are not all known: its end is noted, not resolved.

Dealt from an order that holds the cards someone knows and stand-ins for the rest, it plays a
round on the engine: one side's view of a round with a friend (fair/world.py), or a saved
round's public moves (reachable.py). Only the cards the moves make public decide what a move
does, so the round plays as the true one did; resolving it (R-RES) would need every card.
"""

from __future__ import annotations

from typing import Self

from .engine import Game
from .position import OVER, Position


class RoundGame(Game):
    """A Game that stops at its round's end (``ended`` says why: "eight", "deck_empty" or "call")."""

    __slots__ = ("ended",)
    ended: str | None

    @classmethod
    def from_position(cls, position: Position) -> Self:
        game = super().from_position(position)
        game.ended = None
        return game

    def _end_round(self, reason: str) -> None:
        self.ended = reason
        self.phase = OVER
