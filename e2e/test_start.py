"""A start that fails says what failed and offers Retry (issue 18, fault 2): before, the splash
animated forever with the only error in the console."""

from __future__ import annotations

import re

import pytest
from conftest import DIST, READY_MS, wait_ready
from driver import SIZES, in_language, open_game
from playwright.sync_api import expect

from game.i18n import text

FAILED = "html[data-failed='1']"


@pytest.mark.parametrize("missing", ["**/pyodide.asm.wasm", "**/game.zip"])
def test_a_file_that_does_not_load_is_named_and_retry_starts_the_game(page, site_url, missing):
    page.route(missing, lambda route: route.fulfill(status=404, body="not here"))
    check_failure_and_retry(page, site_url, missing)


def test_a_download_cut_off_is_a_failure_too(page, site_url):
    page.route("**/pyodide.asm.wasm", lambda route: route.abort("internetdisconnected"))
    check_failure_and_retry(page, site_url, "**/pyodide.asm.wasm")


def check_failure_and_retry(page, site_url, missing: str) -> None:
    page.goto(f"{site_url}/index.html?pace=0.05&start=play")
    page.wait_for_selector(FAILED, state="attached", timeout=READY_MS)
    expect(page.locator("#splash [role=alert]")).to_contain_text("The game could not start")
    expect(page.locator("#splash .progress")).to_have_count(0)  # no bar that promises more
    named = missing.rsplit("/", 1)[-1]  # what failed, kept on the page for the tests' own message (driver.open_game)
    assert named in page.evaluate("() => document.documentElement.dataset.failure")
    assert named in page.locator("#splash .start-failed-detail").text_content()
    retry = page.locator("#btn-retry")
    expect(retry).to_be_focused()
    page.unroute(missing)
    retry.click()
    wait_ready(page)


def cached(body: str, kind: str):
    return lambda route: route.fulfill(body=body, content_type=kind)


def test_offline_before_the_first_complete_visit_says_so_in_persian_too(context, page, site_url):
    context.add_init_script("localStorage.setItem('dvvh.prefs', JSON.stringify({lang: 'fa'}))")
    # the first visit was cut short: the page and its own small files are in the browser's cache, no more
    for pattern, name, kind in (("**/index.html*", "index.html", "text/html"),
                                ("**/assets/boot.js", "assets/boot.js", "text/javascript"),
                                ("**/assets/style.css", "assets/style.css", "text/css")):
        page.route(pattern, cached((DIST / name).read_text(), kind))
    context.set_offline(True)
    page.goto(f"{site_url}/index.html")
    page.wait_for_selector(FAILED, state="attached", timeout=READY_MS)
    expect(page.locator("#splash .start-failed-offline")).to_contain_text("آفلاین")
    expect(page.locator("#btn-retry")).to_have_text("دوباره")


# ----- the first paint: the table, before Python (tools/prerender.py), and nothing moves when it comes alive -----

PARTS = ("header.topbar", "#theirs", "#board", "#mine", "#tracks", "#piles", "#prompt", ".actions", "#log-panel")
PLACES = f"""() => Object.fromEntries({list(PARTS)}.map(selector => {{
    const box = document.querySelector(selector).getBoundingClientRect();
    return [selector, [box.x, box.y, box.width, box.height].map(Math.round)];
}}))"""


@pytest.mark.parametrize(("size", "lang", "words"), [("desktop", "en", "Downloading the game"),
                                                    ("phone", "fa", "در حال بارگیری بازی")])
def test_the_first_paint_is_the_table_in_the_players_language_before_python_starts(page, site_url, size,
                                                                                    lang, words):
    in_language(page, lang)
    page.set_viewport_size(SIZES[size])
    page.route("**/pyodide.asm.wasm", lambda _route: None)  # the runtime never arrives: Python never starts
    page.goto(f"{site_url}/index.html")
    expect(page.locator("#splash-note")).to_contain_text(words)
    megabytes = page.locator("#splash-note").get_attribute("data-download-mb")  # the build's own figure
    expect(page.locator("#splash-note")).to_contain_text(
        megabytes.translate(str.maketrans("0123456789.", "۰۱۲۳۴۵۶۷۸۹٫")) if lang == "fa" else f"{megabytes} MB")
    assert page.evaluate("() => document.documentElement.dir") == ("rtl" if lang == "fa" else "ltr")
    expect(page.locator("#board .district")).to_have_count(5)
    expect(page.locator("#theirs button .back, #mine button .back")).to_have_count(10)  # every card a back
    expect(page.locator("#my-label")).to_have_text(text(lang, "ui.your_holder", side="dracula"))
    expect(page.locator("#btn-call")).to_have_text(text(lang, "ui.call"))
    assert page.locator("#app").evaluate("app => app.inert")  # nothing to click until the game is live
    # its first frame was plain (style.css), the next ones have the table's shadows
    expect(page.locator("html")).to_have_attribute("data-painted", "")
    assert page.locator("#mine .card").first.evaluate("card => getComputedStyle(card).boxShadow") != "none"
    # and the first paint's own style rules are gone, which every later style update would match in vain
    assert page.evaluate("""() => [...document.styleSheets].flatMap(sheet => [...sheet.cssRules])
        .filter(rule => /data-painted|\\[data-w=/.test(rule.selectorText || "")).length""") == 0


@pytest.mark.parametrize(("lang", "other"), [("en", "fa"), ("fa", "en")])
def test_the_page_is_in_the_readers_words_while_it_is_still_being_read(page, site_url, lang, other):
    """Every frame painted before the page is read whole shows the reader's words and no others: the
    words are in the markup in both languages and the style sheet shows each reader theirs (no script)."""
    in_language(page, lang)
    # boot.js's work once the page is read (keeping one language's words) never runs: the page stays as
    # the browser painted it on the way
    page.add_init_script("document.addEventListener('readystatechange', (event) => "
                         "event.stopImmediatePropagation(), { capture: true })")
    page.route("**/pyodide.asm.wasm", lambda _route: None)
    page.goto(f"{site_url}/index.html")
    words = page.locator("[data-w]")
    expect(words.first).to_be_attached()  # still in both languages
    expect(page.locator(f"[data-w={lang}]:visible")).not_to_have_count(0)
    expect(page.locator(f"[data-w={other}]:visible")).to_have_count(0)
    shown = {selector: page.locator(selector).inner_text() for selector in ("#btn-call", "#btn-new", "#tracks")}
    assert shown["#btn-call"] == text(lang, "ui.call")
    assert shown["#btn-new"] == text(lang, "ui.new_game")
    assert text(lang, "ui.round", round=1, rounds=5) in shown["#tracks"]


@pytest.mark.parametrize(("size", "lang"), [("desktop", "en"), ("phone", "fa")])
def test_nothing_moves_when_the_table_comes_alive(page, site_url, size, lang):
    in_language(page, lang)
    page.set_viewport_size(SIZES[size])
    # where each part stands once the page is read and its fonts have arrived (style.css: font-display
    # fallback, so a font late by more than a tenth of a second takes over from a system font when it comes)
    page.add_init_script("addEventListener('DOMContentLoaded', () => Promise.all(['400', '700'].map("
                         "(weight) => document.fonts.load(`${weight} 16px Vazirmatn`, 'Aب')))"
                            f".then(() => document.fonts.ready).then(() => {{ window.__first = ({PLACES})(); }}))")
    open_game(page, site_url)
    first, live = page.evaluate("() => window.__first"), page.evaluate(PLACES)
    assert first is not None, "the page came alive before its first paint was measured"
    moved = {part: (first[part], live[part]) for part in PARTS
             if any(abs(a - b) > 1 for a, b in zip(first[part], live[part], strict=True))}
    assert moved == {}
    assert not page.locator("#app").evaluate("app => app.inert")
    # the table's names for assistive technology, English in the markup drawn at build time, are the reader's
    # once Python has drawn the table again
    label = page.locator("#board .district").first.get_attribute("aria-label")
    assert bool(re.search("[\u0600-\u06ff]", label)) == (lang == "fa"), label
