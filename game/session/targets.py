"""Clicks to actions: which target on the table leads to which legal action.

The page marks everything a person can click with a target name: ``deck``, ``discard``, ``call``,
``mine-N`` / ``theirs-N`` (a slot of the viewer's or the opponent's holder), ``district-N``,
``colour-C``. Here the legal actions say what a click on each target means; a swap takes two
clicks, the first of which only selects a slot. This knows the notation, not the rules.
"""

from __future__ import annotations

from ..notation import Action

SELECT = "select"  # first click of a two-slot swap
UNSELECT = "unselect"


def click_map(legal: list[str], selected: int | None = None) -> dict[str, str]:
    """Target -> action (or SELECT / UNSELECT for the two clicks of a swap)."""
    targets: dict[str, str] = {}
    for action in legal:
        verb, slots, colour = Action.parse(action)
        if verb in ("draw", "call", "discard"):
            targets["deck" if verb == "draw" else verb] = action
        elif verb in ("keep", "reveal"):
            targets[f"mine-{slots[0]}"] = action
        elif verb == "expose":
            targets[f"theirs-{slots[0]}"] = action
        elif verb == "trade":
            n = slots[0]
            targets[f"mine-{n}"] = targets[f"theirs-{n}"] = targets[f"district-{n}"] = action
        elif verb == "trump":
            targets[f"colour-{colour}"] = action
        elif verb == "swap":
            a, b = slots
            if selected is None:
                targets[f"mine-{a}"] = targets[f"mine-{b}"] = SELECT
            elif selected in (a, b):
                targets[f"mine-{b if selected == a else a}"] = action
    if selected is not None:
        targets[f"mine-{selected}"] = UNSELECT
    return targets


def hinted_targets(action: str, clicks: dict[str, str]) -> list[str]:
    """The targets to light up for an advised action (both slots of a swap)."""
    chosen = Action.parse(action)
    if chosen.verb == "swap":
        return [f"mine-{n}" for n in chosen.slots]
    return [target for target, offered in clicks.items() if offered == action]


def action_targets(action: str, own: bool) -> tuple[str, ...]:
    """Where an action shows on the table: for its own side's view (``own``), or the other side's (whose
    holders are the other way round)."""
    found = hinted_targets(action, click_map([action]))
    if own:
        return tuple(found)
    holders = {"mine": "theirs", "theirs": "mine"}
    return tuple(f"{holders[place]}-{n}" if place in holders else target
                 for target in found for place, _, n in [target.partition("-")])
