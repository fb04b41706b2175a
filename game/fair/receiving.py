"""The other side's messages, checked and applied: the chain, the ranking, shuffles, shares, moves, a key.

``receive`` refuses an old, future, foreign or forked message, then checks the MAC (before any
curve product), then applies the message to a copy of the Party that is kept only if every check
passes: a bad message changes nothing. A shuffle is taken only once its proof holds, shares only
once theirs does (before any card is read), and every move is judged by the rules as it arrives.
"""

from __future__ import annotations

from typing import Any

from ..cards import CODES, DECK_SIZE
from ..engine import IllegalAction
from ..events import for_side
from ..notation import Action
from ..sides import SIDES
from . import curve, deck, group, ranking, reader, share_proof, shuffle_proof, wire
from .authentication import is_point_text
from .group import Point
from .round_keys import DRACULA, VAN_HELSING, RoundKeys
from .wire import FairError
from .world import mask_events, readable


class Receiving:
    """The Party's part that takes the other side's messages (mixed into Party; one model)."""

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
        trial._proof_ahead, trial._making = self._proof_ahead, self._making
        events = trial._apply(body)
        deals = {**self.deals, **trial.deals}
        self.__dict__.update(trial.__dict__)
        self.deals = deals
        return events

    def _apply(self, body: dict[str, Any]) -> list[dict[str, Any]]:
        if body.get("h") != self.last_digest:
            raise FairError("msg.out_of_order", seq=body["n"])
        if "i" in body and self.their_identity is None:
            self.their_identity = curve.from_bytes(wire.unb64(body["i"])) if is_point_text(body["i"]) else None
            if self.their_identity is None:
                raise FairError("msg.unreadable")
        self.their_commitment, self.their_value = ranking.take(self.host, self.game_id, body,
                                                               self.their_commitment, self.their_value)
        if self.their_value is not None and not self.ranked:
            self.scores.ranking = ranking.drawn(self.host, self.value, self.their_value)
            self.ranked = True
            self._changed()
        # in the order they were made: this round's deck and shares, the moves, the key that ends
        # the round, then the next round's deck and shares
        events: list[dict[str, Any]] = []
        layers = {field: body[field] for field in ("x", "y") if field in body}
        shares = body.get("s")
        for current in (True, False):
            for field, value in list(layers.items()):
                if isinstance(value, list) and value[:1] == [self.scores.round]:
                    self._take_layer(field, layers.pop(field))
            taken: list[int] = []
            if isinstance(shares, list) and shares[:1] == [self.scores.round]:
                taken = self._take_shares(shares)
                shares = None
            if current and "a" in body:
                events += self._their_moves(body["a"])
            if taken and not set(taken) <= readable(self.scores, self._facts, self._told(), self.me):
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
        if not (isinstance(shares, list) and len(shares) == 3 and shares[0] == self.scores.round
                and isinstance(shares[1], list) and crypt.y is not None and crypt.their_b is not None):
            raise FairError("msg.unreadable")
        for item in shares[1]:
            if not (isinstance(item, list) and len(item) == 2 and isinstance(item[0], int)
                    and 0 <= item[0] < DECK_SIZE):
                raise FairError("msg.unreadable")
        positions = [position for position, _ in shares[1]]
        points = [self.share_point(crypt, text) for _, text in shares[1]]
        share_proof.verify(self.share_context(self.scores.round, 1 - self.me), crypt.their_b, positions, points,
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
        if number != self.scores.round:
            raise FairError("msg.unreadable")
        crypt = self.round
        inputs = self._layer_inputs(field, crypt)
        if inputs is None:
            raise FairError("msg.unreadable")
        shuffle_proof.verify(self.shuffle_context(number, field), inputs, points, proof)  # cheat.proof
        crypt.their_b = shuffle_proof.key_point(proof)
        if field == "x":
            crypt.x = points
        else:
            crypt.y = points
        self._changed()

    def _layer_inputs(self, field: str, crypt: RoundKeys) -> list[Point] | None:
        """What the other side's layer must be a shuffle of (None: no layer of theirs is awaited)."""
        if field == "x" and self.me == VAN_HELSING and crypt.x is None:
            return list(deck.CARDS)
        if field == "y" and self.me == DRACULA and crypt.x is not None and crypt.y is None:
            return crypt.x
        return None

    def _their_key(self, value: object) -> list[dict[str, Any]]:
        if not (isinstance(value, list) and len(value) == 2 and value[0] == self.scores.round
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

    def share_point(self, crypt: RoundKeys, value: object) -> int:
        if isinstance(value, int) and not isinstance(value, bool):
            if self.me != DRACULA or crypt.x is None or not 0 <= value < DECK_SIZE:
                raise FairError("msg.unreadable")
            return crypt.x[value][0]
        return int.from_bytes(wire.unb64(value), "big")
