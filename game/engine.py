"""The rules of Dracula vs Van Helsing: one small state object and one way to change it.

``Game`` is a Position (position.py) with the rules. ``legal()`` and ``apply()`` work on action
numbers (see notation.py) and are what the AI's playouts call; ``legal_actions()`` and ``play()``
are the same thing in docs/RULES.md notation, with validation and events, for everyone else.
Each rule is implemented in one place, with its docs/RULES.md ID beside it.
"""

from __future__ import annotations

import math
import random
from typing import Any

from .cards import CODES, COLOUR_INDEX, COLOURS, DECK_SIZE, card, colour_bonus, with_trump
from .notation import (
    CALL,
    DISCARD,
    DRAW,
    EFFECT_VERBS,
    EXPOSE,
    KEEP,
    NAMES,
    REVEAL,
    SWAP,
    SWAP_PAIRS,
    TRADE,
    TRUMP,
    action_number,
    pack,
    unpack_moves,
)
from .position import (
    CALL_AFTER,
    CITIZENS,
    DISTRICTS,
    DRAWN,
    EFFECT,
    EIGHT,
    FACE_UP,
    HIDDEN,
    HOLDER_SIZE,
    KNOWN,
    OVER,
    ROUNDS,
    START_HEALTH,
    TURN,
    Position,
)
from .save_format import dump
from .sides import SIDES, TITLES, side_index
from .views import view_of

SEED_LIMIT = 2**63
SHUFFLES = math.factorial(DECK_SIZE)  # the number of different deals


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message says why. The game is unchanged."""


def permutation(number: int, size: int) -> list[int]:
    """The permutation of range(size) numbered ``number`` (0 <= number < size!).

    A Fisher-Yates shuffle whose choices are the mixed-radix digits of one uniform number:
    a round's whole deal costs one draw from the generator (R-DEAL, R-NEW).
    """
    order = list(range(size))
    for i, radix in _STEPS.get(size) or _steps(size):
        j = number % radix
        number //= radix
        order[i], order[j] = order[j], order[i]
    return order


def permutation_number(order: list[int]) -> int:
    """The number whose permutation is ``order``: the inverse of ``permutation`` (a deal made
    elsewhere, such as the two browsers' fair shuffle, becomes the same kind of game)."""
    state = list(range(len(order)))
    where = {card: i for i, card in enumerate(state)}
    number, scale = 0, 1
    for i, radix in _STEPS.get(len(order)) or _steps(len(order)):
        j = where[order[i]]
        number += j * scale
        scale *= radix
        where[state[i]], where[state[j]] = j, i
        state[i], state[j] = state[j], state[i]
    return number


_STEPS: dict[int, tuple[tuple[int, int], ...]] = {}


def _steps(size: int) -> tuple[tuple[int, int], ...]:
    steps = _STEPS[size] = tuple((i, i + 1) for i in range(size - 1, 0, -1))
    return steps


def game_rng(seed: int) -> random.Random:
    """The game's random generator: Python's Mersenne Twister, seeded with a whole number,
    gives the same stream on CPython and on Pyodide, so the same seed gives the same game
    everywhere. Seeds map one-to-one onto the non-negative numbers the generator takes."""
    return random.Random(seed * 2 if seed >= 0 else -2 * seed - 1)


def _tables() -> tuple[list[tuple[int, ...]], list[tuple[int, ...]], list[tuple[int, ...]], list[tuple[int, ...]]]:
    """Precomputed legal-action tuples, indexed by bit masks of slots, so legal() allocates nothing."""
    reveal = [tuple(REVEAL + i for i in range(5) if mask >> i & 1) for mask in range(32)]
    expose = [tuple(EXPOSE + i for i in range(5) if mask >> i & 1) for mask in range(32)]
    # R-EIGHT with fewer than 6 discards: keep only onto slots without an 8 (mask = slots
    # holding an 8); discard only a drawn card that is not an 8 (index + 32 = drawn 8).
    keep = [((DISCARD,) if mask < 32 else ()) + tuple(KEEP + i for i in range(5) if not (mask & 31) >> i & 1)
            for mask in range(64)]
    trump = [tuple(TRUMP + c for c in range(4) if c != t) for t in range(4)]
    return reveal, expose, keep, trump


REVEAL_OPTIONS, EXPOSE_OPTIONS, KEEP_OPTIONS, TRUMP_OPTIONS = _tables()
# EIGHT_AT[i][card]: the bit for "an 8 in slot i" (i = 5: the drawn card), to index KEEP_OPTIONS
EIGHT_AT = [[1 << i if c & 7 == EIGHT else 0 for c in range(DECK_SIZE)] for i in range(6)]
DRAW_ONLY = (DRAW,)
DRAW_OR_CALL = (DRAW, CALL)
DISCARD_OR_KEEP = (DISCARD,) + tuple(KEEP + i for i in range(5))
SWAP_ALL = tuple(SWAP + i for i in range(len(SWAP_PAIRS)))
TRADE_ALL = tuple(TRADE + i for i in range(5))


class Game(Position):
    """The true state of one game (a Position), and the rules that change it.

    >>> g = new_game(seed=7)
    >>> g.to_move, g.legal_actions()
    ('dracula', ['draw'])
    >>> kind = g.play("draw")[0]["type"]
    >>> kind
    'draw'
    """

    __slots__ = ("_events",)

    @classmethod
    def from_position(cls, position: Position) -> Game:
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

    # ----- the engine contract (DESIGN.md) -----

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

    def legal_actions(self) -> list[str]:
        """The legal actions of the side to move, in notation; [] once the game is over."""
        return [NAMES[a] for a in self.legal()]

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

    # ----- legal actions -----

    def legal(self) -> tuple[int, ...]:
        """The legal action numbers now. Returns shared tuples: do not modify."""
        phase = self.phase
        if phase == TURN:
            # R-CALL: only with 6 discards, and only once a round
            return DRAW_OR_CALL if self.caller < 0 and len(self.pile) >= CALL_AFTER else DRAW_ONLY
        if phase == DRAWN:
            if len(self.pile) >= CALL_AFTER:
                return DISCARD_OR_KEEP
            # R-EIGHT: before 6 discards no 8 may be discarded, drawn or swapped out of a slot
            h = self.holders[self.mover]
            return KEEP_OPTIONS[EIGHT_AT[5][self.drawn] | EIGHT_AT[0][h[0]] | EIGHT_AT[1][h[1]] | EIGHT_AT[2][h[2]]
                                | EIGHT_AT[3][h[3]] | EIGHT_AT[4][h[4]]]
        if phase == EFFECT:
            effect = self.effect
            if effect == 4:
                return SWAP_ALL
            if effect == 6:
                return TRADE_ALL
            if effect == 7:
                return TRUMP_OPTIONS[self.colour_ranking[0]]
            if effect == 1:
                return REVEAL_OPTIONS[self._face_down(self.mover)]
            return EXPOSE_OPTIONS[self._face_down(1 - self.mover)]
        return ()

    def _face_down(self, side: int) -> int:
        """Bit mask of the side's slots whose card is face down."""
        m = self.marks[side]
        return ((m[0] != FACE_UP) | (m[1] != FACE_UP) << 1 | (m[2] != FACE_UP) << 2
                | (m[3] != FACE_UP) << 3 | (m[4] != FACE_UP) << 4)

    def _why_illegal(self, action: int) -> str:
        """A player-facing reason why ``action`` is not legal now."""
        name = NAMES[action]
        if self.phase == OVER:
            return "the game is over"
        who = TITLES[SIDES[self.mover]]
        options = ", ".join(self.legal_actions())
        discards = len(self.pile)
        if self.phase == TURN:
            if action == CALL:
                if self.caller >= 0:
                    return f"the end of the round has already been called by {TITLES[SIDES[self.caller]]}"
                return (f"you may call the end of the round only when at least {CALL_AFTER} cards are"
                        f" in the discard pile (there are {discards})")
            return f"{name!r} is not possible now: it is the start of {who}'s turn ({options})"
        if self.phase == DRAWN:
            if action == DISCARD:
                return (f"an 8 may be discarded only when at least {CALL_AFTER} cards are in the discard pile"
                        f" (there are {discards}): keep it in a slot")
            if KEEP <= action < REVEAL:
                slot = action - KEEP + 1
                return (f"slot {slot} holds an 8, which cannot be swapped out before {CALL_AFTER} cards are"
                        f" in the discard pile (there are {discards})")
            return f"{name!r} is not possible now: {who} holds a drawn card ({options})"
        effect = self.effect
        verb = EFFECT_VERBS[effect]
        if action >= TRUMP and effect == 7:
            return f"{COLOURS[action - TRUMP]} is already the trump colour ({options})"
        if REVEAL <= action < EXPOSE and effect == 1:
            return f"your card in slot {action - REVEAL + 1} is already face up ({options})"
        if EXPOSE <= action < SWAP and effect == 3:
            return f"the opponent's card in slot {action - EXPOSE + 1} is already face up ({options})"
        return f"{name!r} is not possible now: {who} must resolve effect {effect} with '{verb}' ({options})"

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

    def _effect(self, discarded: int) -> None:
        """R-FX: the discarded card's effect happens, or is skipped when it cannot."""
        value = (discarded & 7) + 1
        side = self.mover
        events = self._events
        if events is not None:
            events.append(self._event("effect", side, value=value, card=CODES[discarded]))
        if value == 8:  # R-EIGHT: the round ends at once, even after a call
            self._end_round("eight")
            return
        if value == 4 or value == 6 or value == 7:
            self.phase = EFFECT
            self.effect = value
            return
        if value == 1 or value == 3:
            if self._face_down(side if value == 1 else 1 - side):
                self.phase = EFFECT
                self.effect = value
                return
            self._skip(value, "no face-down card")
        elif not self.deck:  # R-EMPTY: effects 2 and 5 need a deck
            self._skip(value, "the deck is empty")
        elif value == 2:
            self.top_up = True
            if events is not None:
                events.append(self._event("top", side, card=CODES[self.deck[-1]]))
        else:  # value 5: another turn straight away
            if events is not None:
                events.append(self._event("extra_turn", side))
            self._end_turn(True)
            return
        self._end_turn(False)

    def _skip(self, value: int, reason: str) -> None:
        if self._events is not None:
            self._events.append(self._event("skip", self.mover, value=value, reason=reason))

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

    # ----- end of a round (seed rules) -----

    def _end_round(self, reason: str) -> None:
        """R-RES, R-BITE, R-STAKE, R-STOP, R-WIN, R-NEW."""
        events = self._events
        dracula, van_helsing = self.holders
        if events is not None:
            events.append({"type": "round_end", "round": self.round, "reason": reason,
                           "holders": self._holder_codes(), "ranking": self.ranking, "discards": self.discards,
                           "deck_size": len(self.deck), "vampires": list(self.vampires), "health": self.health})
        bonus = colour_bonus(self.colour_ranking)  # cards.strength, inlined: this runs in every playout
        for i in range(DISTRICTS):  # R-RES: district 1 to 5, left to right
            d, v = dracula[i], van_helsing[i]
            dracula_wins = bonus[d >> 3] + (d & 7) * 4 > bonus[v >> 3] + (v & 7) * 4
            if events is not None:
                events.append({"type": "district", "district": i + 1, "dracula": CODES[d], "van_helsing": CODES[v],
                               "winner": SIDES[0] if dracula_wins else SIDES[1],
                               "by": _decided_by(d, v, self.colour_ranking)})
            if dracula_wins:  # R-BITE
                self.vampires[i] += 1
                if events is not None:
                    events.append({"type": "bite", "district": i + 1, "vampires": self.vampires[i]})
                if self.vampires[i] == CITIZENS:  # R-STOP
                    self._finish(0, "district", i)
                    return
            else:  # R-STAKE
                self.health -= 1
                if events is not None:
                    events.append({"type": "stake", "district": i + 1, "health": self.health})
                if self.health == 0:  # R-STOP
                    self._finish(1, "health", -1)
                    return
        if self.round == ROUNDS:  # R-WIN: round 5 resolved without Van Helsing winning
            self._finish(0, "rounds", -1)
            return
        self.round += 1  # R-NEW: all 32 cards reshuffled
        self._deal(permutation(self.shuffles[self.round - 1], DECK_SIZE))

    def _finish(self, winner: int, reason: str, district: int) -> None:
        """R-WIN: the game is over; every card of the last round stays face up."""
        self.phase = OVER
        self.won_by = winner
        self.win_reason = reason
        self.win_district = district
        self.drawn = -1
        self.caller = -1
        self.marks = [[FACE_UP] * HOLDER_SIZE, [FACE_UP] * HOLDER_SIZE]
        if self._events is not None:
            event: dict[str, Any] = {"type": "game_over", "winner": SIDES[winner], "reason": reason}
            if district >= 0:
                event["district"] = district + 1
            self._events.append(event)

    def _deal(self, order: list[int]) -> None:
        """R-DEAL, R-FIRST: a new round is dealt from ``order`` and Dracula moves first."""
        self.holders, self.deck = deal(order)
        self.marks = [[HIDDEN] * HOLDER_SIZE, [HIDDEN] * HOLDER_SIZE]
        self.top_up = False
        self.drawn = -1
        self.drawn_up = False
        self.pile = []
        self.phase = TURN
        self.effect = 0
        self.mover = 0
        self.caller = -1
        self.round_start = len(self.history)
        if self._events is not None:
            holders = self._holder_codes()
            self._events.append({"type": "deal", "round": self.round, "deck_size": len(self.deck), "holders": holders,
                                 "hidden": {SIDES[0]: holders[SIDES[1]], SIDES[1]: holders[SIDES[0]]}})

    def _holder_codes(self) -> dict[str, list[str]]:
        return {SIDES[s]: [CODES[c] for c in self.holders[s]] for s in (0, 1)}

    def _event(self, kind: str, side: int, hide: list[int] | None = None, **fields: Any) -> dict[str, Any]:
        """An event by ``side``; ``hide`` lists the cards in it that the opponent may not see."""
        event: dict[str, Any] = {"type": kind, "side": SIDES[side], **fields}
        if hide:
            event["hidden"] = {SIDES[1 - side]: [CODES[c] for c in hide]}
        return event


def deal(order: list[int]) -> tuple[list[list[int]], list[int]]:
    """R-DEAL: the holders and the deck dealt from a shuffled deck (top first): five cards each,
    Dracula first, slot 1 first; the 11th card is the deck's top, which is the deck list's end."""
    return [order[0:5], order[5:10]], order[:9:-1]


def _decided_by(dracula: int, van_helsing: int, ranking: list[int]) -> str:
    """Which R-RES branch decided a district: 'trump', 'value' or 'ranking'."""
    trump = ranking[0]
    if (dracula >> 3 == trump) != (van_helsing >> 3 == trump):
        return "trump"
    if dracula & 7 != van_helsing & 7:
        return "value"
    return "ranking"


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
    holders, deck_order = deal(order)
    return Game.from_position(Position(
        seed=seed, shuffles=shuffles, start=start, round=1, health=START_HEALTH, vampires=[0] * DISTRICTS,
        colour_ranking=colours, holders=holders, marks=[[HIDDEN] * HOLDER_SIZE, [HIDDEN] * HOLDER_SIZE],
        deck=deck_order, top_up=False, drawn=-1, drawn_up=False, pile=[], phase=TURN, effect=0, mover=0, caller=-1,
        won_by=-1, win_reason=None, win_district=-1, history=[], round_start=0))


def parse_deck(deck: object) -> list[int]:
    """R-DECK: a deck is all 32 card codes, each exactly once."""
    if not isinstance(deck, (list, tuple)):
        raise ValueError(f"a deck is a list of the 32 card codes, not {type(deck).__name__}")
    if len(deck) != DECK_SIZE:
        raise ValueError(f"a deck has exactly {DECK_SIZE} cards, not {len(deck)}")
    order = [card(code) for code in deck]
    if len(set(order)) != DECK_SIZE:
        twice = sorted({CODES[c] for c in order if order.count(c) > 1})
        raise ValueError(f"a deck holds every card exactly once; repeated: {', '.join(twice)}")
    return order


def parse_ranking(ranking: object) -> list[int]:
    """R-RANK: a ranking is the 4 colour letters in order, trump first."""
    if isinstance(ranking, str):
        ranking = list(ranking)
    if not isinstance(ranking, (list, tuple)) or sorted(map(str, ranking)) != sorted(COLOURS) or len(ranking) != 4:
        raise ValueError(f"a ranking lists the 4 colours R, G, Y, M once each, trump first; got {ranking!r}")
    return [COLOUR_INDEX[c] for c in ranking]
