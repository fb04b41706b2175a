"""The daily deal in the page: its buttons (today's deal from the welcome and New game, Copy and Share of the
result) and its part of the game's end (the result to share, the days played, the calendar of the last weeks).

The deal is today's by the device's clock (``Date.now()``, UTC), told to the session with the click; what
is shown is read from the Screen (``DailyScreen``), never from the session.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from pyscript import window

from ..daily import day_of, today_utc
from ..i18n import digits, text
from ..session import Screen
from ..session import messages as m
from ..session.daily_record import DailyDays, DailyRecord, share_text
from ..session.screen import DailyScreen
from . import dom
from .dialogs import Dialogs


def daily_html(daily: DailyScreen, days: DailyDays, lang: str) -> str:
    """The daily deal's part of the game's end: the result to share with its buttons, then the days."""
    if daily.result is None:
        return ""
    shared = share_text(lang, daily.number, daily.result, daily.practice)
    status = text(lang, "daily.status_practice" if daily.practice else "daily.status", number=daily.number)
    lines = shared.splitlines()
    marks = "".join(f'<span class="mark {mark}"></span>' for mark in daily.result.rounds)
    preview = "".join(f'<span class="line">{escape(line)}</span>' if index != 2 else
                      f'<span class="line marks" aria-hidden="true">{marks}</span>' for index, line in enumerate(lines))
    practice = f'<p class="note">{escape(text(lang, "daily.practice_note"))}</p>' if daily.practice else ""
    # the text itself (its marks are emoji, which not every device's fonts draw): shown if copying fails
    return (f'<section class="daily-over" aria-labelledby="daily-over-title">'
            f'<h3 id="daily-over-title">{escape(status)}</h3>'
            f'<p class="share-preview" dir="auto">{preview}</p>'
            f'<textarea id="daily-share-text" class="share-text" readonly rows="{len(lines)}" dir="auto" hidden'
            f' aria-label="{escape(text(lang, "daily.share"))}">{escape(shared)}</textarea>'
            f'<div class="daily-share-actions">'
            f'<button type="button" id="daily-copy" data-target="daily-copy">'
            f'{escape(text(lang, "daily.copy"))}</button>'
            f'<button type="button" id="daily-share" data-target="daily-share" hidden>'
            f'{escape(text(lang, "daily.share"))}</button></div>'
            f'{practice}{days_html(days, day_of(daily.date), lang)}</section>')


def days_html(days: DailyDays, today: int, lang: str) -> str:
    """The days of the daily deal on this device up to ``today``: played, won, the streaks, the last weeks."""
    record = DailyRecord.of(days)
    notes = [text(lang, "daily.stats", played=record.played, won=record.won),
             text(lang, "daily.streaks", streak=record.streak(today), longest=record.longest())]
    cells = "".join(
        f'<li class="day {state}" title="{escape(label)}" aria-label="{escape(label)}"></li>'
        for date, state in record.calendar(today)
        for label in [text(lang, f"daily.day_{state}", date=written_date(date, lang))])
    return ("".join(f'<p class="note">{escape(note)}</p>' for note in notes)
            + f'<h4>{escape(text(lang, "daily.calendar"))}</h4>'
            f'<ol class="daily-calendar" aria-label="{escape(text(lang, "daily.calendar"))}">{cells}</ol>')


def written_date(date: str, lang: str) -> str:
    """An ISO date in the language's digits (the calendar's labels)."""
    return digits(date, lang)


class DailyButtons:
    """The daily deal's buttons."""

    def __init__(self, send: Callable[[object], object], screen: Callable[[], Screen], dialogs: Dialogs,
                 spawn: Callable[[object], object]):
        self.send, self.screen, self.dialogs, self.spawn = send, screen, dialogs, spawn
        self.actions: dict[str, Callable[[], None]] = {
            "daily-start": self.start, "welcome-daily": self.start,
            "daily-copy": lambda: self.spawn(self.copy()), "daily-share": lambda: self.spawn(self.share()),
        }

    def start(self) -> None:
        """Today's deal, by this device's clock."""
        for dialog in ("dlg-new", "dlg-over", "dlg-menu"):
            self.dialogs.close(dialog)
        self.send(m.NewDaily(float(window.Date.now())))

    def today(self) -> int:
        """Today, by this device's clock (UTC)."""
        return today_utc(float(window.Date.now()))

    def shown(self) -> None:
        """The game's end is drawn: Share is offered where the browser can share."""
        dom.show("daily-share", dom.found(getattr(window.navigator, "share", None)))

    async def copy(self) -> None:
        field = dom.element("daily-share-text")
        button = dom.element("daily-copy")
        lang = self.screen().lang
        try:
            await window.navigator.clipboard.writeText(str(field.value))
            button.textContent = text(lang, "daily.copied")
        except Exception:  # no clipboard here (an insecure page, a refusal): the text shows, selected, to copy
            field.hidden = False
            field.select()

    async def share(self) -> None:
        try:
            words = str(dom.element("daily-share-text").value)
            await window.navigator.share(window.Object.fromEntries([["text", words]]))
        except Exception:  # the player closed the share sheet
            return
