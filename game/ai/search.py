"""The hard player: search over what it cannot see.

Determinized Monte Carlo with a strong prior. The judge (one ply, from the view) ranks
the legal actions; the top few are then tried in many possible worlds: each world deals
the opponent's hidden cards and the deck from the unseen cards, consistent with the view
(the opponent's keeps lean their hidden cards strong), and plays the round out with a
quick policy for both sides; the round's end is worth the chance of winning the game
from there (value.later). The search leaves the judge's first choice only when another
action wins clearly more often over the same worlds (a paired test), because the gaps
between good actions are small next to the noise of sampling.
"""

from __future__ import annotations

import math
import random
import time
from bisect import bisect_left
from typing import Any

from ..cards import CARD_OF_CODE, DECK_SIZE, colour_bonus
from ..engine import CALL_AFTER, DRAWN, EFFECT, FACE_UP, HIDDEN, KNOWN, OVER, SHUFFLES, TURN, Game
from ..notation import ACTION_OF_NAME, CALL, DISCARD, DRAW, KEEP, SWAP, SWAP_PAIRS, TRADE, TRUMP
from ..sides import SIDE_INDEX
from .judge import Judge, ranked
from .knowledge import Knowledge, read
from .value import later

CANDIDATES = 3  # the judge's best few are searched
ITERATIONS = 120  # worlds per decision, at most
SECONDS = 0.45  # and at most this long (Pyodide runs about half as fast as CPython)
QUICK_CALL = 4.5  # the play-outs call only when far ahead (calling readily loses)
SWITCH_SIGMAS = 1.0  # leave the judge's choice only for a gain this clear (in standard errors; 2.0 was too timid)
# The quick policy's worth of each discarded card's effect, in districts won (1..8).
EFFECT_WORTH = (0.0, -0.1, 0.0, 0.05, 0.4, 1.0, 0.5, 0.3, 0.0)


class Search:
    """One decision's search, one world at a time, so that a page can run it in short slices."""

    def __init__(self, view: dict[str, Any], rng: random.Random, iterations: int | None = None):
        self.knowledge = read(view)
        self.scores = Judge(self.knowledge).scores()
        self.candidates = ranked(self.scores)[:CANDIDATES]
        if view["phase"] == "effect" and view["effect"] in (1, 3):
            self.candidates = self.candidates[:1]  # what is seen is worth nothing in a known world: no search
        self.numbers = [ACTION_OF_NAME[a] for a in self.candidates]
        self.me = SIDE_INDEX[self.knowledge.me]
        self.rng = rng
        self.iterations = (ITERATIONS if iterations is None else iterations) if len(self.candidates) > 1 else 0
        self.results: list[list[float]] = [[] for _ in self.candidates]

    @property
    def done(self) -> bool:
        return len(self.results[0]) >= self.iterations

    def step(self) -> None:
        """Try every candidate in one more possible world (the same world for each)."""
        world = determinize(self.knowledge, self.rng)
        for index, action in enumerate(self.numbers):
            game = world.clone()
            game.apply(action)
            self.results[index].append(play_out(game, self.me))

    def choice(self) -> str:
        """The judge's first choice, unless another candidate did clearly better."""
        if not self.results[0]:
            return self.candidates[0]
        best = max(range(len(self.candidates)), key=lambda i: sum(self.results[i]))
        if best != 0 and clearly_better(self.results[best], self.results[0]):
            return self.candidates[best]
        return self.candidates[0]

    def chance(self, action: str) -> float:
        """The estimated chance of winning the game after ``action`` (searched, else judged)."""
        if action in self.candidates and self.results[self.candidates.index(action)]:
            results = self.results[self.candidates.index(action)]
            return sum(results) / len(results)
        return self.scores[action]


def hard_player(view: dict[str, Any], rng: random.Random, iterations: int | None = None,
                seconds: float = SECONDS) -> str:
    """Search by iterations, with a time limit as a safety net (the same view and seed give
    the same move whenever the iterations, not the clock, end the search)."""
    search = Search(view, rng, ITERATIONS if iterations is None else iterations)
    deadline = time.perf_counter() + seconds
    while not search.done and time.perf_counter() < deadline:
        search.step()
    return search.choice()


def clearly_better(challenger: list[float], prior: list[float]) -> bool:
    """A paired test over the same worlds: is the challenger's mean gain well above noise?"""
    n = len(prior)
    if n < 8:
        return False
    gains = [a - b for a, b in zip(challenger, prior, strict=False)]
    mean = sum(gains) / n
    variance = sum((g - mean) ** 2 for g in gains) / (n - 1)
    return mean > SWITCH_SIGMAS * math.sqrt(variance / n) and mean > 0.005


# ----- possible worlds -----

def determinize(k: Knowledge, rng: random.Random) -> Game:
    """A full game state consistent with the view: the unseen cards dealt to the opponent's
    hidden slots (by the belief weights) and to the deck (uniformly)."""
    view = k.view
    pool = list(k.unseen)
    theirs = list(k.theirs)
    hidden = [i for i, card in enumerate(theirs) if card is None]
    rng.shuffle(hidden)
    for slot in hidden:
        weights = dict(k.slot_weights(slot))
        choices = [c for c in pool if c in weights]
        pick = rng.choices(choices, [weights[c] for c in choices])[0]
        theirs[slot] = pick
        pool.remove(pick)
    rng.shuffle(pool)
    if k.deck_top is not None:
        pool.append(k.deck_top)  # the deck's top is the list's end
    me, them = SIDE_INDEX[k.me], SIDE_INDEX[k.them]
    game = Game.__new__(Game)
    game.seed = rng.randrange(2**31)
    game.round, game.health, game.vampires = view["round"], view["health"], list(view["vampires"])
    game._ranking = list(k.ranking)
    holders: list[list[int]] = [[], []]
    holders[me], holders[them] = list(k.mine), theirs
    game.holders = holders
    marks: list[list[int]] = [[], []]
    marks[me] = [FACE_UP if up else (KNOWN if known else HIDDEN)
                 for up, known in zip(view["face_up"][k.me], view["opponent_knows"], strict=False)]
    marks[them] = [FACE_UP if up else (KNOWN if card is not None else HIDDEN)
                   for up, card in zip(view["face_up"][k.them], k.theirs, strict=False)]
    game.marks = marks
    game.deck = pool
    game.top_up = k.deck_top is not None
    game.drawn = k.drawn if k.drawn is not None else -1
    game.drawn_up = bool(view["drawn_face_up"])
    game._discards = [CARD_OF_CODE[c] for c in view["discards"]]
    game.phase = {"turn": TURN, "drawn": DRAWN, "effect": EFFECT}[view["phase"]]
    game.effect = view["effect"] or 0
    game.mover = me
    game.caller = -1 if view["caller"] is None else SIDE_INDEX[view["caller"]]
    game._winner, game.win_reason, game.win_district = -1, None, -1
    game.history, game.round_start, game.start = [], 0, None
    game.shuffles = [rng.randrange(SHUFFLES) for _ in range(5)]
    game._events = None
    return game


# ----- the quick policy and the round's end -----

STRENGTH_CACHE: dict[tuple[int, ...], list[int]] = {}


def strengths(ranking: list[int]) -> list[int]:
    """Every card's strength under a ranking (cards.colour_bonus), cached per ranking."""
    key = tuple(ranking)
    table = STRENGTH_CACHE.get(key)
    if table is None:
        bonus = colour_bonus(ranking)
        table = STRENGTH_CACHE[key] = [bonus[c >> 3] + (c & 7) * 4 for c in range(DECK_SIZE)]
    return table


def play_out(game: Game, me: int) -> float:
    """Play the round out with the quick policy; P(``me`` wins the game) from where it ends."""
    start = game.round
    while game.phase != OVER and game.round == start:
        game.apply(quick_choice(game))
    if game.phase == OVER:
        return 1.0 if game._winner == me else 0.0
    dracula = later(game.health, tuple(sorted(game.vampires)), game.round)
    return dracula if me == 0 else 1.0 - dracula


def unseen_strengths(game: Game, side: int, table: list[int]) -> list[int]:
    """The sorted strengths of the cards ``side`` has not seen in this (sampled) world."""
    seen = set(game.holders[side])
    seen.update(game._discards)
    theirs, marks = game.holders[1 - side], game.marks[1 - side]
    seen.update(theirs[i] for i in range(5) if marks[i] != HIDDEN)
    if game.drawn >= 0:
        seen.add(game.drawn)
    if game.top_up and game.deck:
        seen.add(game.deck[-1])
    return sorted(table[c] for c in range(DECK_SIZE) if c not in seen)


def expected_wins(mine: list[int], theirs: list[int], marks: list[int], table: list[int], pool: list[int]) -> float:
    """Districts this side expects to win, judging what it cannot see by the share of unseen
    cards its card beats (it plays the world as a player would, not as an oracle)."""
    total = 0.0
    size = len(pool) or 1
    for i in range(5):
        mine_strength = table[mine[i]]
        if marks[i] != HIDDEN:
            total += mine_strength > table[theirs[i]]
        else:
            total += bisect_left(pool, mine_strength) / size
    return total


def quick_choice(game: Game) -> int:
    """A fast one-ply player for the play-outs: it sees what its side would see in this world."""
    options = game.legal()
    if len(options) == 1:
        return options[0]
    side = game.mover
    mine, theirs, marks = game.holders[side], game.holders[1 - side], game.marks[1 - side]
    table = strengths(game._ranking)
    pool = unseen_strengths(game, side, table)
    phase = game.phase
    if phase == TURN:
        return CALL if expected_wins(mine, theirs, marks, table, pool) >= QUICK_CALL else DRAW
    if phase == DRAWN:
        drawn = game.drawn
        can_end = len(game._discards) >= CALL_AFTER
        best, best_score = options[0], -99.0
        for action in options:
            if action == DISCARD:
                after, gone = mine, drawn
            else:
                slot = action - KEEP
                after = mine[:]
                after[slot] = drawn
                gone = mine[slot]
            won = expected_wins(after, theirs, marks, table, pool)
            value = (gone & 7) + 1
            score = won + (2 * (won - 2.5) if value == 8 and can_end else EFFECT_WORTH[value])
            if score > best_score:
                best, best_score = action, score
        return best
    effect = game.effect
    best, best_score = options[0], -1.0
    if effect == 4:
        for action in options:
            a, b = SWAP_PAIRS[action - SWAP]
            after = mine[:]
            after[a], after[b] = after[b], after[a]
            score = expected_wins(after, theirs, marks, table, pool)
            if score > best_score:
                best, best_score = action, score
    elif effect == 6:
        size = len(pool) or 1
        base = expected_wins(mine, theirs, marks, table, pool)
        for action in options:
            slot = action - TRADE
            given = table[mine[slot]]
            before = (given > table[theirs[slot]]) if marks[slot] != HIDDEN else bisect_left(pool, given) / size
            after = (table[theirs[slot]] > given) if marks[slot] != HIDDEN else 1 - bisect_left(pool, given + 1) / size
            score = base - before + after
            if score > best_score:
                best, best_score = action, score
    elif effect == 7:
        for action in options:
            ranking = game._ranking[:]
            place = ranking.index(action - TRUMP)
            ranking[0], ranking[place] = ranking[place], ranking[0]
            other = strengths(ranking)
            score = expected_wins(mine, theirs, marks, other, unseen_strengths(game, side, other))
            if score > best_score:
                best, best_score = action, score
    return best  # reveal or expose: the first (the play-outs do not value what is learnt)
