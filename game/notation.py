"""The action notation of RULES.md, and its mapping to compact action numbers.

Every decision is one string (``"draw"``, ``"keep 3"``, ``"swap 1 4"``...). The move log,
saves, replays and tests all use it. The engine works on the numbers below so that
choosing and applying an action costs a table look-up, not parsing.
"""

from __future__ import annotations

from itertools import combinations

from .cards import COLOURS

SLOTS = range(1, 6)

DRAW = 0
CALL = 1
DISCARD = 2
KEEP = 3  # KEEP + slot index 0-4
REVEAL = 8  # effect 1, own slot
EXPOSE = 13  # effect 3, opponent's slot
SWAP = 18  # effect 4, one number per slot pair (SWAP_PAIRS)
TRADE = 28  # effect 6
TRUMP = 33  # effect 7, TRUMP + colour index

SWAP_PAIRS: tuple[tuple[int, int], ...] = tuple(combinations(range(5), 2))

NAMES: tuple[str, ...] = (
    ("draw", "call", "discard")
    + tuple(f"keep {n}" for n in SLOTS)
    + tuple(f"reveal {n}" for n in SLOTS)
    + tuple(f"expose {n}" for n in SLOTS)
    + tuple(f"swap {a + 1} {b + 1}" for a, b in SWAP_PAIRS)
    + tuple(f"trade {n}" for n in SLOTS)
    + tuple(f"trump {c}" for c in COLOURS)
)
ACTION_OF_NAME: dict[str, int] = {name: i for i, name in enumerate(NAMES)}
ACTION_COUNT = len(NAMES)

VERBS = ("draw", "call", "discard", "keep", "reveal", "expose", "swap", "trade", "trump")


def parse(text: object) -> int:
    """The action number of a notation string; ValueError saying what is wrong otherwise."""
    if not isinstance(text, str):
        raise ValueError(f"an action is a string such as 'draw' or 'keep 3', not {type(text).__name__}")
    action = ACTION_OF_NAME.get(text)
    if action is not None:
        return action
    normalised = " ".join(text.split()).lower()
    words = normalised.split(" ")
    if normalised.startswith("trump "):
        normalised = "trump " + normalised[6:].upper()
    action = ACTION_OF_NAME.get(normalised)
    if action is not None:
        return action
    if words[0] not in VERBS:
        raise ValueError(f"unknown action {text!r}: the verbs are {', '.join(VERBS)}")
    raise ValueError(f"malformed action {text!r}: {USAGE[words[0]]}")


USAGE = {
    "draw": "'draw' takes nothing",
    "call": "'call' takes nothing",
    "discard": "'discard' takes nothing",
    "keep": "'keep N' takes one slot 1-5",
    "reveal": "'reveal N' takes one slot 1-5",
    "expose": "'expose N' takes one slot 1-5",
    "swap": "'swap N M' takes two slots 1-5 with N < M",
    "trade": "'trade N' takes one slot 1-5",
    "trump": "'trump C' takes a colour R, G, Y or M",
}
