"""Whether a message is the friend's, unchanged: its MAC, under a key only the two sides share.

The key is an ECDH agreement of the two identity keys (exchanged in the invitation and its
answer). The MAC is checked once a message, before anything costs a curve product; only a
message that holds (or an invitation holding nothing else than an invitation may) is worth work.
"""

from __future__ import annotations

import hashlib
from typing import Any

from . import curve, reader, wire
from .wire import FairError


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
