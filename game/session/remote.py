"""A game against a friend on another device, as the session plays it (the protocol is game/fair/).

``RemoteTable`` stands where the session keeps a Game: it answers the same few questions (whose
move, the view, the legal actions, the winner) from one side's Party, which never holds the other
side's hidden cards. ``Remote`` adds what the screen needs: the message to send now, the way it
goes (by messages, or live over a data channel), and what went wrong, in words. Remote games are
stored apart from the game against the computer (``REMOTE_KEY``), all of them, so the player can
go back and forth between them.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..describe import Line
from ..engine import Game
from ..fair.wire import FairError
from ..jsontext import field_of, read_json
from .inbox import Inbox
from .journal import Journal

if TYPE_CHECKING:  # the fair deal (game/fair/party.py, reader.py) loads when first used: a first game needs none
    from ..fair.party import Party

REMOTE_KEY = "dvvh.remote"
FORMAT = "dracula-vs-van-helsing/remote-games"
VERSION = 1  # of the list (each game's party has a version of its own: PARTY_VERSION)
MAX_TEXT = 2_000_000


ENDINGS = ("abandoned", "cheat")  # how a game ends before its time: the friend's loss, by forfeit


class RemoteTable:
    """The game in play, seen from one side of a remote game (what the session asks of a Game)."""

    def __init__(self, party: Party, told: list[dict[str, Any]]):
        self.party = party
        self.ended: str | None = None  # one of ENDINGS: this side won by forfeit
        self.told = told  # what this side was told (Remote.told): each move's events are added

    @property
    def to_move(self) -> str | None:
        """The side to decide now: None while a card or an answer is awaited (nobody can act)."""
        party = self.party
        mover = party.to_move
        if self.ended or mover is None or (mover == party.side and party.waiting_for_cards()):
            return None
        return mover

    @property
    def winner(self) -> str | None:
        return self.party.side if self.ended else self.party.winner

    @property
    def win_reason(self) -> str | None:
        return self.ended or self.party.scores.win_reason

    @property
    def win_district(self) -> int:
        return self.party.scores.win_district

    @property
    def history(self) -> list[str]:
        return [*(str(m) for m in self.party.scores.history), *self.party.moves]

    def view(self, side: str) -> dict[str, Any]:
        if side != self.party.side:
            raise ValueError("a remote game shows only its own side's view (R-SECRET)")
        view = self.party.view()
        if view is None:  # before the first deal: an empty table, nobody to move
            view = Game.from_position(_empty()).view(side)
            view.pop("legal_actions", None)
            view["holders"] = {s: [None] * 5 for s in view["holders"]}
            view["deck_size"] = 0
            view["to_move"] = None
        return view

    def legal_actions(self) -> list[str]:
        return [] if self.ended else self.party.legal_actions()

    def play(self, action: str, side: str | None = None) -> list[dict[str, Any]]:  # noqa: ARG002 - the party's side
        events = self.party.act(action)
        self.told.extend(events)
        return events

    def clone(self) -> Game:
        world = self.party.world()
        if world is None:
            raise ValueError("no deal yet")
        return world.clone()


def _empty():
    from ..engine import new_game
    return new_game(seed=0)


@dataclass(frozen=True)
class RemoteGame:
    """A remote game in the list: whose turn it is, as far as this side knows."""

    game_id: str
    side: str
    round: int
    state: str  # "yours", "theirs" (their move, or an answer awaited) or "over"
    winner: str | None


@dataclass(frozen=True)
class RemoteScreen:
    """What the remote game's panel shows."""

    game_id: str
    side: str
    outbox: str | None  # the message to send the friend now (by messages), else None
    waiting: str | None  # what is awaited: "answer" (a message from the friend), else None
    live: str  # "off", "connecting" or "on"
    error: Line | None  # the last message refused, and why
    dispute: Line | None  # a cheat caught: the game stops here
    first: str | None  # the outbox is the game's first message: "invite" (the host's) or "join" (the guest's)
    dealt: bool  # the colour ranking is drawn and the cards dealt (before, the table is only a sketch)
    last: str | None = None  # the last message sent (to send again, if the friend lost it)
    over: bool = False  # the game is over (only a last message may be left to send)
    recorded: bool = False  # over with every round's keys known: replayed, reviewed, exported like any game
    owed_key: bool = False  # the friend owes the round's key: the player may end the game (``abandon``)
    ended: str | None = None  # over before its time, won by forfeit: "abandoned" or "cheat"
    due: bool = False  # an answer is due and not yet made (the page makes what it needs first: ``Reply``)
    code: str | None = None  # the game's code, once both identity keys are known (fair/authentication.py)


def received(party: Party, token: str) -> list[dict[str, Any]]:
    """The friend's message applied to ``party``: its events, and, after the message that brings the
    friend's identity key (the invitation, the answer to it), the game's code, told once in the log: the
    same code on both screens shows that no one stands between the friends (docs/FAIR.md)."""
    known = party.their_identity is not None
    events = party.receive(token)
    if not known and party.their_identity is not None:
        events = [*events, {"type": "game_code", "code": party.code()}]
    return events


class Remote:
    """The remote game in play: its party, its connection, and what went wrong."""

    def __init__(self, party: Party, error: Line | None = None, dispute: Line | None = None,
                 ended: str | None = None, counted: bool = False, told: list[dict[str, Any]] | None = None):
        self.party = party
        # the events this side was told, as it was told them (R-SECRET's filter applied): the log and
        # the rounds' outcomes come back from them after a reload, or when the game is opened again
        self.told: list[dict[str, Any]] = told if told is not None else []
        self.table = RemoteTable(party, self.told)
        self.table.ended = ended if ended in ENDINGS else "cheat" if dispute is not None else None
        self.live = "off"
        self.error = error
        self.dispute = dispute
        self.counted = counted  # its result is in the statistics
        self.to_send: list[str] = []  # live: messages for the data channel, in order

    @property
    def ended(self) -> str | None:
        return self.table.ended

    def over(self) -> bool:
        return self.table.winner is not None

    def friend_owes_key(self) -> bool:
        """Has this side published the round's key, and the friend not? (A friend who lost the round
        may never send it: the game would stall there for good.)"""
        party = self.party
        crypt = party.round
        return not self.over() and party.round_over() and crypt.sent_key and crypt.their_key is None

    def abandon(self) -> None:
        """End the game as abandoned by the friend, who owes the round's key: this side wins by
        forfeit, and the friend's messages are refused from now on (ValueError if nothing is owed)."""
        if not self.friend_owes_key():
            raise ValueError("the friend owes nothing: the game goes on")
        self.table.ended = "abandoned"

    def flush(self) -> None:
        """Make the message that is due now, if one is (live: queue it for the channel)."""
        if self.dispute is not None or self.ended:
            return
        live = self.live == "on"
        while self.party.due(live):
            token = self.party.outgoing()
            if live:
                self.to_send.append(token)
            else:
                break

    def take(self, token: str) -> list[dict[str, Any]]:
        """Apply the friend's message: its events (as this side may see them). FairError as the
        party raises it; a cheat it proves ends the game (``dispute``), as the cheater's loss. Once
        the game has ended, every message is refused."""
        try:
            if self.ended:
                raise FairError("msg.ended")
            events = received(self.party, token)
        except FairError as error:
            if error.key == "msg.old" and self.live == "on":
                return []  # live, a message sent again when the channel came up: already here
            line: Line = (f"fair.{error.key}", dict(error.params))
            if error.key.startswith("cheat.") and not self.ended:
                self.dispute = line
                self.table.ended = "cheat"
            self.error = line
            raise
        self.error = None
        self.told.extend(events)
        return events

    def outbox(self) -> str | None:
        """The message to send now by hand (live, the channel sends it)."""
        party = self.party
        answered = not party.holds_turn_to_speak()
        return party.last_sent if answered and self.live != "on" and party.last_sent and not self.ended else None

    def first(self) -> str | None:
        """Is the message to send the game's first: "invite" (the host's) or "join" (the guest's)?"""
        if not self.outbox():
            return None
        return {2: "invite", 3: "join"}.get(self.party.seq_out)

    def screen(self) -> RemoteScreen:
        party = self.party
        answered = not party.holds_turn_to_speak()
        outbox, first = self.outbox(), self.first()
        return RemoteScreen(game_id=party.game_id, side=party.side, outbox=outbox,
                            waiting="answer" if answered else None, live=self.live, error=self.error,
                            dispute=self.dispute, first=first, dealt=party.playable() and party.ranked,
                            last=party.last_sent, over=self.over(), recorded=party.winner is not None,
                            owed_key=self.friend_owes_key(), ended=self.ended,
                            due=not self.ended and self.dispute is None and party.due(self.live == "on"),
                            code=party.code())

    def entry(self) -> RemoteGame:
        party = self.party
        if self.over() or self.dispute:
            state = "over"
        else:
            state = "yours" if party.holds_turn_to_speak() and self.table.to_move == party.side else "theirs"
        return RemoteGame(party.game_id, party.side, party.scores.round, state, self.table.winner)

    def dump(self) -> dict[str, Any]:
        return {"party": self.party.dump(), "error": self.error and list(self.error),
                "dispute": self.dispute and list(self.dispute), "ended": self.ended, "counted": self.counted,
                "told": self.told}

    @classmethod
    def load(cls, data: Any) -> Remote:
        """A stored remote game (one stored before games ended by forfeit or were counted loads
        too: a game stopped by a cheat is the cheater's loss; none is counted again)."""
        if not isinstance(data, dict):
            raise ValueError("not a remote game")
        from ..fair.party import Party  # the fair deal loads when first used

        party = Party.load(data.get("party"))
        dispute = _line(data.get("dispute"))
        counted = data.get("counted")
        if not isinstance(counted, bool):  # stored before results were counted: a game over stays uncounted
            counted = party.winner is not None or dispute is not None
        told = data.get("told")
        if not _tellable(told, party.side):
            told = []  # stored before the log was kept, or damaged: the game goes on, its log from here
        return cls(party, _line(data.get("error")), dispute, data.get("ended"), counted, told)


def _tellable(told: Any, side: str) -> bool:
    """Is a stored log one the journal can tell (a damaged one would stop the screen, not the load)?"""
    if not (isinstance(told, list) and all(isinstance(event, dict) for event in told)):
        return False
    try:
        Journal(told, {side})
    except (KeyError, TypeError, ValueError, IndexError, AttributeError):
        return False
    return True


def _line(value: Any) -> Line | None:
    if isinstance(value, list) and len(value) == 2 and isinstance(value[0], str) and isinstance(value[1], dict):
        return value[0], value[1]
    return None


def remote_owner(text: str | None) -> str | None:
    """The browser tab that stored the remote games last (None: unknown)."""
    tab = field_of(text, "tab", "the remote games", MAX_TEXT)
    return tab if isinstance(tab, str) else None


def load_remote_games(text: str | None) -> tuple[dict[str, Remote], str | None, int]:
    """The stored remote games, the one in play (if the player was in one), and how many did not load."""
    if not text:
        return {}, None, 0
    try:
        data = read_json(text, ValueError, "the remote games", MAX_TEXT)
    except ValueError:
        return {}, None, 1
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("games"), dict):
        return {}, None, 1
    games, damaged = {}, 0
    for game_id, stored in data["games"].items():
        try:
            games[str(game_id)] = Remote.load(stored)
        except (ValueError, KeyError, TypeError):
            if not of_a_newer_party(stored):
                damaged += 1
    current = data.get("current")
    return games, current if current in games else None, damaged


def newer_games(text: str | None) -> str | None:
    """The stored games a newer build made (their party is of a version this build does not play),
    as a list of their own to set aside; None when there is none."""
    try:
        data = read_json(text, ValueError, "the remote games", MAX_TEXT) if text else None
    except ValueError:
        return None
    games = data.get("games") if isinstance(data, dict) else None
    if not isinstance(games, dict):
        return None
    newer = {game_id: stored for game_id, stored in games.items() if of_a_newer_party(stored)}
    return json.dumps({**data, "current": None, "games": newer}) if newer else None


def of_a_newer_party(stored: Any) -> bool:
    party = stored.get("party") if isinstance(stored, dict) else None
    version = party.get("version") if isinstance(party, dict) else None
    from ..fair.party import STORE_VERSION as PARTY_VERSION  # the fair deal loads when first used

    return type(version) is int and version > PARTY_VERSION


def dump_remote_games(games: dict[str, Remote], current: str | None, inbox: Inbox | None = None,
                      tab: str | None = None) -> str:
    """The remote games as stored, with the parts of messages still awaiting their other parts, and
    the browser tab that plays them (another tab that played one stops: Session.remote_elsewhere)."""
    data: dict[str, Any] = {"format": FORMAT, "version": VERSION, "current": current,
                            "games": {game_id: remote.dump() for game_id, remote in games.items()}}
    if tab is not None:
        data["tab"] = tab
    if inbox is not None and inbox.pending:
        data["parts"] = inbox.to_json()
    return json.dumps(data, separators=(",", ":"))


def load_inbox(text: str | None) -> Inbox:
    """The parts of messages kept with the remote games (none if there are none, or they do not read)."""
    try:
        data = read_json(text, ValueError, "the remote games", MAX_TEXT) if text else None
    except ValueError:
        data = None
    return Inbox.from_json(data.get("parts") if isinstance(data, dict) else None)


def game_of(text: str) -> tuple[str, bool]:
    """The game a message belongs to, and whether it is an invitation (FairError if it is none)."""
    from ..fair.reader import read  # the fair deal loads when first used

    body = read(text)
    return body["g"], body["n"] == 0


