"""The guided first game (game/lesson.py, game/session/lesson.py): the script walked through the engine,
and the session that shows it."""

from __future__ import annotations

import json
import random

import pytest
from sessions import codes_in, go_on, settle

from game import DRACULA
from game.i18n import CATALOGS, text
from game.lesson import DO, END, FREE, SAY, STEPS, THEIRS, UNTIL, facts_of, lesson_game, reached
from game.notation import Action
from game.session import AUTOSAVE_KEY, LESSON_KEY, PREFS_KEY, STATS_KEY, Session
from game.session.targets import SELECT


def walk(check=None):
    """The whole scripted part through the engine alone; ``check(step, game)`` before each step acts."""
    game = lesson_game()
    events = []
    for step in STEPS:
        if check:
            check(step, game)
        if step.kind in (DO, THEIRS):
            for action in step.actions:
                side = game.to_move
                assert (side == DRACULA) == (step.kind == DO), (step.text, action)
                events.extend(game.play(action, side=side))
        elif step.kind == UNTIL:
            assert reached(step, game)
        elif step.kind == FREE:
            break
    return game, events


def test_r_deal_the_lesson_deal_is_real_and_every_fact_its_words_state_holds():
    """R-DEAL (an explicit deck: Dracula's five, Van Helsing's five, then the deck's top), R-RANK: every
    scripted move is legal, and at each step the game is what the step's words say."""
    wrong = []

    def check(step, game):
        facts = facts_of(game)
        wrong.extend((step.text, name, want, facts[name]) for name, want in step.facts.items() if facts[name] != want)

    game, _ = walk(check)
    assert wrong == []
    assert game.round == 2 and game.to_move == DRACULA


def test_r_fx_the_lesson_shows_every_effect_the_eight_rule_and_all_three_ways_a_district_is_won():
    """R-FX 1 to 8, R-EIGHT (an 8 kept before six discards), R-RES (trump, value, ranking), R-BITE, R-STAKE."""
    kept_eight = []

    def check(step, game):
        if step.kind == DO and game.view(DRACULA)["drawn"] in ("G8", "R8", "Y8", "M8"):
            kept_eight.append("discard" in game.legal_actions())

    _, events = walk(check)
    effects = {event["value"] for event in events if event["type"] == "effect" and event["side"] == DRACULA}
    assert effects == set(range(1, 9))  # the player does every effect once
    assert kept_eight == [False, True]  # the first 8 must be kept; the second ends the round
    assert {event["by"] for event in events if event["type"] == "district"} == {"trump", "value", "ranking"}
    assert {event["type"] for event in events} >= {"bite", "stake", "top", "expose", "trade", "swap", "trump"}
    assert [event["reason"] for event in events if event["type"] == "round_end"] == ["eight"]


@pytest.mark.parametrize("lang", list(CATALOGS))
def test_r_secret_every_step_is_written_in_each_language_and_names_only_cards_the_player_knows(lang):
    def check(step, game):
        assert text(lang, step.text, **step.params)
        known = codes_in(game.view(DRACULA))
        assert codes_in(step.params) <= known, step.text

    walk(check)


def lesson_session(seed: int = 1) -> Session:
    session = Session(pace=0, entropy=random.Random(seed))
    session.start_lesson()
    return session


def follow(session: Session, until_step: int | None = None, rng: random.Random | None = None) -> list[tuple]:
    """Do what the lesson asks, as the page's player would, until its end (or step ``until_step``); the
    targets offered at each of the player's steps."""
    rng = rng or random.Random(2)
    offered = []
    for _ in range(3000):
        screen = settle(session)
        card = screen.lesson
        if card.finished or (until_step is not None and session.lesson.step >= until_step):
            return offered
        if card.can_next:
            session.lesson_next()
        elif go_on(session):
            continue
        elif session.guided():
            offered.append((session.lesson.current, dict(screen.targets), card.point))
            session.click(sorted(screen.targets)[0])
        else:
            session.click(rng.choice(sorted(screen.targets)))
    raise AssertionError("the lesson never ended")


def test_the_lesson_offers_only_the_click_it_points_at_and_ends_after_a_round_played_alone():
    session = lesson_session()
    offered = follow(session)
    for step, targets, point in offered:
        action = step.actions[0]
        assert targets, step.text
        trade = Action.parse(action)
        also = {f"district-{trade.slot}"} if trade.verb == "trade" else set()  # a trade's district takes it too
        assert set(targets) <= set(point) | also, step.text
        assert set(targets.values()) <= {action, SELECT}, step.text
    assert session.lesson.current.kind == END
    assert session.game.round == 3  # the round played alone is over
    screen = session.screen()
    assert screen.lesson.finished and not screen.lesson.can_next and screen.over is None


def test_the_lesson_holds_the_computer_back_while_its_words_are_read_and_offers_no_hint_nor_undo():
    session = lesson_session()
    follow(session, until_step=next(i for i, step in enumerate(STEPS) if step.text == "lesson.eye"))
    screen = settle(session)
    assert session.game.to_move != DRACULA and session.work() is None and not screen.busy
    assert screen.prompt[0] == "prompt.waiting" and screen.targets == {}
    assert not screen.can_hint and not screen.can_undo
    session.ask_hint()
    assert session.work() is None
    session.lesson_next()  # the words are read: Van Helsing plays his scripted turn
    assert settle(session).lesson.words[0] == "lesson.draw_after_reveal"


def test_a_lesson_step_refuses_any_other_move_from_the_terminal_too():
    session = lesson_session()
    for _ in range(4):
        session.lesson_next()
    session.act("draw")
    for other_move in ("keep 1", "discard"):  # legal moves, but the lesson asks for slot 2
        with pytest.raises(ValueError, match="lesson"):
            session.act(other_move)
    session.act("keep 2")
    assert session.game.moves == ["draw", "keep 2"]


def test_a_lesson_resumes_after_a_reload_at_the_same_step_and_leaving_it_goes_back_to_the_game_in_play():
    session = Session(pace=0, entropy=random.Random(3), seed=8, prefs={"confirm_call": False})
    session.click("deck")
    stored = session.take_writes()
    game_before = json.loads(stored[AUTOSAVE_KEY])
    session.start_lesson()
    follow(session, until_step=12)
    step = session.lesson.step
    stored.update(session.take_writes())
    assert AUTOSAVE_KEY in stored and json.loads(stored[AUTOSAVE_KEY]) == game_before  # untouched by the lesson
    assert json.loads(stored[LESSON_KEY])["active"] is True

    again = Session.open(stored, pace=0, entropy=random.Random(4))  # a reload in the middle of the lesson
    assert again.lesson is not None and again.lesson.step == step
    assert again.game.moves == session.game.moves and not again.welcome
    again.leave_lesson(stored[AUTOSAVE_KEY])
    assert again.lesson is None and again.mode == DRACULA and again.level == "normal"
    assert again.game.moves == ["draw"]  # the game in play, as it was left
    stored.update(again.take_writes())
    assert json.loads(stored[LESSON_KEY])["active"] is False

    later = Session.open(stored, pace=0, entropy=random.Random(5))  # the next visit: the game, not the lesson
    assert later.lesson is None and later.game.moves == ["draw"]
    later.start_lesson()  # taken up again where it was left
    assert later.lesson.step == step and later.game.moves == session.game.moves


def test_a_lesson_is_never_counted_and_does_not_change_the_players_chosen_mode():
    session = Session(mode="van_helsing", level="hard", pace=0, entropy=random.Random(6))
    session.start_lesson()
    follow(session)
    writes = session.take_writes()
    assert STATS_KEY not in writes and json.loads(writes.get(PREFS_KEY, "{}")).get("level") != "easy"
    session.leave_lesson(None)  # no game stored: a new one, as the player last chose
    assert (session.mode, session.level, session.lesson) == ("van_helsing", "hard", None)


@pytest.mark.parametrize("stored_lesson", ["{", json.dumps({"format": "dracula-vs-van-helsing/lesson", "version": 1,
                                                              "step": 9999, "active": True, "ai_seed": 1,
                                                              "record": {}}), "[1]"])
def test_a_stored_lesson_that_does_not_load_starts_over_and_loses_nothing_else(stored_lesson):
    session = Session.open({LESSON_KEY: stored_lesson}, pace=0, entropy=random.Random(7))
    assert session.lesson is None and session.message is None
    session.start_lesson()
    assert session.lesson.step == 0 and session.game.moves == []


def test_the_first_visit_is_welcomed_and_a_returning_or_shared_one_is_not():
    first = Session.open({}, pace=0, entropy=random.Random(8))
    assert first.screen().welcome
    first.dismiss_welcome()
    assert not first.screen().welcome
    stored = first.take_writes()
    assert not Session.open(stored, pace=0, entropy=random.Random(9)).welcome
    assert not Session.open({}, pace=0, entropy=random.Random(9), welcome=False).welcome  # ?seed=N: that deal
    learner = Session.open({}, pace=0, entropy=random.Random(8))
    learner.start_lesson()
    assert not learner.screen().welcome and learner.screen().lesson.number == 1


def test_an_effect_prompt_names_the_discarded_card_and_what_the_choice_does():
    session = lesson_session()
    follow(session, until_step=next(i for i, step in enumerate(STEPS) if step.text == "lesson.reveal"))
    assert session.screen().prompt == ("prompt.reveal", {"card": "Y1", "colour": "R"})
    assert "Your yellow 1 was discarded" in text("en", *session.screen().prompt[:1], **session.screen().prompt[1])
    follow(session, until_step=next(i for i, step in enumerate(STEPS) if step.text == "lesson.trump"))
    words = text("en", session.screen().prompt[0], **session.screen().prompt[1])
    assert words.startswith("Your red 7 was discarded") and "places with red" in words


def test_every_step_kind_is_used_and_the_lesson_ends_with_an_offer():
    assert {step.kind for step in STEPS} == {SAY, DO, THEIRS, UNTIL, FREE, END}
    assert STEPS[-1].kind == END and STEPS[-2].kind == FREE
