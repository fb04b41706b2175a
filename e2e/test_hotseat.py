"""Hot-seat: between turns a hand-over screen hides every card; each side sees only its own."""

from __future__ import annotations

import random

from driver import click_something_offered, open_game, settle, start_new_game
from playwright.sync_api import expect


def no_card_face_in_the_dom(page) -> None:
    assert page.locator("[data-card]").count() == 0
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
