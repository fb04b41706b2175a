"""The two sides. Inside the engine a side is an index; outside it is its name."""

from __future__ import annotations

DRACULA = "dracula"
VAN_HELSING = "van_helsing"
SIDES: tuple[str, str] = (DRACULA, VAN_HELSING)
SIDE_INDEX: dict[str, int] = {DRACULA: 0, VAN_HELSING: 1}
TITLES: dict[str, str] = {DRACULA: "Dracula", VAN_HELSING: "Van Helsing"}


def side_index(side: object) -> int:
    """0 for Dracula, 1 for Van Helsing; ValueError for anything else."""
    try:
        return SIDE_INDEX[side]  # type: ignore[index]
    except (KeyError, TypeError):
        raise ValueError(f"not a side: {side!r} (use 'dracula' or 'van_helsing')") from None


def other(side: str) -> str:
    """The opponent of a side (by name)."""
    return VAN_HELSING if side == DRACULA else DRACULA
