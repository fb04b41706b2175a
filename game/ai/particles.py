"""A belief that reads every public choice: the opponent's hidden cards weighed by how well they
explain all it did this round (R-SECRET: from the view alone).

A guess at the opponent's hidden cards now fixes the whole round behind it: a kept card was the
card drawn that turn, the card it replaced is on the discard pile, swaps and trades are public, and
the deck's order up to now is the order of the cards drawn. So each guess (a particle) is played
back from the round's deal, and at each of the opponent's decisions we ask how likely a reasonable
player, holding those cards, was to choose what it chose: the judge's values of its options, softened
(a softmax with TEMPERATURE, and a share STRAY spread evenly, since players differ). A guess's weight
is the product of those chances over the round: every keep and the slot it went to, every discard
kept from the holder, every effect and its target, every trade, trump, call and draw.

Guesses are drawn from the simpler belief (knowledge.py: the kept-card lean and the tells), so that
few are wasted, and weighed by likelihood over the chance of being drawn (importance sampling); the
search then deals its worlds from the weighed guesses (resampled), and a share SIMPLER from the simpler
belief, since a few score of guesses may all miss the true card of a slot (game.lab.particles measures
how well this knows the true cards, per opponent; docs/AI.md).
"""

from __future__ import annotations

import math
import random
from typing import Any

from ..cards import CARD_OF_CODE, COLOUR_INDEX
from ..engine import Game
from ..notation import ACTION_OF_NAME, Action
from ..position import HIDDEN, TURN, Position
from ..sides import SIDE_INDEX
from .judge import Judge
from .knowledge import Knowledge, read
from .worlds import deck_of, determinize, guess_hidden, world_with

TEMPERATURE = 0.02  # of the judge's values (chances of winning the game) in a player's softmax
STRAY = 0.1  # the share of a decision's chance spread evenly over its options
SIMPLER = 0.35  # the share of the search's worlds dealt by the simpler belief alone (a guess may be missing)


def round_start(view: dict[str, Any], theirs: list[int], deck: list[int]) -> Game | None:
    """The round's deal that leads to ``view`` if the opponent's cards are ``theirs`` and the deck
    is ``deck`` (top last), as a game before its first move; None if no deal could."""
    back = dealt(view, theirs)
    if back is None:
        return None
    holders, ranking, draws = back
    return Game.from_position(Position(
        seed=0, shuffles=[0] * 5, start=None, round=view["round"], health=view["health"],
        vampires=list(view["vampires"]), colour_ranking=ranking, holders=holders, marks=[[HIDDEN] * 5, [HIDDEN] * 5],
        deck=list(deck) + draws, top_up=False, drawn=-1, drawn_up=False, pile=[], phase=TURN, effect=0, mover=0,
        caller=-1, won_by=-1, win_reason=None, win_district=-1, history=[], round_start=0))


def dealt(view: dict[str, Any], theirs: list[int]) -> tuple[list[list[int]], list[int], list[int]] | None:
    """The round's public moves walked back from ``view`` with the opponent's cards ``theirs``: the hands and
    the ranking dealt, and the cards drawn, the last drawn first; None if no deal could lead to the view."""
    me = SIDE_INDEX[view["side"]]
    holders: list[list[int]] = [[], []]
    holders[me] = [CARD_OF_CODE[c] for c in view["holders"][view["side"]]]
    holders[1 - me] = list(theirs)
    pile = [CARD_OF_CODE[c] for c in view["discards"]]
    ranking = [COLOUR_INDEX[c] for c in view["ranking"]]
    left = len(pile)
    draws = [CARD_OF_CODE[view["drawn"]]] if view["drawn"] else []
    moves = view["moves"]
    if view["drawn"]:
        moves = moves[:-1]  # its draw is the drawn card
    for index in reversed(range(len(moves))):
        side, name = moves[index]
        verb, numbers, _ = Action.parse(name)
        holder = holders[SIDE_INDEX[side]]
        if verb == "discard":
            left -= 1
            draws.append(pile[left])
        elif verb == "keep":
            left -= 1
            slot = numbers[0] - 1
            draws.append(holder[slot])
            holder[slot] = pile[left]
        elif verb == "swap":
            a, b = numbers[0] - 1, numbers[1] - 1
            holder[a], holder[b] = holder[b], holder[a]
        elif verb == "trade":
            slot = numbers[0] - 1
            holders[0][slot], holders[1][slot] = holders[1][slot], holders[0][slot]
        elif verb == "trump":  # the trump before: the one made by the round's previous effect 7, else a guess
            made = [Action.parse(n).colour for _, n in moves[:index] if n.startswith("trump")]
            place = ranking.index(COLOUR_INDEX[made[-1]]) if made else 1
            ranking[0], ranking[place] = ranking[place], ranking[0]
    return (holders, ranking, draws) if left == 0 else None


Chances = dict[tuple[Any, ...], float]  # an opponent's choice's chance, by its move and what it held (chosen_since)


def log_likelihood(view: dict[str, Any], theirs: list[int], deck: list[int], known: Chances | None = None) -> float:
    """The log of the chance that a reasonable player holding ``theirs`` made the opponent's choices
    of this round (-inf if no deal leads to the view with these cards)."""
    return replayed(view, theirs, deck, known)[0]


def replayed(view: dict[str, Any], theirs: list[int], deck: list[int],
             known: Chances | None = None) -> tuple[float, Game | None]:
    """log_likelihood, and the round replayed with these cards up to the view (before a card drawn and not yet
    placed), for a belief to carry on from (game/lab/carried.py); None where no deal leads to the view."""
    game = round_start(view, theirs, deck)
    if game is None:
        return -math.inf, None
    return chosen_since(view, game, 0, known), game


def played_moves(view: dict[str, Any]) -> list[list[str]]:
    """The round's moves a replay applies: all but the draw of a card not yet placed (round_start deals it)."""
    return view["moves"][:-1] if view["drawn"] else view["moves"]


def chosen_since(view: dict[str, Any], game: Game, start: int, known: Chances | None = None) -> float:
    """Apply the view's moves from ``start`` on to ``game`` (the round replayed that far); the log of the chance
    that a reasonable player with the opponent's cards there made its choices among them (-inf where the game
    parts from the view: a guess carried on whose card went to the discard pile is not the card seen there).
    ``known``: the chances worked out for other guesses at the same view. Guesses replay the same public moves, so
    at a move the opponent saw the same unless the cards differ: both hands, the card drawn and a deck's top turned
    up; more than half of a belief's choices come back so (docs/AI.md), and each is the judge's work on a view."""
    them = 1 - SIDE_INDEX[view["side"]]
    pile = view["discards"]
    known = {} if known is None else known
    total = 0.0
    for index, (side, name) in enumerate(played_moves(view)[start:], start):
        mover = SIDE_INDEX[side]
        if game.mover != mover:
            return -math.inf
        if mover == them:
            key = (index, *game.holders[0], *game.holders[1], game.drawn,
                   game.deck[-1] if game.top_up and game.deck else -1)
            chance = known.get(key)
            if chance is None:
                opponent = game.view(side)
                legal = opponent["legal_actions"]
                chance = known[key] = chosen(read(opponent), legal, name) if len(legal) > 1 else 1.0
            total += math.log(chance)  # 0.0 for a forced move: the same sum
        placed = len(game.pile)
        game.apply(ACTION_OF_NAME[name])
        if len(game.pile) > placed and game.pile[-1] != CARD_OF_CODE[pile[placed]]:
            return -math.inf
    return total


def chosen(knowledge: Knowledge, legal: list[str], action: str) -> float:
    """The chance that a reasonable player with ``knowledge`` picks ``action`` of ``legal``."""
    weights = softened(knowledge, legal)
    return (1 - STRAY) * weights.get(action, 0.0) / sum(weights.values()) + STRAY / len(legal)


def model_choice(knowledge: Knowledge, legal: list[str], rng: random.Random) -> str:
    """An action of ``legal`` as the reasonable player of ``chosen`` picks one: the same chances, drawn."""
    if rng.random() < STRAY:
        return rng.choice(legal)
    weights = softened(knowledge, legal)
    return rng.choices(legal, [weights[a] for a in legal])[0]


def softened(knowledge: Knowledge, legal: list[str]) -> dict[str, float]:
    """The judge's values of ``legal``, softened (TEMPERATURE): each action's weight in a player's choice."""
    scores = Judge(knowledge).scores()
    best = max(scores.values())
    return {a: math.exp((scores[a] - best) / TEMPERATURE) for a in legal}


class Particles:
    """The opponent's hidden cards as ``count`` weighed guesses, built a few at a time (so that a page
    can think in slices); then a source of worlds for the search."""

    BATCH = 1  # guesses weighed in one step: late in a round one takes some 4 ms of CPython, and hard's steps share
    # the page's own thread

    def __init__(self, knowledge: Knowledge, rng: random.Random, count: int):
        self.knowledge = knowledge
        self.rng = rng
        self.count = count
        self.guesses: list[list[int]] = []
        self.log_weights: list[float] = []
        self.weights: list[float] = []
        self.handed_on = False  # taken from an earlier belief (narrowed), not weighed here
        self.known: Chances = {}  # the opponent's choices' chances, as its guesses meet them (chosen_since)

    @property
    def done(self) -> bool:
        return len(self.guesses) >= self.count

    def step(self) -> None:
        """Weigh a few more guesses; with the last, the weights are normalised."""
        k = self.knowledge
        for _ in range(min(self.BATCH, self.count - len(self.guesses))):
            theirs, pool, log_chance = guess_hidden(k, self.rng)
            self.guesses.append(theirs)
            self.log_weights.append(self.weigh(theirs, deck_of(k, pool, self.rng)) - log_chance)
        if self.done:
            top = max(self.log_weights)
            self.weights = ([math.exp(w - top) for w in self.log_weights] if top > -math.inf
                            else [1.0] * len(self.guesses))

    def weigh(self, theirs: list[int], deck: list[int]) -> float:
        """One guess's log-likelihood (a belief that keeps each guess's replayed round overrides it: lab/carried.py)."""
        return log_likelihood(self.knowledge.view, theirs, deck, self.known)

    @classmethod
    def of_hands(cls, knowledge: Knowledge, rng: random.Random, hands: list[list[int]]) -> Particles:
        """A belief of the opponent's cards drawn from it already (the worlds pondering dealt by the belief
        before, in which the opponent's turn led to this view: ponder.py), each weighing the same."""
        belief = cls(knowledge, rng, 0)
        for hand in hands:
            belief.add(hand)
        return belief

    def add(self, hand: list[int]) -> None:
        """One more of the opponent's hands drawn from the belief (see of_hands)."""
        self.guesses.append(list(hand))
        self.log_weights.append(0.0)
        self.weights.append(1.0)

    def world(self, rng: random.Random) -> Game:
        """A world for the search: its opponent's cards from a guess drawn by weight (or, a share
        SIMPLER of the time, from the simpler belief alone), the deck shuffled from the rest."""
        k = self.knowledge
        if rng.random() < SIMPLER or not self.weights:
            return determinize(k, rng)
        return self.world_of_guess(rng)

    def world_of_guess(self, rng: random.Random) -> Game:
        """A world whose opponent's cards are a guess drawn by weight (never the simpler belief alone)."""
        return world_with(self.knowledge, rng.choices(self.guesses, self.weights)[0], rng)


def fits(hand: list[int], knowledge: Knowledge, unseen: set[int] | None = None) -> bool:
    """Could the opponent hold ``hand`` now: the cards the view knows of its, and in each hidden slot an unseen card
    (``unseen``: knowledge.unseen as a set, if the caller has it)."""
    unseen = set(knowledge.unseen) if unseen is None else unseen
    return all(card == known if known is not None else card in unseen
               for card, known in zip(hand, knowledge.theirs, strict=True))


def effective(weights: list[float]) -> float:
    """The effective count of weighed guesses (Kish): the sum of the weights squared over the sum of squares."""
    squares = sum(w * w for w in weights)
    return sum(weights) ** 2 / squares if squares else 0.0


FEWEST_KEPT = 8.0  # a belief narrowed to a later view is used if this many guesses (an effective count) still fit


def narrowed(earlier: Particles, knowledge: Knowledge, since: int) -> Particles | None:
    """The belief ``earlier`` (weighed on this round's view of ``since`` moves) on ``knowledge``'s later view: its
    guesses that the view still allows, with their weights (the cards drawn, revealed or shown since are in no
    hidden slot of the opponent's). Exact while the opponent has not moved since, as in the expert's own turn (a
    draw, then a keep and its effect, or another turn): the likelihood of its choices is unchanged. None when it
    has moved, or a trade moved a card between the hands, or too few guesses still fit (R-SECRET: views alone)."""
    if not earlier.done or any(side == knowledge.them or name.startswith("trade")
                               for side, name in knowledge.view["moves"][since:]):
        return None
    unseen = set(knowledge.unseen)
    fitting = [(guess, weight) for guess, weight in zip(earlier.guesses, earlier.weights, strict=True)
               if weight > 0 and fits(guess, knowledge, unseen)]
    if effective([w for _, w in fitting]) < FEWEST_KEPT:
        return None
    belief = Particles(knowledge, earlier.rng, len(fitting))
    belief.guesses = [guess for guess, _ in fitting]
    belief.weights = [weight for _, weight in fitting]
    belief.log_weights = [math.log(weight) for weight in belief.weights]
    belief.handed_on = True
    return belief
