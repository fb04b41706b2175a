"""The daily deal's record on this device: the days begun, each day's counted result, and what follows from
them: games played and won, the current and the longest streak of days won, the calendar of the last weeks,
and a result to share that spoils nothing of the deal (game/daily.py deals the day's game).

A day's first daily game begun is its counted one (begun, not finished: leaving a losing game and starting
again is practice, not a second chance); a day begun and never finished breaks a streak as a loss does.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from typing import Any

from ..daily import day_of, iso_of
from ..i18n import text
from ..jsontext import read_stored
from ..sides import SIDES

DAILY_KEY = "dvvh.daily"
DAILY_FORMAT = "dracula-vs-van-helsing/daily"
DAILY_VERSION = 1
CALENDAR_WEEKS = 4
ROUND_MARKS = {"D": "🟥", "V": "🟦", "=": "⬜"}  # a round: more districts to Dracula, to Van Helsing, or even


class DailyRecordError(ValueError):
    """A stored daily record that cannot be read; the message says why."""


@dataclass(frozen=True)
class DayResult:
    """A day's counted game: won or lost, each round's outcome (ROUND_MARKS' keys), Dracula's health at its
    end, the player's decisions and take-backs, and the side played."""

    result: str
    rounds: str
    health: int
    decisions: int
    takebacks: int
    side: str


DailyDays = tuple[frozenset[str], tuple[tuple[str, DayResult], ...]]  # the days begun, the days' results


class DailyRecord:
    """The days begun and the days' results (ISO dates)."""

    def __init__(self, begun: set[str] | None = None, results: dict[str, DayResult] | None = None):
        self.begun = set(begun or ())
        self.results = dict(results or {})

    def begin(self, date: str) -> bool:
        """A daily game of ``date`` begins: is it the day's counted one (the first begun)?"""
        counted = date not in self.begun
        self.begun.add(date)
        return counted

    def finish(self, date: str, result: DayResult) -> None:
        """The counted game of ``date`` ended (a second result for a day changes nothing)."""
        self.begun.add(date)
        self.results.setdefault(date, result)

    @property
    def played(self) -> int:
        return len(self.results)

    @property
    def won(self) -> int:
        return sum(1 for result in self.results.values() if result.result == "won")

    def won_on(self, day: int) -> bool:
        result = self.results.get(iso_of(day))
        return result is not None and result.result == "won"

    def streak(self, today: int) -> int:
        """Days won in a row up to ``today`` (days since 1970; today still open does not break it)."""
        day = today if iso_of(today) in self.results else today - 1
        count = 0
        while self.won_on(day):
            count += 1
            day -= 1
        return count

    def longest(self) -> int:
        """The most days won in a row, ever."""
        best = run = 0
        last: int | None = None
        for day in sorted(day_of(d) for d, r in self.results.items() if r.result == "won"):
            run = run + 1 if last is not None and day - last == 1 else 1
            best, last = max(best, run), day
        return best

    def calendar(self, today: int, weeks: int = CALENDAR_WEEKS) -> list[tuple[str, str]]:
        """The last ``weeks`` weeks up to ``today`` (days since 1970), each day with what happened: won, lost,
        left (begun, never finished), open (today, not finished yet) or none."""
        days = []
        for back in reversed(range(7 * weeks)):
            date = iso_of(today - back)
            result = self.results.get(date)
            if result is not None:
                state = result.result
            elif back == 0:
                state = "open"
            else:
                state = "left" if date in self.begun else "none"
            days.append((date, state))
        return days

    @property
    def days(self) -> DailyDays:
        """The record as a value (for the screen)."""
        return frozenset(self.begun), tuple(sorted(self.results.items()))

    @classmethod
    def of(cls, days: DailyDays) -> DailyRecord:
        return cls(set(days[0]), dict(days[1]))

    def dump(self) -> str:
        return json.dumps({"format": DAILY_FORMAT, "version": DAILY_VERSION, "begun": sorted(self.begun),
                           "results": {date: asdict(result) for date, result in sorted(self.results.items())}})

    @classmethod
    def load(cls, text: str | None) -> DailyRecord:
        """The record stored (an empty one if none); DailyRecordError if it is not one."""
        if not text:
            return cls()
        data = read_stored(text, DailyRecordError, "the daily deal's record", DAILY_FORMAT)
        try:
            begun = {iso_of(day_of(date)) for date in data["begun"]}
            results = {iso_of(day_of(date)): day_result(entry) for date, entry in data["results"].items()}
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            raise DailyRecordError(f"the daily deal's record is damaged: {error}") from None
        return cls(begun, results)


def day_result(entry: Any) -> DayResult:
    """A stored day's result, checked field by field (ValueError if any is not what it should be)."""
    result = DayResult(**entry)
    numbers = (result.health, result.decisions, result.takebacks)
    if (result.result not in ("won", "lost") or result.side not in SIDES or set(result.rounds) - set(ROUND_MARKS)
            or len(result.rounds) > 5 or not all(isinstance(n, int) and not isinstance(n, bool) and n >= 0
                                                 for n in numbers)):
        raise ValueError(f"not a day's result: {entry!r}")
    return result


def share_text(lang: str, number: int, result: DayResult, practice: bool) -> str:
    """The day's result as a short text to share: the day's number, the side, won or lost, each round as a mark,
    Dracula's health and the decisions made. Nothing of the cards (R-SECRET: it spoils nothing of the deal)."""
    rounds = "".join(ROUND_MARKS[mark] for mark in result.rounds)
    shared = text(lang, f"daily.share_{result.result}", number=number, side=result.side, rounds=rounds,
                  health=result.health, decisions=result.decisions)
    return f"{shared} {text(lang, 'daily.share_practice')}" if practice else shared
