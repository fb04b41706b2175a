"""The daily deal (game/daily.py, game/session/dailies.py, daily_record.py): the same game for everyone on a day,
the day's first game counted and the later ones practice, the days kept, and a result to share with no card."""

from __future__ import annotations

import datetime
import json
import random

import pytest
from sessions import CODE, go_on, play_game, settle

from game.daily import DAILY_LEVEL, DAILY_WORLDS, FIRST_DAY, daily_of, day_of, iso_of, today_utc
from game.i18n import text
from game.session import Session, dailies
from game.session import messages as m
from game.session.daily_record import DAILY_KEY, DailyRecord, DailyRecordError, DayResult, share_text

DAY = datetime.datetime(2026, 12, 5, 9, 30, tzinfo=datetime.UTC)
NOON_MS = DAY.timestamp() * 1000


@pytest.fixture(scope="module", autouse=True)
def lighter_computer():
    """The computer's replies are fixed by the day whatever its count of worlds (no clock ends them): these tests
    play whole games against it, so they give it a tenth of the day's 240 worlds a decision (five times quicker)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(dailies, "DAILY_WORLDS", DAILY_WORLDS // 10)
        yield


def ms(moment: datetime.datetime) -> float:
    return moment.timestamp() * 1000


def daily_session(entropy: int, now_ms: float = NOON_MS, stored: dict | None = None) -> Session:
    session = Session.open(stored or {}, pace=0, entropy=random.Random(entropy), welcome=False)
    session.update(m.NewDaily(now_ms))
    return session


def test_the_same_date_gives_the_same_deal_and_the_same_computer_replies_to_the_same_moves():
    """Two devices (their own randomness) on the same day: the same cards, and the computer answers the same moves
    alike (here over the first 24 of the person's clicks)."""
    games = []
    for entropy in (1, 2):
        session = daily_session(entropy)
        assert session.daily is not None and session.level == DAILY_LEVEL
        assert session.mode == daily_of(today_utc(NOON_MS)).side
        rng = random.Random(7)
        for _ in range(24):
            screen = settle(session)
            if screen.over:
                break
            if not go_on(session):
                session.update(m.Click(rng.choice(sorted(screen.targets))))
        games.append((session.game.seed, session.game.moves, session.game.view("dracula")))
    assert games[0] == games[1] and len(games[0][1]) > 24


def test_a_different_date_deals_another_game_and_another_day_s_numbers():
    days = [daily_of(FIRST_DAY + n) for n in range(30)]
    assert len({d.seed for d in days}) == 30 and len({d.ai_seed for d in days}) == 30
    assert [d.number for d in days] == list(range(1, 31)) and days[0].date == "2026-01-01"
    assert {d.side for d in days} == {"dracula", "van_helsing"}  # the day chooses the side
    assert iso_of(today_utc(ms(datetime.datetime(2026, 12, 5, 23, 59, 59, tzinfo=datetime.UTC)))) == "2026-12-05"
    assert iso_of(today_utc(ms(datetime.datetime(2026, 12, 6, 0, 0, tzinfo=datetime.UTC)))) == "2026-12-06"


def test_the_calendar_s_days_agree_with_python_s_own_dates():
    """The page's Python ships no datetime module: the game counts days itself, checked here against it."""
    epoch = datetime.date(1970, 1, 1)
    for day in [*range(-800, 800), *range(20_000, 22_000, 7), 60_000, -100_000]:
        iso = (epoch + datetime.timedelta(days=day)).isoformat()
        assert iso_of(day) == iso and day_of(iso) == day
    for bad in ("2026-02-29", "2026-13-01", "2026-12-32", "26-12-05", "2026-1-5", 20261205, None, "2026-12-05 "):
        with pytest.raises(ValueError, match="not a date"):
            day_of(bad)


@pytest.fixture(scope="module")
def finished() -> Session:
    """Today's counted game, played to its end by random clicks (its writes not taken)."""
    session = daily_session(1)
    assert session.screen().daily.practice is False
    play_game(session, random.Random(3))
    return session


def test_the_day_s_first_game_counts_and_a_later_try_is_practice(finished):
    session = finished
    over = session.screen()
    record = DailyRecord.load(session.take_writes()[DAILY_KEY])
    result = record.results["2026-12-05"]
    assert result.result == over.over.result and result.side == session.player()
    assert session.screen().daily.result == result and DailyRecord.of(session.screen().daily_days).played == 1
    assert session.stats == {}  # the daily deal is not counted against a level
    session.update(m.NewDaily(NOON_MS + 3_600_000))  # later the same day: practice
    assert session.daily.counted is False and session.screen().daily.practice
    play_game(session, random.Random(4))
    kept = DailyRecord.load(session.take_writes()[DAILY_KEY])
    assert kept.results == record.results  # practice changes nothing


def test_leaving_the_counted_game_makes_the_next_one_practice_and_the_day_a_day_left():
    session = daily_session(1)
    settle(session)
    session.update(m.NewGame("dracula", "normal"))
    session.update(m.Answer(True))
    assert session.daily is None
    session.update(m.NewDaily(NOON_MS))
    assert session.daily.counted is False
    record = DailyRecord.load(session.take_writes()[DAILY_KEY])
    assert record.calendar(today_utc(NOON_MS) + 1)[-2] == ("2026-12-05", "left")


def test_a_game_begun_before_midnight_is_finished_as_that_day_s_after_a_reload():
    late = ms(datetime.datetime(2026, 12, 5, 23, 58, tzinfo=datetime.UTC))
    session = daily_session(1, late)
    settle(session)
    for _ in range(3):  # a few of the person's moves, then the page is reloaded after midnight
        screen = settle(session)
        session.update(m.Click(sorted(screen.targets)[0]))
    stored = session.take_writes()
    again = Session.open(stored, pace=0, entropy=random.Random(9))
    assert again.daily is not None and again.daily.daily.date == "2026-12-05" and again.daily.counted
    play_game(again, random.Random(5))
    record = DailyRecord.load(again.take_writes()[DAILY_KEY])
    assert list(record.results) == ["2026-12-05"]


def test_streaks_and_the_calendar_count_days_won_in_a_row():
    won = DayResult("won", "DV", 0, 20, 0, "dracula")
    lost = DayResult("lost", "VV", 5, 18, 0, "dracula")
    record = DailyRecord()
    for day, result in (("2026-11-28", won), ("2026-11-29", won), ("2026-11-30", won), ("2026-12-01", lost),
                        ("2026-12-03", won), ("2026-12-04", won)):
        record.finish(day, result)
    record.begin("2026-12-02")
    today = day_of("2026-12-05")
    assert (record.played, record.won, record.streak(today), record.longest()) == (6, 5, 2, 3)
    record.finish("2026-12-05", won)
    assert record.streak(today) == 3
    calendar = dict(record.calendar(today))
    assert len(calendar) == 28 and calendar["2026-12-02"] == "left" and calendar["2026-12-01"] == "lost"
    assert calendar["2026-11-27"] == "none"
    assert DailyRecord.load(record.dump()).results == record.results


@pytest.mark.parametrize("bad", ['{"format": "something else"}', "not json", json.dumps(
    {"format": "dracula-vs-van-helsing/daily", "version": 1, "begun": [], "results": {"2026-12-05": {"x": 1}}})])
def test_a_damaged_record_is_kept_aside_and_said_and_the_game_goes_on(bad):
    with pytest.raises(DailyRecordError):
        DailyRecord.load(bad)
    session = Session.open({DAILY_KEY: bad}, pace=0, entropy=random.Random(1), welcome=False)
    assert session.message.title == "message.daily_damaged"
    assert session.take_writes()[DAILY_KEY + ".damaged"] == bad
    session.update(m.NewDaily(NOON_MS))
    assert session.daily.counted


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_r_secret_the_shared_result_holds_no_card(finished, lang):
    daily = finished.screen().daily
    shared = share_text(lang, daily.number, daily.result, daily.practice)
    assert not CODE.search(shared) and not any(word in shared for word in (
        text(lang, f"colour.{c}") for c in "RGYM"))
    assert shared.splitlines()[0].endswith(text(lang, "daily.status", number=daily.number).split(" ")[-1])
    marks = shared.splitlines()[2]
    assert 1 <= len(marks) <= 5 and set(marks) <= {"🟥", "🟦", "⬜"}


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_today_s_deal_asked_in_the_middle_of_a_game_is_confirmed_first_in_words(lang):
    session = Session(mode="dracula", level="normal", pace=0, entropy=random.Random(3), lang=lang)
    screen = settle(session)
    session.update(m.Click(sorted(screen.targets)[0]))
    moves = session.game.moves
    session.update(m.NewDaily(NOON_MS))
    confirm = session.screen().confirm
    assert confirm.kind == "daily" and session.daily is None and session.game.moves == moves  # nothing lost yet
    for key in ("confirm.daily", "confirm.daily_yes", "confirm.daily_no"):
        assert text(lang, key)
    session.update(m.Answer(False))
    assert session.daily is None and session.game.moves == moves
    session.update(m.NewDaily(NOON_MS))
    session.update(m.Answer(True))
    assert session.daily is not None and session.daily.counted and session.screen().daily.number == 339


def test_two_tabs_days_add_up_and_neither_overwrites_the_other_s(finished):
    """A day counted in one tab is kept by another, whose next write carries it on."""
    other = Session(mode="dracula", level="normal", pace=0, entropy=random.Random(5))
    other.daily_record.finish("2026-12-04", DayResult("won", "DD", 0, 25, 0, "dracula"))
    other.update(m.StoredElsewhere(DAILY_KEY, finished.daily_record.dump()))
    assert set(other.daily_record.results) == {"2026-12-04", "2026-12-05"}
    other.update(m.NewDaily(NOON_MS))  # today's was begun in the other tab: practice here
    assert other.daily.counted is False
    assert set(DailyRecord.load(other.take_writes()[DAILY_KEY]).results) == {"2026-12-04", "2026-12-05"}
    other.update(m.StoredElsewhere(DAILY_KEY, "damaged"))  # a record it cannot read changes nothing here
    assert set(other.daily_record.results) == {"2026-12-04", "2026-12-05"}
