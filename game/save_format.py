"""The save format: a whole position as JSON text (loading it, with every check, is saves.py).

A save holds the full true state, the move history and the generator state: the game draws the
number of every round's deal from its seed when it starts (deals.permutation), so those
``shuffles`` are all the randomness left, and a loaded game deals the same later rounds as the
original.
"""

from __future__ import annotations

import json

from .cards import CODES, COLOURS
from .notation import unpack_moves
from .position import EFFECT, MARK_NAMES, OVER, PHASE_NAMES, Position
from .sides import SIDES

FORMAT = "dracula-vs-van-helsing/save"
VERSION = 1
KEYS = (
    "format", "version", "seed", "shuffles", "start", "round", "health", "vampires", "ranking", "holders", "marks",
    "deck", "deck_top_face_up", "drawn", "drawn_face_up", "discards", "phase", "effect", "to_move",
    "caller", "winner", "win_reason", "win_district", "moves", "round_start",
)


def dump(position: Position) -> str:
    """The position as JSON text, the fields in KEYS."""
    def codes(cards: list[int]) -> list[str]:
        return [CODES[c] for c in cards]

    over = position.phase == OVER
    data = {
        "format": FORMAT,
        "version": VERSION,
        "seed": position.seed,
        "shuffles": [format(n, "x") for n in position.shuffles],  # hex: too big for JavaScript numbers
        "start": position.start,
        "round": position.round,
        "health": position.health,
        "vampires": list(position.vampires),
        "ranking": [COLOURS[c] for c in position.colour_ranking],
        "holders": {SIDES[s]: codes(position.holders[s]) for s in (0, 1)},
        "marks": {SIDES[s]: [MARK_NAMES[m] for m in position.marks[s]] for s in (0, 1)},
        "deck": codes(position.deck[::-1]),
        "deck_top_face_up": position.top_up,
        "drawn": None if position.drawn < 0 else CODES[position.drawn],
        "drawn_face_up": position.drawn_up if position.drawn >= 0 else False,
        "discards": codes(position.pile),
        "phase": PHASE_NAMES[position.phase],
        "effect": position.effect if position.phase == EFFECT else None,
        "to_move": None if over else SIDES[position.mover],
        "caller": None if position.caller < 0 else SIDES[position.caller],
        "winner": None if position.won_by < 0 else SIDES[position.won_by],
        "win_reason": position.win_reason,
        "win_district": position.win_district + 1 if position.win_district >= 0 else None,
        "moves": unpack_moves(position.history),
        "round_start": position.round_start,
    }
    return json.dumps(data, separators=(",", ":"))
