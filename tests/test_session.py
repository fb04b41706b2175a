"""The game session under CPython: the flow the page and the terminal share, in every mode."""

from __future__ import annotations

import json
import random

import pytest
from sessions import codes_in, do_work, go_on, known_to, play_game, settle

from game import DRACULA, SIDES, VAN_HELSING, IllegalAction
from game.records import replay
from game.session import AUTOSAVE_KEY, PREFS_KEY, STATS_KEY, Session, Think, Wait
from game.session.board import Board
from game.session.pacing import STEP_SECONDS

MODES = ("dracula", "van_helsing", "hotseat", "watch")


def session(mode: str = DRACULA, seed: int = 3, level: str = "normal", **options) -> Session:
    """A session that does not ask before a call (test_session_table.py tests the asking)."""
    return Session(mode=mode, level=level, seed=seed, pace=0, entropy=random.Random(seed),
                   prefs={"confirm_call": False}, **options)


def stored(s: Session) -> dict[str, str]:
    """What the page would have in its storage after taking the session's writes."""
    return s.take_writes()


@pytest.mark.parametrize("mode", MODES)
def test_every_mode_plays_a_whole_game_and_counts_it_once(mode):
    s = session(mode, seed=11)
    screen = play_game(s, random.Random(5))
    assert screen.over.winner == s.game.winner and screen.prompt == ("prompt.game_over", {})
    assert screen.targets == {} and not screen.busy
    writes = stored(s)
    results = json.loads(writes[STATS_KEY])["results"]
    assert sum(sum(row.values()) for row in results.values()) == 1
    assert json.loads(writes[AUTOSAVE_KEY])["counted"] is True
    s.hand_over()
    settle(s)
    assert STATS_KEY not in stored(s)  # a finished game counts once


@pytest.mark.parametrize("mode", MODES)
def test_r_secret_no_screen_shows_a_card_the_viewer_may_not_know(mode):
    """Hot-seat included: during a hand-over nothing at all shows, and each side sees its own."""
    s = session(mode, seed=21)
    seen_handover = []

    def check(current: Session) -> None:
        screen = current.screen()
        if screen.handover:
            seen_handover.append(screen.viewer)
            assert codes_in(screen) == set() and screen.log == () and screen.announcement[1] == ()
        else:
            assert codes_in(screen) <= known_to(current, screen.viewer)

    play_game(s, random.Random(6), check)
    assert (len(set(seen_handover)) == 2) == (mode == "hotseat")


def test_hotseat_starts_with_a_hand_over_and_hands_over_when_the_turn_passes():
    s = session("hotseat")
    screen = s.screen()
    assert screen.handover and screen.viewer == DRACULA and screen.targets == {}
    s.hand_over()
    assert s.screen().targets == {"deck": "draw"}
    rng = random.Random(1)
    while s.game.to_move == DRACULA:
        s.click(rng.choice(sorted(settle(s).targets)))
    assert not s.screen().handover and s.screen().viewer == DRACULA  # the move shows first
    assert s.work().why == "handover"
    screen = settle(s)
    assert screen.handover and screen.viewer == VAN_HELSING


def test_the_computer_pauses_then_thinks_then_moves():
    s = session(VAN_HELSING)  # Dracula, the computer, moves first
    pause = s.work()
    assert isinstance(pause, Wait) and pause.why == "pause" and s.screen().busy
    assert s.work() is pause  # the same work until it is reported done
    s.waited(pause)
    thinking = s.work()
    assert isinstance(thinking, Think) and thinking.side == DRACULA and thinking.purpose == "move"
    assert s.screen().prompt == ("ui.thinking", {"side": DRACULA})
    s.decided(thinking, "draw")
    assert s.game.moves == ["draw"]


def test_a_new_game_started_while_the_computer_thinks_gets_no_move_from_the_old_game():
    s = session(VAN_HELSING)
    pause = s.work()
    s.waited(pause)
    thinking = s.work()
    s.new_game("hotseat", "normal")
    s.decided(thinking, "draw")  # the old game's computer finishes thinking: ignored
    s.waited(pause)
    assert s.game.moves == [] and s.work() is None and s.screen().handover


def test_a_stale_wait_or_a_decision_for_other_work_is_ignored():
    s = session(VAN_HELSING)
    pause = s.work()
    s.waited(pause)
    s.waited(pause)  # reported twice: the second is no longer the session's work
    assert isinstance(s.work(), Think)
    s.decided(pause, "draw")  # a decision for a wait
    assert s.game.moves == []


def test_a_round_end_shows_every_card_then_each_district_in_turn():
    s = session("hotseat", seed=4)
    rng = random.Random(4)
    while s.resolution is None:
        if do_work(s):
            continue
        screen = s.screen()
        if screen.handover:
            s.hand_over()
            continue
        s.click("call" if "call" in screen.targets else rng.choice(sorted(screen.targets)))
    end = s.resolution
    start = s.screen()
    assert start.busy and start.targets == {} and start.board.resolving and start.board.outcomes == {}
    assert start.prompt[0].startswith("log.round_end_") and start.board.round == end.round
    assert all(card for side in SIDES for card in start.board.holders[side])  # every card face up
    for step, district in enumerate(end.districts, 1):
        wait = s.work()
        assert isinstance(wait, Wait) and wait.why == "round_end"
        s.waited(wait)
        board = s.screen().board
        assert board.outcomes[district.district] == (district.winner, district.by) and len(board.outcomes) == step
        assert board.vampires[district.district - 1] == district.vampires and board.health == district.health
        assert s.screen().prompt[0] == f"log.district_{district.by}"
        assert s.screen().board.round == end.round  # the round track agrees with the round shown
    s.waited(s.work())  # the last district stays on screen a moment
    if not end.game_over:
        assert s.work() is None and s.screen().summary is not None  # the round's summary waits for Continue
        s.carry_on()
    assert s.resolution is None
    assert s.screen().board == Board.of_view(s.game.view(s.viewer)) or s.screen().handover


def test_replay_steps_through_the_game_without_touching_it():
    s = session("watch", seed=8)
    play_game(s, random.Random(1))
    moves = s.game.moves
    s.start_replay()
    assert s.screen().replay.step == 0 and s.screen().replay.total == len(moves)
    s.replay_step(5)
    record = json.dumps({"format": "dracula-vs-van-helsing/record", "version": 1, "seed": s.game.seed,
                         "start": None, "moves": moves})
    assert s.screen().board == Board.of_view(replay(record, upto=5).view(s.viewer))
    s.replay_step(10**6)
    assert s.screen().replay.step == len(moves)
    s.replay_step(-10**6)
    assert s.screen().replay.step == 0
    assert s.work() is None  # nothing plays on its own during a replay
    s.leave_replay()
    assert s.screen().replay is None and s.game.moves == moves


@pytest.mark.parametrize("mode", ["dracula", "van_helsing", "hotseat"])
def test_reload_from_the_autosave_resumes_the_same_decision(mode):
    """At every decision of a game: a new session opened on what the old one stored shows the same
    screen (a round's end being shown resumes after it), and the computer goes on deciding the same."""
    s = session(mode, seed=12)
    rng = random.Random(12)
    storage: dict[str, str] = {}
    for _ in range(60):
        screen = settle(s)
        if screen.over:
            break
        if screen.summary:
            s.carry_on()
            continue
        if screen.confirm:  # a question is not kept over a reload: it is asked again
            s.answer(True)
            continue
        storage.update(s.take_writes())
        again = Session.open(storage, pace=0, entropy=random.Random(99))
        resumed = settle(again)
        if s.resolution is None:
            assert (resumed.board, resumed.prompt, resumed.targets, resumed.viewer, resumed.mode) == (
                screen.board, screen.prompt, screen.targets, screen.viewer, screen.mode) or resumed.handover
        assert again.game.to_json() == s.game.to_json()
        if screen.handover:
            s.hand_over()
            continue
        s.click(rng.choice(sorted(screen.targets)))
    # the computer's next decision after a reload is the one it would have made
    storage.update(s.take_writes())
    again = Session.open(storage, pace=0, entropy=random.Random(7))
    for current in (s, again):
        while do_work(current):
            pass
    assert again.game.moves == s.game.moves


def test_a_damaged_autosave_is_kept_reported_and_a_new_game_plays():
    damaged = json.dumps({"format": "dracula-vs-van-helsing/autosave", "version": 2, "record": 7})
    s = Session.open({AUTOSAVE_KEY: damaged}, pace=0, entropy=random.Random(1))
    assert s.message.title == "message.resume_failed" and "damaged" in s.message.reason
    assert s.message.kept[1] == damaged
    writes = s.take_writes()
    assert writes[AUTOSAVE_KEY + ".damaged"] == damaged
    assert s.game.moves == [] and settle(s).targets


def test_an_autosave_that_shows_the_computers_cards_is_refused():
    s = session(DRACULA)
    data = json.loads(s.take_writes()[AUTOSAVE_KEY])
    data["viewer"] = VAN_HELSING  # a game against the computer as Dracula, showing Van Helsing's hand
    again = Session.open({AUTOSAVE_KEY: json.dumps(data)}, pace=0, entropy=random.Random(1))
    assert again.message is not None and "shows van_helsing's cards" in again.message.reason
    assert again.viewer == again.mode


def test_preferences_and_statistics_come_back_and_bad_ones_are_dropped():
    s = session("watch", level="hard")
    s.set_language("fa")
    writes = s.take_writes()
    again = Session.open({PREFS_KEY: writes[PREFS_KEY], STATS_KEY: '{"version": 1, "results": {"x": {"won": 2}}}'},
                         pace=0, entropy=random.Random(1))
    assert (again.lang, again.mode, again.level) == ("fa", "watch", "hard")
    assert again.stats == {} and again.stats_unknown == {"x": {"won": 2}}  # not this build's: kept, not shown
    junk = Session.open({PREFS_KEY: '{"lang": "xx", "mode": 3}', STATS_KEY: "[[["}, pace=0,
                        entropy=random.Random(1))
    assert (junk.lang, junk.mode, junk.stats) == ("en", DRACULA, {})


def test_the_view_switch_works_only_when_watching():
    s = session(DRACULA)
    s.switch_view()
    assert s.viewer == DRACULA
    s.new_game("watch", "easy")
    s.switch_view()
    assert s.viewer == VAN_HELSING


def test_a_swap_takes_two_clicks_and_the_first_can_be_taken_back():
    s = session("hotseat", seed=2)
    s.hand_over()
    rng = random.Random(3)
    while "select" not in settle(s).targets.values():
        if not go_on(s):
            s.click(rng.choice(sorted(s.screen().targets)))
    first = next(t for t, a in s.screen().targets.items() if a == "select")
    s.click(first)
    assert s.screen().selected == int(first[-1]) and s.screen().prompt[0] == "prompt.swap_second"
    s.click(first)
    assert s.screen().selected is None
    s.click(first)
    second = next(t for t, a in s.screen().targets.items() if a.startswith("swap"))
    before = len(s.game.moves)
    s.click(second)
    assert len(s.game.moves) == before + 1 and s.game.moves[-1].startswith("swap")


def test_hint_is_the_hard_players_advice_from_the_viewers_own_view():
    s = session(DRACULA, seed=9)
    s.ask_hint()
    thinking = s.work()
    assert isinstance(thinking, Think) and thinking.purpose == "hint" and thinking.side == DRACULA
    do_work(s)
    screen = s.screen()
    assert screen.hint.action == "draw" and 0 <= screen.hint.chance <= 1 and not screen.hinting
    s.click("deck")
    assert s.screen().hint is None  # advice is for one decision
    hotseat = session("hotseat")
    hotseat.hand_over()
    hotseat.ask_hint()
    assert hotseat.work() is None  # no advice between two people at one device


def test_the_person_cannot_act_for_the_computer_or_out_of_turn():
    s = session(VAN_HELSING)
    s.click("deck")  # Dracula, the computer, is to move
    assert s.game.moves == []
    with pytest.raises(IllegalAction, match="not your decision"):
        s.act("draw")
    settle(s)
    with pytest.raises(IllegalAction, match="swap"):
        s.act("swap 1 2") if s.game.legal_actions() == ["draw"] else s.act("fly")


def test_import_keeps_the_mode_and_level_and_a_bad_file_changes_nothing():
    s = session(VAN_HELSING, level="hard")
    name, record = s.export()
    assert name.endswith(".json") and json.loads(record)["mode"] == VAN_HELSING
    other = session(DRACULA, seed=5, level="easy")
    assert other.import_record(record)
    assert (other.mode, other.level, other.viewer) == (VAN_HELSING, "hard", VAN_HELSING)
    moves = other.game.moves
    assert not other.import_record('{"format": "chess"}')
    assert other.message.title == "message.import_failed" and other.game.moves == moves


def test_the_pause_before_a_computer_move_follows_the_pace():
    s = Session(mode=VAN_HELSING, seed=1, pace=0.5, entropy=random.Random(1))
    assert s.work().seconds == pytest.approx(STEP_SECONDS * 0.5)


def test_two_tabs_one_game_the_tab_that_opens_it_last_plays_it_the_other_stops_and_can_take_it_back():
    first = Session.open({}, seed=4, pace=0, entropy=random.Random(4), tab="A")
    first.click("deck")
    stored = first.take_writes()
    second = Session.open(stored, pace=0, entropy=random.Random(5), tab="B")
    taken = second.take_writes()[AUTOSAVE_KEY]  # opening the game claims it at once
    assert second.game.moves == ["draw"] and json.loads(taken)["tab"] == "B"
    first.stored_elsewhere(taken)  # what the first tab hears (the browser's storage event)
    screen = first.screen()
    assert screen.elsewhere and screen.targets == {} and first.work() is None
    first.click("discard")
    assert first.game.moves == ["draw"] and AUTOSAVE_KEY not in first.take_writes()  # never overwrites
    second.click("discard")
    newer = second.take_writes()[AUTOSAVE_KEY]
    first.play_here(newer)  # taken back: carries on from the other tab's last move, and claims the game
    assert not first.screen().elsewhere and first.game.moves == ["draw", "discard"]
    claim = first.take_writes()[AUTOSAVE_KEY]
    assert json.loads(claim)["tab"] == "A"
    second.stored_elsewhere(claim)
    assert second.screen().elsewhere
    first.stored_elsewhere(claim)  # its own game heard back changes nothing
    assert not first.screen().elsewhere


def test_two_tabs_results_add_up():
    first = Session.open({}, seed=4, pace=0, entropy=random.Random(4), tab="A")
    second = Session.open({}, seed=5, pace=0, entropy=random.Random(5), tab="B")
    first.fast_forward()
    counted = first.take_writes()[STATS_KEY]
    second.stats_elsewhere(counted)  # the first tab's result, heard by the second
    second.fast_forward()
    rows = json.loads(second.take_writes()[STATS_KEY])["results"]
    assert sum(count for row in rows.values() for key, count in row.items() if key.endswith(("won", "lost"))) == 2
