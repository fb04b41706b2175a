"""The puzzles' record on this device: how each puzzle tried went (solved at the first answer, solved after a
wrong one, answer shown, or only tried), kept under its own storage key."""

from __future__ import annotations

import json

from ..jsontext import read_stored

PUZZLE_KEY = "dvvh.puzzles"
PUZZLE_FORMAT = "dracula-vs-van-helsing/puzzles"
PUZZLE_VERSION = 1
OUTCOMES = ("tried", "shown", "solved", "first")  # worst first: a later try never lowers an outcome


class PuzzleRecordError(ValueError):
    """A stored puzzle record that cannot be read; the message says why."""


class PuzzleRecord:
    """Each puzzle's best outcome, by the puzzle's id."""

    def __init__(self, outcomes: dict[str, str] | None = None):
        self.outcomes = dict(outcomes or {})

    def mark(self, puzzle_id: str, outcome: str) -> None:
        """``outcome`` for a puzzle, unless it already has a better one."""
        old = self.outcomes.get(puzzle_id)
        if old is None or OUTCOMES.index(outcome) > OUTCOMES.index(old):
            self.outcomes[puzzle_id] = outcome

    def merge(self, other: PuzzleRecord) -> None:
        """Another tab's record: the better outcome of the two for each puzzle."""
        for puzzle_id, outcome in other.outcomes.items():
            self.mark(puzzle_id, outcome)

    def is_solved(self, puzzle_id: str) -> bool:
        """Solved, at the first answer or later."""
        return self.outcomes.get(puzzle_id) in ("solved", "first")

    def solved(self, ids: set[str]) -> int:
        """How many of these puzzles were solved."""
        return sum(1 for puzzle_id in ids if self.is_solved(puzzle_id))

    def dump(self) -> str:
        return json.dumps({"format": PUZZLE_FORMAT, "version": PUZZLE_VERSION, "outcomes": dict(sorted(
            self.outcomes.items()))})

    @classmethod
    def load(cls, text: str | None) -> PuzzleRecord:
        """The record stored (an empty one if none); PuzzleRecordError if it is not one."""
        if not text:
            return cls()
        data = read_stored(text, PuzzleRecordError, "the puzzles' record", PUZZLE_FORMAT)
        outcomes = data.get("outcomes")
        if not isinstance(outcomes, dict) or not all(isinstance(key, str) and value in OUTCOMES
                                                     for key, value in outcomes.items()):
            raise PuzzleRecordError("the puzzles' record is damaged: an outcome is not one of "
                                    + ", ".join(OUTCOMES))
        return cls(outcomes)
