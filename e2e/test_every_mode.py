"""Every mode plays on the built site, whose standard library is only the part the page was seen to
import (tools/stdlib_used.txt, issue 35): a module left out fails here, by name. A friend's game, by
links and live, is played whole on the same site by e2e/test_play_a_friend.py, whose pages' errors
fail it just the same: it is not played twice."""

from __future__ import annotations

from conftest import ALLOWED_WARNINGS, DIST
from every_mode import MODES, Watch, a_friend_by_links
from playwright.sync_api import Page


class Errors(Watch):
    """Every page's errors and warnings (PyScript's one known warning aside), and the pages seen to the end."""

    def __init__(self) -> None:
        self.found: list[str] = []
        self.pages = 0

    def opened(self, page: Page) -> None:
        page.on("pageerror", lambda error: self.found.append(f"pageerror: {error}"))
        page.on("console", lambda message: self.found.append(f"console.{message.type}: {message.text}")
                if message.type == "error" or (message.type == "warning"
                                               and not any(a in message.text for a in ALLOWED_WARNINGS)) else None)

    def seen(self, page: Page) -> None:
        assert page.locator("html[data-failed]").count() == 0
        self.pages += 1


def test_the_page_ships_part_of_the_standard_library_and_every_mode_plays_on_it(browser, site_url):
    import zipfile

    with zipfile.ZipFile(DIST / "python_stdlib.zip") as shipped:
        names = {name.removesuffix("c") for name in shipped.namelist()}  # as source or as bytecode
        assert "json/__init__.py" in names and "unittest/__init__.py" not in names
    errors = Errors()
    for mode in MODES:
        if mode is not a_friend_by_links:
            mode(browser, site_url, errors)
    assert errors.pages == 3  # the other modes' pages, played to their checks
    assert [error for error in errors.found if "ModuleNotFoundError" in error] == []
    # Chromium's hint that a preloaded file was used more than a few seconds after the load event says
    # how busy the machine is (two cores shared by several test runs), not that anything failed
    assert [error for error in errors.found if "was preloaded using link preload but not used" not in error] == []
