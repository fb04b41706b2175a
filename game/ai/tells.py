"""What the opponent's public moves tell about its hidden cards (R-SECRET allows this much).

A card it drew and kept replaced a card that is now in the discard pile (knowledge.slot_weights
leans the kept card by that one). And the slots an effect acts on are public, and a player
chooses them for its cards. So, for the cards it held when it chose (the hard player's belief):
- a new trump (R-FX 7): its cards are likelier of the colour it made trump;
- a swap (R-FX 4): the two cards it moved are likelier to beat my cards where they went;
- a reveal (R-FX 1) of a card I did not know: players show their weakest card, so its other
  cards are likelier stronger than the one shown.
A card it keeps afterwards, or trades, is a new card there, and the tells for that slot go.
Other choices (a trade, the slot a card is kept in, an expose) were measured to tell little more
(docs/AI.md).
"""

from __future__ import annotations

from typing import Any

from ..cards import CARD_OF_CODE, COLOUR_INDEX, strength
from ..notation import Action

COLOUR = 0  # (COLOUR, colour): a card of this colour weighs TELL_WEIGHTS[COLOUR]
ABOVE = 1  # (ABOVE, card): a card stronger than this one weighs TELL_WEIGHTS[ABOVE]
ABOVE_MINE = 2  # (ABOVE_MINE, 0): a card stronger than my card in the same slot weighs TELL_WEIGHTS[ABOVE_MINE]
TELL_WEIGHTS = (2.0, 5.0, 3.5)  # fitted by likelihood to normal's play (game.lab.belief; docs/AI.md)

Tell = tuple[int, int]


def read_moves(view: dict[str, Any], me: str, mine: list[int],
               theirs: list[int | None]) -> tuple[list[int | None], list[tuple[Tell, ...]]]:
    """Follow this round's public moves (R-MEMORY): per opponent slot, the card that the card
    now there replaced if the opponent drew it and kept it (None for a dealt card), and the
    tells about the card there now."""
    replaced: list[int | None] = [None] * 5
    tells: list[list[Tell]] = [[] for _ in range(5)]
    known = [False] * 5  # which of their cards I knew at the time (traded to them, shown or exposed)
    shown: list[list[Any]] = []  # where each card they showed is now: [holder, slot or discard index]
    floors: list[tuple[int, list[Tell]]] = []  # the tell lists that wait for a shown card's identity
    discarded = 0
    for side, name in view["moves"]:
        verb, numbers, colour = Action.parse(name)
        slots = [n - 1 for n in numbers]
        holder = "me" if side == me else "them"
        if verb == "discard":
            discarded += 1
        elif verb == "keep":
            for place in shown:
                if place == [holder, slots[0]]:
                    place[:] = ["discard", discarded]
            if holder == "them":
                replaced[slots[0]] = CARD_OF_CODE[view["discards"][discarded]]
                tells[slots[0]] = []
                known[slots[0]] = False
            discarded += 1
        elif verb == "swap":
            a, b = slots
            for place in shown:
                if place[0] == holder and place[1] in (a, b):
                    place[1] = a + b - place[1]
            if holder == "them":  # the lists move with the cards (a shown card's floor may be added later)
                replaced[a], replaced[b] = replaced[b], replaced[a]
                tells[a], tells[b] = tells[b], tells[a]
                tells[a].append((ABOVE_MINE, 0))
                tells[b].append((ABOVE_MINE, 0))
                known[a], known[b] = known[b], known[a]
        elif verb == "trade":
            slot = slots[0]
            for place in shown:
                if place[1] == slot and place[0] in ("me", "them"):
                    place[0] = "them" if place[0] == "me" else "me"
            tells[slot] = []
            known[slot] = True
        elif verb == "expose" and holder == "me":
            known[slots[0]] = True
        elif verb == "reveal" and holder == "them":
            slot = slots[0]
            if not known[slot]:
                shown.append(["them", slot])
                for other in range(5):
                    if other != slot:
                        floors.append((len(shown) - 1, tells[other]))
            known[slot] = True
        elif verb == "trump" and holder == "them":
            for slot_tells in tells:
                slot_tells.append((COLOUR, COLOUR_INDEX[colour]))
    for index, slot_tells in floors:
        holder, where = shown[index]
        card = (theirs[where] if holder == "them" else mine[where] if holder == "me"
                else CARD_OF_CODE[view["discards"][where]])
        if card is not None:
            slot_tells.append((ABOVE, card))
    return replaced, [tuple(slot_tells) for slot_tells in tells]


def matches(tell: Tell, card: int, bonus: list[int], mine: int) -> bool:
    """Does ``card``, as the opponent's hidden card, fit the tell (``mine``: my card in that slot)?"""
    kind, arg = tell
    if kind == COLOUR:
        return card >> 3 == arg
    return strength(card, bonus) > strength(arg if kind == ABOVE else mine, bonus)
