"""Building exact situations for the rule tests: explicit decks, scripted moves, edited states."""

from __future__ import annotations

import json
from typing import Any

from game import Game, load_game, new_game
from game.cards import CODES


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
              rest: str = "deck", ranking: str = "RGYM", to_move: str = "dracula", **fields: Any) -> Game:
    """A game in the middle of round 1, built as a save and loaded (so it is validated).

    ``deck`` is top first. Cards not placed anywhere go under the deck (``rest="deck"``) or
    onto the discard pile (``rest="discards"``). Other save fields may be given as keywords.
    """
    placed = list(dracula) + list(van_helsing) + list(deck) + list(discards)
    unplaced = [c for c in CODES if c not in placed]
    if rest == "deck":
        deck = list(deck) + unplaced
    else:
        discards = list(discards) + unplaced
    data = json.loads(new_game(seed=1).to_json())
    data.update({
        "holders": {"dracula": list(dracula), "van_helsing": list(van_helsing)},
        "deck": list(deck), "discards": list(discards), "ranking": list(ranking), "to_move": to_move,
        "moves": [], "round_start": 0,
    })
    data.update(fields)
    return load_game(json.dumps(data))
