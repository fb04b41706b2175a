"""The bridge to the engine: a friend's finished rounds as an ordinary game of the engine's own.

Rebuilt from the audited deals (each from both of its round's published keys), the ranking both
sides drew and the moves, it saves, replays and is reviewed like any other game.
"""

from __future__ import annotations

from ..cards import CODES, COLOURS
from ..engine import Game, new_game, permutation_number
from ..notation import unpack_moves
from ..position import ROUNDS
from .ranking import drawn


class Recording:
    """The Party's part that makes its finished rounds the engine's game (mixed into Party; one model)."""

    def audited_deals(self) -> list[list[int]]:
        """The true deal of every round whose keys both sides have published (rebuilt from them)."""
        deals = []
        for number, crypt in sorted(self.crypts.items()):
            finished = number < self.scores.round or (self.winner and number == self.scores.round)
            if crypt.their_key is None or crypt.x is None or crypt.y is None or not finished:
                break
            deals.append(self._true_order(crypt))
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
        for move in unpack_moves(self.scores.history):
            game.play(move[1])
        return game
