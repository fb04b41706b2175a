"""The table a person can follow (issue 17): every kind of move shown where it happens and settling to
the engine's state, the opponent's last move, a round's summary that waits, the game's end, take-backs
and confirmations; at desktop and phone sizes, in English and Persian."""

from __future__ import annotations

import json
import random

import pytest
from autoplay import play_until
from conftest import wait_ready
from driver import (
    MOTION,
    MOTIONS,
    SETTLED,
    SETTLED_MOTION,
    engine_game,
    import_file,
    open_as,
    open_game,
    record_file,
    saved,
    saved_moves,
    settle,
    shown_cards,
    start_new_game,
    wait_saved_moves,
)
from helpers import deck_of
from playwright.sync_api import expect

from game.i18n import text
from game.sides import other

pytestmark = pytest.mark.returning  # a game's behaviour, not a first visit's: e2e/returning.py

D = ["R1", "R3", "R4", "R6", "R7"]
V = ["G1", "G3", "G4", "G6", "G7"]
# Every kind of move, in a hot-seat round dealt exactly (R-DEAL): each step is a click, as the mover sees it
SCRIPT = [
    ("deck", "travel"), ("discard", "travel"), ("mine-2", "flip"),  # Dracula: Y1, reveal slot 2
    ("deck", "travel"), ("discard", "flip"),  # Van Helsing: Y2 turns the deck's top (M5) up
    ("deck", "travel"), ("discard", "banner"),  # Dracula: the face-up M5, another turn
    ("deck", "travel"), ("discard", "travel"), ("theirs-1", "flip"),  # Y3: expose
    ("deck", "travel"), ("discard", "travel"), ("mine-1", None), ("mine-2", "travel"),  # Van Helsing: Y4, a swap
    ("deck", "travel"), ("discard", "travel"), ("district-3", "travel"),  # Dracula: Y6, a trade
    ("deck", "travel"), ("discard", "travel"), ("colour-M", "trump"),  # Van Helsing: Y7, mauve is trump
    ("deck", "travel"), ("mine-1", "travel"), ("mine-3", "flip"),  # Dracula keeps M4 over R1: reveal
    ("deck", "travel"), ("discard", "banner"),  # Van Helsing: Y8 ends the round
]
DRAWS = ["Y1", "Y2", "M5", "Y3", "Y4", "Y6", "Y7", "M4", "Y8"]


def wait_motion(page) -> None:
    page.wait_for_function(SETTLED_MOTION, timeout=30_000)


BOTH = [("desktop", "en"), ("phone", "fa")]  # each size and each language, in two runs


@pytest.mark.parametrize(("size", "lang"), BOTH)
def test_every_kind_of_move_is_shown_where_it_happens_and_settles_to_the_engines_state(
        page, page_log, site_url, tmp_path, size, lang):
    open_as(page, site_url, size, lang, MOTION)
    import_file(page, record_file(tmp_path, deck_of(D, V, DRAWS), "RGYM", [], "hotseat"))
    page.evaluate(MOTIONS)
    for target, kind in SCRIPT:
        if settle(page) == "handover":
            page.locator("#btn-handover").click()
            settle(page)
        page.evaluate("() => { window.__motions = []; }")
        page.locator(f'#app [data-target="{target}"]').first.click()
        wait_motion(page)
        seen = {m["kind"] for m in page.evaluate("() => window.__motions")}
        if kind:
            assert kind in seen, (target, seen)
        page.wait_for_function(SETTLED, timeout=30_000)  # the move has played out: the page asks something
        if page.locator("#dlg-summary[open]").count() == 0 and not page.locator("#handover").is_visible():
            game = engine_game(page)
            viewer = json.loads(saved(page))["viewer"]
            view = game.view(viewer)
            assert shown_cards(page) == {"mine": view["holders"][viewer], "theirs": view["holders"][other(viewer)]}
    expect(page.locator("#dlg-summary")).to_be_visible()  # the 8 ended the round
    assert page_log.errors() == []


TAG = """() => { for (const node of document.querySelectorAll('#board .district, #board .token, #piles [data-place]'))
  node.dataset.kept = '1'; }"""


def test_a_click_that_only_changes_what_is_offered_redraws_nothing_else(page, page_log, site_url, tmp_path):
    """Dracula discards Y6 to trade (R-FX 6): the districts become targets and nothing else of the town changes,
    so the page sets their attributes and keeps every citizen (each token is a copy of a symbol the browser lays
    out again); of the piles only the discard pile is drawn again (the click's answer, issue 35)."""
    open_game(page, site_url)
    import_file(page, record_file(tmp_path, deck_of(D, V, DRAWS), "RGYM", [], "hotseat"))
    trade = SCRIPT.index(("district-3", "travel")) - 1  # the discard that offers the trade
    for target, _ in SCRIPT[:trade]:
        if settle(page) == "handover":
            page.locator("#btn-handover").click()
            settle(page)
        page.locator(f'#app [data-target="{target}"]').first.click()
    settle(page)
    page.evaluate(TAG)
    page.locator('#app [data-target="discard"]').click()
    settle(page)
    expect(page.locator("#board .district.target")).to_have_count(5)
    assert page.locator("#board .district:not([data-kept]), #board .token:not([data-kept])").count() == 0
    assert page.locator('#piles [data-place="deck"][data-kept], #piles [data-place="drawn"][data-kept]').count() == 2
    expect(page.locator('#piles [data-place="discard"]:not([data-kept]) .card')).to_have_attribute("data-card", "Y6")
    assert page_log.errors() == []


@pytest.mark.parametrize(("size", "lang"), BOTH)
def test_the_computers_move_travels_face_down_and_the_last_move_bar_names_it(
        page, page_log, site_url, tmp_path, size, lang):
    open_as(page, site_url, size, lang, MOTION)
    page.evaluate(MOTIONS)  # watching before the import: the computer may move as soon as it is taken in
    import_file(page, record_file(tmp_path, deck_of(D, V, ["G5", "M2", "Y3"]), "RGYM", [], "van_helsing"))
    settle(page)  # Dracula, the computer, has played its turn
    expect(page.locator("#last-move")).to_contain_text(text(lang, "side.dracula") + ":")
    assert page.locator(".last-move[data-place], .slot.last-move").count() >= 1
    draws = [m for m in page.evaluate("() => window.__motions") if m["kind"] == "travel"]
    assert draws and draws[0]["back"]  # the computer's draw: a card back
    page.locator('#app [data-target="deck"]').click()
    expect(page.locator("#last-move")).to_be_empty()  # until the player's next decision
    assert page_log.errors() == []


@pytest.mark.parametrize(("size", "lang"), BOTH)
def test_a_round_ends_with_a_summary_that_waits_for_continue_and_the_end_says_who_won(page, page_log,
                                                                                    site_url, size, lang):
    """A whole game against the computer: as Dracula on a desktop, as Van Helsing on a phone (chosen
    in New game, as a person does). The first round's end is summed up and waits for Continue."""
    open_as(page, site_url, size, lang, "seed=7")
    side = "dracula" if size == "desktop" else "van_helsing"
    if side == "van_helsing":
        start_new_game(page, side)
        expect(page.locator("#my-label")).to_contain_text(text(lang, "side.van_helsing"))
    rng = random.Random(7)
    play_until(page, "document.querySelector('#dlg-summary[open]')", rng)
    expect(page.locator("#dlg-summary table.summary tbody tr")).to_have_count(5)
    expect(page.locator("#app")).to_have_attribute("aria-busy", "false")  # nothing plays meanwhile
    moves = len(saved_moves(page))
    expect(page.locator("#btn-continue")).to_be_focused()
    page.locator("#btn-continue").click()
    expect(page.locator("#dlg-summary")).to_be_hidden()
    expect(page.locator("#status")).to_contain_text("2" if lang == "en" else "۲")
    assert len(saved_moves(page)) >= moves
    play_until(page, "document.querySelector('#dlg-over[open]')", rng)
    game = engine_game(page)
    title = page.locator("#over-title").inner_text()
    assert title == text(lang, "over.you_win" if game.winner == side else "over.you_lose")
    expect(page.locator("#over-body table.recap tbody tr")).to_have_count(game.round)
    record = text(lang, "over.record", side=side, level=text(lang, "level.normal"), won=0, lost=0)
    expect(page.locator("#over-body")).to_contain_text(record.partition(":")[0])
    expect(page.locator('#dlg-over [data-target="over-again"]')).to_be_in_viewport()
    assert page_log.errors() == []


def test_take_backs_and_confirmations(page, page_log, site_url, tmp_path):
    open_game(page, site_url)
    import_file(page, record_file(tmp_path, deck_of(D, V, ["M5", "Y2"]), "RGYM", [], "dracula"))
    settle(page)
    page.locator('#app [data-target="deck"]').click()
    expect(page.locator("#btn-undo")).to_be_disabled()  # a draw is never taken back
    page.locator('#app [data-target="mine-3"]').click()  # keep M5 over R4: a swap waits
    expect(page.locator("#btn-undo")).to_be_enabled()
    page.locator("#btn-undo").click()
    expect(page.locator("#prompt")).to_contain_text("Keep the mauve 5")
    assert saved_moves(page) == ["draw"]
    # a new game in the middle of one asks first
    page.locator("#btn-new").click()
    page.locator('#dlg-new [data-target="new-start"]').click()
    expect(page.locator("#dlg-confirm")).to_be_visible()
    expect(page.locator("#confirm-text")).to_contain_text("Start a new game?")
    page.locator("#confirm-no").click()
    assert saved_moves(page) == ["draw"]
    page.locator("#btn-new").click()
    page.locator('#dlg-new [data-target="new-start"]').click()
    page.locator("#confirm-yes").click()
    wait_saved_moves(page, lambda moves: moves == [])
    assert page_log.errors() == []


def test_a_call_asks_first_and_can_be_told_not_to(page, page_log, site_url):
    open_game(page, site_url, "seed=5")
    rng = random.Random(5)
    play_until(page, "document.querySelector('#btn-call:not([disabled])')", rng)
    page.locator("#btn-call").click()
    expect(page.locator("#dlg-confirm")).to_be_visible()
    page.locator("#confirm-remember-box").check()
    page.locator("#confirm-yes").click()
    wait_saved_moves(page, lambda moves: "call" in moves)
    assert json.loads(page.evaluate("() => localStorage.getItem('dvvh.prefs')"))["confirm_call"] is False
    assert page_log.errors() == []


def test_reduced_motion_shows_every_state_at_once(page, site_url):
    page.emulate_media(reduced_motion="reduce")
    page.goto(f"{site_url}/index.html?pace=0.05&start=play&seed=3")
    wait_ready(page)
    page.evaluate(MOTIONS)
    page.locator('#app [data-target="deck"]').click()
    page.locator("#app .target").first.click()
    settle(page)  # the computer's moves too
    assert [m for m in page.evaluate("() => window.__motions") if m["kind"] != "other"] == []
