"""The session's side of playing a friend on another device (game/fair is the protocol).

A mixin of Session: inviting, taking a friend's message (a link opened, a code pasted, or the
live channel), going from one remote game to another, and back to the game against the
computer, which stays stored untouched meanwhile (as during a lesson).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ..fair.wire import FairError
from ..sides import SIDES, other
from .inbox import Inbox
from .remote import REMOTE_KEY, Remote, RemoteGame, dump_remote_games, game_of
from .screen import Message
from .storage import STATS_KEY, count_friend_result, dump_stats

if TYPE_CHECKING:  # the fair deal (game/fair/party.py, reader.py) loads when first used: a first game needs none
    from ..fair.party import Party


class FriendPlay:
    """Remote games in a session (see the module docstring); it uses the Session's own methods."""

    remote: Remote | None
    remote_games: dict[str, Remote]
    next_party: Party | None = None  # a party made ahead (its first steps' work done in slices)
    inbox: Inbox  # parts of the friend's messages, until each is whole (stored with the remote games)

    def whole(self, text: str) -> str:
        """The message a part completes, if it is the last one missing; else the text itself."""
        from ..fair.reader import is_part, join, read_part  # the fair deal loads when first used

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

    def host_remote(self, side: str) -> None:
        """Invite a friend to a new game in which this player is ``side``: the invitation is the
        first message to send."""
        if side not in SIDES:
            raise ValueError(f"not a side: {side!r}")
        from ..fair.party import Party  # the fair deal loads when first used

        ready, self.next_party = self.next_party, None
        remote = Remote(ready if ready is not None and ready.host and ready.side == side else Party.new_host(side))
        remote.flush()
        self._open_remote(remote, [])

    # ----- work ahead: the page works out these curve products in slices before it calls in -----

    def invitation_work(self, side: str) -> list[tuple[int, int]]:
        """What inviting a friend as ``side`` will need (its party is made now, to be used then)."""
        from ..fair.party import Party  # the fair deal loads when first used

        self.next_party = Party.new_host(side) if side in SIDES else None
        return self.next_party.work_ahead() if self.next_party else []

    def message_work(self, text: str) -> list[tuple[int, int]]:
        """What taking this message will need."""
        text = self.whole(text)
        try:
            game_id, invitation = game_of(text)
            remote = self.remote_games.get(game_id)
            if remote is not None:  # and Dracula's next shuffle, which his answer may carry
                return remote.party.work_for(text) + remote.party.work_ahead()
            if invitation:
                from ..fair.party import Party  # the fair deal loads when first used

                self.next_party = Party.invited(text)
                return self.next_party.work_for(text)
        except FairError:
            pass
        return []

    def remote_work(self) -> list[tuple[int, int]]:
        """What the remote game in play will surely need soon (done while the player thinks)."""
        return self.remote.party.work_ahead() if self.remote is not None else []

    # ----- work ahead in steps: shuffles' proofs made and checked (after the products above) -----

    def invitation_steps(self) -> Iterator[None]:
        """The first shuffle and its proof of the party ``invitation_work`` made (a host Dracula's)."""
        if self.next_party is not None:
            yield from self.next_party.steps_ahead(rounds=1)

    def message_steps(self, text: str) -> Iterator[None]:
        """The proof of a shuffle this message brings, checked (the verdict is kept for the party);
        Van Helsing's own shuffle of it made, if it holds; Dracula's next shuffle made."""
        text = self.whole(text)
        try:
            game_id, invitation = game_of(text)
        except FairError:
            return
        remote = self.remote_games.get(game_id)
        party = remote.party if remote is not None else self.next_party if invitation else None
        if party is not None and party.game_id == game_id:
            yield from party.steps_for(text)
            yield from party.steps_ahead()

    def remote_steps(self) -> Iterator[None]:
        """The next shuffles of the remote game in play and their proofs, made while the player thinks."""
        if self.remote is not None and not self.remote.ended:
            yield from self.remote.party.steps_ahead()

    def open_remote(self, game_id: str) -> None:
        """Go back to a remote game from the list."""
        remote = self.remote_games.get(game_id)
        if remote is not None and remote is not self.remote:
            self._open_remote(remote, [])

    def take_part(self, text: str) -> str | None:
        """One part of a message split over several links: kept (and stored) until every part is
        in, in any order; then the whole message. Where it stands, or what is wrong, is said."""
        try:
            token, where = self.inbox.add(text)
        except FairError as error:
            token, where = None, None
            self.message = Message("fair.title", "", words=f"fair.{error.key}", params=dict(error.params))
        if token is None and where is not None:
            self.message = Message("fair.part_title", "", words="fair.msg.part_kept", params=where)
        elif token is not None and self.message is not None and self.message.title == "fair.part_title":
            self.message = None  # whole now: what the last part said is past
        self.writes[REMOTE_KEY] = dump_remote_games(self.remote_games, self.remote and self.remote.party.game_id,
                                                    self.inbox, self.tab)
        return token

    def take_message(self, text: str) -> bool:
        """A message from the friend: applied to its game (an invitation starts one). One that
        cannot be applied is explained in words, and changes nothing. True if it was applied.
        A part of a message is kept until the message is whole (``take_part``). While another tab
        plays the friend's game, this one applies nothing (it would answer a second time)."""
        if self.elsewhere and self.remote is not None:
            self.message = Message("fair.title", "", words="fair.msg.elsewhere")
            return False
        from ..fair.party import Party  # the fair deal loads when first used
        from ..fair.reader import is_part

        if is_part(text):
            whole = self.take_part(text)
            if whole is None:
                self._save()
                return False
            text = whole
        remote = None
        try:
            game_id, invitation = game_of(text)
            remote = self.remote_games.get(game_id)
            if remote is None:
                if not invitation:
                    raise FairError("msg.unknown_game")
                ready, self.next_party = self.next_party, None
                party = ready if ready is not None and ready.game_id == game_id and not ready.host \
                    else Party.invited(text)
                events = party.receive(text)
                self._open_remote(Remote(party), events)
                remote = self.remote
            else:
                if remote is not self.remote:
                    self._open_remote(remote, [])
                events = remote.take(text)
                self._happened(other(remote.party.side), events)
        except FairError as error:
            if remote is None or remote.error is None:  # not about a game in play: said in a dialog
                self.message = Message("fair.title", "", words=f"fair.{error.key}", params=dict(error.params))
            if remote is not None:
                self._count_remote(remote)  # a cheat proven ends the game: the cheater's loss
            self._save()
            return False
        remote.flush()
        self._count_remote(remote)
        self._work = None
        self._save()
        return True

    def abandon_remote(self) -> bool:
        """End the friend's game in play as abandoned by the friend, who owes the round's key (the
        game would stall there for good): this side's win by forfeit, counted in the statistics; the
        friend's messages to it are refused from now on. False if the friend owes nothing."""
        remote = self.remote
        if remote is None or not remote.friend_owes_key():
            return False
        remote.abandon()
        self._count_remote(remote)
        self._work = None
        self._save()
        return True

    def _count_remote(self, remote: Remote) -> None:
        """A friend's game that has just ended goes into the statistics, once."""
        if remote.over() and not remote.counted:
            count_friend_result(self.stats, remote.party.side, remote.table.winner, remote.ended is not None)
            self.writes[STATS_KEY] = dump_stats(self.stats, self.stats_unknown)
            remote.counted = True

    def remote_live(self, state: str) -> None:
        """The live channel's state ("off", "connecting", "on"); when it comes up or drops,
        whatever is due goes the other way (nothing is lost: the last message can be sent again)."""
        remote = self.remote
        if remote is not None and state in ("off", "connecting", "on"):
            party = remote.party
            if state == "on" and remote.live != "on" and not party.holds_turn_to_speak() and party.last_sent:
                remote.to_send.append(party.last_sent)  # it went by link, maybe never opened: again, live
            remote.live = state
            remote.flush()
            self._save()

    def leave_remote(self, stored_game: str | None) -> None:
        """Back from the remote game (kept) to the game in play (``stored_game``, its autosave)."""
        if self.remote is None:
            return
        self._put_remote_aside()
        if not (stored_game and self.resume(stored_game)):
            self.new_game(self.mode, self.level)

    def remote_list(self) -> tuple[RemoteGame, ...]:
        """The remote games, the one in play first, then by whose turn it is."""
        order = {"yours": 0, "theirs": 1, "over": 2}
        entries = [remote.entry() for remote in self.remote_games.values()]
        return tuple(sorted(entries, key=lambda e: (e.game_id != (self.remote and self.remote.party.game_id),
                                                    order[e.state])))

    def forget_remote(self, game_id: str) -> None:
        """Remove a remote game from this device (not the one in play)."""
        if self.remote is None or self.remote.party.game_id != game_id:
            self.remote_games.pop(game_id, None)
            self.writes[REMOTE_KEY] = dump_remote_games(self.remote_games, None, self.inbox, self.tab)

    def _open_remote(self, remote: Remote, events: list[dict[str, Any]]) -> None:
        self._put_lesson_aside()  # a lesson (and a remote game in play) is put aside first
        if self.unsaved:
            self.write_autosave()  # the game against the computer is stored as it is, to come back to
        self.before_lesson = (self.mode, self.level)
        self.remote = remote
        self.remote_games[remote.party.game_id] = remote
        self.mode = "remote"
        self.welcome = False
        self._adopt(remote.table, events, remote.party.side, handover=False, counted=True, ai_seed=0)

    def _put_remote_aside(self) -> None:
        if self.remote is not None:
            self.writes[REMOTE_KEY] = dump_remote_games(self.remote_games, None, self.inbox, self.tab)
            self.remote = None
            self.unsaved = False  # written just now, with the other remote games: the autosave is another game's
            self.mode, self.level = self.before_lesson
