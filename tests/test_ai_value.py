"""What a round's end is worth to the computer players (game/ai/value.py)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.ai.value import EVEN, PLAYED, Outlook

OUTLOOKS = [EVEN, PLAYED]
healths = st.integers(1, 11)
vampire_lists = st.lists(st.integers(0, 3), min_size=5, max_size=5)
rounds = st.integers(1, 5)


def test_r_win_r_stop_a_round_that_decides_the_game_is_worth_all_or_nothing():
    """R-STOP: districts resolve left to right and the first win ends the game."""
    for outlook in OUTLOOKS:
        assert outlook.round_value([0.0] * 5, 1, [0] * 5, 1) == 0.0  # district 1 takes his last health
        assert outlook.round_value([1.0, 0.0, 0.0, 0.0, 0.0], 1, [3, 0, 0, 0, 0], 1) == 1.0  # the fourth vampire first
        assert outlook.round_value([1.0] * 5, 12, [0] * 5, 5) == 1.0  # R-WIN: round 5 resolved, Dracula survives


def test_r_win_the_even_outlook_takes_every_later_district_as_a_coin_toss():
    """One round left, Dracula on 1 health: he survives only if he takes all five districts."""
    assert EVEN.later(1, (0, 0, 0, 0, 0), 5) == pytest.approx(1 / 32)
    assert EVEN.later(5, (0, 0, 0, 0, 0), 5) == pytest.approx(31 / 32)


def test_the_played_outlook_is_a_probability_mix_that_leans_to_dracula_as_measured():
    assert sum(PLAYED.chances) == pytest.approx(1.0)
    assert sum(EVEN.chances) == pytest.approx(1.0)
    assert PLAYED.chances[0b11111] > EVEN.chances[0b11111]  # rounds lean as a whole, and to Dracula
    assert 0.54 < PLAYED.later(12, (0, 0, 0, 0, 0), 1) < 0.59  # normal players: Dracula wins 54.2 %
    assert Outlook(0.5, 0.0).later(12, (0,) * 5, 1) == pytest.approx(EVEN.later(12, (0,) * 5, 1))


@given(healths, vampire_lists, rounds)
def test_r_hp_r_bite_more_health_or_another_vampire_never_hurts_dracula(health, vampires, round_number):
    for outlook in OUTLOOKS:
        now = outlook.later(health, tuple(sorted(vampires)), round_number)
        assert 0.0 <= now <= 1.0
        assert outlook.later(health + 1, tuple(sorted(vampires)), round_number) >= now - 1e-12
        bitten = min(range(5), key=lambda i: vampires[i])
        if vampires[bitten] < 3:  # a fourth vampire would have ended the game
            more = vampires[:]
            more[bitten] += 1
            assert outlook.later(health, tuple(sorted(more)), round_number) >= now - 1e-12
