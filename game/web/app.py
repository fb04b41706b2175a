"""The game in the page: draws what the session says and forwards what the person does.

Every DOM event becomes a session command; after each, the page draws the session's screen and
carries out the session's work: a wait before the next step, or a computer player thinking in
short slices so the page never freezes. The game's flow lives in game/session/, not here.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from pyscript import document, when, window

from ..i18n import DIRECTION, text
from ..session import AUTOSAVE_KEY, PREFS_KEY, STATS_KEY, Session, Wait, Work
from ..session.targets import hinted_targets
from ..sides import other
from . import dom, offline
from .menus import Menus
from .render import districts_svg, hint_text, holder_slots, line_text, log_html, piles_html, status_text, tracks_html
from .think import STATS, think

ARROWS = {"ArrowRight": 1, "ArrowDown": 1, "ArrowLeft": -1, "ArrowUp": -1}


def query(name: str) -> str | None:
    """A parameter of the page's address (``?name=value``)."""
    value = window.URLSearchParams.new(window.location.search).get(name)
    return str(value) if dom.found(value) else None


def first_seed() -> int | None:
    """``?seed=N`` deals the first game from N (for tests and for sharing a deal)."""
    value = query("seed")
    return int(value) if value and value.isdigit() and len(value) < 18 else None


def pace() -> float:
    """``?pace=0.1`` speeds every step up (tests use it); 1 is the normal pace."""
    try:
        value = float(query("pace") or "1")
    except ValueError:
        return 1.0
    return min(max(value, 0.0), 3.0) if value == value else 1.0


class Page:
    """The session on screen: drawing, commands, and the work that runs on its own."""

    def __init__(self, session: Session):
        self.session = session
        self.task: asyncio.Future | None = None
        self.running: Work | None = None  # the work the task is carrying out
        self.keyboard = False  # the last input came from the keyboard (then focus follows the play)
        self.log_lines: list[str] = []
        self.announced = -1
        self.over_for: object = None  # the game whose end the game-over dialog has shown
        self.unsaved = False
        self.menus = Menus(session, self.refresh, self.apply_language)

    def command(self, do: Callable[[], object]) -> None:
        do()
        self.refresh()

    def refresh(self) -> None:
        """After a change: draw, save once the frame is painted, and carry on with the session's work."""
        self.draw()
        self.save_soon()
        work = self.session.work()
        if work is not None and work is self.running:
            return
        if self.task is not None and not self.task.done():
            self.task.cancel()  # its work is no longer wanted (a new game, a move...)
        self.running = None
        if work is not None:
            self.task = asyncio.ensure_future(self.carry_out())

    async def carry_out(self) -> None:
        session = self.session
        while (work := session.work()) is not None:
            self.running = work
            if isinstance(work, Wait):
                await asyncio.sleep(work.seconds)
                session.waited(work)
            else:
                action, chance = await think(work.thinking)
                root = document.documentElement
                root.dataset.aiMs = f"{STATS['last_ms']:.0f}"  # read by the browser benchmark
                root.dataset.aiSliceMs = f"{STATS['longest_slice_ms']:.0f}"
                session.decided(work, action, chance)
            self.draw()
            self.save_soon()
        self.running = None

    # ----- saving -----

    def save_soon(self) -> None:
        """Store what the session wants stored once the next frame is painted (a click shows its result
        first); leaving the page stores at once whatever still waits (see start)."""
        if self.session.writes and not self.unsaved:
            self.unsaved = True
            document.documentElement.dataset.saved = "no"
            dom.after_paint(self.flush)

    def flush(self) -> None:
        self.unsaved = False
        for key, value in self.session.take_writes().items():
            dom.storage_set(key, value)
        document.documentElement.dataset.saved = "yes"  # tests wait for this before reading the save

    # ----- drawing -----

    def apply_language(self) -> None:
        lang = self.session.lang
        root = document.documentElement
        root.lang = lang
        root.dir = DIRECTION[lang]
        for node in document.querySelectorAll("[data-i18n]"):
            node.textContent = text(lang, node.getAttribute("data-i18n"))
        for node in document.querySelectorAll("[data-i18n-label]"):
            node.setAttribute("aria-label", text(lang, node.getAttribute("data-i18n-label")))
            node.setAttribute("title", text(lang, node.getAttribute("data-i18n-label")))
        self.menus.fill_levels()
        document.title = text(lang, "ui.title")
        self.log_lines = []  # the log is rewritten in the new language
        self.draw()

    def draw(self) -> None:
        screen = self.session.screen()
        lang = self.session.lang
        board, clicks = screen.board, screen.targets
        focus = dom.focused_target() if self.keyboard else None
        me = screen.viewer
        them = other(me)
        dom.unmark_all("hint")
        dom.sync_buttons("theirs", holder_slots(board, them, lang, clicks, None))
        dom.sync_buttons("mine", holder_slots(board, me, lang, clicks, screen.selected, screen.changed))
        dom.set_html("board", districts_svg(board, lang, clicks))
        dom.set_html("tracks", tracks_html(board, lang, clicks))
        dom.set_html("piles", piles_html(board, lang, clicks))
        dom.set_text("their-label", text(lang, "ui.their_holder", side=them))
        dom.set_text("my-label", text(lang, "ui.your_holder", side=me))
        dom.set_text("prompt", line_text(screen.prompt, lang))
        dom.element("prompt").className = "prompt" + (" thinking" if screen.busy and not board.resolving else "")
        dom.element("app").setAttribute("aria-busy", "true" if screen.busy else "false")
        dom.element("btn-call").disabled = "call" not in clicks
        hint = dom.element("btn-hint")
        hint.hidden = screen.mode not in ("dracula", "van_helsing")
        hint.disabled = not screen.can_hint
        advice = hint_text(screen.hint, board, lang) if screen.hint else ""
        dom.set_text("hint-line", advice or (text(lang, "ui.hint_thinking") if screen.hinting else ""))
        if screen.hint:
            for target in hinted_targets(screen.hint.action, clicks):
                dom.mark_target(target, "hint")
        switch = dom.element("btn-view")
        switch.hidden = not screen.can_switch_view
        switch.textContent = text(lang, "ui.switch_view", side=them)
        dom.set_text("status", status_text(screen, lang))
        dom.show("replay-bar", screen.replay is not None)
        if screen.replay:
            dom.set_text("replay-step", text(lang, "replay.step", step=screen.replay.step, total=screen.replay.total))
        self.draw_log([line_text(line, lang) for line in screen.log], screen.handover)
        number, news = screen.announcement
        if number != self.announced and not screen.handover:
            self.announced = number
            dom.set_text("announcer", " ".join(line_text(line, lang) for line in news))
        self.draw_handover(screen.handover, me, lang)
        self.menus.show(screen)
        if screen.over and self.over_for is not self.session.game:
            self.over_for = self.session.game
            self.menus.game_over(screen.over)
        if self.keyboard and (focus or clicks):  # keyboard play: focus follows the decision
            dom.focus_target(focus)

    def draw_log(self, lines: list[str], handover: bool) -> None:
        """The log, newest first: new lines are added at the top; a different log is rewritten.
        Nothing of it shows during a hand-over."""
        lang = self.session.lang
        before = self.log_lines
        if handover:
            dom.set_html("log", "")
            lines = []
        elif before and lines[:len(before)] == before:
            if len(lines) > len(before):
                dom.prepend_html("log", log_html(lines[len(before):], lang))
        else:
            dom.set_html("log", log_html(lines, lang))
        self.log_lines = lines

    def draw_handover(self, handover: bool, side: str, lang: str) -> None:
        """Hot-seat: the next player takes the device before any card shows."""
        was = not dom.element("handover").hidden
        dom.show("handover", handover)
        if handover:
            dom.set_text("handover-title", text(lang, "handover.title", side=side))
            dom.set_text("handover-body", text(lang, "handover.body", side=side))
            dom.set_text("btn-handover", text(lang, "handover.ready", side=side))
            if not was:
                dom.element("btn-handover").focus()
        elif was:
            dom.focus_target(None)


PAGE: Page | None = None


def on_target(event) -> None:
    node = event.target.closest("[data-target]") if dom.found(event.target) else None
    if not dom.found(node) or PAGE is None:
        return
    target = str(node.getAttribute("data-target"))
    if not PAGE.menus.handle(target):
        PAGE.command(lambda: PAGE.session.click(target))


def start() -> None:
    """Open the session (the stored game, or a new one) and hand the page over from the splash screen."""
    global PAGE
    stored = {key: dom.storage_get(key) for key in (AUTOSAVE_KEY, STATS_KEY, PREFS_KEY)}
    lang = "fa" if str(window.navigator.language).startswith("fa") else "en"
    PAGE = page = Page(Session.open(stored, lang=lang, pace=pace(), seed=first_seed()))
    page.apply_language()

    @when("click", "#app")
    def clicked(event) -> None:
        on_target(event)

    @when("keydown", "#app")
    def key(event) -> None:
        page.keyboard = True
        if event.key in ("Enter", " ") and event.target.getAttribute("role") == "button":
            event.preventDefault()
            on_target(event)
        elif event.key in ARROWS and dom.found(event.target.closest(".target")):
            event.preventDefault()  # the arrow keys walk through what can be chosen now
            dom.focus_next_target(ARROWS[event.key])

    @when("pointerdown", "#app")
    def pointer(_event) -> None:
        page.keyboard = False

    dom.on_leave(page.flush)  # closing or reloading the tab writes the last action at once
    page.refresh()
    dom.show("app")
    dom.show("splash", False)
    dom.set_text("build", text(page.session.lang, "ui.build", label=offline.build_label()))
    document.documentElement.dataset.ready = "1"
    offline.register()
