"""The page runs under a Content-Security-Policy as strict as PyScript and Pyodide allow (issue 18,
fault 11): nothing is loaded from elsewhere, no inline script or style runs, and a whole game, its
dialogs, a file import and the service worker meet no violation."""

from __future__ import annotations

import random

import pytest
from driver import open_from_menu, open_game, play_to_the_end
from playwright.sync_api import expect

pytestmark = pytest.mark.returning  # a game's behaviour, not a first visit's: e2e/returning.py

VIOLATIONS = """
  window.__violations = [];
  document.addEventListener('securitypolicyviolation',
    event => window.__violations.push(`${event.violatedDirective} ${event.blockedURI}`));
"""
POLICY = ("default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval'; object-src 'none'; "
          "base-uri 'none'; form-action 'none'")


def test_a_whole_game_and_every_dialog_meet_the_policy(page, page_log, site_url):
    page.add_init_script(VIOLATIONS)
    open_game(page, site_url, "seed=9")
    policy = page.locator('meta[http-equiv="Content-Security-Policy"]').get_attribute("content")
    assert policy == POLICY
    open_from_menu(page, "menu-rules")
    expect(page.locator("#dlg-rules")).to_be_visible()
    page.keyboard.press("Escape")
    open_from_menu(page, "menu-more")
    page.locator('[data-target="more-stats"]').click()
    page.locator('[data-target="stats-close"]').click()
    play_to_the_end(page, random.Random(9))
    assert page.evaluate("() => window.__violations") == []
    assert page_log.errors() == []
