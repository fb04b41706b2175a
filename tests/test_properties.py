"""Invariants over random games (hypothesis): conservation, secrecy, memory, endings, saves."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game import DRACULA, SIDES, VAN_HELSING, for_side, load_game, new_game
from game.cards import CODES
from game.notation import NAMES
from game.position import DRAWN, OVER

seeds = st.integers(min_value=0, max_value=2**32)
OTHER = {DRACULA: VAN_HELSING, VAN_HELSING: DRACULA}


def all_codes(data) -> set[str]:
    """Every card code anywhere in a JSON-safe structure (keys excluded)."""
    if isinstance(data, str):
        return {data} if data in CODES_SET else set()
    if isinstance(data, list):
        return set().union(*map(all_codes, data)) if data else set()
    if isinstance(data, dict):
        return set().union(*map(all_codes, data.values())) if data else set()
    return set()


CODES_SET = set(CODES)


class Knowledge:
    """A reference model of R-SECRET and R-MEMORY, kept from the full events: what each
    side has seen this round. Once a side has seen a card, every later move of it is public,
    so it knows where it is."""

    def __init__(self, game):
        self.known = {side: set(game.holder(side)) for side in SIDES}

    def learn(self, event):
        kind, side = event["type"], event.get("side")
        public: set[str] = set()
        if kind == "deal":
            self.known = {s: set(event["holders"][s]) for s in SIDES}
        elif kind == "draw":
            self.known[side].add(event["card"])
            if event["face_up"]:
                public.add(event["card"])
        elif kind in ("discard", "effect", "reveal", "expose", "top"):
            public.add(event["card"])
        elif kind == "keep":
            public.add(event["discarded"])
        elif kind == "trade":
            public |= {event["gave"], event["got"]}
        elif kind in ("round_end",):
            public |= set(event["holders"][DRACULA]) | set(event["holders"][VAN_HELSING])
        for s in SIDES:
            self.known[s] |= public


def random_play(seed: int, pick: int):
    game = new_game(seed=seed)
    return game, random.Random(pick)


@settings(max_examples=60, deadline=None)
@given(seeds, seeds)
def test_cards_are_conserved(seed, pick):
    game, rng = random_play(seed, pick)
    while game.to_move is not None:
        drawn = [CODES[game.drawn]] if game.drawn >= 0 else []
        everything = game.holder(DRACULA) + game.holder(VAN_HELSING) + game.discards + drawn
        assert len(everything) + game.deck_size == 32
        data = json.loads(game.to_json())
        assert sorted(everything + data["deck"]) == sorted(CODES)
        game.play(rng.choice(game.legal_actions()))


@settings(max_examples=60, deadline=None)
@given(seeds, seeds)
def test_r_secret_and_r_memory_views_and_events_show_exactly_what_a_side_knows(seed, pick):
    game, rng = random_play(seed, pick)
    model = Knowledge(game)
    while game.to_move is not None:
        events = game.play(rng.choice(game.legal_actions()))
        for event in events:
            model.learn(event)
            for side in SIDES:
                seen = for_side([event], side)[0]
                shown = all_codes(seen)
                assert shown <= model.known[side], (event, side)
                assert all_codes(event) & model.known[side] <= shown, (event, side)  # nothing known is blanked
        for side in SIDES:
            view = game.view(side)
            assert all_codes(view) <= model.known[side]
            other = OTHER[side]
            truth = game.holder(other)
            assert view["holders"][other] == [c if c in model.known[side] else None for c in truth]
            assert view["holders"][side] == game.holder(side)
            if side == game.to_move and game.phase == DRAWN:
                assert view["drawn"] == CODES[game.drawn]


@settings(max_examples=60, deadline=None)
@given(seeds, seeds)
def test_r_win_games_end_within_5_rounds_with_a_rightful_winner(seed, pick):
    game, rng = random_play(seed, pick)
    actions = 0
    while game.to_move is not None:
        game.play(rng.choice(game.legal_actions()))
        actions += 1
        assert actions < 5 * 67
    assert game.round <= 5
    if game.winner == VAN_HELSING:
        assert game.health == 0 and game.win_reason == "health"
    elif 4 in game.vampires:
        assert game.winner == DRACULA and game.win_reason == "district"
        assert game.vampires[game.win_district] == 4
    else:
        assert game.winner == DRACULA and game.win_reason == "rounds" and game.round == 5 and game.health > 0


@settings(max_examples=60, deadline=None)
@given(seeds, seeds, st.integers(min_value=0, max_value=300))
def test_save_then_load_mid_game_continues_identically_to_the_end(seed, pick, cut):
    game, rng = random_play(seed, pick)
    while game.to_move is not None and len(game.moves) < cut:
        game.play(rng.choice(game.legal_actions()))
    copy = load_game(game.to_json())
    assert copy.to_json() == game.to_json()
    for side in SIDES:
        assert copy.view(side) == game.view(side)
    state = rng.getstate()
    twin = random.Random()
    twin.setstate(state)
    while game.to_move is not None:
        assert game.play(rng.choice(game.legal_actions())) == copy.play(twin.choice(copy.legal_actions()))
    assert copy.to_json() == game.to_json()


@settings(max_examples=40, deadline=None)
@given(seeds, seeds)
def test_playout_path_and_notation_path_agree(seed, pick):
    """legal()/apply() (the AI's playouts) and legal_actions()/play() are the same rules."""
    fast, rng = random_play(seed, pick)
    slow = new_game(seed=seed)
    while slow.to_move is not None:
        options = fast.legal()
        assert [NAMES[a] for a in options] == slow.legal_actions()
        choice = rng.randrange(len(options))
        fast.apply(options[choice])
        slow.play(slow.legal_actions()[choice])
        assert fast.to_json() == slow.to_json()
    assert fast.phase == OVER
