"""Saves: the whole game as JSON text, and a loader that trusts nothing.

The save holds the full true state, the move history, and the generator state: the game
draws the number of every round's deal from its seed when it starts (engine.permutation),
so those ``shuffles`` are all the randomness left, and a loaded game deals the same later
rounds as the original. ``load_game`` checks every field and every rule-level
invariant and raises ``SaveError`` (a ValueError) naming the first problem found.
"""

from __future__ import annotations

import json
from typing import Any

from .cards import CARD_OF_CODE, CODES, COLOURS, DECK_SIZE
from .engine import (
    CALL_AFTER,
    CITIZENS,
    DISTRICTS,
    DRAWN,
    EFFECT,
    EIGHT,
    FACE_UP,
    HIDDEN,
    HOLDER_SIZE,
    KNOWN,
    OVER,
    PHASE_NAMES,
    ROUNDS,
    SEED_LIMIT,
    SHUFFLES,
    START_HEALTH,
    TURN,
    WIN_REASONS,
    Game,
    parse_deck,
    parse_ranking,
)
from .jsontext import read_json
from .notation import ACTION_OF_NAME, CALL, DISCARD, DRAW, KEEP, NAMES, REVEAL
from .sides import SIDE_INDEX, SIDES

FORMAT = "dracula-vs-van-helsing/save"
VERSION = 1
MAX_TEXT = 1_000_000  # a real save is about 3 kB
MAX_MOVES = ROUNDS * (3 * 22 + 1)  # per round at most 22 draws, 22 discards, 22 effects and a call
MARK_NAMES = {HIDDEN: "hidden", KNOWN: "known", FACE_UP: "face_up"}
MARK_OF_NAME = {name: mark for mark, name in MARK_NAMES.items()}
KEYS = (
    "format", "version", "seed", "shuffles", "start", "round", "health", "vampires", "ranking", "holders", "marks",
    "deck", "deck_top_face_up", "drawn", "drawn_face_up", "discards", "phase", "effect", "to_move",
    "caller", "winner", "win_reason", "win_district", "moves", "round_start",
)


class SaveError(ValueError):
    """A save that cannot be loaded; the message says what is wrong with it."""


def dump(game: Game) -> str:
    """The game as JSON text (see the module docstring)."""
    def codes(cards: list[int]) -> list[str]:
        return [CODES[c] for c in cards]

    data = {
        "format": FORMAT,
        "version": VERSION,
        "seed": game.seed,
        "shuffles": [format(n, "x") for n in game.shuffles],  # hex: too big for JavaScript numbers
        "start": game.start,
        "round": game.round,
        "health": game.health,
        "vampires": list(game.vampires),
        "ranking": game.ranking,
        "holders": {SIDES[s]: codes(game.holders[s]) for s in (0, 1)},
        "marks": {SIDES[s]: [MARK_NAMES[m] for m in game.marks[s]] for s in (0, 1)},
        "deck": codes(game.deck[::-1]),
        "deck_top_face_up": game.top_up,
        "drawn": game.drawn_card,
        "drawn_face_up": game.drawn_up if game.drawn >= 0 else False,
        "discards": game.discards,
        "phase": PHASE_NAMES[game.phase],
        "effect": game.pending_effect,
        "to_move": game.to_move,
        "caller": None if game.caller < 0 else SIDES[game.caller],
        "winner": game.winner,
        "win_reason": game.win_reason,
        "win_district": game.win_district + 1 if game.win_district >= 0 else None,
        "moves": [[SIDES[m >> 6], NAMES[m & 63]] for m in game.history],
        "round_start": game.round_start,
    }
    return json.dumps(data, separators=(",", ":"))


def load_game(text: object) -> Game:
    """The game saved in ``text``; SaveError (a ValueError) saying what is wrong otherwise."""
    data = read_json(text, SaveError, "a save", MAX_TEXT)
    try:
        return _build(data)
    except SaveError:
        raise
    except (TypeError, KeyError, IndexError, AttributeError, ValueError, OverflowError, RecursionError) as error:
        raise SaveError(f"corrupt save: {error}") from None


def _build(data: Any) -> Game:
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

    game = Game.__new__(Game)
    game._events = None
    game.seed = _int(data, "seed", -SEED_LIMIT, SEED_LIMIT - 1)
    game.shuffles = _shuffles(data["shuffles"])
    game.start = _start(data["start"])
    game.round = _int(data, "round", 1, ROUNDS)
    game.health = _int(data, "health", 0, START_HEALTH)
    game.vampires = _int_list(data, "vampires", DISTRICTS, 0, CITIZENS)
    try:
        game._ranking = parse_ranking(data["ranking"])
    except ValueError as error:
        raise SaveError(f"ranking: {error}") from None
    game.holders = [_cards(_per_side(data, "holders", s), f"holders.{s}", HOLDER_SIZE) for s in SIDES]
    game.marks = [_marks(_per_side(data, "marks", s), f"marks.{s}") for s in SIDES]
    game.deck = _cards(data["deck"], "deck", None)[::-1]
    game._discards = _cards(data["discards"], "discards", None)
    drawn = data["drawn"]
    game.drawn = -1 if drawn is None else _cards([drawn], "drawn", 1)[0]
    game.top_up = _bool(data, "deck_top_face_up")
    game.drawn_up = _bool(data, "drawn_face_up")
    _check_all_cards(game)

    game.phase = PHASE_NAMES.index(_choice(data, "phase", PHASE_NAMES))
    effect = data["effect"]
    if effect is not None and (not _is_int(effect) or effect not in (1, 3, 4, 6, 7)):
        raise SaveError(f"effect: {effect!r} is not an effect that waits for a choice (1, 3, 4, 6 or 7)")
    game.effect = effect or 0
    to_move = data["to_move"]
    game.mover = 0 if to_move is None else SIDES.index(_choice(data, "to_move", SIDES))
    caller = data["caller"]
    game.caller = -1 if caller is None else SIDES.index(_choice(data, "caller", SIDES))
    winner = data["winner"]
    game._winner = -1 if winner is None else SIDES.index(_choice(data, "winner", SIDES))
    reason = data["win_reason"]
    game.win_reason = None if reason is None else _choice(data, "win_reason", WIN_REASONS)
    district = data["win_district"]
    game.win_district = -1 if district is None else _int(data, "win_district", 1, DISTRICTS) - 1
    game.history = _moves(data["moves"])
    game.round_start = _int(data, "round_start", 0, len(game.history))
    _check_consistency(game, to_move is None)
    return game


def _check_consistency(game: Game, nobody_to_move: bool) -> None:
    """Rule-level invariants: a loaded game must be one the rules could have reached."""
    over = game.phase == OVER
    if over != (game._winner >= 0) or over != nobody_to_move or over != (game.win_reason is not None):
        raise SaveError("phase, winner, win_reason and to_move disagree about whether the game is over")
    if (game.win_district >= 0) != (game.win_reason == "district"):
        raise SaveError("win_district is set exactly when a district was taken (win_reason 'district')")
    if over:
        if game.win_reason == "health" and (game._winner != 1 or game.health != 0):
            raise SaveError("a win by health is Van Helsing's, with Dracula's health at 0")
        if game.win_reason == "district" and (game._winner != 0 or game.vampires[game.win_district] != CITIZENS):
            raise SaveError("a win by district is Dracula's, with 4 vampires in that district")
        if game.win_reason == "rounds" and (game._winner != 0 or game.round != ROUNDS):
            raise SaveError("a win by rounds is Dracula's, at the end of round 5")
        if game.caller >= 0 or game.drawn >= 0 or game.effect:
            raise SaveError("a finished game has no caller, drawn card or pending effect")
        return
    if game.health == 0 or CITIZENS in game.vampires:
        raise SaveError("a win condition holds (R-WIN) but the game is not over")
    if (game.phase == DRAWN) != (game.drawn >= 0):
        raise SaveError("there is a drawn card exactly when the phase is 'drawn'")
    if game.drawn_up and game.drawn < 0:
        raise SaveError("drawn_face_up is set but there is no drawn card")
    if (game.phase == EFFECT) != bool(game.effect):
        raise SaveError("there is a pending effect exactly when the phase is 'effect'")
    if game.top_up and not game.deck:
        raise SaveError("the deck's top card is face up but the deck is empty")
    if game.phase == TURN and not game.deck:
        raise SaveError("a turn cannot start with an empty deck (R-EMPTY)")
    if any(c & 7 == EIGHT for c in game._discards):
        raise SaveError("an 8 in the discard pile ends the round at once (R-EIGHT), yet the round goes on")
    if game.caller >= 0:
        if game.caller == game.mover:
            raise SaveError("after a call the other side takes the last turn (R-CALL)")
        if len(game._discards) < CALL_AFTER:
            raise SaveError(f"a call needs at least {CALL_AFTER} discards (R-CALL)")
    if not game.legal():
        raise SaveError("the side to move would have no legal action")
    if len(game.history) > game.round_start:
        _check_round_moves(game)


def _check_round_moves(game: Game) -> None:
    """This round's public moves must account for the cards drawn and discarded."""
    moves = [m & 63 for m in game.history[game.round_start:]]
    draws = moves.count(DRAW)
    discards = sum(1 for a in moves if a == DISCARD or KEEP <= a < REVEAL)
    if draws != len(game._discards) + (game.drawn >= 0) or discards != len(game._discards):
        raise SaveError("this round's moves do not match the discard pile and the drawn card")
    if (CALL in moves) != (game.caller >= 0):
        raise SaveError("this round's moves and the caller disagree about a call")


def _check_all_cards(game: Game) -> None:
    """R-DECK: the 32 cards, each exactly once, between holders, deck, discards and the drawn card."""
    cards = game.holders[0] + game.holders[1] + game.deck + game._discards + ([game.drawn] if game.drawn >= 0 else [])
    seen: set[int] = set()
    twice = sorted({CODES[c] for c in cards if c in seen or seen.add(c)})  # type: ignore[func-returns-value]
    if twice:
        raise SaveError(f"cards appear more than once: {', '.join(twice)}")
    if len(cards) != DECK_SIZE:
        lost = sorted(set(CODES) - {CODES[c] for c in cards})
        raise SaveError(f"cards are missing: {', '.join(lost)}")


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _int(data: dict[str, Any], key: str, low: int, high: int) -> int:
    value = data[key]
    if not _is_int(value) or not low <= value <= high:
        raise SaveError(f"{key}: expected a whole number from {low} to {high}, got {_show(value)}")
    return value


def _int_list(data: dict[str, Any], key: str, length: int, low: int, high: int) -> list[int]:
    value = data[key]
    if not isinstance(value, list) or len(value) != length or not all(_is_int(v) and low <= v <= high for v in value):
        raise SaveError(f"{key}: expected {length} whole numbers from {low} to {high}, got {_show(value)}")
    return list(value)


def _bool(data: dict[str, Any], key: str) -> bool:
    value = data[key]
    if not isinstance(value, bool):
        raise SaveError(f"{key}: expected true or false, got {_show(value)}")
    return value


def _choice(data: dict[str, Any], key: str, options: tuple[str, ...]) -> str:
    value = data[key]
    if not isinstance(value, str) or value not in options:
        raise SaveError(f"{key}: expected one of {', '.join(options)}, got {_show(value)}")
    return value


def _per_side(data: dict[str, Any], key: str, side: str) -> Any:
    value = data[key]
    if not isinstance(value, dict) or set(value) != set(SIDES):
        raise SaveError(f"{key}: expected an object with exactly the keys {' and '.join(SIDES)}")
    return value[side]


def _cards(value: Any, where: str, length: int | None) -> list[int]:
    if not isinstance(value, list) or (length is not None and len(value) != length) or len(value) > DECK_SIZE:
        size = f"{length} card codes" if length is not None else "a list of card codes"
        raise SaveError(f"{where}: expected {size}, got {_show(value)}")
    cards = []
    for code in value:
        if not isinstance(code, str) or code not in CARD_OF_CODE:
            raise SaveError(f"{where}: {_show(code)} is not a card (like 'R5': colour R, G, Y or M, value 1-8)")
        cards.append(CARD_OF_CODE[code])
    return cards


def _marks(value: Any, where: str) -> list[int]:
    if not isinstance(value, list) or len(value) != HOLDER_SIZE or not all(m in MARK_OF_NAME for m in map(str, value)):
        raise SaveError(f"{where}: expected {HOLDER_SIZE} of {', '.join(MARK_OF_NAME)}, got {_show(value)}")
    return [MARK_OF_NAME[m] for m in value]


def _shuffles(value: Any) -> list[int]:
    message = f"shuffles: expected {ROUNDS} hexadecimal numbers below 32!, got {_show(value)}"
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


def _moves(value: Any) -> list[int]:
    if not isinstance(value, list) or len(value) > MAX_MOVES:
        raise SaveError(f"moves: expected a list of at most {MAX_MOVES} moves, got {_show(value)}")
    history = []
    for move in value:
        if (not isinstance(move, list) or len(move) != 2 or not isinstance(move[0], str) or move[0] not in SIDE_INDEX
                or not isinstance(move[1], str) or move[1] not in ACTION_OF_NAME):
            raise SaveError(f"moves: {_show(move)} is not a move (expected [side, action], e.g. ['dracula', 'keep 3'])")
        history.append(ACTION_OF_NAME[move[1]] | SIDE_INDEX[move[0]] << 6)
    return history


def _show(value: Any) -> str:
    """A short rendering of a bad value for an error message."""
    text = json.dumps(value)
    return text if len(text) <= 40 else text[:37] + "..."
