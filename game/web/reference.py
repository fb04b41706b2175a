"""The card reference: the eight effects, the ranking now, the marks on a card and how a district is
won, one tap or key away in play.

It is a panel, not a dialog: the player reads it while acting. On every draw it settles over the
part of the table that offers nothing to click now (``dock``): the opponent's side and the town, or,
when those are to be clicked (an expose, a trade, a new trump), everything below the player's own
cards. So it never covers what is needed to act.
"""

from __future__ import annotations

from html import escape

from pyscript import window

from ..i18n import digits, text
from ..session import Screen
from ..session.board import Board
from . import dom
from .markup import COLOUR_CLASS, place_mark

UP_THERE = ("theirs-", "district-", "colour-")  # targets in the part the panel covers by default


def dock(targets: dict[str, str]) -> str:
    """Where the panel goes: "top" (over the opponent's cards and the town), or "bottom" (below the
    player's own cards) when something up there is to be clicked now."""
    return "bottom" if any(target.startswith(UP_THERE) for target in targets) else "top"


def reference_html(board: Board, lang: str) -> str:
    effects = "".join(
        f'<li><svg class="fx-icon" aria-hidden="true"><use href="#fx-{value}"/></svg>'
        f'<b>{digits(value, lang)}</b> '
        f'<span class="fx-name">{escape(text(lang, f"fx.short.{value}"))}</span>'
        f'<span class="fx-line">{escape(text(lang, f"fx.long.{value}"))}</span></li>'
        for value in range(1, 9))
    chips = "".join(
        f'<li class="chip {COLOUR_CLASS[colour]}{" trump" if place == 0 else ""}">{place_mark(place, lang)}'
        + ('<svg class="crown" aria-hidden="true"><use href="#crown"/></svg>' if place == 0 else "")
        + f'<svg class="pip-s" aria-hidden="true"><use href="#pip-{colour}"/></svg>'
        f'<span>{escape(text(lang, f"colour.{colour}"))}</span></li>'
        for place, colour in enumerate(board.ranking))
    return (
        f'<section><h3>{escape(text(lang, "ref.effects"))}</h3><ol class="ref-effects">{effects}</ol></section>'
        f'<section><h3>{escape(text(lang, "ref.ranking"))}</h3><ol class="ref-ranking">{chips}</ol>'
        f'<p>{escape(text(lang, "ref.trump_note"))}</p></section>'
        f'<section><h3>{escape(text(lang, "ref.marks"))}</h3><ul class="ref-marks">'
        f'<li><svg class="badge-icon" aria-hidden="true"><use href="#eye"/></svg>{escape(text(lang, "ref.eye"))}</li>'
        f'<li><svg class="badge-icon" aria-hidden="true"><use href="#memory"/></svg>'
        f'{escape(text(lang, "ref.ribbon"))}</li></ul></section>'
        f'<section><h3>{escape(text(lang, "ref.district"))}</h3><p>{escape(text(lang, "ref.district_rule"))}</p>'
        '</section>'
    )


def place_panel(where: str) -> None:
    """Lay the panel over its part of the table, measured now (the layout differs by screen)."""
    panel = dom.element("reference")
    mine = dom.element("mine").getBoundingClientRect()
    field = dom.element("board").closest(".field").getBoundingClientRect()
    app = dom.element("app").getBoundingClientRect()
    height = float(window.innerHeight)
    stacked = field.width > app.width * 0.8  # a phone: everything in one column
    if where == "top":
        top = float(dom.element("app").querySelector(".topbar").getBoundingClientRect().bottom)
        bottom = float(mine.top) - 4
    else:
        top = float(mine.bottom) + 4 if stacked else float(dom.element("board").getBoundingClientRect().bottom) + 4
        bottom = height
    left, width = (float(app.left), float(app.width)) if stacked else (float(field.left), float(field.width))
    panel.dataset.dock = where
    panel.style.top = f"{max(top, 0):.0f}px"
    panel.style.left = f"{left:.0f}px"
    panel.style.width = f"{width:.0f}px"
    panel.style.height = f"{max(bottom - top, 120):.0f}px"


class ReferencePanel:
    """The panel's state in the page: open or not, and what it was last written from."""

    def __init__(self) -> None:
        self.open = False
        self.written: tuple = ()

    def toggle(self, open_: bool | None = None) -> None:
        self.open = not self.open if open_ is None else open_
        dom.put("btn-reference", "aria-expanded", "true" if self.open else "false")
        if self.open:
            dom.after_paint(lambda: dom.element("ref-body").focus())

    def draw(self, screen: Screen, lang: str) -> None:
        dom.show("reference", self.open)
        if not self.open:
            return
        key = (screen.board.ranking, lang)
        if key != self.written:
            self.written = key
            dom.set_html("ref-body", reference_html(screen.board, lang))
        place_panel(dock(screen.targets))
