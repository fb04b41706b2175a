"""The game session: everything the page and the terminal decide besides the rules.

A Session holds the game in play and the flow around it: the mode (against the computer as either
side, two players on one device, or the computer against itself), whose view is shown, the
hand-over between hot-seat players, a half-made swap, the computer's turn and a round's end as
steps shown one after another, take-backs and confirmations, the game's end, replays, statistics
and settings.

It has one entry, ``update(message) -> Effects``: a message is a small value (messages.py: a click on
a target, continue, undo, a new game with its settings, a report back from work...), and commands.py
hands each kind to the job that takes it. It says what to show as data: ``screen()`` is the whole
picture for the viewer, and the effects' ``work`` what must happen next on its own: wait while a step
is shown, or let a computer player think. The caller carries the work out and reports back
(``Waited``, ``Decided``); a report about work the session no longer wants (a new game started
meanwhile) is ignored. The page and the terminal are loops around ``update`` and ``screen``, and the
tests drive whole games through them under CPython.

This module holds the model's fields; each job's methods are in a module of its own (games, table,
pacing, replays, prefs, persist, friend, dailies, puzzles; the screen in present, a friend's games in friends).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ..ai.handed_on import HandedOn
from ..i18n import LANGUAGES
from .coach import Coach
from .commands import update
from .dailies import Dailies, DailyGame
from .daily_record import DailyRecord
from .friend import FriendPlay
from .friends import Friends
from .games import Games
from .lesson import Lesson
from .messages import Effects
from .modes import MODES, Mode
from .pacing import Pacing
from .persist import STORED_KEYS, Persist
from .prefs import Prefs
from .present import screen_of
from .puzzle_record import PuzzleRecord
from .puzzles import Puzzles, Solving
from .remote import Remote
from .replays import Replays
from .reviewing import Reviewing
from .screen import Message, Screen
from .storage import DEFAULT_PREFS, KEPT_PREFS
from .table import Table

__all__ = ["STORED_KEYS", "Session"]


class Session(Games, Table, Pacing, Replays, Prefs, Persist, FriendPlay, Dailies, Puzzles):
    """One person's (or two people's) games at one screen: one model; each job's methods in a module of its own
    (games, table, pacing, replays, prefs, persist, friend), the screen made by present.screen_of."""

    def __init__(self, *, mode: str = Mode.DRACULA, level: str = "normal", lang: str = "en", pace: float = 1.0,
                 seed: int | None = None, entropy: random.Random | None = None,
                 prefs: Mapping[str, Any] | None = None):
        """A session with a new game. ``pace`` scales every wait (0: no waiting); ``entropy`` draws
        the seeds of new games and of the computer's own generator (the system's by default);
        ``prefs``: the player's settings (speed, sound, confirm_call)."""
        self.entropy = entropy or random.SystemRandom()
        self.lang = lang if lang in LANGUAGES else "en"
        self.pace = pace
        chosen = {**DEFAULT_PREFS, **(prefs or {})}
        self.prefs_kept: dict[str, Any] = dict(chosen.get(KEPT_PREFS) or {})  # a newer build's: written back
        self.speed, self.sound, self.confirm_call = chosen["speed"], chosen["sound"], chosen["confirm_call"]
        self.coach_pref: bool | None = chosen.get("coach")  # None: on for the first games against the computer
        self.stun: str = chosen.get("stun", "")  # the STUN server for live play with a friend ("": none)
        self.coach = Coach()
        self.stats: dict[str, dict[str, int]] = {}
        self.cannot_save = False  # the last attempt to store the game failed
        self.tab: str | None = None  # the browser tab this session runs in (a stored game names its tab)
        self.elsewhere = False  # another tab took this game over: this one neither plays nor saves it
        self.stats_unknown: dict[str, Any] = {}  # statistics entries this build does not know: kept, not shown
        self.writes: dict[str, str] = {}  # what to store, by key, until the caller takes it
        self.unsaved = False  # the autosave is due (it is written when taken: after the screen is drawn)
        self.message: Message | None = None
        self.motion_count = 0
        self.lesson: Lesson | None = None  # the guided first game, when it is the game in play
        self.own_choice = (Mode(mode) if mode in MODES else mode, level)  # the player's own choice
        self.lesson_kept: str | None = None  # a lesson left for a real game, stored to be taken up again
        self.welcome = False  # a first visit: offer the lesson, a game or the rules before anything else
        self.reviews: dict[str, dict] = {}  # the reviews kept (review_key -> result)
        self.reviewing: Reviewing | None = None  # a game's review, under way or shown
        self.remote: Remote | None = None  # a game against a friend on another device, when it is in play
        self.friends = Friends()  # the friend's games on this device, and what they await
        self.daily: DailyGame | None = None  # the daily deal, when it is the game in play
        self.daily_record = DailyRecord()  # the days of the daily deal played on this device
        self.daily_result_kept: tuple[Any, Any] | None = None  # a practice game's result, worked out once
        self.puzzling: Solving | None = None  # the puzzles' dialog, while it is open
        self.puzzle_record = PuzzleRecord()  # how each puzzle went on this device
        self.handed_on = HandedOn()  # hard's belief, from one decision of its turn to the next (kept in memory only)
        self.new_game(mode, level, seed)

    def update(self, message: object) -> Effects:
        """The one entry (commands.py): take a message (messages.py), say what it leaves to do."""
        return update(self, message)

    def screen(self) -> Screen:
        """The whole picture for the viewer (present.screen_of)."""
        return screen_of(self)

    def dismiss_welcome(self) -> None:
        self.welcome = False

    def dismiss_message(self) -> None:
        self.message = None
