"""What the session says to show: the screen, and the work that must happen on its own.

All plain data. Words are message keys with their parameters (``Line``); the page and the terminal
write them in the player's language (i18n.text).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..ai.thinking import Thinking
from ..describe import Line
from .board import Board
from .coach import CoachNote
from .daily_record import DailyDays, DayResult
from .journal import RoundRecap
from .last_move import LastMove
from .lesson import LessonCard
from .motion import Motion
from .remote import RemoteGame, RemoteScreen
from .reviewing import Reviewing
from .round_end import Summary

if TYPE_CHECKING:
    from ..ai.review import Judged  # the review loads when first used (issue 35)


@dataclass(eq=False)
class Wait:
    """Let ``seconds`` pass, then report back (``Session.waited``): a pause before the computer's
    move, or the time a step of a round's end stays on screen."""

    seconds: float
    why: str  # "pause" or "round_end"


@dataclass(eq=False)
class Think:
    """Let a computer player think (step it until done or out of budget), then report its choice
    (``Session.decided``). ``purpose``: "move" (the computer's own move) or "hint" (advice)."""

    thinking: Thinking
    side: str
    purpose: str


Work = Wait | Think


@dataclass(frozen=True)
class Hint:
    """The computer's advice for the person to move: the hard player's, or in a game against the expert the
    expert's."""

    action: str
    chance: float | None  # its estimate of the chance to win the game after it


@dataclass(frozen=True)
class DailyScreen:
    """The daily deal in play: its number and day, the day's counted game or practice; at its end, the result
    (nothing of its cards, to share)."""

    number: int
    date: str
    practice: bool
    result: DayResult | None = None


@dataclass(frozen=True)
class PuzzleChoice:
    """One of a puzzle's options as the solver sees it: in words, whether it was tried and found wrong, and once
    the puzzle is over, its chance to win (and standard error) from the search and whether it is the answer."""

    action: str
    words: Line
    tried: bool
    chance: float | None = None
    error: float | None = None
    best: bool = False


@dataclass(frozen=True)
class PuzzleScreen:
    """The puzzles: the list (``number`` None: each puzzle's outcome on this device, today's puzzle), or one
    puzzle: the solver's board (their view only, R-SECRET), what a tap there does, and once answered right
    or shown, every option's chance to win and the reason the answer is best."""

    number: int | None
    total: int
    outcomes: tuple[str, ...]  # per puzzle, the record's outcome ("" never tried)
    daily: int  # today's puzzle
    solved: int
    board: Board | None = None
    clicks: Mapping[str, str] = field(default_factory=dict)
    selected: int | None = None
    state: str = "asking"  # "asking", "solved" or "shown"
    choices: tuple[PuzzleChoice, ...] = ()
    hint: Line | None = None  # after a wrong answer
    reason: tuple[str, Mapping[str, float]] | None = None  # once over: why (puzzle.Puzzle.reason)
    side: str = ""
    themes: tuple[str, ...] = ()
    gain: float = 0.0
    error: float = 0.0
    worlds: int = 0
    first: bool = False  # solved at the first answer
    missed: bool = False  # the last tap on the board answered nothing: the page says where to tap
    marked: frozenset[str] = frozenset()  # once over: the answer's places on the board


@dataclass(frozen=True)
class Over:
    """The game is over: who won and why, said to the player; the rounds, and the player's record."""

    winner: str
    reason: Line
    result: str | None  # "won" or "lost" for the one person playing against the computer, else None
    rounds: tuple[RoundRecap, ...]
    record: tuple[int, int] | None  # the player's games won and lost against this level as this side
    takebacks: int  # decisions taken back in this game
    streak: int = 0  # against the computer: games won in a row, this one included
    best: int = 0  # the most games ever won in a row against this level as this side
    note: str | None = None  # a message key: what the player still has to do (send a friend the last message)


@dataclass(frozen=True)
class Confirm:
    """A question before a step that cannot be taken back: a new game in the middle of one, a call,
    exposing a card already known."""

    kind: str  # "new_game", "daily", "call" or "expose_known"
    params: dict[str, object]


@dataclass(frozen=True)
class Settings:
    """What the player chose: the speed of the table, sound, whether a call asks first, the coach,
    and the STUN server for live play."""

    speed: str
    sound: bool
    confirm_call: bool
    coach: bool = False  # the coach judges the player's decisions now
    stun: str = ""  # the STUN server for live play with a friend ("": none, nothing outside the site is contacted)


MAX_REASON = 240  # characters of a message's reason


@dataclass(frozen=True)
class Message:
    """Something went wrong: a title, the reason, and data that did not load, offered as a download."""

    title: str  # a message key
    reason: str
    kept: tuple[str, str] | None = None  # (file name, text)
    words: str | None = None  # a message key that says it all in the player's language (then no reason)
    params: dict[str, object] | None = None  # the values the words name

    def __post_init__(self) -> None:
        # a reason may quote the bad data: a short excerpt of it, never a whole 190 KB move
        if len(self.reason) > MAX_REASON:
            object.__setattr__(self, "reason", self.reason[:MAX_REASON - 1].rstrip() + "…")


@dataclass(frozen=True)
class Replay:
    """A finished or unfinished game shown move by move (the game in play is untouched); opened at a review's
    key moment, that decision (about to be made: ``step`` moves are behind it) and the better one's targets."""

    step: int
    total: int
    moment: Judged | None = None
    better: tuple[str, ...] = ()


@dataclass(frozen=True)
class Refusal:
    """A click that does nothing, answered: where (``mine-N``, ``theirs-N``, ``discard``) and why (a line of
    game/refusals.py), numbered so that each is shown (shaken) once."""

    number: int
    place: str
    line: Line


@dataclass(frozen=True)
class Screen:
    """Everything the viewer sees now."""

    board: Board
    mode: str
    level: str
    viewer: str
    prompt: Line
    targets: dict[str, str]  # what a click on each target does now (empty when the person may not act)
    selected: int | None  # the first slot of a swap being made
    log: tuple[Line, ...]  # what happened, as the viewer may know it, oldest first
    announcement: tuple[int, tuple[Line, ...]]  # the latest news for a screen reader, numbered
    changed: frozenset[int]  # the viewer's slots that just received a card
    busy: bool  # the computer is playing, or a round's end is being shown
    handover: bool  # hot-seat: every card is hidden until the viewer takes the device
    hint: Hint | None
    hinting: bool
    can_hint: bool
    can_switch_view: bool
    over: Over | None
    replay: Replay | None
    message: Message | None
    motions: tuple[int, tuple[Motion, ...]]  # the latest move as motions, numbered: each is shown once
    last_move: LastMove | None  # the other side's last turn, until the viewer's next decision
    summary: Summary | None  # a round's end, summed up: waits for Continue
    confirm: Confirm | None
    can_undo: bool
    watching: str | None  # watching the computer play itself: "playing" or "paused"
    settings: Settings
    cannot_save: bool = False  # the browser refused to store the game: it plays on, unsaved
    elsewhere: bool = False  # another tab of this browser took the game over: nothing to do here
    lesson: LessonCard | None = None  # the guided first game's step
    welcome: bool = False  # a first visit: the lesson, a game or the rules are offered first
    coach: CoachNote | None = None  # the coach's note on the player's last decision
    review: Reviewing | None = None  # a game's review, under way (its progress) or done (its result)
    remote: RemoteScreen | None = None  # a game against a friend on another device: its messages
    remote_games: tuple[RemoteGame, ...] = ()  # the remote games on this device
    lang: str = "en"  # the player's language: every word on screen is in it
    slowness: float = 1.0  # how long steps and motions stay on screen, against the normal pace (0: none)
    refusal: Refusal | None = None  # the last wrong tap, answered with the rules' reason, until the next click
    rematch: tuple[str, ...] = ()  # a game over: "again" (the same side and level) and "swap" (the other side)
    can_skip: bool = False  # a round's end shown district by district: one tap shows the rest
    chosen: tuple[str, str] = ("dracula", "normal")  # the mode and level New game offers first
    player: str = "dracula"  # the side the person plays (hot-seat: the one to move)
    may_review_both: bool = False  # a review may look at the game from either side
    stats: Mapping[str, Mapping[str, int]] = field(default_factory=dict)  # the player's statistics
    stats_unknown: int = 0  # statistics entries of a newer build, kept and not shown
    game_key: int = 0  # names the game in play: a new one's log is written afresh
    actions: tuple[str, ...] = ()  # the decisions the person may take now, in notation (the terminal's menu)
    daily: DailyScreen | None = None  # the daily deal, when it is the game in play
    daily_days: DailyDays = (frozenset(), ())  # the days begun, and each day's counted result (daily_record.py)
    puzzle: PuzzleScreen | None = None  # the puzzles, while they are open
