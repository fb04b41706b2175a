"""Illegal actions: a clear IllegalAction (a ValueError), and the game exactly as it was."""

from __future__ import annotations

import re

import pytest
from helpers import game_with, play, situation

from game import DRACULA, VAN_HELSING, IllegalAction

D = ["R1", "R3", "R4", "R6", "R7"]
V = ["G1", "G3", "G4", "G6", "G7"]
SIX = ["R2", "G2", "Y2", "M2", "R5", "G5"]


def at_start():
    return game_with(D, V, ["M3", "Y2"])


def holding(card):
    game = game_with(["R8", "R1", "R3", "R4", "R6"], V, [card])
    play(game, "draw")
    return game


def effect(value):
    game = situation(D, V, [f"Y{value}"], marks={DRACULA: ["face_up", "hidden", "hidden", "hidden", "hidden"],
                                                  VAN_HELSING: ["hidden", "face_up", "hidden", "hidden", "hidden"]})
    play(game, "draw", "discard")
    return game


def called():
    return situation(D, V, ["M3"], discards=SIX, caller=DRACULA, to_move=VAN_HELSING)


def finished():
    game = situation(["G1", "G3", "G4", "G6", "G7"], ["R7", "R6", "R4", "R3", "R1"], ["Y8"], discards=SIX, health=1)
    play(game, "draw", "discard")
    assert game.winner == VAN_HELSING
    return game


CASES = [
    (at_start, "fly", "unknown action 'fly'"),
    (at_start, "keep 9", "malformed action 'keep 9'"),
    (at_start, "keep", "malformed"),
    (at_start, "swap 3 1", "malformed"),
    (at_start, 3, "not int"),
    (at_start, None, "not NoneType"),
    (at_start, "discard", "start of Dracula's turn"),
    (at_start, "keep 1", "start of Dracula's turn"),
    (at_start, "call", "at least 6 cards"),
    (at_start, "reveal 1", "start of Dracula's turn"),
    (lambda: holding("M3"), "draw", "holds a drawn card"),
    (lambda: holding("M3"), "keep 1", "slot 1 holds an 8"),
    (lambda: holding("M8"), "discard", "an 8 may be discarded only"),
    (lambda: effect(1), "reveal 1", "slot 1 is already face up"),
    (lambda: effect(1), "expose 3", "effect 1 with 'reveal'"),
    (lambda: effect(3), "expose 2", "opponent's card in slot 2 is already face up"),
    (lambda: effect(4), "draw", "effect 4 with 'swap'"),
    (lambda: effect(6), "discard", "effect 6 with 'trade'"),
    (lambda: effect(7), "trump R", "R is already the trump colour"),
    (called, "call", "already been called by Dracula"),
    (finished, "draw", "the game is over"),
]


@pytest.mark.parametrize(("make", "action", "reason"), CASES)
def test_illegal_action_is_refused_with_its_reason_and_changes_nothing(make, action, reason):
    game = make()
    before = game.to_json()
    with pytest.raises(IllegalAction, match=re.escape(reason)):
        game.play(action)
    assert game.to_json() == before


def test_illegal_action_is_a_value_error():
    assert issubclass(IllegalAction, ValueError)


def test_illegal_call_twice_in_a_round():
    game = situation(D, V, ["M5", "M3"], discards=SIX)
    play(game, "call", "draw", "discard")  # Van Helsing's effect 5: another (last) turn
    assert game.to_move == VAN_HELSING
    with pytest.raises(IllegalAction, match="already been called by Dracula"):
        game.play("call")


def test_illegal_playing_for_the_wrong_side():
    game = at_start()
    before = game.to_json()
    with pytest.raises(IllegalAction, match="it is Dracula's turn"):
        game.play("draw", side=VAN_HELSING)
    assert game.to_json() == before
    game.play("draw", side=DRACULA)


def test_notation_is_forgiving_about_case_and_spaces():
    game = at_start()
    play(game, "  DRAW ", "Keep  2", "expose 1")
    game = effect(7)
    game.play("trump m")
    assert game.ranking[0] == "M"
