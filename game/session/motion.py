"""Moves as motions on the table: what travels where, what turns over, what is said in a banner.

Every move is shown where it happens: a draw goes from the deck to the drawn card's place, a keep
from there into a slot while the replaced card goes to the discard pile, a reveal turns a card over
in place, a swap and a trade cross two cards, a new trump reorders the colours. The motions are
made from the events as the viewer may see them (R-SECRET): a card the viewer may not know travels
face down. Places are the page's click targets, seen from the viewer ("mine-3", "theirs-2", "deck",
"drawn", "discard", "colour-R"); times are in seconds at the normal speed, from the move's start.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..describe import Line, describe
from ..events import for_side
from ..sides import DRACULA, VAN_HELSING, other

TRAVEL = 0.42  # a card from one place to another
FLIP = 0.36  # a card turning over in place
BANNER = 0.9  # a short banner: another turn, a call, an 8
MEET = 0.4  # a round's end: a district's two cards meet
STRIKE = 0.5  # then a bat flies to bite, or a stake strikes


@dataclass(frozen=True)
class Motion:
    """One thing that moves on the table."""

    kind: str  # "travel", "flip", "trump" (the colours reorder), "banner", "mark" (a sound, a glow), and at a
    # round's end "meet" (a district's two cards), "bite" and "stake"
    start: float
    seconds: float
    source: str = ""  # where a card comes from (travel), or the card that turns (flip)
    target: str = ""  # where it goes
    card: str | None = None  # the face the viewer sees, None for a back
    sound: str | None = None  # "draw", "place", "flip", "trade", "round", "clash", "bite", "stake", "win", "lose"
    text: Line | None = None  # a banner's words
    count: int = 0  # a bite: the district's vampires now; a stake: Dracula's health now


def place(side: str | None, slot: int, viewer: str) -> str:
    """A slot as the page names it, seen from the viewer."""
    return f"{'mine' if side == viewer else 'theirs'}-{slot}"


_last: list = [None, 0, "", ((), 0.0)]  # the last events shown (the list itself), their count, the viewer, the motions


def motions_of(events: list[dict[str, Any]], viewer: str) -> tuple[tuple[Motion, ...], float]:
    """The motions that show ``events`` to ``viewer``, one event after another; and how long they last.
    The latest move's are made once: a click's answer asks for them twice (its pace, then its screen)."""
    if _last[0] is events and _last[1] == len(events) and _last[2] == viewer:
        return _last[3]
    made = _motions_of(events, viewer)
    _last[:] = [events, len(events), viewer, made]
    return made


def _motions_of(events: list[dict[str, Any]], viewer: str) -> tuple[tuple[Motion, ...], float]:
    shown: list[Motion] = []
    clock = 0.0
    for event in for_side(events, viewer):
        made = _motions(event, viewer, clock)
        shown.extend(made)
        clock = max([clock, *(m.start + m.seconds for m in made)])
    return tuple(shown), clock


def _motions(event: dict[str, Any], viewer: str, at: float) -> list[Motion]:
    kind, side = event["type"], event.get("side")
    if kind == "draw":
        return [Motion("travel", at, TRAVEL, "deck", "drawn", event["card"], "draw")]
    if kind == "discard":
        return [Motion("travel", at, TRAVEL, "drawn", "discard", event["card"], "place")]
    if kind == "keep":
        slot = place(side, event["slot"], viewer)
        return [Motion("travel", at, TRAVEL, "drawn", slot, event["card"], "place"),
                Motion("travel", at + TRAVEL * 0.6, TRAVEL, slot, "discard", event["discarded"])]
    if kind in ("reveal", "expose"):
        owner = side if kind == "reveal" else other(side)
        return [Motion("flip", at, FLIP, place(owner, event["slot"], viewer), card=event["card"], sound="flip")]
    if kind == "top":
        return [Motion("flip", at, FLIP, "deck", card=event["card"], sound="flip")]
    if kind == "swap":
        a, b = (place(side, n, viewer) for n in event["slots"])
        from_a, from_b = event["cards"]  # the cards that were in slots a and b
        return [Motion("travel", at, TRAVEL, a, b, from_a, "place"), Motion("travel", at, TRAVEL, b, a, from_b)]
    if kind == "trade":
        mover, opponent = place(side, event["slot"], viewer), place(other(side), event["slot"], viewer)
        return [Motion("travel", at, TRAVEL, mover, opponent, event["gave"], "trade"),
                Motion("travel", at, TRAVEL, opponent, mover, event["got"])]
    if kind == "trump":
        return [Motion("trump", at, TRAVEL, f"colour-{event['old']}", f"colour-{event['colour']}", sound="flip")]
    if kind in ("extra_turn", "call", "skip") or (kind == "effect" and event["value"] == 8):
        return [Motion("banner", at, BANNER, text=describe(event, viewer))]
    if kind == "round_end":
        return [Motion("mark", at, BANNER, "board", sound="round")]
    if kind == "district":  # R-RES: the district's two cards meet, the winner's (source) stands out
        district, winner = event["district"], event["winner"]
        return [Motion("meet", at, MEET, place(winner, district, viewer), place(other(winner), district, viewer),
                       sound="clash")]
    if kind == "bite":  # R-BITE: a bat flies from Dracula's card and a citizen turns
        return [Motion("bite", at, STRIKE, place(DRACULA, event["district"], viewer), f"district-{event['district']}",
                       sound="bite", count=event["vampires"])]
    if kind == "stake":  # R-STAKE: a stake strikes the district, a drop leaves Dracula's health track
        return [Motion("stake", at, STRIKE, place(VAN_HELSING, event["district"], viewer),
                       f"district-{event['district']}", sound="stake", count=event["health"])]
    if kind == "game_over":
        return [Motion("mark", at, BANNER, sound="win" if event["winner"] == viewer else "lose")]
    return []
