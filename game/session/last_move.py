"""The other side's last turn, in one line, and the places on the table it changed.

Shown until the viewer's next decision, so that a player who looked away knows what the opponent
did: "Van Helsing: kept a card in slot 3, discarding red 4; traded slot 3: took your green 7,
gave you yellow 1". Made from the events as the viewer may see them (R-SECRET).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..describe import Line
from ..events import for_side
from ..sides import other
from .motion import Motion, motions_of, place


@dataclass(frozen=True)
class LastMove:
    """A side's latest turn: what it did, in clauses, and the places it changed."""

    side: str
    clauses: tuple[Line, ...]
    marks: frozenset[str]
    motions: tuple[Motion, ...] = ()  # the turn shown again, as the viewer saw it (R-SECRET): "see it again"


def last_move(side: str, events: list[dict[str, Any]], viewer: str, addressed: bool) -> LastMove | None:
    """``side``'s turn told by ``events``, as ``viewer`` may see it; ``addressed``: the viewer plays
    the other side (then its cards are "yours")."""
    clauses: list[Line] = []
    marks: set[str] = set()
    for event in for_side(events, viewer):
        if event.get("side") != side:
            continue
        made = _clause(event, viewer, addressed)
        if made:
            clause, places = made
            clauses.append(clause)
            marks.update(places)
    if not clauses:
        return None
    return LastMove(side, tuple(clauses), frozenset(marks),
                    motions_of([event for event in events if event.get("side") == side], viewer)[0])


def _clause(event: dict[str, Any], viewer: str, addressed: bool) -> tuple[Line, set[str]] | None:
    kind, side = event["type"], event["side"]
    if kind == "draw":
        return (("last.draw_face_up", {"card": event["card"]}), {"deck"}) if event["face_up"] else None
    if kind == "discard":
        return ("last.discard", {"card": event["card"]}), {"discard"}
    if kind == "keep":
        params = {"slot": event["slot"], "discarded": event["discarded"], "card": event["card"]}
        return ("last.keep_seen" if event["card"] else "last.keep", params), {
            place(side, event["slot"], viewer), "discard"}
    if kind == "reveal":
        return ("last.reveal", {"slot": event["slot"], "card": event["card"]}), {place(side, event["slot"], viewer)}
    if kind == "expose":
        key = "last.expose_yours" if addressed else "last.expose"
        return (key, {"slot": event["slot"], "card": event["card"], "owner": other(side)}), {
            place(other(side), event["slot"], viewer)}
    if kind == "top":
        return ("last.top", {"card": event["card"]}), {"deck"}
    if kind == "swap":
        a, b = event["slots"]
        return ("last.swap", {"a": a, "b": b}), {place(side, a, viewer), place(side, b, viewer)}
    if kind == "trade":
        key = "last.trade_yours" if addressed else "last.trade"
        slot = event["slot"]
        return (key, {"slot": slot, "gave": event["gave"], "got": event["got"], "owner": other(side)}), {
            place(side, slot, viewer), place(other(side), slot, viewer)}
    if kind == "trump":
        return ("last.trump", {"colour": event["colour"]}), {f"colour-{event['colour']}", f"colour-{event['old']}"}
    if kind == "extra_turn":
        return ("last.extra_turn", {}), set()
    if kind == "call":
        return ("last.call", {}), set()
    if kind == "effect" and event["value"] == 8:
        return ("last.eight", {"card": event["card"]}), {"discard"}
    if kind == "skip":
        return ("last.skip", {"value": event["value"]}), set()
    return None


def last_turn(events: list[dict[str, Any]]) -> tuple[str | None, list[dict[str, Any]]]:
    """The side that moved last in ``events`` (a game taken up from elsewhere), and its last turn."""
    turn: list[dict[str, Any]] = []
    side = None
    for event in events:
        if event["type"] == "deal":  # a new round: nothing of the turns before it is on the table
            side, turn = None, []
            continue
        mover = event.get("side") if event["type"] not in ("turn",) else None
        if mover is None:
            continue
        if mover != side:
            side, turn = mover, []
        turn.append(event)
    return side, turn
