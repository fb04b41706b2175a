"""The page's markup, built under CPython from views: what each side is shown, and the click map."""

from __future__ import annotations

import html
import json
import random
import re
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sessions import play_game

from game import DRACULA, SIDES, VAN_HELSING, new_game
from game.cards import CODES
from game.i18n import text
from game.session import Session
from game.session.board import Board
from game.session.targets import SELECT, UNSELECT, click_map
from game.sides import other
from game.web.dialog_markup import card_sheet_html, over_html, over_title, summary_html
from game.web.markup import attr
from game.web.table_markup import districts_svg, holder_slots, piles_html, tracks_html
from game.web.words import last_move_text


def holder_html(board, owner, lang, clicks, selected):
    """The holder's buttons as markup, as the page puts them together (dom.sync_buttons)."""
    cells = []
    for attributes, inner in holder_slots(board, owner, lang, clicks, selected):
        shown = "".join(f' {name}="{attr(value)}"' for name, value in attributes.items() if value is not None)
        cells.append(f"<button{shown}>{inner}</button>")
    return "".join(cells)


def page_markup(view, lang, selected=None):
    clicks = click_map(view.get("legal_actions", []), selected)
    board = Board.of_view(view)
    me = view["side"]
    return "".join([
        holder_html(board, other(me), lang, clicks, None), holder_html(board, me, lang, clicks, selected),
        districts_svg(board, lang, clicks), tracks_html(board, lang, clicks), piles_html(board, lang, clicks),
    ]), clicks


def faces(markup: str) -> set[str]:
    return set(re.findall(r'data-card="([RGYM][1-8])"', markup))


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from(["en", "fa"]))
def test_markup_shows_only_the_faces_the_viewer_may_know(seed, lang):
    game = new_game(seed=seed)
    rng = random.Random(seed)
    while game.to_move is not None:
        for side in SIDES:
            view = game.view(side)
            markup, clicks = page_markup(view, lang)
            known = set(re.findall(r'"([RGYM][1-8])"', json.dumps(view)))
            assert faces(markup) <= known
            for target in set(clicks) - {"call"}:  # the call button is the page's own (index.html)
                assert f'data-target="{target}"' in markup, target
        game.play(rng.choice(game.legal_actions()))


def test_every_legal_action_has_a_target_to_click():
    game = new_game(seed=12)
    rng = random.Random(3)
    seen = set()
    while game.to_move is not None:
        legal = game.legal_actions()
        clicks = click_map(legal)
        offered = {a for a in clicks.values() if a not in (SELECT, UNSELECT)}
        for action in legal:
            if action.startswith("swap"):
                a, _b = action.split()[1:]
                assert action in click_map(legal, int(a)).values()
                seen.add("swap")
            else:
                assert action in offered, action
                seen.add(action.split()[0])
        game.play(rng.choice(legal))
    assert {"draw", "discard", "keep"} <= seen


def test_swap_takes_two_clicks_and_can_be_undone():
    legal = [f"swap {a} {b}" for a in range(1, 6) for b in range(a + 1, 6)]
    assert click_map(legal)["mine-2"] == SELECT
    second = click_map(legal, 2)
    assert second["mine-5"] == "swap 2 5" and second["mine-1"] == "swap 1 2" and second["mine-2"] == UNSELECT


def test_opponent_cards_are_backs_and_labels_say_hidden():
    game = new_game(seed=1)
    board = Board.of_view(game.view(VAN_HELSING))
    html = holder_html(board, DRACULA, "en", {}, None)
    assert "data-card" not in html
    assert html.count('aria-label="Dracula&#x27;s slot') == 5 and "hidden" in html
    mine = holder_html(board, VAN_HELSING, "en", {}, None)
    assert faces(mine) == set(game.holder(VAN_HELSING))


def test_all_card_codes_render_in_both_languages():
    from game.web.markup import card_face

    for code in CODES:
        assert f'data-card="{code}"' in card_face(code, "en") and "fx" in card_face(code, "fa")


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_the_summary_the_game_over_the_last_move_and_a_card_sheet_render_in_both_languages(lang):
    """Every dialog's markup is built from a whole game's session screens, in both languages."""
    session = Session(mode="van_helsing", seed=4, pace=0, entropy=random.Random(4), prefs={"confirm_call": False})
    seen = {"summary": 0, "last": 0, "sheet": 0}

    def check(current):
        screen = current.screen()
        if screen.summary:
            html = summary_html(screen.summary, lang)
            assert html.count("<tr") == 6 and "{" not in html
            seen["summary"] += 1
        if screen.last_move:
            assert last_move_text(screen.last_move, lang).startswith(text(lang, "side.dracula"))
            seen["last"] += 1
        if not screen.handover:
            for place in ("mine-1", "theirs-2"):
                title, body = card_sheet_html(screen.board, place, lang)
                assert title and body and "{" not in body
            seen["sheet"] += 1

    over = play_game(session, random.Random(1), check).over
    html = over_html(over, "van_helsing", "normal", lang)
    assert html.count("<tr") == 1 + len(over.rounds) and "{" not in html and over_title(over, lang)
    assert all(seen.values()), seen


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_r_secret_places_still_locked_in_a_friend_s_game_are_drawn_without_a_card(lang):
    """A friend's game: a slot, the drawn card or the turned-up top card the rules show but whose
    share has not come is drawn as a back with an hourglass, and read out as coming with the answer."""
    board = Board.of_view({**new_game(seed=3).view("dracula"), "locked": ["mine-2", "deck"]})
    board = replace(board, holders={**board.holders, "dracula": (board.holders["dracula"][0], None,
                                                                 *board.holders["dracula"][2:])})
    markup = holder_html(board, "dracula", lang, {}, None) + piles_html(board, lang, {})
    assert markup.count("badge waiting") == 2
    assert markup.count(html.escape(text(lang, "a11y.locked_card"))) == 2
