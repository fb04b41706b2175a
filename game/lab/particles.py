"""How well the particle belief knows the opponent's hidden cards: a measurement script.

    python -m game.lab.particles [--games 4] [--seed 1] [--player normal] [--every 6] [--guesses 160]
                                 [--temperatures 0.02,0.05] [--strays 0.1,0.3] [--mixes 0.2,0.35,0.5]

Plays games between two ``--player``s (as game.lab.belief does) and, at every ``--every``-th decision,
weighs ``--guesses`` guesses at the opponent's hidden cards by all its choices this round
(game/ai/particles.py). For each hidden card it takes the chance the belief gives the true card: the
share of the guesses' weight on it, mixed with the simpler belief's (knowledge.py, the hard player's)
as the search deals its worlds (a share SIMPLER from the simpler one). Printed as one JSON object: the
mean log-likelihood of a hidden card for each temperature, stray share and mix tried, and for the
simpler belief alone, and the median effective count of the weighed guesses (Kish's). A searcher's games end at its
count of worlds, never its clock (counted.py): the same games on any machine.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics

from ..ai import PLAYERS, particles
from ..ai.search import hard_knowledge
from .belief import positions

TEMPERATURES = (0.02, 0.05)
STRAYS = (0.1, 0.3)
MIXES = (0.2, 0.35, 0.5)


def run(games: int, seed: int, player: str, every: int, guesses: int, temperatures: tuple[float, ...] = TEMPERATURES,
        strays: tuple[float, ...] = STRAYS, mixes: tuple[float, ...] = MIXES) -> dict[str, object]:
    found = positions(games, seed, player)[::every]
    shipped = particles.TEMPERATURE, particles.STRAY
    results: dict[str, float] = {}
    effective: dict[str, float] = {}  # the median effective count of guesses (particles.effective)
    cards = 0
    simpler = 0.0
    try:  # the module's settings are the ones tried, one pair at a time, then the shipped ones again
        for temperature in temperatures:
            for stray in strays:
                particles.TEMPERATURE, particles.STRAY = temperature, stray
                totals = dict.fromkeys(mixes, 0.0)
                cards = 0
                simpler = 0.0
                counts = []
                for view, true in found:
                    k = hard_knowledge(view)
                    hidden = [slot for slot, card in enumerate(k.theirs) if card is None]
                    if not hidden:
                        continue
                    belief = particles.Particles(k, random.Random(len(view["moves"])), guesses)
                    while not belief.done:
                        belief.step()
                    total = sum(belief.weights)
                    counts.append(particles.effective(belief.weights))
                    for slot in hidden:
                        weights = dict(k.slot_weights(slot))
                        plain = weights.get(true[slot], 0.0) / sum(weights.values())
                        weighed = sum(w for g, w in zip(belief.guesses, belief.weights, strict=True)
                                      if g[slot] == true[slot]) / total
                        for mix in mixes:
                            totals[mix] += math.log((1 - mix) * weighed + mix * plain)
                        simpler += math.log(plain)
                        cards += 1
                for mix, value in totals.items():
                    results[f"temperature {temperature}, stray {stray}, mix {mix}"] = round(value / max(1, cards), 4)
                middle = statistics.median(counts) if counts else 0.0
                effective[f"temperature {temperature}, stray {stray}"] = round(middle, 1)
    finally:
        particles.TEMPERATURE, particles.STRAY = shipped
    return {"player": player, "games": games, "seed": seed, "positions": len(found), "hidden_cards": cards,
            "guesses": guesses, "simpler": round(simpler / max(1, cards), 4), "particles": results,
            "effective_guesses": effective}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m game.lab.particles", description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--player", default="normal", choices=sorted(PLAYERS), help="whose games are read")
    parser.add_argument("--every", type=int, default=6, help="every this many decisions is looked at")
    parser.add_argument("--guesses", type=int, default=160)
    for name, values in (("temperatures", TEMPERATURES), ("strays", STRAYS), ("mixes", MIXES)):
        parser.add_argument(f"--{name}", type=numbers, default=values, help="comma-separated, each tried")
    args = parser.parse_args(argv)
    print(json.dumps(run(args.games, args.seed, args.player, args.every, args.guesses, args.temperatures,
                         args.strays, args.mixes)))


def numbers(text: str) -> tuple[float, ...]:
    """A comma-separated list of numbers, as the options take them."""
    return tuple(float(part) for part in text.split(","))


if __name__ == "__main__":
    main()
