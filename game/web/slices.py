"""One slice of Python work to a browser task, whoever's it is.

Pyodide wakes every coroutine that awaits through one MessageChannel, and its handler runs all the
callbacks queued so far in one task. So two computations in slices woken together (a friend's
message checked, the work ahead for the next, the computer or the coach thinking, a message taken)
would run back to back in one task: 80-110 ms of processor time in a friend's game, above the
50 ms a task may hold the page. Each slice first waits for a task no other has claimed.
"""

from __future__ import annotations

import asyncio
from collections import deque

from pyodide.ffi import create_proxy
from pyscript import window

_claimed = False
_waiting: deque[asyncio.Future] = deque()  # slices waiting for a task of their own, first come first served


def _release(_event: object = None) -> None:
    global _claimed
    _claimed = False
    _wake_next()


def _wake_next() -> None:
    """The first slice waiting (its own task comes next); none is woken twice, none skipped."""
    while _waiting:
        waiter = _waiting.popleft()
        if not waiter.done():
            waiter.set_result(None)
            return


_CHANNEL = window.MessageChannel.new()  # its message is a task of its own, after this one (no timer's 4 ms)
_CHANNEL.port1.onmessage = create_proxy(_release)


def claim() -> None:
    """This task has had its work: no slice begins in it any more (the channel's message, a task
    of its own after this one, frees the next)."""
    global _claimed
    if not _claimed:
        _claimed = True
        _CHANNEL.port2.postMessage(0)


PAINT_WAIT_MS = 100  # a page that paints no frame (a hidden tab) waits for it no longer than this
_painting: list[asyncio.Future] = []  # waiting for the next frame


def _painted(*_args: object) -> None:
    while _painting:
        waiter = _painting.pop()
        if not waiter.done():
            waiter.set_result(None)


_PAINTED = create_proxy(_painted)  # kept for the page's life: a frame that comes late finds it still there
_AFTER_FRAME = create_proxy(lambda _time: window.setTimeout(_PAINTED, 0))


async def painted() -> None:
    """Return once the browser has painted a frame (then a task), or after PAINT_WAIT_MS if it paints
    none: what a click changed is on the screen before work in slices takes the thread (a slice begun
    first would hold the click's answer back by its whole length)."""
    done = asyncio.get_event_loop().create_future()
    _painting.append(done)
    window.requestAnimationFrame(_AFTER_FRAME)
    timer = window.setTimeout(_PAINTED, PAINT_WAIT_MS)
    try:
        await done
    finally:
        window.clearTimeout(timer)


_input_to_answer = False  # a click or a key came since a slice last began: its answer is painted first


def _input_came(_event: object) -> None:
    global _input_to_answer
    _input_to_answer = True


_INPUT_CAME = create_proxy(_input_came)
for _kind in ("click", "keydown"):  # (capturing: seen before the page's own handlers answer it)
    window.document.addEventListener(_kind, _INPUT_CAME, True)


async def own_task() -> None:
    """Return in a browser task no slice has claimed, claimed now for the caller's slice. Slices
    wait in turn, woken one at a time as each task is freed: they never poll (a poll of
    ``sleep(0)`` spun the processor, and the slice queued first won every time, so a second
    computation in slices could wait for the whole of the first). After a click or a key, the frame
    that answers it comes first: a slice queued before it (the coach judging, the computer or a
    friend's game working ahead) would otherwise hold that frame back by the slice's whole length."""
    global _input_to_answer
    await asyncio.sleep(0)
    woken = False
    while True:
        if _input_to_answer:  # asked for, or woken after its wait: either way the click's frame first
            _input_to_answer = False
            try:
                await painted()
            except asyncio.CancelledError:
                if woken:
                    _wake_next()  # its turn, given up: the next one's now
                raise
        if not (_claimed or (_waiting and not woken)):
            break
        waiter = asyncio.get_event_loop().create_future()
        if woken:
            _waiting.appendleft(waiter)  # woken, but a newcomer took this task: first again
        else:
            _waiting.append(waiter)
        try:
            await waiter
        except asyncio.CancelledError:
            if waiter.done() and not waiter.cancelled():
                _wake_next()  # its turn came as it was cancelled: the next one's now
            elif waiter in _waiting:
                _waiting.remove(waiter)
            raise
        woken = True
    claim()
