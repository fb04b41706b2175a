"""The lesson on the page: its words beside the table, and a ring around what the step points at."""

from __future__ import annotations

from pyscript import document

from ..i18n import text
from ..session.lesson import LessonCard
from . import dom
from .words import line_text

PLACES = {  # places a step may point at besides the click targets (which are found by data-place)
    "holder-mine": "#mine", "holder-theirs": "#theirs", "board": "#board", "ranking": ".track-row.ranking",
    "health": ".track.health", "piles": "#piles", "call": "#btn-call",
}
POINTED = "pointed"


def selector(name: str) -> str:
    return PLACES.get(name) or f'[data-place="{name}"]'


class LessonView:
    """Draws the lesson's step; the focus moves to what the step asks for when the player uses keys."""

    def __init__(self) -> None:
        self.shown: tuple[LessonCard, str] | None = None  # the step last shown, and in which language

    def draw(self, card: LessonCard | None, lang: str, keyboard: bool) -> None:
        for node in document.querySelectorAll(f".{POINTED}"):
            node.classList.remove(POINTED)
        dom.show("lesson", card is not None)
        dom.put("app", "data-lesson", "off" if card is None else "guided" if card.guided else "on")
        if card is None:
            self.shown = None
            return
        for name in card.point:
            for node in document.querySelectorAll(f"#app {selector(name)}"):
                node.classList.add(POINTED)
        if self.shown == (card, lang):
            return
        self.shown = (card, lang)
        counter = "lesson.step" if card.guided or card.finished else "lesson.step_free"  # the round alone is no step
        dom.set_text("lesson-step", text(lang, counter, number=card.number, total=card.total))
        dom.set_text("lesson-text", line_text(card.words, lang))
        dom.show("btn-lesson-next", card.can_next)
        dom.show("btn-lesson-play", card.finished)
        if card.can_next or card.finished:
            dom.after_paint(lambda: dom.element("btn-lesson-play" if card.finished else "btn-lesson-next").focus()
                            if keyboard else None)
