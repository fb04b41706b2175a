"""How much a round's outcome is worth: the chance that Dracula wins the game.

A round's districts resolve left to right and the game can stop at any of them (R-RES,
R-STOP), so an end-of-round position is valued exactly over its 32 outcomes, given each
district's chance. After the round, the rest of the game is valued by an outlook: how the
districts of a round still to come are likely to go, computed once per state and remembered.
The even outlook takes every later district as a coin toss. The played outlook is fitted to games
between normal players, where Dracula takes a little more than half the districts and a round
leans one way or the other as a whole; it predicts the games' results better (docs/AI.md).
"""

from __future__ import annotations

DISTRICTS = 5
CITIZENS = 4
ROUNDS = 5
OUTCOMES = tuple(tuple(bool(mask >> i & 1) for i in range(DISTRICTS)) for mask in range(1 << DISTRICTS))


def chance_of(outcome: tuple[bool, ...], share: float) -> float:
    """The chance of one round's ``outcome`` when Dracula takes each district with chance ``share``."""
    won = sum(outcome)
    return share ** won * (1 - share) ** (DISTRICTS - won)


class Outlook:
    """The chance that Dracula wins the game from the end of a round, given how later rounds go:
    each later round a mix of two leanings, its districts then independent, each Dracula's with
    probability ``share`` plus or minus ``lean``."""

    def __init__(self, share: float, lean: float):
        self.share, self.lean = share, lean
        high, low = share + lean, share - lean
        self.chances = tuple(0.5 * (chance_of(outcome, high) + chance_of(outcome, low)) for outcome in OUTCOMES)
        self._later: dict[tuple[int, tuple[int, ...], int], float] = {}
        self._resolved: dict[tuple[int, int, tuple[int, ...], int], float] = {}
        self._rows: dict[tuple[int, tuple[int, ...], int], tuple[float, ...]] = {}

    def shifted(self, edge: float) -> Outlook:
        """The same outlook with Dracula's share of later districts moved by ``edge``."""
        return Outlook(self.share + edge, self.lean)

    def round_value(self, dracula_wins: list[float], health: int, vampires: list[int], round_number: int) -> float:
        """P(Dracula wins the game) if the round ended now and district i went to Dracula with
        probability ``dracula_wins[i]``, independently."""
        p0, p1, p2, p3, p4 = dracula_wins
        q0, q1, q2, q3, q4 = 1.0 - p0, 1.0 - p1, 1.0 - p2, 1.0 - p3, 1.0 - p4
        # by outcome mask (bit i: district i+1), each a product taken district by district, written out: the judge
        # asks this half a million times a decision
        chances = [q0, p0]  # 1.0 * x is x: the products are those of a loop from 1.0
        chances = [chances[0] * q1, chances[1] * q1, chances[0] * p1, chances[1] * p1]
        chances = [c * q2 for c in chances] + [c * p2 for c in chances]
        chances = [c * q3 for c in chances] + [c * p3 for c in chances]
        chances = [c * q4 for c in chances] + [c * p4 for c in chances]
        total = 0.0
        for chance, worth in zip(chances, self.resolved_row(health, tuple(vampires), round_number), strict=True):
            if chance > 1e-9:
                total += chance * worth
        return total

    def resolved_row(self, health: int, vampires: tuple[int, ...], round_number: int) -> tuple[float, ...]:
        """``resolved`` for every outcome mask at once (the judge asks for all 32 again and again)."""
        key = (health, vampires, round_number)
        row = self._rows.get(key)
        if row is None:
            row = self._rows[key] = tuple(self.resolved(mask, health, vampires, round_number) for mask in range(32))
        return row

    def resolved(self, mask: int, health: int, vampires: tuple[int, ...], round_number: int) -> float:
        """P(Dracula wins) after one round resolves with outcome ``mask`` (bit i: Dracula takes district i+1)."""
        key = (mask, health, vampires, round_number)
        known = self._resolved.get(key)
        if known is None:
            known = self._resolved[key] = self._resolve(OUTCOMES[mask], health, vampires, round_number)
        return known

    def _resolve(self, outcome: tuple[bool, ...], health: int, vampires: tuple[int, ...], round_number: int) -> float:
        bitten = list(vampires)
        for i, dracula in enumerate(outcome):
            if dracula:
                bitten[i] += 1
                if bitten[i] == CITIZENS:
                    return 1.0  # R-WIN, R-STOP
            else:
                health -= 1
                if health == 0:
                    return 0.0
        if round_number == ROUNDS:
            return 1.0
        return self.later(health, tuple(sorted(bitten)), round_number + 1)

    def later(self, health: int, vampires: tuple[int, ...], round_number: int) -> float:
        """P(Dracula wins) from the start of a round (``vampires`` sorted: the order of districts
        does not matter before the round is played)."""
        key = (health, vampires, round_number)
        known = self._later.get(key)
        if known is None:
            known = self._later[key] = sum(chance * self.resolved(mask, health, vampires, round_number)
                                           for mask, chance in enumerate(self.chances))
        return known


EVEN = Outlook(0.5, 0.0)  # the judge's, so the normal and easy players'
PLAYED = Outlook(0.535, 0.15)  # the hard player's
