"""The opponent at the table (issue 32), as a person plays: what it knows of my cards at a glance (a
toggle), its portrait thinking while it thinks, and its last turn to see again, slowly."""

from __future__ import annotations

import pytest
from driver import MOTION, engine_game, import_file, in_language, open_game, record_file, settle
from helpers import deck_of
from playwright.sync_api import expect

from game.i18n import text
from game.session.board import Board

pytestmark = pytest.mark.returning  # a game's behaviour, not a first visit's: e2e/returning.py

D = ["R1", "R3", "R4", "R6", "R7"]
V = ["G1", "G3", "G4", "G6", "G7"]
WATCH = """() => {  // the portrait's thinking and every picture or card set flying
  window.__seen = {thinking: 0, flying: 0};
  new MutationObserver(records => records.forEach(record => {
    if (record.type === 'childList') {
      window.__seen.flying += [...record.addedNodes].filter(n => n.classList && n.classList.contains('flying')).length;
    } else if (record.target.id === 'portrait' && record.target.classList.contains('thinking')) {
      window.__seen.thinking++;
    }
  })).observe(document.body, {subtree: true, childList: true, attributes: true, attributeFilter: ['class']});
}"""


@pytest.mark.parametrize(("width", "height", "lang"), [(1280, 800, "en"), (1024, 768, "fa")])
def test_r_secret_the_toggle_shows_exactly_the_cards_of_mine_the_opponent_knows(page, site_url, tmp_path,
                                                                                page_log, width, height, lang):
    in_language(page, lang)
    page.set_viewport_size({"width": width, "height": height})
    open_game(page, site_url)
    # the yellow 6 trades slot 2: Van Helsing's green 3 comes to me, and he knows it
    import_file(page, record_file(tmp_path, deck_of(D, V, ["Y6", "M2", "M3", "M5", "Y2"]), "RGYM",
                                  ["draw", "discard", "trade 2"], "dracula"))
    settle(page)
    view = engine_game(page).view("dracula")
    board = Board.of_view(view)
    expected = [str(i + 1) for i in range(5) if board.face_up["dracula"][i] or board.opponent_knows[i]]
    assert "2" in expected or board.holders["dracula"][1] != "G3"  # his move may have changed slot 2 since
    toggle = page.locator("#btn-knows")
    expect(toggle).to_have_attribute("aria-label", text(lang, "ui.what_they_know", side="van_helsing",
                                                         count=len(expected)))
    expect(page.locator("#knows-count")).to_have_text(text(lang, "ui.what_they_know_count", count=len(expected)))
    known = page.evaluate("() => [...document.querySelectorAll('#mine .slot.known')].map(s => s.dataset.slot)")
    assert known == expected
    expect(toggle).to_have_attribute("aria-pressed", "false")
    toggle.click()
    expect(toggle).to_have_attribute("aria-pressed", "true")
    opacity = page.evaluate("""() => [...document.querySelectorAll('#mine .slot')].map(
        s => [s.dataset.slot, Number(getComputedStyle(s.querySelector('.card')).opacity)])""")
    assert {slot for slot, value in opacity if value == 1} == set(expected)
    assert all(value < 0.5 for slot, value in opacity if slot not in expected)  # the rest dimmed
    toggle.click()
    expect(toggle).to_have_attribute("aria-pressed", "false")
    assert page.evaluate("() => document.querySelectorAll('#mine .slot .card').length") == 5
    assert page_log.errors() == []


def test_the_computers_portrait_thinks_and_its_last_turn_can_be_seen_again(page, site_url, page_log):
    open_game(page, site_url, f"{MOTION}&seed=3")
    expect(page.locator("#portrait")).to_be_visible()
    expect(page.locator("#portrait-art")).to_have_attribute("href", "#portrait-van_helsing")
    page.evaluate(WATCH)
    page.locator('#app [data-target="deck"]').click()
    page.locator("#app .target").first.click()
    settle(page)  # the computer's turn, with its motions
    assert page.evaluate("() => window.__seen.thinking") >= 1
    again = page.locator("#btn-see-again")
    expect(again).to_be_visible()
    expect(again).to_have_attribute("aria-label", text("en", "a11y.see_again", side="van_helsing"))
    before = page.evaluate("() => window.__seen.flying")
    moves = len(engine_game(page).moves)
    again.click()
    page.wait_for_function(f"() => window.__seen.flying > {before}")  # its cards travel once more
    assert len(engine_game(page).moves) == moves  # seen again, not played again
    page.locator('#app [data-target="deck"]').click()  # the player's next decision: the turn is past
    expect(again).to_be_hidden()
    assert page_log.errors() == []
