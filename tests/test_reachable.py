"""Saves of positions the rules can never reach are refused, each with the rule it breaks (reachable.py)."""

from __future__ import annotations

import json
import random

import pytest
from helpers import game_with, play
from hypothesis import given, settings
from hypothesis import strategies as st

from game import DRACULA, VAN_HELSING, load_game, new_game
from game.saves import SaveError

D = ["R1", "R3", "R4", "R6", "R7"]
V = ["G1", "G3", "G4", "G6", "G7"]
SIX_DRAWS = ["R2", "G2", "Y2", "M2", "R5", "G5"]


def saved(game) -> dict:
    return json.loads(game.to_json())


def refused(data: dict, message: str) -> None:
    with pytest.raises(SaveError, match=message):
        load_game(json.dumps(data))


def after(*actions, draws=("M3", "Y2", "M2", "Y4"), ranking="RGYM"):
    game = game_with(D, V, list(draws), ranking=ranking)
    play(game, *actions)
    return game


def finished_game(seed: int = 1):
    game = new_game(seed=seed)
    rng = random.Random(seed)
    while game.to_move is not None:
        game.play(rng.choice(game.legal_actions()))
    return game


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 10**6))
def test_every_position_of_a_real_game_loads(seed, pick):
    """The checks never refuse what the rules reach: every position of a random game loads back."""
    game = new_game(seed=seed)
    rng = random.Random(pick)
    while True:
        assert load_game(game.to_json()).to_json() == game.to_json()
        if game.to_move is None:
            break
        game.play(rng.choice(game.legal_actions()))


def test_r_res_every_earlier_round_resolved_five_districts():
    data = saved(new_game(seed=1))
    data["vampires"] = [3, 3, 3, 3, 3]  # round 1: no district has been resolved yet
    refused(data, "must add up to 0; they add up to 15")
    data = saved(new_game(seed=1))
    data.update(round=2, vampires=[1, 1, 1, 1, 0])  # and no moves of round 1 either
    refused(data, r"must add up to 5; they add up to 4")


def test_r_bite_a_district_gains_at_most_one_vampire_a_round():
    game = new_game(seed=3)
    rng = random.Random(3)
    while game.round < 3:
        game.play(rng.choice(game.legal_actions()))
    data = saved(game)
    data.update(health=10, vampires=[3, 0, 3, 2, 0])  # 8 bites + 2 stakes = 10, but 3 in two rounds
    refused(data, "district 1 has 3 vampires after 2 resolutions")


def test_r_win_a_win_on_rounds_needs_dracula_alive():
    data = saved(finished_game(1))
    data.update(winner=DRACULA, win_reason="rounds", win_district=None, round=5, health=0, vampires=[3, 3, 3, 2, 2])
    refused(data, "at the end of round 5 with health left")


def test_r_stop_a_win_by_district_stops_there():
    game = finished_game(2)
    data = saved(game)
    data.update(winner=DRACULA, win_reason="district", win_district=2, round=4, health=7, vampires=[3, 4, 1, 1, 0])
    refused(data, "Dracula took district 2 in round 4, so the bites and stakes must number 17; they number 14")


def test_r_fx_2_the_deck_top_is_not_face_up_while_a_card_is_held():
    game = after("draw", "discard", "expose 1", "draw", "discard", "draw")  # Y2 turns M2 up; Dracula draws it
    data = saved(game)
    data["deck_top_face_up"] = True
    refused(data, "can be face up only between turns")


def test_r_secret_knowledge_marks_at_a_round_start_must_come_from_moves():
    data = saved(new_game(seed=4))
    data["marks"]["dracula"][2] = "face_up"  # nothing has been revealed: there are no moves yet
    refused(data, "what each side knows of Dracula's cards does not follow from this round's moves")
    data = saved(new_game(seed=4))
    data["marks"]["van_helsing"][0] = "known"  # nothing has been traded
    refused(data, "Van Helsing's cards does not follow")


def test_r_turn_a_move_log_out_of_turn_order_is_refused():
    game = after("draw", "discard")  # Dracula discards M3 (expose): waits for his choice
    data = saved(game)
    data["moves"] = [["van_helsing", "draw"], ["van_helsing", "discard"]]
    refused(data, r"move 1 \(Van Helsing: draw\) is out of turn: it was Dracula's")


def test_r_fx_an_effect_must_be_resolved_by_its_own_choice():
    game = after("draw", "discard", "expose 2")
    data = saved(game)
    data["moves"][2] = ["dracula", "reveal 2"]
    refused(data, r"does not resolve effect 3")


def test_r_fx_7_a_trump_choice_names_a_colour_that_is_not_trump_already():
    game = after("draw", "discard", "trump G", "draw", "discard", "trump Y", draws=("M7", "Y7", "M2"))
    assert load_game(game.to_json()).ranking == ["Y", "R", "G", "M"]
    data = saved(game)
    data["moves"][5] = ["van_helsing", "trump G"]  # G became trump at move 3
    refused(data, r"move 6 \(Van Helsing: trump G\) names the colour that is trump already")


def test_r_call_needs_six_discards():
    game = after("draw", "discard", "expose 2")
    data = saved(game)
    data["moves"][2:] = [["dracula", "expose 2"], ["van_helsing", "call"]]
    refused(data, "a call needs 6 discards")


def test_the_deck_size_follows_from_the_draws():
    game = after("draw", "discard", "expose 2")
    data = saved(game)
    data["moves"] = data["moves"] + [["van_helsing", "draw"]]
    refused(data, "to_move|phase|discard|deck")


def test_earlier_rounds_are_whole_turns_with_enough_draws():
    game = new_game(seed=5)
    rng = random.Random(5)
    while game.round == 1:
        game.play(rng.choice(game.legal_actions()))
    data = saved(game)
    data["moves"] = [["dracula", "draw"], ["dracula", "discard"]] + data["moves"][data["round_start"]:]
    data["round_start"] = 2
    refused(data, "1 earlier rounds took 1 draws")
    data = saved(game)
    data["moves"][0] = ["dracula", "swap 1 2"]
    refused(data, r"move 1 \(Dracula: swap 1 2\) cannot start a turn")
    data = saved(game)
    data["round_start"] = 0
    refused(data, "the first round starts at the first move")


def test_r_deck_every_card_once():
    data = saved(new_game(seed=6))
    data["holders"]["dracula"][0] = data["holders"]["van_helsing"][0]
    refused(data, "more than once")


def test_a_finished_game_ended_its_round():
    game = finished_game(7)
    data = saved(game)
    data["moves"] = data["moves"][:-1]
    with pytest.raises(SaveError):
        load_game(json.dumps(data))


def test_a_position_from_a_real_game_with_every_phase_loads():
    game = game_with(D, V, ["M4", "Y6"], ranking="RGYM")
    for action in ("draw", "discard", "swap 1 2", "draw", "keep 4", "trade 3"):
        game.play(action)
        assert load_game(game.to_json()).view(VAN_HELSING) == game.view(VAN_HELSING)
