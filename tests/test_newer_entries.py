"""Issue 30: what a newer build stored is never damaged by this one. Every stored entry's reader
keeps an entry of a newer version as it was, or sets it aside untouched with a download, and says so
once; and the page reads every key the session keeps (the reviews were left out)."""

from __future__ import annotations

import json

import pytest
from sessions import settle

from game.session import STORED_KEYS, Session
from game.session.lesson import LESSON_KEY
from game.session.newer import SUFFIX
from game.session.remote import REMOTE_KEY
from game.session.reviewing import REVIEWS_KEY
from game.session.storage import AUTOSAVE_KEY, PREFS_KEY, STATS_KEY

NEWER_LESSON = json.dumps({"format": "dracula-vs-van-helsing/lesson", "version": 2, "step": 40, "chapter": "x"})
NEWER_LIST = json.dumps({"format": "dracula-vs-van-helsing/remote-games", "version": 2, "current": None,
                         "games": {"abc": {"party": {"version": 2}}}, "rooms": ["a future field"]})
NEWER_STATS = json.dumps({"version": 2, "results": {"dracula vs normal": {"won": 3}}, "streaks": {"daily": 4}})


def opened(storage: dict[str, str]) -> Session:
    session = Session.open(storage, pace=0, seed=3, welcome=False)
    storage.update(session.take_writes())
    return session


def test_preferences_of_a_newer_build_keep_their_unknown_fields():
    storage = {PREFS_KEY: json.dumps({"lang": "fa", "speed": "fast", "theme": "dusk", "board": {"cards": "big"}})}
    session = opened(storage)
    session.set_sound(False)  # this build writes its preferences: the newer build's fields stay
    storage.update(session.take_writes())
    prefs = json.loads(storage[PREFS_KEY])
    assert prefs["theme"] == "dusk" and prefs["board"] == {"cards": "big"}
    assert prefs["lang"] == "fa" and prefs["speed"] == "fast" and prefs["sound"] is False
    assert session.message is None  # nothing was lost: nothing to say


@pytest.mark.parametrize(("key", "text"), [(LESSON_KEY, NEWER_LESSON), (REMOTE_KEY, NEWER_LIST),
                                           (STATS_KEY, NEWER_STATS)])
def test_an_entry_of_a_newer_version_is_set_aside_untouched_offered_and_said_once(key, text):
    storage = {key: text}
    session = opened(storage)
    assert storage[key + SUFFIX] == text  # untouched, byte for byte
    assert session.message is not None and session.message.words == "message.newer_body"
    _, download = session.message.kept
    assert json.loads(download)["entries"][key + SUFFIX] == text
    assert storage.get(key) != text  # the key holds this build's own entry now
    again = opened(storage)
    assert again.message is None  # said once
    assert storage[key + SUFFIX] == text


def test_a_friends_game_of_a_newer_party_version_is_set_aside_and_the_others_kept():
    host = Session.open({}, pace=0, welcome=False)
    host.host_remote("dracula")
    ours = json.loads(host.take_writes()[REMOTE_KEY])
    theirs = {"party": {"format": "dracula-vs-van-helsing/party", "version": 7, "future": True}}
    ours["games"]["from-the-future"] = theirs
    storage = {REMOTE_KEY: json.dumps(ours)}
    session = opened(storage)
    assert [game.game_id for game in session.remote_list()] != []
    assert "from-the-future" not in [game.game_id for game in session.remote_list()]
    aside = json.loads(storage[REMOTE_KEY + SUFFIX])
    assert aside["games"] == {"from-the-future": theirs}
    assert session.message is not None and session.message.kept is not None
    assert "from-the-future" not in json.loads(storage[REMOTE_KEY])["games"]


def test_a_saved_game_of_a_newer_version_is_refused_kept_and_offered():
    newer = json.dumps({"format": "dracula-vs-van-helsing/autosave", "version": 9, "record": {}})
    storage = {AUTOSAVE_KEY: newer}
    session = opened(storage)
    assert storage[AUTOSAVE_KEY + ".damaged"] == newer
    assert session.message is not None and session.message.kept[1] == newer
    assert "newer version" in session.message.reason


def test_the_page_reads_every_key_the_session_keeps():
    """A key written but not read back (the reviews were) is lost at the next visit."""
    written: set[str] = set()
    session = Session.open({}, pace=0, seed=5, welcome=False)
    session.host_remote("dracula")
    session.leave_remote(None)
    session.start_lesson()
    session.leave_lesson(None)
    for _ in range(3):
        session.click(sorted(settle(session).targets)[0])
    session.start_review()
    while session.review_work() is not None and not session.review_work().done:
        session.review_work().step()
    session.reviewed()
    written |= set(session.take_writes())
    assert REVIEWS_KEY in written
    assert written <= set(STORED_KEYS)


def test_a_review_kept_before_a_reload_is_shown_at_once_after_it():
    storage: dict[str, str] = {}
    session = opened(storage)
    for _ in range(2):
        session.click(sorted(session.screen().targets)[0])
    session.start_review()
    while not session.review_work().done:
        session.review_work().step()
    session.reviewed()
    storage.update(session.take_writes())
    again = Session.open({key: storage.get(key) for key in STORED_KEYS}, pace=0, welcome=False)
    again.start_review()
    assert again.review_work() is None and again.screen().review is not None  # no search: the result, at once
