"""The fair deal's work in the page's slices: its loading, the curve products and proof steps a
friend's message needs, each slice a task of its own (slices.py), and how long each took, for the
browser benchmark (tools/bench_web.py)."""

from __future__ import annotations

import asyncio
import contextlib
import importlib
import sys
from collections.abc import Callable, Iterator

from pyodide.ffi import to_js
from pyscript import window

from ..fair.wire import FairError
from ..session.messages import Compute
from . import dom
from .slices import own_task

SLICE_SECONDS = 0.025
STEP_SLICE_SECONDS = 0.012  # a proof's steps: none is begun after this much of a slice (one may take 10-30 ms)


_loading: asyncio.Future | None = None  # the fair deal's loading, once: every caller awaits the same


def load_fair() -> asyncio.Future:
    """The fair deal's modules, one to a task, and the card points in slices (at once, they held the page
    150-220 ms): one loading, started when Play a friend opens or a message comes, that every caller
    awaits (two loadings side by side would contend for every slice's task)."""
    global _loading
    if _loading is None or (_loading.done() and (_loading.cancelled() or _loading.exception() is not None)):
        _loading = asyncio.ensure_future(_load_fair())
    return _loading


async def _load_fair() -> None:
    from .. import fair

    for name in fair.MODULES:
        module = f"{fair.__name__}.{name}"
        if module not in sys.modules:
            await own_task()
            importlib.import_module(module)
        if name == "deck":  # card_steps makes only what is not made yet
            await step_out(sys.modules[module].card_steps(), "load")


async def work_out(jobs: list[tuple[int, int]]) -> None:
    """The curve products, a few at a time, the page answering in between. Each slice is a task of
    its own (slices.py): what runs before the first (taking a message, drawing the table) has a task
    to itself, and so has what follows the last (step_out begins with a task of its own)."""
    from ..fair import curve  # the fair deal loads when first used

    todo = iter([(key, x) for key, x in jobs if not curve.is_known(key, x)])
    clock = window.performance
    job = next(todo, None)
    if job is None:
        return
    while job is not None:
        await own_task()
        began = float(clock.now())
        while job is not None and float(clock.now()) - began < SLICE_SECONDS * 1000:
            with contextlib.suppress(ValueError):  # a point off the curve: taking the message will say so
                curve.multiply(*job)
            job = next(todo, None)


async def step_out(steps: Iterator[object], kind: str, stop: Callable[[], bool] | None = None) -> bool:
    """A stepwise computation (a shuffle's proof made or checked), a few steps in each 25 ms slice,
    the page answering in between (each step is a few ms under CPython, at most about 10). How
    long it took, slices and all, goes to ``window.dvvhStepsMs`` (tools/bench_web.py reads it).
    ``stop``: after a step that yields True (what is left may wait), stop if it says so; False then."""
    clock = window.performance
    started = float(clock.now())
    done = stopped = False
    while not done:
        await own_task()
        began = float(clock.now())
        try:
            while float(clock.now()) - began < STEP_SLICE_SECONDS * 1000:
                if next(steps) is True and stop is not None and stop():
                    done = stopped = True
                    break
        except StopIteration:
            done = True
        except ValueError:  # FairError too: taking the message will say so
            done = True
    await own_task()  # what follows (a message taken, a click played) has a task to itself
    if not dom.found(getattr(window, "dvvhStepsMs", None)):
        window.dvvhStepsMs = window.Array.new()
    window.dvvhStepsMs.push(window.Object.fromEntries(to_js([["kind", kind],
                                                              ["ms", float(clock.now()) - started]])))
    return not stopped


def timed(message: str, ms: float, take_ms: float = 0.0) -> None:
    """How long taking a message took, by what it brought (a shuffle, a round's keys, moves): the
    browser benchmark reads ``window.dvvhFairMs`` (tools/bench_web.py)."""
    from ..fair.reader import read  # the fair deal loads when first used

    try:
        body = read(message)
    except FairError:
        return
    kind = "audit" if "k" in body else "shuffle" if ("x" in body or "y" in body) else "move"
    if not dom.found(getattr(window, "dvvhFairMs", None)):
        window.dvvhFairMs = window.Array.new()
    window.dvvhFairMs.push(window.Object.fromEntries(to_js([["kind", kind], ["ms", ms], ["take_ms", take_ms],
                                                            ["draw", "a" in body and "draw" in body["a"]]])))


async def computed(compute: Compute, stop: Callable[[], bool] | None = None) -> bool:
    """The curve products, then the steps, a friend's game needs (in slices: the page answers).
    False if ``stop`` cut the steps short."""
    await work_out(compute.products())
    return await step_out(compute.steps(), compute.label, stop)
