"""The expert's belief handed on from one of its decisions to the next of the same turn, in its worker.

Within its own turn (a draw, then a keep or a discard and its effect, or another turn) the opponent makes no
choice, so the belief weighed for the turn's first decision still holds: only the cards seen since (the card
drawn, one revealed) leave it, and particles.narrowed takes out the guesses they rule out. The next decision then
spends its time on worlds rather than on weighing 160 guesses again (docs/AI.md has what that saves). Each belief is
kept for its side and its game (the page names the game), so that nothing crosses from one game to another.
"""

from __future__ import annotations

import random
from typing import Any

from . import start, think_through
from .particles import Particles
from .thinking import Thinking

HANDS_ON = ("hard", "expert")  # the levels that weigh a belief by all the opponent's choices (particles.py) to hand on


class HandedOn:
    """The belief of each side's last decision, by game."""

    def __init__(self) -> None:
        self.kept: dict[str, tuple[str, dict[str, Any], Particles]] = {}  # side: game, view, belief

    def earlier(self, view: dict[str, Any], game: str | None, level: str) -> tuple[Particles, int] | None:
        """The belief of this side's last decision in ``game`` and its count of moves, if ``view`` comes later
        in the same round and is decided by a level that weighs one (HANDS_ON; search.Search narrows it, or weighs a
        new one where that is not exact)."""
        kept = self.kept.get(view["side"]) if game and level in HANDS_ON else None
        if kept is None or kept[0] != game:
            return None
        _, before, belief = kept
        count = len(before["moves"])
        later = (view["round"] == before["round"] and len(view["moves"]) > count
                 and view["moves"][:count] == before["moves"] and view["discards"][:len(before["discards"])]
                 == before["discards"])
        return (belief, count) if later else None

    def decide(self, view: dict[str, Any], game: str, level: str, rng: random.Random) -> tuple[Thinking, str]:
        """The ``level`` player's thinking on ``view`` and its action, thought through, with this side's belief
        handed on and the new one kept (as the arena and the lab's games play)."""
        thinking = start(view, level, rng, earlier=self.earlier(view, game, level))
        action = think_through(thinking)
        self.keep(view, game, thinking)
        return thinking, action

    def keep(self, view: dict[str, Any], game: str | None, thinking: Any) -> None:
        """After a decision on ``view``: keep its belief, if it weighed one, for the side's next decision."""
        belief = getattr(thinking, "belief", None)
        if game and belief is not None and belief.done:
            self.kept[view["side"]] = (game, view, belief)
