"""The belief that reads every public choice (game/ai/particles.py): a guess at the opponent's cards
replays the round behind the view, and the opponent's choices weigh the guesses."""

from __future__ import annotations

import random

from game import new_game
from game.ai import choose
from game.ai.expert import ExpertSearch
from game.ai.particles import Particles, log_likelihood, round_start
from game.ai.search import hard_knowledge
from game.ai.worlds import guess_hidden
from game.notation import ACTION_OF_NAME
from game.sides import SIDE_INDEX


def decisions(seed: int, level: str = "normal"):
    """Each decision of a game between two ``level`` players: the view, the opponent's true cards and
    the true deck."""
    game = new_game(seed=seed)
    while game.to_move is not None:
        view = game.view(game.to_move)
        yield view, game.holders[1 - SIDE_INDEX[game.to_move]][:], game.deck[:]
        game.play(choose(view, level, seed=len(game.history)))


def test_r_secret_r_memory_the_true_cards_replay_the_round_to_the_very_view():
    """A guess now fixes the round behind it (keeps, swaps, trades, draws and the deck's order): played
    back from the deal it rebuilds, the true cards give the very view the side has, memory and all."""
    checked = 0
    for seed in (3, 4):
        for view, theirs, deck in decisions(seed):
            game = round_start(view, theirs, deck)
            assert game is not None
            for _, name in view["moves"]:
                game.apply(ACTION_OF_NAME[name])
            assert game.view(view["side"]) == view
            checked += 1
    assert checked > 100


def test_the_opponents_choices_make_its_true_cards_likelier_than_a_guess():
    """Weighed by how a reasonable player would have chosen, the true cards explain the opponent's
    choices better than most guesses drawn by the simpler belief."""
    above = below = 0
    for view, theirs, deck in list(decisions(5))[::5]:
        k = hard_knowledge(view)
        if None not in k.theirs or sum(side != view["side"] for side, _ in view["moves"]) < 6:
            continue
        truth = log_likelihood(view, theirs, deck)
        rng = random.Random(len(view["moves"]))
        for _ in range(10):
            guess, _, _ = guess_hidden(k, rng)
            if guess != theirs:
                above += truth > log_likelihood(view, guess, deck)
                below += truth < log_likelihood(view, guess, deck)
    assert above > 3 * below


def test_the_experts_worlds_agree_with_the_view():
    """R-SECRET: worlds dealt from the weighed guesses hold the view's cards where it has them."""
    view = [v for v, _, _ in decisions(6)][40]
    search = ExpertSearch(view, random.Random(1), iterations=80)
    assert isinstance(search.belief, Particles)
    while not search.belief.done:
        search.step()
    assert len(search.belief.guesses) == 8 and search.belief.weights
    for world_seed in range(10):
        world = search.belief.world(random.Random(world_seed))
        assert world.view(view["side"]) == view
        cards = world.holders[0] + world.holders[1] + world.deck + world.pile
        cards += [world.drawn] if world.drawn >= 0 else []
        assert sorted(cards) == list(range(32))
