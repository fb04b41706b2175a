"""A returning player's browser, one per test worker, lent to the tests marked ``returning``.

A page's first start in a new browser context costs about 7.5 seconds of CPU on these two cores
(Pyodide's WebAssembly compiled afresh, Python started from nothing, the site fetched and cached for
offline play); a returning player's start, from the browser's caches and the page's memory snapshot,
about 3.5. Tests that check what a game does, not what a first visit does, borrow this context: it has
visited the game twice (offline play readied, the snapshot saved), and each test gets it back with its
pages closed and the game's local storage forgotten, as every test's own context would start.
"""

from __future__ import annotations

import contextlib

from autoplay import READY_MS, wait_offline_ready, wait_ready
from playwright.sync_api import Browser, BrowserContext, Error, Page

SNAPSHOT_TRIED = "html[data-snapshot]"


def forget(page: Page, origin: str) -> None:
    """Leave the game (which writes its state as it is left), forget what it stored at ``origin`` (its local
    storage, where the game keeps everything), and close the page."""
    page.goto("about:blank")
    page.context.new_cdp_session(page).send("Storage.clearDataForOrigin",
                                            {"origin": origin, "storageTypes": "local_storage"})
    page.close()


class Returning:
    """The worker's returning browser context, made on first use and made anew if it is lost."""

    def __init__(self, url: str, init_script: str) -> None:
        self.url = url
        self.init_script = init_script
        self.context: BrowserContext | None = None

    def lend(self, browser: Browser) -> BrowserContext:
        if self.context is None or self.context.browser is not browser or not browser.is_connected():
            self.context = self._visited_twice(browser)
        return self.context

    def take_back(self) -> None:
        """Close what the test opened and forget what its game stored; a context that cannot be
        reset is dropped, and the next test gets a new one."""
        context = self.context
        if context is None:
            return
        try:
            self._reset(context)
        except Error:
            self.context = None
            with contextlib.suppress(Error):
                context.close()

    def _visited_twice(self, browser: Browser) -> BrowserContext:
        context = browser.new_context()
        context.add_init_script(self.init_script)
        page = context.new_page()
        page.goto(f"{self.url}/index.html?start=play")
        wait_ready(page)
        wait_offline_ready(page)  # the first visit readies offline play (the service worker's cache)
        page.goto(f"{self.url}/index.html?start=play")
        wait_ready(page)  # the second saves the memory snapshot that later starts restore (or says why not:
        page.wait_for_selector(SNAPSHOT_TRIED, state="attached", timeout=READY_MS)  # test_offline checks it)
        self._reset(context)
        return context

    def _reset(self, context: BrowserContext) -> None:
        for page in list(context.pages) or [context.new_page()]:
            forget(page, self.url)
