"""The page's configuration: every module the browser imports is fetched, nothing from elsewhere."""

from __future__ import annotations

import ast
import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
from pyscript_files import TERMINAL_ONLY, browser_modules, config_text  # noqa: E402


def test_pyscript_toml_lists_exactly_the_browser_modules():
    config = tomllib.loads((ROOT / "pyscript.toml").read_text())
    assert config["interpreter"] == "./vendor/pyodide/pyodide.mjs"
    assert (ROOT / "pyscript.toml").read_text() == config_text()
    listed = {source.removeprefix("./") for source in config["files"]}
    assert listed == set(browser_modules())


def test_browser_modules_import_nothing_that_stays_behind():
    """A module the browser loads must not import one that only the terminal has."""
    behind = {m.removesuffix(".py").replace("/", ".") for m in TERMINAL_ONLY}
    for module in browser_modules():
        package = module.removesuffix(".py").replace("/", ".").rsplit(".", 1)[0]
        if module.endswith("__init__.py"):
            package = module.removesuffix("/__init__.py").replace("/", ".")
        for node in ast.walk(ast.parse((ROOT / module).read_text())):
            if isinstance(node, ast.ImportFrom) and node.level:
                base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                target = f"{base}.{node.module}" if node.module else base
                names = [f"{target}.{alias.name}" for alias in node.names]
                assert target not in behind and not set(names) & behind, (module, target)


def test_the_page_loads_nothing_from_another_host():
    for name in ("index.html", "pyscript.toml", "assets/style.css"):
        text = (ROOT / name).read_text()
        assert not re.search(r"""(src|href|url)\s*[=(]\s*["']?https?://""", text), name
