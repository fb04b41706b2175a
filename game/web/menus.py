"""The page's buttons outside the table: dialogs, language, files, statistics, replays.

Each data-target names what a click asks for; ``Menus.handle`` answers it and says whether it was
one of its own (the table's targets are the session's). What a button changes goes to the session
as a command; ``refresh`` then shows the result.
"""

from __future__ import annotations

from collections.abc import Callable

from ..ai import LEVELS
from ..i18n import text
from ..session import Over, Screen, Session
from . import dom, files
from .render import line_text, pile_list_html, rules_html, stats_html


class Menus:
    """Dialogs and the other buttons of the page, as commands to the session."""

    def __init__(self, session: Session, refresh: Callable[[], None], relabel: Callable[[], None]):
        self.session = session
        self.refresh = refresh  # draw the session's screen again, and carry on with its work
        self.relabel = relabel  # write the page's fixed words again, in the session's language
        self.message_shown: object = None
        self.actions: dict[str, Callable[[], None]] = {
            "menu-new": self.open_new_game, "over-again": self.open_new_game,
            "new-start": self.start_new_game, "new-cancel": lambda: close("dlg-new"),
            "over-close": lambda: close("dlg-over"), "over-replay": self.replay_this_game,
            "menu-lang": self.switch_language,
            "menu-rules": self.show_rules, "rules-close": lambda: close("dlg-rules"),
            "show-pile": self.show_pile, "pile-close": lambda: close("dlg-pile"),
            "menu-more": lambda: open_dialog("dlg-more"), "more-close": lambda: close("dlg-more"),
            "more-export": self.export_game, "more-import": self.pick_import,
            "more-stats": self.show_stats, "stats-close": lambda: close("dlg-stats"),
            "more-replay": self.replay_this_game,
            "message-close": self.close_message, "message-download": self.download_kept,
            "handover-ready": self.session_does(session.hand_over), "hint": self.session_does(session.ask_hint),
            "switch-view": self.session_does(session.switch_view),
            "replay-first": self.session_does(lambda: session.replay_step(-10**6)),
            "replay-back": self.session_does(lambda: session.replay_step(-1)),
            "replay-forward": self.session_does(lambda: session.replay_step(1)),
            "replay-last": self.session_does(lambda: session.replay_step(10**6)),
            "replay-leave": self.session_does(session.leave_replay),
        }

    def session_does(self, command: Callable[[], object]) -> Callable[[], None]:
        def do() -> None:
            command()
            self.refresh()
        return do

    def handle(self, target: str) -> bool:
        action = self.actions.get(target)
        if action is None:
            return False
        action()
        return True

    def show(self, screen: Screen) -> None:
        """Open the message dialog when the session has something to say."""
        if screen.message is not None and screen.message is not self.message_shown:
            self.message_shown = screen.message
            lang = self.session.lang
            message = screen.message
            dom.set_text("message-title", text(lang, message.title))
            note = text(lang, "message.kept_game") if message.kept is None else text(lang, "message.kept_data")
            dom.set_text("message-body", f"{message.reason}. {note}")
            dom.show("message-download", message.kept is not None)
            open_dialog("dlg-message")

    def game_over(self, over: Over) -> None:
        lang = self.session.lang
        dom.set_text("over-title", text(lang, "over.title", winner=over.winner))
        dom.set_text("over-reason", line_text(over.reason, lang))
        open_dialog("dlg-over")

    # ----- new game and language -----

    def fill_levels(self) -> None:
        options = []
        for level in LEVELS:
            chosen = " selected" if level == self.session.level else ""
            options.append(f'<option value="{level}"{chosen}>{text(self.session.lang, f"level.{level}")}</option>')
        dom.element("level").innerHTML = "".join(options)

    def open_new_game(self) -> None:
        close("dlg-over")
        form = dom.element("form-new")
        for radio in form.querySelectorAll('input[name="mode"]'):
            radio.checked = radio.value == self.session.mode
        dom.element("level").value = self.session.level
        open_dialog("dlg-new")

    def start_new_game(self) -> None:
        form = dom.element("form-new")
        mode = str(form.querySelector('input[name="mode"]:checked').value)
        level = str(dom.element("level").value)
        close("dlg-new")
        self.session.new_game(mode, level)
        self.refresh()

    def switch_language(self) -> None:
        self.session.set_language("fa" if self.session.lang == "en" else "en")
        self.relabel()
        self.refresh()

    def show_rules(self) -> None:
        dom.set_html("rules-body", rules_html(self.session.lang))
        open_dialog("dlg-rules")

    def show_pile(self) -> None:
        dom.set_html("pile-list", pile_list_html(self.session.screen().board.discards, self.session.lang))
        open_dialog("dlg-pile")

    # ----- files -----

    def export_game(self) -> None:
        close("dlg-more")
        files.download(*self.session.export())

    def pick_import(self) -> None:
        close("dlg-more")
        files.pick_text(self.import_game)

    def import_game(self, _name: str, content: str) -> None:
        """A record from a file becomes the game in play; a bad file changes nothing."""
        self.session.import_record(content)
        self.refresh()

    def close_message(self) -> None:
        close("dlg-message")
        self.session.dismiss_message()

    def download_kept(self) -> None:
        message = self.session.message
        if message and message.kept:
            files.download(*message.kept)

    # ----- statistics and replays -----

    def show_stats(self) -> None:
        close("dlg-more")
        dom.set_html("stats-table", stats_html(self.session.stats, self.session.lang))
        open_dialog("dlg-stats")

    def replay_this_game(self) -> None:
        close("dlg-more")
        close("dlg-over")
        self.session.start_replay()
        self.refresh()


def open_dialog(element_id: str) -> None:
    dialog = dom.element(element_id)
    if not dialog.open:
        dialog.showModal()


def close(element_id: str) -> None:
    dialog = dom.element(element_id)
    if dialog.open:
        dialog.close()
