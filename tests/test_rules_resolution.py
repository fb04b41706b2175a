"""The end of a round and of the game (docs/RULES.md: R-RES to R-WIN; the seed's rules)."""

from __future__ import annotations

import pytest
from helpers import first, game_with, play, situation

from game import DRACULA, VAN_HELSING, IllegalAction
from game.cards import CODES

SIX = ["R2", "G2", "Y2", "M2", "R5", "G5"]  # an old discard pile: calls and 8s are allowed


def resolve(dracula, van_helsing, ranking="RGYM", **fields):
    """Dracula draws Y8 and discards it: the round ends and resolves at once (R-EIGHT)."""
    game = situation(dracula, van_helsing, ["Y8"], discards=SIX, ranking=ranking, **fields)
    events = play(game, "draw", "discard")
    return game, events


def districts(events):
    return [(e["district"], e["winner"], e["by"]) for e in events if e["type"] == "district"]


def test_r_res_every_branch():
    dracula = ["R1", "R3", "G6", "Y7", "G4"]
    van_helsing = ["G8", "R4", "Y5", "G7", "M4"]
    _game, events = resolve(dracula, van_helsing, ranking="RGYM")
    assert districts(events) == [
        (1, DRACULA, "trump"),  # exactly one trump: R1 beats G8
        (2, VAN_HELSING, "value"),  # both trump: R4 beats R3
        (3, DRACULA, "value"),  # neither: G6 beats Y5
        (4, VAN_HELSING, "ranking"),  # equal values: G ranks above Y
        (5, DRACULA, "ranking"),  # equal values: G ranks above M
    ]


def test_r_res_all_cards_turn_face_up():
    _game, events = resolve(["R1", "R3", "G6", "Y7", "G4"], ["G8", "R4", "Y5", "G7", "M4"])
    end = first(events, "round_end")
    assert end["holders"] == {DRACULA: ["R1", "R3", "G6", "Y7", "G4"], VAN_HELSING: ["G8", "R4", "Y5", "G7", "M4"]}
    assert "hidden" not in end


def test_r_res_ranking_decides_after_effect_7():
    _game, events = resolve(["G3", "R1", "R3", "R4", "R6"], ["M3", "G1", "G4", "G6", "G7"], ranking="YMRG")
    assert districts(events)[0] == (1, VAN_HELSING, "ranking")  # M ranks above G


def test_r_bite_dracula_wins_a_district_one_citizen_becomes_a_vampire():
    game, events = resolve(["R7", "R6", "R4", "R3", "R1"], ["G1", "G3", "G4", "G6", "G7"], vampires=[0, 2, 0, 0, 0])
    assert game.vampires == [1, 3, 1, 1, 1]
    assert [e["vampires"] for e in events if e["type"] == "bite"] == [1, 3, 1, 1, 1]


def test_r_stake_van_helsing_wins_a_district_dracula_loses_1_health():
    game, events = resolve(["G1", "G3", "G4", "G6", "G7"], ["R7", "R6", "R4", "R3", "R1"])
    assert game.health == 7 and game.vampires == [0] * 5
    assert [e["health"] for e in events if e["type"] == "stake"] == [11, 10, 9, 8, 7]


def test_r_stop_the_game_ends_at_the_district_where_health_runs_out():
    game, events = resolve(["G1", "R7", "R6", "R4", "R3"], ["R1", "G3", "G4", "G6", "G7"], health=1)
    assert game.winner == VAN_HELSING and game.win_reason == "health" and game.health == 0
    assert districts(events) == [(1, VAN_HELSING, "trump")]  # districts 2-5 are never resolved
    assert game.vampires == [0] * 5
    assert game.to_move is None and game.legal_actions() == []


def test_r_stop_the_game_ends_at_the_district_that_fills_with_vampires():
    game, events = resolve(["G1", "R7", "R6", "R4", "R3"], ["R1", "G3", "G4", "G6", "G7"], vampires=[0, 3, 0, 0, 0])
    assert game.winner == DRACULA and game.win_reason == "district" and game.win_district == 1
    assert [d for d, *_ in districts(events)] == [1, 2]
    assert game.health == 11 and game.vampires == [0, 4, 0, 0, 0]
    assert first(events, "game_over") == {"type": "game_over", "winner": DRACULA, "reason": "district", "district": 2}


def test_r_new_next_round_reshuffles_and_carries_health_vampires_and_ranking():
    game, events = resolve(["R7", "G3", "G4", "G6", "G7"], ["G1", "R6", "R4", "R3", "R1"], ranking="MRGY")
    assert game.round == 2
    assert game.vampires == [1, 0, 0, 1, 1] and game.health == 10
    assert game.ranking == ["M", "R", "G", "Y"]
    assert game.deck_size == 22 and game.discards == [] and game.to_move == DRACULA
    deal = first(events, "deal")
    assert deal["round"] == 2
    assert deal["holders"][DRACULA] == game.holder(DRACULA) and deal["holders"][VAN_HELSING] == game.holder(VAN_HELSING)
    everything = game.holder(DRACULA) + game.holder(VAN_HELSING)
    assert len(set(everything)) == 10 and set(everything) <= set(CODES)
    view = game.view(DRACULA)
    assert view["face_up"] == {DRACULA: [False] * 5, VAN_HELSING: [False] * 5}
    assert view["holders"][VAN_HELSING] == [None] * 5


def test_r_new_later_rounds_come_from_the_seed():
    a, _ = resolve(["R7", "G3", "G4", "G6", "G7"], ["G1", "R6", "R4", "R3", "R1"])
    b, _ = resolve(["R7", "G3", "G4", "G6", "G7"], ["G1", "R6", "R4", "R3", "R1"])
    assert a.holder(DRACULA) == b.holder(DRACULA) and a.holder(VAN_HELSING) == b.holder(VAN_HELSING)


def test_r_win_van_helsing_when_health_reaches_0():
    game, _ = resolve(["G1", "G3", "G4", "G6", "G7"], ["R7", "R6", "R4", "R3", "R1"], health=5)
    assert game.winner == VAN_HELSING and game.win_reason == "health"


def test_r_win_dracula_when_a_district_is_all_vampires():
    game, _ = resolve(["R7", "G3", "G4", "G6", "G7"], ["G1", "R6", "R4", "R3", "R1"], vampires=[3, 0, 0, 0, 0])
    assert game.winner == DRACULA and game.win_reason == "district" and game.win_district == 0


def test_r_win_dracula_when_round_5_is_resolved():
    game, events = resolve(["G1", "G3", "G4", "G6", "G7"], ["R7", "R6", "R4", "R3", "R1"], round=5, health=6)
    assert game.health == 1
    assert game.winner == DRACULA and game.win_reason == "rounds"
    assert event_kinds_end(events) == ["stake", "game_over"]


def test_r_win_round_4_resolved_is_not_the_end():
    game, _ = resolve(["G1", "G3", "G4", "G6", "G7"], ["R7", "R6", "R4", "R3", "R1"], round=4, health=6)
    assert game.winner is None and game.round == 5


def test_r_win_no_action_after_the_game_is_over():
    game, _ = resolve(["G1", "G3", "G4", "G6", "G7"], ["R7", "R6", "R4", "R3", "R1"], round=5, health=6)
    with pytest.raises(IllegalAction, match="over"):
        game.play("draw")
    view = game.view(VAN_HELSING)
    assert view["winner"] == DRACULA and "legal_actions" not in view
    assert view["holders"][DRACULA] == ["G1", "G3", "G4", "G6", "G7"]  # the last round stays face up


def event_kinds_end(events):
    return [e["type"] for e in events][-2:]


def test_round_5_game_runs_to_the_end_with_a_winner():
    game = game_with(["R8", "G8", "R1", "R3", "R4"], ["Y8", "M8", "G1", "G3", "G4"])
    while game.to_move is not None:
        game.play(game.legal_actions()[0])
    assert game.winner in (DRACULA, VAN_HELSING)
    assert game.round <= 5
    if game.winner == DRACULA and game.win_reason == "rounds":
        assert game.round == 5 and game.health > 0
