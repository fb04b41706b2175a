"""Drawing the session's screen on the page: the table, its motions and sounds, the prompt, the
last move, the log, the hand-over, and the dialogs the screen asks for (a round's summary, a
confirmation, the game's end, a message).

Each ``draw`` puts one Screen on the page, touching only what changed (dom.py keeps what was set
last); the words are written in the player's language (table_markup.py and words.py build the
markup).
"""

from __future__ import annotations

from collections.abc import Callable

from pyscript import document

from ..i18n import DIRECTION, text
from ..session import VS_COMPUTER, Screen
from ..session.screen import Refusal
from ..session.targets import hinted_targets
from ..sides import DRACULA, VAN_HELSING, other
from . import animate, dom
from .friend_view import FriendView
from .lesson_view import LessonView
from .markup import COLOUR_CLASS, Piece, pieces_html
from .menus import Menus
from .review_view import moment_words, replay_step_words
from .sound import Sounds
from .table_markup import TOWN, district_pieces, districts_shell, holder_slots, pile_pieces, track_pieces
from .words import hint_text, last_move_html, line_text, log_html, status_text, version_text

COLOUR_TARGETS = frozenset(f"colour-{colour}" for colour in COLOUR_CLASS)  # the last move's marks the tracks show
PILE_TARGETS = frozenset({"deck", "discard"})  # and the piles
SEE_AGAIN = 2.0  # "see it again": the opponent's last turn at half the normal speed


def offered(clicks: dict[str, str], *prefixes: str) -> tuple[str, ...]:
    """The targets a part of the table offers (its markup depends on which they are, nothing else)."""
    return tuple(sorted(target for target in clicks if target.startswith(prefixes)))


class Painter:
    """Puts the session's screen on the page."""

    def __init__(self, screen: Callable[[], Screen], menus: Menus, sounds: Sounds, friend: FriendView):
        self.screen = screen  # the session's screen, now: all the painter knows of the session
        self.menus = menus
        self.sounds = sounds
        self.keyboard = False  # the last input came from the keyboard (then focus follows the play)
        self.log_lines: list[str] = []  # the log as shown
        self.log_words: tuple[str, int, list[str]] = ("", 0, [])  # (reader, lines written, the words)
        self.announced = -1
        self.refused = 0  # the number of the wrong tap last answered
        self.moved = -1  # the number of the last motions played
        self.animator = animate.Animator()
        self.parts: dict[str, tuple] = {}  # what each part of the table was last drawn from
        self.lesson = LessonView()
        self.friend = friend  # the remote game's panel
        self.remembering = False
        self.knows = False  # the toggle: the viewer's cards the opponent does not know are dimmed
        self.coach_words = ""  # the coach's note as shown

    def apply_language(self) -> None:
        lang = self.screen().lang
        root = document.documentElement
        root.lang = lang
        root.dir = DIRECTION[lang]
        for node in document.querySelectorAll("[data-i18n]"):
            node.textContent = text(lang, node.getAttribute("data-i18n"))
        for node in document.querySelectorAll("[data-i18n-label]"):
            node.setAttribute("aria-label", text(lang, node.getAttribute("data-i18n-label")))
            node.setAttribute("title", text(lang, node.getAttribute("data-i18n-label")))
        for node in document.querySelectorAll("[data-i18n-title]"):  # a description; the name is the text
            node.setAttribute("title", text(lang, node.getAttribute("data-i18n-title")))
        self.menus.fill_levels()
        document.title = text(lang, "ui.title")
        dom.set_text("build", version_text(self.menus.build_label, lang))
        self.log_lines = []  # the log is rewritten in the new language
        self.parts = {}
        self.lesson.shown = None
        self.draw()

    def draw(self) -> None:
        """The session's screen, now (a new move's motions play over it)."""
        screen = self.screen()
        lang = screen.lang
        number, motions = screen.motions
        fresh = number != self.moved
        self.draw_table(screen, lang)
        dom.put("app", "data-motion", "on" if screen.slowness > 0 and not self.animator.reduced else "off")
        # the game's end over the whole table: night falls on Whitby when Dracula wins, dawn when Van Helsing does
        ending = "" if screen.over is None or screen.replay else "night" if screen.over.winner == DRACULA else "dawn"
        dom.put("app", "data-ending", ending)
        if fresh:
            self.moved = number
            self.animator.play(motions, screen.slowness, lang)
            self.react(screen, motions)
            if screen.settings.sound and any(motion.sound for motion in motions):  # a sound waits a frame, the click's
                dom.after_paint(lambda: self.play_sounds(motions, screen.slowness))  # answer none
        self.draw_log(self.log_in_words(screen), screen.handover, lang)
        number, news = screen.announcement
        if number != self.announced and not screen.handover:
            self.announced = number
            dom.set_text("announcer", " ".join(line_text(line, lang) for line in news))
        self.draw_handover(screen.handover, screen.viewer, lang)
        self.lesson.draw(screen.lesson, lang, self.keyboard)
        self.friend.draw(screen.remote, lang)  # after the table: it may say a message is being opened
        self.menus.reference.draw(screen, lang)
        self.menus.show(screen)
        if not self.remembering:  # where the places are, once this frame is painted
            self.remembering = True
            dom.after_paint(self.remember)

    def draw_opponent(self, screen: Screen, them: str, thinking: bool) -> None:
        """The computer at the table: its portrait, thinking while it thinks; its last turn, to see again."""
        computer = screen.mode in VS_COMPUTER and not screen.handover and screen.replay is None
        dom.show("portrait", computer)
        dom.put("portrait-art", "href", f"#portrait-{them}")
        dom.put("portrait", "className", "portrait" + (" thinking" if thinking else ""))
        again = (screen.last_move is not None and bool(screen.last_move.motions) and not screen.busy
                 and not self.animator.reduced and screen.over is None)  # the game's end is its own moment
        dom.show("btn-see-again", again)
        dom.put("btn-see-again", "aria-label", text(screen.lang, "a11y.see_again", side=them))

    def react(self, screen: Screen, motions) -> None:
        """The computer's portrait winces at a bite or a stake against its side, and is pleased by its own."""
        if screen.mode not in VS_COMPUTER or self.animator.reduced or screen.slowness <= 0:
            return
        them = other(screen.viewer)
        for motion in motions:
            if motion.kind in ("bite", "stake"):
                hurt = VAN_HELSING if motion.kind == "bite" else DRACULA
                face = document.querySelector("#portrait svg")
                animate.start(face if dom.found(face) else None, "hit" if hurt == them else "glad",
                              1000 * (motion.start + motion.seconds * 0.6) * screen.slowness, 600)

    def see_again(self) -> None:
        """The opponent's last turn once more, at half speed, over the table as it is (R-SECRET: as the
        viewer saw it the first time)."""
        screen = self.screen()
        if screen.last_move is not None and screen.last_move.motions:
            self.animator.play(screen.last_move.motions, SEE_AGAIN, screen.lang)
            if screen.settings.sound:
                self.play_sounds(screen.last_move.motions, SEE_AGAIN)

    def play_sounds(self, motions, slowness: float) -> None:
        for motion in motions:
            if motion.sound:
                self.sounds.play(motion.sound, motion.start * slowness)

    def remember(self) -> None:
        self.remembering = False
        self.animator.remember()

    def draw_table(self, screen: Screen, lang: str) -> None:
        board, clicks = screen.board, screen.targets
        focus = dom.focused_target() if self.keyboard else None
        me = screen.viewer
        them = other(me)
        marks = screen.last_move.marks if screen.last_move else frozenset()
        dom.unmark_all("hint")
        dom.sync_buttons("theirs", holder_slots(board, them, lang, clicks, None, frozenset(), marks))
        dom.sync_buttons("mine", holder_slots(board, me, lang, clicks, screen.selected, screen.changed, marks))
        self.part("board", (board.vampires, tuple(sorted(board.outcomes.items())), offered(clicks, "district-")), lang,
                  lambda: district_pieces(board, lang, clicks), lambda town: districts_shell(lang, town), TOWN)
        self.part("tracks", (board.health, board.round, board.ranking, offered(clicks, "colour-"),
                             marks & COLOUR_TARGETS), lang, lambda: track_pieces(board, lang, clicks, marks))
        self.part("piles", (board.deck_size, board.deck_top, board.discards, board.drawing, board.drawn, board.locked,
                            offered(clicks, "deck", "discard"), marks & PILE_TARGETS), lang,
                  lambda: pile_pieces(board, lang, clicks, marks))
        dom.set_text("their-label", text(lang, "ui.their_holder", side=them))
        dom.set_text("my-label", text(lang, "ui.your_holder", side=me))
        # what the opponent knows of the viewer's cards, at a glance: the toggle dims every card they do not know
        known = sum(board.face_up[me][i] or board.opponent_knows[i] for i in range(len(board.holders[me])))
        dom.set_text("knows-words", text(lang, "ui.what_they_know_words", side=them))  # a phone shows only the count
        dom.set_text("knows-count", text(lang, "ui.what_they_know_count", count=known))
        dom.put("btn-knows", "aria-label", text(lang, "ui.what_they_know", side=them, count=known))
        dom.show("btn-knows", not screen.handover and not board.resolving and screen.replay is None)
        dom.put("btn-knows", "aria-pressed", "true" if self.knows else "false")
        dom.put("app", "data-knows", "on" if self.knows and not board.resolving else "off")
        moment = moment_words(screen.replay, lang) if screen.replay else ""
        dom.set_text("prompt-text", moment or line_text(screen.prompt, lang))
        thinking = screen.busy and not board.resolving and screen.summary is None
        dom.show("thinking", thinking)
        self.draw_opponent(screen, them, thinking)
        dom.put("prompt", "className", "prompt" + (" thinking" if thinking else ""))
        dom.set_html("last-move", last_move_html(screen.last_move, lang))
        dom.put("app", "aria-busy", "true" if screen.busy else "false")
        dom.put("btn-call", "disabled", "call" not in clicks)
        dom.show("btn-call", not screen.rematch and not screen.can_skip)  # a game over: the next one in its place
        dom.show("btn-skip", screen.can_skip)  # a round's end, district by district: the rest at one tap
        dom.show("btn-again", "again" in screen.rematch)
        dom.show("btn-swap", "swap" in screen.rematch)
        against_computer = screen.mode in VS_COMPUTER and not (screen.lesson and screen.lesson.guided)
        dom.show("btn-hint", against_computer and not screen.rematch)
        dom.put("btn-hint", "disabled", not screen.can_hint)
        dom.show("btn-undo", against_computer)
        dom.put("btn-undo", "disabled", not screen.can_undo)
        watching = screen.watching is not None
        dom.show("btn-pause", watching)
        dom.show("btn-step", watching and screen.watching == "paused")
        dom.set_text("pause-label", text(lang, "ui.play" if screen.watching == "paused" else "ui.pause"))
        advice = hint_text(screen.hint, board, lang) if screen.hint else ""
        dom.set_text("hint-line", advice or (text(lang, "ui.hint_thinking") if screen.hinting else ""))
        if screen.hint:
            for target in hinted_targets(screen.hint.action, clicks):
                dom.mark_target(target, "hint")
        note = screen.coach
        words = (text(lang, "coach.note", better=line_text(note.better, lang), played=line_text(note.played, lang),
                      gain=round(100 * note.gain)) if note else "")
        if words != self.coach_words:
            self.coach_words = words
            dom.element("coach-line").classList.remove("open")  # a new note starts in its two lines (a phone)
        dom.set_text("coach-line", words)
        dom.show("btn-view", screen.can_switch_view)
        dom.set_text("btn-view", text(lang, "ui.switch_view", side=them))
        status = status_text(screen, lang)
        dom.set_text("status", status)
        dom.set_text("menu-status", status)
        daily = screen.daily  # a phone has no room for the status line: the daily deal says itself for the title
        dom.show("daily-badge", daily is not None)
        if daily is not None:
            key = "daily.status_practice" if daily.practice else "daily.status"
            dom.set_text("daily-badge", text(lang, key, number=daily.number))
        dom.show("save-warning", screen.cannot_save)
        dom.show("elsewhere", screen.elsewhere)
        dom.put("btn-sound", "aria-pressed", "true" if screen.settings.sound else "false")
        dom.put("sound-icon", "href", "#i-sound" if screen.settings.sound else "#i-mute")
        self.draw_refusal(screen.refusal, lang)
        dom.show("replay-bar", screen.replay is not None)
        if screen.replay:
            dom.set_text("replay-step", replay_step_words(screen.replay, lang))
            for target in screen.replay.better:
                dom.mark_target(target, "hint")
        if self.keyboard and (focus or clicks) and not self.menus.dialogs.any_open():
            dom.focus_target(focus)  # keyboard play: focus follows the decision

    def draw_refusal(self, refusal: Refusal | None, lang: str) -> None:
        """A wrong tap's answer: the place shakes once and a line of why shows beside it (read out: the line
        is a live region), until the next click."""
        if refusal is None:
            self.refused = 0
            dom.show("refusal", False)
            return
        dom.show("refusal", True)  # shown first: a live region that exists when its words change is read out
        dom.set_text("refusal", line_text(refusal.line, lang))
        if refusal.number != self.refused:
            self.refused = refusal.number
            dom.shake_beside(refusal.place, "refusal")

    def part(self, element_id: str, key: tuple, lang: str, pieces: Callable[[], list[Piece]],
             shell: Callable[[str], str] = lambda inner: inner, within: str = "") -> None:
        """Draw a part of the table only when what it shows has changed (building its markup is work a
        click's answer need not wait for), and then only its pieces that changed (dom.sync_children);
        the whole part when the language changed (its shell's words)."""
        if self.parts.get(element_id) == (key, lang):
            return
        drawn = self.parts.get(element_id)
        self.parts[element_id] = (key, lang)
        made = pieces()
        if drawn is None or drawn[1] != lang:
            dom.set_pieces(element_id, shell(pieces_html(made)), made)
        else:
            dom.sync_children(element_id, made, within)

    def log_in_words(self, screen: Screen) -> list[str]:
        """The viewer's log in the player's language; only lines new since the last call are written
        (a log only grows, until the reader, the language or the game changes)."""
        reader = f"{screen.viewer}:{screen.lang}:{screen.game_key}:{screen.replay is not None}"
        key, done, words = self.log_words
        if key != reader or done > len(screen.log):
            key, done, words = reader, 0, []
        words = words + [line_text(line, screen.lang) for line in screen.log[done:]]
        self.log_words = (key, len(screen.log), words)
        return words

    def draw_log(self, lines: list[str], handover: bool, lang: str) -> None:
        """The log, newest first: new lines are added at the top; a different log is rewritten.
        Nothing of it shows during a hand-over."""
        before = self.log_lines
        if handover:
            dom.set_html("log", "")
            lines = []
        elif before and lines[:len(before)] == before:
            if len(lines) > len(before):
                dom.prepend_html("log", log_html(lines[len(before):], lang, len(before) + 1))
        else:
            dom.set_html("log", log_html(lines, lang))
        self.log_lines = lines

    def draw_handover(self, handover: bool, side: str, lang: str) -> None:
        """Hot-seat: the next player takes the device before any card shows."""
        was = not dom.element("handover").hidden
        dom.show("handover", handover)
        if handover:
            animate.clear()
            dom.set_text("handover-title", text(lang, "handover.title", side=side))
            dom.set_text("handover-body", text(lang, "handover.body", side=side))
            dom.set_text("btn-handover", text(lang, "handover.ready", side=side))
            if not was:
                dom.element("btn-handover").focus()
        elif was:
            dom.focus_target(None)
