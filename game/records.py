"""Game records: the seed and every move, so a game replays exactly (exports, autosaves, replays).

A record is small and readable: the deal is rebuilt from the seed (and the explicit first
deal, if the game had one), then each move is played in notation through the engine, so a
record cannot describe anything the rules would not allow. ``replay`` checks every field,
and raises RecordError (a ValueError) saying what is wrong and, for a bad move, where.

The seed decides every card, so the record of a game still in progress keeps its seed, first deal
and moves sealed (sealed.py, R-SECRET): a finished game is exported readable, one in progress is not.
"""

from __future__ import annotations

import json
from typing import Any

from .engine import Game, IllegalAction, new_game
from .jsontext import clip, excerpt, read_json
from .sealed import seal, unseal

FORMAT = "dracula-vs-van-helsing/record"
VERSION = 3  # 3 may hold each round's shuffle (a deal made elsewhere); 2 the deal sealed; 1 reads as always
DEAL_FIELDS = ("seed", "start", "moves", "shuffles")
MAX_TEXT = 200_000
MAX_MOVES = 400


class RecordError(ValueError):
    """A record that cannot be replayed; the message says why."""


MAX_FILE_BYTES = 4 * MAX_TEXT  # UTF-8 takes at most four bytes a character


def check_file_size(size: int) -> None:
    """A file too large to be a record is refused by its size, before it is read (reading and
    decoding hundreds of megabytes would stall the page for nothing)."""
    if size > MAX_FILE_BYTES:
        raise RecordError(f"this file is too large to be a game record ({size:,} bytes; a record is at most "
                          f"{MAX_FILE_BYTES:,})")


def record_of(game: Game, **extra: Any) -> dict[str, Any]:
    """The record of ``game`` as a JSON-safe dict; ``extra`` fields (mode, level...) ride along. A
    game dealt elsewhere (a friend's game, game/fair) holds its rounds' shuffles, which the seed
    does not give; only such a record needs version 3, the others stay readable by older builds."""
    record = {"format": FORMAT, "version": 2, "seed": game.seed, "start": game.start, "moves": game.moves}
    if game.shuffles != new_game(seed=game.seed).shuffles:
        record.update(version=3, shuffles=list(game.shuffles))
    return {**record, **extra}


def sealed_record_of(game: Game, **extra: Any) -> dict[str, Any]:
    """The record of ``game`` with its seed, first deal and moves sealed (a game in progress)."""
    record = record_of(game)
    deal = {key: value for key, value in record.items() if key in DEAL_FIELDS}
    return {"format": FORMAT, "version": record["version"], "sealed": seal(deal), **extra}


def dumps(game: Game, **extra: Any) -> str:
    return json.dumps(record_of(game, **extra), indent=1)


def shareable(game: Game, **extra: Any) -> tuple[str, str]:
    """The record a player may take away, as a file's name and text: readable once the game is over;
    while it is not, sealed, and named by its round and move (the seed would show the deal)."""
    if game.to_move is None:
        return f"dracula-vs-van-helsing-{game.seed}.json", dumps(game, **extra)
    return (f"dracula-vs-van-helsing-round-{game.round}-move-{len(game.moves)}.json",
            json.dumps(sealed_record_of(game, **extra), indent=1))


def parse(text: object) -> dict[str, Any]:
    """The record in ``text`` (checked for shape, not yet replayed)."""
    data = read_json(text, RecordError, "a game record", MAX_TEXT)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError("this file is not a Dracula vs Van Helsing game record")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise RecordError(f"this record's version is not valid: {version!r}")
    if version > VERSION:
        raise RecordError(f"this record was made by a newer version of the game (record version {version};"
                          f" this one reads up to {VERSION})")
    if "sealed" in data:
        try:
            deal = unseal(data["sealed"])
        except ValueError as error:
            raise RecordError(f"this record cannot be read: {error}") from None
        data = {**{k: v for k, v in data.items() if k != "sealed"}, **{k: deal.get(k) for k in DEAL_FIELDS}}
    moves = data.get("moves")
    if not isinstance(moves, list) or len(moves) > MAX_MOVES or not all(isinstance(m, str) for m in moves):
        raise RecordError(f"the record's moves must be a list of at most {MAX_MOVES} actions")
    seed = data.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise RecordError("the record's seed must be a whole number")
    return data


def replay(text: object, upto: int | None = None, events: list[dict[str, Any]] | None = None) -> Game:
    """The game a record describes, after all its moves (or the first ``upto``); the events
    of every move are appended to ``events`` when it is given (to rebuild a game's log)."""
    data = parse(text)
    start, shuffles = data.get("start"), data.get("shuffles")
    if shuffles is not None and not isinstance(shuffles, list):
        raise RecordError("the record's shuffles must be a list of each round's permutation number")
    try:
        if start is None:
            game = new_game(seed=data["seed"], shuffles=shuffles)
        elif isinstance(start, dict) and set(start) == {"deck", "ranking"}:
            game = new_game(seed=data["seed"], deck=start["deck"], ranking=start["ranking"], shuffles=shuffles)
        else:
            raise RecordError("the record's first deal must be null or an object with 'deck' and 'ranking'")
    except RecordError:
        raise
    except ValueError as error:
        raise RecordError(f"the record's game cannot start: {error}") from None
    moves = data["moves"] if upto is None else data["moves"][:upto]
    for number, move in enumerate(moves, 1):
        try:
            happened = game.play(move)
        except IllegalAction as error:
            raise RecordError(f"move {number} ({excerpt(move)}) is not legal: {clip(str(error), 120)}") from None
        if events is not None:
            events.extend(happened)
    return game
