"""The modules a returning player's Python has imported ahead (game/web/warm.py, issue 35): none touches
the browser (a memory snapshot cannot hold a browser object), and every one the page's start imports
that could be is there."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BROWSER = ("pyscript", "js", "pyodide")


def path_of(name: str) -> Path | None:
    base = ROOT.joinpath(*name.split("."))
    for path in (base.with_suffix(".py"), base / "__init__.py"):
        if path.is_file():
            return path
    return None


@cache
def at_import(name: str) -> frozenset[str]:
    """What module ``name`` imports when it is imported: not inside its functions, not for type hints."""
    path = path_of(name)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()

    def visit(nodes: list[ast.stmt]) -> None:
        for node in nodes:
            if isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                target = (f"{base}.{node.module}" if node.module else base) if node.level else node.module
                found.add(target)
                found.update(f"{target}.{alias.name}" for alias in node.names if path_of(f"{target}.{alias.name}"))
            elif isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
                visit(node.orelse)
            elif isinstance(node, (ast.If, ast.Try, ast.With, ast.ClassDef)):
                for field in ("body", "orelse", "finalbody", "handlers"):
                    for child in getattr(node, field, []):
                        visit(child.body if isinstance(child, ast.ExceptHandler) else [child])
    visit(ast.parse(path.read_text()).body)
    parents = {".".join(target.split(".")[:i]) for target in found for i in range(1, target.count(".") + 1)}
    return frozenset(target for target in found | parents if target.split(".")[0] in ("game", *BROWSER))


def closure(name: str) -> set[str]:
    seen, todo = set(), [name]
    while todo:
        current = todo.pop()
        if current in seen:
            continue
        seen.add(current)
        if current.startswith("game") and path_of(current):
            todo.extend(at_import(current))
    return seen


@cache
def needs_browser(name: str) -> bool:
    return any(module.split(".")[0] in BROWSER for module in closure(name))


def test_the_modules_imported_ahead_touch_no_browser_and_are_every_such_module_of_the_start():
    warm = closure("game.web.warm")
    assert not needs_browser("game.web.warm"), sorted(m for m in warm if m.split(".")[0] in BROWSER)
    start = {name for name in closure("game.web.app") if name.startswith("game") and path_of(name)}
    could = {name for name in start if not needs_browser(name)}
    assert could - warm == set()
    assert {"game.session.session", "game.ai.search", "game.i18n.fa", "game.web.table_markup"} <= warm
