"""The belief fit: the hard player's lean for kept cards, measured from normal's keeps."""

from __future__ import annotations

from game.ai.knowledge import FITTED_WEAKER
from game.belief import GRID, log_likelihood, run, sightings


def test_r_memory_sightings_are_the_opponents_hidden_kept_cards():
    rows = sightings(games=2, seed=3)
    assert rows
    for value, stronger, above, below in rows:
        assert 1 <= value <= 7  # an 8's discard ends the round: nothing stays kept over it
        assert above + below > 0 and isinstance(stronger, bool)


def test_the_fit_is_at_least_as_likely_as_normals_lean_or_none():
    report = run(games=3, seed=4)
    assert set(report["fitted_weaker"].values()) <= set(GRID)
    likelihood = report["log_likelihood"]
    assert likelihood["fitted"] >= max(likelihood["kept_weaker"], likelihood["no_lean"])


def test_log_likelihood_rewards_the_weight_that_matches_the_cards():
    always_stronger = [(1, True, 10, 10)] * 5
    assert log_likelihood(always_stronger, 0.05) > log_likelihood(always_stronger, 1.0)
    assert all(weight in GRID for weight in FITTED_WEAKER[1:8])
