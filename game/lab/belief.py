"""Fitting the hard player's belief to how players keep their cards: a measurement script.

    python -m game.lab.belief [--games 150] [--seed 9] [--player normal]

A player who keeps a drawn card discards the card it replaces, face up; the kept card stays
hidden. Is it stronger than the card it replaced? Usually, but a player may keep a weaker card
to play the discarded card's effect. This plays games between normal players and, at every
decision, looks at each of the opponent's hidden kept cards from the side to move. For each
value of the replaced card it finds the weight of the unseen cards weaker than the replaced one
(the stronger ones weigh 1) under which the true cards are likeliest. Printed as one JSON object:
the weights by value (knowledge.FITTED_WEAKER holds them) and the mean log-likelihood of a
sighting with them, with knowledge.KEPT_WEAKER (normal's belief) and with no lean at all.

Then the tells (game/ai/tells.py): every hidden card of the opponent, kept or dealt, seen from
the side to move. The weight of each kind of tell is fitted the same way (tells.TELL_WEIGHTS
holds them), and the mean log-likelihood of a hidden card is given for normal's belief, for the
hard player's without the tells and with them.

``--player``: whose games are read (normal, quick, hard...): a belief fitted to one player's habits should be
judged on others' too (issue 33). The hard player's games are played with its count of worlds, not the clock.
"""

from __future__ import annotations

import argparse
import json
import math
from dataclasses import replace
from typing import Any

from ..ai import PLAYERS
from ..ai.knowledge import FITTED_WEAKER, KEPT_WEAKER, Knowledge, read
from ..ai.search import ITERATIONS
from ..ai.tells import TELL_WEIGHTS, matches
from ..cards import strength
from ..engine import new_game
from ..sides import SIDE_INDEX
from .arena import deal_seeds
from .counted import counted_choice

GRID = (0.05, 0.1, 0.2, 0.3, 0.5, 0.7, 1.0, 1.4, 2.0, 3.0)  # the weights tried
TELL_GRID = (1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0, 5.0, 7.0, 10.0)
Sighting = tuple[int, bool, int, int]  # replaced card's value, kept card stronger, unseen cards stronger, weaker
# A hidden card: the true card's (lean without tells, tells it fits per kind), and how many unseen
# cards have each such pair (the weights multiply: lean * product of TELL_WEIGHTS[kind] ** count).
Told = tuple[float, tuple[int, ...]]
HiddenCard = tuple[Told, dict[Told, int], float]  # and normal's log-likelihood of the true card
Position = tuple[dict[str, Any], list[int]]  # the side to move's view, the opponent's true cards


def positions(games: int, seed: int, player: str = "normal") -> list[Position]:
    """Every decision of ``games`` games between two ``player``s: the side to move's view and the
    opponent's true cards (the games are played once, for both fits)."""
    found = []
    for deal in deal_seeds(seed, games):
        game = new_game(seed=deal)
        while game.to_move is not None:
            view = game.view(game.to_move)
            found.append((view, game.holders[1 - SIDE_INDEX[game.to_move]][:]))
            game.play(counted_choice(view, player, len(game.history), ITERATIONS))  # the same games on any machine
    return found


def sightings(found: list[Position]) -> list[Sighting]:
    """Every hidden kept card of the opponent, seen from the side to move, at every decision."""
    rows = []
    for view, true in found:
        knowledge = read(view)
        for slot, old in enumerate(knowledge.replaced):
            if old is None:
                continue
            floor = strength(old, knowledge.bonus)
            above = sum(strength(card, knowledge.bonus) > floor for card in knowledge.unseen)
            rows.append(((old & 7) + 1, strength(true[slot], knowledge.bonus) > floor,
                         above, len(knowledge.unseen) - above))
    return rows


def hidden_cards(found: list[Position]) -> list[HiddenCard]:
    """Every hidden card of the opponent, seen from the side to move at every decision."""
    rows = []
    for view, true in found:
        hard, normal = read(view, FITTED_WEAKER, told=True), read(view)
        lean = replace(hard, tells=[()] * 5)  # the kept-card lean alone
        for slot, known in enumerate(hard.theirs):
            if known is None:
                rows.append(hidden_card(hard, lean.slot_weights(slot), slot, true[slot],
                                        dict(normal.slot_weights(slot))))
    return rows


def hidden_card(hard: Knowledge, leans: list[tuple[int, float]], slot: int, true: int,
                normal: dict[int, float]) -> HiddenCard:
    tells, mine, bonus = hard.tells[slot], hard.mine[slot], hard.bonus
    counts: dict[Told, int] = {}
    for card, lean in leans:
        kinds = [0] * len(TELL_WEIGHTS)
        for tell in tells:
            kinds[tell[0]] += matches(tell, card, bonus, mine)
        told = (lean, tuple(kinds))
        counts[told] = counts.get(told, 0) + 1
        if card == true:
            truth = told
    return truth, counts, math.log(normal[true] / sum(normal.values()))


def told_likelihood(rows: list[HiddenCard], weights: tuple[float, ...]) -> float:
    """The mean log-probability of the true hidden cards under the tells' ``weights``."""
    def weight(told: Told) -> float:
        lean, kinds = told
        return lean * math.prod(w ** n for w, n in zip(weights, kinds, strict=True))
    total = sum(math.log(weight(truth) / sum(n * weight(t) for t, n in counts.items())) for truth, counts, _ in rows)
    return total / max(1, len(rows))


def fit_tells(rows: list[HiddenCard]) -> tuple[float, ...]:
    """Each kind's weight on TELL_GRID, the others held, twice round (the kinds overlap little)."""
    weights = list(TELL_WEIGHTS)
    for _ in range(2):
        for kind in range(len(weights)):
            weights[kind] = max(TELL_GRID, key=lambda w, k=kind: told_likelihood(
                rows, tuple(weights[:k]) + (w,) + tuple(weights[k + 1:])))
    return tuple(weights)


def log_likelihood(rows: list[Sighting], weaker: float) -> float:
    """The total log-probability of the true cards when weaker unseen cards weigh ``weaker``."""
    return sum(math.log((1.0 if stronger else weaker) / (above + weaker * below))
               for _, stronger, above, below in rows)


def run(games: int, seed: int, player: str = "normal") -> dict[str, object]:
    found = positions(games, seed, player)
    rows = sightings(found)
    by_value = {value: [row for row in rows if row[0] == value] for value in range(1, 9)}
    fitted = {value: max(GRID, key=lambda weight, r=found: log_likelihood(r, weight))
              for value, found in by_value.items() if found}
    count = max(1, len(rows))
    hidden = hidden_cards(found)
    told = fit_tells(hidden)
    return {
        "player": player, "games": games, "seed": seed, "sightings": len(rows), "fitted_weaker": fitted,
        "log_likelihood": {
            "fitted": round(sum(log_likelihood(by_value[v], w) for v, w in fitted.items()) / count, 4),
            "kept_weaker": round(log_likelihood(rows, KEPT_WEAKER) / count, 4),
            "no_lean": round(log_likelihood(rows, 1.0) / count, 4),
        },
        "hidden_cards": len(hidden), "tell_weights": told,
        "hidden_log_likelihood": {
            "normal": round(sum(row[2] for row in hidden) / max(1, len(hidden)), 4),
            "fitted_without_tells": round(told_likelihood(hidden, (1.0,) * len(told)), 4),
            "fitted_with_tells": round(told_likelihood(hidden, told), 4),
            "fitted_with_tell_weights": round(told_likelihood(hidden, TELL_WEIGHTS), 4),
        },
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m game.lab.belief", description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=150)
    parser.add_argument("--seed", type=int, default=9)
    parser.add_argument("--player", default="normal", choices=sorted(PLAYERS), help="whose games are read")
    args = parser.parse_args(argv)
    print(json.dumps(run(args.games, args.seed, args.player)))


if __name__ == "__main__":
    main()
