"""Why a place of the table a player clicked does nothing now, in the rules' own terms (R-TURN, R-EIGHT):
the page answers every wrong tap with a line of why, and the reason is the rules', never the page's guess.

Reads a side's view only (R-SECRET): a reason never tells more than that side may know.
"""

from __future__ import annotations

from typing import Any

from .describe import Line
from .position import CALL_AFTER
from .sides import other


def is_eight(card: str | None) -> bool:
    return card is not None and card[1:] == "8"


def why_not(view: dict[str, Any], place: str) -> Line | None:
    """The reason a click on ``place`` (``mine-N``, ``theirs-N``, ``discard``) by the side to decide does
    nothing, or None when the place is offered or there is nothing to say."""
    side, legal = view["side"], view.get("legal_actions") or []
    if view["to_move"] != side or not legal:
        return None
    few = len(view["discards"]) < CALL_AFTER
    kind, _, number = place.partition("-")
    if place == "discard" and "discard" not in legal and is_eight(view["drawn"]) and few:
        return "refuse.eight_discard", {"count": CALL_AFTER}  # R-EIGHT
    if kind == "mine" and number.isdigit():
        slot = int(number)
        if "draw" in legal:
            return "refuse.draw_first", {}  # R-TURN: a card is drawn before any is kept or discarded
        if view["drawn"] and f"keep {slot}" not in legal and few and is_eight(view["holders"][side][slot - 1]):
            return "refuse.eight_kept", {"count": CALL_AFTER}  # R-EIGHT: an 8 in a slot stays there
    if kind == "theirs" and not any(action.startswith(("expose", "trade")) for action in legal):
        return "refuse.theirs", {"side": other(side)}
    return None
