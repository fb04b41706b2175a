"""The belief fit: the hard player's lean for kept cards, measured from normal's keeps."""

from __future__ import annotations

from game.ai.knowledge import FITTED_WEAKER
from game.ai.tells import TELL_WEIGHTS
from game.lab.belief import GRID, TELL_GRID, hidden_cards, log_likelihood, positions, run, sightings, told_likelihood


def test_r_memory_sightings_are_the_opponents_hidden_kept_cards():
    rows = sightings(positions(games=2, seed=3))
    assert rows
    for value, stronger, above, below in rows:
        assert 1 <= value <= 7  # an 8's discard ends the round: nothing stays kept over it
        assert above + below > 0 and isinstance(stronger, bool)


def test_the_fit_is_at_least_as_likely_as_normals_lean_or_none():
    report = run(games=3, seed=4)
    assert set(report["fitted_weaker"].values()) <= set(GRID)
    likelihood = report["log_likelihood"]
    assert likelihood["fitted"] >= max(likelihood["kept_weaker"], likelihood["no_lean"])
    assert set(report["tell_weights"]) <= set(TELL_GRID)
    hidden = report["hidden_log_likelihood"]
    assert hidden["fitted_with_tells"] >= hidden["fitted_without_tells"]


def test_r_secret_the_tells_make_the_opponents_true_hidden_cards_likelier():
    """Over a few games between normal players, the tells' weights (as fitted) raise the
    likelihood of the opponent's true hidden cards, seen from the side to move."""
    rows = hidden_cards(positions(games=4, seed=2))
    assert len(rows) > 500
    assert told_likelihood(rows, TELL_WEIGHTS) > told_likelihood(rows, (1.0,) * len(TELL_WEIGHTS)) + 0.02


def test_log_likelihood_rewards_the_weight_that_matches_the_cards():
    always_stronger = [(1, True, 10, 10)] * 5
    assert log_likelihood(always_stronger, 0.05) > log_likelihood(always_stronger, 1.0)
    assert all(weight in GRID for weight in FITTED_WEAKER[1:8])
