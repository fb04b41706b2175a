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


def test_a_searchers_lab_games_end_at_its_count_of_worlds_not_its_clock(monkeypatch):
    """The lab's games between searchers are the same on any machine, however busy: their decisions end at a count
    of worlds (game/lab/counted.py), so a clock with no time at all changes no choice."""
    import random

    from game import new_game
    from game.ai.search import HardSearch, hard_player
    from game.lab.counted import counted_choice

    game = new_game(seed=7)
    views = []
    while game.to_move is not None and len(views) < 16:
        view = game.view(game.to_move)
        if len(view["legal_actions"]) > 2 and view["phase"] != "turn":
            views.append(view)
        game.play(counted_choice(view, "normal", len(game.history)))
    first = [counted_choice(view, "hard", 3, 40) for view in views]
    judges = [hard_player(view, random.Random(3), 40).candidates[0] for view in views]
    assert first != judges  # a search cut off at once would have kept the judge's choice
    monkeypatch.setattr(HardSearch, "budget", 0.0)
    assert [counted_choice(view, "hard", 3, 40) for view in views] == first
