"""One side of a game between two browsers: its fields, and the jobs it is made of (docs/FAIR.md).

A Party is everything one player's browser holds: its own secrets, the ciphertexts, the shares
the other side gave it, and the moves. It never holds the other side's hidden cards: those exist
here only as ciphertexts until the rules let this side read them (R-SECRET).

Two Parties talk only through messages (wire.py), strictly in turn: the host sends the even
numbers, the guest the odd ones. ``outgoing`` says what this side owes the other now (its
commitment, its shuffle, shares of cards the other may now see, its moves, a finished round's
key); ``receive`` checks a message and applies it, or raises FairError and changes nothing.

- R-RANK: the ranking is drawn by commit and reveal: the host commits to a random value in the
  invitation, the guest answers with its own, the host reveals; the ranking comes from both.
- R-DEAL, R-NEW: each round is shuffled by both (deck.py), and its keys published when it ends.
- Every move of the other side is played on this side's engine as it arrives (world.py): an
  illegal move is refused. At a round's end both keys are known, and the whole round is audited:
  both shuffles, every share, every move; the round is then resolved on the true deal.

This module holds the Party's fields and how a game starts; each job's methods are in a module of
its own: knowledge (what this side knows and plays), sending (what is owed and sent), receiving,
authentication (the MAC), audit, recording (the engine's game), ahead (work ahead), storing; a
round's keys are round_keys.RoundKeys, the ranking's draw ranking.py.
"""

from __future__ import annotations

import secrets
from collections.abc import Generator
from typing import Any

from ..engine import Game
from ..position import ROUNDS
from ..sides import SIDES
from . import curve, reader, share_proof
from .ahead import WorkAhead
from .audit import Audit
from .authentication import Authentication
from .group import Point
from .knowledge import Knowledge
from .receiving import Receiving
from .recording import Recording
from .round_keys import DRACULA, VAN_HELSING, RoundKeys
from .sending import Sending
from .storing import STORE_VERSION, Storing
from .world import Scoreboard

__all__ = ["DRACULA", "STORE_VERSION", "VAN_HELSING", "Party", "RoundKeys"]  # the names the callers import


class Party(Knowledge, Sending, Receiving, Authentication, Audit, Recording, WorkAhead, Storing):
    """One side of a remote game (see the module docstring): one model; each job's methods in a
    module of its own."""

    def __init__(self, side: int, host: bool, game_id: str):
        self.me = side
        self.host = host
        self.game_id = game_id
        self.identity = curve.new_key()  # authenticates messages (an ECDH key, with the other's)
        self.their_identity: int | None = None
        self.value = secrets.token_bytes(32)  # this side's share of the ranking's randomness
        self.their_value: bytes | None = None
        self.their_commitment: str | None = None
        self.sent_hello = self.sent_reveal = False
        self.seq_out = 0 if host else 1
        self.seq_in = 1 if host else 0
        self.last_digest: str | None = None
        self.their_digest: str | None = None  # the last message taken from the friend (a second answer is a fork)
        self.last_sent: str | None = None
        self.scores = Scoreboard()  # what carries from round to round (R-NEW); stored as "board"
        self.ranked = False
        self.crypts: dict[int, RoundKeys] = {n: RoundKeys() for n in range(1, ROUNDS + 1)}  # keys ready for every round
        self.moves: list[str] = []  # this round's moves
        self.unsent: list[str] = []  # this side's moves not yet sent
        self.deals: dict[int, list[int]] = {}  # audited rounds' deals (rebuilt from keys, never stored)
        self._facts: dict[int, int] = {}
        self._final: Game | None = None  # the whole game, once it is over (rebuilt from the keys)
        self._world: Game | None = None
        self._order: list[int] = []
        self._mac: tuple[int, bytes] | None = None  # the MAC key, and the identity it was made with
        self._public: int | None = None  # this side's identity's public key (a curve product), once worked out
        self._ahead: dict[tuple[int, str], tuple[bytes, list[Point], bytes]] = {}  # layers made ahead
        self._shares_ahead: dict[tuple[int, int], Point] = {}  # (round, position) -> this side's share, made ahead
        self._proof_ahead: share_proof.Ahead | None = None  # the next share proof's randomness and products
        self._making: dict[tuple[int, bytes], Generator] = {}  # layers being made ahead, to resume (steps_ahead)

    @classmethod
    def new_host(cls, side: str) -> Party:
        return cls(SIDES.index(side), True, secrets.token_hex(8))

    @classmethod
    def invited(cls, invitation: str) -> Party:
        """The guest's side of the game an invitation starts, before it reads the invitation
        (FairError if the message is not one)."""
        body = reader.read(invitation)
        reader.check_invitation(body)
        return cls(SIDES.index(body["side"]), False, body["g"])

    @classmethod
    def joining(cls, invitation: str) -> tuple[Party, list[dict[str, Any]]]:
        """The guest's side of the game an invitation starts, having read it."""
        party = cls.invited(invitation)
        return party, party.receive(invitation)

    @property
    def side(self) -> str:
        return SIDES[self.me]

    @property
    def round(self) -> RoundKeys:
        return self.crypts[self.scores.round]

    @property
    def winner(self) -> str | None:
        return None if self.scores.winner < 0 else SIDES[self.scores.winner]

    def shuffle_context(self, number: int, field: str) -> bytes:
        """What a shuffle's proof is bound to: this game, this round, this layer (a proof cannot be
        replayed in another)."""
        return f"dvvh shuffle game {self.game_id} round {number} layer {field}".encode()

    def share_context(self, number: int, side: int) -> bytes:
        """What a message's proof of its shares is bound to: this game, this round, the sender."""
        return f"dvvh shares game {self.game_id} round {number} from {SIDES[side]}".encode()
