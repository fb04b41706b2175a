"""What a session stores and reads back: a visit's start from storage, the autosave and what else is due,
a failed store, and two tabs of one browser sharing the storage (one plays a game, the other stops)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Self

from .. import DRACULA
from ..ai import LEVELS
from ..i18n import LANGUAGES
from .daily_record import DAILY_KEY, DAILY_VERSION, DailyRecord, DailyRecordError
from .friends import Friends
from .lesson import LESSON_KEY
from .lesson import VERSION as LESSON_VERSION
from .lesson import dump as dump_lesson
from .lesson import load as load_lesson
from .newer import SUFFIX, set_aside, told
from .puzzle_record import PUZZLE_KEY, PUZZLE_VERSION, PuzzleRecord, PuzzleRecordError
from .remote import REMOTE_KEY, load_inbox, load_remote_games, newer_games, remote_owner
from .remote import VERSION as REMOTE_VERSION
from .reviewing import REVIEWS_KEY, load_reviews
from .screen import Message
from .storage import (
    AUTOSAVE_KEY,
    PREFS_KEY,
    STATS_KEY,
    STATS_VERSION,
    autosave,
    dump_stats,
    load_prefs,
    load_stats,
    owner_of,
)

# what Session.open reads
STORED_KEYS = (AUTOSAVE_KEY, STATS_KEY, PREFS_KEY, LESSON_KEY, REMOTE_KEY, REVIEWS_KEY, DAILY_KEY, PUZZLE_KEY)

class Persist:
    """The Session's part that meets the storage (mixed into Session; one model)."""

    @classmethod
    def open(cls, stored: Mapping[str, str | None], *, lang: str = "en", pace: float = 1.0, seed: int | None = None,
             entropy: random.Random | None = None, tab: str | None = None, welcome: bool = True) -> Self:
        """The session a visit starts with: the preferences and statistics a previous visit stored,
        and its game in play resumed (the lesson, if the player was learning), else a new game (from
        ``seed``, if given). A stored game that does not load is kept aside and reported (``message``).
        A first visit (nothing stored) is welcomed, unless ``welcome`` is False (a shared deal)."""
        stored, aside = set_aside(stored, {STATS_KEY: STATS_VERSION, LESSON_KEY: LESSON_VERSION,
                                           REMOTE_KEY: REMOTE_VERSION, DAILY_KEY: DAILY_VERSION,
                                           PUZZLE_KEY: PUZZLE_VERSION})
        newer = newer_games(stored.get(REMOTE_KEY))
        if newer:
            aside[REMOTE_KEY + SUFFIX] = newer
        prefs = load_prefs(stored.get(PREFS_KEY), LANGUAGES, LEVELS)
        session = cls(mode=prefs.get("mode", DRACULA), level=prefs.get("level", "normal"),
                      lang=prefs.get("lang", lang), pace=pace, seed=seed, entropy=entropy, prefs=prefs)
        session.tab = tab
        session.stats, session.stats_unknown = load_stats(stored.get(STATS_KEY), LEVELS)
        try:
            session.daily_record = DailyRecord.load(stored.get(DAILY_KEY))
        except DailyRecordError as error:  # kept aside, never dropped; the days start again
            session.writes[DAILY_KEY + ".damaged"] = stored.get(DAILY_KEY) or ""
            session.message = Message("message.daily_damaged", str(error))
        try:
            session.puzzle_record = PuzzleRecord.load(stored.get(PUZZLE_KEY))
        except PuzzleRecordError as error:  # kept aside, never dropped
            session.writes[PUZZLE_KEY + ".damaged"] = stored.get(PUZZLE_KEY) or ""
            session.message = Message("message.puzzles_damaged", str(error))
        session.welcome = welcome and not any(stored.get(key) for key in (AUTOSAVE_KEY, PREFS_KEY, STATS_KEY,
                                                                           LESSON_KEY))
        text = stored.get(AUTOSAVE_KEY)
        if text:
            session.resume(text)
        session.lesson_kept = stored.get(LESSON_KEY)
        session.reviews = load_reviews(stored.get(REVIEWS_KEY))
        kept = load_lesson(session.lesson_kept)
        learning = kept is not None and kept[-1]  # the lesson as stored: (lesson, game, ai_seed, active)
        if learning:
            session.start_lesson()  # the player was learning when they left: the lesson is their game
        games, current, damaged = load_remote_games(stored.get(REMOTE_KEY))
        session.friends = Friends(games, load_inbox(stored.get(REMOTE_KEY)))  # with the parts of a message
        if damaged:
            session.writes[REMOTE_KEY + ".damaged"] = stored.get(REMOTE_KEY) or ""
            session.message = Message("message.resume_failed", "", words="fair.msg.damaged_store")
        if current is not None:
            session.open_remote(current)  # the player was playing a friend when they left
        if aside:  # a newer build's entries: kept under keys of their own, offered, said once
            session.writes.update(aside)
            session.message = told(aside)
            session.writes[STATS_KEY] = dump_stats(session.stats, session.stats_unknown)
            session.writes[REMOTE_KEY] = session.friends.stored(current, session.tab)
            if LESSON_KEY + SUFFIX in aside:
                session.writes[LESSON_KEY] = ""  # no lesson of this build's yet: the key is free
        session._save()  # the game is this tab's now (another tab playing it learns so, and stops)
        return session

    @property
    def has_writes(self) -> bool:
        return bool(self.writes) or self.unsaved

    def take_writes(self) -> dict[str, str]:
        """What to store (key -> text) since the last call."""
        if self.unsaved and self.remote is not None:
            self.unsaved = False  # remote games are stored apart: the game in play stays as it was
            self.writes[REMOTE_KEY] = self.friends.stored(self.remote.party.game_id, self.tab)
        if self.unsaved and self.lesson is not None:
            self.unsaved = False  # the lesson is stored apart: the game in play stays as it was
            self.writes[LESSON_KEY] = dump_lesson(self.lesson, self.game, self.ai_seed, active=True)
        if self.unsaved:
            self.write_autosave()
        writes, self.writes = self.writes, {}
        if self.elsewhere:
            writes.pop(AUTOSAVE_KEY, None)  # the game is the other tab's now: never overwrite it
            if self.remote is not None:
                writes.pop(REMOTE_KEY, None)  # nor a friend's game another tab plays on
        return writes

    def write_autosave(self) -> None:
        """The game in play and the session's settings, to be stored (what rebuilds them after a reload)."""
        self.unsaved = False
        if self.remote is not None:
            return  # stored with the other remote games (take_writes)
        self.writes[AUTOSAVE_KEY] = autosave(self.game, {
                "mode": self.mode, "level": self.level, "viewer": self.viewer, "handover": self.handover,
                "counted": self.result_settled, "ai_seed": self.ai_seed, "selected": self.selected,
                "takebacks": self.takebacks, "tab": self.tab,
                **({"daily": self.daily.stored()} if self.daily is not None else {})})

    def _save(self) -> None:
        """The autosave is due: what rebuilds the game and the session's settings (take_writes)."""
        self.unsaved = True

    def not_stored(self) -> None:
        """The page could not store what it was given (storage full or turned off): the game plays on, and the
        player is told once, plainly, with the game to download; the notice stays until a save works."""
        if not self.cannot_save:
            self.message = Message("message.save_failed", "", kept=self.export(), words="message.save_failed_body")
        self.cannot_save = True

    def stored(self) -> None:
        """Everything asked for was stored."""
        self.cannot_save = False

    def stored_elsewhere(self, text: str | None) -> None:
        """Another tab stored a game (``text``): if it is not this tab's, that tab has taken the game
        over, and this one stops playing and saving it (it may take it back: ``play_here``)."""
        if self.tab is not None and owner_of(text) != self.tab and not self.elsewhere:
            self.elsewhere = True
            self._replan()

    def remote_elsewhere(self, text: str | None) -> None:
        """Another tab stored the friends' games (``text``): if a friend's game is in play here, that
        tab plays it now, and this one applies and sends nothing (it may take it back: ``play_here``);
        otherwise this tab's list follows what was stored."""
        if self.tab is None or remote_owner(text) in (None, self.tab):
            return
        if self.remote is not None:
            self.elsewhere = True
            self._replan()
        else:
            self.friends.games, _, _ = load_remote_games(text)

    def play_here(self, text: str | None, remote_text: str | None = None) -> None:
        """Take the game back from the other tab: carry on from what it stored, and claim it (the other
        tab then stops). A friend's game is taken up as the other tab left it (``remote_text``)."""
        self.elsewhere = False
        if self.remote is not None:
            game_id = self.remote.party.game_id
            games, _, _ = load_remote_games(remote_text)
            if game_id in games:
                self.remote = None
                self.friends.games = games
                self.open_remote(game_id)
            self._save()
            return
        if not (text and self.resume(text)):
            self._save()

    def stats_elsewhere(self, text: str | None) -> None:
        """Another tab counted a game: carry on from its statistics, so that results add up."""
        self.stats, self.stats_unknown = load_stats(text, LEVELS)
