#!/usr/bin/env python3
"""Screenshots for the README: the game mid-play at desktop and phone sizes, in English and Persian.

    .venv/bin/python tools/screenshots.py      # writes docs/*.png (after `make vendor`)
"""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
from serve import start_server  # noqa: E402

ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]
SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}
SETTLED = "() => document.querySelector('#app[aria-busy=\"false\"] .target')"


def main() -> None:
    out = ROOT / "docs"
    out.mkdir(exist_ok=True)
    server, base = start_server(ROOT)
    chromium = os.environ.get("CHROMIUM") or ("/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else None)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=ARGS)
        for lang in ("en", "fa"):
            for name, size in SIZES.items():
                context = browser.new_context(viewport=size, device_scale_factor=2 if name == "phone" else 1)
                context.add_init_script(f"localStorage.setItem('dvvh.prefs', JSON.stringify({{lang: '{lang}'}}))")
                page = context.new_page()
                page.goto(f"{base}/index.html?pace=0.05&seed=21")
                page.wait_for_selector("html[data-ready='1']", state="attached", timeout=120_000)
                rng = random.Random(4)
                for _ in range(9):  # a few moves in: cards face up, a discard pile, a log
                    page.wait_for_function(SETTLED, timeout=60_000)
                    targets = page.locator("#app .target")
                    targets.nth(rng.randrange(targets.count())).click()
                page.wait_for_function(SETTLED, timeout=60_000)
                page.evaluate("() => window.scrollTo(0, 0)")
                path = out / f"screenshot-{name}{'' if lang == 'en' else '-fa'}.png"
                page.screenshot(path=str(path))
                print(path.relative_to(ROOT))
                context.close()
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main()
