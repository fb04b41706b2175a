#!/usr/bin/env python3
"""The page's Python start: what `from game.web.app import start` imports, and how long.

    .venv/bin/python tools/bench_import.py [--runs 7] [--page [DIST]]

Under CPython, the browser modules (pyscript, pyodide.ffi) are stood in for by empty ones, so CPython
imports the page's own Python as the page does. Prints one JSON object: the median over --runs fresh
interpreters of `python -X importtime`'s total for game.web.app, the number of the game's modules and
of the other modules it imports, and the game's slowest modules (their own time). With --page, the
same import timed in the page (a built site, dist/ by default, whose main.py times it), over --runs
cold loads in Chromium, and the number of the game's modules imported then.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STANDS_IN = {  # just enough of the browser's modules for the page's modules to import
    "pyscript/__init__.py": "from unittest.mock import MagicMock\ndocument = window = MagicMock()\n"
                            "def when(*args, **kwargs):\n    return lambda handler: handler\n",
    "pyscript/ffi.py": "from pyodide.ffi import *  # noqa\n",
    "pyodide/__init__.py": "",
    "pyodide/ffi.py": "def create_proxy(f, **kw):\n    return f\ncreate_once_callable = create_proxy\n"
                      "def to_js(v, **kw):\n    return v\njsnull = None\nclass JsProxy:\n    pass\n",
    "js.py": "",
}
LINE = re.compile(r"import time:\s+(\d+) \|\s+(\d+) \|( *)(\S+)$", re.MULTILINE)


def one_run(stubs: Path) -> list[tuple[int, int, str]]:
    """(own µs, cumulative µs, module) for each module the start imports, in a fresh interpreter."""
    code = "import unittest.mock; import game.web.app"  # the stand-ins' own import first, so it is not counted
    result = subprocess.run([sys.executable, "-X", "importtime", "-c", code], cwd=ROOT, capture_output=True,
                            text=True, check=True, env={"PYTHONPATH": f"{stubs}:{ROOT}", "PATH": "/usr/bin"})
    return [(int(own), int(total), name) for own, total, _, name in LINE.findall(result.stderr)]


def measure(runs: int) -> dict[str, object]:
    with tempfile.TemporaryDirectory() as folder:
        stubs = Path(folder)
        for name, text in STANDS_IN.items():
            (stubs / name).parent.mkdir(parents=True, exist_ok=True)
            (stubs / name).write_text(text)
        every = [one_run(stubs) for _ in range(runs)]
    last = every[-1]
    after_mock = last[[name for *_, name in last].index("unittest.mock") + 1:]
    game = [row for row in after_mock if row[2].startswith("game")]
    totals = [next(total for _, total, name in run if name == "game.web.app") for run in every]
    slowest = sorted(game, reverse=True)[:8]
    return {"game_web_app_import_ms_median": round(statistics.median(totals) / 1000, 1), "runs": runs,
            "game_modules": len(game), "stdlib_modules": len(after_mock) - len(game),
            "slowest_own_ms": {name: round(own / 1000, 1) for own, _, name in slowest}}


TIMED_MAIN = """import sys
import time

began = time.perf_counter()
from game.web.app import start  # noqa: E402

took = (time.perf_counter() - began) * 1000
from pyscript import document  # noqa: E402

document.documentElement.dataset.importMs = f"{took:.1f}"
document.documentElement.dataset.gameModules = str(sum(1 for name in sys.modules if name.startswith("game")))
start()
"""


def in_the_page(dist: Path, runs: int) -> dict[str, object]:
    """The site in ``dist`` with a main.py that times its import: cold loads, each in a fresh context."""
    from playwright.sync_api import sync_playwright

    sys.path.insert(0, str(ROOT / "tools"))
    from serve import start_server

    times, modules = [], set()
    with tempfile.TemporaryDirectory() as folder:
        site = Path(folder)
        for entry in dist.iterdir():
            if entry.name != "main.py":
                (site / entry.name).symlink_to(entry.resolve())
        (site / "main.py").write_text(TIMED_MAIN)
        server, url = start_server(site)
        chromium = "/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else None
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox", "--disable-gpu"])
            for _ in range(runs):
                context = browser.new_context()
                page = context.new_page()
                page.goto(f"{url}/index.html?start=play")
                page.wait_for_selector("html[data-import-ms]", state="attached", timeout=120_000)
                times.append(float(page.evaluate("() => document.documentElement.dataset.importMs")))
                modules.add(int(page.evaluate("() => document.documentElement.dataset.gameModules")))
                context.close()
            browser.close()
        server.shutdown()
        server.server_close()
    return {"page_import_ms_median": round(statistics.median(times), 1), "page_import_ms": times,
            "game_modules": sorted(modules)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--page", type=Path, nargs="?", const=ROOT / "dist", default=None, help="a built site")
    args = parser.parse_args()
    print(json.dumps(in_the_page(args.page, args.runs) if args.page else measure(args.runs)))


if __name__ == "__main__":
    main()
