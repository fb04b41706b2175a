"""What the table shows through the session: moves as motions, the last move, a round's summary,
the game's end, take-backs, confirmations, speed and pausing (issue 17), under CPython."""

from __future__ import annotations

import json
import random

import pytest
from helpers import deck_of
from sessions import codes_in, do_work, known_to, play_game, settle

from game import DRACULA, VAN_HELSING, new_game
from game.session import STATS_KEY, Session, Think, Wait
from game.session.pacing import DISTRICT_SECONDS, STEP_SECONDS
from game.session.storage import dump_stats

D = ["R1", "R3", "R4", "R6", "R7"]
V = ["G1", "G3", "G4", "G6", "G7"]


def session(mode=DRACULA, seed=3, level="normal", **options) -> Session:
    options.setdefault("prefs", {"confirm_call": False})
    return Session(mode=mode, level=level, seed=seed, pace=0, entropy=random.Random(seed), **options)


def dealt(mode: str, draws: list[str], dracula=D, van_helsing=V, ranking="RGYM") -> Session:
    """A session whose game is dealt exactly: ``draws`` are the deck's next cards."""
    s = session(mode)
    s.adopt(new_game(deck=deck_of(dracula, van_helsing, draws), ranking=list(ranking), seed=1))
    if s.handover:
        s.hand_over()
    return s


def motions(s: Session):
    return [(m.kind, m.source, m.target, m.card) for m in s.screen().motions[1]]


def test_a_draw_travels_from_the_deck_face_up_for_the_drawer_and_down_for_the_other():
    s = dealt("hotseat", ["M3", "Y2"])
    s.click("deck")
    assert motions(s) == [("travel", "deck", "drawn", "M3")]
    watcher = dealt("watch", ["M3"])
    watcher.switch_view()  # following Van Helsing
    watcher.game.play("draw")
    work = watcher.work()
    while not isinstance(work, Think):
        watcher.waited(work)
        work = watcher.work()
    watcher.decided(work, "discard")  # the computer's decision, as the page reports it
    assert ("travel", "drawn", "discard", "M3") in motions(watcher)


def test_a_keep_goes_into_the_slot_and_the_replaced_card_to_the_discard_pile():
    s = dealt("hotseat", ["M5"])
    s.click("deck")
    s.click("mine-3")  # R4 leaves: a swap waits
    assert motions(s) == [("travel", "drawn", "mine-3", "M5"), ("travel", "mine-3", "discard", "R4")]
    assert s.screen().motions[1][1].start > s.screen().motions[1][0].start  # one after the other


def test_the_opponents_keep_travels_face_down_and_its_move_stays_marked():
    s = dealt(VAN_HELSING, ["M5", "Y2"])
    settle(s)  # Dracula, the computer, plays its turn
    screen = s.screen()
    kept = [m for m in screen.motions[1] if m.target.startswith("theirs-")]
    assert all(m.card is None for m in kept)  # a card the viewer may not know travels face down
    assert screen.last_move is not None and screen.last_move.side == DRACULA
    assert screen.last_move.clauses and screen.last_move.marks
    s.click("deck")
    assert s.screen().last_move is None  # until the viewer's next decision


@pytest.mark.parametrize(("draws", "actions", "expected"), [
    (["Y1"], ["deck", "discard", "mine-2"], ("flip", "mine-2", "", "R3")),  # reveal
    (["Y3"], ["deck", "discard", "theirs-4"], ("flip", "theirs-4", "", "G6")),  # expose
    (["Y2"], ["deck", "discard"], ("flip", "deck", "", None)),  # the top card turns (its face: see below)
    (["Y4"], ["deck", "discard", "mine-1", "mine-5"], ("travel", "mine-5", "mine-1", "R7")),  # swap
    (["Y6"], ["deck", "discard", "district-2"], ("travel", "mine-2", "theirs-2", "R3")),  # trade
    (["Y7"], ["deck", "discard", "colour-M"], ("trump", "colour-R", "colour-M", None)),  # new trump
])
def test_every_kind_of_move_has_its_motion(draws, actions, expected):
    s = dealt("hotseat", [*draws, "M2", "M3"])
    for target in actions:
        s.click(target)
    shown = motions(s)
    if expected[0] == "flip" and expected[1] == "deck":
        assert any(kind == "flip" and source == "deck" and card for kind, source, _, card in shown)
    else:
        assert expected in shown


def test_another_turn_a_call_and_an_eight_are_banners():
    s = dealt("hotseat", ["Y5", "M1"])
    s.click("deck")
    s.click("discard")
    assert [m.text[0] for m in s.screen().motions[1] if m.kind == "banner"] == ["log.you.extra_turn"]


def test_a_round_ends_with_a_summary_that_waits_for_continue_even_for_the_computer():
    s = dealt(DRACULA, ["R2", "G2", "Y2", "M2", "R5", "G5", "Y8"] * 1)
    rng = random.Random(1)
    while s.resolution is None:
        if not do_work(s):
            s.click(rng.choice(sorted(s.screen().targets)))
    end = s.resolution
    while not end.at_summary:
        work = s.work()
        assert isinstance(work, Wait) and work.why == "round_end"
        s.waited(work)
    screen = s.screen()
    assert s.work() is None and screen.summary is not None and screen.summary.round == 1
    assert len(screen.summary.districts) == 5 and screen.prompt == ("summary.prompt", {"round": 2})
    assert sum(screen.summary.bitten) + screen.summary.health_lost == 5
    assert screen.board.resolving and screen.board.round == 1 and screen.targets == {}
    s.carry_on()
    assert s.resolution is None and s.game.round == 2 and s.screen().summary is None
    # new cards: the last turn of round 1 is neither marked nor told any more (its places hold other cards)
    assert s.screen().last_move is None
    again = Session.open(s.take_writes(), pace=0, entropy=random.Random(2))
    assert again.game.round == 2 and again.screen().last_move is None


def test_watching_the_round_summary_goes_on_by_itself_unless_paused():
    s = session("watch", seed=5)
    while not (s.resolution and s.resolution.at_summary):
        do_work(s)
    work = s.work()
    assert isinstance(work, Wait) and work.why == "summary"
    s.pause(True)
    assert s.work() is None and s.screen().watching == "paused"
    s.step()
    assert s.work() is not None
    do_work(s)
    assert s.resolution is None and s.game.round == 2


def test_hotseat_summary_comes_before_the_hand_over():
    s = session("hotseat", seed=6)
    rng = random.Random(6)
    while not (s.resolution and s.resolution.at_summary):
        if do_work(s):
            continue
        if s.screen().handover:
            s.hand_over()
            continue
        s.click(rng.choice(sorted(s.screen().targets)))
    assert not s.screen().handover
    s.carry_on()
    assert s.screen().handover or s.game.to_move == s.viewer


@pytest.mark.parametrize("mode", [DRACULA, VAN_HELSING])
def test_the_end_says_you_win_or_you_lose_with_the_rounds_and_the_record(mode):
    s = session(mode, seed=8)
    s.stats_elsewhere(dump_stats({f"{mode} vs normal": {"won": 2, "lost": 1}}))
    over = play_game(s, random.Random(2)).over
    assert over.result == ("won" if s.game.winner == mode else "lost")
    assert [recap.round for recap in over.rounds] == list(range(1, s.game.round + 1))
    assert all(recap.dracula + recap.van_helsing <= 5 for recap in over.rounds)
    last = over.rounds[-1]
    assert (last.health, list(last.vampires)) == (s.game.health, s.game.vampires)
    won, lost = over.record
    assert won + lost == 4 and json.loads(s.take_writes()[STATS_KEY])["results"][f"{mode} vs normal"]


def test_hotseat_and_watching_end_with_the_winners_name():
    s = session("watch", seed=9)
    over = play_game(s, random.Random(1)).over
    assert over.result is None and over.record is None and over.winner == s.game.winner


def test_take_backs_go_back_to_the_draw_and_no_further_and_count():
    s = dealt(DRACULA, ["M5", "Y2"])
    s.click("deck")
    assert not s.can_undo()  # a draw is never taken back
    s.click("mine-3")  # keep M5, R4 goes: a swap waits
    s.click("mine-1")
    s.click("mine-2")  # the swap: the turn is over, the computer's pause begins
    assert isinstance(s.work(), Wait) and s.can_undo()
    s.undo()
    assert s.game.moves == ["draw", "keep 3"] and s.screen().prompt[0] == "prompt.swap" and s.work() is None
    s.undo()
    assert s.game.moves == ["draw"] and s.screen().prompt[0] == "prompt.keep"
    s.undo()
    assert s.game.moves == ["draw"] and s.takebacks == 2
    s.click("mine-3")
    s.click("mine-1")
    s.click("mine-2")
    settle(s)  # the computer moves: nothing before it can be taken back
    assert not s.can_undo()
    writes = json.loads(s.take_writes()["dvvh.autosave"])
    assert writes["takebacks"] == 2


def test_a_take_back_never_goes_past_an_effect_2_or_3():
    s = dealt(DRACULA, ["Y2", "M2"])
    s.click("deck")
    s.click("discard")  # the 2 turns up the deck's top card: new information
    assert not s.can_undo()
    s = dealt(DRACULA, ["Y3"])
    s.click("deck")
    s.click("discard")
    assert s.can_undo()  # nothing seen yet: the expose is still to choose
    s.click("theirs-2")
    assert not s.can_undo()


def test_a_game_with_take_backs_counts_as_one():
    s = session(DRACULA, seed=4)
    s.click("deck")
    s.click("discard")
    if s.can_undo():
        s.undo()
        s.click("discard")
    s.takebacks = max(s.takebacks, 1)
    play_game(s, random.Random(3))
    row = json.loads(s.take_writes()[STATS_KEY])["results"]["dracula vs normal"]
    assert row["takebacks"] == 1


def test_a_new_game_in_the_middle_of_one_asks_first():
    s = session(DRACULA)
    s.click("deck")
    s.ask_new_game("hotseat", "normal")
    assert s.screen().confirm.kind == "new_game" and s.screen().targets == {}
    s.answer(False)
    assert s.game.moves == ["draw"] and s.screen().targets
    s.ask_new_game("hotseat", "normal")
    s.answer(True)
    assert s.mode == "hotseat" and s.game.moves == []
    s.ask_new_game(DRACULA, "easy")  # nothing played yet: no question
    assert s.mode == DRACULA and s.confirm is None


def test_a_call_asks_first_unless_the_player_said_not_to():
    s = dealt("hotseat", ["R2", "G2", "Y2", "M2", "R5", "G5", "M6", "M4"])
    s.set_confirm_call(True)
    rng = random.Random(2)
    while "call" not in settle(s).targets:
        if s.screen().handover:
            s.hand_over()
            continue
        targets = sorted(s.screen().targets)
        s.click("discard" if "discard" in targets else rng.choice(targets))
    s.click("call")
    assert s.confirm.kind == "call" and "call" not in s.game.moves
    s.answer(True, remember=True)
    assert s.game.moves[-1] == "call" and s.confirm_call is False
    assert json.loads(s.take_writes()["dvvh.prefs"])["confirm_call"] is False


def test_exposing_a_card_already_known_asks_first():
    s = dealt("hotseat", ["Y6", "M1", "Y3"])
    s.click("deck")
    s.click("discard")
    s.click("district-2")  # trade slot 2: each knows the card the other now holds there (R-MEMORY)
    settle(s)
    s.hand_over()
    s.click("deck")
    s.click("discard")  # Van Helsing draws M1... a 1: reveal
    s.click("mine-1")
    settle(s)
    s.hand_over()
    s.click("deck")
    s.click("discard")  # Y3: expose
    s.click("theirs-2")  # Dracula remembers that card: asked
    assert s.confirm is not None and s.confirm.kind == "expose_known"
    s.answer(False)
    assert s.game.phase == 2 and s.game.effect == 3
    s.click("theirs-3")
    assert s.game.moves[-1] == "expose 3"


def test_the_speed_setting_scales_every_wait_and_instant_waits_for_nothing():
    for speed, scale in (("normal", 1), ("slow", 1.6), ("instant", 0)):
        s = Session(mode=VAN_HELSING, seed=1, entropy=random.Random(1), prefs={"speed": speed})
        assert s.work().seconds == pytest.approx(STEP_SECONDS * scale)
    s.set_speed("instant")
    assert json.loads(s.take_writes()["dvvh.prefs"])["speed"] == "instant"
    assert DISTRICT_SECONDS > 0


def test_watching_can_pause_and_step_one_move_at_a_time():
    s = session("watch", seed=2)
    s.pause(True)
    assert s.work() is None
    s.step()
    work = s.work()
    assert isinstance(work, Think)
    do_work(s)
    assert len(s.game.history) == 1 and s.work() is None
    s.pause(False)
    assert s.work() is not None


def test_no_motion_last_move_or_summary_shows_a_card_the_viewer_may_not_know():
    for mode in (DRACULA, VAN_HELSING, "hotseat"):
        s = session(mode, seed=13)

        def check(current: Session) -> None:
            screen = current.screen()
            shown = codes_in([screen.motions, screen.last_move, screen.summary])
            assert shown <= known_to(current, screen.viewer) or screen.handover

        play_game(s, random.Random(4), check)
