"""The hint: what the hard player would do in the viewer's place, in one line."""

from __future__ import annotations

from typing import Any

from ..i18n import text


def hint_line(view: dict[str, Any], action: str, chance: float | None, lang: str) -> str:
    """One sentence naming ``action`` and why, with the estimated chance of winning the game."""
    verb, *args = action.split()
    me = view["side"]
    params: dict[str, Any] = {}
    if verb == "keep":
        slot = int(args[0])
        params = {"card": view["drawn"], "slot": slot, "replaced": view["holders"][me][slot - 1]}
    elif verb == "discard":
        params = {"card": view["drawn"]}
    elif verb in ("reveal", "expose", "trade"):
        params = {"slot": int(args[0])}
    elif verb == "swap":
        params = {"a": int(args[0]), "b": int(args[1])}
    elif verb == "trump":
        params = {"colour": args[0]}
    line = text(lang, f"hint.{verb}", **params)
    if chance is not None:
        line += " " + text(lang, "hint.chance", percent=round(100 * chance))
    return line
