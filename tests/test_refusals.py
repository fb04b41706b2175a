"""Every wrong tap answered (issue 32): the reason a click does nothing comes from the rules (game/refusals.py),
read from the clicking side's view alone (R-SECRET), and the session says it without touching the game."""

from __future__ import annotations

import random

import pytest
from helpers import game_with

from game import new_game
from game.i18n import text
from game.refusals import why_not
from game.session import Session


def test_r_turn_a_card_is_drawn_before_any_of_ones_own_is_played():
    view = new_game(seed=3).view("dracula")
    assert [why_not(view, f"mine-{n}") for n in range(1, 6)] == [("refuse.draw_first", {})] * 5
    assert why_not(view, "theirs-2") == ("refuse.theirs", {"side": "van_helsing"})
    assert why_not(view, "discard") is None  # before a draw the pile only shows what lies in it
    assert why_not(new_game(seed=3).view("van_helsing"), "mine-1") is None  # not their turn: nothing to say


def test_r_eight_a_drawn_8_stays_out_of_the_pile_and_an_8_in_its_slot_before_six_discards():
    game = new_game(seed=3)
    game.play("draw")  # the red 8, with the mauve 8 in slot 1 and an empty pile
    view = game.view("dracula")
    assert (view["drawn"], view["holders"]["dracula"][0], view["discards"]) == ("R8", "M8", [])
    assert why_not(view, "discard") == ("refuse.eight_discard", {"count": 6})
    assert why_not(view, "mine-1") == ("refuse.eight_kept", {"count": 6})
    assert why_not(view, "mine-2") is None  # offered: keep 2


def test_r_secret_a_reason_reads_only_the_view_the_opponents_hidden_cards_change_nothing():
    """Twin games: Van Helsing's hidden cards differ (an 8 among them in one); every reason is the same."""
    places = [f"{side}-{n}" for side in ("mine", "theirs") for n in range(1, 6)] + ["discard"]
    dracula, draws = ["M8", "R2", "M4", "M2", "Y6"], ["R8"]
    twins = [game_with(dracula, cards, draws) for cards in (["G1", "G2", "G3", "G4", "G5"],
                                                            ["Y8", "G8", "G3", "G4", "G5"])]
    for game in twins:
        game.play("draw")
    reasons = [[why_not(game.view("dracula"), place) for place in places] for game in twins]
    assert reasons[0] == reasons[1]
    assert ("refuse.eight_kept", {"count": 6}) in reasons[0]


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_a_session_answers_a_wrong_click_and_the_next_click_clears_it(lang):
    session = Session(pace=0, entropy=random.Random(1), seed=3, mode="dracula", lang=lang)
    before = session.game.to_json()
    assert session.refuse("mine-2") and session.screen().refusal.line == ("refuse.draw_first", {})
    assert session.refuse("theirs-1") and session.screen().refusal.number == 2  # each answered (shaken) once
    assert session.game.to_json() == before
    assert not session.refuse("deck") and session.screen().refusal.number == 2  # offered: nothing to refuse
    session.click("deck")
    assert session.screen().refusal is None
    assert session.refuse("discard") and session.screen().refusal.line == ("refuse.eight_discard", {"count": 6})
    assert text(lang, "refuse.eight_discard", count=6) != text(lang, "refuse.eight_kept", count=6)
