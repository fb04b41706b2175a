"""Judging actions from a view: each legal action's chance of winning the game, one ply deep.

Each district is judged from the player's card there against what they know of the
opponent's: a known card decides it; a hidden one is any unseen card, weighted by what
the opponent's keeps suggest. Those chances, district by district, give the chance of
winning the game (value.Outlook.round_value). A round still being played is judged with its
chances drawn toward even, more so the more of the deck is left, because both sides
will still change their cards: so ending a round (a call, an 8) pays only when ahead.
Effects are played out to their best choice: a swap, a trade, a new trump.
"""

from __future__ import annotations

from itertools import combinations

from ..cards import COLOUR_INDEX, colour_bonus, strength, strength_table, with_trump
from ..notation import NAMES, Action
from .knowledge import Knowledge
from .value import EVEN, Outlook

EXTRA_TURN = 0.05  # effect 5: another draw is worth about this much (tuned in the arena: docs/AI.md)
SEEN_PENALTY = 0.004  # effect 1: the opponent learns one of our cards
EXPOSE_GAIN = 0.004  # effect 3: we learn one of theirs
CALL_MARGIN = 0.25  # calling locks today's chances in, and gives the opponent the last turn: only when it is decisive


class Judge:
    """Values of hypothetical positions and of legal actions, for one side's knowledge."""

    def __init__(self, knowledge: Knowledge, outlook: Outlook = EVEN):
        self.k = knowledge
        self.outlook = outlook
        view = knowledge.view
        self.health, self.vampires, self.round = view["health"], view["vampires"], view["round"]
        self.deck_size = view["deck_size"]
        self._cache: dict[tuple, float] = {}
        self._beats: dict[tuple[int, tuple[int, ...]], dict[int, float]] = {}  # by slot and bonus: _beat's answers
        self._slots: dict[tuple, tuple[list[tuple[int, float]], float]] = {}  # a slot's unseen cards, as strengths

    # ----- chances -----

    def beat_chance(self, card: int, slot: int, bonus: list[int]) -> float:
        """P(my ``card`` beats the opponent's card in ``slot``)."""
        key = tuple(bonus)
        return self._beat(strength_table(key)[card], slot, key, bonus)

    def _beat(self, mine: int, slot: int, key: tuple[int, ...], bonus: list[int]) -> float:
        """beat_chance of a card ``mine`` strong (``key``: the bonus as a tuple), remembered by slot and bonus:
        a decision asks the same ones many times."""
        known = self.k.theirs[slot]
        if known is not None:
            return 1.0 if mine > strength_table(key)[known] else 0.0
        answers = self._beats.get((slot, key))
        if answers is None:
            answers = self._beats[slot, key] = {}
        chance = answers.get(mine)
        if chance is None:
            strengths, total = self.slot_strengths(slot, bonus)
            won = 0.0
            for other, weight in strengths:
                if mine > other:
                    won += weight
            chance = answers[mine] = won / total if total else 0.5
        return chance

    def slot_strengths(self, slot: int, bonus: list[int]) -> tuple[list[tuple[int, float]], float]:
        """The strengths of the cards that may be the opponent's in ``slot``, with their weights, and the
        weights' sum (added in the cards' order, as the chances always were: the same floats)."""
        key = (slot, *bonus)
        known = self._slots.get(key)
        if known is None:
            table = strength_table(tuple(bonus))
            strengths = [(table[card], weight) for card, weight in self.k.slot_weights(slot, bonus)]
            total = 0.0
            for _, weight in strengths:
                total += weight
            known = self._slots[key] = (strengths, total)
        return known

    def taken_chance(self, given: int, slot: int, bonus: list[int]) -> float:
        """After trading ``given`` away in ``slot``: P(the card I get there beats it)."""
        known = self.k.theirs[slot]
        floor = strength(given, bonus)
        if known is not None:
            return 1.0 if strength(known, bonus) > floor else 0.0
        strengths, total = self.slot_strengths(slot, bonus)
        won = 0.0
        for other, weight in strengths:
            if other > floor:
                won += weight
        return won / total if total else 0.5

    def value(self, mine: list[int], bonus: list[int] | None = None, overrides: dict[int, float] | None = None,
              final: bool = False) -> float:
        """P(I win the game) with these cards in my slots (the opponent's as I know them)."""
        bonus = bonus or self.k.bonus
        bonus_key = tuple(bonus)
        key = (tuple(mine), bonus_key, tuple(sorted(overrides.items())) if overrides else (), final)
        cached = self._cache.get(key)
        if cached is not None:
            return cached
        table = strength_table(bonus_key)
        pull = 1.0 if final else self.settled()
        dracula = []
        for i, card in enumerate(mine):
            p = overrides[i] if overrides and i in overrides else self._beat(table[card], i, bonus_key, bonus)
            dracula.append(0.5 + (p - 0.5) * pull if self.k.dracula else 0.5 - (p - 0.5) * pull)
        result = self.outlook.round_value(dracula, self.health, self.vampires, self.round)
        if not self.k.dracula:
            result = 1.0 - result
        self._cache[key] = result
        return result

    def settled(self) -> float:
        """How far today's chances are likely to hold to the round's end (1: the round ends now)."""
        return max(0.55, 1.0 - 0.025 * min(self.deck_size, 18))

    # ----- effects -----

    def best_effect(self, value: int, mine: list[int], can_reveal: bool, can_expose: bool) -> float:
        """The value after the discarded card's effect, played out to its best choice (R-FX)."""
        if value == 4:
            return max(self.value(swapped(mine, a, b)) for a, b in combinations(range(5), 2))
        if value == 6:
            return max(self.traded_value(mine, slot) for slot in range(5))
        if value == 7:
            return max(self.value(mine, self.bonus_with_trump(c)) for c in range(4) if c != self.k.ranking[0])
        if value == 8:
            return self.value(mine, final=True)
        base = self.value(mine)
        if value == 1 and can_reveal:
            return base - SEEN_PENALTY
        if value == 3 and can_expose:
            return base + EXPOSE_GAIN
        if value == 5 and self.deck_size > 0:
            return base + EXTRA_TURN
        return base

    def traded_value(self, mine: list[int], slot: int) -> float:
        """R-FX 6: my card in ``slot`` goes to the opponent and theirs comes to me."""
        given = mine[slot]
        return self.value(mine, overrides={slot: self.taken_chance(given, slot, self.k.bonus)})

    def bonus_with_trump(self, colour: int) -> list[int]:
        """R-FX 7: ``colour`` and the trump exchange places in the ranking."""
        return colour_bonus(with_trump(self.k.ranking, colour))

    # ----- the legal actions -----

    def scores(self) -> dict[str, float]:
        """Each legal action of the view, with its value: P(I win the game) after it."""
        view = self.k.view
        legal = view["legal_actions"]
        mine = self.k.mine
        face_down = [not up for up in view["face_up"][self.k.me]]
        their_face_down = [not up for up in view["face_up"][self.k.them]]
        scores: dict[str, float] = {}
        if view["phase"] == "turn":
            keep_going = self.value(mine)
            for action in legal:
                if action == "call":
                    scores[action] = self.value(mine, final=True) - CALL_MARGIN
                else:
                    scores[action] = keep_going
            return scores
        if view["phase"] == "drawn":
            drawn = self.k.drawn
            for action in legal:
                if action == "discard":
                    after, gone = mine, drawn
                else:
                    slot = Action.parse(action).slot - 1
                    after = mine[:slot] + [drawn] + mine[slot + 1:]
                    gone = mine[slot]
                    face_down = [not up for up in view["face_up"][self.k.me]]
                    face_down[slot] = not view["drawn_face_up"]  # the kept card lies as it was drawn
                scores[action] = self.best_effect((gone & 7) + 1, after, any(face_down), any(their_face_down))
            return scores
        for action in legal:  # an effect waits for its choice
            verb, slots, colour = Action.parse(action)
            if verb == "swap":
                scores[action] = self.value(swapped(mine, slots[0] - 1, slots[1] - 1))
            elif verb == "trade":
                scores[action] = self.traded_value(mine, slots[0] - 1)
            elif verb == "trump":
                scores[action] = self.value(mine, self.bonus_with_trump(COLOUR_INDEX[colour]))
            elif verb == "reveal":
                scores[action] = self.reveal_score(slots[0] - 1)
            else:
                scores[action] = self.expose_score(slots[0] - 1)
        return scores

    def reveal_score(self, slot: int) -> float:
        """R-FX 1: show the card the opponent already knows, else the one least worth trading for."""
        if self.k.view["opponent_knows"][slot]:
            return 1.0
        return 0.5 - strength(self.k.mine[slot], self.k.bonus) / 1000

    def expose_score(self, slot: int) -> float:
        """R-FX 3: look where the outcome is least certain."""
        p = self.beat_chance(self.k.mine[slot], slot, self.k.bonus)
        return p * (1.0 - p)


def swapped(cards: list[int], a: int, b: int) -> list[int]:
    out = cards[:]
    out[a], out[b] = out[b], out[a]
    return out


def ranked(scores: dict[str, float]) -> list[str]:
    """Actions best first; ties keep the engine's order of legal actions, for determinism."""
    order = {name: i for i, name in enumerate(NAMES)}
    return sorted(scores, key=lambda a: (-scores[a], order[a]))

