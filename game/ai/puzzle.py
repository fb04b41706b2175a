"""A puzzle: a position from a real game, seen by the side to decide, where one decision is clearly best.

The book (assets/puzzles.json, mined by game/lab/puzzles.py; the page fetches it when the puzzles first open,
not at its start) holds the solver's view only (R-SECRET: nothing the solver could not know) and what a
search of 2,000 worlds found for each legal action: its chance to win, the districts it takes this round,
how often it wins or loses the game before the round is over. From those numbers come the sentence of why
(``reason``) and the hint after a wrong answer (``hint``), in any language.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from functools import cache
from os import path
from typing import Any

from ..daily import day_of
from ..describe import Line
from ..notation import Action

CLEAR_GAIN = 0.10  # a reason names the game won or lost in the round when the two differ by this much
CLEAR_DISTRICTS = 0.3  # or the districts taken this round, when they differ by this many


@dataclass(frozen=True)
class Option:
    """One legal action of a puzzle as the search found it: the chance to win the game after it (and its
    standard error), how far behind the best it is (paired over the same worlds), the districts the solver
    takes this round on average, and how often the game is won or lost before the round is over."""

    action: str
    chance: float
    error: float
    behind: float
    behind_error: float
    districts: float
    won: float
    lost: float


@dataclass(frozen=True)
class Puzzle:
    """One puzzle: the solver's view, the best action, every option best first, what it is about."""

    id: str
    number: int  # 1-based, the book's order
    view: dict[str, Any]
    answer: str
    gain: float  # the answer's lead over the next best, and its standard error
    error: float
    worlds: int
    options: tuple[Option, ...]
    themes: tuple[str, ...]

    @property
    def side(self) -> str:
        return self.view["side"]

    @property
    def legal(self) -> tuple[str, ...]:
        return tuple(self.view["legal_actions"])

    def option(self, action: str) -> Option:
        return next(option for option in self.options if option.action == action)

    def reason(self) -> tuple[str, dict[str, float]]:
        """Why the answer is best against the next best, as what the search saw: a kind (the i18n key's end)
        and its numbers. Games won or lost this round first, then districts, else the rounds to come."""
        best, second = self.options[0], self.options[1]
        numbers = {"chance": best.chance, "other": second.chance, "districts": best.districts,
                   "other_districts": second.districts, "won": best.won, "other_won": second.won,
                   "lost": best.lost, "other_lost": second.lost}
        if best.won - second.won >= CLEAR_GAIN:
            return "won", numbers
        if second.lost - best.lost >= CLEAR_GAIN:
            return "lost", numbers
        if abs(best.districts - second.districts) >= CLEAR_DISTRICTS:
            return "districts", numbers
        return "later", numbers

    def hint(self) -> Line:
        """A nudge after a wrong answer: what kind of move the answer is (the words say where to look, not where)."""
        return f"puzzle.hint.{Action.parse(self.answer).verb}", {}


def card_value(code: str) -> int:
    return int(code[1:])


def answer_effect(view: dict[str, Any], answer: str) -> int | None:
    """The effect the answer's discarded card has (R-FX): the drawn card's, or the replaced one's."""
    action = Action.parse(answer)
    if action.verb == "discard":
        return card_value(view["drawn"])
    if action.verb == "keep":
        return card_value(view["holders"][view["side"]][action.slots[0] - 1])
    return None


def themes_of(puzzle: dict[str, Any]) -> list[str]:
    """What the puzzle is about: the effects it turns on, the 8 rule, calling, the trump."""
    view, answer = puzzle["view"], puzzle["answer"]
    themes: set[str] = set()
    effect = answer_effect(view, answer)
    if effect:
        themes.add(f"effect-{effect}")
    if view["phase"] == "effect":
        themes.add(f"effect-{view['effect']}")
    if "call" in view["legal_actions"]:
        themes.add("call")
    if effect == 8 or (view["drawn"] and card_value(view["drawn"]) == 8):
        themes.add("eight")  # R-EIGHT
    if "effect-7" in themes:
        themes.add("trump")  # R-FX 7
    return sorted(themes)


def puzzle_id(view: dict[str, Any]) -> str:
    """A puzzle's name that stays when the book is written again: its view's digest."""
    return hashlib.sha256(json.dumps(view, sort_keys=True).encode()).hexdigest()[:12]


# where the lab writes the book (os.path: the page's trimmed standard library has no pathlib)
BOOK_PATH = path.join(path.dirname(path.dirname(path.dirname(path.abspath(__file__)))), "assets", "puzzles.json")
_book_text: list[str] = []  # the book as the page fetched it (use_book), else read from BOOK_PATH


def use_book(text: str) -> None:
    """The book's JSON, fetched by the page when the puzzles first open (it is not part of the start)."""
    _book_text[:] = [text]
    book.cache_clear()


@cache
def book() -> tuple[Puzzle, ...]:
    """The shipped puzzles (read once, when the puzzles are first opened)."""
    if _book_text:
        text = _book_text[0]
    else:
        with open(BOOK_PATH, encoding="utf-8") as file:
            text = file.read()
    return tuple(Puzzle(entry["id"], number, entry["view"], entry["answer"], entry["gain"], entry["error"],
                        entry["worlds"], tuple(Option(**option) for option in entry["options"]),
                        tuple(entry["themes"]))
                 for number, entry in enumerate(json.loads(text), start=1))


def daily_number(date: str, count: int) -> int:
    """The day's puzzle (1-based) for an ISO date, the same everywhere that day: the book in an order fixed by a
    digest, one a day, so that no puzzle comes back before every other one has had its day."""
    order = sorted(range(1, count + 1), key=lambda n: hashlib.sha256(f"puzzle:{n}".encode()).digest())
    return order[day_of(date) % count]
