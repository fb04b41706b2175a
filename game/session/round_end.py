"""A round's end as steps to show: every card turns face up, then each district in turn, then a summary.

The engine resolves a round in one move (R-RES) and deals the next at once (R-NEW); the events it
returns say what happened. Here they become the boards to show one after another: step 0 shows
the ten cards, step k the first k districts decided with their bites and stakes (R-BITE, R-STAKE),
so the health track and the vampires change as it happens; a last step sums the round up and waits
for the player to go on. A game can stop at any district (R-STOP): then the game's end follows.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..describe import Line, describe
from ..position import ROUNDS
from ..sides import SIDES
from .board import Board


@dataclass(frozen=True)
class District:
    """One district's result at a round's end."""

    district: int
    dracula: str
    van_helsing: str
    winner: str
    by: str  # "trump", "value" or "ranking": the branch of R-RES that decided it
    vampires: int  # the district's vampires afterwards
    health: int  # Dracula's health afterwards
    events: tuple[dict[str, Any], ...]  # the district's event and its bite or stake


@dataclass(frozen=True)
class Summary:
    """A round's outcome, for the table shown at its end."""

    round: int
    districts: tuple[District, ...]
    bitten: tuple[int, ...]  # vampires added, per district
    health_lost: int
    health: int  # Dracula's health now
    vampires: tuple[int, ...]  # vampires now, per district


class RoundEnd:
    """The resolution of one round, from the events of the move that ended it (from its
    ``round_end`` event on)."""

    def __init__(self, events: list[dict[str, Any]]):
        end = events[0]
        assert end["type"] == "round_end", end
        self.round: int = end["round"]
        self.reason: str = end["reason"]
        self.holders: dict[str, list[str]] = end["holders"]
        self.ranking: list[str] = end["ranking"]
        self.discards: list[str] = end["discards"]
        self.deck_size: int = end["deck_size"]
        self.vampires: list[int] = end["vampires"]  # before the round's districts
        self.health: int = end["health"]
        self.districts: list[District] = []
        vampires, health = list(self.vampires), self.health
        rest = events[1:]
        while rest and rest[0]["type"] == "district":
            decided, outcome, rest = rest[0], rest[1], rest[2:]
            if outcome["type"] == "bite":
                vampires[decided["district"] - 1] = outcome["vampires"]
            else:
                health = outcome["health"]
            self.districts.append(District(
                decided["district"], decided["dracula"], decided["van_helsing"], decided["winner"], decided["by"],
                vampires[decided["district"] - 1], health, (decided, outcome)))
        self.after: list[dict[str, Any]] = rest  # the game's end, or the next round's deal
        self.step = 0  # the step on screen

    @property
    def game_over(self) -> bool:
        return any(event["type"] == "game_over" for event in self.after)

    @property
    def steps(self) -> int:
        """Boards to show: the cards face up, one per district decided, and the summary (unless the
        game ended: its own end follows)."""
        return 1 + len(self.districts) + (not self.game_over)

    @property
    def at_summary(self) -> bool:
        return not self.game_over and self.step == self.steps - 1

    def summary(self) -> Summary:
        """The round in one table: each district's two cards, winner and reason, and the outcome."""
        vampires = list(self.vampires)
        for result in self.districts:
            vampires[result.district - 1] = result.vampires
        bitten = tuple(now - before for now, before in zip(vampires, self.vampires, strict=True))
        health = self.districts[-1].health if self.districts else self.health
        return Summary(self.round, tuple(self.districts), bitten, self.health - health, health, tuple(vampires))

    def board(self, viewer: str) -> Board:
        """The table at this step: all ten cards face up, the first ``step`` districts decided."""
        decided = self.districts[:min(self.step, len(self.districts))]
        vampires = list(self.vampires)
        health = self.health
        for result in decided:
            vampires[result.district - 1] = result.vampires
            health = result.health
        return Board(
            viewer=viewer, round=self.round, rounds=ROUNDS, health=health, vampires=tuple(vampires),
            ranking=tuple(self.ranking), holders={side: tuple(self.holders[side]) for side in SIDES},
            face_up=dict.fromkeys(SIDES, (True,) * 5), opponent_knows=(True,) * 5,
            deck_size=self.deck_size, deck_top=None, discards=tuple(self.discards), resolving=True,
            outcomes={result.district: (result.winner, result.by) for result in decided},
        )

    def banner(self) -> Line:
        """What the step says: how the round ended, each district's result (R-RES), the summary."""
        if self.step == 0:
            return f"log.round_end_{self.reason}", {"round": self.round}
        if self.at_summary:
            return "summary.prompt", {"round": self.round + 1}
        return describe(self.districts[self.step - 1].events[0]) or ("", {})

    def events_at(self, step: int) -> list[dict[str, Any]]:
        """The events told when ``step`` is shown (the round's end itself is told with its move)."""
        return list(self.districts[step - 1].events) if 1 <= step <= len(self.districts) else []
