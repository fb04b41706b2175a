"""The modules a returning player's Python has imported ahead (game/web/warm.py, issue 35): none touches
the browser (a memory snapshot cannot hold a browser object), and every one the page's start imports
that could be is there."""

from __future__ import annotations

from functools import cache

from imports import BROWSER, GAME, imports_of, module_name

MODULES = {module_name(path): path for path in GAME.rglob("*.py")}


@cache
def direct(name: str) -> frozenset[str]:
    """What the source of module ``name`` imports when it runs (tests/imports.py)."""
    return frozenset(imports_of(MODULES[name], at_import=True))


@cache
def at_import(name: str) -> frozenset[str]:
    """The game's modules and the browser's that importing ``name`` imports, directly or not (the
    packages on the way are imported too)."""
    seen: set[str] = set()
    todo = [name]
    while todo:
        current = todo.pop()
        if current in seen:
            continue
        seen.add(current)
        if current in MODULES:
            for target in direct(current):
                parts = target.split(".")
                todo += [".".join(parts[:i]) for i in range(1, len(parts) + 1)
                         if ".".join(parts[:i]) in MODULES or parts[0] in BROWSER]
    return frozenset(seen)


def needs_browser(name: str) -> bool:
    return any(module.split(".")[0] in BROWSER for module in at_import(name))


def test_the_modules_imported_ahead_touch_no_browser_and_are_every_such_module_of_the_start():
    warm = at_import("game.web.warm")
    assert not needs_browser("game.web.warm"), sorted(m for m in warm if m.split(".")[0] in BROWSER)
    start = {name for name in at_import("game.web.app") if name in MODULES}
    could = {name for name in start if not needs_browser(name)}
    assert could - warm == set()
    assert {"game.session.session", "game.ai.search", "game.i18n.fa", "game.web.table_markup"} <= warm
