"""The rules of a round: components, dealing, turns and every effect (docs/RULES.md)."""

from __future__ import annotations

import pytest
from helpers import deck_of, first, game_with, play, situation

from game import DRACULA, VAN_HELSING, new_game
from game.cards import CODES
from game.position import EFFECT, TURN

D = ["R1", "R3", "R4", "R6", "R7"]
V = ["G1", "G3", "G4", "G6", "G7"]
FILLER = ["R2", "G2", "Y2", "M2", "R5", "G5"]  # six discards with no decision to make


def fill_discards(game):
    """Dracula, Van Helsing, Dracula, Van Helsing discard a 2; Dracula discards two 5s."""
    for _ in FILLER:
        play(game, "draw", "discard")
    assert len(game.discards) == 6 and game.to_move == DRACULA


def end_round_1(game):
    """Call, and let Van Helsing's last turn discard the next card (a 6: trade slot 1)."""
    play(game, "call", "draw", "discard")
    play(game, game.legal_actions()[0])


# ----- components -----

def test_r_deck_32_cards_each_colour_and_value_once():
    assert len(CODES) == 32 == len(set(CODES))
    assert {c[0] for c in CODES} == set("RGYM")
    assert sorted(int(c[1]) for c in CODES) == sorted(list(range(1, 9)) * 4)
    game = new_game(seed=3)
    everything = game.holder(DRACULA) + game.holder(VAN_HELSING) + game.discards
    assert len(everything) + game.deck_size == 32
    assert len(set(everything)) == len(everything)


@pytest.mark.parametrize(("deck", "problem"), [
    (CODES[:31], "exactly 32"),
    (list(CODES[:31]) + ["R1"], "repeated: R1"),
    (list(CODES[:31]) + ["X9"], "not a card"),
    ("R1 R2", "list"),
])
def test_r_deck_explicit_deck_must_be_all_32_cards(deck, problem):
    with pytest.raises(ValueError, match=problem):
        new_game(deck=deck, seed=1)


def test_r_board_five_districts_of_four_humans():
    game = new_game(seed=5)
    assert game.vampires == [0, 0, 0, 0, 0]
    assert game.view(DRACULA)["vampires"] == [0] * 5


def test_r_hp_dracula_starts_with_12_health():
    assert new_game(seed=1).health == 12
    assert new_game(seed=1).view(VAN_HELSING)["health"] == 12


def test_r_ship_round_starts_at_1_and_advances():
    game = game_with(D, V, FILLER)
    assert game.round == 1
    fill_discards(game)
    end_round_1(game)
    assert game.round == 2


def test_r_rank_random_from_the_seed_and_set_once():
    rankings = {tuple(new_game(seed=s).ranking) for s in range(40)}
    assert len(rankings) > 5
    assert all(sorted(r) == sorted("RGYM") for r in rankings)
    assert new_game(seed=9).ranking == new_game(seed=9).ranking


def test_r_rank_not_reset_between_rounds_only_effect_7_changes_it():
    game = game_with(D, V, FILLER + ["M6"], ranking="MYGR")
    fill_discards(game)
    end_round_1(game)
    assert game.round == 2 and game.ranking == ["M", "Y", "G", "R"]


def test_r_holder_slot_i_meets_district_i():
    game = game_with(D, V, FILLER + ["M6"])
    fill_discards(game)
    play(game, "call", "draw", "discard")
    events = play(game, "trade 2")
    final = first(events, "round_end")["holders"]
    assert final[DRACULA] == ["R1", "G3", "R4", "R6", "R7"]
    districts = [e for e in events if e["type"] == "district"]
    assert [e["district"] for e in districts] == [1, 2, 3, 4, 5]
    for e in districts:
        assert e["dracula"] == final[DRACULA][e["district"] - 1]
        assert e["van_helsing"] == final[VAN_HELSING][e["district"] - 1]


# ----- a round -----

def test_r_deal_first_five_to_dracula_next_five_to_van_helsing_11th_on_top():
    deck = deck_of(D, V, ["M3"])
    game = new_game(deck=deck, ranking=list("RGYM"), seed=1)
    assert game.holder(DRACULA) == D
    assert game.holder(VAN_HELSING) == V
    assert game.deck_size == 22
    assert game.play("draw")[0]["card"] == deck[10] == "M3"


def test_r_deal_same_seed_same_game():
    a, b = new_game(seed=77), new_game(seed=77)
    assert a.to_json() == b.to_json()
    assert new_game(seed=78).to_json() != a.to_json()


def test_r_first_dracula_starts_every_round():
    game = game_with(D, V, FILLER + ["M6"])
    assert game.to_move == DRACULA
    fill_discards(game)
    end_round_1(game)
    assert game.round == 2 and game.to_move == DRACULA


def test_r_turn_draw_then_discard_or_keep():
    game = game_with(D, V, ["M3"])
    assert game.legal_actions() == ["draw"]
    play(game, "draw")
    assert game.legal_actions() == ["discard", "keep 1", "keep 2", "keep 3", "keep 4", "keep 5"]


def test_r_turn_keep_replaces_the_slot_and_the_replaced_card_acts():
    game = game_with(D, V, ["M3"])
    events = play(game, "draw", "keep 3")  # R4 leaves slot 3: effect 4 (swap), not the 3's
    assert game.holder(DRACULA) == ["R1", "R3", "M3", "R6", "R7"]
    assert game.discards == ["R4"]
    assert first(events, "effect")["value"] == 4
    assert game.phase == EFFECT and game.effect == 4 and game.to_move == DRACULA


def test_r_turn_turns_alternate():
    game = game_with(D, V, ["M2", "Y2", "Y1"])
    play(game, "draw", "discard")
    assert game.to_move == VAN_HELSING
    play(game, "draw", "discard")
    assert game.to_move == DRACULA


# ----- effects (R-FX) -----

def test_r_fx_1_reveal_one_of_your_own_face_down_cards():
    game = game_with(D, V, ["M2"])
    play(game, "draw", "keep 1")  # R1 discarded: reveal
    assert game.legal_actions() == [f"reveal {n}" for n in range(1, 6)]
    events = play(game, "reveal 4")
    assert first(events, "reveal") == {"type": "reveal", "side": DRACULA, "slot": 4, "card": "R6"}
    assert game.view(VAN_HELSING)["holders"][DRACULA] == [None, None, None, "R6", None]
    assert game.to_move == VAN_HELSING


def test_r_fx_1_only_face_down_cards_and_skipped_when_none():
    up = ["face_up"] * 5
    game = situation(D, V, ["Y1"], marks={DRACULA: ["face_up", "hidden", "face_up", "face_up", "face_up"],
                                          VAN_HELSING: ["hidden"] * 5})
    play(game, "draw", "discard")
    assert game.legal_actions() == ["reveal 2"]
    game = situation(D, V, ["Y1"], marks={DRACULA: up, VAN_HELSING: ["hidden"] * 5})
    events = play(game, "draw", "discard")
    assert first(events, "skip") == {"type": "skip", "side": DRACULA, "value": 1, "reason": "no face-down card"}
    assert game.to_move == VAN_HELSING and game.phase == TURN


def test_r_fx_2_reveal_the_top_card_which_is_drawn_face_up():
    game = game_with(D, V, ["M2", "Y6"])
    events = play(game, "draw", "discard")
    assert first(events, "top")["card"] == "Y6"
    for side in (DRACULA, VAN_HELSING):
        assert game.view(side)["deck_top"] == "Y6"
    events = play(game, "draw")
    assert events[0]["face_up"] is True and "hidden" not in events[0]
    assert game.view(DRACULA)["drawn"] == "Y6"  # the opponent sees the face-up drawn card


def test_r_fx_2_skipped_on_an_empty_deck():
    game = situation(["R8", "G8", "R1", "R3", "R4"], ["Y8", "M8", "G1", "G3", "G4"], ["M2"], rest="discards")
    events = play(game, "draw", "discard")
    assert first(events, "skip") == {"type": "skip", "side": DRACULA, "value": 2, "reason": "the deck is empty"}
    assert first(events, "round_end")["reason"] == "deck_empty"


def test_r_fx_3_expose_an_opponents_face_down_card_chosen_by_the_discarder():
    game = situation(D, V, ["Y3"], marks={DRACULA: ["hidden"] * 5,
                                          VAN_HELSING: ["hidden", "face_up", "hidden", "hidden", "face_up"]})
    play(game, "draw", "discard")
    assert game.legal_actions() == ["expose 1", "expose 3", "expose 4"]
    events = play(game, "expose 3")
    assert first(events, "expose") == {"type": "expose", "side": DRACULA, "slot": 3, "card": "G4"}
    assert game.view(DRACULA)["holders"][VAN_HELSING][2] == "G4"
    assert game.view(VAN_HELSING)["face_up"][VAN_HELSING][2] is True


def test_r_fx_3_skipped_when_every_opponent_card_is_face_up():
    game = situation(D, V, ["Y3"], marks={DRACULA: ["hidden"] * 5, VAN_HELSING: ["face_up"] * 5})
    events = play(game, "draw", "discard")
    assert first(events, "skip")["value"] == 3 and game.to_move == VAN_HELSING


def test_r_fx_4_swap_two_of_your_own_cards():
    game = game_with(D, V, ["Y4"])
    play(game, "draw", "discard")
    assert len(game.legal_actions()) == 10 and "swap 1 5" in game.legal_actions()
    events = play(game, "swap 2 5")
    assert game.holder(DRACULA) == ["R1", "R7", "R4", "R6", "R3"]
    swap = first(events, "swap")
    assert swap["slots"] == [2, 5] and swap["cards"] == ["R3", "R7"]


def test_r_fx_5_take_another_turn_straight_away():
    game = game_with(D, V, ["Y5", "M2"])
    events = play(game, "draw", "discard")
    assert "extra_turn" in [e["type"] for e in events]
    assert game.to_move == DRACULA and game.legal_actions() == ["draw"]


def test_r_fx_5_skipped_on_an_empty_deck():
    game = situation(["R8", "G8", "R1", "R3", "R4"], ["Y8", "M8", "G1", "G3", "G4"], ["Y5"], rest="discards")
    events = play(game, "draw", "discard")
    assert first(events, "skip")["value"] == 5
    assert first(events, "round_end")["reason"] == "deck_empty"


def test_r_fx_6_trade_with_the_opponents_card_in_the_same_slot():
    game = game_with(D, V, ["Y6"])
    play(game, "draw", "discard")
    assert game.legal_actions() == [f"trade {n}" for n in range(1, 6)]
    events = play(game, "trade 2")
    assert game.holder(DRACULA)[1] == "G3" and game.holder(VAN_HELSING)[1] == "R3"
    assert first(events, "trade") == {"type": "trade", "side": DRACULA, "slot": 2, "gave": "R3", "got": "G3"}


def test_r_fx_7_swap_the_trump_with_another_colour():
    game = game_with(D, V, ["Y7"], ranking="RGYM")
    play(game, "draw", "discard")
    assert game.legal_actions() == ["trump G", "trump Y", "trump M"]
    events = play(game, "trump M")
    assert game.ranking == ["M", "G", "Y", "R"]
    assert first(events, "trump") == {"type": "trump", "side": DRACULA, "colour": "M", "old": "R",
                                      "ranking": ["M", "G", "Y", "R"]}


def test_r_fx_8_ends_the_round_at_once():
    game = game_with(D, V, FILLER + ["Y8"])
    fill_discards(game)
    events = play(game, "draw", "discard")
    assert first(events, "round_end")["reason"] == "eight"
    assert game.round == 2 and game.to_move == DRACULA


# ----- R-REVEALED -----

def test_r_revealed_card_stays_face_up_through_swaps_and_trades():
    game = game_with(D, V, ["Y1", "M4", "Y6"])
    play(game, "draw", "discard", "reveal 1")  # Dracula reveals R1 in slot 1
    play(game, "draw", "discard", "swap 1 2")  # Van Helsing swaps his own cards
    play(game, "draw", "discard", "trade 1")  # Dracula trades slot 1: R1 goes to Van Helsing
    view = game.view(DRACULA)
    assert view["holders"][VAN_HELSING][0] == "R1" and view["face_up"][VAN_HELSING][0] is True
    assert game.view(VAN_HELSING)["face_up"][VAN_HELSING][0] is True


def test_r_revealed_a_kept_face_up_top_card_stays_face_up():
    game = game_with(D, V, ["M2", "Y6"])
    play(game, "draw", "discard", "draw", "keep 2")  # Van Helsing keeps the face-up Y6, discarding G3
    play(game, "expose 1")
    view = game.view(DRACULA)
    assert view["holders"][VAN_HELSING][1] == "Y6" and view["face_up"][VAN_HELSING][1] is True


# ----- R-EIGHT -----

def test_r_eight_a_drawn_8_must_be_kept_before_6_discards():
    game = game_with(D, V, ["M8"])
    play(game, "draw")
    assert game.legal_actions() == [f"keep {n}" for n in range(1, 6)]


def test_r_eight_an_8_in_a_slot_cannot_be_swapped_out_before_6_discards():
    game = game_with(["R8", "R1", "R3", "G8", "R4"], V, ["M3"])
    play(game, "draw")
    assert game.legal_actions() == ["discard", "keep 2", "keep 3", "keep 5"]


def test_r_eight_effects_4_and_6_may_move_an_8():
    game = game_with(["R8", "R1", "R3", "R4", "R6"], V, ["M4", "Y6"])
    play(game, "draw", "discard", "swap 1 5")
    assert game.holder(DRACULA)[4] == "R8"
    play(game, "draw", "discard", "trade 5")
    assert game.holder(VAN_HELSING)[4] == "R8"


def test_r_eight_allowed_from_6_discards_and_ends_the_round_even_after_a_call():
    game = game_with(["R8", "R1", "R3", "R4", "R6"], V, FILLER + ["M3", "Y8"])
    fill_discards(game)
    play(game, "draw")
    assert "keep 1" in game.legal_actions()
    play(game, "discard", "expose 1")  # Dracula: M3, expose
    play(game, "call")  # Van Helsing calls; Dracula takes the last turn
    events = play(game, "draw", "discard")  # Dracula discards Y8
    assert first(events, "round_end")["reason"] == "eight"
    assert game.round == 2


def test_r_eight_keeping_over_an_8_after_6_discards_ends_the_round():
    game = game_with(["R8", "R1", "R3", "R4", "R6"], V, FILLER + ["M3"])
    fill_discards(game)
    events = play(game, "draw", "keep 1")
    assert first(events, "effect")["value"] == 8 and first(events, "round_end")["reason"] == "eight"


# ----- R-CALL -----

def test_r_call_only_with_6_discards():
    game = game_with(D, V, FILLER)
    for _ in range(5):
        play(game, "draw", "discard")
        assert "call" not in game.legal_actions()
    play(game, "draw", "discard")
    assert game.legal_actions() == ["draw", "call"]


def test_r_call_opponent_takes_one_last_turn_then_the_round_ends():
    game = game_with(D, V, FILLER + ["M3"])
    fill_discards(game)
    events = play(game, "call")
    assert first(events, "call")["side"] == DRACULA
    assert game.to_move == VAN_HELSING and game.legal_actions() == ["draw"]  # they cannot call
    events = play(game, "draw", "discard", "expose 2")
    assert first(events, "round_end")["reason"] == "call"
    assert game.round == 2


def test_r_call_an_effect_5_in_the_last_turn_still_gives_another_turn():
    game = game_with(D, V, FILLER + ["M5", "Y3"])
    fill_discards(game)
    play(game, "call", "draw", "discard")  # Van Helsing's last turn: M5
    assert game.round == 1 and game.to_move == VAN_HELSING
    assert game.legal_actions() == ["draw"]  # still no call
    events = play(game, "draw", "discard", "expose 1")
    assert first(events, "round_end")["reason"] == "call"


def test_r_call_only_once_a_round():
    game = game_with(D, V, FILLER + ["M5", "Y5", "M3"])
    fill_discards(game)
    play(game, "call", "draw", "discard")
    assert "call" not in game.legal_actions()


# ----- R-EMPTY -----

def test_r_empty_the_round_ends_when_the_deck_runs_out():
    game = situation(["R8", "G8", "R1", "R3", "R4"], ["Y8", "M8", "G1", "G3", "G4"], ["M6"], rest="discards")
    events = play(game, "draw", "discard", "trade 3")
    assert first(events, "round_end")["reason"] == "deck_empty"
    assert game.round == 2


def test_r_empty_a_natural_round_runs_22_draws_at_most():
    game = game_with(["R8", "G8", "R1", "R3", "R4"], ["Y8", "M8", "G1", "G3", "G4"])
    draws = 0
    while game.round == 1:
        action = game.legal_actions()[0]  # never calls: 'draw' comes first
        draws += action == "draw"
        game.play(action)
    assert draws == 22
