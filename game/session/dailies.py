"""The daily deal in the session: today's game begun (or taken up again), the computer's replies fixed by the
day, and the counted game's result kept (game/daily.py deals it; daily_record.py keeps the days)."""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from typing import Any

from .. import new_game
from ..ai import start
from ..ai.thinking import Thinking
from ..daily import DAILY_LEVEL, DAILY_WORLDS, Daily, day_of, today_utc
from ..daily import daily_of as deal_of_day
from ..notation import unpack_moves
from ..records import record_of, replay
from ..sides import SIDE_INDEX
from .daily_record import DAILY_KEY, DailyRecord, DayResult
from .journal import Journal
from .modes import Mode
from .screen import Confirm


@dataclass(frozen=True)
class DailyGame:
    """The daily deal in play: its day, and whether it is the day's counted game (else practice)."""

    daily: Daily
    counted: bool

    def stored(self) -> dict[str, Any]:
        return {"date": self.daily.date, "counted": self.counted}


def daily_thinking(view: dict[str, Any], rng: Any) -> Thinking:
    """The daily deal's computer: the hard player with DAILY_WORLDS worlds and no clock, so that every device
    makes the same reply to the same moves."""
    thinking = start(view, DAILY_LEVEL, rng, iterations=DAILY_WORLDS)
    thinking.budget = math.inf  # ended by its count of worlds alone
    return thinking


class Dailies:
    """The Session's part that plays the daily deal (mixed into Session; one model)."""

    def ask_daily(self, now_ms: float) -> None:
        """The player asks for today's deal (``now_ms``: the device's clock): in the middle of another game, only
        once they confirm."""
        today = deal_of_day(today_utc(now_ms))
        if self.daily is not None and self.daily.daily == today and self.game.winner is None:
            self.welcome = False
            return  # today's deal is in play already
        if self.game.history and self.game.winner is None and self.humans() and self.daily is None:
            self.confirm = Confirm("daily", {"now": now_ms})
            self._replan()
        else:
            self.new_daily(now_ms)

    def new_daily(self, now_ms: float) -> None:
        """Today's deal begins: the day's counted game if it is the first begun today, else practice."""
        daily = deal_of_day(today_utc(now_ms))
        counted = self.daily_record.begin(daily.date)
        self.writes[DAILY_KEY] = self.daily_record.dump()
        if self.daily is None and self.lesson is None and self.remote is None:
            self.own_choice = (self.mode, self.level)  # what New game offers after it
        self.welcome = False
        self.elsewhere = False
        self._put_aside()
        self.mode, self.level = Mode(daily.side), DAILY_LEVEL
        self._adopt(new_game(seed=daily.seed), [], daily.side, handover=False, result_settled=False,
                    ai_seed=daily.ai_seed)
        self.daily = DailyGame(daily, counted)

    def resume_daily(self, stored: Any) -> None:
        """A stored game was the daily deal of a day (its settings' ``daily``): it goes on as that day's."""
        try:
            self.daily = DailyGame(deal_of_day(day_of(stored["date"])), stored["counted"] is True)
        except (KeyError, TypeError, ValueError):
            self.daily = None  # an unreadable note: the game goes on as an ordinary one

    def daily_result(self) -> DayResult | None:
        """The daily game's result once it has ended (the counted one's as recorded; practice's worked out once)."""
        if self.daily is None or not self.game.winner:
            return None
        recorded = self.daily_record.results.get(self.daily.daily.date) if self.daily.counted else None
        if recorded is not None:
            return recorded
        kept = self.daily_result_kept
        if kept is None or kept[0] is not self.game:
            kept = self.daily_result_kept = (self.game, day_result_of(self.game, self.player(), self.takebacks))
        return kept[1]

    def _count_daily(self) -> None:
        """The daily game ended: the day's result, if it was the counted game."""
        if self.daily is None or not self.daily.counted:
            return
        self.daily_record.finish(self.daily.daily.date, day_result_of(self.game, self.player(), self.takebacks))
        self.writes[DAILY_KEY] = self.daily_record.dump()

    def daily_stored_elsewhere(self, text: str | None) -> None:
        """Another tab stored the daily record: this one's follows it (a day it counted stays counted)."""
        try:
            other = DailyRecord.load(text)
        except ValueError:
            return
        for date, result in other.results.items():
            self.daily_record.finish(date, result)
        self.daily_record.begun |= other.begun


def day_result_of(game: Any, player: str, takebacks: int) -> DayResult:
    """A finished daily game as the record keeps it: nothing of its cards."""
    events: list[dict[str, Any]] = []
    replay(json.dumps(record_of(game)), events=events)
    rounds = "".join("D" if r.dracula > r.van_helsing else "V" if r.van_helsing > r.dracula else "="
                     for r in Journal(events, ()).rounds)
    me = SIDE_INDEX[player]
    decisions = sum(1 for side, _ in unpack_moves(game.history) if SIDE_INDEX[side] == me)
    health = game.view(player)["health"]
    return DayResult("won" if game.winner == player else "lost", rounds, health, decisions, takebacks, player)
