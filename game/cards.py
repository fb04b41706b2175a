"""Cards, colours and the colour ranking (R-DECK, R-RANK).

Inside the engine a card is a small int, ``colour * 8 + (value - 1)``, because the
AI's playouts compare and move cards millions of times; at every boundary (views,
events, saves, notation) a card is its code string, colour letter then value: ``"R5"``.
"""

from __future__ import annotations

COLOURS = "RGYM"  # red, green, yellow, mauve: the fixed order of card ints, not a ranking
VALUES = range(1, 9)
DECK_SIZE = 32  # R-DECK: 4 colours x values 1-8

CODES: tuple[str, ...] = tuple(f"{c}{v}" for c in COLOURS for v in VALUES)
CARD_OF_CODE: dict[str, int] = {code: i for i, code in enumerate(CODES)}
COLOUR_INDEX: dict[str, int] = {c: i for i, c in enumerate(COLOURS)}


def card(code: str) -> int:
    """The card int for a code such as ``"R5"``; ValueError for anything else."""
    try:
        return CARD_OF_CODE[code]
    except (KeyError, TypeError):
        raise ValueError(f"not a card: {code!r} (a card is a colour R, G, Y or M and a value 1-8, like 'R5')") from None


def colour_bonus(ranking: list[int]) -> list[int]:
    """Per colour index, its part of a card's strength under a ranking (trump first).

    R-RES reduces to one total order: a trump beats any non-trump; otherwise the higher
    value wins, and equal values go to the colour ranked higher. So a card's strength is
    ``bonus[colour] + 4 * value``: 64 for trump, plus 3 - its place in the ranking.
    """
    bonus = [0, 0, 0, 0]
    for place, colour in enumerate(ranking):
        bonus[colour] = 3 - place
    bonus[ranking[0]] += 64
    return bonus


def with_trump(ranking: list[int], colour: int) -> list[int]:
    """R-FX 7: the ranking (colour indices, trump first) once ``colour`` becomes trump; the old
    trump takes the place ``colour`` had."""
    changed = list(ranking)
    place = changed.index(colour)
    changed[0], changed[place] = colour, changed[0]
    return changed


def strength(card: int, bonus: list[int]) -> int:
    """A card's strength (see colour_bonus): the stronger card wins its district."""
    return bonus[card >> 3] + (card & 7) * 4


STRENGTH_TABLES: dict[tuple[int, ...], list[int]] = {}


def strength_table(bonus: tuple[int, ...]) -> list[int]:
    """Every card's strength under ``bonus`` (as a tuple), remembered: the AI asks millions of times a decision."""
    table = STRENGTH_TABLES.get(bonus)
    if table is None:
        table = STRENGTH_TABLES[bonus] = [strength(card, list(bonus)) for card in range(DECK_SIZE)]
    return table
