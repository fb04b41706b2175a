"""The computer thinking in the page: its steps run in short slices between which the browser
paints and answers clicks, so the page never freezes while it thinks."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

from ..ai.thinking import Thinking
from .slices import own_task, painted

SLICE_SECONDS = 0.025  # hand the browser back its thread at least this often
PYODIDE_SLOWER = 2  # pure Python runs about half as fast on Pyodide as on CPython: the budget stretches
STATS: dict[str, float] = {"last_ms": 0.0, "longest_slice_ms": 0.0}  # for the browser benchmark


async def think(thinking: Thinking) -> tuple[str, float | None]:
    """Step ``thinking`` until it is done or its budget is spent; its action and chance of winning. It
    begins once the frame that answers the click before it is painted."""
    await painted()
    start = time.perf_counter()
    mark = await pause(start)  # the player's set-up (the judge's ranking) was a slice of its own
    limit = start + PYODIDE_SLOWER * thinking.budget
    while not thinking.done and time.perf_counter() < limit:
        thinking.step()
        if time.perf_counter() - mark > SLICE_SECONDS:
            mark = await pause(mark)
    slice_ended(mark)
    action = thinking.choice()
    STATS["last_ms"] = 1000 * (time.perf_counter() - start)
    return action, thinking.chance(action)


def slice_ended(since: float) -> None:
    """Note how long the Python has held the browser's thread since ``since``."""
    STATS["longest_slice_ms"] = max(STATS["longest_slice_ms"], 1000 * (time.perf_counter() - since))


async def pause(since: float) -> float:
    """End a slice: hand the browser its thread, and return when the next slice starts."""
    slice_ended(since)
    await own_task()
    return time.perf_counter()


async def think_aside(thinking: Thinking, wait: Callable[[], bool], slices: int | None = None) -> None:
    """Step ``thinking`` in slices while the game goes on; while ``wait()`` says something else thinks
    (the computer's own move), it waits, so that play never waits for it. Its budget counts only the
    time it steps, not the time it waits or the page spends elsewhere. ``slices``: return after that many
    slices (to show progress), done or not."""
    budget = PYODIDE_SLOWER * thinking.budget
    await painted()  # the click that asked for it (a review, a move the coach judges) is answered first
    mark = await pause(time.perf_counter())
    while not thinking.done and budget > 0 and slices != 0:
        if wait():
            await asyncio.sleep(0.05)
            mark = time.perf_counter()
            continue
        started = time.perf_counter()
        thinking.step()
        budget -= time.perf_counter() - started
        if time.perf_counter() - mark > SLICE_SECONDS:
            mark = await pause(mark)
            slices = None if slices is None else slices - 1
    slice_ended(mark)
