"""The post-game review (game/review.py): honest figures, judged from each side's own view, the same in
the terminal as in code."""

from __future__ import annotations

import json
import random

import pytest
from helpers import game_with

from game import DRACULA, VAN_HELSING
from game.ai import choose
from game.ai.review import ReviewResult
from game.records import dumps
from game.review import main, review_game

GREENS = ["G8", "G7", "G6", "G5", "Y1"]
MISTAKE = ["draw", "discard", "trump Y", "draw", "discard", "expose 1", "draw", "discard", "reveal 2"]


def record(van_helsing=("R1", "R2", "M3", "M4", "Y2"), moves=MISTAKE) -> str:
    """Dracula discards the red 7 and makes yellow the trump, holding four greens (a known mistake)."""
    game = game_with(GREENS, list(van_helsing), ["R7", "Y3", "M1"], ranking="RGYM")
    for move in moves:
        game.play(move)
    return dumps(game, mode=DRACULA)


def test_a_deliberately_bad_move_is_a_key_moment_with_the_better_move_and_what_each_was_worth():
    result = review_game(record(), DRACULA, seed=1)
    trump = next(d for d in result.decisions if d.played == "trump Y")
    assert trump.mistake and trump.best == "trump G"
    assert trump.best_chance - trump.chance == pytest.approx(trump.gain)
    assert trump.gain > 2 * trump.error > 0
    assert result.moments[0] == trump
    assert all(0 <= d.chance <= 1 for d in result.decisions)
    assert [d.played for d in result.decisions] == ["discard", "trump Y", "discard", "reveal 2"]  # no draw had a choice


def test_the_hard_players_own_choices_show_no_mistake():
    game = game_with(GREENS, ["R1", "R2", "M3", "M4", "Y2"], ["R7", "Y3", "M1"], ranking="RGYM", seed=3)
    rng = random.Random(3)
    while len(game.moves) < 28 and game.winner is None:
        side = game.to_move
        game.play(choose(game.view(side), "hard" if side == DRACULA else "normal", seed=rng.randrange(10**6)))
    result = review_game(dumps(game), DRACULA, seed=2)
    assert len(result.decisions) >= 6
    assert [d for d in result.decisions if d.mistake] == []


def test_r_secret_the_review_reads_each_decision_from_that_sides_view_only():
    """Twin games: Van Helsing's hidden cards lie in other slots, which Dracula never sees in these moves;
    Dracula's review is the same, figure for figure."""
    twins = [review_game(record(van_helsing=cards), DRACULA, seed=4).to_json()
             for cards in (("R1", "R2", "M3", "M4", "Y2"), ("M4", "R2", "M3", "R1", "Y2"))]
    assert twins[0] == twins[1]
    assert review_game(record(), VAN_HELSING, seed=4).side == VAN_HELSING


def test_the_terminal_prints_the_same_figures_as_text_and_json(tmp_path, capsys):
    path = tmp_path / "game.json"
    path.write_text(record())
    assert main([str(path), "--seed", "1", "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed == review_game(record(), DRACULA, seed=1).to_json()
    assert ReviewResult.from_json(printed).moments[0].played == "trump Y"
    assert main([str(path), "--seed", "1"]) == 0
    words = capsys.readouterr().out
    assert "Key moments:" in words and "trump Y" in words and "trump G was worth" in words


def test_the_terminal_names_a_file_that_is_not_a_game(tmp_path, capsys):
    path = tmp_path / "bad.json"
    path.write_text("{")
    assert main([str(path)]) == 2
    assert "game.review:" in capsys.readouterr().err


def finish(session) -> None:
    search = session.review_work()
    while not search.done:
        search.step()
    session.reviewed()


def test_a_review_in_a_session_is_kept_stopped_and_opens_the_replay_at_a_moment():
    from game.session import Session
    from game.session.reviewing import REVIEWS_KEY

    session = Session(pace=0, entropy=random.Random(1), prefs={"coach": False})
    session.import_record(record())
    session.start_review()
    assert session.screen().review.progress == 0 and session.review_work() is not None
    session.close_review()  # stopped: nothing is kept
    assert session.screen().review is None and REVIEWS_KEY not in session.take_writes()
    session.start_review()
    finish(session)
    result = session.screen().review.result
    assert result.side == DRACULA and result.moments[0].played == "trump Y"
    stored = session.take_writes()
    again = Session.open(stored, pace=0, entropy=random.Random(2))  # the next visit: the second look is instant
    again.import_record(record())
    again.start_review()
    assert again.review_work() is None and again.screen().review.result == result
    again.review_jump(result.moments[0].move)
    assert again.screen().review is None and again.screen().replay.step == result.moments[0].move


def test_in_a_hotseat_game_still_going_each_player_reviews_only_their_own_side():
    from game.session import Session

    session = Session(mode="hotseat", pace=0, entropy=random.Random(3), seed=5)
    session.hand_over()
    session.click("deck")
    session.start_review("van_helsing")  # Dracula holds the device: his side only
    assert session.screen().review.side == DRACULA and not session.may_review_both()


def test_the_screened_review_reports_the_deep_reviews_mistakes_with_the_same_figures_and_searches_less():
    from game.ai.review import GameReview
    from game.decisions import Reading

    reviews = {}
    for screen in (None, 16):  # the deep review, then the screened one (the page's): same seed, same worlds
        review = GameReview(Reading(record(), DRACULA), seed=0, screen=screen)
        while not review.done:
            review.step()
        reviews[screen] = review
    deep, screened = reviews[None].result(), reviews[16].result()
    assert [d for d in screened.decisions if d.mistake] == [d for d in deep.decisions if d.mistake] != []
    assert screened.moments == deep.moments and screened.moments[0].played == "trump Y"
    assert reviews[16].playouts < reviews[None].playouts  # the settled decision stopped early


def test_an_open_decision_is_searched_on_with_only_the_actions_that_may_yet_be_clearly_better():
    """The review's screen: after 16 worlds of Dracula's first discard, keeping the third card may still
    prove 3 points better (open), keeping the second is 3 points worse: only the first goes on with the
    move played, and the worlds it skips change nothing of theirs."""
    from game.ai.coach import Review
    from game.decisions import Reading

    reading = Reading(record(), DRACULA)
    while not reading.done:
        reading.step()
    decision = reading.decisions[0]
    reviews = [Review(decision.view, decision.played, random.Random(0), 160, measure=True) for _ in range(2)]
    screened, deep = reviews
    assert screened.candidates == ["discard", "keep 2", "keep 3"] and screened.played == "discard"
    for _ in range(16):
        screened.step()
    assert screened.still_open(1.5) == [2]
    screened.set_aside(1.5)
    for _ in range(16):
        screened.step()
    for _ in range(32):
        deep.step()
    assert [len(results) for results in screened.results] == [32, 16, 32]
    assert screened.results[2] == deep.results[2] and screened.results[0] == deep.results[0]  # the same worlds
    assert not screened.done
