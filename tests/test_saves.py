"""Saves: the whole game and its generator state; load_game trusts nothing (issue 2, item 4)."""

from __future__ import annotations

import json
import random

import pytest
from helpers import game_with, play

from game import DRACULA, load_game, new_game
from game.saves import SaveError

D = ["R1", "R3", "R4", "R6", "R7"]
V = ["G1", "G3", "G4", "G6", "G7"]


def midgame(seed: int = 3, moves: int = 25):
    game = new_game(seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        game.play(rng.choice(game.legal_actions()))
    return game


def saved(game=None) -> dict:
    return json.loads((game or midgame()).to_json())


def test_save_carries_format_version_state_and_generator():
    data = saved()
    assert data["format"] == "dracula-vs-van-helsing/save" and data["version"] == 1
    assert len(data["shuffles"]) == 5 and data["seed"] == 3
    assert len(data["moves"]) == 25


def test_save_and_load_continues_exactly_as_the_original_including_later_deals():
    original = midgame(seed=11, moves=30)
    copy = load_game(original.to_json())
    rng_a, rng_b = random.Random(5), random.Random(5)
    while original.to_move is not None:
        events_a = original.play(rng_a.choice(original.legal_actions()))
        events_b = copy.play(rng_b.choice(copy.legal_actions()))
        assert events_a == events_b
    assert copy.to_json() == original.to_json()
    assert original.round > 1  # later rounds were dealt


def test_save_of_an_explicit_deal_keeps_it():
    game = game_with(D, V)
    again = load_game(game.to_json())
    assert again.start == game.start and again.holder(DRACULA) == D


def test_load_accepts_utf8_bytes():
    game = midgame()
    assert load_game(game.to_json().encode()).to_json() == game.to_json()


def mutate(**changes):
    data = saved()
    data.update(changes)
    return json.dumps(data)


def without(key):
    data = saved()
    del data[key]
    return json.dumps(data)


def holders_with(dracula):
    data = saved()
    data["holders"]["dracula"] = dracula
    return json.dumps(data)


BAD = [
    ("", "not valid JSON"),
    ("{", "not valid JSON"),
    ("[1, 2]", "expected a JSON object"),
    ('"save"', "expected a JSON object"),
    ("null", "expected a JSON object"),
    ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
    ('{"format": "chess"}', "not a Dracula vs Van Helsing save"),
    (mutate(version=2), "newer version of the game (save version 2"),
    (mutate(version="1"), "version is not valid"),
    (mutate(version=0), "version is not valid"),
    (without("health"), "lacks health"),
    (mutate(cheat=True), "unknown fields: cheat"),
    (mutate(health=13), "health: expected a whole number from 0 to 12, got 13"),
    (mutate(health=True), "health: expected a whole number"),
    (mutate(health=2.5), "health: expected a whole number"),
    (mutate(round=0), "round: expected a whole number from 1 to 5"),
    (mutate(vampires=[0, 0, 0, 0]), "vampires: expected 5 whole numbers"),
    (mutate(vampires=[0, 0, 9, 0, 0]), "vampires"),
    (mutate(ranking=["R", "R", "Y", "M"]), "ranking"),
    (holders_with(["R1", "R1", "R1", "R1", "R1"]), "more than once"),
    (holders_with(["Z1", "R1", "R1", "R1", "R1"]), '"Z1" is not a card'),
    (holders_with(["R1"]), "holders.dracula: expected 5 card codes"),
    (mutate(deck=["R1"] * 10_000), "deck: expected a list of card codes"),
    (mutate(moves=[["dracula", "draw"]] * 10_000), "moves: expected a list of at most"),
    (mutate(moves=[["dracula", "fly"]]), "is not a move"),
    (mutate(phase="dancing"), "phase: expected one of"),
    (mutate(to_move="nobody"), "to_move: expected one of"),
    (mutate(shuffles=["zz"] * 5), "shuffles"),
    (mutate(shuffles=["f" * 32] * 5), "shuffles"),
    (mutate(seed=2**70), "seed"),
    (mutate(marks={"dracula": ["hidden"] * 5}), "marks: expected an object"),
    (mutate(start={"deck": [], "ranking": "RGYM"}), "start: a deck has exactly 32 cards"),
]


@pytest.mark.parametrize(("text", "message"), BAD)
def test_load_rejects_bad_text_saying_what_is_wrong(text, message):
    with pytest.raises(SaveError) as caught:
        load_game(text)
    assert message in str(caught.value)
    assert isinstance(caught.value, ValueError)


@pytest.mark.parametrize("value", [None, 42, 3.5, ["x"], {"format": 1}, b"\xff\xfe"])
def test_load_rejects_what_is_not_text(value):
    with pytest.raises(ValueError, match="save"):
        load_game(value)


def test_load_rejects_a_huge_text():
    with pytest.raises(SaveError, match="too large"):
        load_game(" " * 2_000_000)


def consistent(**changes):
    """A save of Dracula holding a drawn card, with the given fields changed."""
    game = game_with(D, V, ["R2", "G2", "Y2", "M2", "R5", "G5", "M3"])
    for _ in range(6):
        play(game, "draw", "discard")
    play(game, "draw")
    data = json.loads(game.to_json())
    data.update(changes)
    return json.dumps(data)


@pytest.mark.parametrize(("changes", "message"), [
    ({"phase": "turn"}, "drawn card exactly when the phase is 'drawn'"),
    ({"phase": "effect", "effect": 4}, "drawn card exactly when"),
    ({"caller": "dracula"}, "after a call the other side takes the last turn"),
    ({"winner": "dracula"}, "disagree about whether the game is over"),
    ({"health": 0}, "a win condition holds"),
    ({"vampires": [4, 0, 0, 0, 0]}, "a win condition holds"),
    ({"win_district": 2}, "win_district is set exactly when"),
    ({"drawn": None, "phase": "turn", "discards": ["R2", "G2", "Y2", "M2", "R5", "G5", "M3"]},
     "moves discard 6 cards; the discard pile holds 7"),
    ({"drawn": None, "phase": "turn", "discards": ["R2", "G2", "Y2", "M2", "R5", "G8", "M3"]}, "more than once"),
])
def test_load_rejects_states_the_rules_cannot_reach(changes, message):
    with pytest.raises(SaveError, match=message):
        load_game(consistent(**changes))


def test_load_rejects_an_8_on_the_discard_pile_mid_round():
    game = game_with(["R8", "R1", "R3", "R4", "R6"], V, ["R2"])
    data = json.loads(game.to_json())
    data["holders"]["dracula"][0] = "R2"
    data["deck"].remove("R2")
    data["discards"] = ["R8"]
    data["moves"] = []
    with pytest.raises(SaveError, match="an 8 in the discard pile"):
        load_game(json.dumps(data))


def test_load_of_a_finished_game():
    game = midgame(moves=0)
    rng = random.Random(1)
    while game.to_move is not None:
        game.play(rng.choice(game.legal_actions()))
    again = load_game(game.to_json())
    assert again.winner == game.winner and again.legal_actions() == []
