#!/usr/bin/env python3
"""Render the app icons (PNG) from assets/icon.svg, for the web manifest.

    .venv/bin/python tools/icons.py     # writes assets/icon-192.png, icon-512.png, icon-maskable-512.png

Run it when the icon changes; the PNGs are committed (the build does not need a browser).
"""

from __future__ import annotations

import os
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]


def main() -> None:
    svg = (ROOT / "assets" / "icon.svg").read_text()
    chromium = os.environ.get("CHROMIUM") or ("/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else None)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=ARGS)
        for name, size, padding in (("icon-192", 192, 0), ("icon-512", 512, 0), ("icon-maskable-512", 512, 0.1)):
            page = browser.new_page(viewport={"width": size, "height": size})
            inner = int(size * (1 - 2 * padding))
            sized = svg.replace("<svg ", f'<svg width="{inner}" height="{inner}" ', 1)
            page.set_content(
                f'<body style="margin:0;background:#2a0d1d;display:grid;place-items:center;height:{size}px">'
                f'<div style="width:{inner}px;height:{inner}px">{sized}</div></body>')
            page.screenshot(path=str(ROOT / "assets" / f"{name}.png"), omit_background=False)
            page.close()
        browser.close()


if __name__ == "__main__":
    main()
