"""Accessibility and languages: keyboard play, axe-core scans, Persian right to left (issue 6)."""

from __future__ import annotations

import random
import re

import pytest
from autoplay import STILL_ANIMATIONS
from conftest import ROOT, wait_ready
from driver import (
    GAME_OVER,
    SETTLED,
    click_something_offered,
    import_file,
    in_language,
    open_from_menu,
    open_game,
    play_to_the_end,
    settle,
    start_new_game,
)
from playwright.sync_api import expect

# a game's behaviour, not a first visit's: e2e/returning.py (tests that make their own contexts are not lent it)
pytestmark = pytest.mark.returning
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"


SERIOUS = """async () => {
  const result = await axe.run(document, {resultTypes: ['violations']});
  return result.violations.filter(v => v.impact === 'serious' || v.impact === 'critical')
    .map(v => `${v.id}: ${v.nodes.map(n => n.target.join(' ') + ' ' + n.html.slice(0, 400)).slice(0, 3).join(' | ')}`);
}"""


SETTLED_ANIMATIONS = f"() => {STILL_ANIMATIONS}"


def scan(page) -> list[str]:
    """axe-core's serious and critical findings, once the page's one-off animations have ended."""
    page.wait_for_function(SETTLED_ANIMATIONS)
    if not page.evaluate("() => typeof axe !== 'undefined'"):  # the test's tool, from node_modules: evaluated
        page.evaluate(AXE.read_text())  # as the test's own script, which the page's policy does not govern
    return page.evaluate(SERIOUS)


DIALOGS = (  # a dialog to look at: what opens it, and what closes it
    ("menu-new", "#dlg-new", "new-cancel"), ("menu-rules", "#dlg-rules", "rules-close"),
    ("menu-settings", "#dlg-settings", "settings-close"), ("menu-more", "#dlg-more", "more-close"),
    ("menu-friend", "#dlg-friend", "friend-close"),
)


def scan_dialog(page, found: dict, name: str, opener: str, dialog: str, closer: str) -> None:
    """Open a dialog as a person would, look at it with axe, close it."""
    open_from_menu(page, opener)
    expect(page.locator(dialog)).to_be_visible()
    found[name] = scan(page)
    page.locator(f'{dialog} [data-target="{closer}"]').click()
    expect(page.locator(dialog)).to_be_hidden()


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_axe_finds_nothing_serious_in_any_state_or_dialog(page, site_url, lang, tmp_path):
    """Every state of a game and every dialog (fault 13: the rules' scrolling text is reachable)."""
    in_language(page, lang)
    page.goto(f"{site_url}/index.html?pace=0.05&seed=14")
    wait_ready(page)
    found = {"your turn": scan(page)}
    for opener, dialog, closer in DIALOGS:
        scan_dialog(page, found, dialog, opener, dialog, closer)
    page.locator("#btn-reference").click()  # the card reference, a panel over the table
    expect(page.locator("#reference")).to_be_visible()
    found["card reference"] = scan(page)
    page.locator('[data-target="reference-close"]').click()
    open_from_menu(page, "menu-learn")  # the lesson: its words, and a ring around what to click
    expect(page.locator("#lesson")).to_be_visible()
    found["lesson"] = scan(page)
    page.locator("#btn-lesson-leave").click()
    expect(page.locator("#lesson")).to_be_hidden()
    open_from_menu(page, "menu-more")
    page.locator('[data-target="more-stats"]').click()
    found["statistics"] = scan(page)
    page.locator('[data-target="stats-close"]').click()
    open_from_menu(page, "menu-more")  # the puzzles: the list, one asked, a wrong answer's hint, the answer
    page.locator("#more-puzzles").click()
    found["puzzle list"] = scan(page)
    page.locator("#puzzle-body .primary").click()
    found["puzzle"] = scan(page)
    page.locator(".puzzle-option").last.click()
    found["puzzle answered"] = scan(page)
    if page.locator("#puzzle-show").is_visible():
        page.locator("#puzzle-show").click()
        found["puzzle's answer"] = scan(page)
    page.locator("#puzzle-close").click()
    rng = random.Random(14)
    effect = "was discarded:" if lang == "en" else "سوخت:"  # an effect's prompt names the card discarded for it
    while "effect prompt" not in found or "round summary" not in found:
        page.wait_for_function(SETTLED, timeout=60_000)
        if page.locator("#dlg-summary[open]").count():
            found["round summary"] = scan(page)
            page.locator("#btn-continue").click()
            continue
        if page.locator("#dlg-confirm[open]").count():
            found["confirmation"] = scan(page)
            page.locator("#confirm-yes").click()
            page.wait_for_function("() => /District|منطقه/.test(document.querySelector('#prompt').textContent)",
                                   timeout=60_000)
            found["round resolution"] = scan(page)
            continue
        if effect in page.locator("#prompt").inner_text() and "effect prompt" not in found:
            found["effect prompt"] = scan(page)
        if page.locator("#last-move").inner_text() and "last move" not in found:
            found["last move"] = scan(page)
        if page.locator("#btn-call:not([disabled])").count():
            page.locator("#btn-call").click()
            continue
        if page.locator('[data-target="show-pile"]').count() and "discard pile" not in found:
            page.locator('[data-target="show-pile"]').first.click()
            found["discard pile"] = scan(page)
            page.locator('[data-target="pile-close"]').click()
        click_something_offered(page, rng)
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    import_file(page, bad)
    expect(page.locator("#dlg-message")).to_be_visible()
    found["message"] = scan(page)
    page.locator('[data-target="message-close"]').click()
    open_from_menu(page, "menu-friend")  # a friend's game: the link to send, its QR code, the live dialog
    page.locator('#dlg-friend input[value="van_helsing"]').check()  # an invitation in one link
    page.locator('[data-target="friend-invite"]').click()
    expect(page.locator("#remote-send")).to_be_visible()
    found["playing a friend"] = scan(page)
    page.locator("#btn-remote-qr").click()
    expect(page.locator("#remote-qr-code svg")).to_be_visible()
    found["QR code"] = scan(page)
    page.locator('[data-target="qr-close"]').click()
    page.locator("#btn-remote-live").click()
    found["live connection"] = scan(page)
    page.locator('[data-target="live-close"]').click()
    open_from_menu(page, "menu-friend")  # back to the computer's game, from the dialog (as at any size)
    page.locator('#friend-leave-box [data-target="remote-leave"]').click()
    expect(page.locator("#remote")).to_be_hidden()
    if lang == "en":  # the game's end is the same page in either language: once is enough for its layout
        page.goto(f"{site_url}/index.html?pace=0&start=play")
        wait_ready(page)
        play_to_the_end(page, rng)
        found["game over"] = scan(page)
    assert {state: problems for state, problems in found.items() if problems} == {}


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_axe_finds_nothing_serious_in_the_phones_sheets(browser, site_url, lang):
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True)
    in_language(context, lang)
    page = context.new_page()
    page.goto(f"{site_url}/index.html?pace=0.05&start=play&seed=4")
    wait_ready(page)
    found = {"phone": scan(page)}
    page.locator("#btn-menu").click()
    found["menu"] = scan(page)
    page.locator('#dlg-menu [data-target="menu-close"]').click()
    page.locator("#btn-log").click()
    found["log"] = scan(page)
    page.locator('[data-target="log-close"]').click()
    page.locator('[data-place="theirs-2"]').tap(force=True)
    expect(page.locator("#dlg-card")).to_be_visible()
    found["card"] = scan(page)
    assert {state: problems for state, problems in found.items() if problems} == {}
    context.close()


FOCUS_TRAP = """() => ({focus: document.activeElement && document.activeElement.outerHTML.slice(0, 160),
    open: [...document.querySelectorAll('dialog[open]')].map(d => d.id),
    targets: document.querySelectorAll('#app .target').length})"""

def test_a_whole_game_with_the_keyboard_alone(page, page_log, site_url):
    open_game(page, site_url, "seed=17")
    rng = random.Random(17)
    on_target = "() => document.activeElement && document.activeElement.classList.contains('target')"
    for _ in range(12):  # Tab from the top of the page to the first thing to choose
        page.keyboard.press("Tab")
        if page.evaluate(on_target):
            break
    presses = tabs = 0
    while True:
        state = settle(page)
        if state == "over":
            break
        if not page.evaluate(on_target):
            page.keyboard.press("Tab")
            tabs += 1  # the page's every control is a few dozen Tabs long: more is a trap, said as one
            assert tabs < 120, page.evaluate(FOCUS_TRAP)
            continue
        tabs = 0
        count = page.locator("#app .target").count()
        for _ in range(rng.randrange(count)):
            page.keyboard.press("ArrowRight")
        page.keyboard.press(rng.choice(["Enter", " "]))
        presses += 1
        assert presses < 600
    expect(page.locator("#over-title")).to_have_text(GAME_OVER)
    assert page_log.errors() == []


def test_focus_is_visible(page, site_url):
    open_game(page, site_url, "seed=2")
    page.keyboard.press("Tab")
    for _ in range(120):
        if page.evaluate("() => document.activeElement.classList.contains('target')"):
            break
        page.keyboard.press("Tab")
    else:
        raise AssertionError(page.evaluate(FOCUS_TRAP))
    shadow = page.evaluate("() => getComputedStyle(document.activeElement).boxShadow")
    assert shadow and shadow != "none"


WRAPPED_LEGENDS = """() => [...document.querySelectorAll('dialog[open] legend')].filter(legend => legend.offsetParent
    && legend.getBoundingClientRect().height > 1.5 * parseFloat(getComputedStyle(legend).lineHeight))
    .map(legend => legend.textContent)"""
LATIN_ALLOWED = re.compile(r"\b([RGYM][1-8]|Dracula|Van Helsing|vs|English)\b")


@pytest.mark.parametrize("size", [{"width": 390, "height": 844}])
def test_persian_page_is_right_to_left_and_fully_translated(page, site_url, artifacts, size):
    in_language(page, "fa")
    page.set_viewport_size(size)
    open_game(page, site_url, "seed=21")
    assert page.evaluate("() => document.documentElement.dir") == "rtl"
    assert page.evaluate("() => document.documentElement.lang") == "fa"
    rng = random.Random(21)
    for _ in range(6):
        settle(page)
        click_something_offered(page, rng)
    settle(page)
    for dialog in (None, "menu-rules", "menu-new", "menu-settings", "menu-friend"):
        if dialog:
            open_from_menu(page, dialog)
        shown = page.evaluate("() => document.body.innerText")
        shown = shown.replace(page.locator("#build").inner_text(), "")  # the build id is hexadecimal
        leftover = LATIN_ALLOWED.sub("", shown)
        assert re.findall(r"[A-Za-z]{2,}", leftover) == [], dialog
        assert page.evaluate(WRAPPED_LEGENDS) == [], dialog  # a second line would sit on the box's border
        if dialog:
            page.keyboard.press("Escape")
    name = "phone" if size["width"] < 500 else "desktop"
    page.screenshot(path=str(artifacts / f"persian-{name}.png"), full_page=name == "phone")
    expect(page.locator("#btn-new")).to_have_text("بازی تازه")


def test_language_choice_is_remembered_and_follows_the_browser_first(browser, site_url):
    context = browser.new_context(locale="fa-IR")
    page = context.new_page()
    page.goto(f"{site_url}/index.html?pace=0&start=play")
    wait_ready(page)
    assert page.evaluate("() => document.documentElement.lang") == "fa"
    page.locator("#btn-lang").click()
    assert page.evaluate("() => document.documentElement.lang") == "en"
    page.reload()
    wait_ready(page)
    assert page.evaluate("() => document.documentElement.lang") == "en"
    expect(page.locator("#btn-new")).to_have_text("New game")
    context.close()


def test_reduced_motion_turns_animations_off(page, site_url):
    page.emulate_media(reduced_motion="reduce")
    open_game(page, site_url, "seed=2")
    animation = page.evaluate(
        "() => getComputedStyle(document.querySelector('#app .target .card'), '::after').animationName")
    assert animation == "none"


TIP = """slot => {
  const tip = slot.querySelector('.tip');
  const style = getComputedStyle(tip);
  return style.visibility === 'visible' && style.opacity === '1'
    ? getComputedStyle(tip, '::after').content : null;
}"""


def test_a_card_shows_its_effect_on_hover_and_on_keyboard_focus(page, page_log, site_url):
    open_game(page, site_url, "seed=3")
    first, second = page.locator("#mine .slot[title]").nth(0), page.locator("#mine .slot[title]").nth(1)
    first.hover()
    page.wait_for_function(f"() => ({TIP})(document.querySelector('#mine .slot[title]'))")
    assert "When discarded" in first.evaluate(TIP)
    page.mouse.move(0, 0)
    second.focus()
    page.keyboard.press("Shift+Tab")  # a keyboard focus shows :focus-visible
    page.keyboard.press("Tab")
    page.wait_for_function(f"() => ({TIP})(document.activeElement)")
    assert second.evaluate(TIP) == f'"{second.get_attribute("title")}"'
    assert page_log.errors() == []


__all__ = ["start_new_game"]
