"""The Connect live dialog of a friend's game: the two codes exchanged, the STUN server, the
channel's state said, and the messages due sent over the channel while it is up.

The channel itself is live.py's; the messages that come over it are taken like a link's
(``take``, friend_menus.py). If the channel drops, the game goes on by links.
"""

from __future__ import annotations

from collections.abc import Callable

from ..i18n import text
from ..session import Session
from . import dom
from .dialogs import Dialogs
from .friend_view import FriendView
from .live import LiveError, LiveLink, keep_stun, stun_note


class LiveMenu:
    """The live connection of the friend's game in play (see the module docstring)."""

    def __init__(self, session: Session, refresh: Callable[[], None], dialogs: Dialogs,
                 take: Callable[[str], None], view: FriendView):
        self.session = session
        self.refresh = refresh
        self.dialogs = dialogs
        self.take = take
        self.view = view
        self.link: LiveLink | None = None
        self.offered = False  # this side made the live offer (the friend's code is then an answer)

    def open(self) -> None:
        lang = self.session.lang
        dom.set_text("live-stun-label", text(lang, "live.stun", name="STUN"))
        dom.set_text("live-stun-note", stun_note(lang))
        dom.element("live-stun").value = self.session.stun  # kept in the settings
        self.labels(offered=self.link is not None and self.link.state == "connecting")
        self.dialogs.open("dlg-live")

    def labels(self, offered: bool) -> None:
        lang = self.session.lang
        dom.set_text("live-mine-label", text(lang, "live.offer_code" if offered else "live.answer_code"))
        dom.set_text("live-theirs-label", text(lang, "live.their_answer" if offered else "live.their_offer"))
        dom.set_text("btn-live-use", text(lang, "live.connect" if offered else "live.answer"))

    def pump(self) -> None:
        """The messages due go over the channel (if it is down, the game falls back to links)."""
        remote = self.session.remote
        if remote is None or not remote.to_send:
            return
        sending, remote.to_send = remote.to_send, []
        for token in sending:
            if self.link is None or not self.link.send(token):
                self.session.remote_live("off")
                self.refresh()
                return

    def close(self) -> None:
        """The player leaves the friend's game: its channel closes."""
        if self.link is not None:
            self.link.close()
            self.link = None

    def _channel(self) -> LiveLink | None:
        """The channel of the friend's game in play (another game's is closed first)."""
        remote = self.session.remote
        if remote is None:
            return None
        game_id = remote.party.game_id
        if self.link is None or self.link.game_id != game_id:
            self.close()
            self.link = LiveLink(game_id, self.take, self.changed)
        return self.link

    def chosen_stun(self) -> bool:
        """The STUN server typed in the dialog, kept in the settings; False (and said) if it is not one."""
        refused = keep_stun(self.session, "live-stun")
        if refused:
            dom.set_text("live-status", refused)
        return refused is None

    async def offer(self) -> None:
        link = self._channel()
        if link is None or not self.chosen_stun():
            return
        code = await link.offer(self.session.stun)
        self.show_code(code)
        self.labels(offered=True)
        self.offered = True

    async def use_code(self) -> None:
        link = self._channel()
        if link is None or not self.chosen_stun():
            return
        code = str(dom.element("live-theirs").value or "")
        lang = self.session.lang
        try:
            if self.offered:
                await link.accept(code)
            else:
                self.show_code(await link.answer(code, self.session.stun))
        except LiveError:
            dom.set_text("live-status", text(lang, "live.bad_code"))
            return
        dom.set_text("live-status", text(lang, "remote.live_connecting"))

    def show_code(self, code: str) -> None:
        dom.element("live-mine").value = code
        dom.show("live-mine-box")
        dom.show("live-copy-box")

    def changed(self, state: str) -> None:
        lang = self.session.lang
        self.session.remote_live(state)
        if state == "on":
            dom.set_text("live-status", text(lang, "remote.live_on"))
            self.dialogs.close("dlg-live")
        elif state == "off":
            dom.set_text("live-status", text(lang, "live.failed", name="STUN"))
            self.view.note = text(lang, "remote.live_dropped")
            self.offered = False
        self.refresh()
