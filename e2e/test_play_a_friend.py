"""Two browsers play a friend's game as two people would: by links passed along, and live.

Each side is its own browser context (its own storage). The test carries every message the way
a person does: it opens the link in the other browser (the first one in a fresh tab, as from a
chat app), or pastes it into Open a message. At each message, neither page's DOM, accessibility
tree or storage holds a card of the other side's that the rules hide (R-SECRET); a reload in the
middle of the game on either side resumes it.
"""

from __future__ import annotations

import random
import re

import pytest
from conftest import ARTIFACTS, CHROMIUM_ARGS, FAST, READY_MS
from driver import SIZES, in_language, open_game, shown_cards
from playwright.sync_api import Page, expect

from game.i18n import card_name

SETTLED = """passed => document.querySelector('#dlg-over[open]') || document.querySelector('#dlg-summary[open]')
    || document.querySelector('#dlg-confirm[open]') || document.querySelector('#app[aria-busy="false"] .target')
    || (document.querySelector('#remote-send:not([hidden])')
        && document.querySelector('#remote-link').value !== passed)"""
CARD_VALUE = re.compile(r'\\?"([RGYM][1-8])\\?"')
FIRST_ROUND = re.compile(r"Round 1 |دور ۱ ")


class Player:
    """One person at one browser: what they last sent, to tell a new message from an old one."""

    def __init__(self, page: Page, lang: str):
        self.page = page
        self.lang = lang
        self.passed = ""

    def settle(self) -> str:
        """Wait until the page asks something of its player; say what."""
        page = self.page
        while True:
            try:
                page.wait_for_function(SETTLED, arg=self.passed, timeout=60_000)
            except Exception:
                ARTIFACTS.mkdir(parents=True, exist_ok=True)
                page.screenshot(path=ARTIFACTS / f"friend-stuck-{self.lang}.png")
                raise
            for dialog, button in (("#dlg-summary", "#btn-continue"), ("#dlg-confirm", "#confirm-yes")):
                if page.locator(f"{dialog}[open]").count():
                    page.locator(button).click()
                    break
            else:
                link = page.locator("#remote-link").input_value()
                if page.locator("#remote-send:not([hidden])").count() and link != self.passed:
                    return "send"
                if page.locator("#dlg-over[open]").count():
                    return "over"
                return "turn"

    def link(self) -> str:
        """The message to send, as the player copies it (the game's end dialog closed first)."""
        if self.page.locator("#dlg-over[open]").count():
            self.page.locator('#dlg-over [data-target="over-close"]').click()
        self.passed = self.page.locator("#remote-link").input_value()
        return self.passed


def open_link(player: Player, link: str, way: int) -> None:
    """The friend's link, opened as the link (its fragment) or pasted into Open a message."""
    page = player.page
    if page.locator("#dlg-summary[open]").count():  # the friend reads the round's end first
        page.locator("#btn-continue").click()
    if way % 2:
        page.evaluate("fragment => { location.hash = fragment }", link[link.index("#"):])
    else:
        page.locator("#btn-remote-open").click()
        page.locator("#friend-paste").fill(f"Your move! {link}")  # as a chat app copies it, with words around
        page.locator('[data-target="friend-open"]').click()


def round_of(page: Page) -> str:
    words = (page.locator("#status").text_content() or "").translate(str.maketrans("۰۱۲۳۴۵۶۷۸۹", "0123456789"))
    return re.findall(r"\d+", words)[0]


def check_secrets(me: Player, friend: Player) -> None:
    """Nothing of the friend's hidden cards is in my page: no card drawn, no name read out, nothing stored."""
    rounds = {round_of(player.page) for player in (me, friend)}
    if len(rounds) > 1 or any(p.page.locator("#dlg-summary[open], #app[aria-busy='true']").count()
                              for p in (me, friend)):
        return  # one page still shows the last round's end: the two tables are not of one round
    mine, theirs = shown_cards(me.page), shown_cards(friend.page)
    hidden = {c for c in theirs["mine"] if c} - {c for c in mine["theirs"] if c}
    first_round = bool(FIRST_ROUND.match(me.page.locator("#status").text_content() or ""))
    # in round 1 nothing of an earlier round is on the page; later, the log and a closed summary show
    # the last rounds' cards, which are public by then
    drawn = set(me.page.evaluate(
        """everywhere => [...document.querySelectorAll('[data-card]')].filter(node => everywhere
            || !node.closest('dialog:not([open]), #log, #log-sheet-body')).map(node => node.dataset.card)""",
        first_round))
    assert not hidden & drawn, (hidden & drawn, mine, theirs)
    stored = me.page.evaluate("() => JSON.stringify(Object.assign({}, localStorage))")
    assert not hidden & set(CARD_VALUE.findall(stored))
    if first_round:
        words = me.page.locator("#app").aria_snapshot()
        assert not [c for c in hidden if card_name(c, me.lang) in words]


def play_by_messages(host: Player, guest: Player, rng: random.Random, reloads: dict[int, Player]) -> int:
    """Both play to the end, every message carried by hand; the number of messages."""
    players = {id(host): guest, id(guest): host}
    active, messages, arrived = guest, 1, False
    for _ in range(4000):
        state = active.settle()
        if arrived:  # the message is applied: both pages are as they will stay until the next move
            check_secrets(active, players[id(active)])
            check_secrets(players[id(active)], active)
            arrived = False
        if state == "turn":
            targets = active.page.locator("#app .target")
            call = active.page.locator("#btn-call:not([disabled])").count()
            choice = rng.randrange(targets.count() + call)
            (active.page.locator("#btn-call") if choice == targets.count() else targets.nth(choice)).click()
            continue
        friend = players[id(active)]
        if state == "over":
            if friend.page.locator("#dlg-over[open]").count():
                return messages
            raise AssertionError("one side's game is over, the other's not, and nothing is left to send")
        open_link(friend, active.link(), messages)
        messages += 1
        arrived = True
        if messages in reloads:
            reloaded = reloads[messages]
            reloaded.page.reload()
            expect(reloaded.page.locator("html")).to_have_attribute("data-ready", "1", timeout=READY_MS)
        active = friend
    raise AssertionError("the game did not end")


def invite(host: Player, guest: Player, site_url: str, side: str) -> None:
    """The host invites; the guest opens the invitation in a fresh page, as from a chat app."""
    page = host.page
    page.locator("#btn-friend").click() if page.locator("#btn-friend").is_visible() else (
        page.locator("#btn-menu").click(), page.locator('#dlg-menu [data-target="menu-friend"]').click())
    page.locator(f'#dlg-friend input[value="{side}"]').check()
    page.locator('[data-target="friend-invite"]').click()
    expect(page.locator("#remote-send")).to_be_visible()
    link = host.link()
    assert link.startswith(site_url) and "#play=dvvh1." in link and len(link) <= 2000
    guest.page.goto(link.replace("index.html#", f"index.html?{FAST}#"))
    expect(guest.page.locator("html")).to_have_attribute("data-ready", "1", timeout=READY_MS)


def test_friends_play_a_whole_game_by_links_in_english_and_persian(browser, site_url):
    """Dracula on a desktop in English, Van Helsing on a phone in Persian, each message by hand."""
    contexts = [browser.new_context(viewport=SIZES["desktop"]), browser.new_context(viewport=SIZES["phone"],
                                                                                    has_touch=True)]
    in_language(contexts[1], "fa")
    pages = [context.new_page() for context in contexts]
    errors: list[str] = []
    for page in pages:
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    open_game(pages[0], site_url)
    host, guest = Player(pages[0], "en"), Player(pages[1], "fa")
    invite(host, guest, site_url, "dracula")
    messages = play_by_messages(host, guest, random.Random(21), reloads={6: guest, 11: host})
    assert messages > 20
    for player in (host, guest):
        expect(player.page.locator("#over-title")).not_to_be_empty()
    assert host.page.locator("#over-title").inner_text() != ""  # both pages say who won
    phone = guest.page
    assert phone.evaluate("() => document.scrollingElement.scrollHeight <= innerHeight + 1")
    assert errors == []
    for context in contexts:
        context.close()


@pytest.fixture
def loopback_browser(browser_type, browser_type_launch_args):
    """Chromium hides local addresses behind mDNS names, which nothing resolves on this machine's
    loopback: for this test it offers them plainly (a launch flag)."""
    args = {**browser_type_launch_args, "args": [*CHROMIUM_ARGS, "--disable-features=WebRtcHideLocalIpsWithMdns"]}
    browser = browser_type.launch(**args)
    yield browser
    browser.close()


def test_friends_play_a_whole_game_live_over_webrtc(loopback_browser, site_url):
    """After one invitation and its answer by link, the two codes connect the browsers, and the rest
    of the game goes by itself; no request leaves the site."""
    contexts = [loopback_browser.new_context(viewport=SIZES["desktop"]) for _ in range(2)]
    requests: list[str] = []
    for context in contexts:
        context.on("request", lambda request: requests.append(request.url))
    pages = [context.new_page() for context in contexts]
    open_game(pages[0], site_url)
    host, guest = Player(pages[0], "en"), Player(pages[1], "en")
    invite(host, guest, site_url, "van_helsing")
    guest.settle()
    open_link(host, guest.link(), 1)
    # the live connection: the host offers, the guest answers
    host.page.locator("#btn-remote-live").click()
    host.page.locator("#btn-live-offer").click()
    expect(host.page.locator("#live-mine")).not_to_have_value("")
    offer = host.page.locator("#live-mine").input_value()
    guest.page.locator("#btn-remote-live").click()
    guest.page.locator("#live-theirs").fill(offer)
    guest.page.locator("#btn-live-use").click()
    expect(guest.page.locator("#live-mine")).not_to_have_value("")
    host.page.locator("#live-theirs").fill(guest.page.locator("#live-mine").input_value())
    host.page.locator("#btn-live-use").click()
    for player in (host, guest):
        expect(player.page.locator("#remote-status")).to_contain_text("Connected live", timeout=20_000)
    rng = random.Random(5)
    moves = 0
    while not (host.page.locator("#dlg-over[open]").count() and guest.page.locator("#dlg-over[open]").count()):
        for player in (host, guest):
            page = player.page
            page.wait_for_function(
                "() => document.querySelector('#dlg-over[open], #dlg-summary[open], #dlg-confirm[open]')"
                " || document.querySelector('#app[aria-busy=\"false\"] .target')"
                " || document.querySelector('#prompt-text').textContent.includes('playing')", timeout=60_000)
            if page.locator("#dlg-summary[open]").count():
                page.locator("#btn-continue").click()
            elif page.locator("#dlg-confirm[open]").count():
                page.locator("#confirm-yes").click()
            elif page.locator("#app .target").count() and not page.locator("#dlg-over[open]").count():
                targets = page.locator("#app .target")
                targets.nth(rng.randrange(targets.count())).click()
                moves += 1
        assert moves < 1500
    assert not [url for url in requests if not url.startswith(site_url) and not url.startswith("data:")]
    for context in contexts:
        context.close()
