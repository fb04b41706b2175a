"""A game's review in a session: started on a finished, replayed or imported game, worked in slices by the
page (or at once by the terminal and the tests), cancellable, and kept so that a second look is instant.

The review itself is game/ai/review.py. Reviews are stored by the game's record and the side reviewed, the
latest few only.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..jsontext import read_json

if TYPE_CHECKING:  # the review's search (game/ai/review.py) loads when a review is first opened
    from ..ai.review import GameReview, ReviewResult

REVIEWS_KEY = "dvvh.reviews"
KEPT = 8  # reviews kept in storage
MAX_TEXT = 400_000


def review_key(record: str, side: str) -> str:
    return hashlib.sha256(f"{side}\n{record}".encode()).hexdigest()[:24]


@dataclass(eq=False)
class Reviewing:
    """A review under way, or done: the record and side it is of, its search, its result when done."""

    record: str
    side: str
    search: GameReview | None
    result: ReviewResult | None = None
    elsewhere: float | None = None  # the progress of the review worked out in the page's worker

    @property
    def progress(self) -> float:
        if self.result is not None:
            return 1.0
        if self.elsewhere is not None:
            return self.elsewhere
        return self.search.progress if self.search else 0.0


def load_reviews(text: str | None) -> dict[str, dict]:
    """The stored reviews (key -> result as JSON); anything that does not read is dropped."""
    try:
        data = read_json(text, ValueError, "reviews", MAX_TEXT) if text else {}
    except ValueError:
        return {}
    return {key: value for key, value in data.items() if isinstance(value, dict)} if isinstance(data, dict) else {}


def stored_result(reviews: dict[str, dict], record: str, side: str) -> ReviewResult | None:
    from ..ai.review import ReviewResult  # the review loads when first used

    data = reviews.get(review_key(record, side))
    try:
        return ReviewResult.from_json(data) if data else None
    except (KeyError, TypeError, ValueError):
        return None


def keep_result(reviews: dict[str, dict], record: str, side: str, result: ReviewResult) -> str:
    """Add a result to the stored reviews (the oldest go beyond KEPT); the text to store."""
    key = review_key(record, side)
    reviews.pop(key, None)
    reviews[key] = result.to_json()
    while len(reviews) > KEPT:
        reviews.pop(next(iter(reviews)))
    return json.dumps(reviews)
