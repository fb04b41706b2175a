"""What the session says to show: the screen, and the work that must happen on its own.

All plain data. Words are message keys with their parameters (``Line``); the page and the terminal
write them in the player's language (i18n.text).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..ai.thinking import Thinking
from .board import Board

Line = tuple[str, dict[str, Any]]  # a message key and its parameters


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
    """The hard player's advice for the person to move."""

    action: str
    chance: float | None  # its estimate of the chance to win the game after it


@dataclass(frozen=True)
class Over:
    """The game is over: who won and why."""

    winner: str
    reason: Line


@dataclass(frozen=True)
class Message:
    """Something went wrong: a title, the reason, and data that did not load, offered as a download."""

    title: str  # a message key
    reason: str
    kept: tuple[str, str] | None = None  # (file name, text)


@dataclass(frozen=True)
class Replay:
    """A finished or unfinished game shown move by move (the game in play is untouched)."""

    step: int
    total: int


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
