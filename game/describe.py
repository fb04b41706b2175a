"""Events in words: each event, as one side saw it, becomes a message key and its parameters.

The words themselves live in the message catalogs (game/i18n), so every language shares
this one mapping. Parameters are typed by name (see i18n.format_message): sides, cards,
colours and numbers are each rendered the way the language writes them.
"""

from __future__ import annotations

from typing import Any

from .notation import Action
from .sides import other

Line = tuple[str, dict[str, Any]]  # a message key and its parameters: i18n.text writes it in a language

SKIP_REASONS = {"no face-down card": "no_face_down", "the deck is empty": "deck_empty"}


def describe(event: dict[str, Any], reader: str | None = None) -> Line | None:
    """The (message key, parameters) of one event, already filtered for its reader
    (events.for_side); None for events the log does not show (turn changes). With a ``reader``
    (the one person playing a side), the log speaks to them: "You draw...", "...exposes your..."."""
    line = _describe(event)
    if line is None or reader is None or event.get("side") is None:
        return line
    key, params = line
    if event["side"] == reader and f"log.you.{key[4:]}" in ADDRESSED:
        return f"log.you.{key[4:]}", params
    if event["side"] != reader and key in YOURS:
        return YOURS[key], params
    return line


YOURS = {"log.expose": "log.expose_yours", "log.trade": "log.trade_yours"}  # the other side's move, on your cards


ADDRESSED = {  # the lines that have a version for a reader who made the move
    "log.you.draw_seen", "log.you.draw_face_up", "log.you.discard", "log.you.keep_seen", "log.you.reveal",
    "log.you.expose", "log.you.top", "log.you.swap_seen", "log.you.trade", "log.you.trump", "log.you.extra_turn",
    "log.you.call", "log.you.skip_no_face_down", "log.you.skip_deck_empty",
}


def _describe(event: dict[str, Any]) -> Line | None:
    kind = event["type"]
    if kind == "game_code":  # a friend's game (FAIR): the code both friends compare
        return "log.game_code", {"code": event["code"]}
    subject = {"who": event.get("side")}
    if kind == "draw":
        if event["face_up"]:
            return "log.draw_face_up", {**subject, "card": event["card"]}
        return ("log.draw_seen", {**subject, "card": event["card"]}) if event["card"] else ("log.draw", subject)
    if kind == "discard":
        return "log.discard", {**subject, "card": event["card"]}
    if kind == "keep":
        params = {**subject, "slot": event["slot"], "discarded": event["discarded"]}
        if event["card"]:
            return "log.keep_seen", {**params, "card": event["card"]}
        return "log.keep", params
    if kind == "effect":  # the effect's result has its own event; only an 8 needs saying
        return ("log.effect_8", {**subject, "card": event["card"]}) if event["value"] == 8 else None
    if kind == "skip":
        return f"log.skip_{SKIP_REASONS.get(event['reason'], 'other')}", {**subject, "value": event["value"]}
    if kind == "reveal":
        return "log.reveal", {**subject, "slot": event["slot"], "card": event["card"]}
    # a card still locked (a friend's game: it reads once the friend's answer brings their share)
    if kind == "expose":
        return ("log.expose" if event["card"] else "log.expose_pending",
                {**subject, "slot": event["slot"], "card": event["card"], "owner": other(event["side"])})
    if kind == "top":
        return "log.top" if event["card"] else "log.top_pending", {**subject, "card": event["card"]}
    if kind == "swap":
        a, b = event["slots"]
        cards = event["cards"]
        if cards[0] and cards[1]:
            return "log.swap_seen", {**subject, "a": a, "b": b, "card_a": cards[0], "card_b": cards[1]}
        return "log.swap", {**subject, "a": a, "b": b}
    if kind == "trade":
        return "log.trade", {**subject, "slot": event["slot"], "gave": event["gave"], "got": event["got"],
                             "owner": other(event["side"])}
    if kind == "trump":
        return "log.trump", {**subject, "colour": event["colour"], "old": event["old"]}
    if kind == "extra_turn":
        return "log.extra_turn", subject
    if kind == "call":
        return "log.call", subject
    if kind == "round_end":
        return f"log.round_end_{event['reason']}", {"round": event["round"]}
    if kind == "district":
        return (f"log.district_{event['by']}",
                {"district": event["district"], "dracula": event["dracula"], "van_helsing": event["van_helsing"],
                 "winner": event["winner"]})
    if kind == "bite":
        return "log.bite", {"district": event["district"], "vampires": event["vampires"]}
    if kind == "stake":
        return "log.stake", {"district": event["district"], "health": event["health"]}
    if kind == "game_over":
        return f"log.game_over_{event['reason']}", {"winner": event["winner"], "district": event.get("district", 0)}
    if kind == "deal":
        return "log.deal", {"round": event["round"]}
    return None


def action_words(action: str, drawn: str | None, own: list[str | None] | tuple[str | None, ...]) -> Line:
    """A decision's verb and the parameters that say it (advice, the coach's notes), with the cards it
    moves as the decider saw them (``drawn``: the drawn card; ``own``: the decider's holder, slot 1 first)."""
    verb, slots, colour = Action.parse(action)
    params: dict[str, Any] = {}
    if verb == "keep":
        params = {"card": drawn, "slot": slots[0], "replaced": own[slots[0] - 1]}
    elif verb == "discard":
        params = {"card": drawn}
    elif verb in ("reveal", "expose", "trade"):
        params = {"slot": slots[0]}
    elif verb == "swap":
        params = {"a": slots[0], "b": slots[1]}
    elif verb == "trump":
        params = {"colour": colour}
    return verb, params
