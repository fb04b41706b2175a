"""Reading JSON text from outside (saves, records, storage): bounded, and every failure a ValueError."""

from __future__ import annotations

import json
from typing import Any


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
    try:
        return json.loads(text)
    except RecursionError:
        raise error(f"this is not {what}: its JSON is nested too deeply") from None
    except ValueError as problem:
        raise error(f"this is not {what}: the text is not valid JSON ({problem})") from None
