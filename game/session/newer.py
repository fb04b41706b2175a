"""Entries a newer build of the game stored: this build never damages them.

A player may open an older copy of the site (a cached build, another address of it) after a newer
one stored its data. What this build cannot read as it is, it sets aside under the entry's key with
``.newer`` added, offers as a download, and says so once: the set-aside copy is not looked at again,
and the key then holds this build's own entry. Preferences are kept in place instead (their fields
this build does not know are written back as they were), and so are statistics of a kind this build
does not count (storage.load_stats); a saved game of a newer build is refused with its download
offered like any save that does not load (storage.resume).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from ..jsontext import field_of
from .screen import Message

SUFFIX = ".newer"
FILE_NAME = "dracula-vs-van-helsing-newer-data.json"
MAX_TEXT = 2_000_000


def version_of(text: str | None) -> int | None:
    """The version a stored entry declares (None: none, or not an entry at all)."""
    version = field_of(text, "version", "a stored entry", MAX_TEXT)
    return version if type(version) is int else None


def is_newer(text: str | None, version: int) -> bool:
    found = version_of(text)
    return found is not None and found > version


def set_aside(stored: Mapping[str, str | None], versions: Mapping[str, int]) -> tuple[dict[str, str | None],
                                                                                       dict[str, str]]:
    """The stored entries with those of a newer version than ``versions`` (key -> this build's
    version) taken out: (what this build reads, what to write under the set-aside keys)."""
    kept: dict[str, str] = {}
    readable = dict(stored)
    for key, version in versions.items():
        text = stored.get(key)
        if text and is_newer(text, version):
            kept[key + SUFFIX] = text
            readable[key] = None
    return readable, kept


def told(kept: Mapping[str, str]) -> Message | None:
    """The one message that says what was set aside, with all of it as one download."""
    if not kept:
        return None
    bundle: dict[str, Any] = {"format": "dracula-vs-van-helsing/newer-data", "entries": dict(kept)}
    return Message("message.newer_title", "", kept=(FILE_NAME, json.dumps(bundle)), words="message.newer_body")
