"""The page's buttons outside the table: menus, dialogs and sheets, settings, files, replays.

Each data-target names what a click asks for; ``Menus.handle`` answers it and says whether it was
one of its own (the table's targets are the session's). What a button changes goes to the session
as a message value (``send``, which also draws the result); what a dialog shows is read from the
Screen (``screen``), never from the session. The dialogs the session asks for (a round's summary, a
confirmation, the game's end, a message) open and close as its screen says (``show``).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from html import escape

from pyodide.ffi import create_proxy

from ..ai import OFFERED
from ..i18n import text
from ..session import AUTOSAVE_KEY, REMOTE_KEY, Screen
from ..session import messages as m
from ..session.messages import Effects
from . import dom, files, offline
from .daily_view import DailyButtons, daily_html, days_html
from .dialog_markup import card_sheet_html, over_html, over_title, pile_list_html, rules_html, stats_html, summary_html
from .dialogs import Dialogs
from .live import stun_note, stun_said
from .puzzle_view import PuzzleButtons
from .reference import ReferencePanel
from .review_view import draw_review
from .tracker_view import tracker_html
from .words import capital, line_text


class Menus:
    """Dialogs and the other buttons of the page, as messages to the session."""

    def __init__(self, send: Callable[[object], Effects], screen: Callable[[], Screen],
                 refresh: Callable[[], None], relabel: Callable[[], None], build_label: str):
        self.send = send  # a message to the session: taken, stored, and its result drawn
        self.screen = screen  # the session's screen, now
        self.refresh = refresh  # draw the session's screen again, and carry on with its work
        self.relabel = relabel  # write the page's fixed words again, in the session's language
        self.build_label = build_label
        self.dialogs = Dialogs(lambda: dom.focus_target(None))  # the focus goes back to the table
        self.shown: dict[str, object] = {}  # what the session's dialogs last showed
        self.reference = ReferencePanel()
        self.proxies = [create_proxy(self.settings_changed), create_proxy(self.confirm_cancelled),
                        create_proxy(self.summary_cancelled), create_proxy(self.log_closed),
                        create_proxy(self.welcome_cancelled), create_proxy(self.review_cancelled)]
        dom.element("form-settings").addEventListener("change", self.proxies[0])
        # Enter in the STUN field would submit the form (and reload the page): it only commits the field
        dom.keep_listening(dom.element("form-settings"), "submit", lambda event: event.preventDefault())
        dom.element("dlg-confirm").addEventListener("cancel", self.proxies[1])
        dom.element("dlg-summary").addEventListener("cancel", self.proxies[2])
        dom.element("dlg-log").addEventListener("close", self.proxies[3])
        dom.element("dlg-welcome").addEventListener("cancel", self.proxies[4])
        dom.element("dlg-review").addEventListener("cancel", self.proxies[5])
        dom.keep_listening(dom.element("level"), "change", self.describe_level)
        open_ = self.dialogs.open
        self.actions: dict[str, Callable[[], None]] = {
            "menu-new": self.open_new_game, "over-again": self.open_new_game,
            "rematch-again": self.sender(m.Rematch(swap=False)),
            "rematch-swap": self.sender(m.Rematch(swap=True)),
            "new-start": self.start_new_game, "new-cancel": self.closer("dlg-new"),
            "over-close": self.closer("dlg-over"), "over-replay": self.replay_this_game,
            "menu-open": lambda: open_("dlg-menu"), "menu-close": self.closer("dlg-menu"),
            "menu-lang": self.switch_language, "menu-settings": self.open_settings,
            "settings-close": self.closer("dlg-settings"),
            "menu-rules": self.show_rules, "rules-close": self.closer("dlg-rules"),
            "show-pile": self.show_pile, "pile-close": self.closer("dlg-pile"),
            "open-tracker": self.show_tracker, "tracker-close": self.closer("dlg-tracker"),
            "menu-more": self.from_menu(lambda: (offline.recheck(), open_("dlg-more"))),
            "more-close": self.closer("dlg-more"),
            "more-export": self.export_game, "more-import": self.pick_import,
            "more-stats": self.show_stats, "stats-close": self.closer("dlg-stats"),
            "more-replay": self.replay_this_game,
            "log-open": self.open_log, "log-close": self.closer("dlg-log"),
            "card-close": self.closer("dlg-card"),
            "message-close": self.close_message, "message-download": self.download_kept,
            "handover-ready": self.sender(m.HandOver()), "hint": self.sender(m.AskHint()),
            "undo": self.sender(m.Undo()), "switch-view": self.sender(m.SwitchView()),
            "play-here": lambda: self.send(m.PlayHere(dom.storage_get(AUTOSAVE_KEY), dom.storage_get(REMOTE_KEY))),
            "pause": lambda: self.send(m.Pause(self.screen().watching != "paused")),
            "step": self.sender(m.Step()),
            "toggle-sound": lambda: self.send(m.SetSound(not self.screen().settings.sound)),
            "summary-continue": self.sender(m.CarryOn()),
            "skip": self.sender(m.Skip()),
            "confirm-yes": lambda: self.send(m.Answer(True, self.remember())),
            "confirm-no": lambda: self.send(m.Answer(False, self.remember())),
            "replay-first": self.sender(m.ReplayStep(-10**6)),
            "replay-back": self.sender(m.ReplayStep(-1)),
            "replay-forward": self.sender(m.ReplayStep(1)),
            "replay-last": self.sender(m.ReplayStep(10**6)),
            "replay-leave": self.sender(m.LeaveReplay()),
            "menu-learn": self.from_menu(self.sender(m.StartLesson())),
            "welcome-learn": self.sender(m.StartLesson()),
            "welcome-play": self.sender(m.DismissWelcome()),
            "welcome-rules": lambda: (self.send(m.DismissWelcome()), self.show_rules()),
            "lesson-next": self.sender(m.LessonNext()),
            "lesson-leave": self.leave_lesson,
            "lesson-play": lambda: (self.leave_lesson(), self.open_new_game()),
            "reference": self.command(self.reference.toggle),
            "open-review": self.open_review,
            "review-close": self.sender(m.CloseReview()),
            "review-side": self.review_other_side,
            "reference-close": self.command(self.close_reference),
        }
        self.daily = DailyButtons(send, screen, self.dialogs, asyncio.ensure_future)
        self.actions.update(self.daily.actions)
        self.puzzles = PuzzleButtons(send, self.dialogs)
        self.actions.update(self.puzzles.actions)

    def sender(self, message: object) -> Callable[[], None]:
        """A button that sends one message."""
        return lambda: self.send(message)

    def command(self, do: Callable[[], object]) -> Callable[[], None]:
        """A button that changes only the page (not the session's model), then draws."""
        def run() -> None:
            do()
            self.refresh()
        return run

    def closer(self, element_id: str) -> Callable[[], None]:
        return lambda: self.dialogs.close(element_id)

    def from_menu(self, then: Callable[[], None]) -> Callable[[], None]:
        """What the phone's menu sheet opens replaces the sheet."""
        def run() -> None:
            self.dialogs.close("dlg-menu")
            then()
        return run

    def handle(self, target: str) -> bool:
        action = self.actions.get(target)
        if action is None and target.startswith("review-moment-"):  # a key moment: the replay, there
            action = self.sender(m.ReviewJump(int(target.rsplit("-", 1)[1])))
        if action is None:
            return self.puzzles.handle(target)
        action()
        return True

    # ----- what the session asks to show -----

    def show(self, screen: Screen) -> None:
        """Open (and close) the dialogs the screen calls for."""
        lang = screen.lang
        self.dialog_for("dlg-welcome", True if screen.welcome else None, lambda _: None, focus="welcome-learn")
        if screen.review is not None:
            draw_review(screen.review, lang, screen.may_review_both)
        self.dialog_for("dlg-review", screen.review, lambda _: None, focus="btn-review-close")
        self.puzzles.show(screen.puzzle, lang)
        self.dialog_for("dlg-summary", screen.summary, lambda summary: (
            dom.set_text("summary-title", text(lang, "summary.title", round=summary.round)),
            dom.set_html("summary-body", summary_html(summary, lang))), focus="btn-continue")
        self.dialog_for("dlg-confirm", screen.confirm, lambda confirm: (
            dom.set_text("confirm-text", line_text((f"confirm.{confirm.kind}", dict(confirm.params)), lang)),
            dom.set_text("confirm-yes", text(lang, f"confirm.{confirm.kind}_yes")),
            dom.set_text("confirm-no", text(lang, f"confirm.{confirm.kind}_no")),
            dom.show("confirm-remember", confirm.kind == "call")), focus="confirm-no")
        self.dialog_for("dlg-over", screen.over, lambda over: (
            dom.set_text("over-title", over_title(over, lang)),
            dom.set_text("over-reason", line_text(over.reason, lang)),
            dom.set_html("over-body", (daily_html(screen.daily, screen.daily_days, lang) if screen.daily else "")
                         + over_html(over, screen.player, screen.level, lang)),
            self.daily.shown() if screen.daily else None),
            keep=True)
        kept = self.shown.get("dlg-message")
        if screen.message is None and kept is not None and getattr(kept, "title", "") == "fair.part_title":
            self.shown["dlg-message"] = None  # the message the parts make is whole: its last part's word goes
            self.dialogs.close("dlg-message")
        if screen.message is not None and screen.message is not self.shown.get("dlg-message"):
            self.shown["dlg-message"] = screen.message
            message = screen.message
            dom.set_text("message-title", text(lang, message.title))
            note = text(lang, "message.kept_game") if message.kept is None else text(lang, "message.kept_data")
            if message.words:  # a message of the page's own, in the player's words
                dom.set_text("message-body", text(lang, message.words, **(message.params or {})))
            else:
                reason = capital(message.reason)
                dom.set_text("message-body", f"{reason}. {note}")
            dom.show("message-download", message.kept is not None)
            self.dialogs.open("dlg-message")

    def dialog_for(self, element_id: str, shown: object, fill: Callable[[object], object], focus: str = "",
                   keep: bool = False) -> None:
        """A dialog that is open while the screen holds ``shown`` (``keep``: the player closes it)."""
        if shown is not None and shown != self.shown.get(element_id):
            fill(shown)
            self.dialogs.open(element_id)
            if focus:
                dom.element(focus).focus()
        elif shown is None and not keep:
            self.dialogs.close(element_id)
        self.shown[element_id] = shown

    def confirm_cancelled(self, _event) -> None:
        """Escape on a confirmation: the answer is no."""
        self.send(m.Answer(False))

    def summary_cancelled(self, event) -> None:
        """Escape on a round's summary: go on, as Continue does."""
        event.preventDefault()
        self.send(m.CarryOn())

    def open_review(self) -> None:
        for dialog in ("dlg-over", "dlg-more", "dlg-menu"):
            self.dialogs.close(dialog)
        self.send(m.StartReview())

    def review_other_side(self) -> None:
        review = self.screen().review
        self.send(m.StartReview("van_helsing" if review is not None and review.side == "dracula" else "dracula"))

    def review_cancelled(self, event) -> None:
        """Escape on the review: it stops (or closes)."""
        event.preventDefault()
        self.send(m.CloseReview())

    def welcome_cancelled(self, _event) -> None:
        """Escape on the first visit's welcome: straight to the game."""
        self.send(m.DismissWelcome())

    def leave_lesson(self) -> None:
        """Back from the lesson to the game in play, as stored."""
        self.send(m.LeaveLesson(dom.storage_get(AUTOSAVE_KEY)))

    def close_reference(self) -> None:
        self.reference.toggle(False)
        dom.element("btn-reference").focus()

    def remember(self) -> bool:
        return bool(dom.element("confirm-remember-box").checked)

    # ----- new game, language, settings -----

    def fill_levels(self) -> None:
        screen = self.screen()
        options = []
        for level in OFFERED:
            chosen = " selected" if level == screen.level else ""
            options.append(f'<option value="{level}"{chosen}>{text(screen.lang, f"level.{level}")}</option>')
        dom.element("level").innerHTML = "".join(options)
        self.describe_level()

    def describe_level(self, _event=None) -> None:
        """A line under the level chosen, saying what that computer player does."""
        dom.element("level-about").textContent = text(self.screen().lang, f"level.about.{dom.element('level').value}")

    def open_new_game(self) -> None:
        self.dialogs.close("dlg-over")
        self.dialogs.close("dlg-menu")
        form = dom.element("form-new")
        mode, level = self.screen().chosen
        for radio in form.querySelectorAll('input[name="mode"]'):
            radio.checked = radio.value == mode
        dom.element("level").value = level
        self.describe_level()
        self.dialogs.open("dlg-new")

    def start_new_game(self) -> None:
        checked = dom.element("form-new").querySelector('input[name="mode"]:checked')
        if not dom.found(checked):  # no mode chosen: the dialog stays, its first choice in focus
            dom.element("form-new").querySelector('input[name="mode"]').focus()
            return
        mode = str(checked.value)
        level = str(dom.element("level").value)
        self.dialogs.close("dlg-new")
        self.send(m.NewGame(mode, level))

    def switch_language(self) -> None:
        self.dialogs.close("dlg-menu")
        self.send(m.SetLanguage("fa" if self.screen().lang == "en" else "en"))
        self.relabel()

    def open_settings(self) -> None:
        self.dialogs.close("dlg-menu")
        form = dom.element("form-settings")
        screen = self.screen()
        settings = screen.settings
        for radio in form.querySelectorAll('input[name="speed"]'):
            radio.checked = radio.value == settings.speed
        dom.element("setting-sound").checked = settings.sound
        dom.element("setting-confirm-call").checked = settings.confirm_call
        dom.element("setting-coach").checked = settings.coach
        dom.set_text("setting-stun-label", text(screen.lang, "settings.stun", name="STUN"))
        dom.set_text("setting-stun-note", stun_note(screen.lang))
        dom.element("setting-stun").value = settings.stun
        self.dialogs.open("dlg-settings")

    def settings_changed(self, _event) -> None:
        form = dom.element("form-settings")
        field = dom.element("setting-stun")
        typed = str(field.value or "")
        effects = self.send(m.ChangeSettings(  # the coach untouched: the default (the first games) stays
            str(form.querySelector('input[name="speed"]:checked').value), bool(dom.element("setting-sound").checked),
            bool(dom.element("setting-confirm-call").checked), bool(dom.element("setting-coach").checked), typed))
        screen = self.screen()  # a STUN server refused is said beside the field; the setting keeps what it had
        refused = stun_said(field, effects.taken, typed, screen.settings.stun, screen.lang)
        dom.set_text("setting-stun-note", refused or stun_note(screen.lang))

    def show_rules(self) -> None:
        self.dialogs.close("dlg-menu")
        dom.set_html("rules-body", rules_html(self.screen().lang))
        self.dialogs.open("dlg-rules")

    def show_pile(self) -> None:
        screen = self.screen()
        dom.set_html("pile-list", pile_list_html(screen.board.discards, screen.lang))
        self.dialogs.open("dlg-pile")

    def open_log(self) -> None:
        """The log in a sheet (on a phone the table has no room for it)."""
        dom.element("log-sheet-body").appendChild(dom.element("log"))
        self.dialogs.open("dlg-log")

    def log_closed(self, _event) -> None:
        dom.element("log-panel").appendChild(dom.element("log"))

    def show_tracker(self) -> None:
        """The 32 cards as the player knows them now (their own board alone: R-SECRET)."""
        screen = self.screen()
        dom.set_html("tracker-body", tracker_html(screen.board, screen.lang))
        self.dialogs.open("dlg-tracker")

    def card_sheet(self, place: str) -> None:
        """A card the player tapped that is not to be chosen now: what it is, what it does, who knows it."""
        screen = self.screen()
        title, body = card_sheet_html(screen.board, place, screen.lang)
        refusal = screen.refusal if screen.refusal and screen.refusal.place == place else None
        why = f'<p class="refusal-line" role="status">{escape(line_text(refusal.line, screen.lang))}</p>'
        dom.set_text("card-title", title)
        dom.set_html("card-body", (why if refusal else "") + body)
        self.dialogs.open("dlg-card")

    # ----- files -----

    def export_game(self) -> None:
        self.dialogs.close("dlg-more")
        download = self.send(m.Export()).download
        if download is not None:
            files.download(*download)

    def pick_import(self) -> None:
        self.dialogs.close("dlg-more")
        files.pick_text(self.import_game, lambda size: self.send(m.ImportFile(size)).taken)

    def import_game(self, _name: str, content: str | None) -> None:
        """A record from a file becomes the game in play; a bad file (None: refused unread) changes nothing."""
        if content is not None:
            self.send(m.ImportFile(len(content), content))
        else:
            self.refresh()

    def close_message(self) -> None:
        self.dialogs.close("dlg-message")
        self.send(m.DismissMessage())

    def download_kept(self) -> None:
        message = self.screen().message
        if message and message.kept:
            files.download(*message.kept)

    # ----- statistics and replays -----

    def show_stats(self) -> None:
        self.dialogs.close("dlg-more")
        screen = self.screen()
        days = screen.daily_days
        daily = (f'<section class="daily-over"><h3>{escape(text(screen.lang, "daily.title"))}</h3>'
                 f'{days_html(days, self.daily.today(), screen.lang)}</section>') if days[0] else ""
        # "no finished games yet" is not said above the daily deals played
        table = stats_html(screen.stats, screen.lang, screen.stats_unknown) if screen.stats or not daily else ""
        dom.set_html("stats-table", table + daily)
        self.dialogs.open("dlg-stats")

    def replay_this_game(self) -> None:
        self.dialogs.close("dlg-more")
        self.dialogs.close("dlg-over")
        self.send(m.StartReplay())
