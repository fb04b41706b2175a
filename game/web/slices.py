"""One slice of Python work to a browser task, whoever's it is.

Pyodide wakes every coroutine that awaits through one MessageChannel, and its handler runs all the
callbacks queued so far in one task. So two computations in slices woken together (a friend's
message checked, the work ahead for the next, the computer or the coach thinking, a message taken)
would run back to back in one task: 80-110 ms of processor time in a friend's game, above the
50 ms a task may hold the page. Each slice first waits for a task no other has claimed.
"""

from __future__ import annotations

import asyncio

from pyodide.ffi import create_proxy
from pyscript import window

_claimed = False


def _release(_event: object = None) -> None:
    global _claimed
    _claimed = False


_CHANNEL = window.MessageChannel.new()  # its message is a task of its own, after this one (no timer's 4 ms)
_CHANNEL.port1.onmessage = create_proxy(_release)


def claim() -> None:
    """This task has had its work: no slice begins in it any more (the channel's message, a task
    of its own after this one, frees the next)."""
    global _claimed
    if not _claimed:
        _claimed = True
        _CHANNEL.port2.postMessage(0)


async def own_task() -> None:
    """Return in a browser task no slice has claimed, claimed now for the caller's slice."""
    await asyncio.sleep(0)
    while _claimed:
        await asyncio.sleep(0)  # the task that frees the claim was queued first
    claim()
