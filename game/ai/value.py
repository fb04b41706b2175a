"""How much a round's outcome is worth: the chance that Dracula wins the game.

A round's districts resolve left to right and the game can stop at any of them (R-RES,
R-STOP), so an end-of-round position is valued exactly over its 32 outcomes, given each
district's chance. After the round, the rest of the game is valued by a simple model
(every later district a coin toss), computed once per state and remembered.
"""

from __future__ import annotations

from functools import cache

DISTRICTS = 5
CITIZENS = 4
ROUNDS = 5
OUTCOMES = tuple(tuple(bool(mask >> i & 1) for i in range(DISTRICTS)) for mask in range(1 << DISTRICTS))


def round_value(dracula_wins: list[float], health: int, vampires: list[int], round_number: int) -> float:
    """P(Dracula wins the game) if the round ended now and district i went to Dracula with
    probability ``dracula_wins[i]``, independently."""
    total = 0.0
    for outcome in OUTCOMES:
        chance = 1.0
        for i in range(DISTRICTS):
            p = dracula_wins[i]
            chance *= p if outcome[i] else 1.0 - p
        if chance > 1e-9:
            total += chance * resolved(outcome, health, tuple(vampires), round_number)
    return total


@cache
def resolved(outcome: tuple[bool, ...], health: int, vampires: tuple[int, ...], round_number: int) -> float:
    """P(Dracula wins) after one round resolves with ``outcome`` (True: Dracula takes it)."""
    bitten = list(vampires)
    for i, dracula in enumerate(outcome):
        if dracula:
            bitten[i] += 1
            if bitten[i] == CITIZENS:
                return 1.0
        else:
            health -= 1
            if health == 0:
                return 0.0
    if round_number == ROUNDS:
        return 1.0
    return later(health, tuple(sorted(bitten)), round_number + 1)


@cache
def later(health: int, vampires: tuple[int, ...], round_number: int) -> float:
    """P(Dracula wins) from the start of a round, every district a coin toss from here on."""
    return sum(resolved(outcome, health, vampires, round_number) for outcome in OUTCOMES) / len(OUTCOMES)
