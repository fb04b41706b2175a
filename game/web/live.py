"""A live connection to the friend's browser: a WebRTC data channel, set up by exchanging two codes.

One side makes an offer, the other answers it; each code is the browser's session description
with its network candidates, compressed, and names the game it is for. No server is contacted
unless the player names a STUN server (across the internet, routers may need one to find a way
through). Over the channel go the very messages a link would carry; if it drops, the game goes
on by links, and nothing is lost (the session shows the last message to send again).
"""

from __future__ import annotations

import asyncio
import base64
import json
import zlib
from collections.abc import Callable

from pyodide.ffi import create_proxy, to_js
from pyscript import window

from ..fair.wire import FairError, unb64
from ..i18n import text

PREFIX = "dvvh-live."
CODE_BYTES = 64_000  # what a code may inflate to: a session description with its candidates
GATHER_SECONDS = 5.0  # the longest wait for the network candidates (host candidates take milliseconds)


class LiveError(ValueError):
    """A code that is not a connection code of this game."""


def encode_code(game_id: str, kind: str, sdp: str) -> str:
    data = json.dumps({"g": game_id, "t": kind, "sdp": sdp}, separators=(",", ":")).encode()
    return PREFIX + base64.urlsafe_b64encode(zlib.compress(data, 9)).decode().rstrip("=")


def decode_code(text: str, game_id: str) -> tuple[str, str]:
    """The kind ("offer" or "answer") and session description of a code (LiveError if it is none)."""
    squeezed = "".join(str(text).split())
    start = squeezed.find(PREFIX)
    if start < 0:
        raise LiveError("not a code")
    token = squeezed[start + len(PREFIX):]
    from ..fair.reader import inflate, parse  # the fair deal loads when first used

    try:  # the messages' bounded reader: a code comes from outside too (a flat object, the SDP its longest part)
        data = parse(inflate(unb64(token), CODE_BYTES), max_depth=1)
    except FairError:
        raise LiveError("damaged") from None
    if not isinstance(data, dict) or data.get("g") != game_id or data.get("t") not in ("offer", "answer"):
        raise LiveError("another game")
    if not isinstance(data.get("sdp"), str):
        raise LiveError("damaged")
    return data["t"], data["sdp"]


STUN_EXAMPLE = "stun:stun.example.org:3478"  # how a STUN server's address is written (no such server is contacted)


def servers(stun: str) -> list[dict[str, str]]:
    """The ICE servers: none, or the one STUN server the player named (the session's setting,
    already checked and written as WebRTC takes it)."""
    return [{"urls": stun}] if stun else []


def stun_note(lang: str) -> str:
    """Why a STUN server may be wanted, and that none is contacted unless named."""
    return text(lang, "live.stun_note", name="STUN", example=STUN_EXAMPLE)


def stun_said(field, taken: bool, typed: str, kept: str, lang: str) -> str | None:
    """The STUN server typed in ``field`` after the session took it (``taken``) as the setting: the
    field shows it as kept, written as WebRTC takes it; if it was not one, the field is marked
    invalid and the words that say so are returned."""
    if taken:
        field.value = kept
        field.removeAttribute("aria-invalid")
        return None
    field.setAttribute("aria-invalid", "true")
    return text(lang, "live.stun_bad", typed=typed.strip(), name="STUN", example=STUN_EXAMPLE)


class LiveLink:
    """One data channel to the friend's browser, for one remote game."""

    def __init__(self, game_id: str, received: Callable[[str], None], changed: Callable[[str], None]):
        self.game_id = game_id
        self.received = received  # a message arrived
        self.changed = changed  # "connecting", "on" or "off"
        self.peer = None
        self.channel = None
        self.proxies: list[object] = []
        self.state = "off"

    def _proxy(self, callback):
        proxy = create_proxy(callback)
        self.proxies.append(proxy)
        return proxy

    def _peer(self, stun: str) -> None:
        self.close()
        config = to_js({"iceServers": servers(stun)}, dict_converter=window.Object.fromEntries)
        self.peer = window.RTCPeerConnection.new(config)
        self.peer.addEventListener("connectionstatechange", self._proxy(self._peer_state))
        self._set("connecting")

    def _set(self, state: str) -> None:
        if state != self.state:
            self.state = state
            self.changed(state)

    def _peer_state(self, _event) -> None:
        if self.peer is not None and str(self.peer.connectionState) in ("failed", "closed", "disconnected"):
            self._set("off")

    def _use_channel(self, channel) -> None:
        self.channel = channel
        channel.addEventListener("open", self._proxy(lambda _event: self._set("on")))
        channel.addEventListener("close", self._proxy(lambda _event: self._set("off")))
        channel.addEventListener("message", self._proxy(lambda event: self.received(str(event.data))))

    async def _described(self) -> str:
        """The local description, once the candidates are gathered (all in it: no trickling)."""
        waited = 0.0
        while str(self.peer.iceGatheringState) != "complete" and waited < GATHER_SECONDS:
            await asyncio.sleep(0.05)
            waited += 0.05
        return str(self.peer.localDescription.sdp)

    async def offer(self, stun: str) -> str:
        """Start a connection: the code to send the friend."""
        self._peer(stun)
        self._use_channel(self.peer.createDataChannel("dvvh", to_js({"ordered": True},
                                                                   dict_converter=window.Object.fromEntries)))
        await self.peer.setLocalDescription(await self.peer.createOffer())
        return encode_code(self.game_id, "offer", await self._described())

    async def answer(self, code: str, stun: str) -> str:
        """Answer the friend's offer: the code to send back."""
        kind, sdp = decode_code(code, self.game_id)
        if kind != "offer":
            raise LiveError("not an offer")
        self._peer(stun)
        self.peer.addEventListener("datachannel", self._proxy(lambda event: self._use_channel(event.channel)))
        await self.peer.setRemoteDescription(to_js({"type": "offer", "sdp": sdp},
                                                   dict_converter=window.Object.fromEntries))
        await self.peer.setLocalDescription(await self.peer.createAnswer())
        return encode_code(self.game_id, "answer", await self._described())

    async def accept(self, code: str) -> None:
        """The friend's answer to this side's offer: the channel opens."""
        kind, sdp = decode_code(code, self.game_id)
        if kind != "answer" or self.peer is None:
            raise LiveError("not an answer")
        await self.peer.setRemoteDescription(to_js({"type": "answer", "sdp": sdp},
                                                   dict_converter=window.Object.fromEntries))

    def send(self, token: str) -> bool:
        """Send a message; False if the channel is not open (the game falls back to links)."""
        if self.channel is None or str(self.channel.readyState) != "open":
            return False
        self.channel.send(token)
        return True

    def close(self) -> None:
        if self.channel is not None:
            self.channel.close()
        if self.peer is not None:
            self.peer.close()
        self.peer = self.channel = None  # its handlers stay alive: the browser may still call them once
