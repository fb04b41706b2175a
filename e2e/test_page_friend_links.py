"""A message too long for one link (Dracula's invitation: his shuffle and its proof) is copied with one
press, all its links together, and the friend pastes them together; on a phone that press is on the
screen. The links one at a time stay one press away."""

from __future__ import annotations

import random

import pytest
from conftest import READY_MS, wait_ready
from driver import click_something_offered, in_language
from every_mode import FRIEND_SETTLED, carry, links_of
from playwright.sync_api import expect
from test_play_a_friend import QUICK, SENDING

ON_SCREEN = """selector => document.querySelector(selector).getBoundingClientRect().bottom <= innerHeight + 1"""
FITS = "() => document.scrollingElement.scrollHeight <= innerHeight + 1"


@pytest.mark.parametrize(("width", "height", "lang"), [(390, 844, "fa"), (360, 740, "en")])
def test_all_links_of_a_long_message_go_with_one_press_and_fit_a_phone(browser, site_url, width, height, lang):
    host_context = browser.new_context(viewport={"width": width, "height": height}, has_touch=True)
    host_context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site_url)
    in_language(host_context, lang)
    host = host_context.new_page()
    host.goto(f"{site_url}/index.html?{QUICK}")
    wait_ready(host)
    host.locator("#btn-menu").click()
    host.locator('#dlg-menu [data-target="menu-friend"]').click()
    host.locator('#dlg-friend input[value="dracula"]').check()
    host.locator('[data-target="friend-invite"]').click()
    expect(host.locator(SENDING)).to_be_visible(timeout=READY_MS)  # the shuffle and its proof, made in slices
    copy_all = host.locator('[data-target="remote-copy-all"]')
    expect(copy_all).to_be_visible()
    expect(copy_all).to_have_text("Copy both links" if lang == "en" else "رونوشت هر دو پیوند")
    expect(host.locator("#remote-status")).to_contain_text("Send both links" if lang == "en" else "هر دو پیوند را")
    expect(host.locator("#remote-parts .remote-link")).to_have_count(2)
    expect(host.locator("#remote-parts .remote-link").first).to_be_hidden()  # one at a time: folded away
    assert host.evaluate(ON_SCREEN, '[data-target="remote-copy-all"]')  # the one press, on the screen
    assert host.evaluate(FITS)  # and the whole panel: before the deal, the prompt has the piles' room
    links = host.locator("#remote-parts .remote-link").evaluate_all("nodes => nodes.map(node => node.value)")
    copy_all.click()
    expect(host.locator("#remote-status")).to_contain_text("Copied" if lang == "en" else "رونوشت")
    copied = host.evaluate("() => navigator.clipboard.readText()")
    assert copied.split("\n") == links
    host.locator('[data-target="remote-one-by-one"]').click()  # the links one at a time, for a chat app that cuts
    expect(host.locator("#remote-parts .remote-link")).to_have_count(2)
    expect(host.locator('[data-target="remote-copy-part-2"]')).to_be_visible()
    guest_context = browser.new_context(viewport={"width": 1280, "height": 800})
    guest = guest_context.new_page()
    guest.goto(f"{site_url}/index.html?{QUICK}")
    wait_ready(guest)
    guest.locator('.topbar [data-target="menu-friend"]').click()
    guest.locator("#friend-paste").fill(f"Your move!\n{copied}")  # both links pasted as one message
    guest.locator('[data-target="friend-open"]').click()
    expect(guest.locator(SENDING)).to_be_visible(timeout=60_000)  # the game joined: its answer is ready
    # the answer opened on the phone, Dracula plays his turn: that turn's message and the whole panel fit too
    invitation = host.locator("#remote-parts .remote-link").first.input_value()
    carry(links_of(guest), host)
    rng = random.Random(height)
    for _ in range(200):  # a few clicks a turn; the first target each time could undo the last: a loop
        host.wait_for_function(FRIEND_SETTLED, arg=invitation, timeout=READY_MS)
        if host.locator(SENDING).count() and links_of(host)[0] != invitation:
            break
        if host.locator("#dlg-confirm[open]").count():
            host.locator("#confirm-yes").click()
        else:
            click_something_offered(host, rng)
    else:
        raise AssertionError("Dracula's turn never came to its message")
    assert host.evaluate(FITS), host.evaluate("() => document.scrollingElement.scrollHeight")
    expect(host.locator("#remote-status")).to_be_hidden()  # "Copied" was said of the invitation, not of this
    if height <= 780:  # a short phone: the panel sends; Connect live is in the Play a friend sheet
        expect(host.locator("#btn-remote-live")).to_be_hidden()
        host.locator("#btn-menu").click()
        host.locator('#dlg-menu [data-target="menu-friend"]').click()
        host.locator("#btn-friend-live").click()
        expect(host.locator("#dlg-live")).to_have_attribute("open", "")
        expect(host.locator("#dlg-friend")).not_to_have_attribute("open", "")
    host_context.close()
    guest_context.close()
