"""The belief carried on through the opponent's turn (game/lab/carried.py, a measured experiment): a guess's
replayed round goes on with the opponent's new moves, and is weighed by them as a replay from the deal would be."""

from __future__ import annotations

import math
import random

from game import new_game
from game.ai import choose
from game.ai.particles import fits, played_moves, replayed
from game.ai.search import hard_knowledge
from game.ai.worlds import deck_of
from game.lab.carried import Carried, Replaying, carried_on, drawn_in_order, handed, systematic
from game.sides import SIDE_INDEX


def later_views(seed: int):
    """Each decision of a normal game that follows one of the same side's in the round with a move of the
    opponent's between: the earlier view, the later one, and the opponent's true cards at each."""
    game = new_game(seed=seed)
    last: dict[str, tuple[dict, list[int]]] = {}
    while game.to_move is not None:
        side = game.to_move
        view = game.view(side)
        true = game.holders[1 - SIDE_INDEX[side]][:]
        before = last.get(side)
        if before is not None and before[0]["round"] == view["round"] \
                and view["moves"][:len(before[0]["moves"])] == before[0]["moves"] \
                and any(mover != side for mover, _ in view["moves"][len(before[0]["moves"]):]):
            yield before[0], before[1], view, true
        last[side] = (view, true)
        game.play(choose(view, "normal", seed=len(game.history)))


def test_r_secret_a_true_guess_carried_on_is_weighed_as_its_round_replayed_from_the_deal():
    """Carried on from an earlier view, the opponent's true cards always lead to the later view, and (in a round
    with no new trump, whose ranking before a replay from the deal can only guess) the chance of its choices is the
    earlier chance times that of its new choices, to the last digit's noise."""
    checked = 0
    for seed in (3, 4, 6, 7):
        for before, true_before, after, _ in later_views(seed):
            k_before, k_after = hard_knowledge(before), hard_knowledge(after)
            rng = random.Random(len(after["moves"]))
            earlier, game = replayed(before, true_before, deck_of(k_before, [c for c in k_before.unseen
                                                                             if c not in true_before], rng))
            later = carried_on(game, len(played_moves(before)), k_after, drawn_in_order(k_after), rng)
            assert later is not None
            likelihood, _, carried_game = later
            hand = carried_game.holders[1 - SIDE_INDEX[after["side"]]]
            assert fits(hand, k_after)
            if any(name.startswith("trump") for _, name in after["moves"]):
                continue
            anew, _ = replayed(after, hand, deck_of(k_after, [c for c in k_after.unseen if c not in hand], rng))
            assert math.isclose(anew, earlier + likelihood, abs_tol=1e-9)
            checked += 1
    assert checked > 25


def test_a_carried_belief_holds_only_hands_the_later_view_allows_and_resamples_a_worn_one():
    """Every guess carried on fits the later view; one that the opponent's moves since rule out (most often: the
    card it replaced, now on the pile, is not the one the guess had there) is dropped, and a belief left with too
    few is weighed anew. Resampling goes on with copies of the guesses that hold the weight (systematic)."""
    ways = {"kept": 0, "anew": 0}
    for before, _, after, _ in later_views(5):
        k = hard_knowledge(after)
        if None not in k.theirs:
            continue
        belief = Replaying(hard_knowledge(before), random.Random(1), 160)
        while not belief.done:
            belief.step()
        carried = handed(belief, k, len(before["moves"]), 160)
        assert isinstance(carried, Carried)
        while not carried.done and carried.handed_on:
            carried.step()
        if carried.handed_on:
            ways["kept"] += 1
            assert carried.guesses and all(fits(hand, k) for hand in carried.guesses)
            assert len(carried.weights) == len(carried.guesses) <= 160 and max(carried.weights) == 1.0
        else:
            ways["anew"] += 1
            assert not carried.guesses and not carried.done  # new guesses to weigh, as many as asked
        if ways["kept"] >= 2 and ways["anew"] >= 2:
            break
    assert ways["kept"] >= 2 and ways["anew"] >= 2
    assert systematic([0.0, 1.0, 0.0, 3.0], 8, random.Random(2)) == [1, 1, 3, 3, 3, 3, 3, 3]
