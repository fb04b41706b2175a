"""The session's side of playing a friend on another device (game/fair is the protocol).

A part of Session (one model): inviting, taking a friend's message (a link opened, a code pasted, or the
live channel), going from one remote game to another, and back to the game against the
computer, which stays stored untouched meanwhile (as during a lesson).
"""

from __future__ import annotations

from collections.abc import Iterator

from ..fair.wire import FairError
from ..sides import SIDES, other
from .friends import Friends
from .modes import Mode
from .remote import REMOTE_KEY, Remote, RemoteGame, game_of, received
from .screen import Message
from .storage import STATS_KEY, count_friend_result, dump_stats


class FriendPlay:
    """Remote games in a session (see the module docstring); it uses the Session's own methods."""

    remote: Remote | None
    friends: Friends

    def host_remote(self, side: str) -> None:
        """Invite a friend to a new game in which this player is ``side``: the invitation is the
        first message to send."""
        if side not in SIDES:
            raise ValueError(f"not a side: {side!r}")
        remote = Remote(self.friends.host_party(side))
        remote.flush()
        self._open_remote(remote)

    def remote_work(self) -> list[tuple[int, int]]:
        """What the remote game in play will surely need soon (done while the player thinks)."""
        return self.remote.party.work_ahead() if self.remote is not None else []

    def remote_steps(self, part: str = "") -> Iterator[bool | None]:
        """The next shuffles of the remote game in play and their proofs, and the shares it owes or
        may owe (``part``: "shuffles", "shares", or "" for both), made while the player thinks."""
        if self.remote is not None and not self.remote.ended:
            party = self.remote.party
            steps = {"shuffles": party.shuffle_steps_ahead, "shares": party.share_steps_ahead}.get(part)
            yield from (steps or party.steps_ahead)()

    def open_remote(self, game_id: str) -> None:
        """Go back to a remote game from the list."""
        remote = self.friends.games.get(game_id)
        if remote is not None and remote is not self.remote:
            self._open_remote(remote)

    def take_part(self, text: str) -> str | None:
        """One part of a message split over several links: kept (and stored) until every part is
        in, in any order; then the whole message. Where it stands, or what is wrong, is said."""
        try:
            token, where = self.friends.inbox.add(text)
        except FairError as error:
            token, where = None, None
            self.message = Message("fair.title", "", words=f"fair.{error.key}", params=dict(error.params))
        if token is None and where is not None:
            self.message = Message("fair.part_title", "", words="fair.msg.part_kept", params=where)
        elif token is not None and self.message is not None and self.message.title == "fair.part_title":
            self.message = None  # whole now: what the last part said is past
        self.writes[REMOTE_KEY] = self.friends.stored(self.remote and self.remote.party.game_id, self.tab)
        return token

    def take_message(self, text: str, reply: bool = True) -> bool:
        """A message from the friend: applied to its game (an invitation starts one), and answered
        at once unless ``reply`` is False (then ``reply_remote`` answers). One that cannot be
        applied is explained in words, and changes nothing. True if it was applied.
        A part of a message is kept until the message is whole (``take_part``). While another tab
        plays the friend's game, this one applies nothing (it would answer a second time)."""
        if self.elsewhere and self.remote is not None:
            self.message = Message("fair.title", "", words="fair.msg.elsewhere")
            return False
        from ..fair.reader import is_part  # the fair deal loads when first used (issue 35)

        if is_part(text):
            whole = self.take_part(text)
            if whole is None:
                self._save()
                return False
            text = whole
        remote = None
        try:
            game_id, invitation = game_of(text)
            remote = self.friends.games.get(game_id)
            if remote is None:
                if not invitation:
                    raise FairError("msg.unknown_game")
                party = self.friends.invited_party(text, game_id)
                events = received(party, text)
                self._open_remote(Remote(party, told=events))
                remote = self.remote
            else:
                if remote is not self.remote:
                    self._open_remote(remote)
                events = remote.take(text)
                self._happened(other(remote.party.side), events)
        except FairError as error:
            if remote is None or remote.error is None:  # not about a game in play: said in a dialog
                self.message = Message("fair.title", "", words=f"fair.{error.key}", params=dict(error.params))
            if remote is not None:
                self._count_remote(remote)  # a cheat proven ends the game: the cheater's loss
            self._save()
            return False
        if reply:
            remote.flush()
        self._count_remote(remote)
        self._replan()
        self._save()
        return True

    def reply_remote(self) -> bool:
        """The answer due to the friend's game in play, made now (True if one was)."""
        remote = self.remote
        if remote is None:
            return False
        before = remote.party.last_sent
        remote.flush()
        if remote.party.last_sent == before and not remote.to_send:
            return False
        self._replan()
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
        self._replan()
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
        """The friend's games on this device, the one in play first, then by whose turn it is."""
        return self.friends.listed(self.remote and self.remote.party.game_id)

    def forget_remote(self, game_id: str) -> None:
        """Remove a remote game from this device (not the one in play)."""
        if self.remote is None or self.remote.party.game_id != game_id:
            self.friends.games.pop(game_id, None)
            self.writes[REMOTE_KEY] = self.friends.stored(None, self.tab)

    def _open_remote(self, remote: Remote) -> None:
        self._put_aside()  # a lesson (and a remote game in play) is put aside first
        if self.unsaved:
            self.write_autosave()  # the game against the computer is stored as it is, to come back to
        self.own_choice = (self.mode, self.level)
        self.remote = remote
        self.friends.games[remote.party.game_id] = remote
        self.mode = Mode.REMOTE
        self.welcome = False
        self._adopt(remote.table, remote.told, remote.party.side, handover=False, result_settled=True, ai_seed=0)

    def _put_remote_aside(self) -> None:
        if self.remote is not None:
            self.writes[REMOTE_KEY] = self.friends.stored(None, self.tab)
            self.remote = None
            self.unsaved = False  # written just now, with the other remote games: the autosave is another game's
            self.mode, self.level = self.own_choice
