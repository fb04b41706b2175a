"""Which game is in play: a new one, a stored one taken up, the lesson, an imported record; and
what is put aside meanwhile (the lesson or a friend's game, stored to be taken up again)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import DRACULA, VAN_HELSING, Game, new_game
from ..ai import LEVELS
from ..lesson import LEVEL as LESSON_LEVEL
from ..lesson import lesson_game
from ..records import RecordError, parse, replay
from .journal import Journal
from .last_move import last_turn
from .lesson import LESSON_KEY, Lesson
from .lesson import dump as dump_lesson
from .lesson import load as load_lesson
from .modes import MODES, VS_COMPUTER, Mode
from .phase import Phase, Watching
from .round_end import RoundEnd
from .screen import Confirm, Hint, Message, Refusal, Work
from .storage import AUTOSAVE_KEY, SavedGameError, resume
from .targets import SELECT, click_map

if TYPE_CHECKING:
    from ..ai.review import Judged


class Games:
    """The Session's part that changes the game in play (mixed into Session; one model)."""

    def new_game(self, mode: str, level: str, seed: int | None = None) -> None:
        """Start a new game (what runs for the old one stops: its reports are ignored)."""
        if mode not in MODES:
            raise ValueError(f"unknown mode {mode!r}: one of {', '.join(MODES)}")
        self.mode, self.level = Mode(mode), level if level in LEVELS else "normal"
        self.elsewhere = False  # a game started here is this tab's, whatever another tab plays
        self._put_aside()
        game = new_game(seed=seed if seed is not None else self.entropy.randrange(2**31))
        # in hot-seat the first player takes the device before any card shows
        self._adopt(game, [], VAN_HELSING if mode == VAN_HELSING else DRACULA, handover=mode == Mode.HOTSEAT,
                    result_settled=False, ai_seed=None)
        self._store_prefs()

    def ask_new_game(self, mode: str, level: str) -> None:
        """A new game, asked for by the player: in the middle of a game, only once they confirm."""
        if self.game.history and self.game.winner is None and self.humans():
            self.confirm = Confirm("new_game", {"mode": mode, "level": level})
            self._replan()
        else:
            self.new_game(mode, level)

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
        self._put_aside()
        self.mode, self.level = settings["mode"], settings["level"]
        handover = self.mode == Mode.HOTSEAT and game.to_move is not None  # whoever holds the device now
        self._adopt(game, events, settings["viewer"], handover, settings["counted"], settings["ai_seed"])
        if settings["daily"] is not None:
            self.resume_daily(settings["daily"])
        self.takebacks = settings["takebacks"]
        if settings["selected"] in range(1, 6) and SELECT in click_map(game.legal_actions()).values():
            self.selected = settings["selected"]  # the first slot of a swap, chosen before the reload
        return True

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
            self.own_choice = (self.mode, self.level)  # the player's own choice, for the game after the lesson
            if self.unsaved:
                self.write_autosave()  # the game in play is stored as it is now, to come back to
        self.mode, self.level = Mode.DRACULA, LESSON_LEVEL
        self.lesson = lesson
        self._adopt(game, events, DRACULA, handover=False, result_settled=True, ai_seed=ai_seed)

    def lesson_next(self) -> None:
        """The player read a step's words: on to the next."""
        if self.lesson is not None:
            self.lesson.next()
            self._replan()
            self._settle()

    def leave_lesson(self, stored_game: str | None) -> None:
        """Back from the lesson (kept, to be taken up again) to the game in play (``stored_game``, its
        autosave), or to a new game if there is none."""
        if self.lesson is None:
            return
        self._put_aside()
        if not (stored_game and self.resume(stored_game)):
            self.new_game(self.mode, self.level)

    def _put_aside(self) -> None:
        """What stands in for the player's own game (the lesson, or a friend's game) stops being the
        game in play: it is stored to be taken up again, and the player's own mode and level return."""
        self._put_remote_aside()
        lesson = self.lesson
        if lesson is not None:
            self.lesson_kept = self.writes[LESSON_KEY] = dump_lesson(lesson, self.game, self.ai_seed, active=False)
            self.mode, self.level = self.own_choice
        self.lesson = None

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
        self._put_aside()
        if data.get("mode") in MODES:
            self.mode = Mode(data["mode"])
        if data.get("level") in LEVELS:
            self.level = data["level"]
        self.adopt(game, events)
        return True

    def adopt(self, game: Game, events: list[dict[str, Any]] | None = None) -> None:
        """Carry on with a game from elsewhere (an imported record, the terminal's saved games) in the
        current mode; ``events``: everything that happened in it, for the log."""
        self._put_aside()
        viewer = self.mode if self.mode in VS_COMPUTER else (game.to_move or DRACULA)
        self._adopt(game, events or [], viewer, handover=self.mode == Mode.HOTSEAT and game.to_move is not None,
                    result_settled=game.to_move is None, ai_seed=None)

    def _adopt(self, game: Game, events: list[dict[str, Any]], viewer: str, handover: bool, result_settled: bool,
               ai_seed: int | None) -> None:
        self.game = game
        self.daily = None  # the daily deal sets itself after (dailies.py)
        self.viewer = viewer
        self.phase = Phase.HANDOVER if handover else Phase.SHOWING
        self.result_settled = result_settled  # nothing left to count: counted, or never counted here
        self.ai_seed = ai_seed if ai_seed is not None else self.entropy.randrange(2**31)
        self.takebacks = 0
        self.undo_floor = len(game.history)  # no take-back goes back before the game came here
        self.selected: int | None = None
        self._targets_kept: tuple[tuple[Game, int, int | None], dict[str, str]] | None = None  # table._targets
        self.hint: Hint | None = None
        self.hinting = False
        self.confirm: Confirm | None = None
        self.resolution: RoundEnd | None = None  # a round's end being shown, step by step
        self.watching = Watching.PLAYING  # watching: whether the computer plays on, or waits for a step
        self.replaying: tuple[str, int, int] | None = None  # a replay: the record, its step and its moves
        self.refusal: Refusal | None = None  # the last wrong tap and the rules' reason, until the next click
        self.replay_moment: tuple[str, str, Judged] | None = None  # a review's moment opened: record, side, it
        self.journal = Journal(events, self.humans())
        self.coach.clear()
        self.recent = last_turn(events)  # the side that moved last, and its turn's events
        self.shown: list[dict[str, Any]] = []  # the events of the latest motions (seen by each viewer as theirs)
        self.motion_seconds = 0.0
        self.changed: frozenset[int] = frozenset()
        self._work: Work | None = None
        self._settle()

    def chosen(self) -> tuple[str, str]:
        """The mode and level New game offers: the player's own last choice, never a friend's game
        or the lesson (which New game cannot start)."""
        elsewhere = self.remote is not None or self.lesson is not None or self.daily is not None
        return self.own_choice if elsewhere else (self.mode, self.level)
