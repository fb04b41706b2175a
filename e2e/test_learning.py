"""Learning to play in the page: the first visit's welcome, the guided game followed by what it points
at alone, the card reference from every phase of a turn, a lesson taken up again after a reload, and
the coach's note after a clearly worse decision, and a game's review."""

from __future__ import annotations

import random
import re

import pytest
from conftest import wait_ready
from driver import (
    SIZES,
    click_something_offered,
    import_file,
    open_from_menu,
    open_game,
    record_file,
    saved,
    saved_moves,
    settle,
)
from helpers import deck_of
from playwright.sync_api import expect

from game.i18n import digits, text
from game.review import review_game

LESSON_ASKS = """() => document.querySelector('#dlg-summary[open]') || document.querySelector('#dlg-confirm[open]')
    || !document.querySelector('#btn-lesson-next').hidden || !document.querySelector('#btn-lesson-play').hidden
    || document.querySelector('#app[aria-busy="false"] .target')"""
OVERLAPS = """() => {  // what is needed to act now and lies under the card reference
  const panel = document.querySelector('#reference').getBoundingClientRect();
  const needed = [...document.querySelectorAll('#app .target, #btn-call:not([disabled]), #lesson .primary')]
    .filter(el => el.offsetParent !== null);
  return needed.filter(el => { const r = el.getBoundingClientRect();
    return r.left < panel.right - 1 && r.right > panel.left + 1 && r.top < panel.bottom - 1 && r.bottom > panel.top + 1;
  }).map(el => el.dataset.target || el.id);
}"""


def open_first_visit(context, page, site_url: str, size: str, lang: str) -> None:
    page.set_viewport_size(SIZES[size])
    if lang == "fa":  # a browser set to Persian: the page follows it on a first visit
        context.add_init_script("Object.defineProperty(navigator, 'language', {get: () => 'fa-IR'})")
    page.goto(f"{site_url}/index.html?pace=0.05")
    wait_ready(page)


def press(page, locator, keyboard: bool) -> None:
    """Act on a button as the player does: with the keyboard (focus, then Enter), or a click or tap."""
    if keyboard:
        locator.focus()
        page.keyboard.press("Enter")
    else:
        locator.click()


def check_reference(page, keyboard: bool, phases: set) -> None:
    """Open the card reference in this phase of the turn: it shows, and covers nothing needed to act."""
    phase = page.locator("#app .target").first.get_attribute("data-target").split("-")[0]
    if phase in phases:
        return
    phases.add(phase)
    if keyboard:
        page.keyboard.press("?")
    else:
        page.locator("#btn-reference").click()
    expect(page.locator("#reference")).to_be_visible()
    expect(page.locator("#ref-body .ref-effects li")).to_have_count(8)
    assert page.evaluate(OVERLAPS) == [], phase
    if keyboard:
        page.keyboard.press("Escape")
    else:
        page.locator('[data-target="reference-close"]').click()
    expect(page.locator("#reference")).to_be_hidden()


@pytest.mark.fresh_storage
@pytest.mark.parametrize(("size", "lang", "keyboard"), [("desktop", "en", True), ("phone", "fa", False)])
def test_a_first_visit_learns_the_game_by_following_only_what_the_lesson_points_at(
        context, page, page_log, site_url, size, lang, keyboard):
    open_first_visit(context, page, site_url, size, lang)
    expect(page.locator("#dlg-welcome")).to_be_visible()
    expect(page.locator("#welcome-title")).to_have_text(text(lang, "welcome.title"))
    press(page, page.locator("#welcome-learn"), keyboard)
    expect(page.locator("#lesson-text")).to_have_text(text(lang, "lesson.welcome", health=12))
    rng = random.Random(4)
    phases: set[str] = set()
    tallest: dict[str, int] = {}
    for _ in range(400):
        page.wait_for_function(LESSON_ASKS, timeout=60_000)
        height = page.evaluate("() => document.scrollingElement.scrollHeight - innerHeight")
        if height > 0:  # (issue 32, fault 8) every step fits the screen: nothing of the lesson is scrolled to
            step = page.locator("#lesson-step").text_content()
            tallest[step] = max(height, tallest.get(step, 0))
        if page.locator("#dlg-summary[open]").count():
            press(page, page.locator("#btn-continue"), keyboard)
        elif page.locator("#dlg-confirm[open]").count():  # a call, in the round played alone
            press(page, page.locator("#confirm-yes"), keyboard)
        elif page.locator("#btn-lesson-play").is_visible():
            break
        elif page.locator("#btn-lesson-next").is_visible():
            assert page.locator("#app .target").count() == 0  # while words are read, nothing else is to be done
            press(page, page.locator("#btn-lesson-next"), keyboard)
        elif page.locator('#app[data-lesson="guided"]').count():
            offered = page.locator("#app .target")
            pointed = page.locator("#app .target.pointed")
            assert pointed.count() >= 1 and all(  # only what the lesson points at may be clicked
                "pointed" in (offered.nth(i).get_attribute("class") or "")
                or offered.nth(i).get_attribute("data-target").startswith("district-")  # a trade's district
                for i in range(offered.count()))
            check_reference(page, keyboard, phases)
            press(page, pointed.first, keyboard)
        else:  # the round played alone
            click_something_offered(page, rng)
    else:
        raise AssertionError("the lesson never ended")
    assert phases >= {"deck", "mine", "discard", "theirs", "colour"}  # every phase of a turn
    assert tallest == {}, "px past the screen's foot, by step"
    expect(page.locator("#lesson-text")).to_have_text(text(lang, "lesson.done"))
    press(page, page.locator("#btn-lesson-play"), keyboard)  # then a real game
    expect(page.locator("#dlg-new")).to_be_visible()
    page.locator('[data-target="new-start"]').click()
    expect(page.locator("#lesson")).to_be_hidden()
    expect(page.locator('#mine .slot .face')).to_have_count(5)
    expect(page.locator("#status")).not_to_contain_text(text(lang, "lesson.title"))
    assert page_log.errors() == []


@pytest.mark.fresh_storage
def test_a_lesson_left_mid_way_resumes_after_a_reload_and_the_game_in_play_is_kept(page, site_url):
    page.set_viewport_size(SIZES["phone"])
    page.goto(f"{site_url}/index.html?pace=0.05")
    wait_ready(page)
    page.locator("#welcome-play").click()  # straight to a game; the lesson is in the menu any time after
    page.locator('#app [data-target="deck"]').click()
    saved(page)
    page.locator("#btn-menu").click()
    page.locator('#dlg-menu [data-target="menu-learn"]').click()
    for _ in range(4):
        page.locator("#btn-lesson-next").click()
    page.locator('#app .target.pointed[data-target="deck"]').click()
    expect(page.locator("#lesson-text")).to_contain_text("red 6")
    page.wait_for_function("() => document.documentElement.dataset.saved === 'yes'")
    page.reload()  # a returning player lands where they were: in the lesson
    wait_ready(page)
    expect(page.locator("#dlg-welcome")).to_be_hidden()
    expect(page.locator("#lesson-text")).to_contain_text("red 6")
    expect(page.locator("#lesson-step")).to_contain_text("6")
    page.locator("#btn-lesson-leave").click()
    expect(page.locator("#lesson")).to_be_hidden()
    expect(page.locator('[data-place="drawn"] .face')).to_have_count(1)  # the game in play: its card drawn


@pytest.mark.fresh_storage
def test_the_coach_notes_a_clearly_worse_trump_while_play_goes_on(page, page_log, site_url, tmp_path):
    """Dracula holds four greens and has discarded a 7: making yellow the trump is a known mistake."""
    open_game(page, site_url, "seed=3")
    deck = deck_of(["G8", "G7", "G6", "G5", "Y1"], ["R1", "R2", "M3", "M4", "Y2"], ["R7"])
    import_file(page, record_file(tmp_path, deck, "RGYM", ["draw", "discard"], "dracula"))
    page.locator('#app [data-target="colour-Y"]').click()  # the coach is on for a player's first games
    expect(page.locator("#coach-line")).to_contain_text("making green the trump was worth +", timeout=60_000)
    expect(page.locator("#coach-line")).to_contain_text("over making yellow the trump")
    assert page_log.errors() == []


@pytest.mark.returning
@pytest.mark.parametrize("lang", ["en", "fa"])
def test_a_review_draws_the_chance_to_win_and_a_key_moment_opens_the_replay_there(page, page_log,
                                                                                   site_url, tmp_path, artifacts,
                                                                                   lang):
    """A game with a known mistake, played as a person would: Dracula, holding four greens, has discarded a 7
    and makes yellow the trump. The review from More marks it; the page's figures are the terminal's."""
    if lang == "fa":
        page.add_init_script("localStorage.setItem('dvvh.prefs', JSON.stringify({lang: 'fa', coach: false}))")
        page.set_viewport_size({"width": 390, "height": 844})
    open_game(page, site_url, "seed=3")
    deck = deck_of(["G8", "G7", "G6", "G5", "Y1"], ["R1", "R2", "M3", "M4", "Y2"], ["R7", "Y3", "M1"])
    import_file(page, record_file(tmp_path, deck, "RGYM", ["draw", "discard"], "dracula"))
    page.locator('#app [data-target="colour-Y"]').click()  # the mistake
    assert settle(page) == "turn"  # Van Helsing has played
    page.locator('#app [data-target="deck"]').click()
    assert settle(page) == "turn"
    moves = saved_moves(page)
    open_from_menu(page, "menu-more")
    page.locator('#dlg-more [data-target="open-review"]').click()
    expect(page.locator("#dlg-review")).to_be_visible()
    expect(page.locator("#review-title")).to_have_text(text(lang, "review.title", side="dracula"))
    # the same figures as the terminal's review of this game with the same seed (0)
    path = record_file(tmp_path, deck, "RGYM", moves, "dracula")
    terminal = review_game(path.read_text(), "dracula", seed=0)
    moments = page.locator('#review-moments [data-target^="review-moment-"]')
    expect(moments).to_have_count(len(terminal.moments), timeout=60_000)
    first = terminal.moments[0]
    assert first.played == "trump Y"
    expect(moments.first).to_contain_text(text(lang, "coach.act.trump", colour="Y"))
    gain = digits(f"{100 * first.gain:.1f}", lang)
    expect(moments.first).to_contain_text(gain.replace(".", "\u066b") if lang == "fa" else gain)
    expect(page.locator("#review-graph svg .line")).to_have_count(1)
    expect(page.locator("#review-graph svg .moment")).to_have_count(len(terminal.moments))
    moments.first.click()  # the replay, before the decision: the review's "Move 3", with the better move marked
    expect(page.locator("#dlg-review")).to_be_hidden()
    expect(page.locator("#replay-bar")).to_be_visible()
    expect(page.locator("#replay-step")).to_have_text(text(lang, "replay.before", move=3, total=len(moves)))
    expect(page.locator("#prompt-text")).to_have_text(text(
        lang, "replay.better", move=3, better=text(lang, "coach.act.trump", colour=first.best[-1]),
        played=text(lang, "coach.act.trump", colour="Y")))
    expect(page.locator(f'#app [data-place="colour-{first.best[-1]}"]')).to_have_class(re.compile(r"\bhint\b"))
    expect(page.locator("#app .hint")).to_have_count(1)
    page.screenshot(path=str(artifacts / f"review-moment-{lang}.png"))
    page.locator('#replay-bar [data-target="replay-forward"]').click()  # a step on: the move as made
    expect(page.locator("#replay-step")).to_have_text(text(lang, "replay.step", step=3, total=len(moves)))
    expect(page.locator("#app .hint")).to_have_count(0)
    expect(page.locator("#prompt-text")).to_have_text(text(lang, "replay.title"))
    assert page_log.errors() == []
