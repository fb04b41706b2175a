"""The play-out policy: a fast one-ply player that both sides use to play a sampled round out.

It sees what its side would see in the sampled world (and that a card the other drew and kept is
likelier stronger than the one it replaced), weighs each district by what it decides for the game
(district_weights), and plays swaps, trades and new trumps out to their best choice. A round's end
is worth the chance of winning the game from there, by an outlook of later rounds (value.py).
Everything here runs millions of times a decision: it works on the engine's action numbers and
card ints, with the hot loops written out (docs/AI.md has the measurements behind the constants).
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Iterable
from functools import cache

from ..cards import DECK_SIZE, colour_bonus, strength_table, with_trump
from ..engine import SWAP_ALL, TRADE_ALL, TRUMP_OPTIONS, Game
from ..notation import DISCARD, DRAW, EXPOSE, KEEP, REVEAL, SWAP, SWAP_PAIRS, TRADE, TRUMP, unpack
from ..position import CALL_AFTER, EFFECT, HIDDEN, KNOWN, OVER, TURN
from .knowledge import KEPT_WEAKER
from .value import PLAYED, Outlook

# What a discarded card's effect is worth to the policy, in districts won (by value 1-8; 4, 6 and 7
# are played out to their best choice instead), and ending the round with an 8, per district
# expected above 2.5: a player ends a round only with a real lead.
EFFECT_WORTH = (0.0, 0.0, 0.3, 0.3, 0.4, 0.7, 0.5, 0.3, 0.0)
END_WORTH = 1.0  # R-EIGHT

STRENGTH_CACHE: dict[tuple[int, ...], list[int]] = {}


def strengths(ranking: list[int]) -> list[int]:
    """Every card's strength under a ranking (cards.colour_bonus), cached per ranking."""
    key = tuple(ranking)
    table = STRENGTH_CACHE.get(key)
    if table is None:
        table = STRENGTH_CACHE[key] = strength_table(tuple(colour_bonus(ranking)))
    return table


def play_out(game: Game, me: int, outlook: Outlook, start: int | None = None,
             reply: Callable[[Game], int] | None = None) -> float:
    """Play the round out with the quick policy; P(``me`` wins the game) from where it ends, as
    ``me`` expects later rounds to go (``outlook``). ``start``: the round to finish (an action that ended it
    already is valued at its end); by default the round the game is in, a whole one if an action just ended
    the last (as the search has it: docs/AI.md). ``reply``: the opponent's policy instead (a lab's oracle)."""
    start = game.round if start is None else start
    kept = kept_over(game)  # then followed move by move
    while game.phase != OVER and game.round == start:
        side = game.mover
        action = reply(game) if reply is not None and side != me else quick_choice(game, kept[1 - side], outlook)
        remember(kept, side, action, game.holders[side][action - KEEP] if KEEP <= action < REVEAL else -1)
        game.apply(action)
    if game.phase == OVER:
        return 1.0 if game.won_by == me else 0.0
    dracula = outlook.later(game.health, tuple(sorted(game.vampires)), game.round)
    return dracula if me == 0 else 1.0 - dracula


def unseen_cards(game: Game, side: int) -> list[int]:
    """The cards ``side`` has not seen in this (sampled) world."""
    seen = set(game.holders[side])
    seen.update(game.pile)
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
    discards = game.pile
    taken = 0
    history = game.history
    for index in range(game.round_start, len(history)):
        side, action = unpack(history[index])
        if action == DISCARD or KEEP <= action < REVEAL:
            remember(kept, side, action, discards[taken])
            taken += 1
        else:
            remember(kept, side, action, -1)
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
                     outlook: Outlook = PLAYED) -> tuple[float, ...]:
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

    def __init__(self, game: Game, kept: list[int] | None = None, outlook: Outlook = PLAYED):
        side = self.side = game.mover
        self.game = game
        self.theirs, self.marks = game.holders[1 - side], game.marks[1 - side]
        self.weights = district_weights(game.health, tuple(game.vampires), game.round, outlook)
        self.unseen = unseen_cards(game, side)
        self.table = strengths(game.colour_ranking)
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

    def wins_with_trump(self, mine: list[int], colour: int) -> float:
        """R-FX 7: the districts expected once ``colour`` and the trump exchange places."""
        if colour not in self._trumps:
            table = strengths(with_trump(self.game.colour_ranking, colour))
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

    def odds(self, cards: list[int]) -> tuple[list[list[float]], list[list[float]]]:
        """Per slot, for each of ``cards``: its chance to win there (as ``chance``) and that chance by the
        district's weight (as ``wins_under`` adds it). A keep weighs six hands made of the same six cards:
        each chance is worked out once, not once per hand and swap. The floats are those of ``chance`` and
        ``wins_under``, so every choice stays the same (python -m game.lab.digest)."""
        table, pool, unders, weights, size = self.table, self.pool, self.unders, self.weights, self.size
        powers = [table[c] for c in cards]
        belows = [bisect_left(pool, p) for p in powers]  # the same in every hidden slot: once, not per slot
        chances, weighted = [], []
        for i in range(5):
            weight = weights[i]
            if self.marks[i] != HIDDEN:
                theirs = table[self.theirs[i]]
                chances.append([1.0 if p > theirs else 0.0 for p in powers])
                weighted.append([weight if p > theirs else 0.0 for p in powers])
                continue
            under = unders[i]
            if under < 0:
                chances.append([below / size for below in belows])
                weighted.append([weight * below / size for below in belows])
                continue
            whole = KEPT_WEAKER * under + size - under
            wons = [KEPT_WEAKER * below if below <= under else KEPT_WEAKER * under + below - under for below in belows]
            chances.append([won / whole for won in wons])
            weighted.append([weight * won / whole for won in wons])
        return chances, weighted

    def best_effect(self, effect: int, mine: list[int], choices: Iterable[int]) -> tuple[int, float]:
        """The best swap, trade or new trump (R-FX 4, 6, 7) with ``mine`` in the slots, and the
        districts expected after it."""
        if effect == 7:
            best, best_score = -1, -99.0
            for action in choices:
                score = self.wins_with_trump(mine, action - TRUMP)
                if score > best_score:
                    best, best_score = action, score
            return best, best_score
        return self.best_move_of_cards(effect, mine, SLOTS, *self.odds(mine), choices)

    def best_move_of_cards(self, effect: int, cards: list[int], hand: tuple[int, ...], chances: list[list[float]],
                           weighted: list[list[float]], choices: Iterable[int]) -> tuple[int, float]:
        """The best swap or trade (R-FX 4, 6) with ``cards[hand[slot]]`` in each slot (``odds`` of ``cards``
        given): a swap or a trade changes one or two districts only."""
        base = 0.0
        for i in range(5):
            base += weighted[i][hand[i]]
        best, best_score, weights, table = -1, -99.0, self.weights, self.table
        for action in choices:
            if effect == 4:
                a, b = SWAP_PAIRS[action - SWAP]
                at_a, at_b = hand[a], hand[b]
                score = (base + weights[a] * (chances[a][at_b] - chances[a][at_a])
                         + weights[b] * (chances[b][at_a] - chances[b][at_b]))
            else:
                slot = action - TRADE
                given = hand[slot]
                if self.marks[slot] != HIDDEN:
                    taken = 1.0 if table[self.theirs[slot]] > table[cards[given]] else 0.0
                else:
                    taken = 1.0 - chances[slot][given]
                score = base + weights[slot] * (taken - chances[slot][given])
            if score > best_score:
                best, best_score = action, score
        return best, best_score


SLOTS = (0, 1, 2, 3, 4)  # a hand as the cards' places in a list of them: the cards as they lie
KEPT_AT = tuple(tuple(5 if slot == kept else slot for slot in SLOTS) for kept in SLOTS)  # the drawn card (6th) kept


def quick_choice(game: Game, kept: list[int] | None = None, outlook: Outlook = PLAYED) -> int:
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
    can_end = len(game.pile) >= CALL_AFTER
    cards = [*mine, drawn]
    chances, weighted = sight.odds(cards)
    best, best_score = options[0], -99.0
    for action in options:
        if action == DISCARD:
            hand, gone = SLOTS, drawn
        else:
            hand, gone = KEPT_AT[action - KEEP], mine[action - KEEP]
        value = (gone & 7) + 1
        if value == 7:  # the new trump played out to its best choice
            score = sight.best_effect(7, [cards[i] for i in hand], effect_choices(game, 7))[1]
        elif value in SEARCHED_EFFECTS:  # the swap or the trade, likewise
            score = sight.best_move_of_cards(value, cards, hand, chances, weighted, effect_choices(game, value))[1]
        else:
            won = 0.0
            for i in range(5):
                won += weighted[i][hand[i]]
            score = won + (END_WORTH * (won - 2.5) if value == 8 and can_end else EFFECT_WORTH[value])
        if score > best_score:
            best, best_score = action, score
    return best


SEARCHED_EFFECTS = (4, 6, 7)  # swap, trade, trump: the quick policy weighs each choice


def effect_choices(game: Game, effect: int) -> tuple[int, ...]:
    """Every choice of a swap, a trade or a new trump (R-FX 4, 6, 7): the engine's own lists."""
    return SWAP_ALL if effect == 4 else TRADE_ALL if effect == 6 else TRUMP_OPTIONS[game.colour_ranking[0]]
