"""Engine speed: random full games on one core, printed as one JSON object.

    python -m game.lab.bench [--games N] [--repeats K]

Two figures: the playout path (``legal``/``apply`` on action numbers, what the AI's
playouts run) and the full path (``legal_actions``/``play`` with notation and events,
what the browser runs). Each is the best of K repeats, because the best run is the one
least disturbed by the rest of the machine.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import sys
import time

from ..engine import new_game


def playout_games(games: int, seed: int) -> int:
    """Play ``games`` random games through legal()/apply(); return the number of actions."""
    pick = random.Random(seed).random
    actions = 0
    for game_seed in range(seed, seed + games):
        game = new_game(seed=game_seed)
        legal, apply = game.legal, game.apply
        options = legal()
        while options:  # legal() is empty once the game is over
            apply(options[int(pick() * len(options))])
            actions += 1
            options = legal()
    return actions


def notation_games(games: int, seed: int) -> int:
    """The same through legal_actions()/play(), with events; return the number of actions."""
    rng = random.Random(seed)
    actions = 0
    for game_seed in range(seed, seed + games):
        game = new_game(seed=game_seed)
        while game.to_move is not None:
            game.play(rng.choice(game.legal_actions()))
            actions += 1
    return actions


def measure(run, games: int, repeats: int) -> dict[str, float]:
    best = float("inf")
    actions = 0
    for repeat in range(repeats):
        start = time.perf_counter()
        actions = run(games, 1000 * repeat)
        best = min(best, time.perf_counter() - start)
    return {
        "games_per_second": round(games / best),
        "actions_per_second": round(actions / best),
        "actions_per_game": round(actions / games, 1),
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m game.lab.bench", description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=2000, help="games per repeat (default 2000)")
    parser.add_argument("--repeats", type=int, default=5, help="repeats; the best counts (default 5)")
    args = parser.parse_args(argv)
    playout = measure(playout_games, args.games, args.repeats)
    full = measure(notation_games, max(1, args.games // 4), args.repeats)
    print(json.dumps({
        "random_games_per_second": playout["games_per_second"],
        "actions_per_second": playout["actions_per_second"],
        "actions_per_game": playout["actions_per_game"],
        "with_notation_and_events": full,
        "python": f"{platform.python_implementation()} {sys.version.split()[0]}",
        "games": args.games,
        "repeats": args.repeats,
    }))


if __name__ == "__main__":
    main()
