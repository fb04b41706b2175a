"""The review's screen against the deep review: what it misses and what it saves (issue 33).

    python -m game.lab.review_speed [--games 20] [--seed 1] [--jobs 2]

Plays games between a normal player (the side reviewed, alternately Dracula and Van Helsing) and the
hard player, reviews each twice with the same seed, deep (every decision to WORLDS worlds) and screened
(game/ai/review.py), and prints per game and in all: the key moments of each, how many of the deep
review's the screened one found and how many of its own the deep one had, the worlds searched and the
time under CPython. The worlds are the same in both, so a decision searched on has the same figures.
"""

from __future__ import annotations

import argparse
import json
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from .. import DRACULA, VAN_HELSING, new_game
from ..ai.review import SCREEN, SETTLED_SIGMAS, WORLDS, GameReview
from ..decisions import Reading
from ..records import dumps
from .counted import counted_choice

DEALS = 7_000_000  # deal seeds of their own, apart from the arena's


def recorded(seed: int) -> tuple[str, str]:
    """One game: the normal player against the hard one; the record and the normal player's side. The hard
    player's search ends at its count of worlds, not at the clock: the same games on any machine, at any load."""
    side = DRACULA if seed % 2 else VAN_HELSING
    game = new_game(seed=DEALS + seed)
    while game.to_move is not None:
        level = "normal" if game.to_move == side else "hard"
        game.play(counted_choice(game.view(game.to_move), level, seed * 1000 + len(game.history)))
    return dumps(game), side


def compare(args: tuple[int, int, float]) -> dict[str, Any]:
    seed, screen_worlds, sigmas = args
    record, side = recorded(seed)
    figures: dict[str, Any] = {"seed": seed, "side": side}
    for name, screen in (("deep", None), ("screened", screen_worlds)):
        start = time.perf_counter()
        review = GameReview(Reading(record, side), 0, WORLDS, screen, sigmas)
        while not review.done:
            review.step()
        result = review.result()
        figures[f"{name}_playouts"] = review.playouts
        figures[f"{name}_seconds"] = round(time.perf_counter() - start, 2)
        figures[f"{name}_moments"] = sorted(d.move for d in result.moments)
        figures[f"{name}_mistakes"] = sorted(d.move for d in result.decisions if d.mistake)
        figures["decisions"] = len(result.decisions)
    return figures


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m game.lab.review_speed", description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--screen", type=int, default=SCREEN, help="worlds every decision gets")
    parser.add_argument("--settled", type=float, default=SETTLED_SIGMAS, help="standard errors short of a note")
    options = parser.parse_args(argv)
    seeds = range(options.seed * 1000, options.seed * 1000 + options.games)
    with ProcessPoolExecutor(options.jobs) as pool:
        games = list(pool.map(compare, [(seed, options.screen, options.settled) for seed in seeds]))
    deep = sum(len(g["deep_moments"]) for g in games)
    screened = sum(len(g["screened_moments"]) for g in games)
    found = sum(len(set(g["deep_moments"]) & set(g["screened_moments"])) for g in games)
    same = sum(g["deep_moments"] == g["screened_moments"] for g in games)
    print(json.dumps({
        "screen": options.screen, "settled": options.settled, "games": games,
        "key_moments_deep": deep, "key_moments_screened": screened,
        "deep_moments_found": found, "found_share": round(found / deep, 3) if deep else 1.0,
        "screened_moments_confirmed": round(found / screened, 3) if screened else 1.0,
        "games_with_the_same_moments": same,
        "seconds_deep": round(sum(g["deep_seconds"] for g in games), 1),
        "seconds_screened": round(sum(g["screened_seconds"] for g in games), 1),
        "playouts_deep": sum(g["deep_playouts"] for g in games),
        "playouts_screened": sum(g["screened_playouts"] for g in games),
    }))


if __name__ == "__main__":
    main()
