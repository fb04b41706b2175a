"""A game's review in the terminal: the same figures as the page's for the same record, side and seed.

    python -m game.review FILE [--side dracula|van_helsing] [--seed N] [--worlds N] [--deep] [--json]

The review itself is game/ai/review.py.
"""

from __future__ import annotations

import argparse
import json
import sys

from . import DRACULA, SIDES
from .ai.review import SCREEN, SETTLED_SIGMAS, WORLDS, GameReview, ReviewResult, as_text
from .decisions import Reading
from .records import RecordError, parse


def review_game(record: str, side: str, seed: int = 0, worlds: int = WORLDS,
                screen: int | None = SCREEN, settled: float = SETTLED_SIGMAS) -> ReviewResult:
    """The whole review at once (the terminal, the tests); the page runs the same in slices. ``screen``
    None: the deep review, every decision searched to ``worlds``."""
    review = GameReview(Reading(record, side), seed, worlds, screen, settled)
    while not review.done:
        review.step()
    return review.result()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.review", description=__doc__.split("\n\n")[0])
    parser.add_argument("file", help="an exported game (dracula-vs-van-helsing-*.json)")
    parser.add_argument("--side", choices=SIDES, help="whose decisions (default: the side played against the"
                        " computer, else Dracula)")
    parser.add_argument("--seed", type=int, default=0, help="the review's randomness (the page uses its own)")
    parser.add_argument("--worlds", type=int, default=WORLDS, help="worlds searched per decision")
    parser.add_argument("--deep", action="store_true", help="search every decision to --worlds (no screen)")
    parser.add_argument("--json", action="store_true", help="print JSON instead of text")
    options = parser.parse_args(argv)
    try:
        with open(options.file, encoding="utf-8") as handle:
            record = handle.read()
        data = parse(record)
        side = options.side or (data.get("mode") if data.get("mode") in SIDES else DRACULA)
        result = review_game(record, side, options.seed, options.worlds, None if options.deep else SCREEN)
    except (OSError, RecordError, ValueError) as error:
        print(f"game.review: {error}", file=sys.stderr)
        return 2
    print(json.dumps(result.to_json(), indent=1) if options.json else as_text(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
