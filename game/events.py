"""Events: what happened, for animation and the log, and what each side may see of it.

``Game.play`` returns events with every card face in them. Each event whose cards one
side may not see carries ``"hidden": {side: [codes]}``; ``for_side`` gives that side
a copy with those codes replaced by None (R-SECRET) and the ``hidden`` key removed.
The engine decides what is hidden when the event happens, from its knowledge marks, so
a card a side remembers (R-MEMORY) stays visible to it in later events: ``Telling`` is the
part of a Game that makes the events.
"""

from __future__ import annotations

from typing import Any

from .cards import CODES
from .position import Position
from .sides import SIDES, side_index


class Telling(Position):
    """A position that tells what happens to it as events, while ``Game.play`` asks it to
    (``_events`` is a list then, None otherwise: the AI's playouts tell nothing and stay fast)."""

    __slots__ = ("_events",)
    _events: list[dict[str, Any]] | None

    def _event(self, kind: str, side: int, hide: list[int] | None = None, **fields: Any) -> dict[str, Any]:
        """An event by ``side``; ``hide`` lists the cards in it that the opponent may not see."""
        event: dict[str, Any] = {"type": kind, "side": SIDES[side], **fields}
        if hide:
            event["hidden"] = {SIDES[1 - side]: [CODES[c] for c in hide]}
        return event

    def _holder_codes(self) -> dict[str, list[str]]:
        return {SIDES[s]: [CODES[c] for c in self.holders[s]] for s in (0, 1)}


def for_side(events: list[dict[str, Any]], side: str) -> list[dict[str, Any]]:
    """The events as ``side`` may see them."""
    side_index(side)  # reject unknown sides loudly
    return [_redact(event, side) for event in events]


def _redact(event: dict[str, Any], side: str) -> dict[str, Any]:
    hidden = event.get("hidden")
    secret = set(hidden.get(side, ())) if hidden else set()
    return {key: _blank(value, secret) for key, value in event.items() if key != "hidden"}


def _blank(value: Any, secret: set[str]) -> Any:
    if isinstance(value, str):
        return None if value in secret else value
    if isinstance(value, list):
        return [_blank(v, secret) for v in value]
    if isinstance(value, dict):
        return {k: _blank(v, secret) for k, v in value.items()}
    return value
