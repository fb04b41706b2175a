"""The computer thinking in the page: its search runs in short slices between which the
browser paints and answers clicks, so the page never freezes while it thinks."""

from __future__ import annotations

import asyncio
import random
import time
from typing import Any

from ..ai import choose
from ..ai.search import SECONDS, Search

SLICE_SECONDS = 0.025  # hand the browser back its thread at least this often
STATS: dict[str, float] = {"last_ms": 0.0, "longest_slice_ms": 0.0}  # for the browser benchmark


async def think(view: dict[str, Any], level: str, seed: int | None = None) -> tuple[str, float | None]:
    """The ``level`` player's action for ``view``, and (for the search) its chance of winning."""
    start = time.perf_counter()
    if level != "hard":
        action = choose(view, level, seed=seed)
        STATS["last_ms"] = 1000 * (time.perf_counter() - start)
        return action, None
    search = Search(view, random.Random(seed))  # the judge's ranking: one slice of its own
    mark = await pause(start)
    limit = start + 2 * SECONDS  # Pyodide runs about half as fast as CPython
    while not search.done and time.perf_counter() < limit:
        search.step()
        if time.perf_counter() - mark > SLICE_SECONDS:
            mark = await pause(mark)
    slice_ended(mark)
    action = search.choice()
    STATS["last_ms"] = 1000 * (time.perf_counter() - start)
    return action, search.chance(action)


def slice_ended(since: float) -> None:
    """Note how long the Python has held the browser's thread since ``since``."""
    STATS["longest_slice_ms"] = max(STATS["longest_slice_ms"], 1000 * (time.perf_counter() - since))


async def pause(since: float) -> float:
    """End a slice: hand the browser its thread, and return when the next slice starts."""
    slice_ended(since)
    await asyncio.sleep(0)
    return time.perf_counter()
