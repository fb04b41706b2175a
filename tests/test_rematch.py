"""A rematch on the board (issue 32): once a game is over the board offers the next one at a press, the same
side and level or the other side, and nothing of the kind while a game goes on."""

from __future__ import annotations

import random

import pytest
from sessions import play_game

from game import DRACULA, VAN_HELSING
from game.session import Session


@pytest.mark.parametrize(("swap", "side"), [(False, VAN_HELSING), (True, DRACULA)])
def test_a_game_over_offers_play_again_and_swap_sides_at_one_press(swap, side):
    session = Session(mode=VAN_HELSING, level="easy", pace=0, entropy=random.Random(7), seed=7,
                      prefs={"coach": False})
    assert session.screen().rematch == ()  # a game going on: nothing to offer
    session.rematch(swap)  # and a press changes nothing
    assert session.game.moves == [] and session.mode == VAN_HELSING
    play_game(session, random.Random(7))
    assert session.screen().rematch == ("again", "swap")
    session.start_replay()
    assert session.screen().rematch == ()  # a replay shows the game, not the next
    session.leave_replay()
    session.start_review()
    session.close_review()  # after a review too
    assert session.screen().rematch == ("again", "swap")
    finished = session.game
    session.rematch(swap)
    assert session.game is not finished and session.game.winner is None and session.game.moves == []
    assert (session.mode, session.level, session.viewer) == (side, "easy", side)
    assert session.screen().rematch == () and session.screen().over is None


def test_two_players_on_one_device_play_again_without_sides_to_swap():
    session = Session(mode="hotseat", pace=0, entropy=random.Random(8), seed=8, prefs={"coach": False})
    play_game(session, random.Random(8))
    assert session.screen().rematch == ("again",)
    session.rematch(swap=True)  # not offered: nothing happens
    assert session.game.winner is not None
    session.rematch(swap=False)
    assert session.game.winner is None and session.mode == "hotseat"
