"""Message catalogs: every word a player reads, per language, and how parameters are written.

A catalog maps message keys to templates with ``{name}`` fields. Parameters are typed by
their name, so one template language covers sides, cards, colours and numbers, and each
language writes them its own way (Persian digits, colour names, right-to-left text).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from . import en, fa

CATALOGS: dict[str, dict[str, str]] = {"en": en.MESSAGES, "fa": fa.MESSAGES}
LANGUAGES = tuple(CATALOGS)
DIRECTION = {"en": "ltr", "fa": "rtl"}

SIDE_PARAMS = {"who", "winner", "owner", "side"}
CARD_PARAMS = {"card", "discarded", "replaced", "gave", "got", "card_a", "card_b", "dracula", "van_helsing", "claimed",
               "actual", "top"}
COLOUR_PARAMS = {"colour", "old"}
DIGIT_PARAMS = {"code"}  # numbers kept as text (a friend's game's code, in groups): written in the language's digits
PERSIAN_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")


def catalog(language: str) -> dict[str, str]:
    """The catalog of a language; English for a language we do not have."""
    return CATALOGS.get(language, CATALOGS["en"])


def digits(number: int | str, language: str) -> str:
    """A number written in the language's digits."""
    text = str(number)
    return text.translate(PERSIAN_DIGITS) if language == "fa" else text


def card_name(code: str | None, language: str) -> str:
    """'red 5' / 'قرمز ۵'; the hidden-card word when the reader may not see it (None)."""
    messages = catalog(language)
    if code is None:
        return messages["card.hidden"]
    return messages["card.name"].format(colour=messages[f"colour.{code[0]}"], value=digits(code[1:], language))


def text(language: str, key: str, **params: Any) -> str:
    """The message ``key`` in ``language`` with its parameters written out."""
    try:
        return _text(language, key, tuple(params.items()))
    except TypeError:  # a parameter that cannot be a cache's key
        return _write(language, key, params)


@lru_cache(maxsize=8192)
def _text(language: str, key: str, params: tuple[tuple[str, Any], ...]) -> str:
    """text(), remembered: the page writes the same few hundred lines again at every click."""
    return _write(language, key, dict(params))


def _write(language: str, key: str, params: dict[str, Any]) -> str:
    messages = catalog(language)
    written = {}
    for name, value in params.items():
        if name in SIDE_PARAMS and isinstance(value, str):
            written[name] = messages[f"side.{value}"]
        elif name in CARD_PARAMS:
            written[name] = card_name(value, language)
        elif name in COLOUR_PARAMS:
            written[name] = messages[f"colour.{value}"]
        elif (isinstance(value, int) and not isinstance(value, bool)) or (name in DIGIT_PARAMS and value):
            written[name] = digits(value, language)
        else:
            written[name] = value
    return messages[key].format(**written)
