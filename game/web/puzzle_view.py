"""The puzzles in the page: the buttons that open them (the welcome, More, the menu sheet), the
dialog drawn from the Screen's PuzzleScreen (puzzle_markup.py), and each tap in it as a message to the session:
a tap on the puzzle's board (``pz-...``), an option (``pz-act:...``), a puzzle of the list, the dialog's buttons.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from pyodide.ffi import create_proxy, to_js
from pyscript import document, window

from ..ai.puzzle import use_book
from ..i18n import text
from ..session import messages as m
from ..session.screen import PuzzleScreen
from . import dom
from .dialogs import Dialogs
from .puzzle_markup import ANSWER, PREFIX, puzzle_html, puzzle_title

DIALOG = "dlg-puzzle"
BOOK_URL = "./assets/puzzles.json"  # tools/build.py: not in a first visit's download


class PuzzleButtons:
    """The puzzles' buttons and dialog."""

    def __init__(self, send: Callable[[object], object], dialogs: Dialogs):
        self.send, self.dialogs = send, dialogs
        self.shown: PuzzleScreen | None = None
        self.book_here = False  # the puzzles' book, fetched when they first open
        self.fetching: asyncio.Future | None = None
        now = self.now
        self.actions: dict[str, Callable[[], None]] = {
            "more-puzzles": lambda: self.opened(m.OpenPuzzles(now())),
            "welcome-puzzles": lambda: (self.send(m.DismissWelcome()), self.opened(m.OpenPuzzles(now(), today=True))),
            "puzzle-list": lambda: self.send(m.OpenPuzzles(now())),
            "puzzle-show": lambda: self.send(m.PuzzleStep("show")),
            "puzzle-next": lambda: self.send(m.PuzzleStep("next")),
            "puzzle-close": lambda: self.send(m.PuzzleStep("close")),
        }
        self.proxy = create_proxy(lambda _event: self.send(m.PuzzleStep("close")))
        dom.element(DIALOG).addEventListener("cancel", self.proxy)  # Escape closes the puzzles as Close does

    @staticmethod
    def now() -> float:
        return float(window.Date.now())

    def opened(self, message: object) -> None:
        """The puzzles open over whatever dialog they were opened from, once their book is here."""
        for dialog in ("dlg-welcome", "dlg-more", "dlg-menu", "dlg-new"):
            self.dialogs.close(dialog)
        if self.book_here:
            self.send(message)
        else:
            self.fetching = asyncio.ensure_future(self.fetch_book_then(message))

    async def fetch_book_then(self, message: object) -> None:
        """The book is not part of the page's start: fetched the first time (then kept offline by sw.js)."""
        try:
            response = await window.fetch(BOOK_URL)  # the browser's own (pyodide.http is not in the trimmed library)
            if not response.ok:
                raise OSError(f"HTTP {response.status}")
            use_book(str(await response.text()))
        except Exception:  # offline before the puzzles were ever opened: said, and nothing else changes
            self.send(m.PuzzleStep("unavailable"))
            return
        self.book_here = True
        self.send(message)

    def handle(self, target: str) -> bool:
        """A tap in the puzzles' dialog that names a puzzle, an option or a place on the puzzle's board."""
        if target.startswith("puzzle-open-"):
            self.send(m.OpenPuzzle(int(target.rsplit("-", 1)[1])))
        elif target.startswith(ANSWER):
            self.send(m.PuzzleAnswer(target[len(ANSWER):]))
        elif target.startswith(PREFIX):
            self.send(m.PuzzleTap(target[len(PREFIX):]))
        else:
            return False
        return True

    def show(self, puzzle: PuzzleScreen | None, lang: str) -> None:
        """Open, fill or close the dialog as the screen says."""
        if puzzle is None:
            if self.shown is not None:
                self.dialogs.close(DIALOG)
            self.shown = None
            return
        if puzzle == self.shown and self.dialogs.is_open(DIALOG):
            return
        before = self.shown
        self.shown = puzzle
        dom.set_text("puzzle-title", puzzle_title(puzzle, lang))
        dom.set_html("puzzle-body", puzzle_html(puzzle, lang))
        solving = puzzle.number is not None
        dom.show("puzzle-show", solving and puzzle.state == "asking")
        dom.show("puzzle-next", solving)
        dom.show("puzzle-list", solving)
        dom.element("puzzle-list").textContent = text(lang, "puzzle.list")
        self.dialogs.open(DIALOG)
        self.focus(puzzle, before)

    def focus(self, puzzle: PuzzleScreen, before: PuzzleScreen | None) -> None:
        """Where the keyboard goes on: today's puzzle in the list, the first option not tried, or Next; and what
        answers the last tap in sight (the hint, the verdict), wherever on a phone's long dialog the tap was."""
        if puzzle.number is None:
            chosen = document.querySelector(".puzzle-pick.today")
        elif puzzle.state != "asking":
            chosen = dom.element("puzzle-next")
        elif before is not None and before.number == puzzle.number and puzzle.selected is not None:
            chosen = document.querySelector("#puzzle-body .slot.selected")
        else:
            chosen = document.querySelector("#puzzle-body .puzzle-option:not(.tried)")
        if dom.found(chosen):
            chosen.focus(to_js({"preventScroll": True}, dict_converter=window.Object.fromEntries))
        said = document.querySelector("#puzzle-body :is(.puzzle-verdict, .puzzle-hint:not(:empty))")
        shown = said if dom.found(said) else chosen
        if dom.found(shown):
            shown.scrollIntoView(to_js({"block": "nearest"}, dict_converter=window.Object.fromEntries))
