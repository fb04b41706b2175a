"""R-SECRET and R-MEMORY: views and filtered events show a side what it may know, no more."""

from __future__ import annotations

import json

from helpers import first, game_with, play

from game import DRACULA, VAN_HELSING, for_side

D = ["R1", "R3", "R4", "R6", "R7"]
V = ["G1", "G3", "G4", "G6", "G7"]


def codes_in(data) -> set[str]:
    """Every card code anywhere in a JSON-safe structure."""
    found: set[str] = set()
    text = json.dumps(data)
    for colour in "RGYM":
        for value in "12345678":
            if f'"{colour}{value}"' in text:
                found.add(colour + value)
    return found


def test_r_secret_opponent_cards_are_backs_own_cards_are_faces():
    game = game_with(D, V)
    view = game.view(VAN_HELSING)
    assert view["holders"][DRACULA] == [None] * 5
    assert view["holders"][VAN_HELSING] == V
    assert codes_in(view) == set(V)


def test_r_secret_the_drawn_card_is_seen_only_by_its_drawer():
    game = game_with(D, V, ["M3"])
    events = play(game, "draw")
    assert game.view(DRACULA)["drawn"] == "M3"
    assert game.view(VAN_HELSING)["drawn"] is None
    assert "M3" not in codes_in(game.view(VAN_HELSING))
    assert for_side(events, VAN_HELSING)[0]["card"] is None
    assert for_side(events, DRACULA)[0]["card"] == "M3"


def test_r_secret_the_discard_pile_is_public():
    game = game_with(D, V, ["M3", "Y2"])
    play(game, "draw", "keep 2", "expose 1")  # R3 leaves slot 2: its effect exposes
    for side in (DRACULA, VAN_HELSING):
        assert game.view(side)["discards"] == ["R3"]


def test_r_secret_kept_card_and_deal_are_hidden_from_the_opponent_in_events():
    game = game_with(D, V, ["M4"])
    events = play(game, "draw", "keep 5")
    keep = first(for_side(events, VAN_HELSING), "keep")
    assert keep["card"] is None and keep["discarded"] == "R7" and "hidden" not in keep
    assert first(for_side(events, DRACULA), "keep")["card"] == "M4"


def test_r_secret_which_slots_are_swapped_is_public_the_faces_are_not():
    game = game_with(D, V, ["M4"])
    events = play(game, "draw", "discard", "swap 1 3")
    swap = first(for_side(events, VAN_HELSING), "swap")
    assert swap["slots"] == [1, 3] and swap["cards"] == [None, None]


def test_r_secret_deal_events_show_each_side_only_its_own_cards():
    game = game_with(D, V, ["R2", "G2", "Y2", "M2", "R5", "G5", "Y8"])
    for _ in range(6):
        play(game, "draw", "discard")
    events = play(game, "draw", "discard")  # Dracula discards Y8: the round ends
    deal = first(for_side(events, DRACULA), "deal")
    assert deal["holders"][VAN_HELSING] == [None] * 5
    assert deal["holders"][DRACULA] == game.holder(DRACULA)
    districts = [e for e in for_side(events, VAN_HELSING) if e["type"] == "district"]
    assert all(e["dracula"] and e["van_helsing"] for e in districts)  # resolution is public


def test_r_memory_a_traded_card_stays_known_and_is_followed_through_swaps():
    game = game_with(D, V, ["Y6", "M4"])
    play(game, "draw", "discard", "trade 2")  # Dracula gives R3, gets G3
    assert game.view(DRACULA)["holders"][VAN_HELSING] == [None, "R3", None, None, None]
    assert game.view(VAN_HELSING)["holders"][DRACULA] == [None, "G3", None, None, None]  # whoever played it
    events = play(game, "draw", "discard", "swap 2 5")  # Van Helsing moves R3 to slot 5
    assert game.view(DRACULA)["holders"][VAN_HELSING] == [None, None, None, None, "R3"]
    swap = first(for_side(events, DRACULA), "swap")
    assert swap["cards"] == ["R3", None]  # Dracula knows the card that left slot 2, not the one from slot 5
    assert game.view(DRACULA)["opponent_knows"] == [False, True, False, False, False]
    assert game.view(VAN_HELSING)["opponent_knows"] == [False, False, False, False, True]


def test_r_memory_is_forgotten_at_the_next_deal():
    game = game_with(D, V, ["Y6", "R2", "G2", "Y2", "M2", "R5", "G5", "M8"])
    play(game, "draw", "discard", "trade 1")
    for _ in range(6):
        play(game, "draw", "discard")
    play(game, "draw", "discard")  # somebody discards M8 with 7 discards: the round ends
    assert game.round == 2
    for side in (DRACULA, VAN_HELSING):
        other = VAN_HELSING if side == DRACULA else DRACULA
        assert game.view(side)["holders"][other] == [None] * 5
