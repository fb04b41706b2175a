"""Issue 30: nothing lost across builds, reloads and crashes. A token nested 20,000 deep is refused
by every way in; entries of a newer build are kept or set aside and said once; More says whether
offline play is ready now; reviews survive a reload; a decision is stored before it is painted."""

from __future__ import annotations

import base64
import json
import zlib
from pathlib import Path

import pytest
from conftest import FAST, wait_offline_ready, wait_ready
from driver import open_as, open_from_menu, settle
from playwright.sync_api import Page, expect

from game.records import parse

DEEP = "dvvh1." + base64.urlsafe_b64encode(zlib.compress(b"[" * 20_000 + b"]" * 20_000, 9)).rstrip(b"=").decode()
WORDS = {"en": {"newer": "newer version", "off": "not set up"}, "fa": {"newer": "نسخهٔ تازه‌تر", "off": "آماده نیست"}}


def the_computer_still_plays(page: Page) -> None:
    """The page answers: decisions are offered and taken, and the computer answers them."""
    for _ in range(3):
        assert settle(page) == "turn"
        page.locator("#app .target").first.click()
    assert settle(page) in ("turn", "over")


def refused_in_words(page: Page) -> None:
    expect(page.locator("#dlg-message")).to_have_attribute("open", "")
    page.locator('#dlg-message [data-target="message-close"]').click()


@pytest.mark.returning
def test_a_token_nested_20000_deep_is_refused_by_link_by_fragment_and_pasted(page, site_url, page_log):
    """In English, then (the language changed in the page) in Persian."""
    open_as(page, site_url, "desktop", "en", f"seed=8#play={DEEP}")  # opened as a link
    refused_in_words(page)
    the_computer_still_plays(page)
    page.evaluate("token => { location.hash = 'play=' + token; }", DEEP)  # the fragment changed in an open page
    refused_in_words(page)
    the_computer_still_plays(page)
    page.locator("#btn-lang").click()
    expect(page.locator("html")).to_have_attribute("lang", "fa")
    open_from_menu(page, "menu-friend")  # pasted in Open a message
    page.locator("#friend-paste").fill(f"here it is: https://example.org/#play={DEEP}")
    page.locator('#dlg-friend [data-target="friend-open"]').click()
    refused_in_words(page)
    the_computer_still_plays(page)
    assert not [error for error in page_log.errors() if "fatal" in error.lower() or "Maximum call" in error]


NEWER_LESSON = json.dumps({"format": "dracula-vs-van-helsing/lesson", "version": 2, "step": 3, "future": 1})
NEWER_PREFS = {"coach": False, "theme": "dusk"}


@pytest.mark.returning
@pytest.mark.parametrize("lang", ["fa"])  # English and every entry kind in CPython: tests/test_newer_entries.py
def test_entries_of_a_newer_build_are_kept_offered_and_said_once(page, site_url, lang):
    page.add_init_script(f"""if (!sessionStorage.getItem('seeded')) {{ sessionStorage.setItem('seeded', '1');
        localStorage.setItem('dvvh.lesson', {json.dumps(NEWER_LESSON)});
        localStorage.setItem('dvvh.prefs', JSON.stringify({{...{json.dumps(NEWER_PREFS)}, lang: '{lang}'}})); }}""")
    page.goto(f"{site_url}/index.html?{FAST}")
    wait_ready(page)
    expect(page.locator("#dlg-message")).to_have_attribute("open", "")
    expect(page.locator("#message-title")).to_contain_text(WORDS[lang]["newer"])
    expect(page.locator('#dlg-message [data-target="message-download"]')).to_be_visible()
    with page.expect_download() as download:
        page.locator('#dlg-message [data-target="message-download"]').click()
    kept = json.loads(Path(download.value.path()).read_text())
    assert kept["entries"]["dvvh.lesson.newer"] == NEWER_LESSON
    page.locator('#dlg-message [data-target="message-close"]').click()
    assert page.evaluate("() => localStorage.getItem('dvvh.lesson.newer')") == NEWER_LESSON
    assert json.loads(page.evaluate("() => localStorage.getItem('dvvh.prefs')"))["theme"] == "dusk"
    page.reload()
    wait_ready(page)
    settle(page)
    expect(page.locator("#dlg-message")).not_to_have_attribute("open", "")  # said once
    assert json.loads(page.evaluate("() => localStorage.getItem('dvvh.prefs')"))["theme"] == "dusk"


def test_more_says_offline_play_is_not_ready_once_the_worker_is_gone(page, site_url):
    open_as(page, site_url, "desktop", "en")
    wait_offline_ready(page)
    page.evaluate("async () => { for (const worker of await navigator.serviceWorker.getRegistrations())"
                  " await worker.unregister(); }")
    open_from_menu(page, "menu-more")
    expect(page.locator("#offline-status")).to_contain_text(WORDS["en"]["off"])
    expect(page.locator("html")).to_have_attribute("data-offline", "off")
    page.keyboard.press("Escape")
    page.locator("#btn-lang").click()  # and in Persian
    open_from_menu(page, "menu-more")
    expect(page.locator("#offline-status")).to_contain_text(WORDS["fa"]["off"])


def reviewed(page: Page) -> None:
    open_from_menu(page, "menu-more")
    page.locator('#dlg-more [data-target="open-review"]').click()
    expect(page.locator("#review-progress")).to_be_hidden(timeout=60_000)
    page.locator('#dlg-review [data-target="review-close"]').click()


@pytest.mark.returning
def test_a_review_seen_again_after_a_reload_is_not_worked_out_again_and_reviews_add_up(page, site_url):
    open_as(page, site_url, "desktop", "en", "seed=12")
    for _ in range(2):
        settle(page)
        page.locator("#app .target").first.click()
    settle(page)
    reviewed(page)
    page.reload()
    wait_ready(page)
    settle(page)
    open_from_menu(page, "menu-more")
    shown_at_once = page.evaluate("""() => { document.querySelector('#dlg-more [data-target="open-review"]').click();
        return document.getElementById('review-progress').hidden; }""")  # in the task of the click itself
    assert shown_at_once
    page.locator('#dlg-review [data-target="review-close"]').click()
    page.locator("#app .target").first.click()  # one more decision: another game to review
    settle(page)
    reviewed(page)
    kept = json.loads(page.evaluate("() => localStorage.getItem('dvvh.reviews')"))
    assert len(kept) == 2


@pytest.mark.returning
def test_a_decision_is_stored_before_its_result_is_painted(page, site_url):
    open_as(page, site_url, "desktop", "en", "seed=14")
    for _ in range(4):
        settle(page)
        before = page.evaluate("() => localStorage.getItem('dvvh.autosave')")
        after = page.evaluate("""() => { document.querySelector('#app .target').click();
            return localStorage.getItem('dvvh.autosave'); }""")  # one task: no frame painted in between
        assert len(moves_in(after)) == len(moves_in(before)) + 1


def moves_in(text: str) -> list[str]:
    return parse(json.dumps(json.loads(text)["record"]))["moves"]
