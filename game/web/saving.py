"""What the page keeps in the browser's storage: the game in play, and the player's statistics.

Pure Python (app.py does the storing). The autosave holds the game's record (seed and
moves: it replays the log) and its full save (the engine's state); both must agree, so
neither a stale nor a tampered autosave is ever played. Anything that does not load is
reported with a reason, never silently dropped: the page offers it as a download.
"""

from __future__ import annotations

import json
from typing import Any

from .. import Game, load_game
from ..records import record_of, replay
from ..sides import SIDES

AUTOSAVE_KEY = "dvvh.autosave"
STATS_KEY = "dvvh.stats"
FORMAT = "dracula-vs-van-helsing/autosave"
VERSION = 1
MODES = ("dracula", "van_helsing", "hotseat", "watch")


class SavedGameError(ValueError):
    """Stored data that cannot be resumed; the message says why."""


def autosave(game: Game, mode: str, level: str, viewer: str, handover: bool, counted: bool) -> str:
    return json.dumps({
        "format": FORMAT, "version": VERSION, "record": record_of(game), "state": game.to_json(),
        "mode": mode, "level": level, "viewer": viewer, "handover": handover, "counted": counted,
    })


def resume(text: str, levels: tuple[str, ...]) -> tuple[Game, list[dict[str, Any]], dict[str, Any]]:
    """The game, its events (for the log) and the page's settings from an autosave."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise SavedGameError("the saved game is damaged (it is not JSON)") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SavedGameError("the stored data is not a saved game of this version")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SavedGameError("the saved game has no valid version")
    if version > VERSION:
        raise SavedGameError(f"the saved game comes from a newer version of the game (save version {version})")
    events: list[dict[str, Any]] = []
    try:
        game = replay(json.dumps(data.get("record")), events=events)
        state = load_game(data.get("state"))
    except ValueError as error:
        raise SavedGameError(f"the saved game is damaged: {error}") from None
    if state.to_json() != game.to_json():
        raise SavedGameError("the saved game is damaged: its moves and its state disagree")
    settings = {
        "mode": data.get("mode") if data.get("mode") in MODES else "dracula",
        "level": data.get("level") if data.get("level") in levels else "normal",
        "viewer": data.get("viewer") if data.get("viewer") in SIDES else SIDES[0],
        "handover": data.get("handover") is True,
        "counted": data.get("counted") is True,
    }
    return game, events, settings


def stats_key(mode: str, level: str, side: str) -> str:
    """Statistics are kept per side and opponent: 'van_helsing vs hard', 'hotseat'..."""
    if mode == "hotseat":
        return "hotseat"
    if mode == "watch":
        return f"watch {level}"
    return f"{side} vs {level}"


def load_stats(text: str | None) -> dict[str, dict[str, int]]:
    """The statistics: for each kind of game, games won and lost (hot-seat: won by each side)."""
    try:
        data = json.loads(text) if text else {}
    except (ValueError, RecursionError):
        return {}
    table = data.get("results") if isinstance(data, dict) else None
    if not isinstance(table, dict):
        return {}
    clean: dict[str, dict[str, int]] = {}
    for key, counts in table.items():
        if isinstance(key, str) and isinstance(counts, dict):
            clean[key] = {k: v for k, v in counts.items() if isinstance(k, str) and isinstance(v, int) and v >= 0}
    return clean


def count_result(stats: dict[str, dict[str, int]], mode: str, level: str, human: str, winner: str) -> None:
    """Add one finished game to the statistics."""
    row = stats.setdefault(stats_key(mode, level, human), {})
    outcome = f"{winner} won" if mode in ("hotseat", "watch") else ("won" if winner == human else "lost")
    row[outcome] = row.get(outcome, 0) + 1


def dump_stats(stats: dict[str, dict[str, int]]) -> str:
    return json.dumps({"version": 1, "results": stats})
