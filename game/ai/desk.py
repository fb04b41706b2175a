"""The computer's desk in a worker of its own: requests in, replies out, as JSON text.

A page whose Python must answer clicks can think only in slices on its one thread. A worker has a
thread (and a core) of its own; its JavaScript (assets/think-worker.js) hands this desk each request
and calls ``work(seconds)`` over and over, between which new requests come in. The desk works on the
most urgent thing it has: a decision asked (a move, or the hint), then the coach's judgement of the player's
last decision, then a game's review, and when idle it ponders the expert's next decision on the opponent's time
(ponder.py).

Requests (JSON objects):
- ``{"kind": "decide", "id": n, "view": ..., "level": "expert", "seed": s, "seconds": t, "game": g}``: one of the
  view's legal actions; the reply ``{"id": n, "action": a, "chance": c, "worlds": w, "pondered": p, "kept": k}``
  (``worlds``: the guesses weighed and worlds searched in all; ``pondered``: those of them done on the opponent's
  time; ``kept``: the guesses its belief kept from the side's last decision in game ``g``, handed_on.py).
- ``{"kind": "ponder", "view": ..., "seed": s}``: the expert's own view while the opponent decides.
- ``{"kind": "coach", "id": n, "view": ..., "played": a, "move": m, "expert": e, "seconds": t}``: the coach's
  judgement of the player's decision ``a`` on ``view`` (coach.coach_review); the reply ``{"id": n, "verdict": v}``
  (Verdict.to_json, or null: no note).
- ``{"kind": "review", "id": n, "record": text, "side": s, "seed": 0, "backwards": b}``: a game's review (from
  its last decision back: the page works from the first on); replies ``{"id": n, "progress": p, "claimed":
  [moves], "judged": j}`` now and then (the decisions it has taken), and ``{"id": n, "result": ...}``
  (ReviewResult.to_json).
- ``{"kind": "enough", "id": n}``: that review's result at once, with the decisions judged so far.
- ``{"kind": "stop", "id": n}``: that request is no longer wanted.
A request that cannot be read is answered ``{"id": n, "error": why, "trace": t}``, and the desk goes on; so is one
whose work fails (a fault of the desk's own: dropped, so that the page thinks that decision itself and loses
nothing), and pondering that fails with ``{"id": null, ...}``.

It gets views and records only, never a game (R-SECRET): a view is what its side may know, and a
review's record is of a game the player may review.
"""

from __future__ import annotations

import json
import random
import time
import traceback
from dataclasses import dataclass
from typing import Any

from . import start
from .handed_on import HandedOn
from .ponder import Ponder
from .thinking import Thinking

PROGRESS_EVERY = 0.1  # seconds between a review's progress replies


@dataclass
class Deciding:
    """A decision under way: its request's number, the thinking, when it must answer, the worlds pondered on it,
    and (for the belief handed on) its view and game."""

    number: int
    thinking: Thinking
    deadline: float
    pondered: int
    view: dict[str, Any]
    game: str | None


class Desk:
    """The worker's requests and the work under way (see the module docstring)."""

    def __init__(self) -> None:
        self.deciding: Deciding | None = None
        self.handed_on = HandedOn()
        self.coaching: tuple[int, Any, float] | None = None  # id, coach.Review, deadline
        self.reviewing: tuple[int, Any] | None = None  # id, GameReview
        self.told = 0.0  # when a review's progress was last replied
        self.ponder: Ponder | None = None

    @property
    def idle(self) -> bool:
        """Nothing to work on: the worker may sleep until the next request."""
        return (self.deciding is None and self.coaching is None and self.reviewing is None
                and (self.ponder is None or self.ponder.done))

    def take(self, text: str) -> str | None:
        """Take a request; a reply at once where one is due (an error)."""
        request: dict[str, Any] = {}
        try:
            request = json.loads(text)
            kind = request["kind"]
            if kind == "decide":
                self.decide(request)
            elif kind == "ponder":
                self.ponder = Ponder(request["view"], random.Random(request.get("seed", 0)))
            elif kind == "coach":
                self.coach(request)
            elif kind == "review":
                self.review(request)
            elif kind == "stop":
                self.stop(request["id"])
            elif kind == "enough":
                return self.enough(request["id"])
            else:
                raise ValueError(f"unknown request {kind!r}")
        except Exception as error:  # a page's mistake, or the desk's own: said, and nothing else lost
            return failed(request.get("id") if isinstance(request, dict) else None, error)
        return None

    def decide(self, request: dict[str, Any]) -> None:
        view, level = request["view"], request.get("level", "expert")
        rng = random.Random(request.get("seed", 0))
        game = str(request["game"]) if request.get("game") is not None else None
        pondered = self.ponder.search_for(view) if self.ponder is not None and level == "expert" else None
        earlier = self.handed_on.earlier(view, game, level)
        thinking: Thinking = pondered if pondered is not None else start(view, level, rng, earlier=earlier)
        worlds = pondered.progress if pondered is not None else 0
        # what was pondered stays until the next ponder: the expert's next decisions of this turn may be there too
        seconds = float(request.get("seconds", 2 * thinking.budget))
        self.deciding = Deciding(request["id"], thinking, time.perf_counter() + seconds, worlds, view, game)

    def coach(self, request: dict[str, Any]) -> None:
        from .coach import coach_review  # the coach loads when first asked for

        review = coach_review(request["view"], request["played"], int(request["move"]), bool(request.get("expert")))
        seconds = float(request.get("seconds", 2 * review.budget))
        self.coaching = (request["id"], review, time.perf_counter() + seconds)

    def review(self, request: dict[str, Any]) -> None:
        from ..decisions import Reading  # the review loads when first asked for
        from .review import GameReview

        reading = Reading(request["record"], request["side"])
        backwards = bool(request.get("backwards"))
        self.reviewing = (request["id"], GameReview(reading, request.get("seed", 0), backwards=backwards))
        self.told = time.perf_counter()

    def enough(self, number: int) -> str | None:
        """The review's decisions judged so far, as its result; the one under review is dropped."""
        if self.reviewing is None or self.reviewing[0] != number:
            return None  # done already: its result was sent
        review = self.reviewing[1]
        self.reviewing = None
        return json.dumps({"id": number, "result": review.result().to_json()})

    def stop(self, number: int) -> None:
        if self.reviewing is not None and self.reviewing[0] == number:
            self.reviewing = None
        if self.deciding is not None and self.deciding.number == number:
            self.deciding = None
        if self.coaching is not None and self.coaching[0] == number:
            self.coaching = None

    def work(self, seconds: float) -> str | None:
        """Work for about ``seconds`` on the most urgent thing; a reply when one is due (a failure's, if the work
        failed: that work is dropped, and the desk goes on with the rest)."""
        number = (self.deciding.number if self.deciding is not None else self.coaching[0] if self.coaching is not None
                  else self.reviewing[0] if self.reviewing is not None else None)
        try:
            return self.work_on_the_first(seconds)
        except Exception as error:
            if number is None:
                self.ponder = None
            else:
                self.stop(number)
            return failed(number, error)

    def work_on_the_first(self, seconds: float) -> str | None:
        until = time.perf_counter() + seconds
        if self.deciding is not None:
            deciding, thinking = self.deciding, self.deciding.thinking
            if thought(thinking, until, deciding.deadline):
                self.deciding = None
                self.handed_on.keep(deciding.view, deciding.game, thinking)
                action = thinking.choice()
                worlds = thinking.progress if hasattr(thinking, "progress") else 0
                belief = getattr(thinking, "belief", None)
                kept = len(belief.guesses) if getattr(belief, "handed_on", False) else 0
                return json.dumps({"id": deciding.number, "action": action, "chance": thinking.chance(action),
                                   "worlds": worlds, "pondered": deciding.pondered, "kept": kept})
            return None
        if self.coaching is not None:
            return self.work_on_coach(until)
        if self.reviewing is not None:
            return self.work_on_review(until)
        if self.ponder is not None:
            while not self.ponder.done and time.perf_counter() < until:
                self.ponder.step()
        return None

    def work_on_coach(self, until: float) -> str | None:
        number, review, deadline = self.coaching
        if thought(review, until, deadline):
            self.coaching = None
            verdict = review.verdict()
            return json.dumps({"id": number, "verdict": verdict.to_json() if verdict is not None else None})
        return None

    def work_on_review(self, until: float) -> str | None:
        number, review = self.reviewing
        while not review.done and time.perf_counter() < until:
            review.step()
        if review.done:
            self.reviewing = None
            return json.dumps({"id": number, "result": review.result().to_json()})
        if time.perf_counter() - self.told >= PROGRESS_EVERY:
            self.told = time.perf_counter()
            return json.dumps({"id": number, "progress": review.progress, "claimed": review.claimed,
                               "judged": len(review.judged)})
        return None


def failed(number: int | None, error: Exception) -> str:
    """The reply to request ``number`` (None: pondering) that could not be done: why, with the trace to mend it."""
    return json.dumps({"id": number, "error": f"{type(error).__name__}: {error}", "trace": traceback.format_exc()})


def thought(thinking: Thinking, until: float, deadline: float) -> bool:
    """Step ``thinking`` until ``until``: has it finished (done, or out of time by ``deadline``)?"""
    while not thinking.done and time.perf_counter() < min(until, deadline):
        thinking.step()
    return thinking.done or time.perf_counter() >= deadline
