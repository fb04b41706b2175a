#!/usr/bin/env python3
"""Find the standard library the page imports, by running it; write tools/stdlib_used.txt.

    .venv/bin/python tools/stdlib_used.py

Pyodide's standard library zip is 2.5 MB, and the game imports a small part of it. This builds the
site with the whole of it, plays every mode in Chromium (tools/every_mode.py) and asks the page's
Python which of the zip's files its modules came from (sys.modules). As a cross-check, CPython imports
the game's modules the page imported (`python -X importtime`): the zip's files for what those import
are kept too, unless the page had the module from elsewhere (Pyodide's frozen modules: os, stat...).
tools/build.py then ships only the files listed; e2e/test_every_mode.py plays every mode on that
build. Run this again after a Pyodide upgrade, or when the game imports a new module.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import build  # noqa: E402
from every_mode import LIVE_ARGS, Watch, play_every_mode  # noqa: E402
from serve import start_server  # noqa: E402

ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]
# Added to the page's main.py in the recording build only: the zip's files its modules came from. An
# error is formatted first, as the page does when something fails (its traceback's modules count too).
HOOK = '''

def _stdlib_files() -> str:
    import json
    import sys
    import traceback

    try:
        raise ValueError("an error, formatted as the page formats one")
    except ValueError:
        traceback.format_exc()
    specs = (getattr(module, "__spec__", None) for module in list(sys.modules.values()))
    origins = (getattr(spec, "origin", None) or "" for spec in specs)
    return json.dumps({"files": sorted({origin.split(".zip/", 1)[1] for origin in origins if ".zip/" in origin}),
                       "modules": sorted(sys.modules)})


from pyscript import window  # noqa: E402
from pyscript.ffi import create_proxy  # noqa: E402

window.dvvhStdlib = create_proxy(_stdlib_files)
'''
HEADER = """\
# The standard library's files the page imports (paths in Pyodide's python_stdlib.zip), found by
# playing every mode in the page (tools/every_mode.py) and by CPython importing the page's modules.
# Written by tools/stdlib_used.py; tools/build.py ships only these. Do not edit by hand.
"""


class Recorded(Watch):
    """The zip's files each page's Python came to import, asked of each page before it closes."""

    def __init__(self) -> None:
        self.files: set[str] = set()
        self.modules: set[str] = set()

    def seen(self, page) -> None:
        found = json.loads(page.evaluate("() => dvvhStdlib()"))
        self.files.update(found["files"])
        self.modules.update(found["modules"])


def in_the_page() -> Recorded:
    """Play every mode on a build with the whole standard library: the zip's files and the game's modules
    its Python imported."""
    recorded = Recorded()
    with tempfile.TemporaryDirectory() as folder:
        site = Path(folder) / "site"
        build.build(site, "stdlib", whole_stdlib=True)
        (site / "main.py").write_text((site / "main.py").read_text() + HOOK)
        server, url = start_server(site)
        chromium = "/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else None
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium, args=ARGS)
            live = playwright.chromium.launch(executable_path=chromium, args=[*ARGS, *LIVE_ARGS])
            played = play_every_mode(browser, live, url, recorded)
            print(f"stdlib_used.py: played {', '.join(played)}", file=sys.stderr)
            browser.close()
            live.close()
        server.shutdown()
        server.server_close()
    return recorded


def under_cpython(names: set[str], page: set[str]) -> set[str]:
    """The zip's files for the modules CPython imports with the game's modules the page imported (``page``:
    every module it had), beyond its own start and those the page had (the browser layer, game/web/,
    imports the browser's modules, which CPython lacks)."""
    shipped = sorted(name for name in page if name.split(".")[0] == "game" and not name.startswith("game.web"))

    def imported(code: str) -> set[str]:
        result = subprocess.run([sys.executable, "-I", "-S", "-X", "importtime", "-c", code], cwd=ROOT,
                                capture_output=True, text=True, check=True)
        return {match.group(1) for match in re.finditer(r"\|\s+(\S+)$", result.stderr, re.MULTILINE)}

    modules = imported(f"import sys; sys.path.insert(0, {str(ROOT)!r}); import {', '.join(shipped)}")
    modules -= imported("pass") | page
    files = set()
    for module in modules:
        path = module.replace(".", "/")
        files |= {name for name in (f"{path}.py", f"{path}/__init__.py") if name in names}
    return files


def main() -> int:
    with zipfile.ZipFile(build.VENDORED_STDLIB) as full:
        names = {name for name in full.namelist() if not name.endswith("/")}
    recorded = in_the_page()
    page, cpython = recorded.files, under_cpython(names, recorded.modules)
    print(f"stdlib_used.py: {len(page)} files seen in the page; CPython adds {sorted(cpython - page) or 'none'}",
          file=sys.stderr)
    used = sorted((page | cpython) & names)
    build.STDLIB_USED.write_text(HEADER + "\n".join(used) + "\n")
    with zipfile.ZipFile(build.VENDORED_STDLIB) as full:
        kept = sum(full.getinfo(name).compress_size for name in used)
    print(f"stdlib_used.py: {len(used)} of {len(names)} files, {kept / 1e6:.2f} MB of"
          f" {build.VENDORED_STDLIB.stat().st_size / 1e6:.2f} MB compressed, in {build.STDLIB_USED}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
