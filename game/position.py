"""The state of a game as plain data: the fields of a position and the words for their values.

A ``Position`` is everything that is true at one moment of a game; ``engine.Game`` is a Position
with the rules that change it, views (views.py) and saves (save_format.py) read one, and every
position, whether new, loaded, copied or imagined by the computer, becomes a Game through one
constructor, ``Game.from_position``. Inside, cards are ints (cards.py) and sides are indices
(0 Dracula, 1 Van Helsing); at every boundary they become codes and names.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any

# Phases: what the side to move decides next.
TURN = 0  # R-TURN: draw, or call the end of the round
DRAWN = 1  # holding a drawn card: discard it or keep it in a slot
EFFECT = 2  # R-FX: the discarded card's effect needs a choice
OVER = 3  # R-WIN: someone has won
PHASE_NAMES = ("turn", "drawn", "effect", "over")

# What each side knows of a card in a holder (R-SECRET, R-MEMORY, R-REVEALED).
HIDDEN = 0  # only its owner knows it
KNOWN = 1  # the owner's opponent remembers it too (it passed through an effect-6 trade)
FACE_UP = 2  # revealed: both see it until the round ends
MARK_NAMES = ("hidden", "known", "face_up")

HOLDER_SIZE = 5  # R-HOLDER
DISTRICTS = 5  # R-BOARD
CITIZENS = 4  # R-BOARD: tokens per district
ROUNDS = 5  # R-SHIP
START_HEALTH = 12  # R-HP
DECK_AFTER_DEAL = 22  # R-DEAL: 32 cards less two holders of 5
CALL_AFTER = 6  # R-CALL and R-EIGHT: discards needed before a call or an 8's discard
EIGHT = 7  # card & 7 of an 8



class Outcome(StrEnum):
    """R-WIN: why a game ended (a str, so saves, events and the catalogs' keys read it as before)."""

    HEALTH = "health"  # Van Helsing brought Dracula's health to 0
    DISTRICT = "district"  # Dracula filled a district with vampires
    ROUNDS = "rounds"  # Dracula lasted the five rounds


WIN_REASONS = tuple(Outcome)


class Position:
    """Every field of a game at one moment (see the module docstring for the encodings)."""

    FIELDS = (
        "seed", "shuffles", "start", "round", "health", "vampires", "colour_ranking", "holders", "marks", "deck",
        "top_up", "drawn", "drawn_up", "pile", "phase", "effect", "mover", "caller", "won_by", "win_reason",
        "win_district", "history", "round_start",
    )
    __slots__ = FIELDS

    def __init__(self, *, seed: int, shuffles: list[int], start: dict[str, Any] | None, round: int, health: int,
                 vampires: list[int], colour_ranking: list[int], holders: list[list[int]], marks: list[list[int]],
                 deck: list[int], top_up: bool, drawn: int, drawn_up: bool, pile: list[int], phase: int, effect: int,
                 mover: int, caller: int, won_by: int, win_reason: Outcome | None, win_district: int,
                 history: list[int], round_start: int):
        self.seed = seed  # the game's seed: the first deal and ranking, unless start says otherwise
        self.shuffles = shuffles  # the number of each round's deal (deals.permutation), drawn from the seed
        self.start = start  # an explicit round-1 deal and ranking ({"deck", "ranking"}), or None
        self.round = round  # R-SHIP: 1 to 5
        self.health = health  # R-HP: Dracula's health
        self.vampires = vampires  # R-BITE: per district
        self.colour_ranking = colour_ranking  # R-RANK: colour indices, trump first
        self.holders = holders  # per side, 5 cards, slot 1 first
        self.marks = marks  # per side and slot: HIDDEN, KNOWN or FACE_UP
        self.deck = deck  # the deck, its top card last
        self.top_up = top_up  # R-FX 2: the deck's top card is face up
        self.drawn = drawn  # the card the side to move has drawn, or -1
        self.drawn_up = drawn_up  # that card was drawn face up
        self.pile = pile  # the discard pile, oldest first
        self.phase = phase  # TURN, DRAWN, EFFECT or OVER
        self.effect = effect  # the value whose effect waits for a choice (phase EFFECT), else 0
        self.mover = mover  # the side to move
        self.caller = caller  # R-CALL: the side that called the end of this round, or -1
        self.won_by = won_by  # R-WIN: the winner's side, or -1
        self.win_reason = win_reason  # None while the game goes on
        self.win_district = win_district  # the district (0-4) that a district win took, or -1
        self.history = history  # every move of the game, packed (notation.pack)
        self.round_start = round_start  # where this round's moves begin in the history
