"""The expert: a computer that thinks in a worker of its own (assets/think-worker.js, game/ai/desk.py), on the
player's time too, so that the page never waits on it; and a game's review worked out there (issue 33)."""

from __future__ import annotations

import json
import random

import pytest
from conftest import READY_MS, wait_offline_ready, wait_ready
from driver import GAME_OVER, open_game, play_to_the_end, start_new_game
from playwright.sync_api import expect

from game.ai.review import ReviewResult
from game.records import parse
from game.review import review_game

QUICK = "think=0.15"  # the expert's time a decision (two seconds in play), quick to test


def expert_game(page, seed: int, hint: bool = False) -> int:
    """A new game against the expert as Dracula, played to its end (``hint``: asking for a hint first); its clicks."""
    if page.locator("#dlg-over[open]").count():
        page.locator('[data-target="over-close"]').click()
    start_new_game(page, "dracula", "expert")
    if hint:  # the expert's advice, from its worker
        page.locator("#btn-hint").click()
        expect(page.locator("html")).to_have_attribute("data-hint-by", "worker", timeout=READY_MS)
        expect(page.locator("#hint-line")).to_contain_text("Chance to win the game")
    clicks = play_to_the_end(page, random.Random(seed))
    expect(page.locator("#over-title")).to_have_text(GAME_OVER)
    return clicks


@pytest.mark.fresh_storage  # a player's first games: the coach is on, and against the expert it judges in the worker
def test_a_whole_game_against_the_expert_online_then_offline_with_its_review_from_its_worker(context, page, page_log,
                                                                                             site_url):
    open_game(page, site_url, f"seed=5&{QUICK}")
    assert page.evaluate("() => 'Suspending' in WebAssembly") is False  # Python on the page's own stack (one-stack.js)
    expert_game(page, 5)
    root = page.locator("html")
    expect(root).to_have_attribute("data-thinker", "up")
    expect(root).to_have_attribute("data-coached-by", "worker")  # the coach (on for a first game) judged there
    assert root.get_attribute("data-expert-worlds").isdigit()  # its moves came from the worker (the last one
    # searched there in this many worlds: none where it had one sensible action)
    autosave = json.loads(page.evaluate("() => localStorage.getItem('dvvh.autosave')"))
    assert autosave["level"] == "expert"
    record = json.dumps(autosave["record"])
    # the review, from the game's end, is shared between the page and the worker
    page.locator('#dlg-over [data-target="open-review"]').click()
    expect(root).to_have_attribute("data-reviewed-in", "page and worker", timeout=60_000)  # half each
    expect(page.locator("#review-graph svg .line")).to_have_count(1, timeout=60_000)
    kept = json.loads(page.evaluate("() => localStorage.getItem('dvvh.reviews')"))
    shown = ReviewResult.from_json(next(iter(kept.values())))
    moves = parse(record)["moves"]
    terminal = review_game(record, "dracula", seed=0)
    assert shown.total_moves == len(moves) and shown.rounds == terminal.rounds
    # every decision the terminal's review judges (its figures may differ a little: Pyodide's floats differ from
    # CPython's in the last bits, and a play-out that turns on one of them can go the other way)
    assert [(d.move, d.played) for d in shown.decisions] == [(d.move, d.played) for d in terminal.decisions]
    assert all(0 <= d.chance <= 1 and d.gain >= 0 for d in shown.decisions)
    page.keyboard.press("Escape")
    # offline: the worker's files were kept with the rest; a second game against the expert plays through
    wait_offline_ready(page)
    context.set_offline(True)
    page.reload()
    wait_ready(page)
    expert_game(page, 6, hint=True)
    expect(root).to_have_attribute("data-thinker", "up")
    assert page_log.failed == []
    assert page_log.errors() == []


@pytest.mark.returning
def test_a_browser_that_cannot_start_the_expert_s_worker_says_so_and_plays_on_against_hard(page, site_url):
    page.add_init_script("window.Worker = function () { throw new Error('no workers here'); };")
    open_game(page, site_url, f"seed=6&{QUICK}")
    start_new_game(page, "van_helsing", "expert")  # the computer moves first
    expect(page.locator("#dlg-message")).to_be_visible(timeout=30_000)
    expect(page.locator("#dlg-message")).to_contain_text("no workers here")
    expect(page.locator("#dlg-message")).to_contain_text("hard")
    page.keyboard.press("Escape")
    expect(page.locator("#app .target").first).to_be_visible(timeout=30_000)  # the computer (hard) has moved
    assert json.loads(page.evaluate("() => localStorage.getItem('dvvh.autosave')"))["level"] == "hard"


@pytest.mark.returning
def test_a_decision_the_worker_fails_at_is_thought_out_in_the_page_and_the_fault_said_in_the_console(page, page_log,
                                                                                                     site_url):
    """A fault in the worker (here every decision asked of it names no level it knows) costs the player nothing:
    the expert thinks that move on the page instead, no message, and the worker stays up for the next."""
    page.add_init_script("""(() => { const Real = window.Worker;
        window.Worker = class extends Real { postMessage(data, ...rest) {
            super.postMessage(typeof data === 'string' ? data.replace('"level": "expert"', '"level": "none"') : data,
                              ...rest); } }; })();""")
    the_expert_moves_first_with_nothing_said(page, site_url)
    assert json.loads(page.evaluate("() => localStorage.getItem('dvvh.autosave')"))["level"] == "expert"
    faults = [e for e in page_log.errors() if "The computer's worker: ValueError: unknown level 'none'" in e]
    assert faults and "Traceback" in faults[0] and len(faults) == len(page_log.errors())


def test_a_worker_whose_first_start_fails_starts_again_and_the_expert_plays(new_context, site_url):
    """Its download of the game's modules cut short once (a flaky network, a busy machine): the worker starts
    again by itself, and the player never hears of it."""
    context = new_context(service_workers="block")  # every download goes by the network, where it can be cut
    fetched: list[str] = []

    def cut_the_worker_s_first(route) -> None:
        fetched.append(route.request.url)
        if len(fetched) == 2:  # the page's own came first
            route.abort()
        else:
            route.continue_()

    context.route("**/game.zip", cut_the_worker_s_first)
    the_expert_moves_first_with_nothing_said(context.new_page(), site_url)
    assert len(fetched) == 3


def the_expert_moves_first_with_nothing_said(page, site_url: str) -> None:
    """A new game as Van Helsing against the expert: it moves, its worker is up, and no message was needed."""
    open_game(page, site_url, f"seed=6&{QUICK}")
    start_new_game(page, "van_helsing", "expert")  # the computer moves first
    expect(page.locator("#app .target").first).to_be_visible(timeout=60_000)  # it has moved
    expect(page.locator("html")).to_have_attribute("data-thinker", "up")
    assert page.locator("#dlg-message[open]").count() == 0
