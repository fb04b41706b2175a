"""What one side owes the other and sends: its commitment, its shuffle, shares, moves, a round's key.

``owed`` names what is owed now, at no cost; ``outgoing`` makes it (the public key, the deck's
layer and its proof, the shares and theirs) into the next message and marks it all sent. Messages
alternate: the host sends the even numbers, the guest the odd ones.
"""

from __future__ import annotations

from typing import Any

from ..sides import SIDES
from . import curve, deck, group, share_proof, wire
from .group import Point
from .ranking import commitment
from .round_keys import DRACULA, VAN_HELSING
from .world import forced_draw, visible


class Sending:
    """The Party's part that says what is owed and sends it (mixed into Party; one model)."""

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
        number = self.scores.round
        for ended, crypt in sorted(self.crypts.items()):  # a finished round's key (R-RES: all cards show)
            if not crypt.sent_key and (ended < number or (ended == number and (self.winner or self.round_over()))):
                body["k"] = [ended, format(crypt.key, "x")]
        if self.winner:
            return body
        layer = self._owed_layer()
        if layer is not None:
            body["x" if self.me == DRACULA else "y"] = layer
        give = self.owed_shares()
        if give:
            body["s"] = [number, give]
        if self.unsent:
            body["a"] = list(self.unsent)
        return body

    def _owed_layer(self) -> int | None:
        """The round whose deck this side owes its layer of: Dracula's shuffle of the round (the
        next one's rides along with a finished round's key), Van Helsing's once he has Dracula's."""
        number = self.scores.round
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
            body["s"] = [body["s"][0], *self.shares_with_proof(body["s"][0], body["s"][1])]
        return body

    def owed_shares(self) -> list[int]:
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
            body["m"] = wire.mac(self.mac_key(), body)
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
        made = self._shares_ahead.get((self.scores.round, position))
        if made is not None:
            return made
        crypt = self.round
        return group.multiply(curve.inverse(crypt.key), crypt.y[position])

    def shares_with_proof(self, number: int, positions: list[int]) -> tuple[list[list[Any]], str]:
        """The shares of ``positions`` as they travel, and one proof that each is this side's layer
        removed under the key its shuffle bound (share_proof.py): checked before any is read."""
        crypt = self.crypts[number]
        shares = [self.share_of(position) for position in positions]
        ahead, self._proof_ahead = self._proof_ahead, None  # one proof per w: dropped as it is used
        proof = share_proof.prove(self.share_context(number, self.me), crypt.key, positions, shares,
                                  [crypt.y[position] for position in positions], ahead)
        return [[p, self.share_text(share)] for p, share in zip(positions, shares, strict=True)], wire.b64(proof)

    def share_text(self, share: Point) -> str | int:
        """A share as it travels: Van Helsing's is an element of Dracula's own list X (his layer
        removed leaves Dracula's alone), so its index says it in a byte; Dracula's is a point."""
        x = self.round.x and deck.xs(self.round.x)
        if self.me == VAN_HELSING and x is not None and share[0] in x:
            return x.index(share[0])
        return wire.b64(curve.to_bytes(share[0]))
