"""Playwright fixtures: serve the site on a free localhost port and drive Chromium.

Chromium: $CHROMIUM, else /usr/bin/chromium where present, else Playwright's own browser.
The page is opened with ``?pace=0&start=play``: the computer's moves and each round's end show at
once, with no motion (tests of the motions themselves open it at ``pace=0.05``, a few tens of
milliseconds a step); tests wait for states, never for time.
"""

from __future__ import annotations

import contextlib
import inspect
import json
import os
import sys
from pathlib import Path
from urllib.parse import urlsplit

import pytest

ROOT = Path(__file__).resolve().parent.parent
ARTIFACTS = ROOT / "e2e" / "artifacts"
sys.path.insert(0, str(ROOT / "tools"))
from autoplay import READY_MS, wait_offline_ready, wait_ready  # noqa: E402, F401  (tools/autoplay.py; the tests import them from here)
from returning import Returning  # noqa: E402
from serve import start_server  # noqa: E402  (tools/serve.py: the MIME types .wasm/.mjs need)

CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
ALLOWED_WARNINGS = (
    # PyScript 0.7.31 warns in every worker when SharedArrayBuffer is off (no COOP/COEP);
    # our workers never touch the DOM: https://github.com/pyscript/pyscript/issues/2426
    "Unable to use `window` or `document` in worker",
    # the game's own zip is preloaded to download beside the runtime; on two busy cores Python may ask
    # for it later than the three seconds after the load event that Chromium's hint expects
    "game.zip was preloaded using link preload but not used within a few seconds",
)
FAST = "pace=0&start=play"


def chromium_path() -> str | None:
    env = os.environ.get("CHROMIUM")
    if env:
        return env
    return "/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else None


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    args = {**browser_type_launch_args, "args": CHROMIUM_ARGS}
    path = chromium_path()
    if path:
        args["executable_path"] = path
    return args


CRASHED = "crashed"  # Playwright's word for a page whose renderer died ("Target crashed", "Page crashed")
_CRASH_SEEN: list[str] = []  # the tests whose page crashed, since the worker's Chromium was launched


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item):
    report = yield
    if report.failed and CRASHED in str(report.longrepr):
        _CRASH_SEEN.append(item.nodeid)
    elif report.failed and report.when == "call" and "page" in item.funcargs:
        keep_failed_page(item.funcargs["page"], item.name, report)
    return report


# What a failed test's page showed: the html element's state (ready, busy, offline, snapshot), which dialog is
# open, and whether the table offers a move; a flake seen once in many runs can be read afterwards.
FAILED_STATE = """() => ({
    html: Object.fromEntries([...document.documentElement.attributes].map(a => [a.name, a.value])),
    busy: document.querySelector('#app')?.getAttribute('aria-busy'),
    dialogs: [...document.querySelectorAll('dialog[open]')].map(d => d.id),
    handover: !document.querySelector('#handover')?.hidden,
    targets: [...document.querySelectorAll('#app .target')].map(t => t.dataset.target),
    status: document.querySelector('#status')?.textContent?.trim(),
    url: location.href})"""


def keep_failed_page(page, name: str, report) -> None:
    """Save a failed test's screenshot and page state in e2e/artifacts, and name them in its report."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    shot, state = ARTIFACTS / f"failed-{name}.png", ARTIFACTS / f"failed-{name}.json"
    try:
        page.screenshot(path=str(shot), timeout=5_000)
        state.write_text(json.dumps(page.evaluate(FAILED_STATE), ensure_ascii=False, indent=1))
    except Exception as error:  # a closed or crashed page: the report stands as it is
        report.sections.append(("failed page", f"not saved: {error}"))
        return
    report.sections.append(("failed page", f"{shot}\n{state}\n{state.read_text()}"))


@pytest.fixture(scope="session")
def _launched(launch_browser):
    """The worker's Chromium (``browser``), closed at the end of the run."""
    launched = {"browser": launch_browser()}
    yield launched
    launched["browser"].close()


@pytest.fixture
def browser(_launched, launch_browser):
    """The worker's Chromium, shared by its tests; launched anew after a test in which a page crashed.
    Once (one run in many), every page one worker's Chromium opened crashed as Python started, and the
    45 tests after the first failed with it: a crash now fails its own test, no other."""
    if _CRASH_SEEN or not _launched["browser"].is_connected():
        _CRASH_SEEN.clear()
        with contextlib.suppress(Exception):
            _launched["browser"].close()
        _launched["browser"] = launch_browser()
    return _launched["browser"]


DIST = ROOT / "dist"
NO_COACH = ("if (!localStorage.getItem('dvvh.prefs'))"
            " localStorage.setItem('dvvh.prefs', JSON.stringify({coach: false}))")


def returns(request) -> bool:
    """A test marked ``returning`` plays in the worker's returning browser (returning.py), unless it takes
    a context of its own to change (its own argument ``context``) or checks a first visit."""
    return ("returning" in request.keywords and "fresh_storage" not in request.keywords
            and "context" not in inspect.signature(request.function).parameters)


@pytest.fixture(scope="session")
def _returning(site_url):
    return Returning(site_url, NO_COACH)


@pytest.fixture
def context(request, new_context, browser, _returning):
    """The test's own new browser context, or, for a test marked ``returning``, the worker's returning one."""
    if not returns(request):
        yield new_context()
        return
    yield _returning.lend(browser)
    _returning.take_back()


@pytest.fixture(autouse=True)
def coach_off(request):
    """The coach judges every decision of a player's first games, in slices beside the game: tests that
    click through games fast would spend a third of their time on it. It is turned off for them, as a
    player can, except in tests of a first visit (marked fresh_storage), which check the coach too.
    (The returning browser has it turned off from its start.)"""
    if ("fresh_storage" not in request.keywords and not returns(request)
            and {"context", "page"} & set(request.fixturenames)):
        request.getfixturevalue("context").add_init_script(NO_COACH)


@pytest.fixture(scope="session")
def site_url():
    """The built site (dist/), as a host serves it: what the tests check is what ships."""
    if not (DIST / "sw.js").is_file():
        pytest.fail("dist/ is missing: run `make dist`")
    server, url = start_server(DIST)
    yield url
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def base_url(site_url):
    return site_url


class PageLog:
    """Console messages, page errors, failed requests and every URL the context requested."""

    def __init__(self, origin: str):
        self.origin = origin
        self.console: list[tuple[str, str]] = []
        self.page_errors: list[str] = []
        self.failed: list[str] = []
        self.requests: list[str] = []
        self._on_context: list[tuple] = []  # (context, event, listener), to stop listening

    def errors(self) -> list[str]:
        found = [f"console.{kind}: {text}" for kind, text in self.console
                 if kind == "error" or (kind == "warning" and not any(a in text for a in ALLOWED_WARNINGS))]
        found += [f"pageerror: {e}" for e in self.page_errors]
        # a request the browser itself cancelled (a reload while a download was under way, the snapshot's
        # worker ended with its page) is no failure of the site; any other failed request is
        found += [f"requestfailed: {r}" for r in self.failed if "net::ERR_ABORTED" not in r]
        return found

    def foreign_requests(self) -> list[str]:
        def origin_of(url: str) -> str:
            url = url.removeprefix("blob:")
            parts = urlsplit(url)
            return f"{parts.scheme}://{parts.netloc}"

        return [u for u in self.requests if not u.startswith("data:") and origin_of(u) != self.origin]


    def watch(self, context, page) -> PageLog:
        """Log ``page`` and every request of ``context`` (a test with several browsers watches each)."""
        page.on("console", lambda m: self.console.append((m.type, m.text)))
        page.on("pageerror", lambda e: self.page_errors.append(str(e)))
        listening = [(context, "request", lambda r: self.requests.append(r.url)),
                     (context, "requestfailed", lambda r: self.failed.append(f"{r.url} ({r.failure})"))]
        for watched, event, listener in listening:
            watched.on(event, listener)
        self._on_context += listening
        return self

    def unwatch(self) -> None:
        """Stop listening to the context (the returning browser outlives the test)."""
        for watched, event, listener in self._on_context:
            watched.remove_listener(event, listener)


@pytest.fixture
def page_log(context, page, site_url):
    log = PageLog(site_url).watch(context, page)
    yield log
    log.unwatch()


@pytest.fixture
def artifacts() -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS
