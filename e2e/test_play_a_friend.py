"""Two browsers play a friend's game as two people would: by links passed along, and live.

Each side is its own browser context (its own storage). The test carries every message the way
a person does: it opens the link in the other browser (the first one in a fresh tab, as from a
chat app), or pastes it into Open a message. At each message, neither page's DOM, accessibility
tree or storage holds a card of the other side's that the rules hide (R-SECRET); a reload in the
middle of the game on either side resumes it.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from autoplay import STILL_ANIMATIONS, clicked
from conftest import ARTIFACTS, CHROMIUM_ARGS, PageLog, wait_ready
from driver import SETTLED_MOTION, SIZES, in_language, open_from_menu
from every_mode import FRIEND_SETTLED, SENDING
from playwright.sync_api import Page, expect

from game.i18n import card_name, text
from game.records import replay

QUICK = "pace=0&start=play"  # no motion and no pause: these tests are about the messages, not the table's motions
CARD_VALUE = re.compile(r'\\?"([RGYM][1-8])\\?"')


class Player:
    """One person at one browser: what they last sent, to tell a new message from an old one."""

    def __init__(self, page: Page, lang: str):
        self.page = page
        self.lang = lang
        self.passed = ""
        self.finished = False  # its game's end was shown (and closed, to send the last message)

    def settle(self) -> str:
        """Wait until the page asks something of its player; say what."""
        page = self.page
        while True:
            try:
                page.wait_for_function(FRIEND_SETTLED, arg=self.passed, timeout=60_000)
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
                if page.locator(SENDING).count() and link != self.passed:
                    return "send"
                if page.locator("#dlg-over[open]").count():
                    return "over"
                return "turn"

    def link(self) -> list[str]:
        """The message to send, as the player copies it: its link, or its parts' links (the game's
        end dialog closed first). The panel says to send both (a shuffle's message is two links)."""
        if self.page.locator("#dlg-over[open]").count():
            self.finished = True
            self.page.locator('#dlg-over [data-target="over-close"]').click()
        self.passed = self.page.locator("#remote-link").input_value()
        if not self.page.locator("#remote-parts:not([hidden])").count():
            return [self.passed]
        links = self.page.locator("#remote-parts input").evaluate_all("nodes => nodes.map(node => node.value)")
        assert len(links) == 2 and all(len(link) <= 2000 for link in links)
        expect(self.page.locator("#remote-status")).to_contain_text("both" if self.lang == "en" else "هر دو")
        LINKS.append(len(links))
        return links


LINKS: list[int] = []  # how many links each split message took


def open_link(player: Player, links: list[str], way: int) -> None:
    """The friend's links, each opened as a link (its fragment) or pasted into Open a message, the
    parts of a split message in a random order (the page says which part it kept)."""
    page = player.page
    if page.locator("#dlg-summary[open]").count():  # the friend reads the round's end first
        page.locator("#btn-continue").click()
    links = links[:]
    random.Random(way).shuffle(links)
    for number, link in enumerate(links):
        if way % 2:
            page.evaluate("fragment => { location.hash = fragment }", link[link.index("#"):])
            # taken once the address forgets it (friend_menus.from_fragment): until then the page shows the
            # table as it was, whose targets a move must not be made on
            page.wait_for_function("() => !location.hash")
        else:
            page.locator("#btn-remote-open").click()
            page.locator("#friend-paste").fill(f"Your move! {link}")  # as a chat app copies it, with words around
            page.locator('[data-target="friend-open"]').click()
        if number < len(links) - 1:  # a part kept: the page says so, and the player closes that word
            expect(page.locator("#dlg-message")).to_have_attribute("open", "")
            page.locator('#dlg-message [data-target="message-close"]').click()


STILL = SETTLED_MOTION
LOOK = """() => {  // all a check needs from one page, in one call
  const digits = s => s.replace(/[۰-۹]/g, d => '۰۱۲۳۴۵۶۷۸۹'.indexOf(d));
  const holder = side => [1, 2, 3, 4, 5].map(n => {
    const card = document.querySelector(`[data-place="${side}-${n}"] [data-card]`);
    return card ? card.dataset.card : null; });
  // a round's summary and the game's end show finished rounds' cards, public by then (the status may still
  // say round 1 while the next round's deal is on its way)
  const cards = everywhere => [...document.querySelectorAll('[data-card]')].filter(node => !node.closest(
    '#dlg-summary, #dlg-over') && (everywhere || !node.closest('dialog:not([open]), #log, #log-sheet-body')))
    .map(node => node.dataset.card);
  const round = (digits(document.querySelector('#status').textContent).match(/\\d+/) || [''])[0];
  const still = !document.querySelector('.flying, #dlg-summary[open], #app[aria-busy="true"]')
    && STILL_ANIMATIONS;
  const top = document.querySelector('[data-place="deck"] [data-card]');  // turned up for both (R-FX 2)
  // a friend's game is stored as its party (secrets, ciphertexts, moves) and its log as told to this side
  const games = JSON.parse(localStorage.getItem('dvvh.remote') || '{}');
  Object.values(games.games || {}).forEach(game => { delete game.told; });
  const count = place => (digits(document.querySelector(`[data-place="${place}"] .count`)?.textContent || '')
    .match(/\\d+/) || ['0'])[0];
  const piles = [count('deck'), count('discard'), !!document.querySelector('[data-place="drawn"] .lifted')];
  return {round, still, piles, mine: holder('mine'), theirs: holder('theirs'), drawn: cards(round === '1'),
          top: top ? top.dataset.card : null,
          stored: JSON.stringify(Object.assign({}, localStorage, {'dvvh.remote': JSON.stringify(games)})),
          told: JSON.stringify(Object.values(games.games || {}).map(game => game.told))};
}""".replace("STILL_ANIMATIONS", STILL_ANIMATIONS)


def check_secrets(me: Player, friend: Player) -> bool:
    """Nothing of the friend's hidden cards is in my page: no card drawn, no name read out, nothing
    stored. Checked when both pages show one round at rest (a card on its way is on neither slot, a
    round's end shows the last round's cards); False when they do not, or when my page changed
    while its accessibility tree was read (live, a move arrives when it arrives)."""
    mine, theirs = me.page.evaluate(LOOK), friend.page.evaluate(LOOK)
    if mine["round"] != theirs["round"] or not (mine["still"] and theirs["still"]):
        return False
    # live, a move arrives when it arrives: two pages at rest may still be a move apart (what one
    # page shows of the other's cards is not where they are, a card traded is in both holders, or a
    # face-up card the friend drew is still in my page's drawn place when the friend's page has kept it:
    # the piles tell, as a move changes the deck's count, the discard pile's or what is drawn)
    if mine["piles"] != theirs["piles"]:
        return False
    for a, b in ((mine, theirs), (theirs, mine)):
        if any(seen and seen != held for seen, held in zip(a["theirs"], b["mine"], strict=True)):
            return False
    if {c for c in mine["mine"] if c} & {c for c in theirs["mine"] if c}:
        return False
    # live, the deck's top card turned up is public, and may still be on my deck when the friend has taken it
    hidden = {c for c in theirs["mine"] if c} - {c for c in mine["theirs"] if c} - {mine["top"]}
    # in round 1 nothing of an earlier round is on the page; later, the log and a closed summary show
    # the last rounds' cards, which are public by then
    if hidden & set(mine["drawn"]):  # kept whole for the reader: pytest cuts a long message short
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        found = {"hidden": sorted(hidden), "mine": mine, "theirs": theirs,
                 "where": me.page.evaluate(WHERE, sorted(hidden))}
        (ARTIFACTS / "friend-secret.json").write_text(json.dumps(found, indent=1))
    assert not hidden & set(mine["drawn"]), (hidden, mine["mine"], mine["theirs"], theirs["mine"])
    assert not hidden & set(CARD_VALUE.findall(mine["stored"]))
    if mine["round"] == "1":  # the log stored as this side was told it: later, it holds the last rounds' cards
        assert not hidden & set(CARD_VALUE.findall(mine["told"]))
        words = me.page.locator("#app").aria_snapshot()
        if me.page.evaluate(LOOK) != mine:
            return False
        assert not [c for c in hidden if card_name(c, me.lang) in words], words
    return True


WHERE = """cards => cards.map(card => [...document.querySelectorAll(`[data-card="${card}"]`)].map(node => {
  const path = [];
  for (let at = node; at && at !== document.body; at = at.parentElement)
    path.push(at.tagName.toLowerCase() + (at.id ? '#' + at.id : '')
              + (at.dataset.place ? `[${at.dataset.place}]` : ''));
  return card + ': ' + path.join(' < ') + ' ' + node.outerHTML.slice(0, 160);
}))"""  # where a card the page should not hold is, for the failure's message


def play_a_move(page: Page, rng: random.Random) -> None:
    """Click one of the things offered; a call whenever it may be made, mostly (short rounds, a quicker test).
    If the page redrew it away first (a message taken as the click came), the next settle looks again."""
    if page.locator("#btn-call:not([disabled])").count() and rng.random() < 0.7:
        clicked(page.locator("#btn-call"))
        return
    targets = page.locator("#app .target")
    count = targets.count()
    if count:
        clicked(targets.nth(rng.randrange(count)))


def play_by_messages(host: Player, guest: Player, rng: random.Random, reloads: dict[int, Player]) -> int:
    """Both play to the end, every message carried by hand; the number of messages."""
    players = {id(host): guest, id(guest): host}
    active, messages, arrived, checked = guest, 1, False, 0
    for _ in range(4000):
        state = active.settle()
        if arrived:  # the message is applied: both pages are as they will stay until the next move
            for player in (host, guest):
                player.page.wait_for_function(STILL)
            checked += check_secrets(active, players[id(active)]) + check_secrets(players[id(active)], active)
            arrived = False
        if state == "turn":
            play_a_move(active.page, rng)
            continue
        friend = players[id(active)]
        if state == "over":
            if friend.finished or friend.page.locator("#dlg-over[open]").count():
                assert checked > messages  # both pages were checked at most messages
                return messages
            raise AssertionError(("one side's game is over, the other's not, and nothing is left to send",
                                  friend.page.locator("#remote-error").text_content(),
                                  friend.page.locator("#prompt-text").text_content()))
        open_link(friend, active.link(), messages)
        messages += 1
        arrived = True
        if messages in reloads:
            reloaded = reloads[messages]
            # the message taken first: its shuffle's proof is checked in slices before it is applied,
            # and a pasted message not yet applied is gone with the page (a person would paste it again)
            friend.page.wait_for_function(FRIEND_SETTLED, arg=friend.passed, timeout=60_000)
            reloaded.page.reload()
            wait_ready(reloaded.page)
        active = friend
    raise AssertionError("the game did not end")


def open_quick(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}/index.html?{QUICK}")
    wait_ready(page)


def invite(host: Player, guest: Player, site_url: str, side: str) -> None:
    """The host invites; the guest opens the invitation in a fresh page, as from a chat app."""
    page = host.page
    page.locator("#btn-friend").click() if page.locator("#btn-friend").is_visible() else (
        page.locator("#btn-menu").click(), page.locator('#dlg-menu [data-target="menu-friend"]').click())
    page.locator(f'#dlg-friend input[value="{side}"]').check()
    page.locator('[data-target="friend-invite"]').click()
    expect(page.locator(SENDING)).to_be_visible()
    links = host.link()
    assert all(link.startswith(site_url) and "#play=dvvh" in link and len(link) <= 2000 for link in links)
    assert (len(links) > 1) == (side == "dracula")  # Dracula's invitation brings his shuffle and its proof
    guest.page.add_init_script(PROMPTS)
    guest.page.goto(links[0].replace("index.html#", f"index.html?{QUICK}#"))
    wait_ready(guest.page)
    if len(links) > 1:
        expect(guest.page.locator("#dlg-message")).to_have_attribute("open", "")
        guest.page.locator('#dlg-message [data-target="message-close"]').click()
        open_link(guest, links[1:], 1)
        expect(guest.page.locator(SENDING)).to_be_visible()  # the game joined: its answer is ready to send
    # the friend's game is open; just before, the page said it was opening the friend's message, not
    # "your turn" in the game it had before (a part kept alone leaves that game's prompt: one is missing)
    expect(guest.page.locator("#remote")).to_be_visible(timeout=60_000)
    said = guest.page.evaluate("() => window.prompts")
    opening = text(guest.lang, "remote.opening")
    assert said and said[-1] == opening, said


PROMPTS = """addEventListener('DOMContentLoaded', () => {  // what the prompt said until a friend's game showed
  window.prompts = [];
  const prompt = document.getElementById('prompt-text'), remote = document.getElementById('remote');
  new MutationObserver(() => {
    const words = prompt.textContent;
    if (remote.hidden && words && words !== window.prompts.at(-1)) window.prompts.push(words);
  }).observe(prompt, {childList: true, characterData: true, subtree: true});
});"""


def watched(contexts: list, pages: list[Page], site_url: str) -> PageLog:
    """Both browsers' errors and requests, as they come: a module the trimmed standard library lacks
    (issue 35) shows here too, so these games are also e2e/test_every_mode.py's check of a friend's
    game by links and live."""
    log = PageLog(site_url)
    for context, page in zip(contexts, pages, strict=True):
        log.watch(context, page)
    return log


def test_friends_play_a_whole_game_by_links_in_english_and_persian(browser, site_url):
    """Dracula on a desktop in English, Van Helsing on a phone in Persian, each message by hand."""
    contexts = [browser.new_context(viewport=SIZES["desktop"]), browser.new_context(viewport=SIZES["phone"],
                                                                                    has_touch=True)]
    in_language(contexts[1], "fa")
    pages = [context.new_page() for context in contexts]
    log = watched(contexts, pages, site_url)
    open_quick(pages[0], site_url)
    host, guest = Player(pages[0], "en"), Player(pages[1], "fa")
    invite(host, guest, site_url, "dracula")
    messages = play_by_messages(host, guest, random.Random(21), reloads={6: guest, 11: host})
    assert messages > 20
    titles = [player.page.locator("#over-title").text_content() for player in (host, guest)]
    assert all(titles) and titles[0] != titles[1]  # one page says "You win!", the other "You lose" (in Persian)
    phone = guest.page
    phone.screenshot(path=ARTIFACTS / "friend-over-phone-fa.png", full_page=True)
    assert phone.evaluate("() => document.scrollingElement.scrollHeight <= innerHeight + 1")
    for page in pages:  # the side that took the last message still shows the end
        if page.locator("#dlg-over[open]").count():
            page.locator('#dlg-over [data-target="over-close"]').click()
    codes = []  # the game's code, read aloud, shows no one stood between: one code on both screens
    for page in pages:
        open_from_menu(page, "menu-friend")
        expect(page.locator("#friend-code-box")).to_be_visible()
        codes.append(page.locator("#friend-code").text_content())
        page.locator('#dlg-friend [data-target="friend-close"]').click()
    assert re.fullmatch(r"(\d{4} ){4}\d{4}", codes[0]) and codes[1] != codes[0]  # the phone's in Persian digits
    assert codes[1].translate(str.maketrans("۰۱۲۳۴۵۶۷۸۹", "0123456789")) == codes[0]
    for page, code in zip(pages, codes, strict=True):  # each log told it once, as it became known
        assert page.locator("#log li", has_text=code).count() == 1
    # that side has nothing left to send: its panel offers another game with the friend
    rematch = [page for page in pages if page.locator("#btn-remote-rematch").is_visible()]
    assert len(rematch) == 1
    rematch[0].locator("#btn-remote-rematch").click()
    expect(rematch[0].locator("#dlg-friend")).to_have_attribute("open", "")
    rematch[0].locator('#dlg-friend [data-target="friend-close"]').click()
    # once over, the game is the engine's own: exported, it replays to the same end; and it steps back
    desktop = host.page
    desktop.locator("#btn-more").click()
    with desktop.expect_download() as download:
        desktop.locator('[data-target="more-export"]').click()
    record = json.loads(Path(download.value.path()).read_text())
    assert record["side"] == "dracula" and record["mode"] == "remote" and len(record["moves"]) > 20
    assert replay(json.dumps(record)).winner is not None
    desktop.locator("#btn-more").click()
    desktop.locator('[data-target="more-replay"]').click()
    expect(desktop.locator("#replay-bar")).to_be_visible()
    expect(desktop.locator("#replay-step")).to_contain_text(f"of {len(record['moves'])}")
    assert log.errors() == []
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


@pytest.fixture
def camera_browser(browser_type, browser_type_launch_args):
    """A Chromium with a camera: its own test pattern (launch flags), as a phone's camera would be."""
    args = {**browser_type_launch_args, "args": [*CHROMIUM_ARGS, "--use-fake-device-for-media-stream"]}
    browser = browser_type.launch(**args)
    yield browser
    browser.close()


# This Chromium has no BarcodeDetector (Linux builds lack it): a stand-in with the API's shape reads
# whatever code the test holds up to the camera, once the camera's video plays.
BARCODE_DETECTOR = """window.BarcodeDetector = class {
  constructor(options) { this.formats = options.formats; }
  static async getSupportedFormats() { return ['qr_code']; }
  async detect(video) {
    const shown = window.heldUp && video.readyState >= 2 && video.videoWidth > 0;
    return shown && this.formats.includes('qr_code') ? [{format: 'qr_code', rawValue: window.heldUp}] : [];
  }
};"""


def test_a_friend_s_qr_code_is_scanned_with_the_camera_where_the_browser_reads_them(camera_browser, site_url):
    """Scan a QR code: the camera opens in the dialog; a QR code of something else is passed over;
    the invitation's code opens the game. Where the camera is refused, the dialog says to paste."""
    host_context, guest_context = camera_browser.new_context(), camera_browser.new_context()
    guest_context.add_init_script(BARCODE_DETECTOR)
    guest_context.grant_permissions(["camera"], origin=site_url)
    host, guest = Player(host_context.new_page(), "en"), Player(guest_context.new_page(), "en")
    open_quick(host.page, site_url)
    host.page.locator("#btn-friend").click()
    host.page.locator('#dlg-friend input[value="van_helsing"]').check()  # an invitation in one link
    host.page.locator('[data-target="friend-invite"]').click()
    expect(host.page.locator("#remote-send")).to_be_visible()
    link = host.link()[0]
    page = guest.page
    open_quick(page, site_url)
    page.locator("#btn-friend").click()
    page.locator("#btn-friend-scan").click()
    expect(page.locator("#friend-scan-note")).to_have_text("Point the camera at your friend's QR code.")
    page.wait_for_function("() => document.querySelector('#friend-video').videoWidth > 0")  # the camera's picture
    page.evaluate("() => { window.heldUp = 'https://example.org/a-menu' }")  # some other QR code
    page.wait_for_function("() => document.querySelector('#friend-video').currentTime > 0.6")
    expect(page.locator("#dlg-friend")).to_have_attribute("open", "")
    page.evaluate("code => { window.heldUp = code }", link)
    expect(page.locator("#dlg-friend")).not_to_have_attribute("open", "")
    expect(page.locator(SENDING)).to_be_visible()  # the game is open: its answer is ready to send
    assert link not in guest.link()
    assert page.evaluate("() => document.querySelector('#friend-video').srcObject === null")  # the camera is off
    # refused: the note says what to do instead
    refused = camera_browser.new_context()
    refused.add_init_script(BARCODE_DETECTOR)
    other = refused.new_page()
    open_quick(other, site_url)
    other.locator("#btn-friend").click()
    other.locator("#btn-friend-scan").click()
    expect(other.locator("#friend-scan-note")).to_have_text(text("en", "friend.scan_failed"))
    expect(other.locator("#friend-paste")).to_be_visible()
    for context in (host_context, guest_context, refused):
        context.close()


def test_friends_play_a_whole_game_live_over_webrtc(loopback_browser, site_url):
    """After one invitation and its answer by link, the two codes connect the browsers, and the rest
    of the game goes by itself; no request leaves the site."""
    contexts = [loopback_browser.new_context(viewport=SIZES["desktop"]) for _ in range(2)]
    pages = [context.new_page() for context in contexts]
    log = watched(contexts, pages, site_url)
    open_quick(pages[0], site_url)
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
    moves = checked = 0
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
                play_a_move(page, rng)
                moves += 1
                for other in (host, guest):
                    other.page.wait_for_function(STILL)
                # as it goes, whenever both pages are at rest: each holds only its own side's secrets
                checked += check_secrets(host, guest) + check_secrets(guest, host)
        assert moves < 1500
    assert checked > moves / 2
    assert log.foreign_requests() == []
    assert log.errors() == []
    for context in contexts:
        context.close()


@pytest.mark.returning
def test_the_stun_server_is_typed_once_kept_in_the_settings_and_a_wrong_one_is_explained(page, site_url):
    """The live connection's STUN server is a setting: typed in Settings (or the live dialog), kept
    across visits, offered again in the live dialog; what is not a STUN address is said, not used."""
    open_quick(page, site_url)
    page.evaluate("() => { window.stillHere = true }")  # Enter in the field must not reload the page
    page.locator("#btn-settings").click()
    page.locator("#dlg-settings details.advanced summary").click()  # network settings are under Advanced
    field = page.locator("#setting-stun")
    expect(page.locator("#setting-stun-label")).to_have_text("STUN server for playing a friend live (optional)")
    field.fill("http://example.org/")
    field.press("Enter")
    expect(page.locator("#setting-stun-note")).to_contain_text("“http://example.org/” is not a STUN server's address")
    expect(field).to_have_attribute("aria-invalid", "true")
    assert page.evaluate("() => window.stillHere")
    field.fill("stun.example.org:3478")
    field.press("Tab")
    expect(field).to_have_value("stun:stun.example.org:3478")  # written as WebRTC takes it
    expect(field).not_to_have_attribute("aria-invalid", "true")
    expect(page.locator("#setting-stun-note")).to_contain_text("On one network no server is needed")
    page.locator('#dlg-settings [data-target="settings-close"]').click()
    expect(page.locator("#dlg-settings")).not_to_have_attribute("open", "")
    expect(page.locator("html")).to_have_attribute("data-saved", "yes")
    page.reload()
    wait_ready(page)
    page.locator("#btn-settings").click()
    expect(page.locator("#setting-stun")).to_have_value("stun:stun.example.org:3478")
    page.locator('#dlg-settings [data-target="settings-close"]').click()
    friend = page.context.browser.new_context()  # the friend's own browser
    invite(Player(page, "en"), Player(friend.new_page(), "en"), site_url, "dracula")
    page.locator("#btn-remote-live").click()
    expect(page.locator("#live-stun")).to_have_value("stun:stun.example.org:3478")
    page.locator("#live-stun").fill("stun:")
    page.locator("#btn-live-offer").click()  # refused before anything is contacted
    expect(page.locator("#live-status")).to_contain_text("is not a STUN server's address")
    expect(page.locator("#live-mine")).to_have_value("")
    friend.close()
