"""The daily deal in the browser (issue 34): the same game for everyone on a day, its result to share with no
card, and its days kept across a reload and offline."""

from __future__ import annotations

import json
import random
import re

from conftest import READY_MS, wait_offline_ready, wait_ready
from driver import GAME_OVER, open_from_menu, open_game, play_to_the_end, settle
from playwright.sync_api import expect

from game.i18n import text

NOW_MS = 1796470200000  # 2026-12-05 09:30 UTC: daily deal #339
MOCKED_DATE = f"Date.now = () => {NOW_MS};"
CARD = re.compile(r"\b[RGYM][1-8]\b")


def start_daily(page) -> None:
    """Today's deal, from New game (in the middle of a game, saying yes to leaving it)."""
    open_from_menu(page, "menu-new")
    page.locator('#dlg-new [data-target="daily-start"]').click()
    if page.locator("#dlg-confirm[open]").count():
        page.locator("#confirm-yes").click()
    expect(page.locator("#status")).to_contain_text("Daily deal #339")


def log_of(page) -> list[str]:
    return page.locator("#log li").all_inner_texts()


def test_two_browsers_on_the_same_day_get_the_same_deal_and_the_same_replies_and_a_result_with_no_card(
        browser, site_url, page_log):
    pages = []
    for _ in range(2):
        context = browser.new_context()
        context.add_init_script(MOCKED_DATE)
        page = context.new_page()
        open_game(page, site_url)
        start_daily(page)
        pages.append(page)
    for page in pages:  # the same clicks: each the n-th of what is offered, drawn alike
        rng = random.Random(34)
        for _ in range(14):
            settle(page)
            targets = page.locator("#app .target")
            if page.locator("#dlg-over[open]").count() or not targets.count():
                break
            targets.nth(rng.randrange(targets.count())).click()
        settle(page)
    first, second = (log_of(page) for page in pages)
    assert len(first) > 14 and first == second  # the same cards shown, the same replies of the computer
    page = pages[0]
    play_to_the_end(page, random.Random(35))
    expect(page.locator("#over-title")).to_have_text(GAME_OVER)
    shared = page.locator("#daily-share-text").input_value()
    assert shared.startswith("Dracula vs Van Helsing · daily deal #339") and not CARD.search(shared)
    assert not any(text("en", f"colour.{c}") in shared for c in "RGYM")
    assert set(shared.splitlines()[2]) <= {"🟥", "🟦", "⬜"}
    page.locator("#daily-copy").click()  # copied, or (no clipboard here) shown selected to copy by hand
    page.wait_for_function("""() => document.querySelector('#daily-copy').textContent === 'Copied'
        || !document.querySelector('#daily-share-text').hidden""")
    stored = json.loads(page.evaluate("() => localStorage.getItem('dvvh.daily')"))
    assert list(stored["results"]) == ["2026-12-05"] and stored["begun"] == ["2026-12-05"]
    for page in pages:
        page.context.close()
    assert page_log.errors() == []


def test_the_days_won_in_a_row_survive_a_reload_and_the_daily_deal_plays_offline(context, page, site_url):
    days = {"format": "dracula-vs-van-helsing/daily", "version": 1, "begun": ["2026-12-03", "2026-12-04"],
            "results": {day: {"result": "won", "rounds": "DVD", "health": 0, "decisions": 30, "takebacks": 0,
                              "side": "dracula"} for day in ("2026-12-03", "2026-12-04")}}
    context.add_init_script(MOCKED_DATE + "if (!localStorage.getItem('dvvh.daily'))"
                            f" localStorage.setItem('dvvh.daily', {json.dumps(json.dumps(days))});")
    open_game(page, site_url)
    wait_offline_ready(page)
    context.set_offline(True)
    page.reload()
    wait_ready(page)
    open_from_menu(page, "menu-more")
    page.locator('[data-target="more-stats"]').click()
    expect(page.locator("#stats-table")).to_contain_text("Days won in a row: 2 now, 2 at most")
    expect(page.locator("#stats-table .daily-calendar .day.won")).to_have_count(2)
    page.locator('[data-target="stats-close"]').click()
    start_daily(page)  # offline, today's deal all the same
    expect(page.locator("#app .target").first).to_be_visible(timeout=READY_MS)
