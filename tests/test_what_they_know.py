"""What each side knows, at a glance (issue 32): the slots the page marks as known, from the viewer's
own board only (R-SECRET), under CPython."""

from __future__ import annotations

import random

from helpers import deck_of

from game import DRACULA, VAN_HELSING, new_game
from game.session import Session
from game.session.tracker import card_places
from game.web.table_markup import holder_slots

D = ["R1", "R3", "R4", "R6", "R7"]
V = ["G1", "G3", "G4", "G6", "G7"]


def known_slots(s: Session, owner: str) -> list[int]:
    board = s.screen().board
    return [slot for slot, (attributes, _) in enumerate(holder_slots(board, owner, "en", {}, None), start=1)
            if "known" in attributes["class"].split()]


def test_r_secret_after_a_trade_each_side_knows_the_card_it_gave_and_the_page_marks_only_those():
    s = Session(mode=DRACULA, level="normal", seed=1, pace=0, entropy=random.Random(1),
                prefs={"confirm_call": False})
    s.adopt(new_game(deck=deck_of(D, V, ["Y6", "M2", "M3"]), ranking=list("RGYM"), seed=1))
    assert known_slots(s, DRACULA) == [] and known_slots(s, VAN_HELSING) == []
    for target in ("deck", "discard", "district-2"):  # the yellow 6: trade slot 2
        s.click(target)
    assert s.game.moves[-1] == "trade 2"
    assert known_slots(s, DRACULA) == [2]  # Van Helsing's green 3, now mine: he knows it
    assert known_slots(s, VAN_HELSING) == [2]  # my red 3, now his: I know it
    places = card_places(s.screen().board)  # the tracker says the same (a phone's way to see it)
    assert places["G3"] == "shown" and places["R3"] == "theirs" and places["R1"] == "mine"
    # twin games with other hidden cards give the same marks: only what the viewer may know counts
    twin = Session(mode=DRACULA, level="normal", seed=1, pace=0, entropy=random.Random(1),
                   prefs={"confirm_call": False})
    twin.adopt(new_game(deck=deck_of(D, ["G2", "G3", "M4", "M6", "Y7"], ["Y6", "M2", "M3"]),
                        ranking=list("RGYM"), seed=1))
    for target in ("deck", "discard", "district-2"):
        twin.click(target)
    assert known_slots(twin, DRACULA) == [2] and known_slots(twin, VAN_HELSING) == [2]
