"""Text from outside (imported files, every storage key) is checked before it is parsed, and refused
with a clear, short message; the game in play is kept (issue 18, faults 1, 7, 8 and 10)."""

from __future__ import annotations

import json
import random

import pytest

from game import DRACULA, jsontext
from game.ai import LEVELS
from game.i18n import LANGUAGES
from game.records import MAX_FILE_BYTES, RecordError, check_file_size, dumps, parse
from game.saves import SaveError, load_game
from game.session import AUTOSAVE_KEY, PREFS_KEY, STATS_KEY, Session, Think
from game.session.screen import MAX_REASON
from game.session.storage import SavedGameError, load_prefs, load_stats, resume

DEEP = "[" * 20_000 + "]" * 20_000  # 40 KB: parsing it overflows the browser's WebAssembly stack


@pytest.fixture
def no_parsing(monkeypatch):
    """Fail the test if a text is handed to the JSON parser at all."""
    def refuse(*_args, **_kwargs):
        raise AssertionError("the deep text reached json.loads")
    monkeypatch.setattr(jsontext.json, "loads", refuse)


def test_depth_counts_only_brackets_outside_strings():
    assert jsontext.depth('{"a": [1, {"b": "[[[[{{{{"}], "c": "\\"[["}') == 3
    assert jsontext.depth("[]") == 1 and jsontext.depth('"x"') == 0
    assert jsontext.depth(DEEP) == jsontext.MAX_DEPTH + 1  # counting stops past the limit


@pytest.mark.usefixtures("no_parsing")
@pytest.mark.parametrize(("read", "error"), [
    (parse, RecordError), (load_game, SaveError), (lambda text: resume(text, LEVELS), SavedGameError)])
def test_a_deeply_nested_text_is_refused_before_it_is_parsed(read, error):
    with pytest.raises(error, match="nested too deeply"):
        read(DEEP)
    with pytest.raises(error, match="nested too deeply"):
        read('{"format": ' + DEEP[:200] + DEEP[-200:] + "}")


@pytest.mark.usefixtures("no_parsing")
def test_deep_preferences_and_statistics_are_ignored_and_a_deep_autosave_is_kept_aside():
    assert load_prefs(DEEP, LANGUAGES, LEVELS) == {}
    assert load_stats(DEEP, LEVELS) == ({}, {})
    s = Session.open({AUTOSAVE_KEY: DEEP, PREFS_KEY: DEEP, STATS_KEY: DEEP}, seed=4, pace=0,
                     entropy=random.Random(4))
    assert s.message.title == "message.resume_failed" and "nested too deeply" in s.message.reason
    assert s.message.kept[1] == DEEP and s.screen().targets == {"deck": "draw"}  # a new game plays


def test_a_file_too_large_to_be_a_record_is_refused_by_its_size():
    check_file_size(MAX_FILE_BYTES)
    with pytest.raises(RecordError, match="too large"):
        check_file_size(600_000_000)
    s = Session(seed=3, pace=0, entropy=random.Random(3))
    moves = s.game.moves
    assert s.accepts_file(10_000) and s.message is None
    assert not s.accepts_file(600_000_000)
    assert "too large" in s.message.reason and "600,000,000" in s.message.reason and s.game.moves == moves


def test_a_message_quotes_only_a_short_excerpt_of_bad_data():
    s = Session(seed=3, pace=0, entropy=random.Random(3))
    data = json.loads(dumps(s.game))
    data["moves"] = ["keep " + "1" * 190_000]
    assert not s.import_record(json.dumps(data))
    assert s.message.reason.startswith("move 1 (") and "is not legal" in s.message.reason
    assert len(s.message.reason) <= MAX_REASON


def test_statistics_this_build_does_not_know_are_skipped_shown_as_skipped_and_kept():
    stored = json.dumps({"version": 1, "results": {
        "dracula vs normal": {"won": 2, "lost": 1}, "dracula vs grandmaster": {"won": 9},
        "hotseat": {"dracula won": "many"}, "watch hard": {"dracula won": 1}}})
    known, unknown = load_stats(stored, LEVELS)
    assert known == {"dracula vs normal": {"won": 2, "lost": 1}, "watch hard": {"dracula won": 1}}
    assert set(unknown) == {"dracula vs grandmaster", "hotseat"}
    s = Session.open({STATS_KEY: stored}, seed=2, pace=0, entropy=random.Random(2))
    s.fast_forward()  # a finished game is counted; what was not understood is written back
    written = json.loads(s.take_writes()[STATS_KEY])["results"]
    assert written["dracula vs grandmaster"] == {"won": 9} and written["hotseat"] == {"dracula won": "many"}
    assert written["dracula vs normal"]["won"] + written["dracula vs normal"]["lost"] == 4


def test_a_move_made_while_the_hint_is_thought_out_drops_the_hint_without_an_error():
    s = Session(mode=DRACULA, seed=3, pace=0, entropy=random.Random(3))
    s.ask_hint()
    thinking = s.work()
    assert isinstance(thinking, Think) and thinking.purpose == "hint"
    s.click("deck")  # the move, in the same moment
    while not thinking.thinking.done:
        thinking.thinking.step()
    advice = thinking.thinking.choice()
    s.decided(thinking, advice, thinking.thinking.chance(advice))  # the old advice arrives late
    screen = s.screen()
    assert screen.hint is None and not screen.hinting and s.game.moves == ["draw"]


def test_a_game_the_browser_cannot_store_plays_on_says_so_once_and_offers_itself():
    s = Session(mode=DRACULA, seed=3, pace=0, entropy=random.Random(3))
    s.click("deck")
    s.take_writes()
    s.not_stored()  # the page's storage refused the autosave
    screen = s.screen()
    assert screen.cannot_save and screen.message.title == "message.save_failed"
    assert parse(screen.message.kept[1])["moves"] == ["draw"]  # the game, to download (sealed: R-SECRET)
    s.dismiss_message()
    s.not_stored()
    assert s.message is None and s.screen().cannot_save  # said once; the notice stays
    assert s.screen().targets  # the game plays on
    s.stored()
    assert not s.screen().cannot_save
