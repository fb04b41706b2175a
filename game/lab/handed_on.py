"""What handing the expert's belief on within its own turn costs and saves: a measurement script.

    python -m game.lab.handed_on [--games 4] [--seed 1] [--player normal] [--guesses 160]

Reads games between two ``--player``s (game.lab.belief.positions). At each decision that follows one of the same
side's earlier in the round with no move of the opponent's between (a keep after its draw, an effect, another
turn), it narrows the belief weighed for that earlier decision to this view (particles.narrowed, as the expert's
worker does: game/ai/handed_on.py) and weighs a new one as well. Printed as one JSON object: how many decisions
could keep their belief, the mean log-likelihood of a true hidden card under each (mixed with the simpler belief
as the search deals its worlds: particles.SIMPLER), their effective counts of guesses, and the CPython seconds the
new belief took, which a kept one saves.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import time

from ..ai import PLAYERS
from ..ai.particles import SIMPLER, Particles, narrowed
from ..ai.search import hard_knowledge
from .belief import positions


def weighed(view: dict, guesses: int) -> Particles:
    belief = Particles(hard_knowledge(view), random.Random(len(view["moves"])), guesses)
    while not belief.done:
        belief.step()
    return belief


def true_card_log_chance(belief: Particles, slot: int, true: int) -> float:
    """The log of the chance the search's worlds give the true card of ``slot``: the guesses' by weight, mixed
    with the simpler belief's."""
    k = belief.knowledge
    weights = dict(k.slot_weights(slot))
    plain = weights.get(true, 0.0) / sum(weights.values())
    share = sum(w for g, w in zip(belief.guesses, belief.weights, strict=True) if g[slot] == true) / sum(belief.weights)
    return math.log((1 - SIMPLER) * share + SIMPLER * plain)


def effective(belief: Particles) -> float:
    return sum(belief.weights) ** 2 / sum(w * w for w in belief.weights)


def run(games: int, seed: int, player: str, guesses: int) -> dict[str, object]:
    later = kept = cards = 0
    logs = {"kept": 0.0, "new": 0.0}
    counts = {"kept": 0.0, "new": 0.0}
    seconds, weighings = 0.0, 0
    earlier: tuple[dict, Particles] | None = None
    for view, true in positions(games, seed, player):
        k = hard_knowledge(view)
        if len(view["legal_actions"]) < 2 or None not in k.theirs:
            continue
        since = earlier[0] if earlier is not None else None
        started = time.perf_counter()
        new = weighed(view, guesses)
        seconds += time.perf_counter() - started
        weighings += 1
        if since is not None and since["side"] == view["side"] and since["round"] == view["round"] \
                and view["moves"][:len(since["moves"])] == since["moves"]:
            later += 1
            belief = narrowed(earlier[1], k, len(since["moves"]))
            if belief is not None:
                kept += 1
                for name, which in (("kept", belief), ("new", new)):
                    counts[name] += effective(which)
                    logs[name] += sum(true_card_log_chance(which, slot, true[slot])
                                      for slot, card in enumerate(k.theirs) if card is None)
                cards += sum(1 for card in k.theirs if card is None)
        earlier = (view, new)
    return {"player": player, "games": games, "seed": seed, "guesses": guesses,
            "decisions_with_a_belief": weighings, "decisions_after_one_of_the_same_turn": later,
            "kept_their_belief": kept, "hidden_cards": cards,
            "mean_log_likelihood_kept": round(logs["kept"] / max(1, cards), 4),
            "mean_log_likelihood_new": round(logs["new"] / max(1, cards), 4),
            "effective_guesses_kept": round(counts["kept"] / max(1, kept), 1),
            "effective_guesses_new": round(counts["new"] / max(1, kept), 1),
            "cpython_ms_a_new_belief": round(1000 * seconds / max(1, weighings), 1)}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m game.lab.handed_on", description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--player", default="normal", choices=sorted(PLAYERS), help="whose games are read")
    parser.add_argument("--guesses", type=int, default=160)
    args = parser.parse_args(argv)
    print(json.dumps(run(args.games, args.seed, args.player, args.guesses)))


if __name__ == "__main__":
    main()
