"""A round's audit: once both keys are published, the true deal is rebuilt and the round checked.

Every share read must be the card truly at its position, and every move legal on the true deal;
only then is the round resolved (R-RES), on the true deal, into the next round's scoreboard.
"""

from __future__ import annotations

from typing import Any

from ..cards import DECK_SIZE
from ..engine import Game
from ..sides import SIDES
from . import deck
from .round_keys import DRACULA, RoundKeys
from .wire import FairError
from .world import Scoreboard, replayed


class Audit:
    """The Party's part that audits a finished round (mixed into Party; one model)."""

    def _audit(self) -> list[dict[str, Any]]:
        """Both keys are known: check the whole round, then resolve it on the true deal (R-RES)."""
        order = self._true_order(self.round)
        for position, card in self._facts.items():
            deck.check_share(card, order[position])
        game, events = replayed(self.scores, order, self.moves, Game)
        self.deals[self.scores.round] = order
        cut = next((i for i, e in enumerate(events) if e["type"] == "round_end"), None)
        if cut is None:
            raise FairError("cheat.illegal", action=self.moves[-1] if self.moves else "", reason="no round end")
        ending = [e for e in events[cut:] if e["type"] != "deal"]
        self.scores = Scoreboard(round=game.round, health=game.health, vampires=game.vampires[:],
                                 ranking=game.colour_ranking[:], history=game.history[:], winner=game.won_by,
                                 win_reason=game.win_reason, win_district=game.win_district)
        self.moves = []
        self._facts = {}
        self._changed()
        if game.won_by < 0:
            self.crypts.setdefault(game.round, RoundKeys())
            ending.append({"type": "deal", "round": game.round, "deck_size": DECK_SIZE - 10,
                           "holders": {SIDES[0]: [None] * 5, SIDES[1]: [None] * 5}})
        return ending

    def _true_order(self, crypt: RoundKeys) -> list[int]:
        """A round's true deal, from both its published keys and both layers (deck.true_order)."""
        dracula, van_helsing = (crypt.key, crypt.their_key) if self.me == DRACULA else (crypt.their_key, crypt.key)
        return deck.true_order(dracula, van_helsing, deck.xs(crypt.x), deck.xs(crypt.y))
