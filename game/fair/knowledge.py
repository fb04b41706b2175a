"""What one side knows of the round and may do in it: its world, its view, its turn, its own moves.

The round is played on this side's engine (world.py): the positions it knows hold their true
cards, the others stand-ins that are never shown (R-SECRET). Its own moves are played here and
wait in ``unsent`` until its next message tells them.
"""

from __future__ import annotations

from typing import Any

from ..engine import Game, IllegalAction
from ..events import for_side
from ..notation import Action
from ..position import OVER
from .world import known_round, mask_events, masked_view, visible


class Knowledge:
    """The Party's part that knows the round and plays this side's moves (mixed into Party; one model)."""

    def playable(self) -> bool:
        """Is the round's deck dealt (its positions known)? Moves also wait for the ranking."""
        return self.round.y is not None

    def read_cards(self) -> dict[int, int]:
        """The cards this side has read, by deck position (a copy: what it may know, nothing more)."""
        return dict(self._facts)

    def world(self) -> Game | None:
        """This round as far as this side can play it (stand-ins for what it cannot see)."""
        if self._world is None and self.playable():
            self._world, self._order = known_round(self.scores, self._facts, self.moves)
        return self._world

    def _changed(self) -> None:
        self._world = None

    def visible_positions(self) -> set[int]:
        """The deck positions whose cards the rules let this side see now (R-SECRET)."""
        world = self.world()
        return set() if world is None else set(visible(world, self._order, self.me))

    def known_cards(self) -> set[int]:
        return {self._facts[p] for p in self.visible_positions() if p in self._facts}

    def waiting_for_cards(self) -> bool:
        """Does this side's view lack a card the rules let it see (a share still to come)?"""
        return self.world() is not None and not self.visible_positions() <= self._facts.keys()

    def _withheld(self) -> bool:
        """Does the other side's message leave out a card it owed? Judged before this side's own
        moves that it has not told yet (live, a side may act on while its message waits)."""
        game, order = known_round(self.scores, self._facts, self._told())
        return not visible(game, order, self.me) <= self._facts.keys()

    def _told(self) -> list[str]:
        """This round's moves the other side knows of (this side's own not yet sent left out)."""
        return self.moves[:len(self.moves) - len(self.unsent)] if self.unsent else self.moves

    def round_over(self) -> bool:
        world = self.world()
        return world is not None and getattr(world, "ended", None) is not None

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

    def act(self, action: str) -> list[dict[str, Any]]:
        """Play this side's move (IllegalAction if it is not legal or not this side's to make)."""
        if not self.my_turn():
            raise IllegalAction("it is not your decision now")
        action = str(Action.parse(action))
        events = self.world().play(action, side=self.side)
        self.moves.append(action)
        self.unsent.append(action)
        return mask_events(for_side(events, self.side), self.known_cards())
