"""The puzzles as markup: the list with its progress, and one puzzle: the solver's board, the options, the hint
after a wrong answer, and once it is over every option's chance to win with the reason the answer is best.

Pure functions from the session's PuzzleScreen to HTML, in the player's language; no browser here. The board
is drawn by the table's own markup (table_markup.py) from the puzzle's view, its targets renamed ``pz-...`` so
that a tap answers the puzzle and never plays in the game under the dialog.
"""

from __future__ import annotations

from html import escape

from ..i18n import digits, text
from ..session.screen import PuzzleChoice, PuzzleScreen
from ..sides import other
from .markup import attr, pieces_html
from .table_markup import districts_svg, holder_slots, piles_html, tracks_html
from .words import capital, decimal, line_text, percent

PREFIX = "pz-"  # a puzzle board's targets: pz-mine-3, pz-deck...
ANSWER = "pz-act:"  # an option's button: pz-act:keep 3
OUTCOME_MARKS = {"first": "★", "solved": "✓", "shown": "·", "tried": "✗", "": ""}


def puzzle_title(puzzle: PuzzleScreen, lang: str) -> str:
    if puzzle.number is None:
        return text(lang, "puzzle.title")
    return text(lang, "puzzle.number", number=puzzle.number, total=puzzle.total)


def puzzle_html(puzzle: PuzzleScreen, lang: str) -> str:
    """The dialog's body: the list, or the puzzle."""
    return list_html(puzzle, lang) if puzzle.number is None else solving_html(puzzle, lang)


def list_html(puzzle: PuzzleScreen, lang: str) -> str:
    """Progress, today's puzzle, and every puzzle numbered with how it went on this device."""
    items = []
    for number, outcome in enumerate(puzzle.outcomes, start=1):
        label = text(lang, "puzzle.list_item", number=number, outcome=text(lang, f"puzzle.outcome.{outcome or 'none'}"))
        today = " today" if number == puzzle.daily else ""
        items.append(f'<li><button type="button" class="puzzle-pick {outcome or "none"}{today}"'
                     f' data-target="puzzle-open-{number}" aria-label="{attr(label)}" title="{attr(label)}">'
                     f'{digits(number, lang)}<span class="mark" aria-hidden="true">{OUTCOME_MARKS[outcome]}</span>'
                     f'</button></li>')
    progress = text(lang, "puzzle.progress", solved=puzzle.solved, total=puzzle.total)
    return (f'<p class="puzzle-intro">{escape(text(lang, "puzzle.intro"))}</p>'
            f'<p class="puzzle-progress"><progress max="{puzzle.total}" value="{puzzle.solved}"'
            f' aria-label="{attr(progress)}"></progress> {escape(progress)}</p>'
            f'<p class="puzzle-today"><button type="button" class="primary" data-target="puzzle-open-{puzzle.daily}">'
            f'{escape(text(lang, "puzzle.daily", number=puzzle.daily))}</button></p>'
            f'<ol class="puzzle-list" aria-label="{attr(text(lang, "puzzle.title"))}">{"".join(items)}</ol>')


def solving_html(puzzle: PuzzleScreen, lang: str) -> str:
    """One puzzle: the question, the board, then the options (or, once over, the verdict and the numbers)."""
    board = puzzle.board
    assert board is not None
    ask = text(lang, "puzzle.ask", side=puzzle.side, round=board.round, deck=board.deck_size)
    parts = [f'<p class="puzzle-ask">{escape(ask)}</p>', board_html(puzzle, lang)]
    if puzzle.state == "asking":
        parts.append(options_html(puzzle, lang))
        if puzzle.hint is not None:
            parts.append(f'<p class="puzzle-hint" role="status"><strong>{escape(text(lang, "puzzle.wrong"))}</strong> '
                         f'{escape(line_text(puzzle.hint, lang))}</p>')
        else:
            missed = escape(text(lang, "puzzle.tap_offered")) if puzzle.missed else ""
            parts.append(f'<p class="puzzle-hint" role="status">{missed}</p>')
    else:
        parts.append(verdict_html(puzzle, lang))
    return "".join(parts)


def board_html(puzzle: PuzzleScreen, lang: str) -> str:
    """The solver's table, as the game's table draws it, its targets the puzzle's."""
    board = puzzle.board
    assert board is not None
    clicks = dict(puzzle.clicks)
    holders = []
    for owner in (other(board.viewer), board.viewer):
        slots = holder_slots(board, owner, lang, clicks, puzzle.selected, marks=puzzle.marked)
        buttons = pieces_html([("button", slot_attributes, inner) for slot_attributes, inner in slots])
        label = text(lang, "ui.your_holder" if owner == board.viewer else "ui.their_holder", side=owner)
        holders.append(f'<div class="holder-label">{escape(label)}</div>'
                       f'<div class="holder {"mine" if owner == board.viewer else "theirs"}">{buttons}</div>')
    town = holders[0] + f'<div class="board">{districts_svg(board, lang, clicks)}</div>' + holders[1]
    side = (f'<div class="tracks">{tracks_html(board, lang, clicks, puzzle.marked)}</div>'
            f'<div class="piles">{piles_html(board, lang, clicks, puzzle.marked)}</div>')
    if board.discards:
        side += (f'<p class="puzzle-pile" dir="{"rtl" if lang == "fa" else "ltr"}">'
                 f'{escape(text(lang, "ui.discard_pile"))}: <span dir="ltr">'
                 f'{escape(" ".join(digits(code, lang) for code in board.discards))}</span></p>')
    table = f'<div class="puzzle-town">{town}</div><div class="puzzle-side">{side}</div>'
    return f'<div class="puzzle-board" dir="ltr">{renamed(table)}</div>'


def renamed(markup: str) -> str:
    """The table's markup with its targets the puzzle's own (a tap answers the puzzle, not the game below), and its
    places unnamed (the table's refusals do not speak for a puzzle)."""
    return (markup.replace('data-target="show-pile"', 'data-inert=""')
            .replace('data-target="', f'data-target="{PREFIX}').replace('data-place="', 'data-pz-place="'))


def options_html(puzzle: PuzzleScreen, lang: str) -> str:
    """The options as buttons (the keyboard's way to answer; a tap on the board does the same)."""
    buttons = "".join(option_button(choice, lang) for choice in puzzle.choices)
    title = text(lang, "puzzle.options")
    return (f'<h3 class="puzzle-options-title">{escape(title)}</h3>'
            f'<div class="puzzle-options" role="group" aria-label="{attr(title)}">{buttons}</div>')


def option_button(choice: PuzzleChoice, lang: str) -> str:
    """An option; one already found wrong stays, marked, and answers nothing."""
    tried = ' aria-disabled="true"' if choice.tried else ""
    mark = '<span class="mark" aria-hidden="true">✗</span>' if choice.tried else ""
    return (f'<button type="button" class="puzzle-option{" tried" if choice.tried else ""}"'
            f' data-target="{ANSWER}{choice.action}"{tried}>{escape(capital(line_text(choice.words, lang)))}{mark}'
            '</button>')


def verdict_html(puzzle: PuzzleScreen, lang: str) -> str:
    """Right, or the answer shown; why; every option's chance to win, best first; how sure the search is."""
    said = "puzzle.right_first" if puzzle.first else "puzzle.right" if puzzle.state == "solved" else "puzzle.shown"
    best = next(choice for choice in puzzle.choices if choice.best)
    rows = "".join(choice_row(choice, lang) for choice in puzzle.choices)
    search = text(lang, "puzzle.search", worlds=digits(f"{puzzle.worlds:,}", lang),
                  gain=decimal(100 * puzzle.gain, lang), error=decimal(100 * puzzle.error, lang))
    themes = "".join(f'<li>{escape(text(lang, f"puzzle.theme.{theme}"))}</li>' for theme in puzzle.themes)
    return (f'<p class="puzzle-verdict {puzzle.state}" role="status"><strong>{escape(text(lang, said))}</strong> '
            f'{escape(capital(reason_text(puzzle, best, lang)))}</p>'
            f'<ol class="puzzle-chances">{rows}</ol>'
            f'<p class="note">{escape(search)}</p>'
            f'<ul class="puzzle-themes" aria-label="{attr(text(lang, "puzzle.themes"))}">{themes}</ul>')


def choice_row(choice: PuzzleChoice, lang: str) -> str:
    chance = choice.chance or 0.0
    words = capital(line_text(choice.words, lang))
    mark = "✓" if choice.best else "✗" if choice.tried else ""
    spoken = text(lang, "puzzle.chance", action=words, chance=percent(chance, lang))
    return (f'<li class="{"best" if choice.best else "tried" if choice.tried else ""}" aria-label="{attr(spoken)}">'
            f'<span class="what">{escape(words)} <span class="mark" aria-hidden="true">{mark}</span></span>'
            f'<svg class="bar" viewBox="0 0 100 6" preserveAspectRatio="none" aria-hidden="true">'
            '<rect class="track" width="100" height="6" rx="2"/>'
            f'<rect class="fill" width="{100 * chance:.1f}" height="6" rx="2"/></svg>'
            f'<span class="chance" aria-hidden="true">{escape(percent(chance, lang))}'
            f' <small>±{escape(decimal(100 * (choice.error or 0.0), lang))}</small></span></li>')


def reason_text(puzzle: PuzzleScreen, best: PuzzleChoice, lang: str) -> str:
    """The sentence of why, from what the search saw (session.puzzle.Puzzle.reason)."""
    assert puzzle.reason is not None
    kind, numbers = puzzle.reason
    second = next(choice for choice in puzzle.choices if not choice.best)
    return text(lang, f"puzzle.why.{kind}", best=line_text(best.words, lang), second=line_text(second.words, lang),
                chance=percent(numbers["chance"], lang), other=percent(numbers["other"], lang),
                districts=decimal(numbers["districts"], lang),
                other_districts=decimal(numbers["other_districts"], lang),
                won=percent(numbers["won"], lang), other_won=percent(numbers["other_won"], lang),
                lost=percent(numbers["lost"], lang), other_lost=percent(numbers["other_lost"], lang))
