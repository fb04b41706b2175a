"""R-FX: what a discarded card's effect does at once, and when it waits for a choice.

The choices themselves (reveal, expose, swap, trade, trump) are actions: ``Game.apply`` plays
them, with the rest of the turn, in one function that the AI's playouts run at every step.
"""

from __future__ import annotations

from .cards import CODES
from .events import Telling
from .position import EFFECT


class Effects(Telling):
    """The effect of a discarded card (R-FX, R-EIGHT, R-EMPTY); the turn then ends (``Game._end_turn``)."""

    __slots__ = ()

    def _effect(self, discarded: int) -> None:
        """R-FX: the discarded card's effect happens, or is skipped when it cannot."""
        value = (discarded & 7) + 1
        side = self.mover
        events = self._events
        if events is not None:
            events.append(self._event("effect", side, value=value, card=CODES[discarded]))
        if value == 8:  # R-EIGHT: the round ends at once, even after a call
            self._end_round("eight")
            return
        if value == 4 or value == 6 or value == 7:
            self.phase = EFFECT
            self.effect = value
            return
        if value == 1 or value == 3:
            if self._face_down(side if value == 1 else 1 - side):
                self.phase = EFFECT
                self.effect = value
                return
            self._skip(value, "no face-down card")
        elif not self.deck:  # R-EMPTY: effects 2 and 5 need a deck
            self._skip(value, "the deck is empty")
        elif value == 2:
            self.top_up = True
            if events is not None:
                events.append(self._event("top", side, card=CODES[self.deck[-1]]))
        else:  # value 5: another turn straight away
            if events is not None:
                events.append(self._event("extra_turn", side))
            self._end_turn(True)
            return
        self._end_turn(False)

    def _skip(self, value: int, reason: str) -> None:
        if self._events is not None:
            self._events.append(self._event("skip", self.mover, value=value, reason=reason))
