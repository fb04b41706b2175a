"""The rules of Dracula vs Van Helsing: one small state object and one way to change it.

``Game`` is a Position (position.py) with the rules. ``legal()`` and ``apply()`` work on action
numbers (see notation.py) and are what the AI's playouts call; ``legal_actions()`` and ``play()``
are the same thing in docs/RULES.md notation, with validation and events, for everyone else.
Each rule is implemented in one place, with its docs/RULES.md ID beside it: the turn here, which
actions are legal in legal.py, an effect's start in effects.py, a round's end in round_end.py and
the deal in deals.py (docs/MAP.md, "Where each rule lives").
"""

from __future__ import annotations

import random
from typing import Any, Self

from .cards import CODES, COLOURS, DECK_SIZE, with_trump
from .deals import (
    SEED_LIMIT,
    SHUFFLES,
    deal,
    game_rng,
    parse_deck,
    parse_ranking,
    permutation,
    permutation_number,
    round_position,
)
from .effects import Effects
from .legal import (
    DISCARD_OR_KEEP,
    DRAW_ONLY,
    DRAW_OR_CALL,
    EIGHT_AT,
    EXPOSE_OPTIONS,
    KEEP_OPTIONS,
    REVEAL_OPTIONS,
    SWAP_ALL,
    TRADE_ALL,
    TRUMP_OPTIONS,
    Legal,
)
from .notation import (
    CALL,
    DISCARD,
    DRAW,
    EXPOSE,
    KEEP,
    REVEAL,
    SWAP,
    SWAP_PAIRS,
    TRADE,
    TRUMP,
    action_number,
    pack,
    unpack_moves,
)
from .position import DISTRICTS, DRAWN, FACE_UP, HIDDEN, KNOWN, OVER, ROUNDS, START_HEALTH, TURN, Position
from .round_end import RoundEnd
from .save_format import dump
from .sides import SIDES, TITLES, side_index
from .views import view_of

__all__ = [  # the names other modules import from here, wherever they are defined
    "DISCARD_OR_KEEP", "DRAW_ONLY", "DRAW_OR_CALL", "EIGHT_AT", "EXPOSE_OPTIONS", "KEEP_OPTIONS", "REVEAL_OPTIONS",
    "SEED_LIMIT", "SHUFFLES", "SWAP_ALL", "TRADE_ALL", "TRUMP_OPTIONS", "Game", "IllegalAction", "deal", "game_rng",
    "new_game", "parse_deck", "parse_ranking", "permutation", "permutation_number",
]


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message says why. The game is unchanged."""


class Game(Legal, Effects, RoundEnd):
    """The true state of one game (a Position), and the rules that change it.

    >>> g = new_game(seed=7)
    >>> g.to_move, g.legal_actions()
    ('dracula', ['draw'])
    >>> kind = g.play("draw")[0]["type"]
    >>> kind
    'draw'
    """

    __slots__ = ()

    @classmethod
    def from_position(cls, position: Position) -> Self:
        """A game at ``position``, sharing nothing with it: the one way any position becomes a game
        (a new deal, a loaded save, a copy, a world the computer imagines). The position is taken
        as it is: saves.load_game checks that a position from outside is one the rules can reach."""
        game = cls.__new__(cls)
        game.seed = position.seed
        game.shuffles = position.shuffles  # never changed after the game starts: shared
        game.start = position.start
        game.round = position.round
        game.health = position.health
        game.vampires = position.vampires[:]
        game.colour_ranking = position.colour_ranking[:]
        game.holders = [position.holders[0][:], position.holders[1][:]]
        game.marks = [position.marks[0][:], position.marks[1][:]]
        game.deck = position.deck[:]
        game.top_up = position.top_up
        game.drawn = position.drawn
        game.drawn_up = position.drawn_up
        game.pile = position.pile[:]
        game.phase = position.phase
        game.effect = position.effect
        game.mover = position.mover
        game.caller = position.caller
        game.won_by = position.won_by
        game.win_reason = position.win_reason
        game.win_district = position.win_district
        game.history = position.history[:]
        game.round_start = position.round_start
        game._events = None
        return game

    # ----- the engine contract: names that code and tests outside the rules rely on (docs/MAP.md) -----

    @property
    def to_move(self) -> str | None:
        return None if self.phase == OVER else SIDES[self.mover]

    @property
    def winner(self) -> str | None:
        return None if self.won_by < 0 else SIDES[self.won_by]

    @property
    def ranking(self) -> list[str]:
        """The colour ranking, trump first (R-RANK)."""
        return [COLOURS[c] for c in self.colour_ranking]

    @property
    def trump(self) -> str:
        return COLOURS[self.colour_ranking[0]]

    @property
    def discards(self) -> list[str]:
        """The discard pile, oldest first; public (R-SECRET)."""
        return [CODES[c] for c in self.pile]

    @property
    def deck_size(self) -> int:
        return len(self.deck)

    @property
    def moves(self) -> list[str]:
        """Every action of the game so far, in notation."""
        return [action for _, action in unpack_moves(self.history)]

    def holder(self, side: str) -> list[str]:
        """A side's 5 cards, slot 1 first: the truth, for tests and the end of a round."""
        return [CODES[c] for c in self.holders[side_index(side)]]

    def play(self, action: str, side: str | None = None) -> list[dict[str, Any]]:
        """Apply one action in notation and return the events it caused (all of them, faces
        included: use ``events.for_side`` before showing them to a player).

        ``side``, when given, must be the side to move. An illegal action raises
        IllegalAction with the reason, and leaves the game exactly as it was.
        """
        try:
            number = action_number(action)
        except ValueError as error:
            raise IllegalAction(str(error)) from None
        if side is not None and side != self.to_move:
            mover = self.to_move
            if mover is None:
                raise IllegalAction("the game is over")
            raise IllegalAction(f"it is {TITLES[mover]}'s turn, not {side!r}'s")
        if number not in self.legal():
            raise IllegalAction(self._why_illegal(number))
        events: list[dict[str, Any]] = []
        self._events = events
        try:
            self.apply(number)
        finally:
            self._events = None
        return events

    def view(self, side: str) -> dict[str, Any]:
        """Everything ``side`` may know, and nothing more (R-SECRET, R-MEMORY)."""
        me = side_index(side)
        return view_of(self, me, self.legal_actions() if self.phase != OVER and self.mover == me else None)

    def to_json(self) -> str:
        """The whole game as JSON text: see save_format.py for the format."""
        return dump(self)

    def clone(self) -> Game:
        """An independent copy, for search: same state, same future deals."""
        return Game.from_position(self)

    # ----- applying actions -----

    def apply(self, action: int) -> None:
        """Apply a legal action number (unchecked: it must come from ``legal()``)."""
        side = self.mover
        self.history.append(pack(side, action))
        events = self._events
        if action == DRAW:  # R-TURN 1
            drawn = self.deck.pop()
            self.drawn = drawn
            self.drawn_up = face_up = self.top_up  # R-FX 2: a face-up top is drawn face up
            self.top_up = False
            self.phase = DRAWN
            if events is not None:
                events.append(self._event("draw", side, card=CODES[drawn], face_up=face_up,
                                          deck_size=len(self.deck), hide=None if face_up else [drawn]))
            return
        if action < REVEAL:
            if action == CALL:  # R-CALL
                self.caller = side
                if events is not None:
                    events.append(self._event("call", side))
                self._end_turn(False)
                return
            kept = self.drawn
            self.drawn = -1
            if action == DISCARD:
                discarded = kept
                if events is not None:
                    events.append(self._event("discard", side, card=CODES[discarded]))
            else:  # keep: the drawn card takes the slot, the slot's card is discarded
                slot = action - KEEP
                holder = self.holders[side]
                discarded = holder[slot]
                holder[slot] = kept
                self.marks[side][slot] = FACE_UP if self.drawn_up else HIDDEN  # R-REVEALED
                if events is not None:
                    events.append(self._event("keep", side, slot=slot + 1, card=CODES[kept],
                                              discarded=CODES[discarded], face_up=self.drawn_up,
                                              hide=None if self.drawn_up else [kept]))
            self.pile.append(discarded)
            self._effect(discarded)
            return
        if action >= SWAP:
            if action < TRADE:  # R-FX 4
                a, b = SWAP_PAIRS[action - SWAP]
                holder = self.holders[side]
                marks = self.marks[side]
                holder[a], holder[b] = holder[b], holder[a]
                marks[a], marks[b] = marks[b], marks[a]
                if events is not None:
                    unseen = [holder[i] for i in (a, b) if marks[i] == HIDDEN]
                    events.append(self._event("swap", side, slots=[a + 1, b + 1],
                                              cards=[CODES[holder[b]], CODES[holder[a]]], hide=unseen))
            elif action < TRUMP:  # R-FX 6, R-MEMORY: both cards are known to both afterwards
                slot = action - TRADE
                mine, theirs = self.holders[side], self.holders[1 - side]
                my_marks, their_marks = self.marks[side], self.marks[1 - side]
                gave, got = mine[slot], theirs[slot]
                mine[slot], theirs[slot] = got, gave
                my_marks[slot], their_marks[slot] = their_marks[slot] or KNOWN, my_marks[slot] or KNOWN
                if events is not None:
                    events.append(self._event("trade", side, slot=slot + 1, gave=CODES[gave], got=CODES[got]))
            else:  # R-FX 7
                old = self.colour_ranking[0]
                self.colour_ranking = with_trump(self.colour_ranking, action - TRUMP)
                if events is not None:
                    events.append(self._event("trump", side, colour=COLOURS[action - TRUMP], old=COLOURS[old],
                                              ranking=self.ranking))
            self._end_turn(False)
            return
        if action < EXPOSE:  # R-FX 1
            slot = action - REVEAL
            self.marks[side][slot] = FACE_UP
            if events is not None:
                events.append(self._event("reveal", side, slot=slot + 1, card=CODES[self.holders[side][slot]]))
        else:  # R-FX 3
            slot = action - EXPOSE
            self.marks[1 - side][slot] = FACE_UP
            if events is not None:
                events.append(self._event("expose", side, slot=slot + 1, card=CODES[self.holders[1 - side][slot]]))
        self._end_turn(False)

    def _end_turn(self, again: bool) -> None:
        """R-EMPTY, R-CALL, R-FIRST: end the round, or pass the turn (or keep it, effect 5)."""
        self.phase = TURN
        if not self.deck:
            self._end_round("deck_empty")
            return
        if not again:
            if self.caller >= 0 and self.mover != self.caller:
                self._end_round("call")  # the last turn after a call is over
                return
            self.mover ^= 1
        if self._events is not None:
            self._events.append(self._event("turn", self.mover, extra=again, last=self.caller >= 0))


def new_game(seed: int | None = None, deck: list[str] | None = None, ranking: list[str] | None = None,
             shuffles: list[int] | None = None) -> Game:
    """A new game. From ``seed`` alone the first deal and the ranking are random; the same
    seed gives the same game. ``deck`` (all 32 codes, top first, dealt per R-DEAL) and
    ``ranking`` (4 colour letters, trump first) fix round 1; later rounds shuffle from the seed,
    or by ``shuffles`` (each round's permutation number) when a deal was made elsewhere.
    """
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"the seed must be an integer, not {type(seed).__name__}")
    if not -SEED_LIMIT <= seed < SEED_LIMIT:
        raise ValueError(f"the seed must be between -2**63 and 2**63 - 1, not {seed}")
    rng = game_rng(seed)
    colours = permutation(rng.randrange(24), 4)  # R-RANK: set at random when the game starts
    drawn = [rng.randrange(SHUFFLES) for _ in range(ROUNDS)]
    if shuffles is None:
        shuffles = drawn
    elif len(shuffles) != ROUNDS or not all(isinstance(n, int) and 0 <= n < SHUFFLES for n in shuffles):
        raise ValueError(f"shuffles are {ROUNDS} permutation numbers below 32!")
    order = permutation(shuffles[0], DECK_SIZE)
    start: dict[str, Any] | None = None
    if deck is not None or ranking is not None:
        if deck is not None:
            order = parse_deck(deck)
        if ranking is not None:
            colours = parse_ranking(ranking)
        start = {"deck": [CODES[c] for c in order], "ranking": [COLOURS[c] for c in colours]}
    return Game.from_position(round_position(order, round=1, health=START_HEALTH, vampires=[0] * DISTRICTS,
                                             ranking=colours, history=[], seed=seed, shuffles=shuffles, start=start))
