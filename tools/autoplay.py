"""Playing the page as a person would, for the browser tests, the benchmarks and the screenshots:
wait until the page asks something, answer its questions, click one of the things offered."""

from __future__ import annotations

import random

# every animation has ended but the ambient ones: those that loop (a thinking mark, the lesson's pointer), the
# targets' glow, which pulses a few seconds for a new choice, and the bat's few hovers over a welcome or a
# hand-over (a player need not wait for them: nor does a test)
STILL_ANIMATIONS = ("document.getAnimations().every(a => a.playState !== 'running'"
                    " || a.effect.getTiming().iterations === Infinity"
                    " || ['beckon', 'hover'].includes(a.animationName))")
READY_MS = 90_000  # a cold Pyodide start on 2 busy cores


def wait_ready(page, timeout: float = READY_MS) -> None:
    """Wait until the page's Python is up (``data-ready="1"``). Looked for at every frame: an expect()
    looks again only once a second after its first few tries, so a start of some seconds was seen up
    to a second late (0.29 s on average, measured), in every test and after every reload."""
    page.wait_for_selector('html[data-ready="1"]', state="attached", timeout=timeout)


def wait_offline_ready(page, timeout: float = READY_MS) -> None:
    """Wait until the game's service worker holds the whole site (``data-offline="ready"``)."""
    page.wait_for_selector('html[data-offline="ready"]', state="attached", timeout=timeout)


SETTLED = """() => document.querySelector('#dlg-over[open]') || document.querySelector('#dlg-summary[open]')
    || document.querySelector('#dlg-confirm[open]') || !document.querySelector('#handover').hidden
    || document.querySelector('#app[aria-busy="false"] .target')"""


def answer_dialogs(page) -> bool:
    """Continue after a round's summary and say yes to a question; True if there was one."""
    for dialog, button in (("#dlg-summary", "#btn-continue"), ("#dlg-confirm", "#confirm-yes")):
        if page.locator(f"{dialog}[open]").count():
            page.locator(button).click()
            return True
    return False


def clicked(target, timeout: float = 10_000) -> bool:
    """Click ``target``; False if the page redrew it away first (a friend's message taken as the click
    came, a move's animation ending): the caller looks again at what the page asks now."""
    from playwright.sync_api import TimeoutError as Timeout

    try:
        target.click(timeout=timeout)
    except Timeout:
        return False
    return True


def step(page, rng: random.Random, timeout: float = 60_000) -> bool:
    """Once the page asks something: answer its question, or click one of the things offered.
    False when there is nothing to click (the game is over, or a hand-over waits)."""
    page.wait_for_function(SETTLED, timeout=timeout)
    if answer_dialogs(page):
        return True
    targets = page.locator("#app .target")
    count = 0 if page.locator("#dlg-over[open]").count() else targets.count()
    if count == 0:
        return False
    clicked(targets.nth(rng.randrange(count)))  # if the page redrew it away, the next step looks again
    return True


SHOWDOWN = "!document.querySelector('#btn-skip').hidden"  # a round's end being shown, district by district


def play_to_a_showdown(page, rng: random.Random, limit: int = 1500) -> None:
    """Play until a round's end is being shown district by district (at a pace where that lasts): caught
    as it plays, where play_until waits for the page to settle, which is after it."""
    for _ in range(limit):
        page.wait_for_function(f"() => {SHOWDOWN} || ({SETTLED})()", timeout=60_000)
        if page.evaluate(f"() => {SHOWDOWN}") or not step(page, rng):
            break
    if not page.evaluate(f"() => {SHOWDOWN}"):
        raise AssertionError("no round's end shown")


def play_until(page, condition: str, rng: random.Random, limit: int = 1500) -> None:
    """Play until ``condition`` (a JavaScript expression) holds once the page asks something."""
    for _ in range(limit):
        page.wait_for_function(SETTLED, timeout=60_000)
        if page.evaluate(f"() => !!({condition})") or not step(page, rng):
            break
    if not page.evaluate(f"() => !!({condition})"):
        raise AssertionError(f"never: {condition}")
