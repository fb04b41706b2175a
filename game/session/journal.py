"""What each side has been told: the log, as each side may know it, and the latest news.

Events are told as they are shown (a round's districts one by one, so nothing is told early), and
each side's log keeps them in words (message keys and parameters) after R-SECRET's filter: a side's
log holds only what that side may know, whoever is looking at the screen.
"""

from __future__ import annotations

from typing import Any

from ..describe import describe
from ..events import for_side
from ..sides import SIDES
from .screen import Line

ANNOUNCED = ("round_end", "district", "game_over")  # news even when the reader's own side acted


def lines_for(events: list[dict[str, Any]], side: str) -> list[Line]:
    """Events as ``side`` may know them, as lines of the log."""
    return [line for event in for_side(events, side) if (line := describe(event))]


class Journal:
    """Each side's log, and the news: the events told last, for a screen reader to announce."""

    def __init__(self, events: list[dict[str, Any]]):
        self.logs: dict[str, list[Line]] = {side: [] for side in SIDES}
        self.news: list[dict[str, Any]] = []
        self.told = 0  # how many times news was told: a screen reader announces each once
        self.tell(events)

    def tell(self, events: list[dict[str, Any]]) -> None:
        if events:
            for side in SIDES:
                self.logs[side].extend(lines_for(events, side))
            self.news = events
            self.told += 1

    def log(self, side: str) -> tuple[Line, ...]:
        return tuple(self.logs[side])

    def news_for(self, side: str) -> tuple[Line, ...]:
        """The latest news as ``side`` may know it: what the other side did, and a round's end."""
        return tuple(line for event in for_side(self.news, side)
                     if (event.get("side") != side or event["type"] in ANNOUNCED) and (line := describe(event)))
