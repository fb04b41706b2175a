"""The arena: two computer players, seat-balanced, on the same deals.

    python -m game.lab.arena --a hard --b normal --games 200 --seed 1 [--jobs 2] [--set hard.guesses=160] [--skip 30]

Games come in pairs on the same deal seed (so the same deals, which depend on the seed
alone): A plays Dracula in one and Van Helsing in the other. Each --seed has deals of its
own, so runs with different seeds are independent samples. Prints A's win rate with a
95% confidence interval (Wilson), the win rates per side, and each player's mean and
slowest decision time, as one JSON object. ``--skip N`` leaves out the seed's first N pairs, so that a run
cut short can be finished later on the deals it did not reach. ``--set level.name=value`` changes a searcher's breadth,
depth, time, guesses or thresholds for the run (an experiment, not a level: docs/AI.md says what each tried).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from .. import DRACULA, VAN_HELSING, new_game
from ..ai import PLAYERS
from ..ai.expert import ExpertSearch
from ..ai.handed_on import HandedOn
from ..ai.search import HardSearch
from ..ai.thinking import Thinking
from ..sides import other


def play(seed: int, dracula: str, van_helsing: str,
         watch: Callable[[str, Thinking, float], None] | None = None) -> dict[str, Any]:
    """One game; returns the winner and the decision times of each seat. Hard and the expert decide as in the
    page and the expert's worker (pacing.py, desk.py): a belief weighed in its turn is handed on to the turn's next
    decision (handed_on.py). ``watch``: told each decision's level, thinking and seconds (a lab's measurement)."""
    game = new_game(seed=seed)
    levels = {DRACULA: dracula, VAN_HELSING: van_helsing}
    times: dict[str, list[float]] = {DRACULA: [], VAN_HELSING: []}
    handed_on = HandedOn()
    name = str(seed)
    while game.to_move is not None:
        side = game.to_move
        view = game.view(side)
        level = levels[side]
        begun = time.perf_counter()
        thinking, action = handed_on.decide(view, name, level, random.Random(seed * 1000 + len(game.history)))
        times[side].append(time.perf_counter() - begun)
        if watch is not None:
            watch(level, thinking, times[side][-1])
        game.play(action)
    return {"winner": game.winner, "times": times}


DEALS_PER_SEED = 1_000_000  # --seed 1 plays deals 1,000,000 on, --seed 2 deals 2,000,000 on, and so on


def deal_seeds(seed: int, pairs: int, skip: int = 0) -> range:
    """The deal seeds of one run: disjoint between runs with different seeds (consecutive
    seeds would share all but one deal), and after the ``skip`` pairs an earlier run played."""
    first = seed * DEALS_PER_SEED + skip
    return range(first, first + pairs)


def pair(args: tuple[int, str, str]) -> list[dict[str, Any]]:
    seed, a, b = args
    return [play(seed, a, b) | {"a_side": DRACULA}, play(seed, b, a) | {"a_side": VAN_HELSING}]


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


SEARCHES = {"hard": HardSearch, "expert": ExpertSearch}
TUNABLE = {"budget": float, "widest": int, "most_worlds": int, "guesses": int, "drop_sigmas": float,
           "switch_sigmas": float}  # a searcher's class attributes


def tuned(settings: list[str]) -> list[tuple[str, str, float | int]]:
    """``level.name=value`` settings, checked: a searcher's level, one of its tunable attributes, a number."""
    changes = []
    for setting in settings:
        target, _, value = setting.partition("=")
        level, _, name = target.partition(".")
        try:
            if level not in SEARCHES:
                raise KeyError(level)
            changes.append((level, name, TUNABLE[name](value)))
        except (KeyError, ValueError):
            raise SystemExit(f"--set {setting!r}: expected LEVEL.NAME=VALUE, LEVEL one of {', '.join(SEARCHES)},"
                             f" NAME one of {', '.join(TUNABLE)}, VALUE a number") from None
    return changes


def tune(changes: list[tuple[str, str, float | int]]) -> None:
    """Apply the settings in this process (each of the arena's processes does)."""
    for level, name, value in changes:
        setattr(SEARCHES[level], name, value)


def over_pairs(work: Callable[[Any], list[Any]], tasks: list[Any], jobs: int,
               changes: list[tuple[str, str, float | int]]) -> list[Any]:
    """``work`` done for every task (a deal's pair of games), in ``jobs`` processes, each with the settings applied;
    its lists joined in the tasks' order."""
    if jobs > 1:
        with ProcessPoolExecutor(jobs, initializer=tune, initargs=(changes,)) as pool:
            return [item for items in pool.map(work, tasks) for item in items]
    tune(changes)
    return [item for task in tasks for item in work(task)]


def named(changes: list[tuple[str, str, float | int]]) -> list[str]:
    """The settings as ``--set`` takes them, for a run's report."""
    return [f"{level}.{name}={value}" for level, name, value in changes]


def run(a: str, b: str, games: int, seed: int, jobs: int,
        changes: list[tuple[str, str, float | int]] | None = None, skip: int = 0) -> dict[str, Any]:
    changes = changes or []
    results = over_pairs(pair, [(deal, a, b) for deal in deal_seeds(seed, max(1, games // 2), skip)], jobs, changes)
    a_wins = sum(r["winner"] == r["a_side"] for r in results)
    low, high = wilson(a_wins, len(results))
    per_side = {}
    for side in (DRACULA, VAN_HELSING):
        mine = [r for r in results if r["a_side"] == side]
        per_side[f"a_as_{side}"] = round(sum(r["winner"] == side for r in mine) / len(mine), 3)
    dracula_wins = sum(r["winner"] == DRACULA for r in results)
    timing = {}
    for label, name, seat_of in (("a", a, lambda r: r["a_side"]), ("b", b, lambda r: other(r["a_side"]))):
        samples = [t for r in results for t in r["times"][seat_of(r)]]
        timing[f"{label}:{name}"] = {
            "decisions": len(samples),
            "mean_ms": round(1000 * sum(samples) / max(1, len(samples)), 2),
            "max_ms": round(1000 * max(samples, default=0.0), 1),
        }
    return {
        "a": a, "b": b, "games": len(results), "seed": seed, "skip": skip,
        "set": named(changes),
        "a_win_rate": round(a_wins / len(results), 3), "a_win_rate_95": [round(low, 3), round(high, 3)],
        **per_side, "dracula_win_rate": round(dracula_wins / len(results), 3), "decision_time": timing,
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m game.lab.arena", description=__doc__.split("\n")[0])
    parser.add_argument("--a", default="hard", choices=sorted(PLAYERS))
    parser.add_argument("--b", default="normal", choices=sorted(PLAYERS))
    parser.add_argument("--games", type=int, default=200, help="games in all (pairs on the same deal)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="processes (games are independent)")
    parser.add_argument("--set", action="append", default=[], metavar="LEVEL.NAME=VALUE",
                        help=f"a searcher's {', '.join(TUNABLE)} for this run, e.g. hard.guesses=160")
    parser.add_argument("--skip", type=int, default=0, help="leave out the seed's first SKIP pairs (played already)")
    args = parser.parse_args(argv)
    if args.skip < 0:
        parser.error("--skip: a count of pairs, 0 or more")
    print(json.dumps(run(args.a, args.b, args.games, args.seed, args.jobs, tuned(args.set), args.skip)))


if __name__ == "__main__":
    main()
