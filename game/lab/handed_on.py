"""What handing the expert's belief on from one of its decisions to the next costs and saves: a measurement script.

    python -m game.lab.handed_on [--games 4] [--seed 1] [--player normal] [--guesses 160] [--no-carry]

Reads games between two ``--player``s (game.lab.belief.positions). At each decision that follows one of the same
side's earlier in the round, it hands on the belief of that earlier decision: narrowed to this view when the
opponent has not moved since (a keep after its draw, an effect, another turn), as the expert's worker does
(game/ai/handed_on.py); else carried on through the opponent's moves (game/lab/carried.py, tried and not used by
the players). It weighs a new one as well. Each side's belief is handed on from the last it used, as in a game.
Printed as one JSON object, for each way (narrowed, carried on): how many decisions kept a belief, the mean
log-likelihood of a true hidden card under it and under the new one (mixed with the simpler belief as the search
deals its worlds: particles.SIMPLER), their effective counts of guesses, and the CPython milliseconds each took.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import time

from ..ai import PLAYERS
from ..ai.particles import SIMPLER, Particles, effective
from ..ai.search import hard_knowledge
from .belief import positions
from .carried import Replaying, handed


def weighed(belief: Particles) -> Particles:
    while not belief.done:
        belief.step()
    return belief


def true_card_log_chance(belief: Particles, slot: int, true: int) -> float:
    """The log-chance of the opponent's true card in ``slot`` under the belief's weighed guesses, mixed as the search
    mixes them with the simpler belief's."""
    k = belief.knowledge
    weights = dict(k.slot_weights(slot))
    plain = weights.get(true, 0.0) / sum(weights.values())
    share = sum(w for g, w in zip(belief.guesses, belief.weights, strict=True) if g[slot] == true) / sum(belief.weights)
    return math.log((1 - SIMPLER) * share + SIMPLER * plain)


def run(games: int, seed: int, player: str, guesses: int, carry: bool = True) -> dict[str, object]:
    ways = {way: {"kept": 0, "cards": 0, "log_kept": 0.0, "log_new": 0.0, "effective_kept": 0.0,
                  "effective_new": 0.0, "ms": 0.0} for way in ("narrowed", "carried")}
    later, new_ms, weighings = 0, 0.0, 0
    earlier: dict[str, tuple[dict, Replaying]] = {}  # by side: the view and belief of its last decision
    for view, true in positions(games, seed, player):
        k = hard_knowledge(view)
        if len(view["legal_actions"]) < 2 or None not in k.theirs:
            continue
        started = time.perf_counter()
        new = weighed(Replaying(k, random.Random(len(view["moves"])), guesses))
        new_ms += 1000 * (time.perf_counter() - started)
        weighings += 1
        used = new
        since = earlier.get(view["side"])
        if since is not None and since[0]["round"] == view["round"] \
                and view["moves"][:len(since[0]["moves"])] == since[0]["moves"]:
            later += 1
            started = time.perf_counter()
            belief = handed(since[1], k, len(since[0]["moves"]), guesses, carry)
            while belief is not None and belief.handed_on and not belief.done:
                belief.step()
            if belief is not None and belief.handed_on:  # not to be weighed anew for want of guesses
                way = ways["carried" if any(side != view["side"] for side, _ in view["moves"][len(since[0]["moves"]):])
                           else "narrowed"]
                way["ms"] += 1000 * (time.perf_counter() - started)
                way["kept"] += 1
                for name, which in (("kept", belief), ("new", new)):
                    way[f"effective_{name}"] += effective(which.weights)
                    way[f"log_{name}"] += sum(true_card_log_chance(which, slot, true[slot])
                                              for slot, card in enumerate(k.theirs) if card is None)
                way["cards"] += sum(1 for card in k.theirs if card is None)
                used = belief
        earlier[view["side"]] = (view, used)
    report: dict[str, object] = {"player": player, "games": games, "seed": seed, "guesses": guesses, "carry": carry,
                                 "decisions_with_a_belief": weighings, "after_one_of_the_same_side_in_the_round": later,
                                 "cpython_ms_a_new_belief": round(new_ms / max(1, weighings), 1)}
    for name, way in ways.items():
        kept, cards = max(1, way["kept"]), max(1, way["cards"])
        report[name] = {"kept_their_belief": way["kept"], "hidden_cards": way["cards"],
                        "mean_log_likelihood_kept": round(way["log_kept"] / cards, 4),
                        "mean_log_likelihood_new": round(way["log_new"] / cards, 4),
                        "effective_guesses_kept": round(way["effective_kept"] / kept, 1),
                        "effective_guesses_new": round(way["effective_new"] / kept, 1),
                        "cpython_ms_to_hand_on": round(way["ms"] / kept, 1)}
    return report


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m game.lab.handed_on", description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--player", default="normal", choices=sorted(PLAYERS), help="whose games are read")
    parser.add_argument("--guesses", type=int, default=160)
    parser.add_argument("--no-carry", dest="carry", action="store_false",
                        help="narrow only, as the expert does (carry nothing on through the opponent's moves)")
    args = parser.parse_args(argv)
    print(json.dumps(run(args.games, args.seed, args.player, args.guesses, args.carry)))


if __name__ == "__main__":
    main()
