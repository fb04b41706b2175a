"""The card tracker's dialog: the 32 cards in a grid of colours by values, each marked with where the viewer
knows it to be (game/session/tracker.py), and how many are in each place."""

from __future__ import annotations

from html import escape

from ..cards import COLOURS, VALUES
from ..i18n import card_name, digits, text
from ..session.board import Board
from ..session.tracker import PLACES, card_places
from ..sides import other
from .markup import COLOUR_CLASS


def place_words(place: str, board: Board, lang: str) -> str:
    return text(lang, f"tracker.{place}", side=other(board.viewer))


def tracker_html(board: Board, lang: str) -> str:
    places = card_places(board)
    rows = "".join(
        f'<tr class="{COLOUR_CLASS[colour]}">' + "".join(
            f'<td class="t-{places[code]}" data-card="{code}"'
            f' aria-label="{escape(card_name(code, lang) + ": " + place_words(places[code], board, lang), True)}">'
            f'{digits(value, lang)}</td>'
            for value in VALUES for code in [f"{colour}{value}"]) + "</tr>"
        for colour in COLOURS)
    legend = "".join(
        f'<li class="t-{place}"><i aria-hidden="true"></i>{escape(place_words(place, board, lang))}:'
        f' {digits(sum(1 for p in places.values() if p == place), lang)}</li>' for place in PLACES)
    return f'<table class="tracker"><tbody>{rows}</tbody></table><ul class="tracker-legend">{legend}</ul>'
