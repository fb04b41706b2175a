"""Every mode of the page, played briefly as a person would: a game against the computer to its end
(with the coach on, a hint, an undo, a review, the replay, the statistics, export and import, both
languages), the lesson, two players at one screen, the computer against itself, and a friend's game by
links and live. tools/stdlib_used.py runs it to find the standard library the page imports;
e2e/test_every_mode.py runs it on the built site, whose standard library is only that."""

from __future__ import annotations

import random
import tempfile
from collections.abc import Callable
from pathlib import Path

from autoplay import SETTLED, answer_dialogs, clicked, step, wait_ready
from playwright.sync_api import Browser, BrowserContext, Page, expect

QUICK = "pace=0&start=play"
# Chromium hides local addresses behind mDNS names, which nothing resolves here: a live game needs this
LIVE_ARGS = ["--disable-features=WebRtcHideLocalIpsWithMdns"]
SENDING = "#remote-send:not([hidden]), #remote-parts:not([hidden])"
# a friend's game is settled for the next click once the last message, if one is owed, is made: the page may show
# the end, or the table, while it makes the answer to the message just taken in (in slices, #remote busy)
FRIEND_SETTLED = """passed => (document.querySelector('#dlg-over[open]')
        && !document.querySelector('#remote[aria-busy="true"]'))
    || document.querySelector('#dlg-summary[open], #dlg-confirm[open]')
    || (document.querySelector('#app[aria-busy="false"] .target')
        && !document.querySelector('#remote[aria-busy="true"]'))
    || (document.querySelector('#remote-send:not([hidden]), #remote-parts:not([hidden])')
        && document.querySelector('#remote-link').value !== passed)"""


class Watch:
    """What a run does with each page: the ``context`` it opens in (a new browser context, as a first
    visit), what it does ``opened`` as it opens, ``seen`` once its mode is played, and how it is ``done``
    with it (its context closed)."""

    def context(self, browser: Browser, url: str) -> BrowserContext:  # noqa: ARG002 (the site, for a visit first)
        return browser.new_context()

    def opened(self, page: Page) -> None:
        pass

    def seen(self, page: Page) -> None:
        pass

    def done(self, page: Page) -> None:
        self.seen(page)
        page.context.close()


def opened(browser: Browser, url: str, query: str, watch: Watch) -> Page:
    page = watch.context(browser, url).new_page()
    watch.opened(page)
    page.goto(f"{url}/index.html?{query}")
    wait_ready(page)
    return page


def menu(page: Page, target: str) -> None:
    page.locator(f'.topbar [data-target="{target}"]').click()


def against_the_computer(browser: Browser, url: str, watch: Watch) -> None:
    """A whole game with the coach on (a fresh visitor's), and everything around one."""
    page = opened(browser, url, "pace=0.05&start=play&seed=4", watch)
    rng = random.Random(4)
    for _ in range(6):
        step(page, rng)
    for button in ("#btn-hint", "#btn-undo"):  # where the level offers them
        page.wait_for_function(SETTLED)
        if page.locator(f"{button}:not([hidden]):not([disabled])").count():
            page.locator(button).click()
    menu(page, "menu-more")
    with page.expect_download() as download:
        page.locator('[data-target="more-export"]').click()
    record = Path(tempfile.mkdtemp()) / "game.json"
    download.value.save_as(record)
    menu(page, "menu-more")
    page.locator('#dlg-more [data-target="open-review"]').click()
    expect(page.locator("#review-graph svg .line")).to_have_count(1, timeout=60_000)
    page.locator('[data-target="review-close"]').click()
    while step(page, rng):
        pass
    expect(page.locator("#dlg-over")).to_have_attribute("open", "")
    page.locator('[data-target="over-replay"]').click()
    page.locator('[data-target="replay-forward"]').click()
    page.locator('[data-target="replay-last"]').click()
    page.locator('[data-target="replay-leave"]').click()
    expect(page.locator("#replay-bar")).to_be_hidden()
    menu(page, "menu-more")
    page.locator('[data-target="more-stats"]').click()
    expect(page.locator("#stats-table")).to_contain_text("against the computer")
    page.locator('[data-target="stats-close"]').click()
    menu(page, "menu-more")
    with page.expect_file_chooser() as chooser:
        page.locator('[data-target="more-import"]').click()
    chooser.value.set_files(str(record))
    expect(page.locator("#app .target").first).to_be_visible(timeout=60_000)
    for target, close in (("menu-rules", "rules-close"), ("menu-settings", "settings-close")):
        menu(page, target)
        page.locator(f'[data-target="{close}"]').click()
    page.locator("#btn-lang").click()
    expect(page.locator("html")).to_have_attribute("lang", "fa")
    for _ in range(4):
        step(page, rng)
    watch.done(page)


def the_lesson(browser: Browser, url: str, watch: Watch) -> None:
    """A first visit's welcome, then the lesson's first steps."""
    page = opened(browser, url, "pace=0", watch)
    page.locator("#welcome-learn").click()
    asks = """() => !document.querySelector('#btn-lesson-next').hidden
        || document.querySelector('#app[aria-busy="false"] .target.pointed')"""
    for _ in range(12):
        page.wait_for_function(asks, timeout=60_000)
        if answer_dialogs(page):
            continue
        if page.locator("#btn-lesson-next").is_visible():
            page.locator("#btn-lesson-next").click()
        else:
            page.locator("#app .target.pointed").first.click()
    expect(page.locator("#lesson")).to_be_visible()
    watch.done(page)


def at_one_screen_and_watching(browser: Browser, url: str, watch: Watch) -> None:
    """Two players at one screen (a hand-over between turns), then the computer against itself."""
    page = opened(browser, url, "pace=0&start=play&seed=2", watch)
    rng = random.Random(2)
    for mode in ("hotseat", "watch"):
        menu(page, "menu-new")
        page.locator(f'#dlg-new input[value="{mode}"]').check()
        page.locator('#dlg-new [data-target="new-start"]').click()
        if page.locator("#dlg-confirm[open]").count():
            page.locator("#confirm-yes").click()
        for _ in range(8 if mode == "hotseat" else 0):
            if not step(page, rng) and page.locator("#handover").is_visible():
                page.locator("#btn-handover").click()
        page.wait_for_function(SETTLED)
        if page.locator("#handover").is_visible():  # the device passed on before the next game
            page.locator("#btn-handover").click()
    page.wait_for_selector("#dlg-over[open]", timeout=300_000)  # watching: a whole game (its rounds go on alone)
    watch.done(page)


def links_of(page: Page) -> list[str]:
    if page.locator("#remote-parts:not([hidden])").count():
        return page.locator("#remote-parts input").evaluate_all("nodes => nodes.map(node => node.value)")
    return [page.locator("#remote-link").input_value()]


def carry(links: list[str], page: Page) -> None:
    """Open a friend's links in this page, as a person clicks them (and closes the word that a part is kept)."""
    for number, link in enumerate(links):
        page.evaluate("fragment => { location.hash = fragment }", link[link.index("#"):])
        if number < len(links) - 1:
            expect(page.locator("#dlg-message")).to_have_attribute("open", "", timeout=60_000)  # a part kept
            page.locator('#dlg-message [data-target="message-close"]').click()


def invited(browser: Browser, url: str, side: str, watch: Watch) -> tuple[Page, Page, str]:
    """The host invites (a QR code too); the guest opens the invitation: both pages, the host's link."""
    host = opened(browser, url, QUICK, watch)
    menu(host, "menu-friend")
    host.locator(f'#dlg-friend input[value="{side}"]').check()
    host.locator('[data-target="friend-invite"]').click()
    expect(host.locator(SENDING)).to_be_visible()
    links = links_of(host)
    if len(links) == 1:
        host.locator("#btn-remote-qr").click()
        expect(host.locator("#remote-qr-code svg")).to_be_visible()
        host.locator('[data-target="qr-close"]').click()
    guest = opened(browser, url, QUICK, watch)
    carry(links, guest)
    return host, guest, host.locator("#remote-link").input_value()


def play_by_links(host: Page, guest: Page, link: str, rng: random.Random, timeout: float = 60_000,
                  sent: Callable[[list[str]], None] | None = None) -> None:
    """Both play to the end, each message carried by its links (``link``: the host's last, which the guest
    has); ``sent`` is told each message's links (tools/bench_web.py counts them)."""
    passed = {id(host): link, id(guest): ""}
    active, other = guest, host
    missed = 0
    while True:
        active.wait_for_function(FRIEND_SETTLED, arg=passed[id(active)], timeout=timeout)
        if answer_dialogs(active):
            continue
        now = active.locator("#remote-link").input_value()
        if active.locator(SENDING).count() and now != passed[id(active)]:
            passed[id(active)] = now
            if other.locator("#dlg-summary[open]").count():
                other.locator("#btn-continue").click()
            links = links_of(active)
            if sent:
                sent(links)
            carry(links, other)
            active, other = other, active
        elif active.locator("#dlg-over[open]").count():
            return
        else:
            targets = active.locator("#app .target")
            missed = 0 if clicked(targets.nth(rng.randrange(targets.count()))) else missed + 1
            assert missed < 3, "the page kept redrawing what was offered"


def a_friend_invited(browser: Browser, url: str, watch: Watch) -> None:
    """Dracula invites and his friend opens the invitation: each has shuffled and answered (the fair
    deal, which a page loads when first used)."""
    host, guest, _ = invited(browser, url, "dracula", watch)
    expect(guest.locator(SENDING)).to_be_visible(timeout=60_000)
    for page in (host, guest):
        watch.done(page)


def a_friend_by_links(browser: Browser, url: str, watch: Watch) -> None:
    """Dracula invites (his shuffle and its proof); the game is played to its end by links."""
    host, guest, link = invited(browser, url, "dracula", watch)
    play_by_links(host, guest, link, random.Random(3))
    for page in (host, guest):
        watch.done(page)


def a_friend_live(browser: Browser, url: str, watch: Watch) -> None:
    """Van Helsing invites, the answer goes back by link, then the browsers connect and play live
    (``browser`` launched with LIVE_ARGS)."""
    host, guest, _ = invited(browser, url, "van_helsing", watch)
    expect(guest.locator(SENDING)).to_be_visible(timeout=60_000)  # the invitation taken, its answer ready
    carry(links_of(guest), host)
    host.locator("#btn-remote-live").click()
    host.locator("#btn-live-offer").click()
    expect(host.locator("#live-mine")).not_to_have_value("")
    guest.locator("#btn-remote-live").click()
    guest.locator("#live-theirs").fill(host.locator("#live-mine").input_value())
    guest.locator("#btn-live-use").click()
    expect(guest.locator("#live-mine")).not_to_have_value("")
    host.locator("#live-theirs").fill(guest.locator("#live-mine").input_value())
    host.locator("#btn-live-use").click()
    for page in (host, guest):
        expect(page.locator("#remote-status")).to_contain_text("Connected live", timeout=20_000)
    rng = random.Random(5)
    moves = 0
    while moves < 6:
        for page in (host, guest):
            page.wait_for_function("""() => document.querySelector('#dlg-summary[open], #dlg-confirm[open]')
                || document.querySelector('#app[aria-busy="false"] .target')
                || document.querySelector('#prompt-text').textContent.includes('playing')""", timeout=60_000)
            if not answer_dialogs(page) and page.locator("#app .target").count():
                targets = page.locator("#app .target")
                moves += clicked(targets.nth(rng.randrange(targets.count())))
    for page in (host, guest):
        watch.done(page)


MODES = (against_the_computer, the_lesson, at_one_screen_and_watching, a_friend_by_links)
LIVE = a_friend_live


def play_every_mode(browser: Browser, live_browser: Browser, url: str, watch: Watch) -> list[str]:
    """Run every mode (the live game in ``live_browser``); the names of those played."""
    for mode in MODES:
        mode(browser, url, watch)
    LIVE(live_browser, url, watch)
    return [mode.__name__ for mode in (*MODES, LIVE)]
