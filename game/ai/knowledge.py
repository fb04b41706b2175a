"""What a computer player knows, read from its view and nothing else (R-SECRET, R-MEMORY).

The view gives the player's own cards, the opponent's revealed or remembered cards, the
discard pile, a face-up deck top and this round's public moves. From these we keep the
cards the player has not seen, and a belief about each of the opponent's hidden cards:
a card the opponent drew and kept in place of a discarded one is probably stronger than
the card it replaced, so its weights lean that way (the hard player's lean depends on the
discarded card's effect, which a player may keep a weaker card to play). The hard player also
reads the opponent's other choices, tells.py.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..cards import CARD_OF_CODE, COLOUR_INDEX, DECK_SIZE, colour_bonus, strength
from ..sides import DRACULA, other
from .tells import TELL_WEIGHTS, Tell, matches, read_moves

KEPT_WEAKER = 0.3  # a kept card weaker than the one it replaced: possible (kept to trigger an effect), less likely
JUDGED_WEAKER = (KEPT_WEAKER,) * 9  # the same for every replaced card's value: normal's and easy's belief
# The hard player's weights for a kept card weaker than the one it replaced, by that card's value
# (index 1-8; an 8 ends the round), fitted to how players keep (game.lab.belief; docs/AI.md): a
# player keeps a weaker card to play the effect of the card it discards, so after a 2, 3 or 4 the
# kept card leans neither way; after a 1 it is nearly always stronger.
FITTED_WEAKER = (1.0, 0.2, 1.0, 1.0, 1.0, 0.7, 0.5, 0.5, 1.0)


@dataclass
class Knowledge:
    """A side's knowledge of the game, in card ints."""

    view: dict[str, Any]
    me: str
    them: str
    mine: list[int]
    theirs: list[int | None]  # the opponent's cards I know (face up or remembered), else None
    unseen: list[int]  # cards I have not seen: in the opponent's hidden slots or in the deck
    ranking: list[int]
    bonus: list[int]
    replaced: list[int | None] = field(default_factory=list)  # per opponent slot: the card its kept card replaced
    deck_top: int | None = None
    drawn: int | None = None
    weaker: tuple[float, ...] = JUDGED_WEAKER  # by the replaced card's value: see FITTED_WEAKER
    tells: list[tuple[Tell, ...]] = field(default_factory=lambda: [()] * 5)  # per opponent slot (tells.py)

    @property
    def dracula(self) -> bool:
        return self.me == DRACULA

    def slot_weights(self, slot: int, bonus: list[int] | None = None) -> list[tuple[int, float]]:
        """The unseen cards with how likely each is to be the opponent's hidden card in ``slot``."""
        old = self.replaced[slot]
        bonus = bonus or self.bonus
        if old is None:
            weights = [(c, 1.0) for c in self.unseen]
        else:
            floor = strength(old, bonus)
            weaker = self.weaker[(old & 7) + 1]
            weights = [(c, 1.0 if strength(c, bonus) > floor else weaker) for c in self.unseen]
        mine = self.mine[slot]
        for tell in self.tells[slot]:
            weight = TELL_WEIGHTS[tell[0]]
            weights = [(c, w * weight if matches(tell, c, bonus, mine) else w) for c, w in weights]
        return weights


def read(view: dict[str, Any], weaker: tuple[float, ...] = JUDGED_WEAKER, told: bool = False) -> Knowledge:
    """Everything the AI uses, taken from ``view`` alone (``weaker``: the belief's weights for a
    kept card weaker than the one it replaced, by that card's value; ``told``: lean the belief by
    what the opponent's choices tell, tells.py)."""
    me = view["side"]
    them = other(me)
    mine = [CARD_OF_CODE[c] for c in view["holders"][me]]
    theirs = [None if c is None else CARD_OF_CODE[c] for c in view["holders"][them]]
    ranking = [COLOUR_INDEX[c] for c in view["ranking"]]
    seen = set(mine) | {c for c in theirs if c is not None} | {CARD_OF_CODE[c] for c in view["discards"]}
    deck_top = CARD_OF_CODE[view["deck_top"]] if view["deck_top"] else None
    drawn = CARD_OF_CODE[view["drawn"]] if view["drawn"] else None
    for card in (deck_top, drawn):
        if card is not None:
            seen.add(card)
    unseen = [c for c in range(DECK_SIZE) if c not in seen]
    knowledge = Knowledge(view, me, them, mine, theirs, unseen, ranking, colour_bonus(ranking),
                          deck_top=deck_top, drawn=drawn, weaker=weaker)
    knowledge.replaced, tells = read_moves(view, me, mine, theirs)
    for slot, card in enumerate(theirs):
        if card is not None:
            knowledge.replaced[slot] = None
    if told:
        knowledge.tells = tells
    return knowledge
