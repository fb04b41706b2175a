"""Hostile text from outside, in the browser (issue 18, fault 1): a deeply nested file or storage key
must not crash Pyodide (parsing it overflowed the WebAssembly stack: a fatal error, the computer never
moved again, the splash stayed up on every load); a huge file is refused by its size, unread."""

from __future__ import annotations

import pytest
from conftest import wait_ready
from driver import import_file, open_game, saved, saved_anew, saved_moves, settle
from playwright.sync_api import expect

pytestmark = pytest.mark.returning  # a game's behaviour, not a first visit's: e2e/returning.py

DEEP = "[" * 20_000 + "]" * 20_000


def test_a_deeply_nested_file_is_refused_and_the_game_plays_on(page, page_log, site_url, tmp_path):
    open_game(page, site_url, "seed=4")
    settle(page)
    deep = tmp_path / "deep.json"
    deep.write_text(DEEP)
    import_file(page, deep)
    expect(page.locator("#dlg-message")).to_be_visible()
    expect(page.locator("#message-body")).to_contain_text("nested too deeply")
    page.locator('[data-target="message-close"]').click()
    before = saved(page)
    page.locator('#app [data-target="deck"]').click()  # Python still answers
    saved_anew(page, before)
    assert saved_moves(page)
    assert page_log.errors() == []


def test_deeply_nested_storage_keys_never_stop_the_page_from_starting(page, page_log, site_url):
    planted = " ".join(f"localStorage.setItem('{key}', '{DEEP}');"
                       for key in ("dvvh.autosave", "dvvh.prefs", "dvvh.stats", "dvvh.lesson"))
    page.add_init_script(f"if (!sessionStorage.getItem('planted')) {{ sessionStorage.setItem('planted', '1');"
                         f" {planted} }}")
    page.goto(f"{site_url}/index.html?pace=0.05&start=play&seed=4")
    wait_ready(page)
    # the game is reported, and kept aside to download; the preferences, statistics and lesson start afresh
    expect(page.locator("#message-body")).to_contain_text("nested too deeply")
    page.locator('[data-target="message-close"]').click()
    before = saved(page)
    page.locator('#app [data-target="deck"]').click()
    saved_anew(page, before)
    assert saved_moves(page)
    assert page_log.errors() == []


def test_a_huge_file_is_refused_by_its_size_without_being_read(page, page_log, site_url, tmp_path):
    open_game(page, site_url, "seed=4")
    settle(page)
    before = saved(page)
    huge = tmp_path / "huge.json"
    with huge.open("wb") as out:  # 40 MB (of zero bytes): reading it is what the size check spares
        out.truncate(40_000_000)
    import_file(page, huge)
    expect(page.locator("#message-body")).to_contain_text("too large")
    expect(page.locator("#message-body")).to_contain_text("40,000,000 bytes")
    assert saved(page) == before
    assert page_log.errors() == []
