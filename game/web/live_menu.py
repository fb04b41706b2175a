"""The Connect live dialog of a friend's game: the two codes exchanged, the STUN server, the
channel's state said, and the messages due sent over the channel while it is up.

The channel itself is live.py's; the messages that come over it are taken like a link's
(``take``, friend_menus.py). If the channel drops, the game goes on by links.
"""

from __future__ import annotations

from collections.abc import Callable

from ..i18n import text
from ..session import Screen
from ..session import messages as m
from ..session.messages import Effects
from . import dom
from .dialogs import Dialogs
from .friend_view import FriendView
from .live import LiveError, LiveLink, stun_note, stun_said


class LiveMenu:
    """The live connection of the friend's game in play (see the module docstring)."""

    def __init__(self, send: Callable[[object], Effects], ask: Callable[[object], Effects],
                 screen: Callable[[], Screen], refresh: Callable[[], None], dialogs: Dialogs,
                 take: Callable[[str], None], view: FriendView):
        self.send = send  # a message to the session, its result drawn
        self.ask = ask  # a message to the session while the page draws (nothing drawn again)
        self.screen = screen
        self.refresh = refresh
        self.dialogs = dialogs
        self.take = take
        self.view = view
        self.link: LiveLink | None = None
        self.offered = False  # this side made the live offer (the friend's code is then an answer)

    def open(self) -> None:
        screen = self.screen()
        lang = screen.lang
        dom.set_text("live-stun-label", text(lang, "live.stun", name="STUN"))
        dom.set_text("live-stun-note", stun_note(lang))
        dom.element("live-stun").value = screen.settings.stun  # kept in the settings
        self.labels(offered=self.link is not None and self.link.state == "connecting")
        self.dialogs.open("dlg-live")

    def labels(self, offered: bool) -> None:
        lang = self.screen().lang
        dom.set_text("live-mine-label", text(lang, "live.offer_code" if offered else "live.answer_code"))
        dom.set_text("live-theirs-label", text(lang, "live.their_answer" if offered else "live.their_offer"))
        dom.set_text("btn-live-use", text(lang, "live.connect" if offered else "live.answer"))

    def pump(self) -> None:
        """The messages due go over the channel (if it is down, the game falls back to links)."""
        for token in self.ask(m.TakeOutgoing()).outgoing:
            if self.link is None or not self.link.send(token):
                self.send(m.RemoteLive("off"))
                return

    def close(self) -> None:
        """The player leaves the friend's game: its channel closes."""
        if self.link is not None:
            self.link.close()
            self.link = None

    def _channel(self) -> LiveLink | None:
        """The channel of the friend's game in play (another game's is closed first)."""
        remote = self.screen().remote
        if remote is None:
            return None
        game_id = remote.game_id
        if self.link is None or self.link.game_id != game_id:
            self.close()
            self.link = LiveLink(game_id, self.take, self.changed)
        return self.link

    def chosen_stun(self) -> bool:
        """The STUN server typed in the dialog, kept in the settings; False (and said) if it is not one."""
        field = dom.element("live-stun")
        typed = str(field.value or "")
        taken = self.send(m.SetStun(typed)).taken
        refused = stun_said(field, taken, typed, self.screen().settings.stun, self.screen().lang)
        if refused:
            dom.set_text("live-status", refused)
        return refused is None

    async def offer(self) -> None:
        link = self._channel()
        if link is None or not self.chosen_stun():
            return
        code = await link.offer(self.screen().settings.stun)
        self.show_code(code)
        self.labels(offered=True)
        self.offered = True

    async def use_code(self) -> None:
        link = self._channel()
        if link is None or not self.chosen_stun():
            return
        code = str(dom.element("live-theirs").value or "")
        lang = self.screen().lang
        try:
            if self.offered:
                await link.accept(code)
            else:
                self.show_code(await link.answer(code, self.screen().settings.stun))
        except LiveError:
            dom.set_text("live-status", text(lang, "live.bad_code"))
            return
        dom.set_text("live-status", text(lang, "remote.live_connecting"))

    def show_code(self, code: str) -> None:
        dom.element("live-mine").value = code
        dom.show("live-mine-box")
        dom.show("live-copy-box")

    def changed(self, state: str) -> None:
        lang = self.screen().lang
        self.ask(m.RemoteLive(state))
        if state == "on":
            dom.set_text("live-status", text(lang, "remote.live_on"))
            self.dialogs.close("dlg-live")
        elif state == "off":
            dom.set_text("live-status", text(lang, "live.failed", name="STUN"))
            self.view.note = text(lang, "remote.live_dropped")
            self.offered = False
        self.refresh()
