"""How often the expert's pondering pays: over games against a player, the share of its decisions that go on
from a search it made on the opponent's time, and the worlds that search had.

    python -m game.lab.ponder --games 10 --seed 1 [--opponent normal] [--seconds 1.0]

The expert plays Van Helsing; before each of the opponent's turns it ponders for ``--seconds`` of CPython
(a person's thinking time, halved for Pyodide) on its own view, as the page's worker does (game/ai/desk.py).
Prints one JSON object.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from .. import VAN_HELSING, new_game
from ..ai import choose
from ..ai.ponder import Ponder
from .arena import deal_seeds


def one_game(seed: int, opponent: str, seconds: float) -> tuple[int, list[int], list[int]]:
    """The expert's decisions with a choice in one game; for each that went on from a pondered search, the
    guesses and worlds pondered, and the worlds searched of them."""
    game, me = new_game(seed=seed), VAN_HELSING
    ponder: Ponder | None = None
    pondering = False
    decisions, hits, searched = 0, [], []
    while game.to_move is not None:
        if game.to_move != me:
            if not pondering:  # the opponent's turn begins: the expert ponders on its own view
                pondering = True
                ponder = Ponder(game.view(me), random.Random(len(game.history)))
                until = time.perf_counter() + seconds
                while not ponder.done and time.perf_counter() < until:
                    ponder.step()
            game.play(choose(game.view(game.to_move), opponent, seed=len(game.history)))
            continue
        view = game.view(me)
        if len(view["legal_actions"]) > 1:
            decisions += 1
            pondered = ponder.search_for(view) if ponder is not None else None
            if pondered is not None and pondered.progress:
                hits.append(pondered.progress)
                searched.append(pondered.worlds)
        pondering = False
        game.play(choose(view, "hard", seed=len(game.history)))  # the moves themselves do not matter here
    return decisions, hits, searched


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m game.lab.ponder", description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--opponent", default="normal")
    parser.add_argument("--seconds", type=float, default=1.0, help="CPython seconds pondered a turn of the opponent")
    args = parser.parse_args(argv)
    decisions, hits, searched = 0, [], []
    for seed in deal_seeds(args.seed, args.games):
        made, found, worlds = one_game(seed, args.opponent, args.seconds)
        decisions += made
        hits += found
        searched += worlds
    print(json.dumps({"games": args.games, "opponent": args.opponent, "seconds": args.seconds,
                      "decisions": decisions, "went_on_from_a_pondered_search": len(hits),
                      "share": round(len(hits) / max(1, decisions), 3),
                      "median_worlds_pondered": statistics.median(hits) if hits else 0,
                      "median_worlds_searched": statistics.median(searched) if searched else 0}))


if __name__ == "__main__":
    main()
