"""Fuzzing load_game with corrupted saves: a ValueError saying why, or a consistent game."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import load_game, new_game
from game.cards import CODES

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats(allow_nan=True) | st.text(max_size=8)
    | st.sampled_from(CODES + ("dracula", "van_helsing", "turn", "drawn", "effect", "over", "face_up", "hidden")),
    lambda children: st.lists(children, max_size=6) | st.dictionaries(st.text(max_size=6), children, max_size=4),
    max_leaves=12,
)


def base_save(seed: int, moves: int) -> dict:
    game = new_game(seed=seed)
    rng = random.Random(seed)
    while game.to_move is not None and len(game.moves) < moves:
        game.play(rng.choice(game.legal_actions()))
    return json.loads(game.to_json())


def paths(data, prefix=()):
    """Every path to a value inside the save."""
    yield prefix
    if isinstance(data, dict):
        for key, value in data.items():
            yield from paths(value, (*prefix, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield from paths(value, (*prefix, index))


def set_at(data, path, value):
    if not path:
        return value
    target = data
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = value
    return data


def delete_at(data, path):
    target = data
    for step in path[:-1]:
        target = target[step]
    del target[path[-1]]
    return data


@st.composite
def corrupted(draw):
    data = base_save(draw(st.integers(0, 50)), draw(st.integers(0, 200)))
    for _ in range(draw(st.integers(1, 3))):
        all_paths = list(paths(data))
        path = draw(st.sampled_from(all_paths))
        how = draw(st.sampled_from(["replace", "delete", "card", "duplicate", "huge"]))
        if how == "replace" or not path:
            data = set_at(data, path, draw(json_values))
        elif how == "delete":
            data = delete_at(data, path)
        elif how == "card":
            data = set_at(data, path, draw(st.sampled_from(CODES)))
        elif how == "duplicate":
            data = set_at(data, path, [draw(st.sampled_from(CODES))] * draw(st.integers(1, 40)))
        else:
            data = set_at(data, path, list(range(draw(st.integers(100, 5000)))))
    return json.dumps(data)


def check_consistent(game):
    """A loaded game must be whole, save again unchanged and play to its end."""
    drawn = [CODES[game.drawn]] if game.drawn >= 0 else []
    deck = json.loads(game.to_json())["deck"]
    assert sorted(game.holder("dracula") + game.holder("van_helsing") + game.discards + drawn + deck) == sorted(CODES)
    assert load_game(game.to_json()).to_json() == game.to_json()
    assert bool(game.legal_actions()) == (game.to_move is not None)
    rng = random.Random(0)
    while game.to_move is not None:
        for side in ("dracula", "van_helsing"):
            game.view(side)
        game.play(rng.choice(game.legal_actions()))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(corrupted())
def test_corrupted_saves_raise_value_error_or_load_consistently(text):
    try:
        game = load_game(text)
    except ValueError as error:
        message = str(error)
    else:
        check_consistent(game)
        return
    assert len(message) > 10  # a message that says what is wrong


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=200) | st.binary(max_size=200) | json_values.map(json.dumps))
def test_arbitrary_input_raises_only_value_error(text):
    try:
        game = load_game(text)
    except ValueError:
        return
    check_consistent(game)
