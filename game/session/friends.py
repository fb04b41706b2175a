"""A friend's games kept on this device, as one component: the games, the parts of a message
still awaiting the others, a party made ahead, and the work ahead the page runs in slices.

It never changes the game in play: opening a friend's game, taking a message into it and leaving
it are the session's (friend.py), which asks this component for what it keeps.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from ..fair.wire import FairError
from ..sides import SIDES
from .inbox import Inbox
from .remote import Remote, RemoteGame, dump_remote_games, game_of

if TYPE_CHECKING:
    from ..fair.party import Party

ORDER = {"yours": 0, "theirs": 1, "over": 2}  # the list: games waiting for this player first


class Friends:
    """The friend's games on this device (see the module docstring)."""

    def __init__(self, games: dict[str, Remote] | None = None, inbox: Inbox | None = None):
        self.games: dict[str, Remote] = games if games is not None else {}
        self.inbox = inbox if inbox is not None else Inbox()  # parts of a message, until it is whole
        self.next_party: Party | None = None  # a party made ahead (its first steps' work done in slices)

    def stored(self, current: str | None, tab: str | None) -> str:
        """What to store: every game, the one in play (``current``), the inbox, the tab storing them."""
        return dump_remote_games(self.games, current, self.inbox, tab)

    def listed(self, current: str | None) -> tuple[RemoteGame, ...]:
        """The games as listed: the one in play first, then by whose turn it is."""
        entries = [remote.entry() for remote in self.games.values()]
        return tuple(sorted(entries, key=lambda e: (e.game_id != current, ORDER[e.state])))

    def whole(self, text: str) -> str:
        """The message a part completes, if it is the last one missing; else the text itself."""
        from ..fair.reader import is_part, join, read_part  # the fair deal loads when first used (issue 35)

        if not is_part(text):
            return text
        try:
            name, number, count, piece = read_part(text)
        except FairError:
            return text
        known = self.inbox.pending.get(name)
        if known is None or known[0] != count or len(known[1] | {number: piece}) != count:
            return text
        try:
            return join(name, [(known[1] | {number: piece})[i] for i in range(1, count + 1)])
        except FairError:
            return text

    def host_party(self, side: str) -> Party:
        """The party of a new game this player hosts as ``side``: the one made ahead, if it fits."""
        ready, self.next_party = self.next_party, None
        from ..fair.party import Party  # the fair deal loads when first used (issue 35)

        return ready if ready is not None and ready.host and ready.side == side else Party.new_host(side)

    def invited_party(self, text: str, game_id: str) -> Party:
        """The party an invitation starts: the one made ahead for it, if it fits."""
        ready, self.next_party = self.next_party, None
        from ..fair.party import Party  # the fair deal loads when first used (issue 35)

        return ready if ready is not None and ready.game_id == game_id and not ready.host else Party.invited(text)

    # ----- work ahead: the page works out these curve products in slices before it calls in -----

    def invitation_work(self, side: str) -> list[tuple[int, int]]:
        """What inviting a friend as ``side`` will need (its party is made now, to be used then)."""
        from ..fair.party import Party  # the fair deal loads when first used (issue 35)

        self.next_party = Party.new_host(side) if side in SIDES else None
        return self.next_party.work_ahead() if self.next_party else []

    def message_work(self, text: str) -> list[tuple[int, int]]:
        """What taking this message will need."""
        text = self.whole(text)
        try:
            game_id, invitation = game_of(text)
            remote = self.games.get(game_id)
            if remote is not None:  # and Dracula's next shuffle, which his answer may carry
                return remote.party.work_for(text) + remote.party.work_ahead()
            if invitation:
                from ..fair.party import Party  # the fair deal loads when first used (issue 35)

                self.next_party = Party.invited(text)
                return self.next_party.work_for(text)
        except FairError:
            pass
        return []

    # ----- work ahead in steps: shuffles' proofs made and checked (after the products above) -----

    def invitation_steps(self) -> Iterator[None]:
        """The first shuffle and its proof of the party ``invitation_work`` made (a host Dracula's)."""
        if self.next_party is not None:
            yield from self.next_party.steps_ahead(rounds=1)

    def message_steps(self, text: str) -> Iterator[None]:
        """The proof of a shuffle this message brings, checked (the verdict is kept for the party);
        Van Helsing's own shuffle of it made, if it holds; what this side surely owes made, up to
        the work that is only a convenience (the shares it may owe later, the next round's shuffle):
        that waits until the message is taken and answered. (Made before, it was four fifths of a
        draw's wait: 52 ms of its 61 under CPython.)"""
        text = self.whole(text)
        try:
            game_id, invitation = game_of(text)
        except FairError:
            return
        remote = self.games.get(game_id)
        party = remote.party if remote is not None else self.next_party if invitation else None
        if party is not None and party.game_id == game_id:
            yield from party.steps_for(text)
            for convenience in party.steps_ahead():
                if convenience:
                    return
                yield
