"""Fitting the hard player's belief to how players keep their cards: a measurement script.

    python -m game.belief [--games 150] [--seed 9]

A player who keeps a drawn card discards the card it replaces, face up; the kept card stays
hidden. Is it stronger than the card it replaced? Usually, but a player may keep a weaker card
to play the discarded card's effect. This plays games between normal players and, at every
decision, looks at each of the opponent's hidden kept cards from the side to move. For each
value of the replaced card it finds the weight of the unseen cards weaker than the replaced one
(the stronger ones weigh 1) under which the true cards are likeliest. Printed as one JSON object:
the weights by value (knowledge.FITTED_WEAKER holds them) and the mean log-likelihood of a
sighting with them, with knowledge.KEPT_WEAKER (normal's belief) and with no lean at all.
"""

from __future__ import annotations

import argparse
import json
import math

from .ai import choose
from .ai.knowledge import KEPT_WEAKER, read
from .arena import deal_seeds
from .cards import strength
from .engine import new_game
from .sides import SIDE_INDEX

GRID = (0.05, 0.1, 0.2, 0.3, 0.5, 0.7, 1.0, 1.4, 2.0, 3.0)  # the weights tried
Sighting = tuple[int, bool, int, int]  # replaced card's value, kept card stronger, unseen cards stronger, weaker


def sightings(games: int, seed: int) -> list[Sighting]:
    """Every hidden kept card of the opponent, seen from the side to move, at every decision."""
    found = []
    for deal in deal_seeds(seed, games):
        game = new_game(seed=deal)
        while game.to_move is not None:
            view = game.view(game.to_move)
            knowledge = read(view)
            true = game.holders[SIDE_INDEX[knowledge.them]]
            for slot, old in enumerate(knowledge.replaced):
                if old is None:
                    continue
                floor = strength(old, knowledge.bonus)
                above = sum(strength(card, knowledge.bonus) > floor for card in knowledge.unseen)
                found.append(((old & 7) + 1, strength(true[slot], knowledge.bonus) > floor,
                              above, len(knowledge.unseen) - above))
            game.play(choose(view, "normal"))
    return found


def log_likelihood(rows: list[Sighting], weaker: float) -> float:
    """The total log-probability of the true cards when weaker unseen cards weigh ``weaker``."""
    return sum(math.log((1.0 if stronger else weaker) / (above + weaker * below))
               for _, stronger, above, below in rows)


def run(games: int, seed: int) -> dict[str, object]:
    rows = sightings(games, seed)
    by_value = {value: [row for row in rows if row[0] == value] for value in range(1, 9)}
    fitted = {value: max(GRID, key=lambda weight, r=found: log_likelihood(r, weight))
              for value, found in by_value.items() if found}
    count = max(1, len(rows))
    return {
        "games": games, "seed": seed, "sightings": len(rows), "fitted_weaker": fitted,
        "log_likelihood": {
            "fitted": round(sum(log_likelihood(by_value[v], w) for v, w in fitted.items()) / count, 4),
            "kept_weaker": round(log_likelihood(rows, KEPT_WEAKER) / count, 4),
            "no_lean": round(log_likelihood(rows, 1.0) / count, 4),
        },
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m game.belief", description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=150)
    parser.add_argument("--seed", type=int, default=9)
    args = parser.parse_args(argv)
    print(json.dumps(run(args.games, args.seed)))


if __name__ == "__main__":
    main()
