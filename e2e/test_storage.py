"""Storage full or turned off (issue 18, fault 3): the page said the game was saved while nothing
was stored, and a reload resumed a stale copy in silence."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import wait_ready
from driver import open_game, settle
from playwright.sync_api import expect

from game.records import parse

pytestmark = pytest.mark.returning  # a game's behaviour, not a first visit's: e2e/returning.py

FULL_WHEN_ASKED = """
  window.__full = false;
  const real = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    if (window.__full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    return real.call(this, key, value);
  };
"""


def test_storage_full_the_game_plays_on_says_so_offers_a_download_and_leaves_no_stale_copy(page, site_url):
    page.add_init_script(FULL_WHEN_ASKED)
    open_game(page, site_url, "seed=4")
    settle(page)
    expect(page.locator("html")).to_have_attribute("data-saved", "yes")
    page.evaluate("() => { window.__full = true; }")
    page.locator('#app [data-target="deck"]').click()
    expect(page.locator("html")).to_have_attribute("data-saved", "failed")
    expect(page.locator("#dlg-message")).to_be_visible()
    expect(page.locator("#message-title")).to_have_text("This browser cannot save the game")
    with page.expect_download() as download:
        page.locator('[data-target="message-download"]').click()
    assert parse(Path(download.value.path()).read_text())["moves"] == ["draw"]  # sealed, as the game is in progress
    page.locator('[data-target="message-close"]').click()
    expect(page.locator("#save-warning")).to_be_visible()
    assert page.evaluate("() => localStorage.getItem('dvvh.autosave')") is None  # no stale copy to resume
    page.locator('#app .target').first.click()  # the game plays on
    page.evaluate("() => { window.__full = false; }")
    page.locator('#app .target').first.click()
    expect(page.locator("html")).to_have_attribute("data-saved", "yes")
    expect(page.locator("#save-warning")).to_be_hidden()  # saving works again


def test_storage_turned_off_the_game_plays_and_says_it_cannot_save(page, site_url):
    page.add_init_script("Object.defineProperty(window, 'localStorage', {get() { throw new DOMException("
                         "'The operation is insecure.', 'SecurityError'); }});")
    page.goto(f"{site_url}/index.html?pace=0.05&start=play&seed=4")
    wait_ready(page)
    expect(page.locator("#message-title")).to_have_text("This browser cannot save the game")  # said at once
    page.locator('[data-target="message-close"]').click()
    expect(page.locator("#save-warning")).to_be_visible()
    settle(page)
    page.locator('#app [data-target="deck"]').click()  # the game plays on
    expect(page.locator("#dlg-message")).to_be_hidden()  # said once
    expect(page.locator("html")).to_have_attribute("data-saved", "failed")
