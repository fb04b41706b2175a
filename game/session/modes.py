"""Who plays a game: one value of ``Mode``, never a loose string (a typo would be a silent new mode)."""

from __future__ import annotations

from enum import StrEnum

from ..sides import DRACULA, VAN_HELSING


class Mode(StrEnum):
    """A game's mode. A StrEnum: stored, compared and shown as its plain text ("hotseat")."""

    DRACULA = DRACULA  # the person plays Dracula against the computer
    VAN_HELSING = VAN_HELSING  # the person plays Van Helsing against the computer
    HOTSEAT = "hotseat"  # two people at one device, passing it between turns
    WATCH = "watch"  # the computer plays itself
    REMOTE = "remote"  # a friend on another device (game/fair): never chosen from New game


MODES = (Mode.DRACULA, Mode.VAN_HELSING, Mode.HOTSEAT, Mode.WATCH)  # what New game starts and a save holds
VS_COMPUTER = (Mode.DRACULA, Mode.VAN_HELSING)
EXPERT = "expert"  # the level that thinks in the page's worker, ponders there, and gives the hint and the coach
