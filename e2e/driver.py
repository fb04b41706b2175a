"""Playing the page as a person would: look at what it offers, click one of those things."""

from __future__ import annotations

import random

from conftest import FAST, READY_MS
from playwright.sync_api import Page, expect

# The page has settled when a decision is offered, a hand-over waits, or the game is over.
SETTLED = """() => document.querySelector('#dlg-over[open]')
    || !document.querySelector('#handover').hidden
    || (document.querySelector('#app[aria-busy="false"] .target'))"""


def open_game(page: Page, site_url: str, query: str = "") -> None:
    page.goto(f"{site_url}/index.html?{FAST}{'&' + query if query else ''}")
    expect(page.locator("html")).to_have_attribute("data-ready", "1", timeout=READY_MS)


def start_new_game(page: Page, mode: str, level: str | None = None) -> None:
    page.get_by_role("button", name="New game").click()
    page.locator(f'#dlg-new input[value="{mode}"]').check()
    if level:
        page.locator("#level").select_option(level)
    page.locator('#dlg-new [data-target="new-start"]').click()


def saved(page: Page) -> str:
    """The autosave, once the page has written it (it writes after the frame that shows a move)."""
    page.wait_for_function("() => document.documentElement.dataset.saved !== 'no'")
    return page.evaluate("() => localStorage.getItem('dvvh.autosave')")


def settle(page: Page) -> str:
    """Wait until the page asks something of the person; say what: 'over', 'handover' or 'turn'."""
    page.wait_for_function(SETTLED, timeout=60_000)
    if page.locator("#dlg-over[open]").count():
        return "over"
    if page.locator("#handover").is_visible():
        return "handover"
    return "turn"


def click_something_offered(page: Page, rng: random.Random) -> str:
    """Click one of the highlighted targets (or the call button when it is enabled)."""
    targets = page.locator("#app .target")
    count = targets.count()
    call = page.locator("#btn-call:not([disabled])").count()
    choice = rng.randrange(count + call)
    if choice == count:
        page.locator("#btn-call").click()
        return "call"
    target = targets.nth(choice)
    name = target.get_attribute("data-target") or ""
    target.click()
    return name


def play_to_the_end(page: Page, rng: random.Random, on_handover=None, limit: int = 600) -> int:
    """Play until the game-over dialog; return the number of clicks."""
    clicks = 0
    while clicks < limit:
        state = settle(page)
        if state == "over":
            return clicks
        if state == "handover":
            if on_handover:
                on_handover(page)
            page.locator("#btn-handover").click()
            continue
        click_something_offered(page, rng)
        clicks += 1
    raise AssertionError(f"no game over after {limit} clicks")
