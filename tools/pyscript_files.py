#!/usr/bin/env python3
"""Keep pyscript.toml's [files] equal to the Python modules the page imports.

    python3 tools/pyscript_files.py          # rewrite pyscript.toml's [files]
    python3 tools/pyscript_files.py --check  # exit 1 if it is out of date (the tests check too)

Every module under game/ goes to the browser, except those only the terminal uses (the terminal
game and the measuring tools of game/lab/).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LAB = ROOT / "game" / "lab"  # measuring tools, run in the terminal
TERMINAL_ONLY = {"game/__main__.py", "game/cli.py", *(f"game/lab/{path.name}" for path in LAB.glob("*.py"))}
HEADER = """\
# PyScript configuration: the vendored Pyodide runtime and the game's Python modules.
# Paths are relative to this file; a destination ending in "/" keeps the file name.
# [files] is written by tools/pyscript_files.py; tests/test_web_config.py checks it.
interpreter = "./vendor/pyodide/pyodide.mjs"

[files]
"""


def browser_modules() -> list[str]:
    return sorted(
        path.relative_to(ROOT).as_posix() for path in ROOT.glob("game/**/*.py")
        if path.relative_to(ROOT).as_posix() not in TERMINAL_ONLY
    )


def config_text() -> str:
    lines = [f'"./{module}" = "./{Path(module).parent.as_posix()}/"' for module in browser_modules()]
    return HEADER + "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    path = ROOT / "pyscript.toml"
    if args.check:
        if path.read_text() != config_text():
            print("pyscript.toml is out of date: run python3 tools/pyscript_files.py", file=sys.stderr)
            return 1
        return 0
    path.write_text(config_text())
    print(f"pyscript.toml: {len(browser_modules())} modules")
    return 0


if __name__ == "__main__":
    sys.exit(main())
