"""The card tracker (issue 32): each of the 32 cards placed as far as the viewer knows, from the viewer's own
board alone (R-SECRET): the opponent's hidden cards change nothing in it."""

from __future__ import annotations

from helpers import game_with

from game.cards import CODES
from game.session.board import Board
from game.session.tracker import card_places

DRACULA_CARDS, DRAWS = ["M8", "R2", "M4", "M2", "Y6"], ["R3", "G1", "Y2"]


def after_moves(van_helsing: list[str]):
    game = game_with(DRACULA_CARDS, van_helsing, DRAWS)
    for move in ("draw", "discard", "expose 2"):  # Dracula discards the red 3 and exposes Van Helsing's slot 2
        game.play(move)
    return game


def test_the_tracker_places_every_card_where_the_viewer_knows_it():
    game = after_moves(["G4", "Y5", "G6", "Y7", "R8"])
    places = card_places(Board.of_view(game.view("dracula")))
    assert set(places) == set(CODES)
    assert {code for code, place in places.items() if place == "mine"} == set(DRACULA_CARDS)
    assert {code for code, place in places.items() if place == "discarded"} == {"R3"}
    assert {code for code, place in places.items() if place == "theirs"} == {"Y5"}  # the exposed card only
    assert sum(place == "unknown" for place in places.values()) == 32 - 5 - 1 - 1


def test_r_secret_the_opponents_hidden_cards_change_nothing_in_the_tracker():
    seen = [card_places(Board.of_view(after_moves(cards).view("dracula")))
            for cards in (["G4", "Y5", "G6", "Y7", "R8"], ["R7", "Y5", "G5", "G7", "M7"])]
    assert seen[0] == seen[1]
