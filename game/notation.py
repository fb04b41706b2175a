"""The action notation of docs/RULES.md, as text, as values and as compact numbers.

Every decision is one string (``"draw"``, ``"keep 3"``, ``"swap 1 4"``...): the move log, saves,
replays and tests all use it. ``Action`` is the same decision as a value (its verb, slots and
colour), for code that asks what an action does. The engine works on action numbers, so that
choosing and applying an action costs a table look-up, not parsing; a game's history packs the
side that moved with each number (``pack_moves`` / ``unpack_moves``).
"""

from __future__ import annotations

from itertools import combinations
from typing import NamedTuple

from .cards import COLOURS
from .sides import SIDE_INDEX, SIDES

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
VERBS = ("draw", "call", "discard", "keep", "reveal", "expose", "swap", "trade", "trump")
EFFECT_VERBS = {1: "reveal", 3: "expose", 4: "swap", 6: "trade", 7: "trump"}  # R-FX: the effects that ask


class Action(NamedTuple):
    """One decision as a value: ``Action.parse("swap 1 4") == Action("swap", (1, 4))``.

    ``slots`` are 1-5 as in the notation; ``colour`` is a colour letter (effect 7 only).
    ``str(action)`` gives the notation back.
    """

    verb: str
    slots: tuple[int, ...] = ()
    colour: str | None = None

    @classmethod
    def parse(cls, text: object) -> Action:
        """The action written in ``text``; ValueError saying what is wrong otherwise."""
        return ACTIONS[action_number(text)]

    @property
    def slot(self) -> int:
        """The one slot of keep, reveal, expose and trade (the first of a swap)."""
        return self.slots[0]

    @property
    def number(self) -> int:
        return ACTION_OF_NAME[str(self)]

    def __str__(self) -> str:
        return " ".join([self.verb, *map(str, self.slots), *([self.colour] if self.colour else [])])


ACTIONS: tuple[Action, ...] = (
    (Action("draw"), Action("call"), Action("discard"))
    + tuple(Action("keep", (n,)) for n in SLOTS)
    + tuple(Action("reveal", (n,)) for n in SLOTS)
    + tuple(Action("expose", (n,)) for n in SLOTS)
    + tuple(Action("swap", (a + 1, b + 1)) for a, b in SWAP_PAIRS)
    + tuple(Action("trade", (n,)) for n in SLOTS)
    + tuple(Action("trump", (), c) for c in COLOURS)
)
NAMES: tuple[str, ...] = tuple(str(action) for action in ACTIONS)  # by action number
ACTION_OF_NAME: dict[str, int] = {name: i for i, name in enumerate(NAMES)}


def action_number(text: object) -> int:
    """The action number of a notation string; ValueError saying what is wrong otherwise."""
    if not isinstance(text, str):
        raise ValueError(f"an action is a string such as 'draw' or 'keep 3', not {type(text).__name__}")
    action = ACTION_OF_NAME.get(text)
    if action is not None:
        return action
    normalised = " ".join(text.split()).lower()
    if normalised.startswith("trump "):
        normalised = "trump " + normalised[6:].upper()
    action = ACTION_OF_NAME.get(normalised)
    if action is not None:
        return action
    verb = normalised.split(" ")[0]
    if verb not in VERBS:
        raise ValueError(f"unknown action {text!r}: the verbs are {', '.join(VERBS)}")
    raise ValueError(f"malformed action {text!r}: {USAGE[verb]}")


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

# ----- moves: who did what, packed into one int per move of a game's history -----

SIDE_SHIFT = 6  # a move is its action number | the mover's side index << SIDE_SHIFT
ACTION_MASK = (1 << SIDE_SHIFT) - 1


def pack(side: int, action: int) -> int:
    """One move of a history: ``side`` (0 Dracula, 1 Van Helsing) played action number ``action``."""
    return action | side << SIDE_SHIFT


def unpack(move: int) -> tuple[int, int]:
    """The side index and the action number of a packed move."""
    return move >> SIDE_SHIFT, move & ACTION_MASK


def unpack_moves(history: list[int]) -> list[list[str]]:
    """A history as JSON-safe moves: ``[["dracula", "draw"], ["dracula", "keep 3"], ...]``."""
    return [[SIDES[move >> SIDE_SHIFT], NAMES[move & ACTION_MASK]] for move in history]


def pack_moves(moves: object) -> list[int]:
    """The history written by ``unpack_moves``; ValueError naming the first move that is not one."""
    if not isinstance(moves, list):
        raise ValueError(f"moves are a list of [side, action] pairs, not {type(moves).__name__}")
    history = []
    for move in moves:
        if (not isinstance(move, list) or len(move) != 2 or not isinstance(move[0], str) or move[0] not in SIDE_INDEX
                or not isinstance(move[1], str) or move[1] not in ACTION_OF_NAME):
            shown = repr(move) if len(repr(move)) <= 40 else repr(move)[:37] + "..."
            raise ValueError(f"{shown} is not a move (expected [side, action], e.g. ['dracula', 'keep 3'])")
        history.append(pack(SIDE_INDEX[move[0]], ACTION_OF_NAME[move[1]]))
    return history
