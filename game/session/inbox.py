"""The parts of the friend's messages too long for one link (a shuffle and its proof), kept until
every part has been opened, in any order, then given back as one message (game/fair/wire.split).

The parts are stored with the remote games (a reload between two parts loses nothing), and
bounded: at most ``MESSAGES`` messages waiting, each of at most ``wire.MAX_PARTS`` parts of at
most ``wire.LIMIT`` characters (the reader checks each part before it is kept).
"""

from __future__ import annotations

from typing import Any

from ..fair import wire
from ..fair.wire import FairError

MESSAGES = 4  # messages whose parts are kept at once (the oldest is dropped for a fifth)


class Inbox:
    """Parts kept, by the id of the message they belong to (see the module docstring)."""

    def __init__(self) -> None:
        self.pending: dict[str, tuple[int, dict[int, str]]] = {}  # id -> (count, number -> piece)

    def add(self, text: str) -> tuple[str | None, dict[str, int]]:
        """Keep one part: the whole message once every part is in (else None), and where the
        message stands (this part's number, the count, how many are left). FairError for a part
        that is none, or parts that do not make the message their id names (they are dropped)."""
        from ..fair import reader  # the fair deal (its shuffle proof's sizes) loads when first used

        name, number, count, piece = reader.read_part(text)
        known = self.pending.pop(name, None)
        pieces = known[1] if known is not None and known[0] == count else {}
        if known is not None and known[0] != count:
            raise FairError("msg.parts")  # two counts for one message: none of it is to be trusted
        if pieces.get(number, piece) != piece:
            raise FairError("msg.parts")  # a part opened twice, not the same twice
        pieces[number] = piece
        where = {"number": number, "count": count, "left": count - len(pieces)}
        if len(pieces) == count:
            return reader.join(name, [pieces[i] for i in range(1, count + 1)]), where
        self.pending[name] = count, pieces  # the latest last: the oldest goes first
        while len(self.pending) > MESSAGES:
            del self.pending[next(iter(self.pending))]
        return None, where

    def to_json(self) -> dict[str, Any]:
        return {name: [count, {str(i): piece for i, piece in sorted(pieces.items())}]
                for name, (count, pieces) in self.pending.items()}

    @classmethod
    def from_json(cls, data: Any) -> Inbox:
        """Parts as stored; anything that is not one is left out (each is read again as a part)."""
        inbox = cls()
        if not isinstance(data, dict):
            return inbox
        from ..fair import reader  # the fair deal (its shuffle proof's sizes) loads when first used

        for name, entry in list(data.items())[-MESSAGES:]:
            if not (isinstance(entry, list) and len(entry) == 2 and isinstance(entry[1], dict)):
                continue
            count, pieces = entry
            try:
                for number, piece in pieces.items():
                    text = f"{wire.PART_PREFIX}{name}{number}{count}{piece}"
                    checked = reader.read_part(text)
                    if checked[0] != name:
                        raise FairError("msg.parts")
                    inbox.pending.setdefault(name, (checked[2], {}))[1][checked[1]] = checked[3]
            except (FairError, TypeError):
                inbox.pending.pop(name, None)
        return inbox
