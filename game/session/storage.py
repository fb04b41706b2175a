"""What a session keeps between visits: the game in play, the player's preferences and statistics.

Pure Python: the page (or the terminal) does the storing, under the keys below. The autosave holds
what rebuilds the game and nothing more: its record (seed and moves, replayed through the engine,
so a stored game is always one the rules allow; sealed, so reading the storage does not show the
deal: R-SECRET) and the session's settings. Anything that does
not load is reported with a reason, never silently dropped.
"""

from __future__ import annotations

import json
import re
from typing import Any

from .. import Game
from ..jsontext import read_json
from ..records import replay, sealed_record_of
from ..sides import SIDES
from .modes import MODES, VS_COMPUTER, Mode

AUTOSAVE_KEY = "dvvh.autosave"
STATS_KEY = "dvvh.stats"
PREFS_KEY = "dvvh.prefs"
FORMAT = "dracula-vs-van-helsing/autosave"
VERSION = 3  # 3 seals the record; 2 held it readable, 1 also the engine's whole state (ignored): both read
MAX_TEXT = 400_000
STATS_VERSION = 1
KEPT_PREFS = "kept"  # in the preferences read: the fields of a newer build, to be written back unchanged


class SavedGameError(ValueError):
    """Stored data that cannot be resumed; the message says why."""


def autosave(game: Game, settings: dict[str, Any]) -> str:
    """The game's record and the session's ``settings`` (mode, level, viewer, handover, counted, ai_seed,
    the first slot of a swap being made, and how many decisions were taken back)."""
    return json.dumps({"format": FORMAT, "version": VERSION, "record": sealed_record_of(game), **settings})


def resume(text: str, levels: tuple[str, ...],
           events: list[dict[str, Any]] | None = None) -> tuple[Game, dict[str, Any]]:
    """The game and the settings in an autosave (every event of the game is appended to ``events``)."""
    data = read_json(text, SavedGameError, "a saved game", MAX_TEXT)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SavedGameError("the stored data is not a saved game of this version")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SavedGameError("the saved game has no valid version")
    if version > VERSION:
        raise SavedGameError(f"the saved game comes from a newer version of the game (save version {version})")
    try:
        game = replay(json.dumps(data.get("record")), events=events)
    except ValueError as error:
        raise SavedGameError(f"the saved game is damaged: {error}") from None
    mode = data.get("mode")
    if mode not in MODES:
        raise SavedGameError(f"the saved game's mode is not one of {', '.join(MODES)}")
    viewer = data.get("viewer")
    if viewer not in SIDES:
        raise SavedGameError("the saved game does not say whose view it shows")
    if mode in VS_COMPUTER and viewer != mode:
        raise SavedGameError(f"the saved game shows {viewer}'s cards in a game where the player is {mode}")
    ai_seed, selected, takebacks = data.get("ai_seed"), data.get("selected"), data.get("takebacks")
    settings = {
        "mode": Mode(mode),
        "level": data.get("level") if data.get("level") in levels else "normal",
        "viewer": viewer,
        "handover": data.get("handover") is True,
        "counted": data.get("counted") is True,
        "ai_seed": ai_seed if isinstance(ai_seed, int) and not isinstance(ai_seed, bool) else None,
        "selected": selected if isinstance(selected, int) and not isinstance(selected, bool) else None,
        "takebacks": takebacks if isinstance(takebacks, int) and not isinstance(takebacks, bool) and takebacks > 0
        else 0,
        "daily": data.get("daily") if isinstance(data.get("daily"), dict) else None,  # the daily deal's day
    }
    return game, settings


def owner_of(text: str | None) -> str | None:
    """The browser tab a stored game belongs to (None: unknown, or not a saved game)."""
    try:
        data = read_json(text, ValueError, "a saved game", MAX_TEXT)
    except ValueError:
        return None
    tab = data.get("tab") if isinstance(data, dict) else None
    return tab if isinstance(tab, str) else None


SPEEDS = {"slow": 1.6, "normal": 1.0, "fast": 0.45, "instant": 0.0}  # how long each step shows, by setting
DEFAULT_PREFS: dict[str, Any] = {"speed": "normal", "sound": True, "confirm_call": True}


STUN_SERVER = re.compile(r"(?P<host>(?:[A-Za-z0-9-]{1,63}\.)*[A-Za-z0-9-]{1,63}|\[[0-9A-Fa-f:.]{2,45}\])"
                         r"(?::(?P<port>\d{1,5}))?")


def stun_address(text: str) -> str | None:
    """The STUN server a player typed, as WebRTC takes it (``stun:host:port``), or "" for none;
    None if it is not one. A bare ``host`` or ``host:port`` is taken as a STUN server's."""
    text = text.strip()
    if not text:
        return ""
    scheme = "stun"
    for prefix in ("stuns:", "stun:"):
        if text.lower().startswith(prefix):
            scheme, text = prefix[:-1], text[len(prefix):]
            break
    match = STUN_SERVER.fullmatch(text)
    if match is None or (match["port"] and not 0 < int(match["port"]) < 65536):
        return None
    return f"{scheme}:{match['host']}" + (f":{match['port']}" if match["port"] else "")


def load_prefs(text: str | None, languages: tuple[str, ...], levels: tuple[str, ...]) -> dict[str, Any]:
    """The preferences that are valid; anything else is dropped (a default takes its place)."""
    try:
        prefs = read_json(text, ValueError, "preferences", 10_000) if text else {}
    except ValueError:
        return {}
    if not isinstance(prefs, dict):
        return {}
    allowed: dict[str, tuple[Any, ...]] = {"lang": languages, "mode": tuple(map(str, MODES)), "level": levels,
                                           "speed": tuple(SPEEDS), "sound": (True, False),
                                           "confirm_call": (True, False), "coach": (True, False)}
    chosen = {key: prefs[key] for key, options in allowed.items()
              if key in prefs and any(type(prefs[key]) is type(option) and prefs[key] == option for option in options)}
    stun = prefs.get("stun")
    address = stun_address(stun) if isinstance(stun, str) and len(stun) <= 300 else None
    if address:
        chosen["stun"] = address
    kept = {key: value for key, value in prefs.items() if key not in allowed and key != "stun"}
    if kept:  # a newer build's settings: this build writes them back as they were
        chosen[KEPT_PREFS] = kept
    return chosen


def dump_prefs(prefs: dict[str, Any]) -> str:
    return json.dumps(prefs)


FRIEND = "friend"  # the opponent a friend's game is counted against: 'dracula vs friend'


def stats_key(mode: str, level: str, side: str) -> str:
    """Statistics are kept per side and opponent: 'van_helsing vs hard', 'hotseat', 'dracula vs friend'..."""
    if mode == Mode.HOTSEAT:
        return "hotseat"
    if mode == Mode.WATCH:
        return f"watch {level}"
    if mode == Mode.REMOTE:
        return f"{side} vs {FRIEND}"
    return f"{side} vs {level}"


def stats_keys(levels: tuple[str, ...]) -> set[str]:
    """Every kind of game this build counts."""
    return ({"hotseat"} | {f"watch {level}" for level in levels}
            | {f"{side} vs {level}" for side in SIDES for level in (*levels, FRIEND)})


def load_stats(text: str | None, levels: tuple[str, ...]) -> tuple[dict[str, dict[str, int]], dict[str, Any]]:
    """The statistics: for each kind of game, games won and lost (hot-seat: won by each side);
    and, kept apart, the entries this build does not know (from a newer build, or malformed),
    which are neither shown nor lost: they are written back as they were."""
    try:
        data = read_json(text, ValueError, "statistics", 100_000) if text else {}
    except ValueError:
        return {}, {}
    table = data.get("results") if isinstance(data, dict) else None
    if not isinstance(table, dict):
        return {}, {}
    known = stats_keys(levels)
    clean: dict[str, dict[str, int]] = {}
    unknown: dict[str, Any] = {}
    for key, counts in table.items():
        if key in known and isinstance(counts, dict) and all(
                isinstance(k, str) and type(v) is int and v >= 0 for k, v in counts.items()):
            clean[key] = dict(counts)
        else:
            unknown[key] = counts
    return clean, unknown


def count_result(stats: dict[str, dict[str, int]], mode: str, level: str, human: str, winner: str,
                 takebacks: bool = False) -> None:
    """Add one finished game to the statistics (a game with take-backs is counted as one, too)."""
    row = stats.setdefault(stats_key(mode, level, human), {})
    outcome = f"{winner} won" if mode in (Mode.HOTSEAT, Mode.WATCH) else ("won" if winner == human else "lost")
    row[outcome] = row.get(outcome, 0) + 1
    if mode in VS_COMPUTER and (outcome == "won" or row.get("streak")):  # wins in a row, and the most ever
        row["streak"] = row.get("streak", 0) + 1 if outcome == "won" else 0
        row["best_streak"] = max(row.get("best_streak", 0), row["streak"])
    if takebacks:
        row["takebacks"] = row.get("takebacks", 0) + 1


def count_friend_result(stats: dict[str, dict[str, int]], side: str, winner: str, forfeit: bool) -> None:
    """Add one finished game with a friend: won or lost, and whether it was won by forfeit (the
    friend abandoned it, withholding a round's key, or was caught cheating)."""
    count_result(stats, Mode.REMOTE, FRIEND, side, winner)
    if forfeit:
        row = stats[stats_key(Mode.REMOTE, FRIEND, side)]
        row["forfeits"] = row.get("forfeits", 0) + 1


def dump_stats(stats: dict[str, dict[str, int]], unknown: dict[str, Any] | None = None) -> str:
    return json.dumps({"version": STATS_VERSION, "results": {**(unknown or {}), **stats}})
