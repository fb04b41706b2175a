"""One side's decisions in a game record, each with the view it was made on (R-SECRET: what that side
knew then), and the rounds' results: what a review judges (game/ai/review.py).

The record is replayed here, a few moves at a time (so that a page never waits long); the review gets
only the views.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from . import DRACULA, SIDES, VAN_HELSING
from .records import parse, replay


@dataclass(frozen=True)
class Decision:
    """One decision of the reviewed side: where it is in the record, the view it was made on, what was played."""

    move: int  # the number of moves before it (the replay's step that shows the position)
    round: int
    view: dict[str, Any]
    played: str


@dataclass(frozen=True)
class RoundResult:
    """A round's end: the bites and stakes it brought (the graph marks them)."""

    round: int
    move: int  # the number of moves when the round ended
    bites: int
    stakes: int


class Reading:
    """A record read move by move (a few at a time, so that a page never waits long): ``side``'s decisions
    where it had a choice, each with its view then, and the rounds' results."""

    def __init__(self, record: str, side: str):
        if side not in SIDES:
            raise ValueError(f"the side to review is {DRACULA} or {VAN_HELSING}, not {side!r}")
        self.side = side
        self.moves = parse(record)["moves"]
        self.game = replay(record, upto=0)
        self.read = 0
        self.decisions: list[Decision] = []
        self.rounds: list[RoundResult] = []

    @property
    def done(self) -> bool:
        return self.read >= len(self.moves)

    def step(self, moves: int = 8) -> None:
        game, side = self.game, self.side
        for number in range(self.read, min(self.read + moves, len(self.moves))):
            move = self.moves[number]
            if game.to_move == side and len(game.legal_actions()) > 1:
                self.decisions.append(Decision(number, game.round, game.view(side), move))
            for event in game.play(move):
                if event["type"] == "round_end":
                    self.rounds.append(RoundResult(event["round"], number + 1, 0, 0))
                elif event["type"] in ("bite", "stake") and self.rounds:
                    last = self.rounds[-1]
                    self.rounds[-1] = RoundResult(last.round, last.move, last.bites + (event["type"] == "bite"),
                                                  last.stakes + (event["type"] == "stake"))
            self.read = number + 1
