"""How a searcher's decisions end: every challenger dropped, its count of worlds reached, or its clock.

    python -m game.lab.endings --a expert --b hard --games 2 --seed 1 [--jobs 2] [--set expert.budget=2.0]

Plays the arena's games (the same deals and seats: arena.play, arena.deal_seeds) and, at each decision of ``--a``
where its search weighed more than one action, notes how the search ended. A search ends when every challenger has
fallen clearly below the judge's choice (dropped), at its count of worlds, or at its clock; only the clock cuts a
search short, so its share says how much more time or speed could change (docs/AI.md). Prints one JSON object: per
ending, the decisions, the median worlds searched, the mean milliseconds, and how many left the judge's first choice.
"""

from __future__ import annotations

import argparse
import json
import statistics
from typing import Any

from ..ai import PLAYERS, SEARCHERS
from ..ai.search import Search
from ..ai.thinking import Thinking
from .arena import deal_seeds, named, over_pairs, play, tuned

ENDINGS = ("dropped", "count", "clock")


def ending(search: Search) -> str:
    """Why ``search`` stopped (it has stopped): its challengers dropped, its count of worlds reached, else its clock."""
    if len(search.searched) < 2:
        return "dropped"
    return "count" if search.worlds >= search.iterations else "clock"


def pair_notes(args: tuple[int, str, str]) -> list[dict[str, Any]]:
    """The notes of both games on one deal, ``a`` in each seat."""
    deal, a, b = args
    notes: list[dict[str, Any]] = []

    def watch(level: str, thinking: Thinking, seconds: float) -> None:
        if level == a and isinstance(thinking, Search) and len(thinking.candidates) > 1:
            notes.append({"ending": ending(thinking), "worlds": thinking.worlds, "seconds": seconds,
                          "left_the_judge": thinking.choice() != thinking.candidates[0]})

    play(deal, a, b, watch)
    play(deal, b, a, watch)
    return notes


def summary(notes: list[dict[str, Any]]) -> dict[str, Any]:
    """Per ending: decisions, median worlds, mean milliseconds, and how many left the judge's first choice."""
    table: dict[str, Any] = {"decisions": len(notes)}
    for name in ENDINGS:
        these = [note for note in notes if note["ending"] == name]
        table[name] = {
            "decisions": len(these),
            "median_worlds": statistics.median(note["worlds"] for note in these) if these else 0,
            "mean_ms": round(1000 * statistics.fmean(note["seconds"] for note in these), 1) if these else 0.0,
            "left_the_judge": sum(note["left_the_judge"] for note in these),
        }
    return table


def run(a: str, b: str, games: int, seed: int, jobs: int, changes: list[tuple[str, str, float | int]]) -> dict:
    tasks = [(deal, a, b) for deal in deal_seeds(seed, max(1, games // 2))]
    notes = over_pairs(pair_notes, tasks, jobs, changes)
    return {"a": a, "b": b, "games": 2 * len(tasks), "seed": seed, "set": named(changes), **summary(notes)}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m game.lab.endings", description=__doc__.split("\n")[0])
    parser.add_argument("--a", default="expert", choices=SEARCHERS)
    parser.add_argument("--b", default="hard", choices=sorted(PLAYERS))
    parser.add_argument("--games", type=int, default=2, help="games in all (pairs on the same deal)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--set", action="append", default=[], metavar="LEVEL.NAME=VALUE",
                        help="a searcher's setting for this run, as the arena's")
    args = parser.parse_args(argv)
    print(json.dumps(run(args.a, args.b, args.games, args.seed, args.jobs, tuned(args.set))))


if __name__ == "__main__":
    main()
