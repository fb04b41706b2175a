"""The computer's own thread, from the page: assets/think-worker.js runs a Python of its own, started
when first wanted, to which the page hands a view or a record (game/ai/desk.py) and awaits the reply.

The page's thread stays free while it thinks: the expert's move, its pondering on the player's time,
the hint and the coach in a game against it, a game's review. If the worker cannot start (an old browser,
too little memory), ``start`` says why, and the page carries on without it.
"""

from __future__ import annotations

import asyncio
import itertools
import json
from collections.abc import Callable
from typing import Any

from pyodide.ffi import create_proxy, to_js
from pyscript import document, window

from . import dom

START_SECONDS = 60.0  # a worker whose Python has not started by then is taken as one that cannot


class NoWorker(Exception):
    """The worker cannot start here, or stopped: the reason, in the browser's words."""


class Thinker:
    """The worker and the requests awaiting its replies."""

    def __init__(self) -> None:
        self.worker: Any = None
        self.ready: asyncio.Future | None = None
        self.replies: dict[int, asyncio.Future] = {}
        self.listeners: dict[int, Callable[[dict], None]] = {}  # a review's progress, told as it goes
        self.pondered: int | None = None  # the view last sent to ponder on (its count of moves)
        self.started_for_ponder: asyncio.Future | None = None
        self.numbers = itertools.count(1)
        self.failed: str | None = None
        self.proxies: list[Any] = []

    @property
    def up(self) -> bool:
        """Has its Python started (and not failed since)?"""
        return self.ready is not None and self.ready.done() and not self.ready.exception() and self.failed is None

    async def start(self) -> None:
        """Start the worker if it is not started (once); return when its Python is ready, or raise NoWorker."""
        if self.failed is not None:
            raise NoWorker(self.failed)
        if self.ready is None:
            self.ready = asyncio.get_event_loop().create_future()
            try:
                url = window.URL.new("./assets/think-worker.js", document.baseURI).href
                options = to_js({"type": "module"}, dict_converter=window.Object.fromEntries)
                self.worker = window.Worker.new(url, options)
            except Exception as error:  # no workers, or none of modules, in this browser
                self.fail(f"{error}")
                raise NoWorker(self.failed) from error
            self.proxies = [create_proxy(self.on_message), create_proxy(self.on_error)]
            self.worker.onmessage, self.worker.onerror = self.proxies
            build = document.querySelector('meta[name="build"]')
            start = {"start": True, "build": str(build.dataset.id) if dom.found(build) else ""}
            self.worker.postMessage(to_js(start, dict_converter=window.Object.fromEntries))
        try:
            await asyncio.wait_for(asyncio.shield(self.ready), START_SECONDS)
        except TimeoutError as error:
            self.fail(f"its Python did not start in {START_SECONDS:.0f} s")
            raise NoWorker(self.failed) from error

    def fail(self, why: str) -> None:
        self.failed = why
        for waiter in [self.ready, *self.replies.values()]:
            if waiter is not None and not waiter.done():
                waiter.set_exception(NoWorker(why))
        self.replies.clear()
        if self.worker is not None:
            self.worker.terminate()
        document.documentElement.dataset.thinker = "failed"

    def on_message(self, event: Any) -> None:
        reply = json.loads(str(event.data))
        if reply.get("ready"):
            root = document.documentElement
            root.dataset.thinker = "up"
            root.dataset.thinkerStart = reply["start"]
            root.dataset.thinkerMs = str(reply["ms"])
            root.dataset.thinkerMemory = str(reply["memory"])
            self.ready.set_result(None)
        elif "failed" in reply:
            self.fail(reply["failed"])
        elif "progress" in reply:
            listener = self.listeners.get(reply.get("id"))
            if listener is not None:
                listener(reply)
        else:
            if "error" in reply:  # a fault to mend: the asker carries on without the worker's answer (ValueError)
                window.console.error(f"The computer's worker: {reply['error']}\n{reply.get('trace', '')}")
            waiter = self.replies.pop(reply.get("id"), None)
            if waiter is not None and not waiter.done():
                waiter.set_result(reply)

    def on_error(self, event: Any) -> None:
        message = getattr(event, "message", None)
        self.fail(str(message) if message else "the worker stopped")

    async def ask(self, request: dict[str, Any], on_progress: Callable[[dict], None] | None = None,
                  number: int | None = None) -> dict[str, Any]:
        """Send a request (numbered ``number``, else the next number) and await its reply (``on_progress``
        hears a review's progress replies); a reply that says the request was wrong raises ValueError."""
        await self.start()
        number = next(self.numbers) if number is None else number
        waiter = asyncio.get_event_loop().create_future()
        self.replies[number] = waiter
        if on_progress is not None:
            self.listeners[number] = on_progress
        self.tell({**request, "id": number})
        try:
            reply = await waiter
        finally:
            self.replies.pop(number, None)
            self.listeners.pop(number, None)
            if not waiter.done() or waiter.cancelled():  # the caller gave up (its task was cancelled): the worker too
                self.tell({"kind": "stop", "id": number})
        if "error" in reply:
            raise ValueError(reply["error"])
        return reply

    def tell(self, request: dict[str, Any]) -> None:
        """Send a request that wants no reply (pondering), if the worker is up."""
        if self.worker is not None and self.failed is None:
            self.worker.postMessage(json.dumps(request))

    def ponder(self, view: dict[str, Any]) -> None:
        """Let the expert think on ``view``, its own, while the player decides (once a view; the worker is
        started for it if need be, and a view the player has moved on from by then is not sent)."""
        key = len(view["moves"])
        if key == self.pondered:
            return
        self.pondered = key
        if self.up:
            self.tell({"kind": "ponder", "view": view, "seed": key})
        elif self.failed is None:
            self.started_for_ponder = asyncio.ensure_future(self.ponder_once_up(view, key))

    async def ponder_once_up(self, view: dict[str, Any], key: int) -> None:
        try:
            await self.start()
        except NoWorker:
            return  # said when the expert's move is asked
        if self.pondered == key:
            self.tell({"kind": "ponder", "view": view, "seed": key})


THINKER = Thinker()


async def expert_move(view: dict[str, Any], seed: int, seconds: float, purpose: str = "move",
                      game: str | None = None) -> tuple[str, float | None]:
    """The expert's action on ``view`` and its chance, thought out in the worker (NoWorker if it cannot):
    its own move, or (``purpose`` "hint") its advice to the player; ``game`` names the game (the worker hands a
    belief on between decisions of one game only)."""
    request = {"kind": "decide", "view": view, "level": "expert", "seed": seed, "seconds": seconds, "game": game}
    reply = await THINKER.ask(request)
    root = document.documentElement  # for the browser benchmark and tests
    if purpose == "move":
        root.dataset.expertWorlds = str(reply["worlds"])
        root.dataset.expertPondered = str(reply["pondered"])
        root.dataset.expertKept = str(reply["kept"])
    else:
        root.dataset.hintBy = "worker"
    return reply["action"], reply["chance"]


async def coach_elsewhere(view: dict[str, Any], played: str, move: int, seconds: float) -> dict[str, Any] | None:
    """The expert's coach's verdict on the player's decision ``played`` on ``view`` (ai.coach.coach_review),
    worked out in the worker (NoWorker if it cannot): Verdict.to_json, or None (no note)."""
    request = {"kind": "coach", "view": view, "played": played, "move": move, "expert": True, "seconds": seconds}
    reply = await THINKER.ask(request)
    document.documentElement.dataset.coachedBy = "worker"
    return reply["verdict"]


async def review_elsewhere(record: str, side: str, on_progress: Callable[[dict], None], number: int) -> dict[str, Any]:
    """A game's review worked out in the worker from its last decision back, until it is done or told it has done
    ``enough`` (the request ``number``): its result as JSON (ReviewResult.to_json), of the decisions judged."""
    request = {"kind": "review", "record": record, "side": side, "seed": 0, "backwards": True}
    return (await THINKER.ask(request, on_progress, number))["result"]
