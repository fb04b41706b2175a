"""The game session: everything the page and the terminal decide besides the rules.

A Session holds the game in play and the flow around it: the mode (against the computer as either
side, two players on one device, or the computer against itself), whose view is shown, the
hand-over between hot-seat players, a half-made swap, the computer's turn and a round's end as
steps shown one after another, take-backs and confirmations, the game's end, replays, statistics
and settings.

It takes commands (``click`` a target, ``hand_over``, ``new_game``...) and says what to show as
data: ``screen()`` is the whole picture for the viewer, and ``work()`` what must happen next on its
own: wait while a step is shown, or let a computer player think. The caller carries the work out and
reports back (``waited``, ``decided``); a report about work the session no longer wants (a new game
started meanwhile) is ignored. The page and the terminal are loops around these few calls, and the
tests drive whole games through them under CPython.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from .. import DRACULA, SIDES, VAN_HELSING, Game, IllegalAction, new_game
from ..ai import LEVELS, start
from ..ai.review import GameReview, Judged
from ..ai.thinking import Decided
from ..decisions import Reading
from ..describe import Line
from ..i18n import LANGUAGES
from ..lesson import LEVEL as LESSON_LEVEL
from ..lesson import lesson_game
from ..notation import Action
from ..records import RecordError, check_file_size, dumps, parse, replay, shareable
from ..refusals import why_not
from ..sides import other
from .board import Board
from .coach import FIRST_GAMES, Coach, CoachJob
from .friend import FriendPlay
from .inbox import Inbox
from .journal import Journal, lines_for
from .last_move import last_move
from .lesson import LESSON_KEY, Lesson
from .lesson import VERSION as LESSON_VERSION
from .lesson import dump as dump_lesson
from .lesson import load as load_lesson
from .motion import motions_of
from .newer import SUFFIX, set_aside, told
from .remote import (
    REMOTE_KEY,
    Remote,
    RemoteScreen,
    dump_remote_games,
    load_inbox,
    load_remote_games,
    newer_games,
    remote_owner,
)
from .remote import VERSION as REMOTE_VERSION
from .reviewing import REVIEWS_KEY, Reviewing, keep_result, load_reviews, stored_result
from .round_end import RoundEnd
from .screen import Confirm, Hint, Message, Over, Refusal, Replay, Screen, Settings, Think, Wait, Work
from .storage import (
    AUTOSAVE_KEY,
    DEFAULT_PREFS,
    KEPT_PREFS,
    MODES,
    PREFS_KEY,
    SPEEDS,
    STATS_KEY,
    STATS_VERSION,
    VS_COMPUTER,
    SavedGameError,
    autosave,
    count_result,
    dump_prefs,
    dump_stats,
    load_prefs,
    load_stats,
    owner_of,
    resume,
    stats_key,
    stun_address,
)
from .targets import SELECT, UNSELECT, action_targets, click_map

STEP_SECONDS = 0.7  # between the computer's moves, besides the time its last move takes to show
DISTRICT_SECONDS = 0.9  # each step of a round's end
SUMMARY_SECONDS = 2.5  # a round's summary, when watching the computer play itself
PASS_SECONDS = 0.5  # hot-seat: the mover sees their settled move this long before the device changes hands
REVEALING = {"draw", "expose", "trade", "top", "round_end", "deal"}  # what no take-back may go back past


STORED_KEYS = (AUTOSAVE_KEY, STATS_KEY, PREFS_KEY, LESSON_KEY, REMOTE_KEY, REVIEWS_KEY)  # what Session.open reads

class Session(FriendPlay):
    """One person's (or two people's) games at one screen; see the module docstring."""

    def __init__(self, *, mode: str = DRACULA, level: str = "normal", lang: str = "en", pace: float = 1.0,
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
        self.before_lesson = (mode, level)  # the mode and level the player chose, restored after a lesson
        self.lesson_kept: str | None = None  # a lesson left for a real game, stored to be taken up again
        self.welcome = False  # a first visit: offer the lesson, a game or the rules before anything else
        self.reviews: dict[str, dict] = {}  # the reviews kept (review_key -> result)
        self.reviewing: Reviewing | None = None  # a game's review, under way or shown
        self.remote: Remote | None = None  # a game against a friend on another device, when it is in play
        self.remote_games: dict[str, Remote] = {}  # every remote game stored on this device
        self.inbox = Inbox()  # parts of a friend's message split over several links, until it is whole
        self.new_game(mode, level, seed)

    # ----- starting and resuming -----

    def new_game(self, mode: str, level: str, seed: int | None = None) -> None:
        """Start a new game (what runs for the old one stops: its reports are ignored)."""
        if mode not in MODES:
            raise ValueError(f"unknown mode {mode!r}: one of {', '.join(MODES)}")
        self.mode, self.level = mode, level if level in LEVELS else "normal"
        self.elsewhere = False  # a game started here is this tab's, whatever another tab plays
        self._put_lesson_aside()
        game = new_game(seed=seed if seed is not None else self.entropy.randrange(2**31))
        # in hot-seat the first player takes the device before any card shows
        self._adopt(game, [], VAN_HELSING if mode == VAN_HELSING else DRACULA, handover=mode == "hotseat",
                    counted=False, ai_seed=None)
        self._store_prefs()

    def ask_new_game(self, mode: str, level: str) -> None:
        """A new game, asked for by the player: in the middle of a game, only once they confirm."""
        if self.game.history and self.game.winner is None and self.humans():
            self.confirm = Confirm("new_game", {"mode": mode, "level": level})
            self._work = None
        else:
            self.new_game(mode, level)

    @classmethod
    def open(cls, stored: Mapping[str, str | None], *, lang: str = "en", pace: float = 1.0, seed: int | None = None,
             entropy: random.Random | None = None, tab: str | None = None, welcome: bool = True) -> Session:
        """The session a visit starts with: the preferences and statistics a previous visit stored,
        and its game in play resumed (the lesson, if the player was learning), else a new game (from
        ``seed``, if given). A stored game that does not load is kept aside and reported (``message``).
        A first visit (nothing stored) is welcomed, unless ``welcome`` is False (a shared deal)."""
        stored, aside = set_aside(stored, {STATS_KEY: STATS_VERSION, LESSON_KEY: LESSON_VERSION,
                                           REMOTE_KEY: REMOTE_VERSION})
        newer = newer_games(stored.get(REMOTE_KEY))
        if newer:
            aside[REMOTE_KEY + SUFFIX] = newer
        prefs = load_prefs(stored.get(PREFS_KEY), LANGUAGES, LEVELS)
        session = cls(mode=prefs.get("mode", DRACULA), level=prefs.get("level", "normal"),
                      lang=prefs.get("lang", lang), pace=pace, seed=seed, entropy=entropy, prefs=prefs)
        session.tab = tab
        session.stats, session.stats_unknown = load_stats(stored.get(STATS_KEY), LEVELS)
        session.welcome = welcome and not any(stored.get(key) for key in (AUTOSAVE_KEY, PREFS_KEY, STATS_KEY,
                                                                           LESSON_KEY))
        text = stored.get(AUTOSAVE_KEY)
        if text:
            session.resume(text)
        session.lesson_kept = stored.get(LESSON_KEY)
        session.reviews = load_reviews(stored.get(REVIEWS_KEY))
        kept = load_lesson(session.lesson_kept)
        if kept is not None and kept[3]:
            session.start_lesson()  # the player was learning when they left: the lesson is their game
        session.remote_games, current, damaged = load_remote_games(stored.get(REMOTE_KEY))
        session.inbox = load_inbox(stored.get(REMOTE_KEY))  # parts of a friend's message, awaiting the others
        if damaged:
            session.writes[REMOTE_KEY + ".damaged"] = stored.get(REMOTE_KEY) or ""
            session.message = Message("message.resume_failed", "", words="fair.msg.damaged_store")
        if current is not None:
            session.open_remote(current)  # the player was playing a friend when they left
        if aside:  # a newer build's entries: kept under keys of their own, offered, said once
            session.writes.update(aside)
            session.message = told(aside)
            session.writes[STATS_KEY] = dump_stats(session.stats, session.stats_unknown)
            session.writes[REMOTE_KEY] = dump_remote_games(session.remote_games, current, session.inbox, session.tab)
            if LESSON_KEY + SUFFIX in aside:
                session.writes[LESSON_KEY] = ""  # no lesson of this build's yet: the key is free
        session._save()  # the game is this tab's now (another tab playing it learns so, and stops)
        return session

    def resume(self, text: str) -> bool:
        """Carry on with a stored game (an autosave); False, and ``message`` saying why, if it does
        not load: the text is then kept under another key, never silently dropped."""
        events: list[dict[str, Any]] = []
        try:
            game, settings = resume(text, LEVELS, events)
        except SavedGameError as error:  # the game in play stays in play
            self.writes[AUTOSAVE_KEY + ".damaged"] = text
            self.message = Message("message.resume_failed", str(error),
                                   kept=("dracula-vs-van-helsing-saved-game.json", text))
            return False
        self._put_lesson_aside()
        self.mode, self.level = settings["mode"], settings["level"]
        handover = self.mode == "hotseat" and game.to_move is not None  # whoever holds the device now
        self._adopt(game, events, settings["viewer"], handover, settings["counted"], settings["ai_seed"])
        self.takebacks = settings["takebacks"]
        if settings["selected"] in range(1, 6) and SELECT in click_map(game.legal_actions()).values():
            self.selected = settings["selected"]  # the first slot of a swap, chosen before the reload
        return True

    # ----- the guided first game -----

    def start_lesson(self, over: bool = False) -> None:
        """Learn to play: take up the lesson where it was left, or start it (``over``: from the beginning).
        The game in play stays stored (its autosave is not touched while the lesson runs)."""
        self.welcome = False
        self._put_remote_aside()
        events: list[dict[str, Any]] = []
        kept = None if over else load_lesson(self.lesson_kept, events)
        if kept is None or kept[0].current.kind == "end":
            lesson, game, ai_seed = Lesson(), lesson_game(), self.entropy.randrange(2**31)
            events = []
        else:
            lesson, game, ai_seed, _ = kept
        if self.lesson is None:
            self.before_lesson = (self.mode, self.level)  # the player's own choice, for the game after the lesson
            if self.unsaved:
                self.write_autosave()  # the game in play is stored as it is now, to come back to
        self.mode, self.level = DRACULA, LESSON_LEVEL
        self.lesson = lesson
        self._adopt(game, events, DRACULA, handover=False, counted=True, ai_seed=ai_seed)

    def lesson_next(self) -> None:
        """The player read a step's words: on to the next."""
        if self.lesson is not None:
            self.lesson.next()
            self._work = None
            self._settle()

    def leave_lesson(self, stored_game: str | None) -> None:
        """Back from the lesson (kept, to be taken up again) to the game in play (``stored_game``, its
        autosave), or to a new game if there is none."""
        if self.lesson is None:
            return
        self._put_lesson_aside()
        if not (stored_game and self.resume(stored_game)):
            self.new_game(self.mode, self.level)

    def _put_lesson_aside(self) -> None:
        """The lesson (or a remote game) stops being the game in play; it is stored to be taken up
        again later."""
        self._put_remote_aside()
        lesson = self.lesson
        if lesson is not None:
            self.lesson_kept = self.writes[LESSON_KEY] = dump_lesson(lesson, self.game, self.ai_seed, active=False)
            self.mode, self.level = self.before_lesson
        self.lesson = None

    # ----- a game's review -----

    def start_review(self, side: str | None = None) -> None:
        """Review the game shown (the replay's, else the game in play) for ``side`` (by default the one
        person's side, else the side in view): at once if it was reviewed before."""
        game = None if self.replaying else self.recorded_game()
        if game is None and not self.replaying:
            return
        record = self.replaying[0] if self.replaying else dumps(game)
        own = self.player() if self.mode in VS_COMPUTER else self.viewer
        side = side if side in SIDES and self.may_review_both() else own
        result = stored_result(self.reviews, record, side)
        self.reviewing = Reviewing(record, side, None if result else GameReview(Reading(record, side)), result)

    def may_review_both(self) -> bool:
        """May either side's decisions be reviewed? When watching, or once the game is over: in a hot-seat game
        still going, a review of the other side's decisions would tell its player's secrets (R-SECRET)."""
        return self.mode == "watch" or (self.mode in ("hotseat", "remote") and self.game.winner is not None)

    def review_work(self) -> GameReview | None:
        """The review's search while it runs (the page steps it in slices)."""
        reviewing = self.reviewing
        return reviewing.search if reviewing and reviewing.result is None else None

    def reviewed(self) -> None:
        """The review's search is done: its result is shown and kept."""
        reviewing = self.reviewing
        if reviewing and reviewing.search and reviewing.search.done and reviewing.result is None:
            reviewing.result = reviewing.search.result()
            self.writes[REVIEWS_KEY] = keep_result(self.reviews, reviewing.record, reviewing.side, reviewing.result)

    def close_review(self) -> None:
        """Stop the review (a search under way is dropped) or close it."""
        self.reviewing = None

    def review_jump(self, move: int) -> None:
        """From the review to the replay of its game, at the position of the decision made at ``move``."""
        if self.reviewing is None:
            return
        record = self.reviewing.record
        total = len(parse(record)["moves"])
        moment = next((d for d in self.reviewing.result.decisions if d.move == move), None) \
            if self.reviewing.result else None
        self.replay_moment = (record, self.reviewing.side, moment) if moment else None
        self.reviewing = None
        self.replaying = (record, min(max(move, 0), total), total)
        self._work = None

    def dismiss_welcome(self) -> None:
        self.welcome = False

    def accepts_file(self, size: int) -> bool:
        """May a file of ``size`` bytes be read as a game record? If not, ``message`` says why."""
        try:
            check_file_size(size)
        except RecordError as error:
            self.message = Message("message.import_failed", str(error))
            return False
        return True

    def import_record(self, text: str) -> bool:
        """A game record from a file becomes the game in play, with the mode and level it was played
        in; a bad record changes nothing (``message`` says why)."""
        events: list[dict[str, Any]] = []
        try:
            data = parse(text)
            game = replay(text, events=events)
        except RecordError as error:
            self.message = Message("message.import_failed", str(error))
            return False
        self._put_lesson_aside()
        if data.get("mode") in MODES:
            self.mode = data["mode"]
        if data.get("level") in LEVELS:
            self.level = data["level"]
        self.adopt(game, events)
        return True

    def adopt(self, game: Game, events: list[dict[str, Any]] | None = None) -> None:
        """Carry on with a game from elsewhere (an imported record, the terminal's saved games) in the
        current mode; ``events``: everything that happened in it, for the log."""
        self._put_lesson_aside()
        viewer = self.mode if self.mode in VS_COMPUTER else (game.to_move or DRACULA)
        self._adopt(game, events or [], viewer, handover=self.mode == "hotseat" and game.to_move is not None,
                    counted=game.to_move is None, ai_seed=None)

    def _adopt(self, game: Game, events: list[dict[str, Any]], viewer: str, handover: bool, counted: bool,
               ai_seed: int | None) -> None:
        self.game = game
        self.viewer = viewer
        self.handover = handover
        self.passing = False  # hot-seat: the turn has passed; the move shows, then the device changes hands
        self.counted = counted
        self.ai_seed = ai_seed if ai_seed is not None else self.entropy.randrange(2**31)
        self.takebacks = 0
        self.undo_floor = len(game.history)  # no take-back goes back before the game came here
        self.selected: int | None = None
        self.hint: Hint | None = None
        self.hinting = False
        self.confirm: Confirm | None = None
        self.resolution: RoundEnd | None = None  # a round's end being shown, step by step
        self.rested = False  # the pause before the computer's next move is over
        self.watch_paused = False  # watching: the computer waits for "step" or "play"
        self.step_once = False  # watching, paused: one step goes through
        self.replaying: tuple[str, int, int] | None = None  # a replay: the record, its step and its moves
        self.refusal: Refusal | None = None
        self.replay_moment: tuple[str, str, Judged] | None = None  # a review's moment opened: record, side, it
        self.journal = Journal(events, self.humans())
        self.coach.clear()
        self.recent = last_turn(events)  # the side that moved last, and its turn's events
        self.shown: list[dict[str, Any]] = []  # the events of the latest motions (seen by each viewer as theirs)
        self.motion_seconds = 0.0
        self.changed: frozenset[int] = frozenset()
        self._work: Work | None = None
        self._settle()

    # ----- who does what -----

    def humans(self) -> set[str]:
        if self.remote is not None:
            return {self.remote.party.side}
        if self.mode == "hotseat":
            return set(SIDES)
        if self.mode == "watch":
            return set()
        return {self.mode}

    def acting(self) -> bool:
        """May the person at the screen decide now?"""
        return (self.resolution is None and not self.handover and self.replaying is None and self.confirm is None
                and not self.elsewhere and self.game.to_move == self.viewer and self.viewer in self.humans())

    def computer_to_move(self) -> bool:
        return self.remote is None and self.game.to_move is not None and self.game.to_move not in self.humans()

    def can_undo(self) -> bool:
        """Against the computer, the player's own decisions since the last thing that came to light
        (a draw, an effect 2 or 3, a trade, anything the computer did) can be taken back."""
        return (self.mode in VS_COMPUTER and self.resolution is None and self.replaying is None
                and self.confirm is None and len(self.game.history) > self.undo_floor and not self.guided())

    def guided(self) -> bool:
        """Is a lesson's script deciding every move now?"""
        return self.lesson is not None and self.lesson.guided

    # ----- commands -----

    def click(self, target: str) -> None:
        """A click on a target of the table: a move, or the first slot of a swap (ignored when it
        does nothing now). A call, or exposing a card the player already knows, asks first."""
        self.refusal = None
        if not self.acting():
            return
        action = self._targets().get(target)
        if action == SELECT:
            self.selected = int(target.split("-")[1])
            self._save()
        elif action == UNSELECT:
            self.selected = None
            self._save()
        elif action == "call" and self.confirm_call:
            self.confirm = Confirm("call", {})
        elif action is not None and action.startswith("expose") and self._known_to_viewer(Action.parse(action).slot):
            self.confirm = Confirm("expose_known", {"action": action, "slot": Action.parse(action).slot})
        elif action is not None:
            self._play(action)

    def refuse(self, place: str) -> bool:
        """A click on a place that is not offered: True (and the screen's refusal says why, in the rules'
        terms) when there is something to say; the game is untouched."""
        line = why_not(self.game.view(self.viewer), place) if self.acting() and place not in self._targets() else None
        if line is not None:
            self.refusal = Refusal(self.refusal.number + 1 if self.refusal else 1, place, line)
        return line is not None

    def _targets(self) -> dict[str, str]:
        """What a click on each target of the table does now (in a lesson, only what the step points at)."""
        targets = click_map(self.game.legal_actions(), self.selected)
        return self.lesson.targets(targets, self.selected) if self.lesson is not None else targets

    def _known_to_viewer(self, slot: int) -> bool:
        """Does the viewer already know the opponent's card in ``slot`` (R-MEMORY)?"""
        return self.game.view(self.viewer)["holders"][other(self.viewer)][slot - 1] is not None

    def answer(self, yes: bool, remember: bool = False) -> None:
        """The player's answer to a confirmation (``remember``: do not ask again before a call)."""
        confirm, self.confirm = self.confirm, None
        self._work = None
        if confirm is None:
            return
        if confirm.kind == "call" and remember:
            self.confirm_call = False
            self._store_prefs()
        if not yes:
            return
        if confirm.kind == "new_game":
            self.new_game(str(confirm.params["mode"]), str(confirm.params["level"]))
        elif confirm.kind == "call":
            self._play("call")
        else:
            self._play(str(confirm.params["action"]))

    def act(self, action: str) -> None:
        """Play ``action`` (notation) for the person at the screen, without confirmations (the
        terminal); IllegalAction when it is not legal, or not theirs to play now."""
        if not self.acting():
            raise IllegalAction("it is not your decision now")
        self.game.clone().play(action)  # an illegal action raises here and changes nothing
        if self.guided() and str(Action.parse(action)) not in self._targets().values():
            raise IllegalAction("the lesson asks for another move now")
        self._play(str(Action.parse(action)))

    def hand_over(self) -> None:
        """Hot-seat: the player to move has the device; show their cards."""
        if self.handover:
            self.handover = False
            self.changed = frozenset()
            self._save()

    def carry_on(self) -> None:
        """Continue after a round's summary: the next round begins."""
        if self.resolution is not None and self.resolution.at_summary:
            self._finish_resolution()

    def undo(self) -> None:
        """Take back the player's last decision (see can_undo); the game counts as one with take-backs."""
        if not self.can_undo():
            return
        floor, takebacks, viewer = self.undo_floor, self.takebacks + 1, self.viewer
        events: list[dict[str, Any]] = []
        record = dumps(self.game)
        game = replay(record, upto=len(self.game.history) - 1, events=events)
        self._adopt(game, events, viewer, handover=False, counted=self.counted, ai_seed=self.ai_seed)
        self.undo_floor, self.takebacks = floor, takebacks

    def ask_hint(self) -> None:
        """Ask the hard player what it would do in the viewer's place (against the computer only)."""
        if self.acting() and self.mode in VS_COMPUTER and not self.hinting and self.hint is None and not self.guided():
            self.hinting = True
            self._work = None

    def switch_view(self) -> None:
        """Watching the computer play itself: follow the other side's view (refused in other modes,
        where it would show a player the other side's cards)."""
        if self.mode == "watch":
            self.viewer = other(self.viewer)
            self._save()

    def pause(self, paused: bool) -> None:
        """Watching: stop the computer between steps, or let it play on."""
        if self.mode == "watch":
            self.watch_paused = paused
            self._work = None

    def step(self) -> None:
        """Watching, paused: one step (a move, or a step of a round's end) goes through."""
        if self.mode == "watch" and self.watch_paused:
            self.step_once = True
            self.rested = True
            self._work = None

    def set_language(self, lang: str) -> None:
        if lang in LANGUAGES:
            self.lang = lang
            self._store_prefs()

    def set_speed(self, speed: str) -> None:
        if speed in SPEEDS:
            self.speed = speed
            self._store_prefs()

    def set_sound(self, on: bool) -> None:
        self.sound = bool(on)
        self._store_prefs()

    def set_coach(self, on: bool) -> None:
        self.coach_pref = bool(on)
        self._store_prefs()

    def coaching(self) -> bool:
        """Does the coach judge the player's decisions now? Only against the computer (in hot-seat a note
        would tell the other player something), never while a lesson's script decides; by default for the
        player's first games against the computer."""
        if self.mode not in VS_COMPUTER or self.guided():
            return False
        return self.coach_setting()

    def coach_setting(self) -> bool:
        """The coach as set: as the player chose, else on for their first games against the computer."""
        if self.coach_pref is not None:
            return self.coach_pref
        finished = sum(count for key, row in self.stats.items() if " vs " in key
                       for outcome, count in row.items() if outcome in ("won", "lost"))
        return finished < FIRST_GAMES

    def coach_work(self) -> CoachJob | None:
        """A decision of the player's to judge, its search begun (the page runs it in slices while the game
        goes on); None when there is none."""
        return self.coach.work(self.ai_seed) if self.coaching() else None

    def coached(self, job: CoachJob, verdict) -> None:
        """The verdict on a decision (ai.coach.Verdict, or None: no note)."""
        self.coach.judged(job, verdict)

    def set_stun(self, typed: str) -> bool:
        """The STUN server for live play (kept in the settings); False, and nothing changed, if
        ``typed`` is not a STUN server's address. Only this server is ever contacted, and only live."""
        address = stun_address(typed)
        if address is None:
            return False
        if address != self.stun:
            self.stun = address
            self._store_prefs()
        return True

    def set_confirm_call(self, on: bool) -> None:
        self.confirm_call = bool(on)
        self._store_prefs()

    def not_stored(self) -> None:
        """The page could not store what it was given (storage full or turned off): the game plays on, and the
        player is told once, plainly, with the game to download; the notice stays until a save works."""
        if not self.cannot_save:
            self.message = Message("message.save_failed", "", kept=self.export(), words="message.save_failed_body")
        self.cannot_save = True

    def stored(self) -> None:
        """Everything asked for was stored."""
        self.cannot_save = False

    def dismiss_message(self) -> None:
        self.message = None

    def recorded_game(self) -> Game | None:
        """The game a replay, a review or an export is made of: the game in play; a friend's game
        once it is over, rebuilt from both sides' published keys as the engine's own (Party.record),
        and none before (its cards are not all known)."""
        if self.remote is None:
            return self.game
        return self.remote.party.record() if self.remote.party.winner else None

    def start_replay(self) -> None:
        """Step through the game in play from its first move (the game itself is untouched)."""
        game = self.recorded_game()
        if game is not None:
            self.replaying = (dumps(game), 0, len(game.history))
            self.replay_moment = None
            self._work = None

    def replay_step(self, delta: int) -> None:
        if self.replaying:
            record, step, total = self.replaying
            self.replaying = (record, min(max(step + delta, 0), total), total)

    def _replay_state(self, record: str, step: int, total: int) -> Replay:
        """The replay's step; at a review's moment, that decision and the better one's places on the table."""
        if self.replay_moment is None:
            return Replay(step, total)
        moment_record, side, moment = self.replay_moment
        if (moment_record, moment.move) != (record, step):
            return Replay(step, total)
        return Replay(step, total, moment, action_targets(moment.best, own=side == self.viewer))

    def leave_replay(self) -> None:
        self.replaying = None

    def export(self) -> tuple[str, str]:
        """The game in play as a record file: its name and text (seed, moves, mode and level; sealed while
        the game is in progress, records.shareable). A friend's game, once over, with the side played
        (ValueError before: there is nothing to export yet)."""
        if self.remote is None:
            return shareable(self.game, mode=self.mode, level=self.level)
        game = self.recorded_game()
        if game is None:
            raise ValueError("a friend's game is exported once it is over")
        party = self.remote.party
        return f"dracula-vs-van-helsing-friend-{party.game_id}.json", dumps(game, mode="remote", side=party.side)

    @property
    def has_writes(self) -> bool:
        return bool(self.writes) or self.unsaved

    def take_writes(self) -> dict[str, str]:
        """What to store (key -> text) since the last call."""
        if self.unsaved and self.remote is not None:
            self.unsaved = False  # remote games are stored apart: the game in play stays as it was
            self.writes[REMOTE_KEY] = dump_remote_games(self.remote_games, self.remote.party.game_id, self.inbox,
                                                        self.tab)
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
                "counted": self.counted, "ai_seed": self.ai_seed, "selected": self.selected,
                "takebacks": self.takebacks, "tab": self.tab})

    # ----- two tabs of one browser (one stored game) -----

    def stored_elsewhere(self, text: str | None) -> None:
        """Another tab stored a game (``text``): if it is not this tab's, that tab has taken the game
        over, and this one stops playing and saving it (it may take it back: ``play_here``)."""
        if self.tab is not None and owner_of(text) != self.tab and not self.elsewhere:
            self.elsewhere = True
            self._work = None

    def remote_elsewhere(self, text: str | None) -> None:
        """Another tab stored the friends' games (``text``): if a friend's game is in play here, that
        tab plays it now, and this one applies and sends nothing (it may take it back: ``play_here``);
        otherwise this tab's list follows what was stored."""
        if self.tab is None or remote_owner(text) in (None, self.tab):
            return
        if self.remote is not None:
            self.elsewhere = True
            self._work = None
        else:
            self.remote_games, _, _ = load_remote_games(text)

    def play_here(self, text: str | None, remote_text: str | None = None) -> None:
        """Take the game back from the other tab: carry on from what it stored, and claim it (the other
        tab then stops). A friend's game is taken up as the other tab left it (``remote_text``)."""
        self.elsewhere = False
        if self.remote is not None:
            game_id = self.remote.party.game_id
            games, _, _ = load_remote_games(remote_text)
            if game_id in games:
                self.remote = None
                self.remote_games = games
                self.open_remote(game_id)
            self._save()
            return
        if not (text and self.resume(text)):
            self._save()

    def stats_elsewhere(self, text: str | None) -> None:
        """Another tab counted a game: carry on from its statistics, so that results add up."""
        self.stats, self.stats_unknown = load_stats(text, LEVELS)

    # ----- work that happens on its own -----

    @property
    def slowness(self) -> float:
        """How long steps stay on screen, against the normal pace (the speed setting, and ``pace``)."""
        return SPEEDS[self.speed] * self.pace

    def work(self) -> Work | None:
        """What must happen before anything else changes on screen, if anything; the same object
        until it is reported done."""
        if self._work is None:
            self._work = self._next_work()
        return self._work

    def _next_work(self) -> Work | None:
        if self.replaying is not None or self.confirm is not None or self.elsewhere:
            return None
        if self.mode == "watch" and self.watch_paused and not self.step_once:
            return None
        if self.passing:
            return Wait((self.motion_seconds + PASS_SECONDS) * self.slowness, "handover")
        resolution = self.resolution
        if resolution is not None:
            if resolution.at_summary:
                return Wait(SUMMARY_SECONDS * self.slowness, "summary") if self.mode == "watch" else None
            return Wait(DISTRICT_SECONDS * self.slowness, "round_end")
        if self.computer_to_move():
            scripted = self.lesson.their_move(self.game) if self.lesson is not None else None
            if self.guided() and scripted is None:
                return None  # the lesson's words come first
            if not self.rested:
                return Wait((STEP_SECONDS + self.motion_seconds) * self.slowness, "pause")
            side = self.game.to_move
            thinking = Decided(scripted) if scripted else start(self.game.view(side), self.level, self._ai_rng("move"))
            return Think(thinking, side, "move")
        if self.hinting and self.acting():
            return Think(start(self.game.view(self.viewer), "hard", self._ai_rng("hint")), self.viewer, "hint")
        return None

    def _ai_rng(self, purpose: str) -> random.Random:
        """The computer's randomness for one decision: from its own seed, which carries nothing of
        the deal (the game's seed would tell every hidden card), and the public move count."""
        return random.Random(f"{self.ai_seed}:{len(self.game.history)}:{purpose}")

    def waited(self, work: Work) -> None:
        """A Wait is over: show the next step."""
        if work is not self._work:
            return
        self._work = None
        self.step_once = False
        resolution = self.resolution
        if work.why == "handover":
            self.passing = False
            self.viewer, self.handover, self.changed = self.game.to_move or self.viewer, True, frozenset()
            self._save()
        elif resolution is None:
            self.rested = True
        elif resolution.at_summary or resolution.step + 1 == resolution.steps:
            self._finish_resolution()
        else:
            resolution.step += 1
            told = resolution.events_at(resolution.step)
            self.journal.tell(told)
            self._show(told)

    def _finish_resolution(self) -> None:
        after = self.resolution.after if self.resolution else []
        self.resolution = None
        if any(event["type"] == "deal" for event in after):
            self.recent = (None, [])  # new cards: the last turn's places and words no longer apply
        self.journal.tell(after)
        self._show(after)
        self._settle()

    def decided(self, work: Work, action: str, chance: float | None = None) -> None:
        """A Think is over: the computer plays its move, or the hint is shown."""
        if work is not self._work or not isinstance(work, Think):
            return
        self._work = None
        self.step_once = False
        if work.purpose == "hint":
            self.hinting = False
            self.hint = Hint(action, chance)
            return
        self._play(action)

    # ----- changes -----

    def _play(self, action: str) -> None:
        """Play one action of the side to move, and tell what happened (a round's end step by step)."""
        mover = self.game.to_move
        if mover in self.humans() and self.mode in VS_COMPUTER:
            self.coach.note = None  # a new decision: the note on the last one has been read
            if self.coaching():
                self.coach.judge(self.game.view(mover), action, len(self.game.history))
        events = self.game.play(action, side=mover)
        self._happened(mover, events)
        if self.remote is not None:
            self.remote.flush()

    def _happened(self, mover: str | None, events: list[dict[str, Any]]) -> None:
        """Tell what a move (by anyone) brought about: at once, a round's end step by step."""
        self.selected, self.hint, self.hinting, self.confirm = None, None, False, None
        self._work = None
        self.rested = False
        now = events
        for index, event in enumerate(events):
            if event["type"] == "round_end":
                now = events[: index + 1]
                self.resolution = RoundEnd(events[index:])
                break
        if mover not in self.humans() or any(event["type"] in REVEALING for event in now):
            self.undo_floor = len(self.game.history)
        side, turn = self.recent
        self.recent = (mover, (turn if side == mover else []) + now)
        self.changed = frozenset(
            event["slot"] for event in events[: len(now)]
            if event["type"] in ("keep", "reveal", "trade") and event.get("side") == self.viewer == mover)
        self.journal.tell(now)
        self._show(now)
        self._settle()

    def _show(self, events: list[dict[str, Any]]) -> None:
        """Show ``events`` as motions (numbered, so that each is shown once; made for whoever looks)."""
        self.shown = events
        self.motion_seconds = motions_of(events, self.viewer)[1]
        self.motion_count += 1

    def _settle(self) -> None:
        """After a change: the next hot-seat player takes the device once the move (or a round's end)
        has been shown; a finished game counts in the statistics; everything is saved."""
        game = self.game
        if self.lesson is not None:
            self.lesson.advance(game, showing_round_end=self.resolution is not None)
        if (self.mode == "hotseat" and self.resolution is None and game.to_move is not None
                and game.to_move != self.viewer and not self.handover):
            self.passing = True  # the move shows first (work: a wait), then the hand-over
        if game.winner and not self.counted and self.remote is None:
            count_result(self.stats, self.mode, self.level, self.player(), game.winner, self.takebacks > 0)
            self.writes[STATS_KEY] = dump_stats(self.stats, self.stats_unknown)
            self.counted = True
        self._save()

    def chosen(self) -> tuple[str, str]:
        """The mode and level New game offers: the player's own last choice, never a friend's game
        or the lesson (which New game cannot start)."""
        return self.before_lesson if self.remote is not None or self.lesson is not None else (self.mode, self.level)

    def player(self) -> str:
        """The side of the one person playing against the computer (Dracula otherwise)."""
        return self.mode if self.mode in VS_COMPUTER else DRACULA

    def _save(self) -> None:
        """The autosave is due: what rebuilds the game and the session's settings (take_writes)."""
        self.unsaved = True

    def _store_prefs(self) -> None:
        mode, level = (self.mode, self.level) if self.mode in MODES else self.before_lesson
        self.writes[PREFS_KEY] = dump_prefs({**self.prefs_kept, "lang": self.lang, "mode": mode, "level": level,
                                             "speed": self.speed, "sound": self.sound,
                                             "confirm_call": self.confirm_call,
                                             **({} if self.coach_pref is None else {"coach": self.coach_pref}),
                                             **({"stun": self.stun} if self.stun else {})})

    # ----- what to show -----

    def screen(self) -> Screen:
        acting = self.acting()
        view = self.game.view(self.viewer)
        log = self.journal.log(self.viewer)
        replay_state = None
        if self.replaying is not None:
            record, step, total = self.replaying
            events: list[dict[str, Any]] = []
            board = Board.of_view(replay(record, upto=step, events=events).view(self.viewer))
            log = tuple(lines_for(events, self.viewer, self.viewer in self.humans()))
            replay_state = self._replay_state(record, step, total)
        elif self.resolution is not None:
            board = self.resolution.board(self.viewer)
        else:
            board = Board.of_view(view)
        if self.handover:
            board = board_of_backs(board)
            log = ()
        side, turn = self.recent
        shown_turn = None
        if not self.handover and self.replaying is None and (side != self.viewer or self.mode == "watch"):
            shown_turn = last_move(side, turn, self.viewer, self.viewer in self.humans())
        return Screen(
            board=board, mode=self.mode, level=self.level, viewer=self.viewer, prompt=self._prompt(view, acting),
            targets=self._targets() if acting else {},
            selected=self.selected if acting else None, log=log,
            announcement=(self.journal.told, () if self.handover else self.journal.news_for(self.viewer)),
            changed=self.changed if acting else frozenset(),
            busy=self.busy(),
            handover=self.handover, hint=self.hint if acting else None, hinting=self.hinting and acting,
            can_hint=acting and self.mode in VS_COMPUTER and not self.hinting and not self.guided(),
            can_switch_view=self.mode == "watch", over=self._over(), replay=replay_state, message=self.message,
            motions=(self.motion_count, () if self.handover else motions_of(self.shown, self.viewer)[0]),
            last_move=shown_turn,
            summary=self.resolution.summary() if self.resolution and self.resolution.at_summary else None,
            confirm=self.confirm, can_undo=self.can_undo(),
            watching=("paused" if self.watch_paused else "playing") if self.mode == "watch" else None,
            settings=Settings(self.speed, self.sound, self.confirm_call, self.coach_setting(), self.stun),
            cannot_save=self.cannot_save,
            coach=self.coach.note if self.mode in VS_COMPUTER and not self.handover else None,
            review=self.reviewing,
            elsewhere=self.elsewhere,
            lesson=self.lesson.card() if self.lesson is not None and self.replaying is None else None,
            welcome=self.welcome,
            remote=self.remote_screen(),
            remote_games=self.remote_list(),
            refusal=self.refusal if self.acting() else None,
            rematch=self._rematch(),
        )

    def remote_screen(self) -> RemoteScreen | None:
        """A friend's game's panel; nothing to send while another tab plays the game."""
        if self.remote is None:
            return None
        screen = self.remote.screen()
        return replace(screen, outbox=None, last=None) if self.elsewhere else screen

    def busy(self) -> bool:
        """Is something playing out on its own (the computer, a round's end, a move before a hand-over)?"""
        if self.passing or (self.resolution is not None and not self.resolution.at_summary):
            return True
        if self.guided() and self.lesson is not None and self.lesson.their_move(self.game) is None:
            return False  # the lesson's words hold the computer back
        return (self.computer_to_move() and self.replaying is None and self.resolution is None
                and self.confirm is None)

    def rematch(self, swap: bool) -> None:
        """Once a game is over, the next one at a press, at the same level: the same side, or the other."""
        if self._rematch() and (not swap or "swap" in self._rematch()):
            self.new_game(other(self.mode) if swap else self.mode, self.level)

    def _rematch(self) -> tuple[str, ...]:
        """What the board offers once a game is over: play again, and against the computer, swap sides."""
        if not self.game.winner or self.resolution is not None or self.replaying is not None or self.lesson:
            return ()
        return ("again", "swap") if self.mode in VS_COMPUTER else ("again",) if self.mode == "hotseat" else ()

    def _over(self) -> Over | None:
        game = self.game
        if not game.winner or self.resolution is not None:
            return None
        reason = (f"log.game_over_{game.win_reason}", {"winner": game.winner, "district": game.win_district + 1})
        result = record = None
        if self.remote is not None:
            result = "won" if game.winner == self.viewer else "lost"
        elif self.mode in VS_COMPUTER:
            result = "won" if game.winner == self.mode else "lost"
            row = self.stats.get(stats_key(self.mode, self.level, self.mode), {})
            record = (row.get("won", 0), row.get("lost", 0))
        note = None
        if self.remote is not None and self.remote.screen().outbox:
            note = "over.send_last"  # the friend's page ends the game once it has this side's last message
        return Over(game.winner, reason, result, tuple(self.journal.rounds), record, self.takebacks, note)

    def _prompt(self, view: dict[str, Any], acting: bool) -> Line:
        """What the viewer is asked to do now, or told is happening."""
        if self.handover:
            return "handover.title", {"side": self.viewer}
        if self.replaying is not None:
            return "replay.title", {}
        if self.resolution is not None:
            return self.resolution.banner()
        if self.game.winner:
            return "prompt.game_over", {}
        if self.confirm is not None:
            return f"confirm.{self.confirm.kind}", dict(self.confirm.params)
        if not acting and self.remote is not None:
            return self._remote_prompt()
        if not acting:
            key = "ui.thinking" if self.computer_to_move() and self.busy() else "prompt.waiting"
            return key, {"side": self.game.to_move}
        verbs = {Action.parse(a).verb for a in view["legal_actions"]}
        if "call" in verbs:
            return "prompt.draw_or_call", {}
        if "draw" in verbs:
            return ("prompt.last_turn", {"side": view["caller"]}) if view["caller"] else ("prompt.draw", {})
        if "keep" in verbs:
            return ("prompt.keep", {"card": view["drawn"]}) if "discard" in verbs else ("prompt.keep_eight", {})
        if "swap" in verbs and self.selected is not None:
            return "prompt.swap_second", {"slot": self.selected}
        # an effect to carry out: the prompt names the card discarded for it, and what the choice does
        return f"prompt.{verbs.pop()}", {"card": view["discards"][-1], "colour": view["trump"]}


    def _remote_prompt(self) -> Line:
        """What the player of a remote game waits for."""
        remote = self.remote
        party = remote.party
        if remote.dispute is not None:
            return "prompt.remote_stopped", {}
        if not party.holds_turn_to_speak():
            if party.to_move == party.side:  # still this side's turn: the answer brings a card it may see
                return ("prompt.remote_send_cards" if remote.live != "on" else "prompt.remote_cards"), {}
            return ("prompt.remote_send" if remote.live != "on" else "prompt.remote_live"), {"side": other(party.side)}
        if party.to_move == party.side:
            return "prompt.remote_cards", {}
        if party.round_over():
            return "prompt.remote_keys", {}
        return "prompt.waiting", {"side": other(party.side)}


def last_turn(events: list[dict[str, Any]]) -> tuple[str | None, list[dict[str, Any]]]:
    """The side that moved last in ``events`` (a game taken up from elsewhere), and its last turn."""
    turn: list[dict[str, Any]] = []
    side = None
    for event in events:
        if event["type"] == "deal":  # a new round: nothing of the turns before it is on the table
            side, turn = None, []
            continue
        mover = event.get("side") if event["type"] not in ("turn",) else None
        if mover is None:
            continue
        if mover != side:
            side, turn = mover, []
        turn.append(event)
    return side, turn


def board_of_backs(board: Board) -> Board:
    """The table with every card turned down (a hot-seat hand-over: nobody's cards show)."""
    return Board(viewer=board.viewer, round=board.round, rounds=board.rounds, health=board.health,
                 vampires=board.vampires, ranking=board.ranking, holders=dict.fromkeys(SIDES, (None,) * 5),
                 face_up=dict.fromkeys(SIDES, (False,) * 5), opponent_knows=(False,) * 5,
                 deck_size=board.deck_size, deck_top=None, discards=())
