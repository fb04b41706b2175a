"""The page: ready, quiet, self-contained, and playable to the end by clicking (issue 3)."""

from __future__ import annotations

import random

import pytest
from driver import RESTING, open_game, settle, start_new_game
from playwright.sync_api import expect


def test_page_reaches_ready_with_the_board_and_no_errors(page, page_log, site_url):
    open_game(page, site_url)
    expect(page.locator("#splash")).to_be_hidden()
    expect(page.locator("#board svg.districts .district")).to_have_count(5)
    expect(page.locator("#mine .slot")).to_have_count(5)
    expect(page.locator("#theirs .slot")).to_have_count(5)
    expect(page.locator("#mine [data-card]")).to_have_count(5)
    expect(page.locator("#theirs [data-card]")).to_have_count(0)
    expect(page.locator("#prompt")).to_contain_text("draw a card")
    assert page.title() == "Dracula vs Van Helsing"
    assert page_log.errors() == []
    assert page_log.foreign_requests() == []
    assert any(url.endswith("/vendor/pyodide/pyodide.asm.wasm") for url in page_log.requests)


BECKONING = "() => document.getAnimations().some(a => a.animationName === 'beckon' && a.playState === 'running')"


@pytest.mark.returning
def test_each_new_choice_beckons_a_few_times_then_the_waiting_table_rests(page, site_url):
    """The targets' glow pulses for a new choice, then stops: a table left waiting (a player thinking, a
    phone on the table) draws no frame at all, and the still gold ring keeps showing what may be taken."""
    open_game(page, site_url, "seed=5")
    page.wait_for_function(RESTING, timeout=15_000)
    expect(page.locator('[data-place="deck"].target')).to_be_visible()
    page.locator('[data-place="deck"]').click()  # drawn: where to keep it is the new choice
    page.wait_for_function(BECKONING, timeout=15_000)
    page.wait_for_function(RESTING, timeout=15_000)
    expect(page.locator("#mine .slot.target").first).to_be_visible()  # still offered, still ringed


@pytest.mark.returning
def test_the_call_button_is_enabled_only_when_calling_is_legal(page, site_url):
    open_game(page, site_url, "seed=5")
    expect(page.locator("#btn-call")).to_be_disabled()
    rng = random.Random(5)
    while page.locator("#btn-call:not([disabled])").count() == 0:
        assert settle(page) == "turn"
        targets = page.locator("#app .target")
        targets.nth(rng.randrange(targets.count())).click()
    expect(page.locator("#prompt")).to_contain_text("or call the end of the round")
    page.locator("#btn-call").click()
    page.locator("#confirm-yes").click()  # a call cannot be taken back: asked first
    expect(page.locator("#log")).to_contain_text("You call the end of the round.")


@pytest.mark.returning
def test_hint_shows_what_the_hard_player_would_do_and_it_can_be_played(page, page_log, site_url):
    open_game(page, site_url, "seed=9")
    start_new_game(page, "dracula", level="hard")
    expect(page.locator("#status")).to_contain_text("hard")
    for _ in range(3):  # a few decisions with advice, each followed
        assert settle(page) == "turn"
        page.locator("#btn-hint").click()
        expect(page.locator("#hint-line")).to_contain_text("Chance to win the game")
        hinted = page.locator("#app .hint")
        expect(hinted.first).to_be_visible()
        hinted.first.click()
    assert page_log.errors() == []
