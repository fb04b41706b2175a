"""The page's buttons outside the table: menus, dialogs and sheets, settings, files, replays.

Each data-target names what a click asks for; ``Menus.handle`` answers it and says whether it was
one of its own (the table's targets are the session's). What a button changes goes to the session
as a command; ``refresh`` then shows the result. The dialogs the session asks for (a round's
summary, a confirmation, the game's end, a message) open and close as its screen says (``show``).
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from pyodide.ffi import create_proxy

from ..ai import LEVELS
from ..i18n import text
from ..session import AUTOSAVE_KEY, REMOTE_KEY, Screen, Session
from . import dom, files, offline
from .dialog_markup import card_sheet_html, over_html, over_title, pile_list_html, rules_html, stats_html, summary_html
from .dialogs import Dialogs
from .live import keep_stun, stun_note
from .reference import ReferencePanel
from .review_view import draw_review
from .tracker_view import tracker_html
from .words import line_text


class Menus:
    """Dialogs and the other buttons of the page, as commands to the session."""

    def __init__(self, session: Session, refresh: Callable[[], None], relabel: Callable[[], None],
                 build_label: str):
        self.session = session
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
        open_ = self.dialogs.open
        self.actions: dict[str, Callable[[], None]] = {
            "menu-new": self.open_new_game, "over-again": self.open_new_game,
            "rematch-again": self.command(lambda: self.session.rematch(swap=False)),
            "rematch-swap": self.command(lambda: self.session.rematch(swap=True)),
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
            "handover-ready": self.command(session.hand_over), "hint": self.command(session.ask_hint),
            "undo": self.command(session.undo), "switch-view": self.command(session.switch_view),
            "play-here": self.command(lambda: session.play_here(dom.storage_get(AUTOSAVE_KEY),
                                                                dom.storage_get(REMOTE_KEY))),
            "pause": self.command(lambda: session.pause(not session.paused())),
            "step": self.command(session.step),
            "toggle-sound": self.command(lambda: session.set_sound(not session.sound)),
            "summary-continue": self.command(session.carry_on),
            "skip": self.command(session.skip_showdown),
            "confirm-yes": self.command(lambda: session.answer(True, self.remember())),
            "confirm-no": self.command(lambda: session.answer(False, self.remember())),
            "replay-first": self.command(lambda: session.replay_step(-10**6)),
            "replay-back": self.command(lambda: session.replay_step(-1)),
            "replay-forward": self.command(lambda: session.replay_step(1)),
            "replay-last": self.command(lambda: session.replay_step(10**6)),
            "replay-leave": self.command(session.leave_replay),
            "menu-learn": self.from_menu(self.command(session.start_lesson)),
            "welcome-learn": self.command(session.start_lesson),
            "welcome-play": self.command(session.dismiss_welcome),
            "welcome-rules": self.command(lambda: (session.dismiss_welcome(), self.show_rules())),
            "lesson-next": self.command(session.lesson_next),
            "lesson-leave": self.command(self.leave_lesson),
            "lesson-play": self.command(lambda: (self.leave_lesson(), self.refresh(), self.open_new_game())),
            "reference": self.command(self.reference.toggle),
            "open-review": self.command(self.open_review),
            "review-close": self.command(session.close_review),
            "review-side": self.command(lambda: session.start_review(
                "van_helsing" if session.reviewing and session.reviewing.side == "dracula" else "dracula")),
            "reference-close": self.command(self.close_reference),
        }

    def command(self, do: Callable[[], object]) -> Callable[[], None]:
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
            action = self.command(lambda: self.session.review_jump(int(target.rsplit("-", 1)[1])))
        if action is None:
            return False
        action()
        return True

    # ----- what the session asks to show -----

    def show(self, screen: Screen) -> None:
        """Open (and close) the dialogs the screen calls for."""
        lang = self.session.lang
        self.dialog_for("dlg-welcome", True if screen.welcome else None, lambda _: None, focus="welcome-learn")
        if screen.review is not None:
            draw_review(screen.review, lang, self.session.may_review_both())
        self.dialog_for("dlg-review", screen.review, lambda _: None, focus="btn-review-close")
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
            dom.set_html("over-body", over_html(over, self.session.player(), self.session.level, lang))),
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
                reason = message.reason[:1].upper() + message.reason[1:]
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
        self.session.answer(False)
        self.refresh()

    def summary_cancelled(self, event) -> None:
        """Escape on a round's summary: go on, as Continue does."""
        event.preventDefault()
        self.session.carry_on()
        self.refresh()

    def open_review(self) -> None:
        for dialog in ("dlg-over", "dlg-more", "dlg-menu"):
            self.dialogs.close(dialog)
        self.session.start_review()

    def review_cancelled(self, event) -> None:
        """Escape on the review: it stops (or closes)."""
        event.preventDefault()
        self.session.close_review()
        self.refresh()

    def welcome_cancelled(self, _event) -> None:
        """Escape on the first visit's welcome: straight to the game."""
        self.session.dismiss_welcome()
        self.refresh()

    def leave_lesson(self) -> None:
        """Back from the lesson to the game in play, as stored."""
        self.session.leave_lesson(dom.storage_get(AUTOSAVE_KEY))

    def close_reference(self) -> None:
        self.reference.toggle(False)
        dom.element("btn-reference").focus()

    def remember(self) -> bool:
        return bool(dom.element("confirm-remember-box").checked)

    # ----- new game, language, settings -----

    def fill_levels(self) -> None:
        options = []
        for level in LEVELS:
            chosen = " selected" if level == self.session.level else ""
            options.append(f'<option value="{level}"{chosen}>{text(self.session.lang, f"level.{level}")}</option>')
        dom.element("level").innerHTML = "".join(options)

    def open_new_game(self) -> None:
        self.dialogs.close("dlg-over")
        self.dialogs.close("dlg-menu")
        form = dom.element("form-new")
        mode, level = self.session.chosen()
        for radio in form.querySelectorAll('input[name="mode"]'):
            radio.checked = radio.value == mode
        dom.element("level").value = level
        self.dialogs.open("dlg-new")

    def start_new_game(self) -> None:
        checked = dom.element("form-new").querySelector('input[name="mode"]:checked')
        if not dom.found(checked):  # no mode chosen: the dialog stays, its first choice in focus
            dom.element("form-new").querySelector('input[name="mode"]').focus()
            return
        mode = str(checked.value)
        level = str(dom.element("level").value)
        self.dialogs.close("dlg-new")
        self.session.ask_new_game(mode, level)
        self.refresh()

    def switch_language(self) -> None:
        self.dialogs.close("dlg-menu")
        self.session.set_language("fa" if self.session.lang == "en" else "en")
        self.relabel()
        self.refresh()

    def open_settings(self) -> None:
        self.dialogs.close("dlg-menu")
        form = dom.element("form-settings")
        for radio in form.querySelectorAll('input[name="speed"]'):
            radio.checked = radio.value == self.session.speed
        dom.element("setting-sound").checked = self.session.sound
        dom.element("setting-confirm-call").checked = self.session.confirm_call
        dom.element("setting-coach").checked = self.session.coach_setting()
        lang = self.session.lang
        dom.set_text("setting-stun-label", text(lang, "settings.stun", name="STUN"))
        dom.set_text("setting-stun-note", stun_note(lang))
        dom.element("setting-stun").value = self.session.stun
        self.dialogs.open("dlg-settings")

    def settings_changed(self, _event) -> None:
        form = dom.element("form-settings")
        self.session.set_speed(str(form.querySelector('input[name="speed"]:checked').value))
        self.session.set_sound(bool(dom.element("setting-sound").checked))
        self.session.set_confirm_call(bool(dom.element("setting-confirm-call").checked))
        coach = bool(dom.element("setting-coach").checked)
        if coach != self.session.coach_setting():  # untouched, the default (the first games) stays
            self.session.set_coach(coach)
        refused = keep_stun(self.session, "setting-stun")  # said beside the field; the setting keeps what it had
        dom.set_text("setting-stun-note", refused or stun_note(self.session.lang))
        self.refresh()

    def show_rules(self) -> None:
        self.dialogs.close("dlg-menu")
        dom.set_html("rules-body", rules_html(self.session.lang))
        self.dialogs.open("dlg-rules")

    def show_pile(self) -> None:
        dom.set_html("pile-list", pile_list_html(self.session.screen().board.discards, self.session.lang))
        self.dialogs.open("dlg-pile")

    def open_log(self) -> None:
        """The log in a sheet (on a phone the table has no room for it)."""
        dom.element("log-sheet-body").appendChild(dom.element("log"))
        self.dialogs.open("dlg-log")

    def log_closed(self, _event) -> None:
        dom.element("log-panel").appendChild(dom.element("log"))

    def show_tracker(self) -> None:
        """The 32 cards as the player knows them now (their own board alone: R-SECRET)."""
        dom.set_html("tracker-body", tracker_html(self.session.screen().board, self.session.lang))
        self.dialogs.open("dlg-tracker")

    def card_sheet(self, place: str) -> None:
        """A card the player tapped that is not to be chosen now: what it is, what it does, who knows it."""
        screen = self.session.screen()
        title, body = card_sheet_html(screen.board, place, self.session.lang)
        refusal = screen.refusal if screen.refusal and screen.refusal.place == place else None
        why = f'<p class="refusal-line" role="status">{escape(line_text(refusal.line, self.session.lang))}</p>'
        dom.set_text("card-title", title)
        dom.set_html("card-body", (why if refusal else "") + body)
        self.dialogs.open("dlg-card")

    # ----- files -----

    def export_game(self) -> None:
        self.dialogs.close("dlg-more")
        files.download(*self.session.export())

    def pick_import(self) -> None:
        self.dialogs.close("dlg-more")
        files.pick_text(self.import_game, self.session.accepts_file)

    def import_game(self, _name: str, content: str | None) -> None:
        """A record from a file becomes the game in play; a bad file (None: refused unread) changes nothing."""
        if content is not None:
            self.session.import_record(content)
        self.refresh()

    def close_message(self) -> None:
        self.dialogs.close("dlg-message")
        self.session.dismiss_message()

    def download_kept(self) -> None:
        message = self.session.message
        if message and message.kept:
            files.download(*message.kept)

    # ----- statistics and replays -----

    def show_stats(self) -> None:
        self.dialogs.close("dlg-more")
        dom.set_html("stats-table", stats_html(self.session.stats, self.session.lang, len(self.session.stats_unknown)))
        self.dialogs.open("dlg-stats")

    def replay_this_game(self) -> None:
        self.dialogs.close("dlg-more")
        self.dialogs.close("dlg-over")
        self.session.start_replay()
        self.refresh()
