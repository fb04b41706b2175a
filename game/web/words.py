"""The words of the table: the status line, the hint, a line the session says, the last move, the log.

Pure functions from the session's screen to text (or, for the log and the last move, its markup),
in the player's language; no browser here.
"""

from __future__ import annotations

from html import escape

from ..describe import action_words
from ..i18n import digits, text
from ..session.board import Board
from ..session.last_move import LastMove
from ..session.screen import Hint, Line, Screen
from ..sides import DRACULA, VAN_HELSING


def capital(words: str) -> str:
    """A line's first letter as a sentence begins (Persian has no capitals: unchanged)."""
    return words[:1].upper() + words[1:]


def percent(value: float, lang: str) -> str:
    """A chance as a whole percentage, as the language writes it."""
    return digits(round(100 * value), lang) + ("٪" if lang == "fa" else "%")


def decimal(value: float, lang: str) -> str:
    """A figure to one decimal, as the language writes it (Persian digits and its decimal separator)."""
    written = digits(f"{value:.1f}", lang)
    return written.replace(".", "\u066b") if lang == "fa" else written


def line_text(line: Line, lang: str) -> str:
    """A line the session says, in the player's language."""
    key, params = line
    return text(lang, key, **params) if key else ""


def version_text(label: str, lang: str) -> str:
    """The build's label as the page says it ("Version 0.1.0 (c436566)")."""
    version, _, build = label.partition(" ")
    return text(lang, "ui.build", label=" ".join(filter(None, [digits(version, lang), build])))


def status_text(screen: Screen, lang: str) -> str:
    """The status line: the round, who plays whom, and whose view is shown."""
    parts = [text(lang, "ui.round", round=screen.board.round, rounds=screen.board.rounds)]
    if screen.replay:
        parts.append(text(lang, "replay.title"))
    if screen.lesson:
        parts.append(text(lang, "lesson.title"))
    elif screen.daily is not None:
        daily = screen.daily
        parts.append(text(lang, "daily.status_practice" if daily.practice else "daily.status", number=daily.number)
                     + " · " + text(lang, "ui.you_are", side=screen.mode))
    elif screen.mode in (DRACULA, VAN_HELSING):
        level = text(lang, f"level.{screen.level}")
        parts.append(text(lang, "ui.you_are", side=screen.mode) + " " + text(lang, "ui.mode_computer", level=level))
    elif screen.mode == "hotseat":
        parts.append(text(lang, "ui.mode_hotseat"))
    elif screen.mode == "remote":
        parts.append(text(lang, "ui.you_are", side=screen.viewer) + " " + text(lang, "ui.mode_friend"))
    else:
        parts.append(text(lang, "ui.mode_watch") + " · " + text(lang, "ui.viewing", side=screen.viewer))
    return " · ".join(parts)


def hint_text(hint: Hint, board: Board, lang: str) -> str:
    """The hard player's advice in one sentence, with its estimate of the chance to win the game."""
    verb, params = action_words(hint.action, board.drawn, board.holders[board.viewer])
    line = text(lang, f"hint.{verb}", **params)
    if hint.chance is not None:
        line += " " + text(lang, "hint.chance", percent=round(100 * hint.chance))
    return line


def log_html(lines: list[str], lang: str, first: int = 1) -> str:
    """Log lines, newest first, each with its number (written out, so that no number is cut:
    ``first`` is the number of ``lines[0]``)."""
    if not lines:
        return f'<li class="muted">{escape(text(lang, "ui.log_empty"))}</li>'
    return "".join(f'<li><span class="n">{digits(first + index, lang)}.</span> <span>{escape(line)}</span></li>'
                   for index, line in reversed(list(enumerate(lines))))


def last_move_text(move: LastMove | None, lang: str) -> str:
    """The other side's last turn in one line: "Van Helsing: kept a card in slot 3, ...; swapped ..."."""
    if move is None:
        return ""
    clauses = text(lang, "last.separator").join(line_text(clause, lang) for clause in move.clauses)
    return text(lang, "last.turn", who=move.side, clauses=clauses)


def last_move_html(move: LastMove | None, lang: str) -> str:
    """The last-move bar: the line, named for assistive technology."""
    if move is None:
        return ""
    return (f'<span class="visually-hidden">{escape(text(lang, "last.label"))}: </span>'
            f'{escape(last_move_text(move, lang))}')
