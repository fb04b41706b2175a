"""Playing the page as a person would, for the browser tests, the benchmarks and the screenshots:
wait until the page asks something, answer its questions, click one of the things offered."""

from __future__ import annotations

import random

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
    targets.nth(rng.randrange(count)).click()
    return True


def play_until(page, condition: str, rng: random.Random, limit: int = 1500) -> None:
    """Play until ``condition`` (a JavaScript expression) holds once the page asks something."""
    for _ in range(limit):
        page.wait_for_function(SETTLED, timeout=60_000)
        if page.evaluate(f"() => !!({condition})") or not step(page, rng):
            break
    if not page.evaluate(f"() => !!({condition})"):
        raise AssertionError(f"never: {condition}")
