"""Two tabs of one browser (issue 18, fault 4): the tab that moved last won, and the other tab's game
vanished without a word. Now the tab that opens the game plays it; the other says so, stops, and
can take it back."""

from __future__ import annotations

import json

from driver import open_game, settle, wait_saved_moves
from playwright.sync_api import expect

from game.records import parse


def moves(page) -> list[str]:
    """The stored game's moves as any tab of the browser reads them (not only once this page has saved)."""
    text = page.evaluate("() => localStorage.getItem('dvvh.autosave')")
    return parse(json.dumps(json.loads(text)["record"]))["moves"]


def test_the_tab_that_opens_the_game_plays_it_and_the_other_can_take_it_back(context, page, page_log, site_url):
    open_game(page, site_url, "seed=4")
    settle(page)
    page.locator('#app [data-target="deck"]').click()
    page.wait_for_function("() => document.documentElement.dataset.saved === 'yes'")
    second = context.new_page()
    open_game(second, site_url)
    expect(second.locator("#elsewhere")).to_be_hidden()
    expect(page.locator("#elsewhere")).to_be_visible()  # the first tab is told, in words
    expect(page.locator("#elsewhere")).to_contain_text("another tab")
    settle(second)
    second.locator('#app [data-target="discard"]').click()
    wait_saved_moves(second, lambda played: len(played) == 2)
    assert moves(second) == ["draw", "discard"]  # the first tab wrote nothing over it
    page.locator('[data-target="play-here"]').click()
    expect(page.locator("#elsewhere")).to_be_hidden()
    expect(second.locator("#elsewhere")).to_be_visible()
    page.wait_for_function(
        "() => JSON.parse(localStorage.getItem('dvvh.autosave')).tab === sessionStorage.getItem('dvvh.tab')")
    assert moves(page) == ["draw", "discard"]
    assert page_log.errors() == []
