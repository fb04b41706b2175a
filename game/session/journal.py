"""What each side has been told: the log, as each side may know it, the latest news, and each
round's outcome.

Events are told as they are shown (a round's districts one by one, so nothing is told early), and
each side's log keeps them in words (message keys and parameters) after R-SECRET's filter: a side's
log holds only what that side may know, whoever is looking at the screen. A side that a person
plays is addressed as "you".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..describe import Line, describe
from ..events import for_side
from ..sides import SIDES

ANNOUNCED = ("round_end", "district", "game_over")  # news even when the reader's own side acted


def lines_for(events: list[dict[str, Any]], side: str, addressed: bool = False) -> list[Line]:
    """Events as ``side`` may know them, as lines of the log (``addressed``: "you" for that side)."""
    reader = side if addressed else None
    return [line for event in for_side(events, side) if (line := describe(event, reader))]


@dataclass
class RoundRecap:
    """One round's outcome, for the game's end: districts won by each side, and the board after."""

    round: int
    dracula: int
    van_helsing: int
    health: int
    vampires: tuple[int, ...]


class Journal:
    """Each side's log, the news (the events told last, for a screen reader to announce), and the
    rounds resolved so far."""

    def __init__(self, events: list[dict[str, Any]], people: set[str]):
        self.people = people  # the sides a person plays: their logs say "you"
        self.logs: dict[str, list[Line]] = {side: [] for side in SIDES}
        self.news: list[dict[str, Any]] = []
        self.told = 0  # how many times news was told: a screen reader announces each once
        self.rounds: list[RoundRecap] = []
        self.tell(events)

    def tell(self, events: list[dict[str, Any]]) -> None:
        if not events:
            return
        for side in SIDES:
            self.logs[side].extend(lines_for(events, side, side in self.people))
        self.news = events
        self.told += 1
        for event in events:
            self._recap(event)

    def _recap(self, event: dict[str, Any]) -> None:
        kind = event["type"]
        if kind == "round_end":
            self.rounds.append(RoundRecap(event["round"], 0, 0, event["health"], tuple(event["vampires"])))
        elif kind == "bite":
            recap = self.rounds[-1]
            vampires = list(recap.vampires)
            vampires[event["district"] - 1] = event["vampires"]
            recap.dracula, recap.vampires = recap.dracula + 1, tuple(vampires)
        elif kind == "stake":
            recap = self.rounds[-1]
            recap.van_helsing, recap.health = recap.van_helsing + 1, event["health"]

    def log(self, side: str) -> tuple[Line, ...]:
        return tuple(self.logs[side])

    def news_for(self, side: str) -> tuple[Line, ...]:
        """The latest news as ``side`` may know it: what the other side did, and a round's end."""
        reader = side if side in self.people else None
        return tuple(line for event in for_side(self.news, side)
                     if (event.get("side") != side or event["type"] in ANNOUNCED)
                     and (line := describe(event, reader)))
