"""One side of a game between two browsers: the fair deal, the moves, the checks (docs/FAIR.md).

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
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Generator
from typing import Any

from ..cards import CODES, COLOURS, DECK_SIZE
from ..engine import Game, IllegalAction, new_game, permutation_number
from ..events import for_side
from ..notation import Action, unpack_moves
from ..position import OVER, ROUNDS
from ..sides import SIDES
from . import curve, deck, group, ranking, reader, share_proof, shuffle_proof, wire
from .group import Point
from .ranking import commitment, drawn
from .wire import FairError
from .world import Scoreboard, forced_draw, known_round, mask_events, masked_view, readable, replayed, visible

DRACULA, VAN_HELSING = 0, 1
FORMAT = "dracula-vs-van-helsing/remote"


# of a stored party (Party.dump); a newer one is set aside, never read as this one. 2: full points and
# shuffle proofs (an older one does not load: the session keeps it aside and says so)
STORE_VERSION = 2

class Round:
    """One round's cryptography, as one side holds it."""

    def __init__(self, key: int | None = None):
        self.key = key if key is not None else curve.new_key()
        self.x: list[Point] | None = None  # Dracula's layer (32 full points)
        self.y: list[Point] | None = None  # both layers: the round's positions
        self.proof: bytes | None = None  # this side's proof of its layer, until it is sent
        self.their_b: Point | None = None  # the key point of the other side's proof (their key·G)
        self.their_key: int | None = None
        self.shares_in: dict[int, int] = {}  # position -> the other side's share
        self.shares_out: set[int] = set()  # positions this side has shared
        self.sent_layer = False
        self.sent_key = False

    def to_json(self) -> dict[str, Any]:
        return {"key": format(self.key, "x"), "x": self.x and _pack_full(self.x),
                "y": self.y and _pack_full(self.y), "proof": self.proof and wire.b64(self.proof),
                "their_b": self.their_b and _pack_full([self.their_b]),
                "their_key": None if self.their_key is None else format(self.their_key, "x"),
                "in": {str(p): format(s, "x") for p, s in self.shares_in.items()}, "out": sorted(self.shares_out),
                "sent_layer": self.sent_layer, "sent_key": self.sent_key}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Round:
        crypt = cls(int(data["key"], 16))
        crypt.x = _unpack_full(data["x"]) if data["x"] else None
        crypt.y = _unpack_full(data["y"]) if data["y"] else None
        crypt.proof = wire.unb64(data["proof"]) if data["proof"] else None
        crypt.their_b = _unpack_full(data["their_b"])[0] if data["their_b"] else None
        crypt.their_key = None if data["their_key"] is None else int(data["their_key"], 16)
        crypt.shares_in = {int(p): int(s, 16) for p, s in data["in"].items()}
        crypt.shares_out = set(data["out"])
        crypt.sent_layer, crypt.sent_key = data["sent_layer"], data["sent_key"]
        return crypt


class Party:
    """One side of a remote game (see the module docstring)."""

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
        self.board = Scoreboard()
        self.ranked = False
        self.crypts: dict[int, Round] = {n: Round() for n in range(1, ROUNDS + 1)}  # keys ready for every round
        self.moves: list[str] = []  # this round's moves
        self.unsent: list[str] = []  # this side's moves not yet sent
        self.deals: dict[int, list[int]] = {}  # audited rounds' deals (rebuilt from keys, never stored)
        self._facts: dict[int, int] = {}
        self._final: Game | None = None  # the whole game, once it is over (rebuilt from the keys)
        self._world: Game | None = None
        self._order: list[int] = []
        self._mac: tuple[int, bytes] | None = None  # the MAC key, and the identity it was made with
        self._ahead: dict[tuple[int, str], tuple[bytes, list[Point], bytes]] = {}  # layers made ahead
        self._shares_ahead: dict[tuple[int, int], Point] = {}  # (round, position) -> this side's share, made ahead

    # ----- starting -----

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
    def round(self) -> Round:
        return self.crypts[self.board.round]

    # ----- what this side knows -----

    def playable(self) -> bool:
        """Is the round's deck dealt (its positions known)? Moves also wait for the ranking."""
        return self.round.y is not None

    def world(self) -> Game | None:
        """This round as far as this side can play it (stand-ins for what it cannot see)."""
        if self._world is None and self.playable():
            self._world, self._order = known_round(self.board, self._facts, self.moves)
        return self._world

    def _changed(self) -> None:
        self._world = None

    def known_cards(self) -> set[int]:
        world = self.world()
        if world is None:
            return set()
        return {self._facts[p] for p in visible(world, self._order, self.me) if p in self._facts}

    def waiting_for_cards(self) -> bool:
        """Does this side's view lack a card the rules let it see (a share still to come)?"""
        world = self.world()
        return world is not None and not visible(world, self._order, self.me) <= self._facts.keys()

    def _withheld(self) -> bool:
        """Does the other side's message leave out a card it owed? Judged before this side's own
        moves that it has not told yet (live, a side may act on while its message waits)."""
        game, order = known_round(self.board, self._facts, self._told())
        return not visible(game, order, self.me) <= self._facts.keys()

    def _told(self) -> list[str]:
        """This round's moves the other side knows of (this side's own not yet sent left out)."""
        return self.moves[:len(self.moves) - len(self.unsent)] if self.unsent else self.moves

    def round_over(self) -> bool:
        world = self.world()
        return world is not None and getattr(world, "ended", None) is not None

    @property
    def winner(self) -> str | None:
        return None if self.board.winner < 0 else SIDES[self.board.winner]

    @property
    def to_move(self) -> str | None:
        world = self.world()
        if world is None or not self.ranked or self.winner or world.phase == OVER:
            return None
        return world.to_move

    def my_turn(self) -> bool:
        """May this side decide now (its move, and every card it may see is known to it)?"""
        return self.to_move == self.side and not self.waiting_for_cards()

    def view(self) -> dict[str, Any] | None:
        if self.winner:  # the game's end: its last round as it was resolved, every card face up
            if self._final is None:
                self._final = self.record()
            return self._final.view(self.side)
        world = self.world()
        if world is None:
            return None
        view = masked_view(world, self.me, self.known_cards())
        if not self.my_turn():
            view.pop("legal_actions", None)
        return view

    def legal_actions(self) -> list[str]:
        return self.world().legal_actions() if self.my_turn() else []

    # ----- this side's moves -----

    def act(self, action: str) -> list[dict[str, Any]]:
        """Play this side's move (IllegalAction if it is not legal or not this side's to make)."""
        if not self.my_turn():
            raise IllegalAction("it is not your decision now")
        action = str(Action.parse(action))
        events = self.world().play(action, side=self.side)
        self.moves.append(action)
        self.unsent.append(action)
        return mask_events(for_side(events, self.side), self.known_cards())

    # ----- what this side owes -----

    def owed(self) -> dict[str, Any]:
        """Everything this side can and should tell the other now (empty: nothing), by name only:
        what costs curve products (its public key, a shuffled deck, shares) is made by ``outgoing``,
        so that asking changes nothing and costs little."""
        body: dict[str, Any] = {}
        if not self.sent_hello:
            body["i"] = True
            if self.host:
                body["c"] = commitment(self.game_id, self.value)
                body["side"] = SIDES[1 - self.me]  # the invited side
            else:
                body["r"] = wire.b64(self.value)
        elif self.host and self.their_value is not None and not self.sent_reveal:
            body["r"] = wire.b64(self.value)
        number = self.board.round
        for ended, crypt in sorted(self.crypts.items()):  # a finished round's key (R-RES: all cards show)
            if not crypt.sent_key and (ended < number or (ended == number and (self.winner or self.round_over()))):
                body["k"] = [ended, format(crypt.key, "x")]
        if self.winner:
            return body
        layer = self._owed_layer()
        if layer is not None:
            body["x" if self.me == DRACULA else "y"] = layer
        give = self._owed_shares()
        if give:
            body["s"] = [number, give]
        if self.unsent:
            body["a"] = list(self.unsent)
        return body

    def _owed_layer(self) -> int | None:
        """The round whose deck this side owes its layer of: Dracula's shuffle of the round (the
        next one's rides along with a finished round's key), Van Helsing's once he has Dracula's."""
        number = self.board.round
        if self.me == DRACULA and self.round_over() and self.round.their_key is None:
            number += 1  # none after the last round (R-SHIP)
        crypt = self.crypts.get(number)
        if crypt is None or crypt.sent_layer or (self.me == VAN_HELSING and crypt.x is None):
            return None
        return number

    def _make_layer(self) -> None:
        """Shuffle the deck this side owes its layer of, if it is not yet (before anything else is
        owed: Van Helsing's shares follow from his layer)."""
        number = self._owed_layer()
        crypt = self.crypts.get(number) if number is not None else None
        if crypt is None or (crypt.x if self.me == DRACULA else crypt.y) is not None:
            return
        inputs = list(deck.CARDS) if self.me == DRACULA else crypt.x
        layer, proof = group.run(self._layer_steps(number, inputs))
        if self.me == DRACULA:
            crypt.x = layer
        else:
            crypt.y = layer
            self._changed()
        crypt.proof = proof

    def _context(self, number: int, field: str) -> bytes:
        """What a shuffle's proof is bound to: this game, this round, this layer (a proof cannot be
        replayed in another)."""
        return f"dvvh shuffle game {self.game_id} round {number} layer {field}".encode()

    def _layer_steps(self, number: int, inputs: list[Point]) -> Generator[None, None, tuple[list[Point], bytes]]:
        """This side's layer of a round over ``inputs`` (the cards, or Dracula's X) and its proof,
        step by step. Kept in memory once made (``_ahead``): the page makes it in slices before it
        is owed; it becomes part of the stored game when it is owed."""
        field = "x" if self.me == DRACULA else "y"
        made = hashlib.sha256(group.encode_points(inputs)).digest()
        kept = self._ahead.get((number, field))
        if kept is not None and kept[0] == made:
            return kept[1], kept[2]
        key = self.crypts[number].key
        permutation = list(range(len(inputs)))
        secrets.SystemRandom().shuffle(permutation)
        layer: list[Point] = []
        for i, j in enumerate(permutation):
            layer.append(group.multiply(key, inputs[j]))
            if i % shuffle_proof.EVERY == shuffle_proof.EVERY - 1:
                yield
        proof = yield from shuffle_proof.proving(self._context(number, field), inputs, layer, key, permutation)
        self._ahead[(number, field)] = made, layer, proof
        return layer, proof

    def _made(self, body: dict[str, Any]) -> dict[str, Any]:
        """``owed``'s body with what it names made: the public key, the deck's layer, the shares."""
        if "i" in body:
            body["i"] = wire.b64(curve.to_bytes(curve.multiply(self.identity, curve.G)))
        for field in ("x", "y"):
            if field in body:
                crypt = self.crypts[body[field]]
                body[field] = [body[field], deck.pack_deck(crypt.x if field == "x" else crypt.y),
                               wire.b64(crypt.proof)]
        if "s" in body:
            body["s"] = [body["s"][0], *self._shares_with_proof(body["s"][0], body["s"][1])]
        return body

    def _owed_shares(self) -> list[int]:
        """The positions whose cards the other side may see now (or will surely draw next) and
        cannot read without this side's share."""
        world = self.world()
        if world is None:
            return []
        need = visible(world, self._order, 1 - self.me)
        draw = forced_draw(world, 1 - self.me)
        if draw is not None:
            need.add(draw)
        return sorted(need - self.round.shares_out)

    def holds_turn_to_speak(self) -> bool:
        """Messages alternate: this side may send once it has answered the other's last one."""
        return self.seq_out < self.seq_in

    def due(self, live: bool) -> bool:
        """Should a message go now? By message: once this side cannot go on alone (the other's
        turn, a card to wait for, a round to audit). Live: whenever anything is owed. Either way,
        an empty one when the other side is to move and this one holds the turn to speak (after a
        live channel drops, say), so that the other may speak next."""
        if not self.holds_turn_to_speak():
            return False
        if self.owed():
            return live or not self.my_turn() or self.seq_out == 0
        return not self.my_turn() and not (self.winner and self.round.sent_key)

    def outgoing(self) -> str:
        """The next message (its token): everything owed now. Marks it all sent."""
        self._make_layer()
        body = self._made(self.owed())
        crypt = self.round
        body.update({"v": wire.VERSION, "g": self.game_id, "n": self.seq_out, "h": self.last_digest})
        if self.seq_out > 0:
            body["m"] = wire.mac(self._mac_key(), body)
        token = wire.encode(body)
        self.sent_hello = True
        if "r" in body and self.host:
            self.sent_reveal = True
        if "s" in body:
            crypt.shares_out.update(p for p, _ in body["s"][1])
        for field in ("x", "y"):
            if field in body:
                sent = self.crypts[body[field][0]]
                sent.sent_layer, sent.proof = True, None  # the proof lives on in the message only
        if "k" in body:
            self.crypts[body["k"][0]].sent_key = True
        self.unsent = []
        self.last_digest = wire.digest(body)
        self.seq_out += 2
        self.last_sent = token
        return token

    def share_of(self, position: int) -> Point:
        """This side's layer removed from one position of the round's deck (an exact point)."""
        made = self._shares_ahead.get((self.board.round, position))
        if made is not None:
            return made
        crypt = self.round
        return group.multiply(curve.inverse(crypt.key), crypt.y[position])

    def _share_context(self, number: int, side: int) -> bytes:
        """What a message's proof of its shares is bound to: this game, this round, the sender."""
        return f"dvvh shares game {self.game_id} round {number} from {SIDES[side]}".encode()

    def _shares_with_proof(self, number: int, positions: list[int]) -> tuple[list[list[Any]], str]:
        """The shares of ``positions`` as they travel, and one proof that each is this side's layer
        removed under the key its shuffle bound (share_proof.py): checked before any is read."""
        crypt = self.crypts[number]
        shares = [self.share_of(position) for position in positions]
        proof = share_proof.prove(self._share_context(number, self.me), crypt.key, positions, shares,
                                  [crypt.y[position] for position in positions])
        return [[p, self._share_text(share)] for p, share in zip(positions, shares, strict=True)], wire.b64(proof)

    def _share_text(self, share: Point) -> str | int:
        """A share as it travels: Van Helsing's is an element of Dracula's own list X (his layer
        removed leaves Dracula's alone), so its index says it in a byte; Dracula's is a point."""
        x = self.round.x and deck.xs(self.round.x)
        if self.me == VAN_HELSING and x is not None and share[0] in x:
            return x.index(share[0])
        return wire.b64(curve.to_bytes(share[0]))

    def _share_point(self, crypt: Round, value: object) -> int:
        if isinstance(value, int) and not isinstance(value, bool):
            if self.me != DRACULA or crypt.x is None or not 0 <= value < DECK_SIZE:
                raise FairError("msg.unreadable")
            return crypt.x[value][0]
        return int.from_bytes(wire.unb64(value), "big")

    def _mac_key(self, identity: int | None = None) -> bytes:
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
        if identity is None and _is_point_text(body.get("i")):
            identity = curve.from_bytes(wire.unb64(body["i"]))
        if identity is None:
            return False
        try:
            wire.check_mac(self._mac_key(identity), body)
        except FairError:
            return False
        return True

    # ----- the other side's messages -----

    def receive(self, token: str) -> list[dict[str, Any]]:
        """Check and apply the other side's message; the events it brings, as this side may see
        them. FairError, with this Party unchanged, for anything wrong with it."""
        body = reader.read(token)
        if body["g"] != self.game_id:
            raise FairError("msg.other_game")
        number = body["n"]
        if number % 2 == self.seq_out % 2:
            raise FairError("msg.own", seq=number)
        if number > self.seq_in:
            raise FairError("msg.ahead", seq=number, expected=self.seq_in)
        if number < self.seq_in:
            if (number == self.seq_in - 2 and self.their_digest not in (None, wire.digest(body))
                    and self._authentic(body)):
                raise FairError("msg.fork", seq=number)  # the friend's game was played on in two tabs
            raise FairError("msg.old", seq=number, expected=self.seq_in)
        if number > 0 and not self._authentic(body):  # the MAC, once, before anything costs
            known = self.their_identity is not None or "i" in body
            raise FairError("msg.altered" if known else "msg.out_of_order", seq=number)
        trial = type(self).load(self.dump())
        trial._mac, trial._ahead, trial._shares_ahead = self._mac, self._ahead, self._shares_ahead
        events = trial._apply(body)
        deals = {**self.deals, **trial.deals}
        self.__dict__.update(trial.__dict__)
        self.deals = deals
        return events

    def _apply(self, body: dict[str, Any]) -> list[dict[str, Any]]:
        if body.get("h") != self.last_digest:
            raise FairError("msg.out_of_order", seq=body["n"])
        if "i" in body and self.their_identity is None:
            self.their_identity = curve.from_bytes(wire.unb64(body["i"])) if _is_point_text(body["i"]) else None
            if self.their_identity is None:
                raise FairError("msg.unreadable")
        self.their_commitment, self.their_value = ranking.take(self.host, self.game_id, body,
                                                               self.their_commitment, self.their_value)
        if self.their_value is not None and not self.ranked:
            self.board.ranking = ranking.drawn(self.host, self.value, self.their_value)
            self.ranked = True
            self._changed()
        # in the order they were made: this round's deck and shares, the moves, the key that ends
        # the round, then the next round's deck and shares
        events: list[dict[str, Any]] = []
        layers = {field: body[field] for field in ("x", "y") if field in body}
        shares = body.get("s")
        for current in (True, False):
            for field, value in list(layers.items()):
                if isinstance(value, list) and value[:1] == [self.board.round]:
                    self._take_layer(field, layers.pop(field))
            taken: list[int] = []
            if isinstance(shares, list) and shares[:1] == [self.board.round]:
                taken = self._take_shares(shares)
                shares = None
            if current and "a" in body:
                events += self._their_moves(body["a"])
            if taken and not set(taken) <= readable(self.board, self._facts, self._told(), self.me):
                raise FairError("msg.unexpected", seq=body["n"])  # a card the rules hide from this side
            if current and "k" in body:
                events += self._their_key(body["k"])
        if shares is not None or (layers and not self.winner):
            raise FairError("msg.unreadable")
        if self.playable() and not self.winner and self._withheld():
            raise FairError("cheat.withheld")
        self.seq_in += 2
        self.last_digest = self.their_digest = wire.digest(body)
        return events

    def _take_shares(self, shares: object) -> list[int]:
        """The other side's shares, taken only once their proof holds (before any is read): a false
        share is refused at once, even one that reads as another real card (cheat.share_proof)."""
        crypt = self.round
        if not (isinstance(shares, list) and len(shares) == 3 and shares[0] == self.board.round
                and isinstance(shares[1], list) and crypt.y is not None and crypt.their_b is not None):
            raise FairError("msg.unreadable")
        for item in shares[1]:
            if not (isinstance(item, list) and len(item) == 2 and isinstance(item[0], int)
                    and 0 <= item[0] < DECK_SIZE):
                raise FairError("msg.unreadable")
        positions = [position for position, _ in shares[1]]
        points = [self._share_point(crypt, text) for _, text in shares[1]]
        share_proof.verify(self._share_context(self.board.round, 1 - self.me), crypt.their_b, positions, points,
                           [crypt.y[position] for position in positions], wire.unb64(shares[2]))
        for position, point in zip(positions, points, strict=True):
            card = deck.read(crypt.key, point)
            if self._facts.get(position, card) != card:
                raise FairError("cheat.changed", card=CODES[card])
            elsewhere = [p for p, c in self._facts.items() if c == card and p != position]
            if elsewhere:
                raise FairError("cheat.duplicate", card=CODES[card])
            crypt.shares_in[position] = point
            self._facts[position] = card
        self._changed()
        return [position for position, _ in shares[1]]

    def _their_moves(self, actions: object) -> list[dict[str, Any]]:
        if not isinstance(actions, list) or not self.playable():
            raise FairError("msg.unreadable")
        them = SIDES[1 - self.me]
        events: list[dict[str, Any]] = []
        for action in actions:
            world = self.world()
            if world.to_move != them or self.round_over():
                raise FairError("cheat.not_their_turn", action=str(action))
            try:
                happened = world.play(str(action), side=them)
            except IllegalAction as error:
                raise FairError("cheat.illegal", action=str(action), reason=str(error)) from None
            self.moves.append(str(Action.parse(str(action))))
            events += happened
        return mask_events(for_side(events, self.side), self.known_cards())

    def _take_layer(self, field: str, value: object) -> None:
        """The other side's layer of this round, taken only once its proof holds: before anything
        else of the round is made or given (Van Helsing's layer, Dracula's shares)."""
        if not (isinstance(value, list) and len(value) == 3 and isinstance(value[0], int)):
            raise FairError("msg.unreadable")
        number, points, proof = value[0], deck.unpack_deck(value[1]), wire.unb64(value[2])
        if self.winner:
            return  # the game ended with the last round: a shuffle sent before that was known is moot
        if number != self.board.round:
            raise FairError("msg.unreadable")
        crypt = self.round
        inputs = self._layer_inputs(field, crypt)
        if inputs is None:
            raise FairError("msg.unreadable")
        shuffle_proof.verify(self._context(number, field), inputs, points, proof)  # cheat.proof
        crypt.their_b = shuffle_proof.key_point(proof)
        if field == "x":
            crypt.x = points
        else:
            crypt.y = points
        self._changed()

    def _layer_inputs(self, field: str, crypt: Round) -> list[Point] | None:
        """What the other side's layer must be a shuffle of (None: no layer of theirs is awaited)."""
        if field == "x" and self.me == VAN_HELSING and crypt.x is None:
            return list(deck.CARDS)
        if field == "y" and self.me == DRACULA and crypt.x is not None and crypt.y is None:
            return crypt.x
        return None

    def _their_key(self, value: object) -> list[dict[str, Any]]:
        if not (isinstance(value, list) and len(value) == 2 and value[0] == self.board.round
                and isinstance(value[1], str) and self.round_over()):
            raise FairError("msg.unreadable")
        try:
            key = int(value[1], 16)
        except ValueError:
            raise FairError("msg.unreadable") from None
        if not 0 < key < curve.N:
            raise FairError("cheat.key")
        if self.round.their_b is None or group.multiply(key, group.G) != self.round.their_b:
            raise FairError("cheat.key_proof")  # not the key their shuffle was proven with
        self.round.their_key = key
        return self._audit()

    # ----- the end of a round -----

    def _audit(self) -> list[dict[str, Any]]:
        """Both keys are known: check the whole round, then resolve it on the true deal (R-RES)."""
        crypt = self.round
        keys = (crypt.key, crypt.their_key) if self.me == DRACULA else (crypt.their_key, crypt.key)
        order = deck.true_order(keys[0], keys[1], deck.xs(crypt.x), deck.xs(crypt.y))
        for position, card in self._facts.items():
            deck.check_share(card, order[position])
        game, events = replayed(self.board, order, self.moves, Game)
        self.deals[self.board.round] = order
        cut = next((i for i, e in enumerate(events) if e["type"] == "round_end"), None)
        if cut is None:
            raise FairError("cheat.illegal", action=self.moves[-1] if self.moves else "", reason="no round end")
        ending = [e for e in events[cut:] if e["type"] != "deal"]
        self.board = Scoreboard(round=game.round, health=game.health, vampires=game.vampires[:],
                                ranking=game.colour_ranking[:], history=game.history[:], winner=game.won_by,
                                win_reason=game.win_reason, win_district=game.win_district)
        self.moves = []
        self._facts = {}
        self._changed()
        if game.won_by < 0:
            self.crypts.setdefault(game.round, Round())
            ending.append({"type": "deal", "round": game.round, "deck_size": DECK_SIZE - 10,
                           "holders": {SIDES[0]: [None] * 5, SIDES[1]: [None] * 5}})
        return ending

    # ----- work ahead: the curve products a step will need (the page works them out in slices) -----

    def work_ahead(self) -> list[tuple[int, int]]:
        """What this side will surely need soon: its identity's public key. Its shuffles and their
        proofs, and the shares it owes (exact points, for their proof), are more than x-only curve
        products: ``steps_ahead`` makes them."""
        jobs = [] if self.sent_hello else [(self.identity, curve.G)]
        return [job for job in jobs if not curve.is_known(*job)]

    def steps_ahead(self, rounds: int = 2) -> Generator[None, None, None]:
        """Dracula's shuffle (and its proof) of this round and the next (``rounds``), Van Helsing's
        of a deck he has and owes his layer of, and the shares this side owes now, made step by
        step before they are owed (kept in memory)."""
        if self.winner:
            return
        if self.me == DRACULA:
            for number in range(self.board.round, self.board.round + rounds):
                following = self.crypts.get(number)
                if following is not None and following.x is None:
                    yield from self._layer_steps(number, list(deck.CARDS))
        elif self.round.x is not None and self.round.y is None:
            yield from self._layer_steps(self.board.round, self.round.x)
        for position in self._owed_shares():  # the shares it owes now: they go with its next message
            if (self.board.round, position) not in self._shares_ahead:
                self._shares_ahead[(self.board.round, position)] = self.share_of(position)
                yield

    def steps_for(self, token: str) -> Generator[None, None, None]:
        """What applying the other side's message will need that is more than curve products: the
        proof of a shuffle it brings, checked step by step (the verdict is kept: ``receive`` then
        does not check it again), and, if it holds, Van Helsing's own shuffle of that deck."""
        try:
            body = reader.read(token)
        except FairError:
            return
        if body["g"] != self.game_id or body["n"] != self.seq_in or not self._worth_work(body):
            return  # nothing is worked out for a message that will not be applied
        yield from self._shares_steps(body.get("s"))
        for field in ("x", "y"):
            value = body.get(field)
            if value is None or value[0] not in self.crypts:
                continue
            crypt = self.crypts[value[0]]
            inputs = self._layer_inputs(field, crypt)
            if inputs is None:
                continue
            try:
                points = deck.unpack_deck(value[1])
                yield from shuffle_proof.verifying(self._context(value[0], field), inputs, points,
                                                   wire.unb64(value[2]))
            except FairError:
                return  # receive() will say so
            if field == "x":
                yield from self._layer_steps(value[0], points)

    def _shares_steps(self, shares: object) -> Generator[None, None, None]:
        """The proof of the shares a message brings for this round, checked step by step if this side
        has the round's deck already (the verdict is kept: ``receive`` then does not check again)."""
        crypt = self.round
        if not isinstance(shares, list) or shares[0] != self.board.round or crypt.y is None or crypt.their_b is None:
            return
        try:
            positions = [position for position, _ in shares[1]]
            yield from share_proof.verifying(self._share_context(self.board.round, 1 - self.me), crypt.their_b,
                                             positions, [self._share_point(crypt, text) for _, text in shares[1]],
                                             [crypt.y[position] for position in positions], wire.unb64(shares[2]))
        except FairError:
            return  # receive() will say so

    def work_for(self, token: str) -> list[tuple[int, int]]:
        """What applying the other side's message will need: reading its shares, auditing a
        round whose key it publishes, and Van Helsing's shuffle of a deck it brings."""
        try:
            body = reader.read(token)
        except FairError:
            return []
        if body["g"] != self.game_id or body["n"] != self.seq_in or not self._worth_work(body):
            return []  # nothing is worked out for a message that will not be applied
        jobs: list[tuple[int, int]] = []
        shares, key = body.get("s"), body.get("k")
        try:
            if isinstance(shares, list) and shares[0] in self.crypts:
                crypt = self.crypts[shares[0]]
                undo = curve.inverse(crypt.key)
                jobs += [(undo, self._share_point(crypt, item[1])) for item in shares[1]]
            if isinstance(key, list) and key[0] in self.crypts:
                crypt, theirs = self.crypts[key[0]], int(key[1], 16) % curve.N
                if theirs and crypt.x and crypt.y:
                    a, b = (crypt.key, theirs) if self.me == DRACULA else (theirs, crypt.key)
                    jobs += [(a, point) for point in deck.CARD_X] + [(b, point) for point in deck.xs(crypt.x)]
                    undo = curve.inverse(a * b % curve.N)
                    jobs += [(undo, point) for point in deck.xs(crypt.y)]
        except (FairError, TypeError, ValueError, IndexError, KeyError):
            pass  # a damaged message: receive() will say so
        return [job for job in jobs if not curve.is_known(*job)]

    # ----- the game as the engine's own -----

    def audited_deals(self) -> list[list[int]]:
        """The true deal of every round whose keys both sides have published (rebuilt from them)."""
        deals = []
        for number, crypt in sorted(self.crypts.items()):
            finished = number < self.board.round or (self.winner and number == self.board.round)
            if crypt.their_key is None or crypt.x is None or crypt.y is None or not finished:
                break
            keys = (crypt.key, crypt.their_key) if self.me == DRACULA else (crypt.their_key, crypt.key)
            deals.append(deck.true_order(keys[0], keys[1], deck.xs(crypt.x), deck.xs(crypt.y)))
        return deals

    def record(self) -> Game:
        """The finished rounds as an ordinary game of the engine's: the same deals, ranking and
        moves, so it saves, replays and is reviewed like any other (the round in play is left out,
        its cards are not all known)."""
        deals = self.audited_deals()
        if not deals or not self.ranked:
            raise ValueError("no round of this game has ended yet")
        ranking = [COLOURS[c] for c in drawn(self.host, self.value, self.their_value)]
        numbers = [permutation_number(order) for order in deals] + [0] * (ROUNDS - len(deals))
        game = new_game(seed=0, deck=[CODES[c] for c in deals[0]], ranking=ranking, shuffles=numbers)
        for move in unpack_moves(self.board.history):
            game.play(move[1])
        return game

    # ----- storage (only what this side may know: its secrets, ciphertexts, shares, moves) -----

    def dump(self) -> dict[str, Any]:
        return {
            "format": FORMAT, "version": STORE_VERSION, "side": self.side, "host": self.host, "game": self.game_id,
            "identity": format(self.identity, "x"),
            "their_identity": None if self.their_identity is None else format(self.their_identity, "x"),
            "value": wire.b64(self.value),
            "their_value": None if self.their_value is None else wire.b64(self.their_value),
            "their_commitment": self.their_commitment, "sent_hello": self.sent_hello, "sent_reveal": self.sent_reveal,
            "seq_out": self.seq_out, "seq_in": self.seq_in, "last_digest": self.last_digest,
            "their_digest": self.their_digest,
            "last_sent": self.last_sent, "board": self.board.to_json(), "ranked": self.ranked,
            "crypts": {str(n): c.to_json() for n, c in self.crypts.items()}, "moves": self.moves,
            "unsent": self.unsent,
        }

    @classmethod
    def load(cls, data: dict[str, Any]) -> Party:
        """A Party from ``dump`` (ValueError if the data is not one)."""
        if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != STORE_VERSION:
            raise ValueError("not a remote game")
        try:
            party = cls(SIDES.index(data["side"]), bool(data["host"]), str(data["game"]))
            party.identity = int(data["identity"], 16)
            party.their_identity = None if data["their_identity"] is None else int(data["their_identity"], 16)
            party.value = wire.unb64(data["value"])
            party.their_value = None if data["their_value"] is None else wire.unb64(data["their_value"])
            party.their_commitment = data["their_commitment"]
            party.sent_hello, party.sent_reveal = data["sent_hello"], data["sent_reveal"]
            party.seq_out, party.seq_in = data["seq_out"], data["seq_in"]
            party.last_digest, party.last_sent = data["last_digest"], data["last_sent"]
            their_digest = data.get("their_digest")  # stored before forks were named: none known
            party.their_digest = their_digest if isinstance(their_digest, str) else None
            party.board = Scoreboard.from_json(data["board"])
            party.ranked = data["ranked"]
            party.crypts = {int(n): Round.from_json(c) for n, c in data["crypts"].items()}
            party.moves, party.unsent = list(data["moves"]), list(data["unsent"])
            crypt = party.crypts.get(party.board.round)
            if crypt is not None:
                party._facts = {p: deck.read(crypt.key, s) for p, s in crypt.shares_in.items()}
        except (KeyError, TypeError, AttributeError, FairError) as error:
            raise ValueError(f"a damaged remote game ({error})") from None
        return party


def _pack_full(points: list[Point]) -> str:
    """Points as this side stores them: x and y in full (nothing to work out when loading)."""
    return wire.b64(b"".join(x.to_bytes(32, "big") + y.to_bytes(32, "big") for x, y in points))


def _unpack_full(text: object) -> list[Point]:
    data = wire.unb64(text)
    if len(data) % 64:
        raise FairError("msg.unreadable")
    return [(int.from_bytes(data[i:i + 32], "big"), int.from_bytes(data[i + 32:i + 64], "big"))
            for i in range(0, len(data), 64)]


def _is_point_text(text: object) -> bool:
    try:
        return curve.is_point(int.from_bytes(wire.unb64(text), "big"))
    except FairError:
        return False
