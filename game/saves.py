"""Loading a save (save_format.py): trust nothing.

``load_game`` checks every field of the text, then that the position it describes is one the rules
can reach (reachable.py), and only then makes it a game. Anything else raises SaveError (a
ValueError) naming the first problem found.
"""

from __future__ import annotations

from typing import Any

from .cards import CARD_OF_CODE, CODES, COLOURS, DECK_SIZE
from .engine import SEED_LIMIT, SHUFFLES, Game, parse_deck, parse_ranking
from .jsontext import excerpt, read_json
from .notation import pack_moves
from .position import (
    CITIZENS,
    DISTRICTS,
    HOLDER_SIZE,
    MARK_NAMES,
    OVER,
    PHASE_NAMES,
    ROUNDS,
    START_HEALTH,
    WIN_REASONS,
    Outcome,
    Position,
)
from .reachable import Unreachable, check
from .save_format import FORMAT, KEYS, VERSION
from .sides import SIDES

MARK_OF_NAME = {name: mark for mark, name in enumerate(MARK_NAMES)}
MAX_TEXT = 1_000_000  # a real save is about 3 kB
MAX_MOVES = ROUNDS * (3 * 22 + 1)  # per round at most 22 draws, 22 discards, 22 effects and a call


class SaveError(ValueError):
    """A save that cannot be loaded; the message says what is wrong with it."""


def load_game(text: object) -> Game:
    """The game saved in ``text``; SaveError (a ValueError) saying what is wrong otherwise."""
    data = read_json(text, SaveError, "a save", MAX_TEXT)
    try:
        position = _position(data)
        check(position)
    except SaveError:
        raise
    except Unreachable as error:
        raise SaveError(f"this position cannot happen in a game: {error}") from None
    except (TypeError, KeyError, IndexError, AttributeError, ValueError, OverflowError, RecursionError) as error:
        raise SaveError(f"corrupt save: {error}") from None
    return Game.from_position(position)


def _position(data: Any) -> Position:
    """The position a save's fields describe, each field checked for its form."""
    if not isinstance(data, dict):
        raise SaveError("not a save: expected a JSON object")
    if data.get("format") != FORMAT:
        raise SaveError("not a Dracula vs Van Helsing save (its 'format' field is missing or different)")
    version = data.get("version")
    if not _is_int(version) or version < 1:
        raise SaveError(f"the save's version is not valid: {version!r}")
    if version > VERSION:
        raise SaveError(f"this save was made by a newer version of the game (save version {version};"
                        f" this one reads up to {VERSION})")
    missing = [k for k in KEYS if k not in data]
    if missing:
        raise SaveError(f"the save lacks {', '.join(missing)}")
    extra = sorted(set(data) - set(KEYS))
    if extra:
        raise SaveError(f"the save has unknown fields: {', '.join(map(str, extra[:5]))}")
    try:
        ranking = parse_ranking(data["ranking"])
    except ValueError as error:
        raise SaveError(f"ranking: {error}") from None
    drawn = data["drawn"]
    effect = data["effect"]
    if effect is not None and (not _is_int(effect) or effect not in (1, 3, 4, 6, 7)):
        raise SaveError(f"effect: {effect!r} is not an effect that waits for a choice (1, 3, 4, 6 or 7)")
    to_move, caller, winner = data["to_move"], data["caller"], data["winner"]
    reason, district = data["win_reason"], data["win_district"]
    moves = data["moves"]
    if not isinstance(moves, list) or len(moves) > MAX_MOVES:
        raise SaveError(f"moves: expected a list of at most {MAX_MOVES} moves, got {excerpt(moves)}")
    try:
        history = pack_moves(moves)
    except ValueError as error:
        raise SaveError(f"moves: {error}") from None
    phase = PHASE_NAMES.index(_choice(data, "phase", PHASE_NAMES))
    if (to_move is None) != (phase == OVER):
        raise SaveError("phase, winner, win_reason and to_move disagree about whether the game is over")
    return Position(
        seed=_int(data, "seed", -SEED_LIMIT, SEED_LIMIT - 1),
        shuffles=_shuffles(data["shuffles"]),
        start=_start(data["start"]),
        round=_int(data, "round", 1, ROUNDS),
        health=_int(data, "health", 0, START_HEALTH),
        vampires=_int_list(data, "vampires", DISTRICTS, 0, CITIZENS),
        colour_ranking=ranking,
        holders=[_cards(_per_side(data, "holders", s), f"holders.{s}", HOLDER_SIZE) for s in SIDES],
        marks=[_marks(_per_side(data, "marks", s), f"marks.{s}") for s in SIDES],
        deck=_cards(data["deck"], "deck", None)[::-1],
        top_up=_bool(data, "deck_top_face_up"),
        drawn=-1 if drawn is None else _cards([drawn], "drawn", 1)[0],
        drawn_up=_bool(data, "drawn_face_up"),
        pile=_cards(data["discards"], "discards", None),
        phase=phase,
        effect=effect or 0,
        mover=0 if to_move is None else SIDES.index(_choice(data, "to_move", SIDES)),
        caller=-1 if caller is None else SIDES.index(_choice(data, "caller", SIDES)),
        won_by=-1 if winner is None else SIDES.index(_choice(data, "winner", SIDES)),
        win_reason=None if reason is None else Outcome(_choice(data, "win_reason", WIN_REASONS)),
        win_district=-1 if district is None else _int(data, "win_district", 1, DISTRICTS) - 1,
        history=history,
        round_start=_int(data, "round_start", 0, len(history)),
    )


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _int(data: dict[str, Any], key: str, low: int, high: int) -> int:
    value = data[key]
    if not _is_int(value) or not low <= value <= high:
        raise SaveError(f"{key}: expected a whole number from {low} to {high}, got {excerpt(value)}")
    return value


def _int_list(data: dict[str, Any], key: str, length: int, low: int, high: int) -> list[int]:
    value = data[key]
    if not isinstance(value, list) or len(value) != length or not all(_is_int(v) and low <= v <= high for v in value):
        raise SaveError(f"{key}: expected {length} whole numbers from {low} to {high}, got {excerpt(value)}")
    return list(value)


def _bool(data: dict[str, Any], key: str) -> bool:
    value = data[key]
    if not isinstance(value, bool):
        raise SaveError(f"{key}: expected true or false, got {excerpt(value)}")
    return value


def _choice(data: dict[str, Any], key: str, options: tuple[str, ...]) -> str:
    value = data[key]
    if not isinstance(value, str) or value not in options:
        raise SaveError(f"{key}: expected one of {', '.join(options)}, got {excerpt(value)}")
    return value


def _per_side(data: dict[str, Any], key: str, side: str) -> Any:
    value = data[key]
    if not isinstance(value, dict) or set(value) != set(SIDES):
        raise SaveError(f"{key}: expected an object with exactly the keys {' and '.join(SIDES)}")
    return value[side]


def _cards(value: Any, where: str, length: int | None) -> list[int]:
    if not isinstance(value, list) or (length is not None and len(value) != length) or len(value) > DECK_SIZE:
        size = f"{length} card codes" if length is not None else "a list of card codes"
        raise SaveError(f"{where}: expected {size}, got {excerpt(value)}")
    cards = []
    for code in value:
        if not isinstance(code, str) or code not in CARD_OF_CODE:
            raise SaveError(f"{where}: {excerpt(code)} is not a card (like 'R5': colour R, G, Y or M, value 1-8)")
        cards.append(CARD_OF_CODE[code])
    return cards


def _marks(value: Any, where: str) -> list[int]:
    if not isinstance(value, list) or len(value) != HOLDER_SIZE or not all(m in MARK_OF_NAME for m in map(str, value)):
        raise SaveError(f"{where}: expected {HOLDER_SIZE} of {', '.join(MARK_OF_NAME)}, got {excerpt(value)}")
    return [MARK_OF_NAME[m] for m in value]


def _shuffles(value: Any) -> list[int]:
    message = f"shuffles: expected {ROUNDS} hexadecimal numbers below 32!, got {excerpt(value)}"
    if not isinstance(value, list) or len(value) != ROUNDS:
        raise SaveError(message)
    numbers = []
    for text in value:
        if not isinstance(text, str) or not 0 < len(text) <= 32 or text.strip("0123456789abcdef"):
            raise SaveError(message)
        number = int(text, 16)
        if number >= SHUFFLES:
            raise SaveError(message)
        numbers.append(number)
    return numbers


def _start(value: Any) -> dict[str, Any] | None:
    if value is None:
        return None
    if not isinstance(value, dict) or set(value) != {"deck", "ranking"}:
        raise SaveError("start: expected null or an object with 'deck' and 'ranking'")
    try:
        deck, ranking = parse_deck(value["deck"]), parse_ranking(value["ranking"])
    except ValueError as error:
        raise SaveError(f"start: {error}") from None
    return {"deck": [CODES[c] for c in deck], "ranking": [COLOURS[c] for c in ranking]}
