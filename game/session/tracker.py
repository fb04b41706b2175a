"""The card tracker: where each of the 32 cards is, as far as the viewer knows (R-SECRET, R-MEMORY): read
from the viewer's board alone, so it never knows more than the table shows them."""

from __future__ import annotations

from ..cards import CODES
from ..sides import other
from .board import Board

PLACES = ("mine", "shown", "theirs", "deck", "discarded", "unknown")  # in the order the tracker lists them


def card_places(board: Board) -> dict[str, str]:
    """Each card code -> one of PLACES: in the viewer's hand (a drawn card too), in it and known to the
    opponent (face up, or known from a trade or an expose: R-MEMORY), seen in the opponent's, face up
    on the deck (R-FX 2), in the discard pile, or still unknown."""
    me, them = board.viewer, other(board.viewer)
    places = dict.fromkeys(CODES, "unknown")
    places.update(dict.fromkeys(board.discards, "discarded"))
    places.update({code: "theirs" for code in board.holders[them] if code})
    places.update({code: "shown" if board.face_up[me][i] or board.opponent_knows[i] else "mine"
                   for i, code in enumerate(board.holders[me]) if code})
    if board.drawn:
        places[board.drawn] = "mine" if board.drawing == me else "theirs"
    if board.deck_top:
        places[board.deck_top] = "deck"
    return places
