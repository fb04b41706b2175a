"""Work ahead: the curve products and proofs a step will need, made before it is due, in slices.

The page works them out a few steps at a time (so it never freezes): this side's shuffles and
their proofs, the shares it owes, and, for a message that arrived, the proofs it brings and
what applying it will cost. Nothing is worked out for a message that will not be applied.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Generator

from . import curve, deck, group, reader, share_proof, shuffle_proof, wire
from .group import Point
from .round_keys import DRACULA
from .wire import FairError


class WorkAhead:
    """The Party's part that makes work ahead (mixed into Party; one model)."""

    def work_ahead(self) -> list[tuple[int, int]]:
        """What this side will surely need soon: its identity's public key. Its shuffles and their
        proofs, and the shares it owes (exact points, for their proof), are more than x-only curve
        products: ``steps_ahead`` makes them."""
        jobs = [] if self.sent_hello else [(self.identity, curve.G)]
        return [job for job in jobs if not curve.is_known(*job)]

    def made_ahead(self) -> set[tuple[int, str]]:
        """The layers made ahead and kept in memory, as (round, "x" or "y")."""
        return set(self._ahead)

    def steps_ahead(self, rounds: int = 2) -> Generator[bool | None, None, None]:
        """``shuffle_steps_ahead``, then ``share_steps_ahead``: made step by step before they are
        owed (kept in memory: a click that sends them then spends no curve product). A step that
        yields True may be the last: what is left is a convenience (the page stops there to play a
        click, and starts again after)."""
        yield from self.shuffle_steps_ahead(rounds)
        yield from self.share_steps_ahead()

    def shuffle_steps_ahead(self, rounds: int = 2) -> Generator[bool | None, None, None]:
        """Dracula's shuffle (and its proof) of this round and the next (``rounds``: the next is a
        convenience), or Van Helsing's of a deck he has and owes his layer of."""
        if self.winner:
            return
        if self.me == DRACULA:
            for number in range(self.scores.round, self.scores.round + rounds):
                following = self.crypts.get(number)
                if following is not None and following.x is None:
                    yield from self._resumable(number, list(deck.CARDS), spare=number > self.scores.round)
        elif self.round.x is not None and self.round.y is None:
            yield from self._resumable(self.scores.round, self.round.x, spare=False)

    def share_steps_ahead(self) -> Generator[bool | None, None, None]:
        """The shares this side owes now, and their proof's randomness and products; then, as a
        convenience, the cards under its round key (to read the other side's shares) and every
        other share it may owe this round."""
        if self.winner:
            return
        crypt = self.round
        owed = self.owed_shares()  # they go with its next message
        yield from self._shares_steps_ahead(owed, spare=False)
        if crypt.sent_key:
            return
        yield from self._card_steps()
        if crypt.y is not None:  # any share it may owe later this round
            yield from self._shares_steps_ahead([position for position in range(len(crypt.y))
                                                 if position not in crypt.shares_out and position not in owed], True)

    def _shares_steps_ahead(self, positions: list[int], spare: bool) -> Generator[bool, None, None]:
        """The shares of ``positions`` and their proof's products, a product a step."""
        crypt = self.round
        for position in positions:
            if (self.scores.round, position) not in self._shares_ahead:
                self._shares_ahead[(self.scores.round, position)] = self.share_of(position)
                yield spare
        if crypt.y is None or crypt.sent_key:
            return
        if self._proof_ahead is None or self._proof_ahead.key != crypt.key:
            self._proof_ahead = share_proof.Ahead(crypt.key)
        made = [self._shares_ahead[(self.scores.round, p)] for p in positions
                if (self.scores.round, p) in self._shares_ahead]
        for _ in share_proof.steps_ahead(self._proof_ahead, made):
            yield spare

    def _card_steps(self) -> Generator[bool, None, None]:
        """Each card under this side's round key, a product a step: the other side's share of a
        card is then read with no product (a draw's shares cost one each, 3 ms in the page).
        Dracula's own layer made them already, unless the game was taken up from storage."""
        key = self.round.key
        undo = curve.inverse(key)
        for x in deck.CARD_X:
            if not curve.is_known(key, x):
                curve.remember(undo, curve.multiply(key, x), x)
                yield True

    def _resumable(self, number: int, inputs: list[Point], spare: bool) -> Generator[bool | None, None, None]:
        """``_layer_steps``, resumed where it stopped if steps_ahead was left at a step that may be
        the last (``spare``: the next round's layer): a second's work is not begun again for a click."""
        key = (number, hashlib.sha256(group.encode_points(inputs)).digest())
        making = self._making.get(key)
        if making is None:
            making = self._making[key] = self._layer_steps(number, inputs)
        try:
            while True:
                next(making)  # not ``yield from``: leaving this generator must not close that one
                yield spare
        except StopIteration:
            self._making.pop(key, None)

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
                points, proof = deck.unpack_deck(value[1]), wire.unb64(value[2])
                yield from shuffle_proof.verifying(self.shuffle_context(value[0], field), inputs, points, proof)
            except FairError:
                return  # receive() will say so
            if field == "x":
                yield from self._layer_steps(value[0], points)
            elif value[0] == self.scores.round:  # the round's deck and shares in one message: checked here too
                yield from self._shares_steps(body.get("s"), points, shuffle_proof.key_point(proof))

    def _shares_steps(self, shares: object, deck_y: list[Point] | None = None,
                      their_b: Point | None = None) -> Generator[None, None, None]:
        """The proof of the shares a message brings for this round, checked step by step if this side
        has the round's deck, or the message brings it (``deck_y``, its proof's key point ``their_b``,
        once that proof holds). The verdict is kept: ``receive`` then does not check again (taking
        Van Helsing's deck and shares at once cost 30 ms of one task in the page)."""
        crypt = self.round
        deck_y, their_b = deck_y or crypt.y, their_b or crypt.their_b
        if not isinstance(shares, list) or shares[0] != self.scores.round or deck_y is None or their_b is None:
            return
        try:
            positions = [position for position, _ in shares[1]]
            yield from share_proof.verifying(self.share_context(self.scores.round, 1 - self.me), their_b,
                                             positions, [self.share_point(crypt, text) for _, text in shares[1]],
                                             [deck_y[position] for position in positions], wire.unb64(shares[2]))
        except FairError:
            return  # receive() will say so (the reader refuses a position outside the deck)

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
                jobs += [(undo, self.share_point(crypt, item[1])) for item in shares[1]]
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
        undo = curve.inverse(key)
        permutation = list(range(len(inputs)))
        secrets.SystemRandom().shuffle(permutation)
        layer: list[Point] = []
        for i, j in enumerate(permutation):
            layer.append(group.multiply(key, inputs[j]))
            curve.remember(key, inputs[j][0], layer[-1][0])  # the audit's product, and a share's reading
            curve.remember(undo, layer[-1][0], inputs[j][0])
            if i % shuffle_proof.EVERY == shuffle_proof.EVERY - 1:
                yield
        proof = yield from shuffle_proof.proving(self.shuffle_context(number, field), inputs, layer, key, permutation)
        self._ahead[(number, field)] = made, layer, proof
        return layer, proof
