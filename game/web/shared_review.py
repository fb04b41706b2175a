"""A game's review shared between the page's Python and the computer's own thread (the worker): the page takes
the decisions from the first on, the worker from the last back, each skipping those the other has taken, and
when they meet, the worker hands over what it has judged. Each decision's worlds are its own, so the shares make
the very review one thread would (game/ai/review.py), in about half the time on two cores, however unequal the
decisions' costs. The worker is started for it if need be; if it cannot start, or stops, the page does it all.
"""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import Callable

from pyscript import document

from ..ai.review import GameReview, ReviewResult, merged
from .think import think_aside
from .thinker import THINKER, NoWorker, review_elsewhere

NUMBERS = itertools.count(10**9)  # the worker's review requests, apart from the Thinker's own numbers


async def review_shared(page: GameReview, record: str, wanted: Callable[[], bool], busy: Callable[[], bool],
                        on_progress: Callable[[float], None]) -> ReviewResult | None:
    """The review ``page`` (the session's, of ``record``) worked out with the worker's help, or None once it is no
    longer ``wanted()``; while ``busy()`` (the computer thinks its move) the page's share waits. ``on_progress``
    hears how far it is."""
    side = page.side
    theirs = {"judged": 0}

    def told(reply: dict) -> None:
        page.elsewhere = set(reply["claimed"])  # the decisions the worker has taken: the page skips them
        theirs["judged"] = reply["judged"]

    def finished(task: asyncio.Future) -> None:
        if not task.cancelled() and task.exception() is None:
            page.elsewhere = {d["move"] for d in task.result()["decisions"]}

    number = next(NUMBERS)
    worker = None
    if THINKER.failed is None:
        worker = asyncio.ensure_future(review_elsewhere(record, side, told, number))
        worker.add_done_callback(finished)
    try:
        while wanted() and not page.done:
            await think_aside(page, busy, slices=8)
            if page.count:
                on_progress(min(1.0, (len(page.judged) + theirs["judged"]) / page.count))
        if not wanted():
            return None
        shares = [page.result()]
        if worker is not None and not worker.done():
            if number in THINKER.replies:  # under way there: we have met, its judged decisions now
                THINKER.tell({"kind": "enough", "id": number})
            else:
                worker.cancel()  # its Python is not up yet: the page has done it all
                worker = None
        try:
            if worker is None:
                raise NoWorker("not here")
            shares.append(ReviewResult.from_json(await worker))
            document.documentElement.dataset.reviewedIn = "page and worker"  # for the tests and the benchmark
        except (NoWorker, ValueError):  # not up, or its share failed (said in the console): the page does it all
            document.documentElement.dataset.reviewedIn = "page"
        page.reopen({d.move for share in shares[1:] for d in share.decisions})  # a decision it was still on
        while wanted() and not page.done:
            await think_aside(page, busy, slices=8)
        handed = sum(len(share.decisions) for share in shares[1:])
        document.documentElement.dataset.reviewShares = f"{len(page.judged)} {handed}"  # for the benchmark
        return merged([page.result(), *shares[1:]]) if wanted() else None
    finally:
        if worker is not None and not worker.done():
            worker.cancel()  # no longer wanted: the worker stops its share too (Thinker.ask)
