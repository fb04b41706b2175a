"""Whether a message is the friend's, unchanged: its MAC, under a key only the two sides share.

The key is an ECDH agreement of the two identity keys (exchanged in the invitation and its
answer). The MAC is checked once a message, before anything costs a curve product; only a
message that holds (or an invitation holding nothing else than an invitation may) is worth work.

The invitation and its answer travel unauthenticated (nothing is shared yet): whoever carries them
could answer in the guest's place, or stand between the two. The game's code shows it: a hash of
the game and of both identity keys, which the two players compare over a channel they trust (read
aloud on a call, side by side), as Signal's safety numbers do. Anyone in the middle has a key of
its own on each side, so the two codes differ, unless it finds a key whose code matches the other
side's: the code is 20 digits (66 bits), so that takes about 2^66 curve products (a short code
would need a commitment first, as ZRTP's short authentication string does: RFC 6189, 4.4.1.1).
"""

from __future__ import annotations

import hashlib
from typing import Any

from . import curve, reader, wire
from .wire import FairError

CODE_DIGITS = 20  # log2(10^20) = 66.4 bits: a key that matches another's code is not found by trying
CODE_SPACE = 10 ** CODE_DIGITS


class Authentication:
    """The Party's part that authenticates messages (mixed into Party; one model)."""

    def mac_key(self, identity: int | None = None) -> bytes:
        """The key both sides' messages are authenticated with (``identity``: the other side's, if
        it is not known yet). Made once: it is a curve product, and every message needs it."""
        identity = self.their_identity if identity is None else identity
        if identity is None:
            raise FairError("msg.out_of_order", seq=self.seq_in)
        if self._mac is None or self._mac[0] != identity:
            secret = curve.multiply(self.identity, identity)
            self._mac = identity, hashlib.sha256(b"dvvh mac " + self.game_id.encode() + curve.to_bytes(secret)).digest()
        return self._mac[1]

    def code(self) -> str | None:
        """The game's code, once both identity keys are known: 20 digits in groups of four, the same on
        both sides of an honest game (the module's docstring says what comparing it shows)."""
        if self.their_identity is None:
            return None
        if self._public is None:
            self._public = curve.multiply(self.identity, curve.G)
        host, guest = (self._public, self.their_identity) if self.host else (self.their_identity, self._public)
        digest = hashlib.sha256(b"dvvh code " + self.game_id.encode() + curve.to_bytes(host) + curve.to_bytes(guest))
        number = f"{int.from_bytes(digest.digest()[:16], 'big') % CODE_SPACE:0{CODE_DIGITS}d}"
        return " ".join(number[i:i + 4] for i in range(0, CODE_DIGITS, 4))

    def _worth_work(self, body: dict[str, Any]) -> bool:
        """Is this message the other side's, unchanged (its MAC holds), or an invitation that
        holds nothing else than an invitation may? Only then is any work done for it."""
        if body["n"] == 0:
            try:
                reader.check_invitation(body)
            except FairError:
                return False
            return True
        return self._authentic(body)

    def _authentic(self, body: dict[str, Any]) -> bool:
        """Does a message's MAC hold, under the friend's identity (or, for the message that brings
        it, the one it brings)? Checked once a message, before anything costs a curve product."""
        if body["n"] == 0:
            return False  # the invitation: nothing to authenticate it with yet (trusted on first use)
        identity = self.their_identity
        if identity is None and is_point_text(body.get("i")):
            identity = curve.from_bytes(wire.unb64(body["i"]))
        if identity is None:
            return False
        try:
            wire.check_mac(self.mac_key(identity), body)
        except FairError:
            return False
        return True


def is_point_text(text: object) -> bool:
    try:
        return curve.is_point(int.from_bytes(wire.unb64(text), "big"))
    except FairError:
        return False
