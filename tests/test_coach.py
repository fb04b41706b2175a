"""The coach (game/ai/coach.py, game/session/coach.py): a note after a clearly worse decision, judged from
the player's own view, none when the player plays as the hard player would."""

from __future__ import annotations

import json
import random

import pytest
from helpers import game_with
from sessions import settle

from game import DRACULA
from game.ai import think_through
from game.ai.coach import Review
from game.ai.search import HardSearch
from game.i18n import text
from game.session import Session
from game.session.storage import dump_stats

GREENS = ["G8", "G7", "G6", "G5", "Y1"]  # Dracula's cards: a green trump would take four districts


def trump_choice(seed: int = 1, van_helsing=("R1", "R2", "M3", "M4", "Y2")):
    """Dracula has drawn the red 7 and discarded it: he chooses the new trump (R-FX 7)."""
    game = game_with(GREENS, list(van_helsing), ["R7"], ranking="RGYM", seed=seed)
    game.play("draw")
    game.play("discard")
    return game


def coached_session(**prefs) -> Session:
    session = Session(mode=DRACULA, pace=0, entropy=random.Random(2), prefs={"coach": True, **prefs})
    session.adopt(trump_choice())
    return session


def judge_all(session: Session) -> None:
    """Run the coach's work as the page does aside (here: to the end, at once)."""
    while (job := session.coach_work()) is not None:
        think_through(job.review)
        session.coached(job, job.review.verdict())


def test_the_coach_notes_a_clearly_worse_decision_with_what_the_better_one_was_worth():
    session = coached_session()
    session.click("colour-Y")  # yellow: Dracula holds one yellow card, and four greens
    judge_all(session)
    note = settle(session).coach
    assert note is not None
    assert note.played == ("coach.act.trump", {"colour": "Y"})
    assert note.better == ("coach.act.trump", {"colour": "G"})
    assert note.gain >= 0.03
    words = text("en", "coach.note", better=text("en", *note.better[:1], **note.better[1]),
                 played=text("en", *note.played[:1], **note.played[1]), gain=round(100 * note.gain))
    assert words.startswith("Coach: making green the trump was worth +") and "over making yellow the trump" in words


def test_the_coach_says_nothing_when_the_player_does_what_the_hint_advises():
    session = coached_session()
    session.ask_hint()
    work = session.work()
    session.decided(work, think_through(work.thinking))
    advice = session.screen().hint.action
    assert advice == "trump G"
    session.click("colour-G")
    judge_all(session)
    assert settle(session).coach is None


def test_the_same_decision_gets_the_same_note_in_every_game():
    """The coach's worlds depend on the decision, not on the game's hidden seed: a player who takes a move
    back and makes it again hears the same thing. (Drawn from the game's seed, the gain of this yellow trump
    came out anywhere from 3.1 to 7.9 points, and under the 3-point bar, no note, in 3 of 300 games.)"""
    notes = []
    for entropy in (2, 9, 11):
        session = Session(mode=DRACULA, pace=0, entropy=random.Random(entropy), prefs={"coach": True})
        session.adopt(trump_choice())
        session.click("colour-Y")
        judge_all(session)
        notes.append(session.screen().coach)
    assert notes[0] is not None and notes[0].better == ("coach.act.trump", {"colour": "G"})
    assert notes[1:] == notes[:1] * 2


def test_r_secret_the_coach_judges_from_the_players_view_only():
    """Two games that differ only in Van Helsing's hidden cards give the coach the same view, and the same
    verdict (a twin-game test, as for the computer players)."""
    verdicts = []
    for van_helsing in (("R1", "R2", "M3", "M4", "Y2"), ("G1", "G2", "G3", "G4", "M8")):
        game = trump_choice(van_helsing=van_helsing)
        view = game.view(DRACULA)
        review = Review(view, "trump Y", random.Random(5))
        while not review.done:  # every world, however busy the machine: a time budget would cut it anywhere
            review.step()
        verdicts.append((view, review.verdict()))
    (view_a, verdict_a), (view_b, verdict_b) = verdicts
    assert view_a == view_b and verdict_a == verdict_b


def test_the_coach_is_on_for_the_first_three_games_against_the_computer_and_never_in_hotseat_or_a_lesson():
    session = Session(mode=DRACULA, pace=0, entropy=random.Random(3))
    assert session.coaching() and session.screen().settings.coach
    session.stats_elsewhere(dump_stats({"dracula vs normal": {"won": 2, "lost": 1}}))  # three games counted
    assert not session.coaching()
    session.set_coach(True)
    assert session.coaching() and '"coach": true' in session.take_writes()["dvvh.prefs"]
    hotseat = Session(mode="hotseat", pace=0, entropy=random.Random(3), prefs={"coach": True})
    assert not hotseat.coaching()
    hotseat.click("deck")
    assert hotseat.coach_work() is None and hotseat.screen().coach is None
    learner = Session(pace=0, entropy=random.Random(3), prefs={"coach": True})
    learner.start_lesson()
    assert not learner.coaching()  # the script decides; the coach waits for the round played alone


def test_a_new_decision_clears_the_last_note_and_a_new_game_drops_waiting_judgements():
    session = coached_session()
    session.click("colour-Y")
    judge_all(session)
    assert session.screen().coach is not None
    settle(session)
    session.click("deck")  # the next decision (the computer has played)
    assert session.screen().coach is None
    session.new_game(DRACULA, "normal")
    assert session.coach.jobs == [] and session.screen().coach is None


def expert_session() -> Session:
    session = Session(mode=DRACULA, level="expert", pace=0, entropy=random.Random(2), prefs={"coach": True})
    session.adopt(trump_choice())
    return session


def test_against_the_expert_the_hint_and_the_coach_are_the_expert_s():
    """In a game against the expert, the player's advice comes from the expert's search and the coach's worlds from
    its belief (the page has both worked out in the expert's worker); against hard, from hard's."""
    from game.ai.coach import ExpertReview
    from game.ai.expert import ExpertSearch

    pairs = ((expert_session(), ExpertSearch, ExpertReview), (coached_session(), HardSearch, Review))
    for session, search, review in pairs:
        session.ask_hint()
        work = session.work()
        assert type(work.thinking) is search and work.purpose == "hint"
        session.decided(work, think_through(work.thinking))
        assert session.screen().hint.action == "trump G"
        session.click("colour-Y")
        job = session.coach_work()
        assert type(job.review) is review and (job.review.belief is not None) == (review is ExpertReview)
        judge_all(session)
        note = settle(session).coach
        assert note is not None and note.better == ("coach.act.trump", {"colour": "G"})


def test_a_verdict_goes_to_the_page_as_json_and_back_unchanged():
    from game.ai.coach import Verdict

    verdict = Verdict("trump G", 0.0712, 0.011)
    assert Verdict.from_json(json.loads(json.dumps(verdict.to_json()))) == verdict
    assert Verdict.from_json(None) is None
    for bad in ({"better": "fly", "gain": 0.1, "error": 0.0}, {"gain": 0.1}, {"better": "trump G", "gain": None}):
        with pytest.raises(ValueError, match="not a verdict"):
            Verdict.from_json(bad)
