"""Where the hard player loses: its decisions judged by an oracle that knows the opponent's cards.

    python -m game.lab.leaks --games 12 --seed 41 [--worlds 300] [--jobs 2]

The hard player plays normal (seat-balanced, on the arena's deals). At each of its decisions with a
choice (not a reveal or an expose, which a known world cannot value), every legal action is played out
in ``--worlds`` worlds dealt with the opponent's true hidden cards (the deck shuffled from the rest): the
oracle's values. A second set of worlds, dealt from hard's own belief, gives the action a search of every
action alike would take (the best played out, no test against the judge's). Both sets are independent,
so the oracle's value of either choice is unbiased. Prints, per kind of decision, the sums over the games
(with one standard error) of: hard's gain over the judge's first choice, the all-alike choice's gain
over hard's, and the gain over hard's of the action a third, independent set of worlds dealt with the true
cards would take (what knowing the opponent's cards at that one decision is worth: the most a better belief
could gain there). A sum over G games divided by G is the chance of winning a game gained or lost.
A measurement that reads the deal: it is never an AI entry point (R-SECRET holds for the players).
"""

from __future__ import annotations

import argparse
import json
import math
import random
from collections import defaultdict
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from typing import Any

from .. import new_game
from ..ai.handed_on import HandedOn
from ..ai.knowledge import Knowledge
from ..ai.players import normal_player
from ..ai.playout import play_out
from ..ai.search import OUTLOOKS, hard_knowledge
from ..ai.thinking import Thinking
from ..ai.worlds import determinize, world_with
from ..engine import Game
from ..notation import ACTION_OF_NAME
from ..sides import DRACULA, SIDE_INDEX, SIDES, VAN_HELSING
from .arena import deal_seeds


def kind_of(view: dict[str, Any]) -> str:
    """A decision's kind: draw or call, keep or discard, or the effect chosen for (R-FX)."""
    return f"effect {view['effect']}" if view["phase"] == "effect" else "keep or discard" if view["drawn"] \
        else "draw or call"


def valued(k: Knowledge, legal: list[str], me: int, worlds: int, rng: random.Random,
           theirs: list[int] | None, reply: Callable[[Game], int] | None = None) -> dict[str, float]:
    """Each action's mean chance of winning, played out in the same worlds: the opponent's cards ``theirs``
    (the oracle's), or dealt from the hard player's belief (None); the opponent playing the rest of the round
    as ``reply`` does (normal_reply), or as the quick policy (None), as the search's play-outs assume."""
    values = dict.fromkeys(legal, 0.0)
    for _ in range(worlds):
        world = determinize(k, rng) if theirs is None else world_with(k, theirs, rng)
        for action in legal:
            game = world.clone()
            game.apply(ACTION_OF_NAME[action])
            values[action] += play_out(game, me, OUTLOOKS[me], reply=reply) / worlds
    return values


def normal_reply(game: Game) -> int:
    """The mover's action as the normal player makes it, from its own view of the world (the judge's best)."""
    return ACTION_OF_NAME[normal_player(game.view(SIDES[game.mover]), random.Random(0)).choice()]


def hard_decisions(deal: int, hard_side: str) -> Iterator[tuple[Game, Knowledge, Thinking, str]]:
    """One game of hard against normal (as the arena plays it). Yields each of hard's decisions that an oracle
    can value, before it is played: the game, hard's knowledge, its thinking and its choice. A decision with a
    choice, while some of the opponent's cards are hidden, and not a reveal or an expose (R-FX 1, 3)."""
    game: Game = new_game(seed=deal)
    handed_on = HandedOn()  # hard's belief handed on within its turn, as the arena does
    while game.to_move is not None:
        side = game.to_move
        view = game.view(side)
        level = "hard" if side == hard_side else "normal"
        thinking, action = handed_on.decide(view, str(deal), level, random.Random(deal * 1000 + len(game.history)))
        k = hard_knowledge(view) if level == "hard" and len(view["legal_actions"]) > 1 else None
        if k is not None and None in k.theirs and not (view["phase"] == "effect" and view["effect"] in (1, 3)):
            yield game, k, thinking, action
        game.play(action)


def judged_game(deal: int, hard_side: str, worlds: int) -> list[dict[str, Any]]:
    """One game of hard against normal; the hard player's decisions, judged."""
    rng = random.Random(deal)
    rows = []
    for game, k, thinking, action in hard_decisions(deal, hard_side):
        view, me = k.view, SIDE_INDEX[game.to_move]
        legal, truth = view["legal_actions"], list(game.holders[1 - me])
        oracle = valued(k, legal, me, worlds, rng, truth)
        belief = valued(k, legal, me, worlds, rng, None)
        alike = max(belief, key=belief.__getitem__)
        knowing = valued(k, legal, me, worlds, rng, truth)  # other worlds, the same cards: choosing apart from valuing
        told = max(knowing, key=knowing.__getitem__)
        rows.append({"kind": kind_of(view), "hard_over_judge": oracle[action] - oracle[thinking.candidates[0]],
                     "alike_over_hard": oracle[alike] - oracle[action],
                     "told_over_hard": oracle[told] - oracle[action]})
    return rows


def seated(seed: int, games: int) -> list[tuple[int, str]]:
    """The arena's deals for ``games`` games (pairs), each played with hard on either side."""
    return [(deal, side) for deal in deal_seeds(seed, max(1, games // 2)) for side in (DRACULA, VAN_HELSING)]


def summed(values: list[float]) -> str:
    """A sum with its standard error (the decisions taken as independent)."""
    n = len(values)
    mean = sum(values) / n
    spread = math.sqrt(sum((v - mean) ** 2 for v in values) / max(1, n - 1)) * math.sqrt(n)
    return f"{sum(values):+.3f} ± {spread:.3f}"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m game.lab.leaks", description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=12, help="games in all (pairs on the same deal)")
    parser.add_argument("--seed", type=int, default=41)
    parser.add_argument("--worlds", type=int, default=300, help="worlds per action, for each of the three sets")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    games = seated(args.seed, args.games)
    with ProcessPoolExecutor(args.jobs) as pool:
        judged = pool.map(partial(judged_game, worlds=args.worlds), *zip(*games, strict=True))
    by_kind: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
    for row in (row for rows in judged for row in rows):
        for name in ("hard_over_judge", "alike_over_hard", "told_over_hard"):
            by_kind[row["kind"]][name].append(row[name])
    print(json.dumps({"games": len(games), "seed": args.seed, "worlds": args.worlds, "kinds": {
        kind: {"decisions": len(rows["hard_over_judge"]), **{name: summed(values) for name, values in rows.items()}}
        for kind, rows in sorted(by_kind.items())}}, indent=1))


if __name__ == "__main__":
    main()
