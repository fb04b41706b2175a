"""Hot-seat: between turns a hand-over screen hides every card; each side sees only its own."""

from __future__ import annotations

import random

import pytest
from conftest import wait_ready
from driver import click_something_offered, open_game, saved_moves, settle, start_new_game
from playwright.sync_api import expect

pytestmark = pytest.mark.returning  # a game's behaviour, not a first visit's: e2e/returning.py


def no_card_face_in_the_dom(page) -> None:
    """No card is in the page, but the last round's in its summary (closed): every card of a round is shown face
    up to both players at its end (R-RES), and a hand-over after a round ended early (an 8, a call) follows it."""
    assert page.locator("[data-card]:not(#summary-body [data-card])").count() == 0
    assert page.locator("#log li").count() == 0


def test_hand_over_screen_hides_all_cards_and_each_side_sees_its_own(page, page_log, site_url, artifacts):
    open_game(page, site_url, "seed=11")
    start_new_game(page, "hotseat")
    rng = random.Random(2)
    seen = {"dracula": 0, "van_helsing": 0}
    handovers = 0
    while handovers < 6:
        state = settle(page)
        assert state != "over"
        if state == "handover":
            expect(page.locator("#handover-title")).to_contain_text("Pass the device to")
            no_card_face_in_the_dom(page)
            if handovers == 1:
                page.screenshot(path=str(artifacts / "handover-desktop.png"))
            side = "van_helsing" if "Van Helsing" in page.locator("#handover-title").inner_text() else "dracula"
            page.locator("#btn-handover").click()
            expect(page.locator("#my-label")).to_contain_text("Dracula" if side == "dracula" else "Van Helsing")
            expect(page.locator("#mine [data-card]")).to_have_count(5)  # the side to move sees its five cards
            theirs_faces = page.locator("#theirs [data-card]").count()
            marked = page.locator("#theirs .slot.face-up").count() + page.locator("#theirs .badge.memory").count()
            assert theirs_faces == marked  # of the opponent's cards, only revealed or remembered ones
            seen[side] += 1
            handovers += 1
            continue
        click_something_offered(page, rng)
    assert seen["dracula"] >= 2 and seen["van_helsing"] >= 2
    assert page_log.errors() == []


def moves_saved(page) -> int:
    """How many moves the autosave holds, once the page has written it."""
    return len(saved_moves(page))


def test_a_new_game_started_while_the_computer_moves_gets_no_move_from_it(page, page_log, site_url):
    page.goto(f"{site_url}/index.html?pace=1&seed=4")  # the computer takes its time over each move
    wait_ready(page)
    start_new_game(page, "van_helsing", "hard")  # Dracula, the computer, moves first
    expect(page.locator("#app")).to_have_attribute("aria-busy", "true")
    start_new_game(page, "hotseat")  # two people now: every move must come from a click
    rng = random.Random(4)
    moves = 0
    while moves < 14:  # several turns: seconds longer than the old game's computer needed
        if settle(page) == "handover":
            page.locator("#btn-handover").click()
            continue
        assert moves_saved(page) == moves  # nothing moved between the person's clicks
        click_something_offered(page, rng)
        if page.locator("#dlg-confirm[open]").count():  # a call, or showing a card they know, asks first:
            page.locator("#confirm-yes").click()  # the person's yes is part of the click's move
        after = moves_saved(page)
        assert after in (moves, moves + 1)  # a click makes one move at most (or picks a slot)
        moves = after
    assert page_log.errors() == []
