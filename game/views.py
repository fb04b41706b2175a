"""What one side may know: the view (R-SECRET, R-MEMORY).

A view is built from the true state and the knowledge marks the engine keeps on every
holder slot: a card is shown to the viewer if it is theirs, face up, or remembered
(it passed through an effect-6 trade, and every later move of it was public).
The AI and the browser get views, never the Game.
"""

from __future__ import annotations

from typing import Any

from .cards import CODES
from .engine import DRAWN, EFFECT, FACE_UP, HIDDEN, OVER, PHASE_NAMES, ROUNDS, Game
from .notation import NAMES
from .sides import SIDES, side_index

VIEW_VERSION = 1


def view_of(game: Game, side: str) -> dict[str, Any]:
    """The JSON-safe view of ``game`` for ``side``; see Game.view."""
    me = side_index(side)
    holders: dict[str, list[str | None]] = {}
    face_up: dict[str, list[bool]] = {}
    for owner in (0, 1):
        cards, marks = game.holders[owner], game.marks[owner]
        holders[SIDES[owner]] = [
            CODES[c] if owner == me or marks[i] != HIDDEN else None for i, c in enumerate(cards)
        ]
        face_up[SIDES[owner]] = [m == FACE_UP for m in marks]
    drawn = None
    if game.phase == DRAWN and (game.mover == me or game.drawn_up):
        drawn = CODES[game.drawn]
    view: dict[str, Any] = {
        "version": VIEW_VERSION,
        "side": SIDES[me],
        "round": game.round,
        "rounds": ROUNDS,
        "health": game.health,
        "vampires": list(game.vampires),
        "ranking": game.ranking,
        "trump": game.trump,
        "phase": PHASE_NAMES[game.phase],
        "to_move": game.to_move,
        "effect": game.effect if game.phase == EFFECT else None,
        "caller": None if game.caller < 0 else SIDES[game.caller],
        "deck_size": len(game.deck),
        "deck_top": CODES[game.deck[-1]] if game.top_up and game.deck else None,
        "discards": game.discards,
        "drawn": drawn,
        "drawn_face_up": game.phase == DRAWN and game.drawn_up,
        "holders": holders,
        "face_up": face_up,
        "opponent_knows": [m != HIDDEN for m in game.marks[me]],
        "moves": [[SIDES[m >> 6], NAMES[m & 63]] for m in game.history[game.round_start:]],  # all public
        "winner": game.winner,
        "win_reason": game.win_reason,
        "win_district": game.win_district + 1 if game.win_district >= 0 else None,
    }
    if game.phase != OVER and game.mover == me:
        view["legal_actions"] = game.legal_actions()
    return view
