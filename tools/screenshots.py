#!/usr/bin/env python3
"""Screenshots for the README: the game in the middle of a turn, at a round's summary and at its end,
the showdown of a round's end, what the opponent knows, the card tracker, night or dawn at the game's
end, the lesson with the card reference open, the daily deal and the puzzles, at desktop and phone sizes, in
English and Persian.

    .venv/bin/python tools/screenshots.py      # writes docs/screenshot-*.png (after `make dist`)
    .venv/bin/python tools/screenshots.py --daily   # only the daily deal's
    .venv/bin/python tools/screenshots.py --puzzles   # only the puzzles'
"""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
from autoplay import STILL_ANIMATIONS, play_to_a_showdown, play_until  # noqa: E402
from serve import start_server  # noqa: E402

ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]
SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}
STATES = {  # what to show, and the element that says the page is there
    "turn": "#last-move:not(:empty)", "summary": "#dlg-summary[open]", "over": "#dlg-over[open]",
}


def lesson_shots(page, out: Path, name: str, lang: str) -> None:
    """The lesson at its fifth step (the deck to click), and then the card reference over the table."""
    for target in (*(("menu-open",) if name == "phone" else ()), "menu-learn"):
        page.locator(f'#app [data-target="{target}"]:visible').first.click()
    for _ in range(4):
        page.locator("#btn-lesson-next").click()
    page.wait_for_selector("#app .target.pointed")
    for shot, then in (("lesson", "#btn-reference"), ("reference", '[data-target="reference-close"]')):
        path = out / f"screenshot-{shot}-{name}-{lang}.png"
        page.screenshot(path=str(path))
        print(path.relative_to(ROOT))
        page.locator(then).click()


def moment_shots(browser, base: str, out: Path, name: str, lang: str) -> None:
    """At the normal pace: a round's end mid-showdown, then (its rest skipped) what the opponent knows
    and the card tracker."""
    context = browser.new_context(viewport=SIZES[name], has_touch=name == "phone")
    context.add_init_script(f"localStorage.setItem('dvvh.prefs', JSON.stringify({{lang: '{lang}', coach: false}}))")
    page = context.new_page()
    page.goto(f"{base}/index.html?pace=1&start=play&seed=21")
    page.wait_for_selector("html[data-ready='1']", state="attached", timeout=120_000)
    play_to_a_showdown(page, random.Random(4))
    page.wait_for_selector("#mine .slot.won, #mine .slot.lost")  # a district decided
    page.wait_for_selector(".flying.picture", timeout=10_000)  # its bat or its stake on the way
    page.wait_for_timeout(150)
    save(page, out, "showdown", name, lang)
    page.locator("#btn-skip").click()
    page.locator("#btn-continue").click()
    if name == "desktop":  # a phone has no room for the toggle: the tracker says it there
        play_until(page, "document.querySelector('#mine .slot.known')", random.Random(5))
        page.locator("#btn-knows").click()
        save(page, out, "knows", name, lang)
        page.locator("#btn-knows").click()
    page.locator("#btn-reference").click()
    page.locator('#reference [data-target="open-tracker"]').click()
    save(page, out, "tracker", name, lang)
    context.close()


DAILY_NOW_MS = 1796470200000  # 2026-12-05 09:30 UTC: daily deal #339


def on_a_fixed_day(browser, base: str, name: str, lang: str, pace: str):
    """A page in play on the daily deal's fixed day, at a size and in a language, with the coach off."""
    context = browser.new_context(viewport=SIZES[name], has_touch=name == "phone")
    context.add_init_script(f"Date.now = () => {DAILY_NOW_MS};"
                            f" localStorage.setItem('dvvh.prefs', JSON.stringify({{lang: '{lang}', coach: false}}))")
    page = context.new_page()
    page.goto(f"{base}/index.html?{pace}&start=play")
    page.wait_for_selector("html[data-ready='1']", state="attached", timeout=120_000)
    return context, page


def daily_shots(browser, base: str, out: Path, name: str, lang: str) -> None:
    """The daily deal of a fixed day, offered in New game, then at its end: the result to share and the days."""
    context, page = on_a_fixed_day(browser, base, name, lang, "pace=0.05")
    for target in (*(("menu-open",) if name == "phone" else ()), "menu-new"):
        page.locator(f'#app [data-target="{target}"]:visible').first.click()
    page.wait_for_timeout(300)
    save(page, out, "daily-new", name, lang)
    page.locator('#dlg-new [data-target="daily-start"]').click()
    play_until(page, "document.querySelector('#dlg-over[open]')", random.Random(8))
    page.wait_for_function(f"() => {STILL_ANIMATIONS}")
    page.wait_for_timeout(2600)  # the dialog's entrance
    save(page, out, "daily-over", name, lang)
    context.close()


def puzzle_shots(browser, base: str, out: Path, name: str, lang: str) -> None:
    """The puzzles on a fixed day: today's puzzle asked (desktop), a wrong answer's hint and the answer (phone)."""
    context, page = on_a_fixed_day(browser, base, name, lang, "pace=0")
    for target in ("menu-open", "more-puzzles") if name == "phone" else ("menu-more", "more-puzzles"):
        page.locator(f'#app [data-target="{target}"]:visible').first.click()
    page.locator("#puzzle-body .primary").click()  # today's puzzle
    page.wait_for_selector("#dlg-puzzle[open] .puzzle-board")
    if name == "desktop":
        save(page, out, "puzzle-ask", name, lang)
        context.close()
        return
    page.locator(".puzzle-option").last.click()  # the options come in the engine's order: the last is seldom best
    if page.locator(".puzzle-verdict").count() == 0:
        save(page, out, "puzzle-hint", name, lang)
        page.locator("#puzzle-show").click()
    page.wait_for_selector(".puzzle-verdict")
    save(page, out, "puzzle-answer", name, lang)
    context.close()


def save(page, out: Path, shot: str, name: str, lang: str) -> None:
    path = out / f"screenshot-{shot}-{name}-{lang}.png"
    page.screenshot(path=str(path))
    print(path.relative_to(ROOT))


def main() -> None:
    only_daily = sys.argv[1:] == ["--daily"]  # only the daily deal's screenshots
    only_puzzles = sys.argv[1:] == ["--puzzles"]  # only the puzzles' screenshots
    out = ROOT / "docs"
    out.mkdir(exist_ok=True)
    server, base = start_server(ROOT / "dist")
    chromium = os.environ.get("CHROMIUM") or ("/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else None)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=ARGS)
        for lang in ("en", "fa"):
            for name, size in SIZES.items():
                if not only_daily:
                    puzzle_shots(browser, base, out, name, lang)
                if only_puzzles:
                    continue
                daily_shots(browser, base, out, name, lang)
                if only_daily:
                    continue
                context = browser.new_context(viewport=size, has_touch=name == "phone")
                context.add_init_script(f"localStorage.setItem('dvvh.prefs', JSON.stringify({{lang: '{lang}'}}))")
                page = context.new_page()
                page.goto(f"{base}/index.html?pace=0.05&start=play&seed=21")
                page.wait_for_selector("html[data-ready='1']", state="attached", timeout=120_000)
                rng = random.Random(4)
                for state, wanted in STATES.items():
                    play_until(page, f"document.querySelector('{wanted}')", rng)
                    page.wait_for_function(f"() => {STILL_ANIMATIONS}")
                    save(page, out, state, name, lang)
                page.locator('#dlg-over [data-target="over-close"]').click()  # night falls, or dawn breaks
                page.wait_for_timeout(2600)
                save(page, out, "ending", name, lang)
                lesson_shots(page, out, name, lang)
                context.close()
                moment_shots(browser, base, out, name, lang)
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main()
