"""A round's end as a showdown (issue 32): each district's two cards meet, then a bite or a stake;
one tap shows the rest; the game's end tells a run of wins. Under CPython, through the session and
the page's markup."""

from __future__ import annotations

import random
import re
from dataclasses import replace
from pathlib import Path

import pytest
from sessions import do_work

from game import DRACULA, VAN_HELSING
from game.session import Session
from game.session.motion import place
from game.session.storage import count_result, dump_stats, load_stats, stats_key
from game.web.dialog_markup import over_html, stats_html
from game.web.table_markup import districts_svg, holder_slots, tracks_html

LEVELS = ("quick", "normal", "hard")


def session(mode=DRACULA, seed=3) -> Session:
    return Session(mode=mode, level="normal", seed=seed, pace=0, entropy=random.Random(seed),
                   prefs={"confirm_call": False})


def to_a_rounds_end(s: Session, rng: random.Random, last: bool = False) -> None:
    """Play (the computer's work and random clicks) until a round's end is being shown: the game's
    last one if ``last``."""
    while not (s.resolution is not None and s.resolution.step == 0 and (s.resolution.game_over or not last)):
        screen = s.screen()
        if s.resolution is not None:
            if screen.summary is not None:
                s.carry_on()
            else:
                s.skip_showdown()
        elif not do_work(s):
            s.click(rng.choice(sorted(screen.targets)))


def shown(s: Session):
    return s.screen().motions[1]


@pytest.mark.parametrize("mode", [DRACULA, VAN_HELSING])
def test_r_res_each_district_is_a_showdown_its_two_cards_meeting_then_a_bite_or_a_stake(mode):
    s = session(mode)
    to_a_rounds_end(s, random.Random(1))
    end, viewer = s.resolution, s.viewer
    for result in end.districts:
        s.waited(s.work())  # the next district
        meet, outcome = shown(s)
        assert (meet.kind, meet.source, meet.target) == (
            "meet", place(result.winner, result.district, viewer),
            place(VAN_HELSING if result.winner == DRACULA else DRACULA, result.district, viewer))
        assert outcome.target == f"district-{result.district}" and outcome.start >= meet.start + meet.seconds
        if result.winner == DRACULA:  # R-BITE: a bat from Dracula's card, the district's vampires now
            assert (outcome.kind, outcome.source, outcome.count, outcome.sound) == (
                "bite", place(DRACULA, result.district, viewer), result.vampires, "bite")
        else:  # R-STAKE: a stake from Van Helsing's card, Dracula's health now
            assert (outcome.kind, outcome.source, outcome.count, outcome.sound) == (
                "stake", place(VAN_HELSING, result.district, viewer), result.health, "stake")
        board = s.screen().board
        slots = {side: holder_slots(board, side, "en", {}, None) for side in (DRACULA, VAN_HELSING)}
        for side, row in slots.items():  # the decided districts' cards: the winner's raised, the loser's dimmed
            classes = row[result.district - 1][0]["class"].split()
            assert ("won" if side == result.winner else "lost") in classes


def test_r_res_one_tap_shows_the_rest_of_a_rounds_end_at_once_with_no_more_motion():
    s = session()
    to_a_rounds_end(s, random.Random(2))
    assert s.screen().can_skip
    s.waited(s.work())  # the first district shown, then the tap
    s.skip_showdown()
    screen = s.screen()
    assert screen.summary is not None and not screen.can_skip and screen.motions[1] == ()
    assert len(screen.board.outcomes) == len(screen.summary.districts)
    assert screen.board.health == screen.summary.health and screen.board.vampires == screen.summary.vampires
    assert s.work() is None  # the summary waits for Continue, as before
    s.carry_on()
    assert s.resolution is None and not s.screen().can_skip
    s.skip_showdown()  # nothing to skip: nothing changes
    assert s.resolution is None and s.game.round == 2


def test_r_win_skipping_the_last_rounds_end_goes_to_the_games_end():
    s = session(VAN_HELSING, seed=4)
    to_a_rounds_end(s, random.Random(4), last=True)
    s.skip_showdown()
    screen = s.screen()
    assert s.resolution is None and screen.over is not None and screen.over.winner == s.game.winner
    assert [m.sound for m in screen.motions[1]] == ["win" if s.game.winner == s.viewer else "lose"]
    assert not screen.can_skip


def test_a_run_of_wins_against_the_computer_is_counted_kept_and_told():
    stats: dict[str, dict[str, int]] = {}
    for won in (True, True, False, True, True, True):
        count_result(stats, DRACULA, "hard", DRACULA, DRACULA if won else VAN_HELSING)
    row = stats[stats_key(DRACULA, "hard", DRACULA)]
    assert (row["won"], row["lost"], row["streak"], row["best_streak"]) == (5, 1, 3, 3)
    count_result(stats, DRACULA, "hard", DRACULA, VAN_HELSING)
    assert (row["streak"], row["best_streak"]) == (0, 3)
    kept, unknown = load_stats(dump_stats(stats), LEVELS)
    assert kept == stats and unknown == {}
    assert "best run 3" in stats_html(kept, "en") and "بهترین رکورد ۳" in stats_html(kept, "fa")


@pytest.mark.parametrize(("streak", "best", "en", "fa"), [
    (3, 3, "3 wins in a row: your best run yet!", "۳ برد پشت سر هم: بهترین رکورد شما تا امروز!"),
    (2, 5, "2 wins in a row.", "۲ برد پشت سر هم."),
    (1, 5, None, None),
])
def test_the_games_end_tells_a_run_of_wins(streak, best, en, fa):
    s = session()
    to_a_rounds_end(s, random.Random(5), last=True)
    s.skip_showdown()
    over = s.screen().over
    told = replace(over, result="won", streak=streak, best=best)
    for lang, words in (("en", en), ("fa", fa)):
        body = over_html(told, DRACULA, "normal", lang)
        if words:
            assert words in body
        else:
            assert "wins in a row" not in body and "پشت سر هم" not in body
    assert "in a row" not in over_html(replace(over, result="lost", streak=0, best=best), DRACULA, "normal", "en")


def test_the_table_has_what_a_showdown_needs_a_place_for_each_drop_each_citizen_and_each_end():
    s = session()
    board = s.screen().board
    tracks = tracks_html(board, "en", {})
    assert all(f'data-place="drop-{n}"' in tracks for n in range(12))
    town = districts_svg(board, "en", {})
    assert all(f" t{t}\"" in town for t in range(4))
    assert 'class="night"' in town and 'class="dawn"' in town and 'class="sun"' in town


def test_every_sound_a_motion_names_is_one_the_page_can_make():
    """A showdown's clash, bite and stake, and every other motion's sound, are in the page's synthesizer
    (web/sound.py cannot be imported here: it is read as text)."""
    root = Path(__file__).resolve().parent.parent
    made = set(re.findall(r'^    "(\w+)": \(', (root / "game/web/sound.py").read_text(), re.M))
    motion = (root / "game/session/motion.py").read_text()
    named = set(re.findall(r'sound="(\w+)"', motion)) | {"bite", "stake", "win", "lose"}
    assert "clash" in named and named <= made
