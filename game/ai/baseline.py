"""A plain one-ply player, as a yardstick for the arena (not offered in the page).

It rates each district by the share of unseen cards its card beats, with no belief about
the opponent's keeps and no model of the game's score: it maximises the expected number
of districts won, and calls the end of a round when about two districts ahead.
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

from ..cards import COLOUR_INDEX, colour_bonus, strength, with_trump
from ..notation import Action
from .judge import ranked
from .knowledge import read
from .thinking import Decided


def oneply_player(view: dict[str, Any], rng: random.Random) -> Decided:
    del rng
    k = read(view)

    def chances(mine: list[int], bonus: list[int]) -> list[float]:
        out = []
        for slot, card in enumerate(mine):
            known = k.theirs[slot]
            mine_strength = strength(card, bonus)
            if known is not None:
                out.append(float(mine_strength > strength(known, bonus)))
            else:
                out.append(sum(mine_strength > strength(c, bonus) for c in k.unseen) / max(1, len(k.unseen)))
        return out

    def expected(mine: list[int], bonus: list[int]) -> float:
        return sum(chances(mine, bonus))

    def trump_bonus(colour: int) -> list[int]:
        return colour_bonus(with_trump(k.ranking, colour))

    def after_effect(value: int, mine: list[int]) -> float:
        if value == 4:
            return max(expected(_swap(mine, a, b), k.bonus) for a, b in combinations(range(5), 2))
        if value == 7:
            return max(expected(mine, trump_bonus(c)) for c in range(4) if c != k.ranking[0])
        return expected(mine, k.bonus) + (0.3 if value == 5 else 0.0)

    scores: dict[str, float] = {}
    for action in view["legal_actions"]:
        verb, slots, colour = Action.parse(action)
        if verb == "draw":
            scores[action] = 0.0
        elif verb == "call":
            scores[action] = 1.0 if 2 * expected(k.mine, k.bonus) - 5 >= 2 else -1.0
        elif verb == "discard":
            scores[action] = after_effect((k.drawn & 7) + 1, k.mine)
        elif verb == "keep":
            slot = slots[0] - 1
            mine = k.mine[:slot] + [k.drawn] + k.mine[slot + 1:]
            scores[action] = after_effect((k.mine[slot] & 7) + 1, mine)
        elif verb == "swap":
            scores[action] = expected(_swap(k.mine, slots[0] - 1, slots[1] - 1), k.bonus)
        elif verb == "trump":
            scores[action] = expected(k.mine, trump_bonus(COLOUR_INDEX[colour]))
        elif verb == "trade":
            slot = slots[0] - 1
            known = k.theirs[slot]
            pool = [known] if known is not None else k.unseen
            given = strength(k.mine[slot], k.bonus)
            per_slot = chances(k.mine, k.bonus)
            per_slot[slot] = sum(strength(c, k.bonus) > given for c in pool) / len(pool)
            scores[action] = sum(per_slot)
        else:
            scores[action] = 0.0
    return Decided(ranked(scores)[0])


def _swap(cards: list[int], a: int, b: int) -> list[int]:
    out = cards[:]
    out[a], out[b] = out[b], out[a]
    return out
