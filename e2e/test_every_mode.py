"""Every mode plays offline after a first visit, on the built site, whose standard library is only the
part the page was seen to import (tools/stdlib_used.txt, issue 35): a module left out, or a file the
service worker did not keep (the parts a page loads when first used: the review, the lesson, the coach,
the fair deal), fails here, by name. A friend's game, by links and live, is played whole online by
e2e/test_play_a_friend.py, whose pages' errors fail it just the same: here its invitation is opened."""

from __future__ import annotations

from conftest import ALLOWED_WARNINGS, DIST, wait_offline_ready, wait_ready
from every_mode import MODES, Watch, a_friend_by_links, a_friend_invited
from playwright.sync_api import Browser, BrowserContext, Page
from returning import forget


class Errors(Watch):
    """Every page's errors, warnings (PyScript's one known warning aside) and failed requests, and the pages
    seen to the end."""

    def __init__(self) -> None:
        self.found: list[str] = []
        self.pages = 0

    def opened(self, page: Page) -> None:
        page.on("requestfailed", lambda request: self.found.append(f"request failed: {request.url} {request.failure}"))
        page.on("pageerror", lambda error: self.found.append(f"pageerror: {error}"))
        page.on("console", lambda message: self.found.append(f"console.{message.type}: {message.text}")
                if message.type == "error" or (message.type == "warning"
                                               and not any(a in message.text for a in ALLOWED_WARNINGS)) else None)

    def seen(self, page: Page) -> None:
        assert page.locator("html[data-failed]").count() == 0
        self.pages += 1


class Offline(Errors):
    """Each page opens offline, in a browser context that visited the game once, until it was kept for
    offline play. A context serves one page at a time (two pages of one context would share one saved
    game: a friend's invitation takes two), and a page's saved game is forgotten when it is done with,
    so that each mode starts as it does for a new player."""

    def __init__(self) -> None:
        super().__init__()
        self.free: list[BrowserContext] = []

    def context(self, browser: Browser, url: str) -> BrowserContext:
        if self.free:
            return self.free.pop()
        context = browser.new_context()
        first = context.new_page()  # (an online first visit's errors are other tests' to find)
        first.goto(f"{url}/index.html")
        wait_ready(first)
        wait_offline_ready(first)
        forget(first, url)
        context.set_offline(True)
        return context

    def done(self, page: Page) -> None:
        self.seen(page)
        context = page.context
        forget(page, page.evaluate("() => location.origin"))
        self.free.append(context)


def test_every_mode_plays_offline_after_a_first_visit_on_part_of_the_standard_library(browser, site_url):
    import zipfile

    with zipfile.ZipFile(DIST / "python_stdlib.zip") as shipped:
        names = {name.removesuffix("c") for name in shipped.namelist()}  # as source or as bytecode
        assert "json/__init__.py" in names and "unittest/__init__.py" not in names
    errors = Offline()
    for mode in (*(mode for mode in MODES if mode is not a_friend_by_links), a_friend_invited):
        mode(browser, site_url, errors)
    assert errors.pages == 5  # the modes' pages (the invitation's two), played to their checks
    assert [error for error in errors.found if "ModuleNotFoundError" in error] == []
    # Chromium's hint that a preloaded file was used more than a few seconds after the load event says
    # how busy the machine is (two cores shared by several test runs), not that anything failed
    assert [error for error in errors.found if "was preloaded using link preload but not used" not in error] == []
