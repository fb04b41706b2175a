"""The small faults found while playing (issue 17), each with its test, and the phone's one screen."""

from __future__ import annotations

import random
import re

import pytest
from conftest import wait_ready
from driver import (
    click_something_offered,
    import_file,
    in_language,
    open_game,
    record_file,
    saved_moves,
    settle,
    start_new_game,
)
from helpers import deck_of
from playwright.sync_api import expect

pytestmark = pytest.mark.returning  # a game's behaviour, not a first visit's: e2e/returning.py

D = ["R1", "R3", "R4", "R6", "R7"]
V = ["G1", "G3", "G4", "G6", "G7"]
INTERACTIVE = "button, [role=button], input, select, a[href]"


def test_fault_1_log_numbers_of_100_and_more_keep_every_digit(page, site_url):
    open_game(page, site_url, "seed=3")
    start_new_game(page, "watch")
    page.wait_for_function("() => document.querySelectorAll('#log li .n').length >= 125", timeout=120_000)
    numbers = page.evaluate("() => [...document.querySelectorAll('#log li .n')].map(n => n.textContent)")
    assert "100." in numbers and "125." in numbers
    clipped = page.evaluate("""() => [...document.querySelectorAll('#log li .n')]
        .filter(n => n.scrollWidth > n.clientWidth).length""")
    assert clipped == 0


def test_fault_2_the_bubble_of_an_opponents_card_is_not_under_the_districts(page, site_url, tmp_path):
    open_game(page, site_url)
    moves = ["draw", "discard", "expose 3", "draw", "discard"]  # Dracula exposes G4; Van Helsing discards M2
    import_file(page, record_file(tmp_path, deck_of(D, V, ["Y3", "M2"]), "RGYM", moves, "hotseat"))
    settle(page)
    page.locator("#btn-handover").click()
    card = page.locator('[data-place="theirs-3"]')
    card.hover()
    page.wait_for_function("""() => getComputedStyle(
        document.querySelector('[data-place="theirs-3"] .tip')).opacity === '1'""")
    on_top = page.evaluate("""() => { const tip = document.querySelector('[data-place="theirs-3"] .tip');
        tip.style.pointerEvents = 'auto';  // a bubble lets clicks through; here it is looked for
        const box = tip.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return tip === hit || tip.contains(hit); }""")
    assert on_top


def test_fault_3_a_new_hotseat_game_shows_nothing_of_the_one_before(page, site_url):
    open_game(page, site_url, "seed=6")
    rng = random.Random(6)
    for _ in range(6):
        settle(page)
        click_something_offered(page, rng)
    settle(page)
    start_new_game(page, "hotseat")
    expect(page.locator("#handover")).to_be_visible()
    assert page.locator("[data-card]").count() == 0
    assert page.locator("#log li").count() == 0
    expect(page.locator("#piles")).to_contain_text("22 cards left")
    expect(page.locator("#piles")).to_contain_text("No card discarded yet")


def test_fault_4_the_deck_card_on_a_phone_has_a_cards_shape(page, site_url):
    page.set_viewport_size({"width": 390, "height": 844})
    open_game(page, site_url, "seed=2")
    deck = page.locator(".pile.deck .card").bounding_box()
    mine = page.locator("#mine .card").first.bounding_box()
    assert abs(deck["height"] / deck["width"] - 1.4) < 0.05
    assert abs(mine["height"] / mine["width"] - 1.4) < 0.05


def test_fault_5_an_imported_game_keeps_the_side_it_was_played_as(page, site_url, tmp_path):
    open_game(page, site_url)
    start_new_game(page, "van_helsing")
    settle(page)
    page.locator("#btn-more").click()
    with page.expect_download() as download:
        page.locator('[data-target="more-export"]').click()
    path = tmp_path / "game.json"
    download.value.save_as(path)
    start_new_game(page, "dracula")
    if page.locator("#dlg-confirm[open]").count():
        page.locator("#confirm-yes").click()
    expect(page.locator("#my-label")).to_contain_text("Dracula")
    import_file(page, path)
    expect(page.locator("#status")).to_contain_text("You play Van Helsing")
    expect(page.locator("#my-label")).to_contain_text("Van Helsing")


def test_fault_6_the_thinking_mark_and_the_replay_buttons_are_the_projects_own_icons(page, site_url):
    open_game(page, site_url, "seed=8")
    start_new_game(page, "van_helsing")
    page.locator("#btn-more").click()
    page.locator('[data-target="more-replay"]').click()
    expect(page.locator("#replay-bar")).to_be_visible()
    text = page.evaluate("""() => document.body.innerText
        + getComputedStyle(document.querySelector('#prompt'), '::after').content""")
    assert not re.search("[\u23f3\u23ee\u23ed\u25c0\u25b6]", text)
    assert page.locator("#replay-bar button svg use").count() == 4
    assert page.locator("#thinking use").get_attribute("href") == "#i-hourglass"


def test_fault_7_the_back_button_closes_a_dialog_and_stays_on_the_page(page, site_url):
    open_game(page, site_url, "seed=2")
    url = page.url
    page.locator("#btn-rules").click()
    expect(page.locator("#dlg-rules")).to_be_visible()
    page.go_back()
    expect(page.locator("#dlg-rules")).to_be_hidden()
    assert page.url == url
    expect(page.locator("html")).to_have_attribute("data-ready", "1")
    page.locator("#btn-rules").click()  # and again: one back closes it once more
    expect(page.locator("#dlg-rules")).to_be_visible()
    page.go_back()
    expect(page.locator("#dlg-rules")).to_be_hidden()
    assert page.url == url


def test_fault_8_the_computers_level_is_not_asked_for_two_players(page, site_url):
    open_game(page, site_url, "seed=2")
    page.locator("#btn-new").click()
    page.locator('#dlg-new input[value="hotseat"]').check()
    expect(page.locator("#level")).to_be_hidden()
    expect(page.locator("#level-about")).to_be_hidden()
    page.locator('#dlg-new input[value="dracula"]').check()
    expect(page.locator("#level")).to_be_visible()
    page.locator("#level").select_option("expert")  # and a line says what the level chosen does
    expect(page.locator("#level-about")).to_have_text(
        "Takes twice hard's time, tries more of its moves, weighs more guesses at your cards, and thinks on your time.")
    page.locator("#level").select_option("easy")
    expect(page.locator("#level-about")).to_have_text("Plays sensibly, but loosely.")


def test_fault_9_after_a_dialog_the_focus_goes_to_the_first_thing_to_choose(page, site_url):
    open_game(page, site_url, "seed=2")
    page.locator("#btn-rules").focus()
    page.keyboard.press("Enter")
    expect(page.locator("#dlg-rules")).to_be_visible()
    page.keyboard.press("Escape")
    expect(page.locator("#dlg-rules")).to_be_hidden()
    page.wait_for_function("() => document.activeElement.classList.contains('target')")


@pytest.mark.parametrize(("lang", "you"), [("en", "You draw"), ("fa", "شما کارت")])
def test_fault_10_the_log_speaks_to_the_player(page, site_url, lang, you):
    in_language(page, lang)
    open_game(page, site_url, "seed=3")
    page.locator('#app [data-target="deck"]').click()
    expect(page.locator("#log li").first).to_contain_text(you)
    assert "opponent" not in page.locator("#log").inner_text()


def test_fault_11_words_plurals_capitals_labels_and_the_version(page, site_url, tmp_path):
    in_language(page, "fa")
    page.set_viewport_size({"width": 390, "height": 844})
    open_game(page, site_url, "seed=4")
    expect(page.locator("#build")).to_have_count(1)
    assert page.evaluate("() => document.querySelector('#build').textContent").startswith("نسخه")
    cut = page.evaluate("""() => [...document.querySelectorAll('.card .fx')].filter(
        label => label.offsetParent && label.scrollWidth > label.clientWidth + 1).map(label => label.textContent)""")
    assert cut == []
    page.locator("#btn-lang").evaluate("button => button.click()")  # back to English
    bad = tmp_path / "broken.json"
    bad.write_text("{")
    import_file(page, bad)
    expect(page.locator("#dlg-message")).to_be_visible()
    expect(page.locator("#message-body")).not_to_be_empty()
    body = page.locator("#message-body").inner_text()
    assert body[0].isupper(), body


def test_fault_14_the_version_follows_the_language(page, site_url):
    open_game(page, site_url, "seed=2")
    expect(page.locator("#build")).to_contain_text("Version")
    page.locator("#btn-lang").click()
    expect(page.locator("#build")).to_contain_text("نسخه")
    assert re.search("[۰-۹]", page.locator("#build").inner_text())


PHONES = {"portrait": {"width": 390, "height": 844}, "landscape": {"width": 844, "height": 390}}
NEEDED = ["#theirs", "#board", "#mine", "#piles", "#prompt", "#btn-call", "#btn-hint"]
GEOMETRY = """([selectors, interactive]) => {
  const inView = el => { const r = el.getBoundingClientRect();
    return r.width > 0 && r.top >= -0.5 && r.left >= -0.5 && r.bottom <= innerHeight + 0.5
      && r.right <= innerWidth + 0.5; };
  const shown = el => { const r = el.getBoundingClientRect(); const s = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && !el.closest('dialog:not([open]), [hidden]'); };
  return {
    scroll: [document.scrollingElement.scrollWidth - innerWidth, document.scrollingElement.scrollHeight - innerHeight],
    outside: selectors.filter(sel => !inView(document.querySelector(sel))),
    small: [...document.querySelectorAll(interactive)].filter(shown).filter(el => !el.closest('.visually-hidden'))
      .map(el => [el.id || el.dataset.target || el.className, el.getBoundingClientRect()])
      .filter(([, r]) => r.width < 43.5 || r.height < 43.5).map(([name, r]) => `${name} ${r.width}x${r.height}`),
    labels: [...document.querySelectorAll('.card .fx')].filter(shown)
      .map(el => parseFloat(getComputedStyle(el).fontSize)).filter(size => size < 12),
    numbers: [...document.querySelectorAll('.districts .num')].map(el => el.getBoundingClientRect().height)
      .filter(height => height < 12),
    rows: ['#theirs .slot', '#mine .slot', '#piles > *'].filter(sel => {  // each holder, and the piles: one row
      const tops = [...document.querySelectorAll(sel)].map(el => el.offsetTop);  // laid out, not moved
      return new Set(tops).size !== 1 || ![...document.querySelectorAll(sel)].every(inView); }),
  };
}"""


@pytest.mark.parametrize(("shape", "lang"), [("portrait", "fa"), ("landscape", "en")])
def test_the_phone_shows_all_needed_to_act_on_one_screen_with_44px_targets(browser, site_url, lang, shape):
    context = browser.new_context(viewport=PHONES[shape], has_touch=True)
    in_language(context, lang)
    page = context.new_page()
    page.goto(f"{site_url}/index.html?pace=0.05&start=play&seed=12")
    wait_ready(page)
    rng = random.Random(12)
    kinds = set()
    for _ in range(40):
        assert settle(page) == "turn"
        prompt = page.locator("#prompt").inner_text()
        kinds.add(prompt[:12])
        needed = NEEDED + (["#last-move"] if page.locator("#last-move").inner_text() else [])
        found = page.evaluate(GEOMETRY, [needed, INTERACTIVE])
        assert found["scroll"][0] <= 0 and found["scroll"][1] <= 0, (prompt, found["scroll"])
        assert found["outside"] == [] and found["small"] == [], (prompt, found)
        assert found["labels"] == [] and found["numbers"] == [] and found["rows"] == [], found
        if len(kinds) >= 4:
            break
        click_something_offered(page, rng)
    # a tap on a card that is not to be chosen tells what it is; nothing is played
    moves = len(saved_moves(page))
    offered = page.evaluate("() => [...document.querySelectorAll('#app .target')].map(t => t.dataset.target)")
    if "theirs-1" not in offered:
        page.locator('[data-place="theirs-1"]').tap(force=True)  # a card that says it is not to be chosen
        expect(page.locator("#dlg-card")).to_be_visible()
        page.locator('[data-target="card-close"]').tap()
        expect(page.locator("#dlg-card")).to_be_hidden()
    assert len(saved_moves(page)) == moves
    context.close()


def test_a_long_press_never_plays_a_move(browser, site_url):
    context = browser.new_context(viewport=PHONES["portrait"], has_touch=True)
    page = context.new_page()
    page.goto(f"{site_url}/index.html?pace=0.05&start=play&seed=2")
    wait_ready(page)
    page.clock.install()
    deck = page.locator('#app [data-target="deck"]')
    deck.dispatch_event("pointerdown", {"pointerType": "touch", "isPrimary": True, "bubbles": True})
    page.clock.run_for(900)
    deck.dispatch_event("click")
    assert page.locator("#log li:not(.muted)").count() == 0  # held: its effect shows; nothing is played
    deck.dispatch_event("pointerdown", {"pointerType": "touch", "isPrimary": True, "bubbles": True})
    page.clock.run_for(80)
    deck.dispatch_event("click")
    expect(page.locator("#log li:not(.muted)")).not_to_have_count(0)  # a tap plays
    context.close()
