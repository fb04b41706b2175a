"""Every mode plays on the built site, whose standard library is only the part the page was seen to
import (tools/stdlib_used.txt, issue 35): a module left out fails here, by name."""

from __future__ import annotations

import pytest
from conftest import ALLOWED_WARNINGS, CHROMIUM_ARGS, DIST
from every_mode import LIVE_ARGS, Watch, play_every_mode
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


@pytest.fixture
def live_browser(browser_type, browser_type_launch_args):
    browser = browser_type.launch(**{**browser_type_launch_args, "args": [*CHROMIUM_ARGS, *LIVE_ARGS]})
    yield browser
    browser.close()


def test_the_page_ships_part_of_the_standard_library_and_every_mode_plays_on_it(browser, live_browser, site_url):
    import zipfile

    with zipfile.ZipFile(DIST / "python_stdlib.zip") as shipped:
        assert "json/__init__.py" in shipped.namelist() and "unittest/__init__.py" not in shipped.namelist()
    errors = Errors()
    played = play_every_mode(browser, live_browser, site_url, errors)
    assert len(played) == 5 and errors.pages == 7  # every mode's pages, played to their checks
    assert [error for error in errors.found if "ModuleNotFoundError" in error] == []
    # Chromium's hint that a preloaded file was used more than a few seconds after the load event says
    # how busy the machine is (two cores shared by several test runs), not that anything failed
    assert [error for error in errors.found if "was preloaded using link preload but not used" not in error] == []
