"""What one side may know: the view (R-SECRET, R-MEMORY), and positions consistent with a view.

A view is built from the true position and the knowledge marks on every holder slot: a card is
shown to the viewer if it is theirs, face up, or remembered (it passed through an effect-6 trade,
and every later move of it was public). The AI and the page get views, never the Game. The
computer imagines the cards it cannot see; ``position_from_view`` puts such a guess together with
everything the view says into a whole position (the inverse of ``view_of``).
"""

from __future__ import annotations

from typing import Any

from .cards import CARD_OF_CODE, CODES, COLOUR_INDEX, COLOURS
from .notation import pack_moves, unpack_moves
from .position import DRAWN, EFFECT, FACE_UP, HIDDEN, KNOWN, OVER, PHASE_NAMES, ROUNDS, Position
from .sides import SIDES

VIEW_VERSION = 1


def view_of(position: Position, me: int, legal: list[str] | None) -> dict[str, Any]:
    """The JSON-safe view of ``position`` for side index ``me``; ``legal``: the actions it may take
    now, when it is to decide (see Game.view)."""
    holders: dict[str, list[str | None]] = {}
    face_up: dict[str, list[bool]] = {}
    for owner in (0, 1):
        cards, marks = position.holders[owner], position.marks[owner]
        holders[SIDES[owner]] = [
            CODES[c] if owner == me or marks[i] != HIDDEN else None for i, c in enumerate(cards)
        ]
        face_up[SIDES[owner]] = [m == FACE_UP for m in marks]
    phase = position.phase
    drawn = None
    if phase == DRAWN and (position.mover == me or position.drawn_up):
        drawn = CODES[position.drawn]
    deck = position.deck
    view: dict[str, Any] = {
        "version": VIEW_VERSION,
        "side": SIDES[me],
        "round": position.round,
        "rounds": ROUNDS,
        "health": position.health,
        "vampires": list(position.vampires),
        "ranking": [COLOURS[c] for c in position.colour_ranking],
        "trump": COLOURS[position.colour_ranking[0]],
        "phase": PHASE_NAMES[phase],
        "to_move": None if phase == OVER else SIDES[position.mover],
        "effect": position.effect if phase == EFFECT else None,
        "caller": None if position.caller < 0 else SIDES[position.caller],
        "deck_size": len(deck),
        "deck_top": CODES[deck[-1]] if position.top_up and deck else None,
        "discards": [CODES[c] for c in position.pile],
        "drawn": drawn,
        "drawn_face_up": phase == DRAWN and position.drawn_up,
        "holders": holders,
        "face_up": face_up,
        "opponent_knows": [m != HIDDEN for m in position.marks[me]],
        "moves": unpack_moves(position.history[position.round_start:]),  # all public
        "winner": None if position.won_by < 0 else SIDES[position.won_by],
        "win_reason": position.win_reason,
        "win_district": position.win_district + 1 if position.win_district >= 0 else None,
    }
    if legal is not None:
        view["legal_actions"] = legal
    return view


def position_from_view(view: dict[str, Any], theirs: list[int], deck: list[int], seed: int,
                       shuffles: list[int]) -> Position:
    """A whole position that ``view`` could have been taken from (for the side to move), given what
    the view does not say: the opponent's five cards (``theirs``, the known ones included), the deck
    (top last) and a generator state for later rounds. The round's public moves become the history
    (so that players in it remember what was kept), from a round that starts there."""
    me = SIDES.index(view["side"])
    them = 1 - me
    holders: list[list[int]] = [[], []]
    marks: list[list[int]] = [[], []]
    holders[me] = [CARD_OF_CODE[c] for c in view["holders"][view["side"]]]
    holders[them] = list(theirs)
    marks[me] = [FACE_UP if up else (KNOWN if known else HIDDEN)
                 for up, known in zip(view["face_up"][view["side"]], view["opponent_knows"], strict=True)]
    their_side = SIDES[them]
    marks[them] = [FACE_UP if up else (KNOWN if card is not None else HIDDEN)
                   for up, card in zip(view["face_up"][their_side], view["holders"][their_side], strict=True)]
    phase = PHASE_NAMES.index(view["phase"])
    return Position(
        seed=seed, shuffles=shuffles, start=None, round=view["round"], health=view["health"],
        vampires=list(view["vampires"]), colour_ranking=[COLOUR_INDEX[c] for c in view["ranking"]], holders=holders,
        marks=marks, deck=deck, top_up=view["deck_top"] is not None, drawn=CARD_OF_CODE[view["drawn"]] if view["drawn"]
        else -1, drawn_up=bool(view["drawn_face_up"]), pile=[CARD_OF_CODE[c] for c in view["discards"]], phase=phase,
        effect=view["effect"] or 0, mover=SIDES.index(view["to_move"]) if view["to_move"] else me,
        caller=-1 if view["caller"] is None else SIDES.index(view["caller"]),
        won_by=-1 if view["winner"] is None else SIDES.index(view["winner"]), win_reason=view["win_reason"],
        win_district=view["win_district"] - 1 if view["win_district"] else -1, history=pack_moves(view["moves"]),
        round_start=0)
