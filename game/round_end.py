"""A round's end: the districts resolved, the game won or the next round dealt.

``RoundEnd._end_round`` is the one way a round ends (an 8, an empty deck, a call's last turn);
a game of one round whose cards are not all known (fair/world.py, reachable.py) notes the end
instead of resolving it.
"""

from __future__ import annotations

from typing import Any

from .cards import CODES, DECK_SIZE, colour_bonus
from .deals import deal, permutation
from .events import Telling
from .position import CITIZENS, DISTRICTS, FACE_UP, HIDDEN, HOLDER_SIZE, OVER, ROUNDS, TURN, Outcome
from .sides import SIDES


class RoundEnd(Telling):
    """R-RES, R-BITE, R-STAKE, R-STOP, R-WIN, R-NEW: the end of a round and what follows it."""

    __slots__ = ()

    def _end_round(self, reason: str) -> None:
        """R-RES, R-BITE, R-STAKE, R-STOP, R-WIN, R-NEW."""
        events = self._events
        dracula, van_helsing = self.holders
        if events is not None:
            events.append({"type": "round_end", "round": self.round, "reason": reason,
                           "holders": self._holder_codes(), "ranking": self.ranking, "discards": self.discards,
                           "deck_size": len(self.deck), "vampires": list(self.vampires), "health": self.health})
        bonus = colour_bonus(self.colour_ranking)  # cards.strength, inlined: this runs in every playout
        for i in range(DISTRICTS):  # R-RES: district 1 to 5, left to right
            d, v = dracula[i], van_helsing[i]
            dracula_wins = bonus[d >> 3] + (d & 7) * 4 > bonus[v >> 3] + (v & 7) * 4
            if events is not None:
                events.append({"type": "district", "district": i + 1, "dracula": CODES[d], "van_helsing": CODES[v],
                               "winner": SIDES[0] if dracula_wins else SIDES[1],
                               "by": decided_by(d, v, self.colour_ranking)})
            if dracula_wins:  # R-BITE
                self.vampires[i] += 1
                if events is not None:
                    events.append({"type": "bite", "district": i + 1, "vampires": self.vampires[i]})
                if self.vampires[i] == CITIZENS:  # R-STOP
                    self._finish(0, Outcome.DISTRICT, i)
                    return
            else:  # R-STAKE
                self.health -= 1
                if events is not None:
                    events.append({"type": "stake", "district": i + 1, "health": self.health})
                if self.health == 0:  # R-STOP
                    self._finish(1, Outcome.HEALTH, -1)
                    return
        if self.round == ROUNDS:  # R-WIN: round 5 resolved without Van Helsing winning
            self._finish(0, Outcome.ROUNDS, -1)
            return
        self.round += 1  # R-NEW: all 32 cards reshuffled
        self._deal(permutation(self.shuffles[self.round - 1], DECK_SIZE))

    def _finish(self, winner: int, reason: Outcome, district: int) -> None:
        """R-WIN: the game is over; every card of the last round stays face up."""
        self.phase = OVER
        self.won_by = winner
        self.win_reason = reason
        self.win_district = district
        self.drawn = -1
        self.caller = -1
        self.marks = [[FACE_UP] * HOLDER_SIZE, [FACE_UP] * HOLDER_SIZE]
        if self._events is not None:
            event: dict[str, Any] = {"type": "game_over", "winner": SIDES[winner], "reason": reason}
            if district >= 0:
                event["district"] = district + 1
            self._events.append(event)

    def _deal(self, order: list[int]) -> None:
        """R-DEAL, R-FIRST: a new round is dealt from ``order`` and Dracula moves first."""
        self.holders, self.deck = deal(order)
        self.marks = [[HIDDEN] * HOLDER_SIZE, [HIDDEN] * HOLDER_SIZE]
        self.top_up = False
        self.drawn = -1
        self.drawn_up = False
        self.pile = []
        self.phase = TURN
        self.effect = 0
        self.mover = 0
        self.caller = -1
        self.round_start = len(self.history)
        if self._events is not None:
            holders = self._holder_codes()
            self._events.append({"type": "deal", "round": self.round, "deck_size": len(self.deck), "holders": holders,
                                 "hidden": {SIDES[0]: holders[SIDES[1]], SIDES[1]: holders[SIDES[0]]}})


def decided_by(dracula: int, van_helsing: int, ranking: list[int]) -> str:
    """Which R-RES branch decided a district: 'trump', 'value' or 'ranking'."""
    trump = ranking[0]
    if (dracula >> 3 == trump) != (van_helsing >> 3 == trump):
        return "trump"
    if dracula & 7 != van_helsing & 7:
        return "value"
    return "ranking"
