"""The hard player: search over what it cannot see.

Determinized Monte Carlo with a strong prior. The judge (one ply, from the view) ranks
the legal actions; the top few are then tried in many possible worlds: each world deals
the opponent's hidden cards and the deck from the unseen cards, consistent with the view
(a card the opponent kept leans stronger or weaker than the card it replaced by the effect that
card played, as players keep: knowledge.FITTED_WEAKER; and the opponent's trumps, swaps and shown
cards lean the cards it chose them for: tells.py), and plays the round out with a
quick policy for both sides: a one-ply player that sees what its side would see (and that
a card the other drew and kept is likelier stronger than the one it replaced), weighs each
district by what it decides, and plays swaps, trades and new trumps out to their best
choice (it wins 53-54 % against the normal player, at a fifth of a millisecond a move;
without the weights and the effects played out it won 14 %). The round's end is worth the
chance of winning the game from there, as rounds between normal players go (value.PLAYED) but
with the searcher's side a little stronger (EDGE).
The search leaves the judge's first choice only when another action wins clearly more often
over the same worlds (a paired test), because the gaps between good actions are small next to the noise of sampling; a
challenger clearly below the judge's choice is dropped along the way, so that the worlds go to
the actions still in question (and a search whose challengers are all dropped ends early).
"""

from __future__ import annotations

import math
import random
import time
from bisect import bisect_left
from collections.abc import Iterable
from functools import cache
from typing import Any

from ..cards import CARD_OF_CODE, DECK_SIZE, colour_bonus
from ..engine import (
    CALL_AFTER,
    DRAWN,
    EFFECT,
    FACE_UP,
    HIDDEN,
    KNOWN,
    OVER,
    SHUFFLES,
    SWAP_ALL,
    TRADE_ALL,
    TRUMP_OPTIONS,
    TURN,
    Game,
)
from ..notation import ACTION_OF_NAME, DISCARD, DRAW, EXPOSE, KEEP, NAMES, REVEAL, SWAP, SWAP_PAIRS, TRADE, TRUMP
from ..sides import SIDE_INDEX
from .judge import Judge, ranked
from .knowledge import FITTED_WEAKER, KEPT_WEAKER, Knowledge, read
from .value import PLAYED, Outlook

# The judge's best three are searched. With all six keep-or-discard choices searched, the choices'
# mean regret by a deeper search of every action (python -m game.regret) fell from 0.0044 to
# 0.0019 over the same 125 positions (the best action was outside the three at 12 % of them),
# yet against normal it won 66.0 % and 62.5 % against 63.0 % and 66.0 % on the same deals
# (seeds 11, 13), 12 % slower: the search is limited by its model, not by its candidates.
CANDIDATES = 3
ITERATIONS = 480  # worlds per decision, at most (with challengers dropped; arena figures in README.md)
SECONDS = 0.45  # and at most this long (Pyodide runs about half as fast as CPython)
DROP_SIGMAS = 1.0  # a challenger this far below the judge's choice is searched no further (tested every
DROP_EVERY = 40  # this many worlds), so that the worlds go to the actions still in question
# Leave the judge's choice for a gain this clear, in standard errors (vs normal 63.0 %; with 1.0, 60.8 %;
# 600 games each, on largely the same 100 deals).
SWITCH_SIGMAS = 0.5
OUTLOOK = PLAYED  # how later rounds are likely to go between normal players (value.py)
# How the hard player expects later rounds to go: its own side takes EDGE more of the districts
# than in games between normal players, since it is the stronger player (so it has less need to
# gamble on this round). With 0.05 the outlook gives the hard player 66 % from a game's start,
# as it wins against normal (value.PLAYED with its share moved by 0.05 each way: 71.7 and 59.6 %).
EDGE = 0.05
OUTLOOKS = (OUTLOOK.shifted(EDGE), OUTLOOK.shifted(-EDGE))  # by the searcher's side: Dracula, Van Helsing
# The quick policy's worth of a discarded card's effect, in districts won (1..8; 4, 6 and 7 are
# played out), and of ending the round with an 8, per district expected above 2.5. Quick vs
# normal, 4,000 games on each set of deals: 53.0 and 53.7 % with these; 46.8 and 47.1 % with
# effects 1, 2, 3, 5 at -0.1, 0.2, 0.2, 1.0 and ending at 2 (ending the round readily loses,
# as calling does); 43.9 % on a third set as it was before, calling at 4.5 districts.
EFFECT_WORTH = (0.0, 0.0, 0.3, 0.3, 0.4, 0.7, 0.5, 0.3, 0.0)
END_WORTH = 1.0  # R-EIGHT


class Search:
    """One decision's search, one world at a time, so that a page can run it in short slices."""

    def __init__(self, view: dict[str, Any], rng: random.Random, iterations: int | None = None):
        self.knowledge = hard_knowledge(view)
        self.me = SIDE_INDEX[self.knowledge.me]
        self.scores = Judge(self.knowledge, OUTLOOKS[self.me]).scores()
        self.candidates = ranked(self.scores)[:CANDIDATES]
        if view["phase"] == "effect" and view["effect"] in (1, 3):
            self.candidates = self.candidates[:1]  # what is seen is worth nothing in a known world: no search
        self.numbers = [ACTION_OF_NAME[a] for a in self.candidates]
        self.rng = rng
        self.iterations = (ITERATIONS if iterations is None else iterations) if len(self.candidates) > 1 else 0
        self.results: list[list[float]] = [[] for _ in self.candidates]
        self.searched = list(range(len(self.candidates)))  # the judge's choice and the challengers left

    @property
    def done(self) -> bool:
        return len(self.results[0]) >= self.iterations or len(self.searched) < 2

    def step(self) -> None:
        """Try every candidate still in question in one more possible world (the same world for each)."""
        world = determinize(self.knowledge, self.rng)
        for index in self.searched:
            game = world.clone()
            game.apply(self.numbers[index])
            self.results[index].append(play_out(game, self.me))
        if len(self.results[0]) % DROP_EVERY == 0:
            prior = self.results[0]
            self.searched = [i for i in self.searched if i == 0 or gain(self.results[i], prior) > -DROP_SIGMAS]

    def choice(self) -> str:
        """The judge's first choice, unless another candidate did clearly better."""
        if not self.results[0]:
            return self.candidates[0]
        best = max(self.searched, key=lambda i: sum(self.results[i]))
        if best != 0 and clearly_better(self.results[best], self.results[0]):
            return self.candidates[best]
        return self.candidates[0]

    def chance(self, action: str) -> float:
        """The estimated chance of winning the game after ``action`` (searched, else judged)."""
        if action in self.candidates and self.results[self.candidates.index(action)]:
            results = self.results[self.candidates.index(action)]
            return sum(results) / len(results)
        return self.scores[action]


def hard_knowledge(view: dict[str, Any]) -> Knowledge:
    """What the hard player knows: the view, with its belief fitted to how players keep and
    leaned by what the opponent's choices tell."""
    return read(view, FITTED_WEAKER, told=True)


def hard_player(view: dict[str, Any], rng: random.Random, iterations: int | None = None,
                seconds: float = SECONDS) -> str:
    """Search by iterations, with a time limit as a safety net (the same view and seed give
    the same move whenever the iterations, not the clock, end the search)."""
    search = Search(view, rng, ITERATIONS if iterations is None else iterations)
    deadline = time.perf_counter() + seconds
    while not search.done and time.perf_counter() < deadline:
        search.step()
    return search.choice()


def quick_player(view: dict[str, Any], rng: random.Random) -> str:
    """The play-outs' policy as a player (a yardstick for the arena): it decides in one
    possible world, seeing there only what its side sees."""
    return NAMES[quick_choice(determinize(read(view), rng))]


def clearly_better(challenger: list[float], prior: list[float]) -> bool:
    """A paired test over the same worlds: is the challenger's mean gain well above noise?"""
    if len(prior) < 8:
        return False
    mean, error = paired(challenger, prior)
    return mean > SWITCH_SIGMAS * error and mean > 0.005


def gain(challenger: list[float], prior: list[float]) -> float:
    """The challenger's mean gain over the prior, in standard errors."""
    mean, error = paired(challenger, prior)
    return mean / error if error > 0 else math.copysign(math.inf, mean) if mean else 0.0


def paired(challenger: list[float], prior: list[float]) -> tuple[float, float]:
    """The challenger's mean gain over the prior in the worlds both were tried in, and its
    standard error (a paired test: the same worlds take most of the noise out)."""
    gains = [a - b for a, b in zip(challenger, prior, strict=False)]
    n = len(gains)
    mean = sum(gains) / n
    return mean, math.sqrt(sum((g - mean) ** 2 for g in gains) / (n - 1) / n)


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
    game.history = k.moves[:]  # so that the play-outs' players remember what the other kept
    game.round_start, game.start = 0, None
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
    """Play the round out with the quick policy; P(``me`` wins the game) from where it ends, as
    ``me`` expects later rounds to go (OUTLOOKS)."""
    start = game.round
    outlook = OUTLOOKS[me]
    kept = kept_over(game)  # then followed move by move
    while game.phase != OVER and game.round == start:
        side = game.mover
        action = quick_choice(game, kept[1 - side], outlook)
        remember(kept, side, action, game.holders[side][action - KEEP] if KEEP <= action < REVEAL else -1)
        game.apply(action)
    if game.phase == OVER:
        return 1.0 if game._winner == me else 0.0
    dracula = outlook.later(game.health, tuple(sorted(game.vampires)), game.round)
    return dracula if me == 0 else 1.0 - dracula


def unseen_cards(game: Game, side: int) -> list[int]:
    """The cards ``side`` has not seen in this (sampled) world."""
    seen = set(game.holders[side])
    seen.update(game._discards)
    theirs, marks = game.holders[1 - side], game.marks[1 - side]
    seen.update(theirs[i] for i in range(5) if marks[i] != HIDDEN)
    if game.drawn >= 0:
        seen.add(game.drawn)
    if game.top_up and game.deck:
        seen.add(game.deck[-1])
    return [c for c in range(DECK_SIZE) if c not in seen]


def kept_over(game: Game) -> list[list[int]]:
    """Per side and slot: the card its hidden card replaced when that side drew and kept it
    this round (-1 for a dealt card), from the round's public moves (as tells.read_moves)."""
    kept = [[-1] * 5, [-1] * 5]
    discards = game._discards
    taken = 0
    history = game.history
    for index in range(game.round_start, len(history)):
        action = history[index] & 63
        if action == DISCARD or KEEP <= action < REVEAL:
            remember(kept, history[index] >> 6, action, discards[taken])
            taken += 1
        else:
            remember(kept, history[index] >> 6, action, -1)
    return kept


def remember(kept: list[list[int]], side: int, action: int, replaced: int) -> None:
    """Follow one public move in kept_over's lists: a keep, a swap that moves a kept card, a
    trade after which both sides know both cards (R-MEMORY)."""
    if KEEP <= action < REVEAL:
        kept[side][action - KEEP] = replaced
    elif SWAP <= action < TRADE:
        a, b = SWAP_PAIRS[action - SWAP]
        mine = kept[side]
        mine[a], mine[b] = mine[b], mine[a]
    elif TRADE <= action < TRUMP:
        kept[0][action - TRADE] = kept[1][action - TRADE] = -1


@cache
def district_weights(health: int, vampires: tuple[int, ...], round_number: int,
                     outlook: Outlook = OUTLOOK) -> tuple[float, ...]:
    """How much each district matters this round: the swing in the chance of winning the game
    between taking it and losing it, the others even (the same for both sides), scaled to
    five in all. A district one bite from its fourth vampire matters more than an empty one."""
    swings = []
    for i in range(5):
        chances = [0.5] * 5
        chances[i] = 1.0
        taken = outlook.round_value(chances, health, list(vampires), round_number)
        chances[i] = 0.0
        swings.append(taken - outlook.round_value(chances, health, list(vampires), round_number))
    total = sum(swings)
    return tuple(5 * w / total for w in swings) if total > 1e-9 else (1.0,) * 5


class Sight:
    """What the side to move sees in a sampled world, and how many districts (each by its
    weight) it expects to win from there: a hidden card is judged by the share of unseen
    cards it beats (the quick policy plays the world as a player would, not as an oracle)."""

    __slots__ = ("game", "side", "theirs", "marks", "weights", "unseen", "table", "pool", "size", "floors",
                 "unders", "_trumps")

    def __init__(self, game: Game, kept: list[int] | None = None, outlook: Outlook = OUTLOOK):
        side = self.side = game.mover
        self.game = game
        self.theirs, self.marks = game.holders[1 - side], game.marks[1 - side]
        self.weights = district_weights(game.health, tuple(game.vampires), game.round, outlook)
        self.unseen = unseen_cards(game, side)
        self.table = strengths(game._ranking)
        self.pool = sorted(self.table[c] for c in self.unseen)
        self.size = len(self.pool) or 1
        self.floors = kept_over(game)[1 - side] if kept is None else kept
        self.unders = self.under_floors(self.table, self.pool)
        self._trumps: dict[int, tuple[list[int], list[int], list[int]]] = {}

    def chance(self, slot: int, strength: int) -> float:
        """P(a card this strong in ``slot`` beats the opponent's card there), as seen."""
        if self.marks[slot] != HIDDEN:
            return 1.0 if strength > self.table[self.theirs[slot]] else 0.0
        return self.share(slot, strength, self.pool, self.unders)

    def share(self, slot: int, strength: int, pool: list[int], unders: list[int]) -> float:
        """The share of the unseen cards weaker than ``strength``, as the opponent's hidden card in
        ``slot``: a card they kept there is likelier stronger than the one it replaced (knowledge),
        so the ``unders[slot]`` unseen cards weaker than that one count less."""
        below = bisect_left(pool, strength)
        under = unders[slot]
        if under < 0:
            return below / self.size
        won = KEPT_WEAKER * below if below <= under else KEPT_WEAKER * under + below - under
        return won / (KEPT_WEAKER * under + self.size - under)

    def under_floors(self, table: list[int], pool: list[int]) -> list[int]:
        """Per slot: how many unseen cards are weaker than the card the kept one replaced (-1: none)."""
        return [-1 if floor < 0 else bisect_left(pool, table[floor]) for floor in self.floors]

    def wins(self, mine: list[int]) -> float:
        return self.wins_under(mine, self.table, self.pool, self.unders)

    def wins_with_trump(self, mine: list[int], colour: int) -> float:
        """R-FX 7: the districts expected once ``colour`` and the trump exchange places."""
        if colour not in self._trumps:
            ranking = self.game._ranking[:]
            place = ranking.index(colour)
            ranking[0], ranking[place] = ranking[place], ranking[0]
            table = strengths(ranking)
            pool = sorted(table[c] for c in self.unseen)
            self._trumps[colour] = (table, pool, self.under_floors(table, pool))
        return self.wins_under(mine, *self._trumps[colour])

    def wins_under(self, mine: list[int], table: list[int], pool: list[int], unders: list[int]) -> float:
        marks, theirs, weights, size = self.marks, self.theirs, self.weights, self.size
        total = 0.0
        for i in range(5):
            strength = table[mine[i]]
            if marks[i] != HIDDEN:
                if strength > table[theirs[i]]:
                    total += weights[i]
            else:  # self.share, inlined: this runs some two million times a decision
                below = bisect_left(pool, strength)
                under = unders[i]
                if under < 0:
                    total += weights[i] * below / size
                else:
                    won = KEPT_WEAKER * below if below <= under else KEPT_WEAKER * under + below - under
                    total += weights[i] * won / (KEPT_WEAKER * under + size - under)
        return total

    def best_reveal(self, mine: list[int], options: tuple[int, ...]) -> int:
        """R-FX 1: show a card the opponent already knows, else the weakest (as the judge does)."""
        known = self.game.marks[self.side]
        for action in options:
            if known[action - REVEAL] == KNOWN:
                return action
        return min(options, key=lambda action: self.table[mine[action - REVEAL]])

    def best_expose(self, mine: list[int], options: tuple[int, ...]) -> int:
        """R-FX 3: look where the outcome matters and is least certain."""
        def doubt(action: int) -> float:
            slot = action - EXPOSE
            p = self.chance(slot, self.table[mine[slot]])
            return self.weights[slot] * p * (1.0 - p)
        return max(options, key=doubt)

    def best_effect(self, effect: int, mine: list[int], choices: Iterable[int]) -> tuple[int, float]:
        """The best swap, trade or new trump (R-FX 4, 6, 7) with ``mine`` in the slots, and the
        districts expected after it (a swap or a trade changes one or two districts only)."""
        best, best_score = -1, -99.0
        if effect == 7:
            for action in choices:
                score = self.wins_with_trump(mine, action - TRUMP)
                if score > best_score:
                    best, best_score = action, score
            return best, best_score
        base, table, weights, chance = self.wins(mine), self.table, self.weights, self.chance
        for action in choices:
            if effect == 4:
                a, b = SWAP_PAIRS[action - SWAP]
                at_a, at_b = table[mine[a]], table[mine[b]]
                score = (base + weights[a] * (chance(a, at_b) - chance(a, at_a))
                         + weights[b] * (chance(b, at_a) - chance(b, at_b)))
            else:
                slot = action - TRADE
                given = table[mine[slot]]
                if self.marks[slot] != HIDDEN:
                    taken = 1.0 if table[self.theirs[slot]] > given else 0.0
                else:
                    taken = 1.0 - self.share(slot, given, self.pool, self.unders)
                score = base + weights[slot] * (taken - chance(slot, given))
            if score > best_score:
                best, best_score = action, score
        return best, best_score


def quick_choice(game: Game, kept: list[int] | None = None, outlook: Outlook = OUTLOOK) -> int:
    """A fast one-ply player for the play-outs: it sees what its side would see in this world
    (``kept``: the opponent's kept_over, when the caller follows it move by move; ``outlook``:
    the searcher's, which weighs the districts)."""
    options = game.legal()
    if len(options) == 1:
        return options[0]
    phase = game.phase
    if phase == TURN:
        return DRAW  # R-CALL: the play-outs never call (normal calls 0.008 times a round; calling readily loses)
    sight = Sight(game, kept, outlook)
    mine = game.holders[game.mover]
    if phase == EFFECT:
        if game.effect == 1:
            return sight.best_reveal(mine, options)
        if game.effect == 3:
            return sight.best_expose(mine, options)
        return sight.best_effect(game.effect, mine, options)[0]
    drawn = game.drawn
    can_end = len(game._discards) >= CALL_AFTER
    best, best_score = options[0], -99.0
    for action in options:
        if action == DISCARD:
            after, gone = mine, drawn
        else:
            after = mine[:]
            after[action - KEEP] = drawn
            gone = mine[action - KEEP]
        value = (gone & 7) + 1
        if value in SEARCHED_EFFECTS:  # the effect played out to its best choice
            score = sight.best_effect(value, after, effect_choices(game, value))[1]
        else:
            won = sight.wins(after)
            score = won + (END_WORTH * (won - 2.5) if value == 8 and can_end else EFFECT_WORTH[value])
        if score > best_score:
            best, best_score = action, score
    return best


SEARCHED_EFFECTS = (4, 6, 7)  # swap, trade, trump: the quick policy weighs each choice


def effect_choices(game: Game, effect: int) -> tuple[int, ...]:
    """Every choice of a swap, a trade or a new trump (R-FX 4, 6, 7): the engine's own lists."""
    return SWAP_ALL if effect == 4 else TRADE_ALL if effect == 6 else TRUMP_OPTIONS[game._ranking[0]]
