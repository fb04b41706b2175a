"""How much the hard player leaves on the table, by its own model: a benchmark script.

    python -m game.lab.regret [--positions 120] [--worlds 3000] [--seed 1] [--jobs 2]

The arena measures strength, but a few points of win rate need thousands of games to see.
This measures one cause directly: positions are taken from games of hard against normal
(its keep-or-discard choices and its swaps, trades and new trumps), and every legal action
there is played out in the same many possible worlds (the hard player's own determinizing
and play-outs, far more worlds than a decision can afford). An action's regret is how much
less often it wins, so estimated, than the best action there. Printed as one JSON object:
the mean regret of the judge's choice (the normal player), of the hard player's choice, and
of the best of the actions the hard player searched; and how often the best action was not
among them. The deep estimate has its own noise (printed: its mean standard error), the
same for every player measured, so differences between players are what to read.
"""

from __future__ import annotations

import argparse
import json
import random
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from ..ai import choose, think_through
from ..ai.playout import SEARCHED_EFFECTS, play_out
from ..ai.search import OUTLOOKS, Search, hard_knowledge, hard_player, paired
from ..ai.worlds import determinize
from ..engine import new_game
from ..notation import ACTION_OF_NAME
from ..sides import DRACULA, SIDE_INDEX, VAN_HELSING
from .arena import deal_seeds

SAMPLED = 0.35  # the share of the hard player's searched decisions taken as positions


def positions(seed: int, count: int) -> list[tuple[dict[str, Any], int]]:
    """Views of the hard player's searched decisions in games against normal, with the seed
    it decided with there."""
    pick = random.Random(seed)
    found: list[tuple[dict[str, Any], int]] = []
    for deal in deal_seeds(seed, count):
        for hard_side in (DRACULA, VAN_HELSING):
            game = new_game(seed=deal)
            while game.to_move is not None:
                side = game.to_move
                view = game.view(side)
                decision_seed = deal * 1000 + len(game.history)
                if side == hard_side and searched(view) and pick.random() < SAMPLED:
                    found.append((view, decision_seed))
                    if len(found) == count:
                        return found
                game.play(choose(view, "hard" if side == hard_side else "normal", seed=decision_seed))
    return found


def searched(view: dict[str, Any]) -> bool:
    """A decision the hard player searches over more than one candidate."""
    if len(view["legal_actions"]) < 2:
        return False
    return view["phase"] == "drawn" or (view["phase"] == "effect" and view["effect"] in SEARCHED_EFFECTS)


def deep_values(view: dict[str, Any], worlds: int, seed: int) -> tuple[dict[str, float], float]:
    """Every legal action's chance of winning, over the same ``worlds`` possible worlds, and the
    standard error of the best action's lead over the others (paired, averaged)."""
    knowledge = hard_knowledge(view)
    me = SIDE_INDEX[knowledge.me]
    rng = random.Random(seed)
    results: dict[str, list[float]] = {action: [] for action in view["legal_actions"]}
    for _ in range(worlds):
        world = determinize(knowledge, rng)
        for action, outcomes in results.items():
            game = world.clone()
            game.apply(ACTION_OF_NAME[action])
            outcomes.append(play_out(game, me, OUTLOOKS[me]))
    means = {action: sum(outcomes) / worlds for action, outcomes in results.items()}
    best = max(means, key=means.__getitem__)
    errors = [paired(outcomes, results[best])[1] for action, outcomes in results.items() if action != best]
    return means, sum(errors) / len(errors)


def measure(task: tuple[dict[str, Any], int, int]) -> dict[str, float]:
    """The regrets at one position."""
    view, decision_seed, worlds = task
    means, error = deep_values(view, worlds, seed=decision_seed + 7)
    best = max(means.values())
    candidates = Search(view, random.Random(decision_seed)).candidates
    best_searched = max(means[action] for action in candidates)
    hard = think_through(hard_player(view, random.Random(decision_seed)))
    return {
        "judge": best - means[candidates[0]],
        "hard": best - means[hard],
        "searched": best - best_searched,
        "outside": float(best > best_searched),
        "error": error,
    }


def run(count: int, worlds: int, seed: int, jobs: int) -> dict[str, Any]:
    tasks = [(view, decision_seed, worlds) for view, decision_seed in positions(seed, count)]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            rows = list(pool.map(measure, tasks))
    else:
        rows = [measure(task) for task in tasks]

    def mean(key: str) -> float:
        return round(sum(row[key] for row in rows) / len(rows), 4)

    return {
        "positions": len(rows), "worlds": worlds, "seed": seed,
        "regret": {"judge": mean("judge"), "hard": mean("hard"), "best_searched": mean("searched")},
        "best_not_searched": mean("outside"), "deep_standard_error": mean("error"),
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m game.lab.regret", description=__doc__.split("\n")[0])
    parser.add_argument("--positions", type=int, default=120)
    parser.add_argument("--worlds", type=int, default=3000, help="possible worlds per position for the deep estimate")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="processes (positions are independent)")
    args = parser.parse_args(argv)
    print(json.dumps(run(args.positions, args.worlds, args.seed, args.jobs)))


if __name__ == "__main__":
    main()
