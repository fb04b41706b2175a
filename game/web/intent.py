"""Clicks to notation: which on-screen target leads to which legal action.

The page marks every clickable thing with ``data-target``: ``deck``, ``discard``, ``call``,
``mine-N`` / ``theirs-N`` (a slot of the viewer's or the opponent's holder), ``district-N``,
``colour-C``. This module reads the view's legal actions (notation) and says what a click
on each target means. It knows the notation, not the rules.
"""

from __future__ import annotations

SELECT = "select"  # first click of a two-slot swap
UNSELECT = "unselect"


def click_map(legal: list[str], selected: int | None = None) -> dict[str, str]:
    """Target id -> action (or SELECT/UNSELECT for the two clicks of a swap)."""
    targets: dict[str, str] = {}
    for action in legal:
        verb, *args = action.split()
        if verb in ("draw", "call", "discard"):
            targets["deck" if verb == "draw" else verb] = action
        elif verb in ("keep", "reveal"):
            targets[f"mine-{args[0]}"] = action
        elif verb == "expose":
            targets[f"theirs-{args[0]}"] = action
        elif verb == "trade":
            n = args[0]
            targets[f"mine-{n}"] = targets[f"theirs-{n}"] = targets[f"district-{n}"] = action
        elif verb == "trump":
            targets[f"colour-{args[0]}"] = action
        elif verb == "swap":
            a, b = int(args[0]), int(args[1])
            if selected is None:
                targets[f"mine-{a}"] = targets[f"mine-{b}"] = SELECT
            elif selected in (a, b):
                targets[f"mine-{b if selected == a else a}"] = action
    if selected is not None:
        targets[f"mine-{selected}"] = UNSELECT
    return targets


def decision(legal: list[str]) -> str | None:
    """The kind of decision the legal actions ask for: the verb they share past draw/call."""
    verbs = {action.split()[0] for action in legal}
    for verb in ("keep", "reveal", "expose", "swap", "trade", "trump"):
        if verb in verbs:
            return verb
    return "draw" if "draw" in verbs else (next(iter(verbs)) if verbs else None)
