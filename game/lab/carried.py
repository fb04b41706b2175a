"""The expert's belief carried on through the opponent's turn, a particle filter one public move at a time: tried, and
not used by the players (docs/AI.md has the measurement: ``python -m game.lab.handed_on``).

particles.py weighs each guess at the opponent's hidden cards by replaying the whole round behind it, which
costs more the longer the round has gone. But a guess weighed once has its round replayed already (its game):
when the opponent has moved since, the guess can go on from there. Each card the opponent drew since and still
hides is drawn for it from the cards the view has not seen (leaning as the simpler belief leans, and weighed back
by the chance the deck would have dealt it), every other card drawn since is the one the view shows, and the
guess's weight is multiplied by the chance of each of the opponent's new choices alone, under the same model of a
reasonable player. This is sequential importance resampling, the bootstrap filter of Gordon, Salmond and Smith
(1993, "Novel approach to nonlinear/non-Gaussian Bayesian state estimation", IEE Proceedings F 140(2)): the guesses
are first resampled by weight when their effective count has fallen below half, so that the likely ones go on as
several, each with its own new cards. A guess whose round cannot lead to the later view (a card it holds was drawn
by me since, or went to the discard pile as another) is dropped; a belief left with too few effective guesses is
weighed anew. It costs a sixth of a new belief, but its guesses are fewer and less varied (the old slots' cards are
those of the guesses resampled), and the true cards are less likely under it than under a new one.
"""

from __future__ import annotations

import math
import random

from ..ai.knowledge import Knowledge
from ..ai.particles import (
    FEWEST_KEPT,
    Particles,
    chosen_since,
    dealt,
    effective,
    fits,
    narrowed,
    played_moves,
    replayed,
)
from ..engine import Game
from ..sides import SIDE_INDEX

HIDDEN_NOW = 100  # in the round's draws walked back from the later view, a card still hidden in the opponent's slot j


def drawn_in_order(knowledge: Knowledge) -> list[int] | None:
    """The round's cards drawn, in the order drawn (a card drawn and not yet placed last); a card the opponent
    keeps hidden now is HIDDEN_NOW + its slot, since only a guess can say which it is."""
    theirs = [HIDDEN_NOW + slot if card is None else card for slot, card in enumerate(knowledge.theirs)]
    back = dealt(knowledge.view, theirs)
    return None if back is None else back[2][::-1]


def carried_on(game: Game, start: int, knowledge: Knowledge, draws: list[int],
               rng: random.Random) -> tuple[float, float, Game] | None:
    """A guess's round (``game``, replayed as far as ``start`` of the round's moves) played on to ``knowledge``'s
    view, each hidden card the opponent drew since drawn from those it could be: the log of the chance of the
    opponent's choices since, the log of the chance the deck would deal those cards over the chance they were drawn
    with here, and the game; None if this guess cannot lead to the view."""
    game = game.clone()
    them = 1 - SIDE_INDEX[knowledge.view["side"]]
    held = set(game.holders[them])
    could_be = [card for card in knowledge.unseen if card not in held]  # a card drawn since and hidden now
    coming = []
    log_odds = 0.0  # of the cards drawn for this guess: their chance as the deck deals over the chance of drawing them
    for card in draws[len(game.pile):]:  # every card drawn so far went on to the pile or into a slot
        if card >= HIDDEN_NOW:  # drawn as the simpler belief leans (a kept card likelier strong), then weighed
            leaning = dict(knowledge.slot_weights(card - HIDDEN_NOW))
            chances = [leaning.get(c, 0.0) for c in could_be]
            total = sum(chances)
            if not total:  # this guess holds every card it could have drawn
                return None
            pick = rng.choices(range(len(could_be)), chances)[0]
            log_odds += math.log(total / chances[pick] / len(could_be))
            card = could_be.pop(pick)
        coming.append(card)
    deck = game.deck
    for card in coming:
        if card not in deck:  # in this guess the opponent held it, or it was dealt elsewhere
            return None
        deck.remove(card)
    deck.extend(reversed(coming))  # top last: drawn in order
    likelihood = chosen_since(knowledge.view, game, start)
    if likelihood == -math.inf or game.holders[1 - them] != knowledge.mine or not fits(game.holders[them], knowledge):
        return None
    return likelihood, log_odds, game


class Replaying(Particles):
    """A belief that keeps each guess's round replayed up to its view, to carry on from."""

    def __init__(self, knowledge: Knowledge, rng: random.Random, count: int):
        super().__init__(knowledge, rng, count)
        self.games: list[Game | None] = []
        self.replayed = len(played_moves(knowledge.view))  # how many of the round's moves the games have applied

    def weigh(self, theirs: list[int], deck: list[int]) -> float:
        likelihood, game = replayed(self.knowledge.view, theirs, deck)
        self.games.append(game)
        return likelihood


class Carried(Replaying):
    """An earlier belief's guesses carried on to a later view of the same round, a few at a time (so that a page
    can think in slices); if too few effective guesses are left, new ones are weighed instead."""

    def __init__(self, earlier: Replaying, knowledge: Knowledge, draws: list[int], count: int):
        super().__init__(knowledge, earlier.rng, count)  # count: the guesses to weigh if it comes to that
        self.handed_on = True
        self.start = earlier.replayed
        picks = list(range(len(earlier.guesses)))
        log_weights = earlier.log_weights
        if effective(earlier.weights) < len(picks) / 2:  # resampled: the likely guesses go on as several
            picks = systematic(earlier.weights, len(picks), self.rng)
            log_weights = [0.0] * len(earlier.guesses)
        self.sources = [(earlier.games[i], log_weights[i]) for i in picks]
        self.draws = draws
        self.tried = 0
        self.anew = False  # too few guesses carried on: weighed afresh as particles.Particles

    @property
    def done(self) -> bool:
        return super().done if self.anew else self.tried >= len(self.sources)

    def step(self) -> None:
        if self.anew:
            super().step()
            return
        for game, log_weight in self.sources[self.tried:self.tried + self.BATCH]:
            later = carried_on(game, self.start, self.knowledge, self.draws, self.rng) if game is not None else None
            if later is not None:
                likelihood, log_odds, carried_game = later
                self.guesses.append(game_hand(carried_game, self.knowledge))
                self.log_weights.append(log_weight + likelihood + log_odds)
                self.games.append(carried_game)
        self.tried += self.BATCH
        if self.done:
            self.settle()

    def settle(self) -> None:
        """Normalise the weights; too few effective guesses left, and new ones are weighed instead."""
        top = max(self.log_weights, default=float("-inf"))
        self.weights = [math.exp(w - top) for w in self.log_weights] if self.guesses else []
        if not self.weights or effective(self.weights) < FEWEST_KEPT:
            self.anew, self.handed_on = True, False
            self.guesses, self.log_weights, self.weights, self.games = [], [], [], []


def game_hand(game: Game, knowledge: Knowledge) -> list[int]:
    return list(game.holders[1 - SIDE_INDEX[knowledge.view["side"]]])


def systematic(weights: list[float], count: int, rng: random.Random) -> list[int]:
    """``count`` indices drawn by weight with one random offset (systematic resampling: less noise than
    drawing each apart)."""
    total = sum(weights)
    step = total / count
    point = rng.random() * step
    picks, reached, index = [], weights[0], 0
    for _ in range(count):
        while point > reached and index < len(weights) - 1:
            index += 1
            reached += weights[index]
        picks.append(index)
        point += step
    return picks


def handed(earlier: Replaying, knowledge: Knowledge, since: int, count: int, carry: bool = True) -> Replaying | None:
    """The belief of the side's earlier decision of this round (on its view of ``since`` moves), on ``knowledge``'s
    later view: narrowed to it while the opponent has not moved since (particles.narrowed, as the expert's worker
    does), else (``carry``) carried on through the opponent's moves; None where neither can be (then ``count``
    new guesses would be weighed)."""
    kept = narrowed(earlier, knowledge, since)
    if kept is None:
        return carried(earlier, knowledge, count) if carry else None
    games = {id(guess): game for guess, game in zip(earlier.guesses, earlier.games, strict=True)}
    belief = Replaying(knowledge, kept.rng, len(kept.guesses))  # the same guesses, still replayed as far as before
    belief.guesses, belief.weights, belief.log_weights = kept.guesses, kept.weights, kept.log_weights
    belief.games, belief.replayed, belief.handed_on = [games[id(g)] for g in kept.guesses], earlier.replayed, True
    return belief


def carried(earlier: Replaying, knowledge: Knowledge, count: int) -> Carried | None:
    """The earlier belief of this round carried on to ``knowledge``'s later view, where its guesses have their
    rounds replayed; None where they have not (a belief of hands from pondering) or no deal leads to the view."""
    if not earlier.done or not earlier.guesses or any(game is None for game in earlier.games) \
            or earlier.replayed > len(played_moves(knowledge.view)):
        return None
    draws = drawn_in_order(knowledge)
    return None if draws is None else Carried(earlier, knowledge, draws, count)
