"""Building exact situations for the tests: explicit decks, scripted moves, edited states, and a
friend's message split into an exact number of links."""

from __future__ import annotations

import json
from typing import Any

from game import DRACULA, SIDES, VAN_HELSING, Game, load_game, new_game
from game.cards import CARD_OF_CODE, CODES, COLOUR_INDEX
from game.position import MARK_NAMES, TURN, Position


def deck_of(dracula: list[str], van_helsing: list[str], draws: list[str] = ()) -> list[str]:
    """A full deck, top first: Dracula's 5, Van Helsing's 5, then ``draws`` in the order they
    will be drawn, then every other card in a fixed order."""
    chosen = list(dracula) + list(van_helsing) + list(draws)
    assert len(chosen) == len(set(chosen)), f"a card is listed twice: {chosen}"
    return chosen + [c for c in CODES if c not in chosen]


def game_with(dracula: list[str], van_helsing: list[str], draws: list[str] = (), ranking: str = "RGYM",
              seed: int = 1) -> Game:
    """A new game whose first round is dealt exactly as given."""
    return new_game(deck=deck_of(dracula, van_helsing, draws), ranking=list(ranking), seed=seed)


def play(game: Game, *actions: str) -> list[dict[str, Any]]:
    """Play actions in order; return all their events."""
    events: list[dict[str, Any]] = []
    for action in actions:
        events += game.play(action)
    return events


def edited(game: Game, **changes: Any) -> Game:
    """The game with some saved fields changed, loaded back (so the change is validated)."""
    data = json.loads(game.to_json())
    data.update(changes)
    return load_game(json.dumps(data))


def event_types(events: list[dict[str, Any]]) -> list[str]:
    return [e["type"] for e in events]


def first(events: list[dict[str, Any]], kind: str) -> dict[str, Any]:
    return next(e for e in events if e["type"] == kind)


def situation(dracula: list[str], van_helsing: list[str], deck: list[str] = (), *, discards: list[str] = (),
              rest: str = "deck", ranking: str = "RGYM", to_move: str = "dracula", caller: str | None = None,
              marks: dict[str, list[str]] | None = None, health: int = 12, vampires: list[int] = (0,) * 5,
              round: int = 1) -> Game:
    """A game in the middle of a round, set up exactly as given (Game.from_position: the engine plays
    from any position; a save would have to be one the rules can reach from its moves).

    ``deck`` is top first. Cards not placed anywhere go under the deck (``rest="deck"``) or onto
    the discard pile (``rest="discards"``). ``marks`` name what each side knows of each slot.
    """
    placed = list(dracula) + list(van_helsing) + list(deck) + list(discards)
    unplaced = [c for c in CODES if c not in placed]
    if rest == "deck":
        deck = list(deck) + unplaced
    else:
        discards = list(discards) + unplaced
    marks = marks or {DRACULA: ["hidden"] * 5, VAN_HELSING: ["hidden"] * 5}
    start = new_game(seed=1)
    return Game.from_position(Position(
        seed=1, shuffles=start.shuffles, start=None, round=round, health=health, vampires=list(vampires),
        colour_ranking=[COLOUR_INDEX[c] for c in ranking], holders=[cards(dracula), cards(van_helsing)],
        marks=[[MARK_NAMES.index(m) for m in marks[side]] for side in SIDES], deck=cards(deck)[::-1], top_up=False,
        drawn=-1, drawn_up=False, pile=cards(discards), phase=TURN, effect=0, mover=SIDES.index(to_move),
        caller=-1 if caller is None else SIDES.index(caller), won_by=-1, win_reason=None, win_district=-1,
        history=[], round_start=0))


def cards(codes: list[str]) -> list[int]:
    return [CARD_OF_CODE[c] for c in codes]


def split_into(token: str, count: int) -> list[str]:
    """``token`` as ``count`` links' parts (as a longer page address would split it): the tests of
    parts opened out of order, twice, or with junk between need more parts than a shuffle takes."""
    from game.fair import wire

    room = -(-(len(token) - len(wire.PREFIX)) // count)
    parts = wire.split(token, wire.LIMIT - len(wire.PART_PREFIX) - wire.PART_ID - 2 - room)
    assert len(parts) == count
    return parts
