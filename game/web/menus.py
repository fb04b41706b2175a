"""The page's buttons outside the play itself: dialogs, language, files, statistics, replays.

Each data-target names what a click asks for; ``Menus.handle`` answers it and says whether
it was one of its own. The game's own targets (slots, deck, districts...) are the Table's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..ai import LEVELS
from ..i18n import text
from ..records import RecordError, dumps, replay
from . import dom, files
from .render import pile_list_html, rules_html, stats_html

if TYPE_CHECKING:
    from .app import Table


class Menus:
    """Dialogs and the other buttons of the page, acting on the Table."""

    def __init__(self, table: Table):
        self.table = table
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
            "message-close": lambda: close("dlg-message"), "message-download": self.download_kept,
            "handover-ready": self.table.hand_over, "hint": self.table.ask_hint,
            "switch-view": self.table.switch_view,
            "replay-first": lambda: self.table.replay_step(-10**6), "replay-back": lambda: self.table.replay_step(-1),
            "replay-forward": lambda: self.table.replay_step(1), "replay-last": lambda: self.table.replay_step(10**6),
            "replay-leave": self.table.leave_replay,
        }
        self.kept: tuple[str, str] | None = None  # data that did not load, offered as a download (name, text)

    def handle(self, target: str) -> bool:
        action = self.actions.get(target)
        if action is None:
            return False
        action()
        return True

    # ----- new game and language -----

    def open_new_game(self) -> None:
        close("dlg-over")
        form = dom.element("form-new")
        for radio in form.querySelectorAll('input[name="mode"]'):
            radio.checked = radio.value == self.table.mode
        dom.element("level").value = self.table.level
        open_dialog("dlg-new")

    def start_new_game(self) -> None:
        form = dom.element("form-new")
        mode = str(form.querySelector('input[name="mode"]:checked').value)
        level = str(dom.element("level").value)
        close("dlg-new")
        self.table.start_game(mode, level if level in LEVELS else "normal")

    def switch_language(self) -> None:
        table = self.table
        table.lang = "fa" if table.lang == "en" else "en"
        table.save_prefs()
        table.apply_language()
        table.render()

    def show_rules(self) -> None:
        dom.set_html("rules-body", rules_html(self.table.lang))
        open_dialog("dlg-rules")

    def show_pile(self) -> None:
        dom.set_html("pile-list", pile_list_html(self.table.game.discards, self.table.lang))
        open_dialog("dlg-pile")

    # ----- files -----

    def export_game(self) -> None:
        table = self.table
        close("dlg-more")
        record = dumps(table.game, mode=table.mode, level=table.level)
        files.download(f"dracula-vs-van-helsing-{table.game.seed}.json", record)

    def pick_import(self) -> None:
        close("dlg-more")
        files.pick_text(self.import_game)

    def import_game(self, _name: str, content: str) -> None:
        """A record from a file becomes the game in play; a bad file changes nothing."""
        try:
            game = replay(content)
        except RecordError as error:
            self.show_message("message.import_failed", str(error), kept=None)
            return
        self.table.adopt(game, content)

    def show_message(self, title_key: str, reason: str, kept: tuple[str, str] | None) -> None:
        """Say what went wrong; what did not load stays available to download."""
        lang = self.table.lang
        self.kept = kept
        dom.set_text("message-title", text(lang, title_key))
        note = text(lang, "message.kept_game") if kept is None else text(lang, "message.kept_data")
        dom.set_text("message-body", f"{reason}. {note}")
        dom.show("message-download", kept is not None)
        open_dialog("dlg-message")

    def download_kept(self) -> None:
        if self.kept:
            files.download(*self.kept)

    # ----- statistics and replays -----

    def show_stats(self) -> None:
        close("dlg-more")
        dom.set_html("stats-table", stats_html(self.table.stats, self.table.lang))
        open_dialog("dlg-stats")

    def replay_this_game(self) -> None:
        close("dlg-more")
        close("dlg-over")
        self.table.start_replay()


def open_dialog(element_id: str) -> None:
    dialog = dom.element(element_id)
    if not dialog.open:
        dialog.showModal()


def close(element_id: str) -> None:
    dialog = dom.element(element_id)
    if dialog.open:
        dialog.close()

