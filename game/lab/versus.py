"""Two searchers on the same positions, judged by an oracle: a quick, low-noise screen of a change to the search.

    python -m game.lab.versus --variant hard --set guesses=48 --games 20 --seed 41 [--worlds 300] [--jobs 2]
                              [--opponent quick|normal]

An arena's 800 games tell two players apart by about 2.2 points of win rate (one standard error), which takes
hours. Here hard plays normal as in the arena, and at each of hard's decisions with a choice, a variant (the
``--variant`` level's search with ``--set`` changes, its own random generator) decides on the very same view
(a belief it weighs is handed on within its turn, as the expert's is in its worker: handed_on.py). Where the
two choose differently, both choices are played out in ``--worlds`` worlds dealt with the opponent's true
hidden cards (the oracle of leaks.py), the opponent playing the rest of the round as the quick policy does
(the search's own assumption) or, with ``--opponent normal``, as normal does (slower, and the fairer sieve of a
change meant to beat normal: the quick oracle overstated the gains an arena against normal then did not find).
Prints the variant's gain over hard, summed over the games with one
standard error, per kind of decision and in all: divided by the games, the chance of winning a game it would
gain per game. The same level with no changes measures the screen's own noise (its sum should be near 0).
A measurement that reads the deal: it is never an AI entry point (R-SECRET holds for the players).
"""

from __future__ import annotations

import argparse
import json
import random
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from ..ai import think_through
from ..ai.handed_on import HandedOn
from ..sides import SIDE_INDEX
from .arena import SEARCHES, TUNABLE
from .leaks import hard_decisions, kind_of, normal_reply, seated, summed, valued


def variant_of(level: str, settings: list[str]) -> type:
    """The ``level`` searcher with ``name=value`` settings (the arena's tunable ones)."""
    changes = {}
    for setting in settings:
        name, _, value = setting.partition("=")
        if name not in TUNABLE:
            raise SystemExit(f"--set {setting!r}: NAME one of {', '.join(TUNABLE)}")
        changes[name] = TUNABLE[name](value)
    return type("Variant", (SEARCHES[level],), changes)


def screened_game(task: tuple[int, str, str, list[str], int, str]) -> list[dict[str, Any]]:
    """One game of hard against normal; where the variant would have chosen otherwise, the oracle's gain."""
    deal, hard_side, level, settings, worlds, opponent = task
    reply = normal_reply if opponent == "normal" else None
    variant = variant_of(level, settings)
    rng = random.Random(deal)
    rows = []
    handed_on = HandedOn()  # the variant's belief, if it weighs one, handed on within its turn as the expert's is
    for game, k, _, action in hard_decisions(deal, hard_side):
        view = k.view
        earlier = handed_on.earlier(view, str(deal), level)
        variant_thinking = variant(view, random.Random(deal * 1000 + len(game.history) + 7_000_000), None, earlier)
        other = think_through(variant_thinking)
        handed_on.keep(view, str(deal), variant_thinking)
        gained = 0.0
        if other != action:
            me = SIDE_INDEX[game.to_move]
            oracle = valued(k, [action, other], me, worlds, rng, list(game.holders[1 - me]), reply)
            gained = oracle[other] - oracle[action]
        rows.append({"kind": kind_of(view), "differs": other != action, "gain": gained})
    return rows


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m game.lab.versus", description=__doc__.split("\n")[0])
    parser.add_argument("--variant", default="hard", choices=sorted(SEARCHES))
    parser.add_argument("--set", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--games", type=int, default=20, help="games in all (pairs on the same deal)")
    parser.add_argument("--seed", type=int, default=41)
    parser.add_argument("--worlds", type=int, default=300, help="oracle worlds per differing choice")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--opponent", default="quick", choices=("quick", "normal"),
                        help="how the oracle's opponent plays the rest of the round")
    args = parser.parse_args(argv)
    variant_of(args.variant, args.set)  # settings checked before any game
    tasks = [(deal, side, args.variant, args.set, args.worlds, args.opponent)
             for deal, side in seated(args.seed, args.games)]
    with ProcessPoolExecutor(args.jobs) as pool:
        games = list(pool.map(screened_game, tasks))
    by_kind: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for row in (row for rows in games for row in rows):
        by_kind[row["kind"]].append(row)
        by_kind["all"].append(row)
    print(json.dumps({"variant": args.variant, "set": args.set, "games": len(tasks), "seed": args.seed,
                      "worlds": args.worlds, "opponent": args.opponent, "kinds": {
                          kind: {"decisions": len(rows), "differ": sum(r["differs"] for r in rows),
                                 "variant_over_hard": summed([r["gain"] for r in rows])}
                          for kind, rows in sorted(by_kind.items())}}, indent=1))


if __name__ == "__main__":
    main()
