"""The page's side of playing a friend: the Play a friend dialog, the panel's buttons, links
opened in the page (the live connection is live_menu.py's).

A message reaches the page as a link opened (its fragment), a code pasted, or over the live
channel; before the session takes it, the curve products it will need are worked out in 25 ms
slices (fair_slices.py), so the page never stops answering (game/fair/curve.py keeps them).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from typing import Any

from pyodide.ffi import to_js
from pyscript import document, window

from ..fair import wire
from ..i18n import digits, text
from ..session import AUTOSAVE_KEY, Screen
from ..session import messages as m
from ..session.messages import Effects
from . import dom
from .dialogs import Dialogs
from .fair_slices import computed, load_fair, timed
from .friend_view import FriendView, games_html, may_connect_live, message_in
from .live_menu import LiveMenu
from .slices import own_task


class FriendControl:
    """Remote play on the page (see the module docstring)."""

    def __init__(self, send: Callable[[object], Effects], ask: Callable[[object], Effects],
                 screen: Callable[[], Screen], refresh: Callable[[], None], dialogs: Dialogs,
                 spawn: Callable[[Coroutine[Any, Any, None]], object]):
        self.send = send  # a message to the session, its result stored and drawn
        self.ask = ask  # a message to the session, nothing drawn (the caller draws when it is time)
        self.screen = screen
        self.refresh = refresh
        self.dialogs = dialogs
        self.spawn = spawn
        self.view = FriendView()
        self.live_menu = LiveMenu(send, ask, screen, refresh, dialogs, self.take, self.view)
        self.busy = False  # a message is being taken (its work in slices): others wait their turn
        self.camera = None  # the camera's stream while a QR code is being scanned
        self.queue: list[str] = []
        self.clicks: list[Callable[[], None]] = []  # clicks that wait for the work to end
        self.actions: dict[str, Callable[[], None]] = {
            "menu-friend": self.open_dialog, "friend-close": self.close_dialog,
            "friend-invite": lambda: self.spawn(self.invite()),
            "friend-open": self.open_pasted,
            "friend-scan": lambda: self.spawn(self.scan()), "friend-scan-stop": self.stop_scan,
            "remote-copy": lambda: self.spawn(self.copy("remote-link")),
            "remote-share": self.share, "remote-qr": self.show_qr,
            "qr-close": lambda: self.dialogs.close("dlg-qr"),
            "remote-open": self.open_dialog, "remote-again": self.send_again, "remote-rematch": self.open_dialog,
            "remote-abandon": self.abandon, "remote-leave": self.leave, "remote-live": self.live_menu.open,
            "friend-live": lambda: (self.dialogs.close("dlg-friend"), self.live_menu.open()),
            "friend-abandon": lambda: (self.dialogs.close("dlg-friend"), self.abandon()),
            "live-close": lambda: self.dialogs.close("dlg-live"),
            "live-offer": lambda: self.spawn(self.live_menu.offer()),
            "live-use": lambda: self.spawn(self.live_menu.use_code()),
            "live-copy": lambda: self.spawn(self.copy("live-mine")),
        }

    def handle(self, target: str) -> bool:
        """A game of the list (opened, or removed), or one of the actions above."""
        if target.startswith("friend-game-"):
            self.dialogs.close("dlg-friend")
            self.send(m.OpenRemote(target.removeprefix("friend-game-")))
            self.work_ahead()
            return True
        if target == "remote-copy-all":
            self.spawn(self.copy_all())
            return True
        if target == "remote-one-by-one":
            self.view.one_by_one = not self.view.one_by_one
            self.view.shown = None
            self.refresh()
            return True
        if target.startswith("remote-copy-part-"):
            self.spawn(self.copy("remote-part-" + target.removeprefix("remote-copy-part-")))
            return True
        if target.startswith("remote-qr-part-"):
            self.view.draw_qr(str(dom.element("remote-part-" + target.removeprefix("remote-qr-part-")).value))
            self.dialogs.open("dlg-qr")
            return True
        if target.startswith("friend-forget-"):
            self.send(m.ForgetRemote(target.removeprefix("friend-forget-")))
            self.fill_games()
            return True
        if target == "over-again" and self.screen().remote is not None:
            self.dialogs.close("dlg-over")  # after a friend's game, another one is with a friend
            self.open_dialog()
            return True
        action = self.actions.get(target)
        if action is None:
            return False
        action()
        return True

    # ----- messages -----

    def take(self, text_: str) -> None:
        """A message from the friend, by any way: taken in turn, after its work in slices (the
        links of a split message pasted together: each part in turn)."""
        parts = [word[word.index(wire.PART_PREFIX):] for word in text_.split() if wire.PART_PREFIX in word]
        if len(parts) > 1:  # links one a line, as Copy all gives them: each part up to its line's end
            self.queue += parts
        else:
            self.queue.append(text_)
        self.work_ahead()

    def work_ahead(self) -> None:
        """Start the work in slices, unless it runs: the messages waiting, then what the game in
        play will need next (the shares this side will owe, Dracula's next shuffle)."""
        if not self.busy:
            self.busy = True
            self.spawn(self.work())

    def after_work(self, click: Callable[[], None]) -> None:
        """A click while the work runs is played once it is done, or, if that work is only ahead of
        need, once its slice ends (it goes on after): played now, it would make the products
        itself, in one long frozen frame."""
        self.clicks.append(click)

    async def work(self) -> None:
        """Each message waiting: its work in slices, then taken (a task), then what the answer needs
        in slices, then the answer made (another task); then the work ahead of the game in play."""
        finished = True
        try:
            while self.queue:
                if self.screen().remote is None and not self.view.opening:  # not a friend's game on the table:
                    self.view.opening = True  # say what comes (an invitation), not "your turn" in the game before it
                    self.refresh()
                await load_fair()
                began = float(window.performance.now())
                compute = self.ask(m.Receive(self.queue.pop(0), reply_later=True)).compute
                await computed(compute)
                taking = float(window.performance.now())
                self.view.opening = False
                self.ask(compute.then)  # taken and stored; drawn in a task of its own just below
                took = float(window.performance.now())
                await own_task()  # taking (up to 36 ms in the page) and drawing (up to 35) made one task of 50-70
                timed(compute.whole, took - began, took - taking)
                self.view.show_last = False
                self.view.answering = True  # said on the panel until the answer is made
                self.refresh()
                try:
                    await self.answer(stop=lambda: True)  # what the answer needs, not what may wait
                finally:
                    self.view.answering = False
            finished = await self.answer(stop=lambda: bool(self.clicks or self.queue))
        finally:
            self.busy = False
            if self.view.opening:  # stopped short (a message refused): the table is the player's again
                self.view.opening = False
                self.refresh()
            clicks, self.clicks = self.clicks, []
            for click in clicks:
                click()
        if self.queue or not finished:
            self.work_ahead()  # the messages that came meanwhile; what was left for a click

    async def answer(self, stop: Callable[[], bool] | None = None) -> bool:
        """What the game in play will need next (the answer's layer and shares, their proof), made
        in slices, then the answer that is due, if one is (after a reload too). False if ``stop``
        cut the work short (a click waits: what is left is made after it)."""
        shuffled = await computed(self.ask(m.WorkAhead("shuffles")).compute, stop)  # each part timed apart
        finished = await computed(self.ask(m.WorkAhead("shares")).compute, stop) and shuffled  # owed: made all the same
        if self.ask(m.Reply()).taken or self.view.answering:
            self.view.answering = False
            await own_task()  # the answer made and the table drawn, each in a task of its own (as a message taken)
            self.refresh()
        return finished

    def from_fragment(self) -> None:
        """A link opened in the page: its message is taken, and the address forgets it (a reload
        then does not take it again)."""
        fragment = str(window.location.hash or "")
        message = message_in(fragment)
        if message is None:
            return
        window.history.replaceState(None, "", f"{window.location.pathname}{window.location.search}")
        self.take(message)

    def open_pasted(self) -> None:
        pasted = str(dom.element("friend-paste").value or "")
        dom.element("friend-paste").value = ""
        self.dialogs.close("dlg-friend")
        self.take(pasted)

    async def invite(self) -> None:
        form = dom.element("form-friend")
        side = str(form.querySelector('input[name="friend-side"]:checked').value)
        self.dialogs.close("dlg-friend")
        await load_fair()
        compute = self.ask(m.Invite(side)).compute
        await computed(compute)
        self.send(compute.then)
        self.work_ahead()

    # ----- the panel -----

    def open_dialog(self) -> None:
        self.dialogs.close("dlg-menu")
        screen = self.screen()
        remote = screen.remote
        dom.show("friend-leave-box", remote is not None)
        code = remote.code if remote is not None else None  # compared aloud, it shows no one stands between
        dom.show("friend-code-box", code is not None)
        dom.set_text("friend-code", digits(code, screen.lang) if code else "")
        dom.show("btn-friend-live", remote is not None and may_connect_live(remote))  # a short phone's (style.css)
        dom.show("btn-friend-abandon", remote is not None and remote.owed_key)  # the same
        dom.show("btn-friend-scan", dom.found(getattr(window, "BarcodeDetector", None)))
        self.fill_games()
        self.dialogs.open("dlg-friend")
        load_fair()  # while the player chooses: the invitation then starts at once

    def close_dialog(self) -> None:
        self.stop_scan()
        self.dialogs.close("dlg-friend")

    def fill_games(self) -> None:
        screen = self.screen()
        dom.set_html("friend-games", games_html(screen.remote_games, screen.lang))

    async def scan(self) -> None:
        """Read the friend's QR code with the camera (where the browser has a BarcodeDetector)."""
        lang = self.screen().lang
        dom.show("friend-camera")
        dom.set_text("friend-scan-note", text(lang, "friend.scan_looking"))
        try:
            detector = window.BarcodeDetector.new(window.Object.fromEntries(to_js([["formats", ["qr_code"]]])))
            constraints = to_js({"video": {"facingMode": "environment"}}, dict_converter=window.Object.fromEntries)
            self.camera = await window.navigator.mediaDevices.getUserMedia(constraints)
            video = dom.element("friend-video")
            video.srcObject = self.camera
            await video.play()
            while self.camera is not None:
                for code in await detector.detect(video):
                    if wire.PREFIX in str(code.rawValue) or wire.PART_PREFIX in str(code.rawValue):
                        self.stop_scan()
                        self.dialogs.close("dlg-friend")
                        self.take(str(code.rawValue))
                        return
                await asyncio.sleep(0.25)
        except Exception:  # no camera, or the player refused it: pasting is still there
            self.stop_scan()
            dom.show("friend-camera")
            dom.set_text("friend-scan-note", text(lang, "friend.scan_failed"))

    def stop_scan(self) -> None:
        if self.camera is not None:
            for track in self.camera.getTracks():
                track.stop()
            self.camera = None
            dom.element("friend-video").srcObject = None
        dom.show("friend-camera", False)

    async def copy_all(self) -> None:
        """Every part of a long message, one link a line: pasted together, they are taken in turn."""
        fields = document.querySelectorAll("#remote-parts .remote-link")
        links = "\n".join(str(fields.item(i).value) for i in range(fields.length))
        await self.copy("remote-part-1", links)

    async def copy(self, element_id: str, words: str | None = None) -> None:
        field = dom.element(element_id)
        lang = self.screen().lang
        try:
            await window.navigator.clipboard.writeText(field.value if words is None else words)
            self.view.note = text(lang, "remote.copied")
        except Exception:  # no clipboard here (an insecure page, a refusal): the link is selected to copy
            dom.put("remote", "data-copy", "failed")  # on a phone its field shows from now on
            field.select()
            self.view.note = text(lang, "remote.copy_failed")
        self.view.shown = None
        self.refresh()

    def share(self) -> None:
        link = str(dom.element("remote-link").value)
        self.spawn(self._share(link))

    async def _share(self, link: str) -> None:
        try:
            await window.navigator.share(window.Object.fromEntries([["url", link]]))
        except Exception:  # the player closed the share sheet
            return

    def show_qr(self) -> None:
        """The link to send as a QR code, big, for the friend's camera."""
        self.view.draw_qr(str(dom.element("remote-link").value))
        self.dialogs.open("dlg-qr")

    def send_again(self) -> None:
        self.view.show_last = True
        self.refresh()

    def abandon(self) -> None:
        """The friend owes the round's key and the player gives up waiting: the game ends, the
        friend's loss by forfeit (the session offers it only then)."""
        self.send(m.AbandonRemote())

    def leave(self) -> None:
        self.dialogs.close("dlg-friend")
        self.live_menu.close()
        self.send(m.LeaveRemote(dom.storage_get(AUTOSAVE_KEY)))
