"""The oracle that finds where the hard player loses (game/lab/leaks.py): it must deal the opponent's true
cards, and value every action over the same worlds."""

from __future__ import annotations

import random
from types import SimpleNamespace

from game import new_game
from game.ai.players import normal_player
from game.ai.search import OUTLOOKS, hard_knowledge
from game.lab import leaks
from game.notation import ACTION_OF_NAME, NAMES
from game.sides import SIDES


def drawn_view():
    """Dracula holding a drawn card, a few turns in, with the game that holds the truth."""
    game = new_game(seed=3)
    while not (game.to_move == "dracula" and game.view("dracula")["drawn"] and len(game.moves) > 6):
        game.play(game.legal_actions()[0] if game.view(game.to_move)["phase"] != "turn" else "draw")
    return game, game.view("dracula")


def test_the_oracle_plays_every_action_in_worlds_with_the_opponents_true_cards(monkeypatch):
    game, view = drawn_view()
    truth = list(game.holders[1])
    seen = []

    def recorded(world, me, _outlook, reply=None):
        assert reply is None  # the quick policy plays the opponent unless another is asked for
        seen.append((list(world.holders[1]), world.history[-1]))
        return 0.25 if me == 0 else 0.0

    monkeypatch.setattr(leaks, "play_out", recorded)
    values = leaks.valued(hard_knowledge(view), view["legal_actions"], 0, 3, random.Random(1), truth)
    assert values == dict.fromkeys(view["legal_actions"], 0.25)
    assert len(seen) == 3 * len(view["legal_actions"]) and all(theirs == truth for theirs, _ in seen)
    believed = leaks.valued(hard_knowledge(view), view["legal_actions"], 0, 40, random.Random(1), None)
    assert set(believed) == set(view["legal_actions"])
    assert any(theirs != truth for theirs, _ in seen[3 * len(view["legal_actions"]):])  # the belief guesses


def test_decisions_are_grouped_by_kind_and_sums_carry_their_error():
    _, view = drawn_view()
    assert leaks.kind_of(view) == "keep or discard"
    assert leaks.kind_of({"phase": "effect", "effect": 4, "drawn": None}) == "effect 4"
    assert leaks.kind_of({"phase": "turn", "drawn": None}) == "draw or call"
    assert leaks.summed([0.5, -0.25, 0.0]) == "+0.250 ± 0.661"  # sd 0.382 of three, times the root of three


def test_knowing_the_cards_is_valued_as_the_choice_a_third_set_of_true_worlds_makes(monkeypatch):
    """told_over_hard: the action that worlds dealt with the true cards find best, valued by the oracle's own
    (independent) worlds over hard's choice: what knowing the cards at that one decision would gain."""
    game, view = drawn_view()
    truth = list(game.holders[1])
    legal = view["legal_actions"]
    best = ACTION_OF_NAME[legal[-1]]

    def knowing(world, _me, _outlook, **_):  # only a world with the true cards sees the last action win
        return 1.0 if world.holders[1] == truth and world.history[-1] == best else 0.0

    def decisions(_deal, _side):  # one decision of hard's, which kept the judge's first choice
        yield game, hard_knowledge(view), SimpleNamespace(candidates=[legal[0]]), legal[0]

    monkeypatch.setattr(leaks, "play_out", knowing)
    monkeypatch.setattr(leaks, "hard_decisions", decisions)
    [row] = leaks.judged_game(1, "dracula", 4)
    assert row["kind"] == "keep or discard" and row["hard_over_judge"] == 0.0
    assert row["told_over_hard"] == 1.0


def test_the_oracles_opponent_can_play_the_round_out_as_normal_does():
    """normal_reply: in a play-out the opponent's every move is the normal player's on its view of that world, and
    the player's own moves are still the quick policy's."""
    game, view = drawn_view()
    world = leaks.world_with(hard_knowledge(view), list(game.holders[1]), random.Random(2))
    world.apply(ACTION_OF_NAME["discard"])
    replied = []

    def normal(played):
        action = leaks.normal_reply(played)
        assert NAMES[action] == normal_player(played.view(SIDES[played.mover]), random.Random(9)).choice()
        replied.append(played.mover)
        return action

    leaks.play_out(world, 0, OUTLOOKS[0], reply=normal)
    assert replied and set(replied) == {1}


def test_the_screens_play_the_arenas_deals_with_hard_on_either_side():
    deals = list(leaks.deal_seeds(41, 2))
    assert leaks.seated(41, 4) == [(deals[0], "dracula"), (deals[0], "van_helsing"),
                                   (deals[1], "dracula"), (deals[1], "van_helsing")]
    assert leaks.seated(41, 1) == leaks.seated(41, 2)  # at least one deal, played both ways
