"""The markup every part of the page is made of: escaping, a card's face and back, its tip, the
marks a target carries (offered or not, the last move's).

Pure functions to HTML strings, under CPython as in the page (no browser here): the table, the
words and the dialogs (table_markup.py, words.py, dialog_markup.py) are built from them.
"""

from __future__ import annotations

from html import escape

from ..i18n import digits, text

COLOUR_CLASS = {"R": "red", "G": "green", "Y": "yellow", "M": "mauve"}


SINGULAR = {"ui.deck_count": "ui.deck_count_one", "ui.district_tokens": "ui.district_tokens_one",
            "over.takebacks": "over.takebacks_one"}


def counted(key: str, count: int) -> str:
    """The message for a count: its own form for exactly one ("1 card left", "1 vampire")."""
    return SINGULAR[key] if count == 1 else key


def attr(value: object) -> str:
    return escape(str(value), quote=True)


Piece = tuple[str, dict[str, str | None], str]  # one element: its tag, its attributes (None: absent), its inner markup


def piece_html(piece: Piece) -> str:
    """An element's markup from its parts (the page can also update them apart: dom.sync_children)."""
    tag, attributes, inner = piece
    written = "".join(f' {name}="{attr(value)}"' for name, value in attributes.items() if value is not None)
    return f"<{tag}{written}>{inner}</{tag}>"


def pieces_html(pieces: list[Piece]) -> str:
    """The markup of pieces side by side (a part's whole markup, as the prerender and the puzzles draw it)."""
    return "".join(piece_html(piece) for piece in pieces)


def inert(action: str | bool | None) -> str:
    """Targets that do nothing now stay focusable (to read them) but say they are disabled."""
    return "" if action else ' aria-disabled="true"'


def tip_bubble(tip: str) -> str:
    """The effect of a card, shown on hover, on keyboard focus and on a long press (see style.css).
    The words are drawn by CSS from ``data-tip``, not written as text: the button's visible text
    stays its card, which its accessible name contains (WCAG 2.5.3); assistive technology gets
    the effect from the button's title, as its description."""
    return f'<span class="tip" aria-hidden="true" data-tip="{attr(tip)}"></span>' if tip else ""


def card_face(code: str, lang: str, size: str = "") -> str:
    """A card face: value, the colour's symbol (colour-blind safe) and its effect in a word."""
    colour, value = code[0], int(code[1:])
    return (
        f'<span class="card face {COLOUR_CLASS[colour]} {size}" data-card="{code}">'
        f'<span class="corner"><span class="value">{digits(value, lang)}</span>'
        f'<svg class="pip-s" aria-hidden="true"><use href="#pip-{colour}"/></svg></span> '
        f'<svg class="pip" aria-hidden="true"><use href="#pip-{colour}"/></svg>'
        f'<span class="fx">{escape(text(lang, f"fx.short.{value}"))}</span>'
        "</span>"  # the space keeps the value and the effect two words for assistive technology
    )


def card_back(size: str = "") -> str:
    return f'<span class="card back {size}"><svg class="back-art" aria-hidden="true"><use href="#back"/></svg></span>'


def empty_card(size: str = "") -> str:
    return f'<span class="card empty {size}"></span>'


def card_tip(code: str | None, lang: str) -> str:
    """The tooltip of a card: its effect in full (R-FX), for hover, focus and long-press."""
    if code is None:
        return ""
    return text(lang, f"fx.long.{int(code[1:])}")


# a friend's game: a place whose card shows when the friend's answer brings its share
LOCKED_BADGE = '<svg class="badge waiting" aria-hidden="true"><use href="#i-hourglass"/></svg>'


def place_mark(place: int, lang: str) -> str:
    """A chip's place in the ranking as a number (1: the trump): an order that reads alike from either side,
    where an arrow between chips is read one way as "greater than" and the other way as "goes to". Drawn by
    CSS from data-n: the chip's visible text stays its colour's name, which its label holds."""
    return f'<b class="place" aria-hidden="true" data-n="{digits(place + 1, lang)}"></b>'
