"""The parts of the friend's messages too long for one link (a shuffle and its proof), kept until
every part has been opened, in any order, then given back as one message (game/fair/wire.split).

A part names its message by a hash of the whole, so no part can be checked alone: anyone who can
send the player a link can send a junk part under a real message's id. So a junk part poisons
nothing: every different piece opened for a place is kept (a few, the latest first), and the
message is whole once one piece for each place makes the message its id names; the others are
dropped then. A part of a message already whole gives that message again (the party then says it
was applied, and nothing changes).

The parts are stored with the remote games (a reload between two parts loses nothing), and
bounded: at most ``MESSAGES`` messages waiting, each with at most ``KEPT`` pieces of at most
``wire.LIMIT`` characters (the reader checks each part before it is kept).
"""

from __future__ import annotations

from itertools import product
from typing import Any

from ..fair import wire
from ..fair.wire import FairError

MESSAGES = 4  # messages whose parts are kept at once (the oldest is dropped for a fifth)
KEPT = 2 * wire.MAX_PARTS  # pieces kept for one message (the oldest dropped): its parts and as many others
CHOICES = 2  # pieces tried for one place (the latest): at most 2^9 joins to find the message
WHOLE = 2  # messages made whole lately, kept in memory (a part of one opened again gives it again)

Piece = tuple[int, int, str]  # (count, number, piece), as a part says


class Inbox:
    """Parts kept, by the id of the message they belong to (see the module docstring)."""

    def __init__(self) -> None:
        self.kept: dict[str, list[Piece]] = {}  # id -> the different pieces opened, the latest last
        self.whole: dict[str, str] = {}  # id -> the message its parts made lately

    @property
    def pending(self) -> dict[str, tuple[int, dict[int, str]]]:
        """Each message's latest count and, for each place, its latest piece (the session's look ahead)."""
        view = {}
        for name, pieces in self.kept.items():
            count = pieces[-1][0]
            view[name] = count, {number: piece for c, number, piece in pieces if c == count}
        return view

    def add(self, text: str) -> tuple[str | None, dict[str, int]]:
        """Keep one part: the whole message once one piece for each place makes it (else None), and
        where the message stands (this part's number, the count, how many places are left). FairError
        for a part that is none ("msg.unreadable"), or for one that shows junk under this id: two
        pieces for one place, or every place filled and no whole ("msg.parts"; all is kept, the
        right part may still come)."""
        from ..fair import reader  # the fair deal loads when first used (issue 35)

        name, number, count, piece = reader.read_part(text)
        where = {"number": number, "count": count, "left": 0}
        if name in self.whole:
            return self.whole[name], where
        pieces = self.kept.pop(name, [])
        clash = any(c != count or (n == number and p != piece) for c, n, p in pieces)
        if (count, number, piece) in pieces:
            pieces.remove((count, number, piece))
        pieces.append((count, number, piece))
        self.kept[name] = pieces[-KEPT:]  # the latest last: the oldest message goes first
        while len(self.kept) > MESSAGES:
            del self.kept[next(iter(self.kept))]
        token = self._assemble(name, count)
        if token is not None:
            del self.kept[name]
            self.whole[name] = token
            while len(self.whole) > WHOLE:
                del self.whole[next(iter(self.whole))]
            return token, where
        where["left"] = count - len({n for c, n, _ in self.kept[name] if c == count})
        if clash or not where["left"]:
            raise FairError("msg.parts")
        return None, where

    def _assemble(self, name: str, count: int) -> str | None:
        """The message one piece for each place makes (the latest pieces tried first), if any does."""
        choices = [[p for c, n, p in reversed(self.kept[name]) if c == count and n == number][:CHOICES]
                   for number in range(1, count + 1)]
        if not all(choices):
            return None
        from ..fair import reader  # the fair deal loads when first used (issue 35)

        for pieces in product(*choices):
            try:
                return reader.join(name, list(pieces))
            except FairError:
                continue
        return None

    def to_json(self) -> dict[str, Any]:
        return {name: [list(piece) for piece in pieces] for name, pieces in self.kept.items()}

    @classmethod
    def from_json(cls, data: Any) -> Inbox:
        """Parts as stored (or as stored before junk was kept apart: ``[count, {number: piece}]``);
        anything that is not one is left out (each is read again as a part)."""
        inbox = cls()
        if not isinstance(data, dict):
            return inbox
        from ..fair import reader  # the fair deal loads when first used (issue 35)

        for name, entry in list(data.items())[-MESSAGES:]:
            if isinstance(entry, list) and len(entry) == 2 and isinstance(entry[1], dict):
                entry = [[entry[0], number, piece] for number, piece in entry[1].items()]  # the older form
            if not isinstance(entry, list):
                continue
            try:
                pieces = []
                for count, number, piece in entry[-KEPT:]:
                    read, number, count, piece = reader.read_part(f"{wire.PART_PREFIX}{name}{number}{count}{piece}")
                    if read != name:
                        raise FairError("msg.parts")
                    pieces.append((count, number, piece))
            except (FairError, TypeError, ValueError):
                continue
            if pieces:
                inbox.kept[name] = pieces
        return inbox
