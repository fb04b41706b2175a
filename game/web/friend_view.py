"""Playing a friend, on the page: the panel with the message to send, and the list of remote games.

The message rides in a link's fragment (``#play=...``), so it never reaches the web host; the
link is copied, shared through the system's share sheet where the browser has one, or shown as a
QR code (drawn by the vendored qrcode-generator, loaded only when asked for).
"""

from __future__ import annotations

from html import escape

from pyodide.ffi import create_once_callable
from pyscript import document, window

from ..fair import wire
from ..i18n import text
from ..session.remote import RemoteGame, RemoteScreen
from . import dom
from .words import line_text

FRAGMENT = "play="
QR_SCRIPT = "./vendor/qrcode/qrcode.js"


def link_for(token: str) -> str:
    """The page's own address with the message in its fragment."""
    return f"{address()}{token}"


def address() -> str:
    location = window.location
    return f"{location.origin}{location.pathname}#{FRAGMENT}"


def links_for(token: str) -> list[str]:
    """The links that carry a message: one, or (a shuffle and its proof) its parts, each a link
    that fits a chat app (wire.split), to be opened in any order."""
    return [link_for(part) for part in wire.split(token, len(address()))]


BOTH_OR_ALL = {"remote.parts": ("remote.parts_both", "remote.parts"),  # (two links, more)
               "remote.copy": ("remote.copy_both", "remote.copy_all")}


def both_or_all(lang: str, key: str, links: list[str]) -> str:
    """"Both links" for two (a shuffle's message), "all N links" for more (after a long address)."""
    both, every = BOTH_OR_ALL[key]
    return text(lang, both) if len(links) == 2 else text(lang, every, count=len(links))


def short_phone() -> bool:
    """A phone too short for the whole panel: some of its actions are in the Play a friend sheet (style.css)."""
    return bool(window.matchMedia(SHORT_PHONE).matches)


SHORT_PHONE = "(max-width: 420px) and (max-height: 780px)"  # the same as style.css's


def may_connect_live(remote: RemoteScreen) -> bool:
    return not remote.over and remote.dispute is None and remote.live != "on"


def parts_html(links: list[str], lang: str, one_by_one: bool = False) -> str:
    """First one button that copies every part at once (a chat app keeps them in one message, and
    the friend pastes them together); then, folded away unless asked for, one row per part: its
    link, a button to copy it and one to show it as a QR code (for apps that cut long messages)."""
    rows = [f'<li class="remote-all"><button type="button" class="primary" data-target="remote-copy-all">'
            f'{escape(both_or_all(lang, "remote.copy", links))}</button>'
            f'<button type="button" data-target="remote-one-by-one" aria-expanded="{str(one_by_one).lower()}">'
            f'{escape(text(lang, "remote.one_by_one"))}</button></li>']
    hidden = "" if one_by_one else " hidden"
    for number, link in enumerate(links, 1):
        label = escape(text(lang, "remote.part", number=number))
        rows.append(f'<li{hidden}><input id="remote-part-{number}" class="remote-link" type="text" readonly'
                    f' spellcheck="false" dir="ltr" value="{escape(link)}" aria-label="{label}">'
                    f'<button type="button" data-target="remote-copy-part-{number}">'
                    f'{escape(text(lang, "remote.copy_part", number=number))}</button>'
                    f'<button type="button" data-target="remote-qr-part-{number}">'
                    f'{escape(text(lang, "remote.qr_part", number=number))}</button></li>')
    return "".join(rows)


def message_in(fragment: str) -> str | None:
    """The message a link's fragment carries, if it carries one."""
    return fragment[fragment.index(FRAGMENT) + len(FRAGMENT):] if FRAGMENT in fragment else None


class FriendView:
    """Draws the remote game's panel, and the list of remote games in the Play a friend dialog."""

    def __init__(self) -> None:
        self.shown: tuple | None = None
        self.show_last = False  # the player asked to send their last message again
        self.note: str | None = None  # a word about the last copy (copied, or copy it by hand)
        self.noted: str | None = None  # the message that word is about: another message's panel drops it
        self.one_by_one = False  # a long message's parts shown one row each (else one button copies them all)
        self.answering = False  # a message taken, its answer being made in slices (friend_menus.work)
        self.opening = False  # a message from the friend being checked in slices, not yet taken

    def draw(self, remote: RemoteScreen | None, lang: str) -> None:
        """The panel, drawn after the table: while a friend's message is checked, the prompt says so
        and the table waits (an invitation opened in the page would otherwise show the game before
        it, "your turn")."""
        if self.opening:
            dom.set_text("prompt-text", text(lang, "remote.opening"))
            dom.put("app", "aria-busy", "true")
        dom.show("remote", remote is not None)
        # "on": a friend's game in progress, which is not replayed, reviewed or exported until it is over
        dom.put("app", "data-remote", "off" if remote is None else "over" if remote.recorded else "on")
        # a friend's game holds the ranking back until its first deal: no other game may inherit that
        dom.put("app", "data-remote-dealt", "yes" if remote is None or remote.dealt else "no")
        if remote is None:
            self.shown = None  # nothing drawn for a friend's game outlives it
            self.show_last = False
            self.note = None
            self.one_by_one = False
            return
        outbox = remote.outbox or (remote.last if self.show_last else None)
        if outbox and outbox != self.noted:  # a new message to send: "Copied" was said of the one before
            self.noted, self.note = outbox, None
        answering = self.answering and remote.due and outbox is None
        dom.put("remote", "aria-busy", "true" if answering else "false")
        state = (remote, lang, outbox, self.note, self.one_by_one, answering, short_phone())
        if state == self.shown:
            return
        self.shown = state
        status = ""  # the prompt says what is happening; the panel only what it adds
        if remote.dispute is not None:
            status = text(lang, "remote.stopped")
        elif remote.owed_key:  # the friend may never send it: the player may end the game
            status = text(lang, "remote.key_owed_menu" if short_phone() else "remote.key_owed")
        elif remote.live == "on":
            status = text(lang, "remote.live_on")
        elif remote.live == "connecting":
            status = text(lang, "remote.live_connecting")
        elif answering:
            status = text(lang, "remote.answering")
        links = links_for(outbox) if outbox else []
        if len(links) > 1 and remote.dispute is None:  # a message too long for one link: all its parts go
            status = both_or_all(lang, "remote.parts", links)  # short: on a phone all of the panel fits
        status = " ".join(filter(None, [status, self.note]))
        dom.set_text("remote-status", status)
        dom.show("remote-status", bool(status))
        dom.show("remote-send", len(links) == 1 and remote.dispute is None)
        dom.show("remote-parts", len(links) > 1 and remote.dispute is None)
        dom.set_html("remote-parts", parts_html(links, lang, self.one_by_one) if len(links) > 1 else "")
        if links:
            dom.element("remote-link").value = links[0]
        sending = len(links) == 1 and remote.dispute is None
        can_share = hasattr(window.navigator, "share") and dom.found(window.navigator.share)
        going = not remote.over  # once the game is over, only its last message may be left to send
        dom.show("btn-remote-share", sending and can_share and going)
        dom.show("btn-remote-qr", sending and going)
        dom.show("btn-remote-open", going)
        dom.show("btn-remote-again", going and remote.outbox is None and remote.last is not None and not self.show_last)
        dom.show("btn-remote-live", may_connect_live(remote))
        dom.show("btn-remote-abandon", remote.owed_key)
        dom.show("btn-remote-rematch", remote.over and not sending)  # the game is done: another one with the friend
        dom.set_text("remote-error", line_text(remote.dispute or remote.error, lang)
                     if (remote.dispute or remote.error) else "")


    def draw_qr(self, link: str) -> None:
        """The link as a QR code (the library is loaded the first time one is asked for)."""
        if not dom.found(getattr(window, "qrcode", None)):
            if document.getElementById("qr-script") is None or not dom.found(document.getElementById("qr-script")):
                script = document.createElement("script")
                script.id = "qr-script"
                script.src = QR_SCRIPT
                script.onload = create_once_callable(lambda _event: self.draw_qr(link))
                document.head.appendChild(script)
            return
        code = window.qrcode(0, "L")
        code.addData(link)
        code.make()
        dom.element("remote-qr-code").innerHTML = code.createSvgTag({"cellSize": 2, "margin": 4, "scalable": True})


def games_html(games: tuple[RemoteGame, ...], lang: str) -> str:
    """The remote games, each a button that opens it (and one to remove a finished one)."""
    if not games:
        return f'<li class="note">{escape(text(lang, "friend.none"))}</li>'
    rows = []
    for game in games:
        words = text(lang, "friend.entry", side=game.side, round=game.round,
                     state=text(lang, f"friend.state_{game.state}"))
        remove = (f'<button type="button" class="ghost" data-target="friend-forget-{game.game_id}">'
                  f'{escape(text(lang, "friend.forget"))}</button>' if game.state == "over" else "")
        rows.append(f'<li><button type="button" class="{game.state}" data-target="friend-game-{game.game_id}">'
                    f"{escape(words)}</button>{remove}</li>")
    return "".join(rows)
