"""A game's review shared between the page's Python and the computer's own thread (the worker): each works out
every other decision, on a core of its own, and the halves make the whole review (game/ai/review.py: each
decision's worlds are its own, so the figures are those of one thread doing it all). The worker is started for
it if need be; if it cannot start, or stops, the page works out its half too.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from pyscript import document

from ..ai.review import GameReview, ReviewResult, merged
from ..decisions import Reading
from .think import think_aside
from .thinker import THINKER, NoWorker, review_elsewhere

PAGE_PART, WORKER_PART = (1, 2), (0, 2)


async def review_shared(record: str, side: str, wanted: Callable[[], bool], busy: Callable[[], bool],
                        on_progress: Callable[[float], None]) -> ReviewResult | None:
    """The review of ``side``'s decisions in ``record``, or None once it is no longer ``wanted()``; while
    ``busy()`` (the computer thinks its move) the page's half waits. ``on_progress`` hears how far it is."""
    told = {"page": 0.0, "worker": 0.0}

    def progress(part: str, value: float) -> None:
        told[part] = value
        if wanted():
            on_progress((told["page"] + told["worker"]) / 2)

    worker = None
    if THINKER.failed is None:
        worker = asyncio.ensure_future(review_elsewhere(record, side, lambda value: progress("worker", value),
                                                        WORKER_PART))
    try:
        page = await in_page(GameReview(Reading(record, side), part=PAGE_PART), wanted, busy,
                             lambda value: progress("page", value))
        if page is None:
            return None
        try:
            if worker is None:
                raise NoWorker("not here")
            theirs = ReviewResult.from_json(await worker)
            document.documentElement.dataset.reviewedIn = "page and worker"  # for the tests and the benchmark
        except NoWorker:
            theirs = await in_page(GameReview(Reading(record, side), part=WORKER_PART), wanted, busy,
                                   lambda value: progress("worker", value))
            document.documentElement.dataset.reviewedIn = "page"
        return merged([page, theirs]) if theirs is not None and wanted() else None
    finally:
        if worker is not None and not worker.done():
            worker.cancel()  # no longer wanted: the worker stops its half too (Thinker.ask)


async def in_page(review: GameReview, wanted: Callable[[], bool], busy: Callable[[], bool],
                  on_progress: Callable[[float], None]) -> ReviewResult | None:
    """Work ``review`` out in the page's slices; its result, or None once no longer wanted."""
    while wanted() and not review.done:
        await think_aside(review, busy, slices=8)
        on_progress(review.progress)
    return review.result() if wanted() else None
