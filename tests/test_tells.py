"""What the opponent's public choices tell the hard player about its hidden cards (game/ai/tells.py)."""

from __future__ import annotations

from game import DRACULA, VAN_HELSING
from game.ai.knowledge import FITTED_WEAKER, read
from game.ai.tells import ABOVE, ABOVE_MINE, COLOUR, TELL_WEIGHTS, read_moves
from game.cards import CARD_OF_CODE, COLOUR_INDEX
from game.engine import new_game

MINE = [CARD_OF_CODE[c] for c in ("R1", "G2", "Y3", "M4", "R5")]
HIDDEN = [None] * 5


def tells(moves, discards=(), theirs=HIDDEN):
    """Van Helsing's reading of Dracula's moves (``moves`` as (side, action) pairs)."""
    view = {"moves": [list(m) for m in moves], "discards": list(discards)}
    return read_moves(view, VAN_HELSING, MINE, list(theirs))[1]


def test_r_fx7_a_new_trump_tells_that_its_cards_are_likelier_of_that_colour():
    found = tells([(DRACULA, "draw"), (DRACULA, "discard"), (DRACULA, "trump G")], ["R7"])
    assert found == [((COLOUR, COLOUR_INDEX["G"]),)] * 5


def test_r_secret_only_the_opponents_choices_tell_about_its_cards():
    assert tells([(VAN_HELSING, "draw"), (VAN_HELSING, "discard"), (VAN_HELSING, "trump G"),
                  (VAN_HELSING, "draw"), (VAN_HELSING, "discard"), (VAN_HELSING, "swap 1 2")],
                 ["R7", "G4"]) == [()] * 5


def test_r_turn_a_card_kept_after_the_tell_is_a_new_card_there():
    found = tells([(DRACULA, "draw"), (DRACULA, "discard"), (DRACULA, "trump G"),
                   (VAN_HELSING, "draw"), (VAN_HELSING, "discard"),
                   (DRACULA, "draw"), (DRACULA, "keep 2")], ["R7", "Y1", "M2"])
    assert found[1] == () and found[0] == ((COLOUR, COLOUR_INDEX["G"]),)


def test_r_fx4_swapped_cards_carry_their_tells_and_likely_beat_mine_where_they_went():
    found = tells([(DRACULA, "draw"), (DRACULA, "discard"), (DRACULA, "trump G"),
                   (VAN_HELSING, "draw"), (VAN_HELSING, "discard"),
                   (DRACULA, "draw"), (DRACULA, "keep 1"),
                   (VAN_HELSING, "draw"), (VAN_HELSING, "discard"),
                   (DRACULA, "draw"), (DRACULA, "discard"), (DRACULA, "swap 1 3")],
                  ["R7", "Y1", "M2", "Y2", "G4"])
    green = (COLOUR, COLOUR_INDEX["G"])
    assert found[0] == (green, (ABOVE_MINE, 0))  # the card dealt to slot 3, now in slot 1
    assert found[2] == ((ABOVE_MINE, 0),)  # the card kept in slot 1 after the trump
    assert found[1] == found[3] == found[4] == (green,)


def test_r_fx6_a_traded_card_is_new_to_its_holder():
    found = tells([(DRACULA, "draw"), (DRACULA, "discard"), (DRACULA, "trump G"),
                   (VAN_HELSING, "draw"), (VAN_HELSING, "discard"), (VAN_HELSING, "trade 4")], ["R7", "M6"])
    assert found[3] == () and found[0] == ((COLOUR, COLOUR_INDEX["G"]),)


def test_r_fx1_a_shown_card_is_a_floor_for_the_cards_held_beside_it():
    """Players show their weakest card; the floor is that card wherever it has gone since."""
    theirs = [None, None, CARD_OF_CODE["G3"], None, None]
    found = tells([(DRACULA, "draw"), (DRACULA, "discard"), (DRACULA, "reveal 3")], ["M1"], theirs)
    assert found[2] == () and all(found[i] == ((ABOVE, CARD_OF_CODE["G3"]),) for i in (0, 1, 3, 4))
    moved = tells([(DRACULA, "draw"), (DRACULA, "discard"), (DRACULA, "reveal 3"),
                   (VAN_HELSING, "draw"), (VAN_HELSING, "discard"),
                   (DRACULA, "draw"), (DRACULA, "keep 3")], ["M1", "R2", "G3"])
    assert moved[0] == ((ABOVE, CARD_OF_CODE["G3"]),) and moved[2] == ()


def test_r_memory_showing_a_card_i_already_knew_tells_nothing():
    found = tells([(VAN_HELSING, "draw"), (VAN_HELSING, "discard"), (VAN_HELSING, "trade 2"),
                   (DRACULA, "draw"), (DRACULA, "discard"), (DRACULA, "reveal 2")],
                  ["M6", "M1"], [None, CARD_OF_CODE["G2"], None, None, None])
    assert found == [()] * 5


def test_r_secret_the_hard_players_belief_leans_by_the_tells_and_normals_does_not():
    """In a real game: after Dracula makes a colour trump, Van Helsing's hard belief weighs
    Dracula's hidden cards of that colour up; normal's belief is unchanged."""
    view = dracula_just_made_a_trump().view(VAN_HELSING)
    colour = COLOUR_INDEX[view["moves"][-1][1].split()[1]]
    hard, normal = read(view, FITTED_WEAKER, told=True), read(view)
    slot = next(i for i, card in enumerate(hard.theirs)
                if card is None and hard.replaced[i] is None and hard.tells[i] == ((COLOUR, colour),))
    weights = dict(hard.slot_weights(slot))
    assert {w for c, w in weights.items() if c >> 3 == colour} == {TELL_WEIGHTS[COLOUR]}
    assert {w for c, w in weights.items() if c >> 3 != colour} == {1.0}
    assert set(dict(normal.slot_weights(slot)).values()) == {1.0}


def dracula_just_made_a_trump():
    """A game in which Dracula has just made a new trump: seeded games where both sides discard
    every drawn card they may, until Dracula discards a 7 (having shown none of its cards)."""
    for seed in range(100):
        game = new_game(seed=seed)
        while game.to_move is not None:
            legal = game.legal_actions()
            trumps = [a for a in legal if a.startswith("trump")]
            shown = any(side == DRACULA and name.startswith("reveal") for side, name in game.view(DRACULA)["moves"])
            if trumps and game.to_move == DRACULA and not shown:
                game.play(trumps[0])
                return game
            game.play("discard" if "discard" in legal else "draw" if "draw" in legal else legal[0])
    raise AssertionError("no game in 100 seeds had Dracula discard a 7")
