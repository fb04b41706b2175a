"""Issue 30 item 1, in the browser: a friend's game opened in a second tab is played there; the
first tab is told, applies no link and offers nothing to send, until Play it here takes it back."""

from __future__ import annotations

import pytest
from conftest import wait_ready
from driver import SIZES, in_language
from playwright.sync_api import expect
from test_play_a_friend import QUICK, SENDING, Player, invite, open_quick

WORDS = {"en": "another tab", "fa": "زبانهٔ دیگری"}


@pytest.mark.parametrize("lang", ["fa"])  # the same flow in CPython, words by key: tests/test_friend_tabs.py
def test_a_friends_game_is_played_from_one_tab_at_a_time(browser, site_url, lang):
    host_context = browser.new_context(viewport=SIZES["desktop"])
    guest_context = browser.new_context(viewport=SIZES["desktop"])
    in_language(guest_context, lang)
    host = Player(host_context.new_page(), "en")
    first = Player(guest_context.new_page(), lang)
    open_quick(host.page, site_url)
    invite(host, first, site_url, "van_helsing")
    invitation = host.link()[0]
    second = guest_context.new_page()  # the same browser: the game opened again in a second tab
    second.goto(f"{site_url}/index.html?{QUICK}")
    wait_ready(second)
    expect(second.locator("#remote")).to_be_visible()
    expect(first.page.locator("#elsewhere")).to_be_visible()  # told: the game is the other tab's now
    expect(first.page.locator(SENDING)).to_have_count(0)  # and nothing to send from here
    first.page.evaluate("fragment => { location.hash = fragment }", invitation[invitation.index("#"):])
    expect(first.page.locator("#dlg-message")).to_have_attribute("open", "")
    expect(first.page.locator("#message-body")).to_contain_text(WORDS[lang])
    first.page.locator('#dlg-message [data-target="message-close"]').click()
    first.page.locator('#elsewhere [data-target="play-here"]').click()  # taken back
    expect(first.page.locator("#elsewhere")).to_be_hidden()
    expect(second.locator("#elsewhere")).to_be_visible()
    host_context.close()
    guest_context.close()
