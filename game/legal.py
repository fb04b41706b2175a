"""Which actions the rules allow now, and a player-facing reason when one is not allowed.

``legal()`` runs at every step of the AI's playouts, so it answers from precomputed tuples
indexed by bit masks of slots and allocates nothing.
"""

from __future__ import annotations

from .cards import COLOURS, DECK_SIZE
from .notation import CALL, DISCARD, DRAW, EFFECT_VERBS, EXPOSE, KEEP, NAMES, REVEAL, SWAP, SWAP_PAIRS, TRADE, TRUMP
from .position import CALL_AFTER, DRAWN, EFFECT, EIGHT, FACE_UP, OVER, TURN, Position
from .sides import SIDES, TITLES


def _tables() -> tuple[list[tuple[int, ...]], list[tuple[int, ...]], list[tuple[int, ...]], list[tuple[int, ...]]]:
    """Precomputed legal-action tuples, indexed by bit masks of slots, so legal() allocates nothing."""
    reveal = [tuple(REVEAL + i for i in range(5) if mask >> i & 1) for mask in range(32)]
    expose = [tuple(EXPOSE + i for i in range(5) if mask >> i & 1) for mask in range(32)]
    # R-EIGHT with fewer than 6 discards: keep only onto slots without an 8 (mask = slots
    # holding an 8); discard only a drawn card that is not an 8 (index + 32 = drawn 8).
    keep = [((DISCARD,) if mask < 32 else ()) + tuple(KEEP + i for i in range(5) if not (mask & 31) >> i & 1)
            for mask in range(64)]
    trump = [tuple(TRUMP + c for c in range(4) if c != t) for t in range(4)]
    return reveal, expose, keep, trump


REVEAL_OPTIONS, EXPOSE_OPTIONS, KEEP_OPTIONS, TRUMP_OPTIONS = _tables()
# EIGHT_AT[i][card]: the bit for "an 8 in slot i" (i = 5: the drawn card), to index KEEP_OPTIONS
EIGHT_AT = [[1 << i if c & 7 == EIGHT else 0 for c in range(DECK_SIZE)] for i in range(6)]
DRAW_ONLY = (DRAW,)
DRAW_OR_CALL = (DRAW, CALL)
DISCARD_OR_KEEP = (DISCARD,) + tuple(KEEP + i for i in range(5))
SWAP_ALL = tuple(SWAP + i for i in range(len(SWAP_PAIRS)))
TRADE_ALL = tuple(TRADE + i for i in range(5))


class Legal(Position):
    """The legal actions of a position, as numbers (``legal``) and in notation (``legal_actions``)."""

    __slots__ = ()

    def legal_actions(self) -> list[str]:
        """The legal actions of the side to move, in notation; [] once the game is over."""
        return [NAMES[a] for a in self.legal()]

    def legal(self) -> tuple[int, ...]:
        """The legal action numbers now. Returns shared tuples: do not modify."""
        phase = self.phase
        if phase == TURN:
            # R-CALL: only with 6 discards, and only once a round
            return DRAW_OR_CALL if self.caller < 0 and len(self.pile) >= CALL_AFTER else DRAW_ONLY
        if phase == DRAWN:
            if len(self.pile) >= CALL_AFTER:
                return DISCARD_OR_KEEP
            # R-EIGHT: before 6 discards no 8 may be discarded, drawn or swapped out of a slot
            h = self.holders[self.mover]
            return KEEP_OPTIONS[EIGHT_AT[5][self.drawn] | EIGHT_AT[0][h[0]] | EIGHT_AT[1][h[1]] | EIGHT_AT[2][h[2]]
                                | EIGHT_AT[3][h[3]] | EIGHT_AT[4][h[4]]]
        if phase == EFFECT:
            effect = self.effect
            if effect == 4:
                return SWAP_ALL
            if effect == 6:
                return TRADE_ALL
            if effect == 7:
                return TRUMP_OPTIONS[self.colour_ranking[0]]
            if effect == 1:
                return REVEAL_OPTIONS[self._face_down(self.mover)]
            return EXPOSE_OPTIONS[self._face_down(1 - self.mover)]
        return ()

    def _face_down(self, side: int) -> int:
        """Bit mask of the side's slots whose card is face down."""
        m = self.marks[side]
        return ((m[0] != FACE_UP) | (m[1] != FACE_UP) << 1 | (m[2] != FACE_UP) << 2
                | (m[3] != FACE_UP) << 3 | (m[4] != FACE_UP) << 4)

    def _why_illegal(self, action: int) -> str:
        """A player-facing reason why ``action`` is not legal now."""
        name = NAMES[action]
        if self.phase == OVER:
            return "the game is over"
        who = TITLES[SIDES[self.mover]]
        options = ", ".join(self.legal_actions())
        discards = len(self.pile)
        if self.phase == TURN:
            if action == CALL:
                if self.caller >= 0:
                    return f"the end of the round has already been called by {TITLES[SIDES[self.caller]]}"
                return (f"you may call the end of the round only when at least {CALL_AFTER} cards are"
                        f" in the discard pile (there are {discards})")
            return f"{name!r} is not possible now: it is the start of {who}'s turn ({options})"
        if self.phase == DRAWN:
            if action == DISCARD:
                return (f"an 8 may be discarded only when at least {CALL_AFTER} cards are in the discard pile"
                        f" (there are {discards}): keep it in a slot")
            if KEEP <= action < REVEAL:
                slot = action - KEEP + 1
                return (f"slot {slot} holds an 8, which cannot be swapped out before {CALL_AFTER} cards are"
                        f" in the discard pile (there are {discards})")
            return f"{name!r} is not possible now: {who} holds a drawn card ({options})"
        effect = self.effect
        verb = EFFECT_VERBS[effect]
        if action >= TRUMP and effect == 7:
            return f"{COLOURS[action - TRUMP]} is already the trump colour ({options})"
        if REVEAL <= action < EXPOSE and effect == 1:
            return f"your card in slot {action - REVEAL + 1} is already face up ({options})"
        if EXPOSE <= action < SWAP and effect == 3:
            return f"the opponent's card in slot {action - EXPOSE + 1} is already face up ({options})"
        return f"{name!r} is not possible now: {who} must resolve effect {effect} with '{verb}' ({options})"
