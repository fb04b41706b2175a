"""The regret benchmark: the hard player's choices measured against a deeper search of every action."""

from __future__ import annotations

from game.lab.regret import measure, positions, run, searched


def test_positions_are_the_hard_players_searched_decisions():
    found = positions(seed=3, count=6)
    assert len(found) == 6
    for view, _ in found:
        assert searched(view)
        assert view["phase"] == "drawn" or view["effect"] in (4, 6, 7)


def test_regret_is_measured_from_the_best_action_and_no_choice_beats_it():
    view, decision_seed = positions(seed=4, count=1)[0]
    row = measure((view, decision_seed, 40))
    assert 0.0 <= row["searched"] <= min(row["hard"], row["judge"])  # both choose among the searched actions
    assert row["outside"] == (1.0 if row["searched"] > 0 else 0.0)
    assert row["error"] >= 0.0


def test_run_prints_the_regrets_of_judge_and_hard():
    report = run(count=2, worlds=20, seed=5, jobs=1)
    assert report["positions"] == 2
    assert set(report["regret"]) == {"judge", "hard", "best_searched"}
    assert report["regret"]["best_searched"] <= report["regret"]["hard"]
