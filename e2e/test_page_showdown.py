"""A round's end as a showdown, and the game's end over the whole table (issue 32), played as a person
does: the move that ends a round, then each district's cards meet and a bat or a stake flies; one
tap (the Skip button, the keyboard, or the table itself) shows the rest; under reduced motion each
district only fades in. At the game's end night falls on Whitby, or dawn breaks."""

from __future__ import annotations

import pytest
from driver import import_file, in_language, open_game
from playwright.sync_api import expect

from game import new_game
from game.ai import choose
from game.records import dumps
from game.session.targets import click_map

pytestmark = pytest.mark.returning  # a game's behaviour, not a first visit's: e2e/returning.py

SHOWDOWN = """() => {  // what a round's end sets going: the cards meeting, pictures flying, districts fading in
  window.__showdown = {meet: 0, picture: 0, fade: 0, turned: 0, decidedAtSkip: -1};
  new MutationObserver(records => records.forEach(record => {
    if (record.type === 'childList') {
      const pictures = [...record.addedNodes].filter(node => node.classList && node.classList.contains('picture'));
      window.__showdown.picture += pictures.length;
    } else {
      const before = new Set((record.oldValue || '').split(' '));
      for (const name of ['meet', 'fade', 'turned']) {
        if (record.target.classList.contains(name) && !before.has(name)) window.__showdown[name]++;
      }
    }
  })).observe(document.body, {subtree: true, childList: true, attributes: true, attributeFilter: ['class'],
                               attributeOldValue: true});
}"""
DECIDED = "document.querySelectorAll('.districts .won-dracula, .districts .won-van_helsing').length"


def before_a_rounds_end(tmp_path, side: str):
    """A game played under CPython up to the human's move that ends a round by itself (not the game), as
    a record to import; and the target that plays that move."""
    for seed in range(11, 60):
        game = new_game(seed=seed)
        while game.winner is None:
            action = choose(game.view(game.to_move), "easy", seed=len(game.moves))
            if game.to_move == side:
                target = next((t for t, a in click_map(game.legal_actions()).items() if a == action), None)
                trial = game.clone()
                events = trial.play(action)
                kinds = {event["type"] for event in events}
                if target and "round_end" in kinds and "game_over" not in kinds:
                    path = tmp_path / "before-the-end.json"
                    path.write_text(dumps(game, mode=side, level="easy"))
                    return path, target
            game.play(action)
    raise AssertionError("no round ended by a single click in 49 games")


@pytest.mark.parametrize(("width", "height", "lang", "side", "skip"), [
    (1280, 800, "en", "dracula", "button"), (390, 844, "fa", "van_helsing", "table"),
    (1024, 768, "en", "van_helsing", "keyboard")])
def test_r_res_a_rounds_end_is_a_showdown_district_by_district_and_one_tap_shows_the_rest(
        page, site_url, tmp_path, page_log, width, height, lang, side, skip):
    record, target = before_a_rounds_end(tmp_path, side)
    in_language(page, lang)
    page.set_viewport_size({"width": width, "height": height})
    open_game(page, site_url, "pace=0.6")
    import_file(page, record)
    expect(page.locator(f'#app [data-target="{target}"]')).to_be_visible()
    page.evaluate(SHOWDOWN)
    page.locator(f'#app [data-target="{target}"]').click()
    button = page.locator("#btn-skip")
    expect(button).to_be_visible()
    expect(page.locator("#btn-call")).to_be_hidden()  # the skip takes the call's place while the round ends
    page.wait_for_function("() => window.__showdown.meet >= 2 && window.__showdown.picture >= 1", timeout=15_000)
    decided = page.evaluate(f"() => {DECIDED}")
    assert 1 <= decided < 5  # the showdown is under way: a district or more decided, not all
    if skip == "button":
        button.click()
    elif skip == "keyboard":
        button.focus()
        page.keyboard.press("Enter")
    else:  # a tap on the town itself
        page.locator("#board").click(position={"x": 20, "y": 20})
    expect(page.locator("#dlg-summary")).to_be_visible()
    expect(button).to_be_hidden()
    assert page.evaluate(f"() => {DECIDED}") == 5  # every district shown decided at once
    expect(page.locator(".flying")).to_have_count(0)  # nothing still flying over the summary
    assert page.evaluate("() => window.__showdown.fade") == 0  # moving, not fading: motion is allowed here
    assert page_log.errors() == []


def test_under_reduced_motion_each_district_only_fades_in(page, site_url, tmp_path):
    page.emulate_media(reduced_motion="reduce")
    page.set_viewport_size({"width": 1366, "height": 768})
    record, target = before_a_rounds_end(tmp_path, "dracula")
    open_game(page, site_url, "pace=0.6")
    import_file(page, record)
    page.evaluate(SHOWDOWN)
    page.locator(f'#app [data-target="{target}"]').click()
    page.wait_for_function("() => window.__showdown.fade >= 2", timeout=15_000)
    page.locator("#btn-skip").click()
    expect(page.locator("#dlg-summary")).to_be_visible()
    shown = page.evaluate("() => window.__showdown")
    assert shown["meet"] == shown["picture"] == shown["turned"] == 0  # nothing moved, nothing flew


def finished(tmp_path, winner: str):
    """A whole game won by ``winner``, as a record to import (the page opens at its end), whose last
    decision was the computer's (Van Helsing's: the record is Dracula's against the computer)."""
    for seed in range(11, 200):
        game = new_game(seed=seed)
        mover = None
        while game.winner is None:
            mover = game.to_move
            game.play(choose(game.view(game.to_move), "easy", seed=len(game.moves)))
        if game.winner == winner and mover == "van_helsing":
            path = tmp_path / f"won-by-{winner}.json"
            path.write_text(dumps(game, mode="dracula", level="easy"))
            return path
    raise AssertionError(f"no game won by {winner}")


def test_night_falls_on_whitby_when_dracula_wins_and_dawn_breaks_when_van_helsing_does(page, site_url, tmp_path):
    open_game(page, site_url)
    app = page.locator("#app")
    expect(app).to_have_attribute("data-ending", "")
    for winner, ending in (("dracula", "night"), ("van_helsing", "dawn")):
        import_file(page, finished(tmp_path, winner))
        expect(page.locator("#dlg-over")).to_be_visible()
        expect(app).to_have_attribute("data-ending", ending)
        page.locator('[data-target="over-close"]').click()
        expect(app).to_have_attribute("data-ending", ending)  # the town stays as the game left it
        expect(page.locator("#portrait")).to_be_visible()
        expect(page.locator("#btn-see-again")).to_be_hidden()  # the game's end is its own moment, not a replay
        opacity = page.evaluate(f"() => getComputedStyle(document.querySelector('.districts .{ending}')).opacity")
        assert float(opacity) > 0
    page.locator("#btn-again").click()  # the next game: the usual sky again
    expect(app).to_have_attribute("data-ending", "")
