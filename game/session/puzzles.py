"""The puzzles in the session: the list and its progress, today's puzzle, one puzzle answered by a tap on its
board or on an option, a hint after a wrong answer, and every option's numbers once it is solved or shown.

The game in play is not touched: puzzles are a dialog over it, and the record of how each went is stored under
its own key (puzzle_record.py). A puzzle's board is its book's view (R-SECRET: the solver's knowledge only).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..ai.puzzle import Puzzle, book, daily_number
from ..daily import iso_of, today_utc
from .puzzle_record import PUZZLE_KEY, PuzzleRecord, PuzzleRecordError
from .screen import Message
from .targets import SELECT, UNSELECT, click_map


@dataclass
class Solving:
    """The puzzles' dialog: the list (``number`` None), or the puzzle being solved, the wrong answers given, a
    slot chosen for a swap, and whether it is still asked, solved or its answer shown."""

    today: int  # today's puzzle, by the device's clock when the puzzles were opened
    number: int | None = None
    tries: list[str] = field(default_factory=list)
    selected: int | None = None
    state: str = "asking"
    missed: bool = False  # the last tap on the board was on a place that answers nothing


class Puzzles:
    """The Session's part that runs the puzzles (mixed into Session; one model)."""

    def open_puzzles(self, now_ms: float) -> None:
        """The list of puzzles, with each one's outcome on this device and today's puzzle (``now_ms``: the device's
        clock; its UTC day names the puzzle, the same one everywhere that day)."""
        self.puzzling = Solving(daily_number(iso_of(today_utc(now_ms)), len(book())))

    def open_puzzle(self, number: int) -> None:
        """Puzzle ``number`` (1-based), asked afresh."""
        if self.puzzling is not None and 1 <= number <= len(book()):
            self.puzzling = Solving(self.puzzling.today, number)

    def daily_puzzle(self, now_ms: float) -> None:
        """Today's puzzle, straight from the welcome or the menu."""
        self.open_puzzles(now_ms)
        self.open_puzzle(self.puzzling.today)

    def solving(self) -> Puzzle | None:
        if self.puzzling is None or self.puzzling.number is None:
            return None
        return book()[self.puzzling.number - 1]

    def puzzle_tap(self, target: str) -> None:
        """A tap on the puzzle's board: a slot chosen for a swap, or an answer (a place that answers nothing is
        answered by where to tap)."""
        puzzle = self.solving()
        if puzzle is None or self.puzzling.state != "asking":
            return
        chosen = click_map(list(puzzle.legal), self.puzzling.selected).get(target)
        self.puzzling.missed = chosen is None  # answered all the same: it says where to tap
        if chosen == SELECT:
            self.puzzling.selected = int(target.rsplit("-", 1)[1])
        elif chosen == UNSELECT:
            self.puzzling.selected = None
        elif chosen is not None:
            self.answer_puzzle(chosen)

    def answer_puzzle(self, action: str) -> None:
        """The solver's answer: right ends the puzzle; wrong is marked, and a hint shows."""
        puzzle = self.solving()
        if puzzle is None or self.puzzling.state != "asking" or action not in puzzle.legal:
            return
        self.puzzling.selected, self.puzzling.missed = None, False
        if action == puzzle.answer:
            self.puzzling.state = "solved"
            self._mark_puzzle(puzzle, "solved" if self.puzzling.tries else "first")
        else:
            if action not in self.puzzling.tries:
                self.puzzling.tries.append(action)
            self._mark_puzzle(puzzle, "tried")

    def show_puzzle_answer(self) -> None:
        puzzle = self.solving()
        if puzzle is not None and self.puzzling.state == "asking":
            self.puzzling.state = "shown"
            self._mark_puzzle(puzzle, "shown")

    def next_puzzle(self) -> None:
        """The next puzzle not solved yet after this one (the one after it, once all are solved)."""
        puzzles = book()
        here = self.puzzling.number if self.puzzling is not None and self.puzzling.number else 0
        later = [*range(here + 1, len(puzzles) + 1), *range(1, here + 1)]
        open_ = [n for n in later if not self.puzzle_record.is_solved(puzzles[n - 1].id)]
        self.open_puzzle((open_ or later)[0])

    def close_puzzles(self) -> None:
        self.puzzling = None

    def puzzle_step(self, step: str) -> None:
        """The puzzle dialog's buttons: show the answer, the next puzzle, close; or the page could not fetch the
        book (offline before the puzzles were ever opened), which is said."""
        {"show": self.show_puzzle_answer, "next": self.next_puzzle, "close": self.close_puzzles,
         "unavailable": self.puzzles_unavailable}[step]()

    def puzzles_unavailable(self) -> None:
        self.message = Message("puzzle.title", "", words="puzzle.unavailable")

    def _mark_puzzle(self, puzzle: Puzzle, outcome: str) -> None:
        self.puzzle_record.mark(puzzle.id, outcome)
        self.writes[PUZZLE_KEY] = self.puzzle_record.dump()

    def puzzles_stored_elsewhere(self, text: str | None) -> None:
        """Another tab stored the puzzles' record: this one's takes its outcomes in."""
        try:
            self.puzzle_record.merge(PuzzleRecord.load(text))
        except PuzzleRecordError:
            return
