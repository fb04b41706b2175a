"""Where the table's flow stands: one value each, instead of booleans that only make sense together."""

from __future__ import annotations

from enum import Enum


class Phase(Enum):
    """Between two decisions: what the screen shows before the next one may be taken."""

    SHOWING = "showing"  # a change is on screen; the computer waits a moment before its next move
    READY = "ready"  # that moment is over: the computer may move (or a watcher's step goes through)
    PASSING = "passing"  # hot-seat: the mover sees their settled move, then the device changes hands
    HANDOVER = "handover"  # hot-seat: every card face down until the next player takes the device


class Watching(Enum):
    """Watching the computer play itself: whether it plays on, waits, or takes one step and waits."""

    PLAYING = "playing"
    PAUSED = "paused"
    STEP = "step"  # paused, and one step (a move, or a step of a round's end) goes through
