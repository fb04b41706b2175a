"""Reading JSON text from outside (saves, records, storage): bounded, and every failure a ValueError."""

from __future__ import annotations

import json
import re
from typing import Any

MAX_DEPTH = 32  # a save nests five levels deep; a text nested deeper comes from no build of this game
_STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"')
_BRACKETS = re.compile(r"[\[\]{}]")


def depth(text: str) -> int:
    """How deeply the arrays and objects of JSON ``text`` nest, counted without parsing it (stops
    counting past MAX_DEPTH). Parsing a deep text recurses once per level: in the browser that
    overflows the WebAssembly stack, a fatal error Python cannot catch, so it is measured first."""
    level = deepest = 0
    for bracket in _BRACKETS.findall(_STRINGS.sub("", text)):
        level += 1 if bracket in "[{" else -1
        if level > deepest:
            deepest = level
            if deepest > MAX_DEPTH:
                break
    return deepest


def read_json(text: object, error: type[ValueError], what: str, limit: int) -> Any:
    """The JSON value in ``text`` (str or UTF-8 bytes); ``error(message)`` for anything else.
    ``what`` names the expected thing in messages ("a save", "a game record")."""
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError:
            raise error(f"{what} is UTF-8 text; this is not") from None
    if not isinstance(text, str):
        raise error(f"{what} is JSON text, not {type(text).__name__}")
    if len(text) > limit:
        raise error(f"this is too large to be {what} ({len(text):,} characters)")
    if depth(text) > MAX_DEPTH:
        raise error(f"this is not {what}: its JSON is nested too deeply (more than {MAX_DEPTH} levels)")
    try:
        return json.loads(text)
    except RecursionError:
        raise error(f"this is not {what}: its JSON is nested too deeply") from None
    except ValueError as problem:
        raise error(f"this is not {what}: the text is not valid JSON ({problem})") from None


def field_of(text: str | None, key: str, what: str, limit: int) -> Any:
    """The value under ``key`` of the JSON object in ``text``; None for no text, text that does not
    read (too large, too deep, not JSON) or no object: a peek at a stored entry never raises."""
    try:
        data = read_json(text, ValueError, what, limit) if text else None
    except ValueError:
        return None
    return data.get(key) if isinstance(data, dict) else None


def excerpt(value: Any) -> str:
    """A short rendering of a bad value for an error message (it may be megabytes long)."""
    return clip(json.dumps(value), 40)


def clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[:limit - 3] + "..."


def read_stored(text: object, error: type[ValueError], what: str, format_name: str) -> dict[str, Any]:
    """A stored record's JSON object, which names its ``format_name``; ``error(message)`` for anything else
    (``what`` names the record in messages: "the puzzles' record")."""
    data = read_json(text, error, what, 1_000_000)
    if not isinstance(data, dict) or data.get("format") != format_name:
        raise error(f"the stored data is not {what}")
    return data
