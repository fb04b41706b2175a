"""The belief that reads every public choice (game/ai/particles.py): a guess at the opponent's cards
replays the round behind the view, and the opponent's choices weigh the guesses."""

from __future__ import annotations

import random

import pytest

from game import new_game
from game.ai import choose
from game.ai.expert import ExpertSearch
from game.ai.particles import Particles, log_likelihood, narrowed, round_start
from game.ai.search import hard_knowledge
from game.ai.worlds import deck_of, guess_hidden
from game.notation import ACTION_OF_NAME
from game.sides import SIDE_INDEX, other


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


def own_turns(seed: int, level: str = "normal"):
    """Pairs of views of one side, the second later in the same round with no move of the opponent's between
    (a draw and then the keep, an effect, another turn), the first with hidden cards of the opponent's."""
    game = new_game(seed=seed)
    last = None
    while game.to_move is not None:
        view = game.view(game.to_move)
        if len(view["legal_actions"]) > 1:
            if last is not None and last["side"] == view["side"] and last["round"] == view["round"]:
                yield last, view
            last = view if None in view["holders"][other(view["side"])] else None
        if last is not None and last["side"] != view["side"]:
            last = None  # the opponent moves: what it chooses must be weighed
        game.play(choose(view, level, seed=len(game.history)))


def test_r_secret_a_belief_handed_on_in_its_own_turn_keeps_the_guesses_the_view_allows_with_the_same_weights():
    """In its own turn the opponent chooses nothing, so each guess's likelihood is the same on the later view: the
    belief narrowed to it is the earlier one less the guesses that the cards seen since rule out."""
    pairs = 0
    for seed in (3,):
        for before, after in own_turns(seed):
            earlier = Particles(hard_knowledge(before), random.Random(1), 24)
            while not earlier.done:
                earlier.step()
            k = hard_knowledge(after)
            kept = narrowed(earlier, k, len(before["moves"]))
            if kept is None:
                continue
            pairs += 1
            unseen = set(k.unseen)
            assert kept.handed_on and kept.done and len(kept.guesses) <= len(earlier.guesses)
            allowed = [(guess, weight) for guess, weight in zip(earlier.guesses, earlier.weights, strict=True)
                       if all(card == known if known is not None else card in unseen
                              for card, known in zip(guess, k.theirs, strict=True))]
            assert list(zip(kept.guesses, kept.weights, strict=True)) == allowed
            k_before = hard_knowledge(before)
            for guess, _ in allowed:  # each with its view's own deck (the cards drawn since are in the first)
                deck_after, deck_before = (deck_of(kn, [c for c in kn.unseen if c not in guess], random.Random(2))
                                           for kn in (k, k_before))
                assert log_likelihood(after, guess, deck_after) == pytest.approx(log_likelihood(before, guess,
                                                                                                deck_before))
    assert pairs >= 10


def test_a_belief_is_not_handed_on_once_the_opponent_has_moved_nor_to_another_game_side_or_level():
    from game.ai.handed_on import HandedOn

    before, after = next(own_turns(3))
    search = ExpertSearch(before, random.Random(1), iterations=40)
    while not search.done:
        search.step()
    handed = HandedOn()
    handed.keep(before, "game 1", search)
    assert handed.earlier(after, "game 1", "expert") == (search.belief, len(before["moves"]))
    assert handed.earlier(after, "game 2", "expert") is None and handed.earlier(after, None, "expert") is None
    assert handed.earlier(before, "game 1", "expert") is None  # the same view: nothing later
    assert handed.earlier(after, "game 1", "normal") is None  # normal weighs no belief
    assert handed.earlier(after, "game 1", "hard") == (search.belief, len(before["moves"]))  # hard weighs one too
    opponent_moved = {**after, "moves": [*before["moves"], [other(before["side"]), "draw"]]}
    assert narrowed(search.belief, hard_knowledge(opponent_moved), len(before["moves"])) is None
    assert handed.earlier({**after, "side": other(after["side"])}, "game 1", "expert") is None


def test_the_reasonable_player_drawn_from_picks_each_action_as_often_as_its_chance_says():
    """Pondering lets the opponent play its turn as the belief's reasonable player (particles.model_choice): the
    same chances that weigh the guesses (particles.chosen), drawn, so that the worlds that lead to a view are
    draws from the belief on it."""
    from collections import Counter

    from game.ai.knowledge import read
    from game.ai.particles import chosen, model_choice

    view = next(v for v, _, _ in decisions(5) if v["phase"] == "drawn" and len(v["legal_actions"]) >= 5)
    knowledge, legal, draws = read(view), view["legal_actions"], 1500
    counts = Counter(model_choice(knowledge, legal, random.Random(n)) for n in range(draws))
    chances = {action: chosen(knowledge, legal, action) for action in legal}
    assert abs(sum(chances.values()) - 1) < 1e-9 and set(counts) <= set(legal)
    for action in legal:
        assert abs(counts[action] / draws - chances[action]) < 0.04, (action, counts[action], chances[action])
    assert max(counts, key=counts.__getitem__) == max(chances, key=chances.__getitem__)


def test_a_belief_judges_each_choice_the_opponent_saw_alike_once_and_weighs_every_guess_as_alone(monkeypatch):
    """Guesses that agree on what the opponent held at one of its moves share the judge's work there (most do, late
    in a round): each guess's log-likelihood is the very float it has weighed alone, and the judge runs less often."""
    from game.ai import particles

    judged = []
    real = particles.chosen
    monkeypatch.setattr(particles, "chosen", lambda *args: judged.append(1) or real(*args))
    views = [view for view, _, _ in list(decisions(6))[::9] if None in hard_knowledge(view).theirs]
    assert len(views) > 8
    shared = alone = 0
    for index, view in enumerate(views):
        belief = Particles(hard_knowledge(view), random.Random(index), 40)
        before = len(judged)
        while not belief.done:
            belief.step()
        shared += len(judged) - before
        deals = random.Random(index)  # the same guesses and decks again, each weighed with nothing shared
        for guess, weight in zip(belief.guesses, belief.log_weights, strict=True):
            _, pool, log_chance = guess_hidden(belief.knowledge, deals)
            before = len(judged)
            assert log_likelihood(view, guess, deck_of(belief.knowledge, pool, deals)) - log_chance == weight
            alone += len(judged) - before
    assert shared < 0.7 * alone
