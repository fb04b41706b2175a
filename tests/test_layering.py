"""The shape of game/: layers that import only downwards, no import circles, and one way to build a game."""

from __future__ import annotations

import ast
import importlib
import random
from pathlib import Path

import pytest
from imports import BROWSER, GAME, imports_of, module_name
from sessions import do_work

from game.position import Position
from game.session import Session
from game.session import pacing as pacing_module

MODULES = {module_name(path): path for path in GAME.rglob("*.py")}
GRAPH = {name: {target for target in imports_of(path) if target in MODULES and target != name}
         for name, path in MODULES.items()}
RUNTIME = {name: {target for target in imports_of(path, runtime=True) if target in MODULES and target != name}
           for name, path in MODULES.items()}


def layer(module: str) -> str:
    """game.ai, game.fair, game.session, game.web, game.lab, or the engine (game and its plain modules)."""
    parts = module.split(".")
    if len(parts) > 1 and parts[1] in ("ai", "fair", "session", "web", "lab"):
        return parts[1]
    return "terminal" if module in ("game.cli", "game.__main__", "game.review") else "engine"


ALLOWED = {  # what each layer may import, besides itself
    "engine": set(),
    "ai": {"engine"},
    "fair": {"engine"},
    "session": {"engine", "ai", "fair"},
    "web": {"engine", "ai", "fair", "session"},
    "terminal": {"engine", "ai", "session"},
    "lab": {"engine", "ai", "fair"},
}


def test_each_layer_imports_only_the_layers_below_it():
    """The engine imports neither the AI nor the page nor the session; the AI never the page."""
    wrong = sorted((name, target) for name, targets in GRAPH.items() for target in targets
                   if target != "game" and layer(target) != layer(name) and layer(target) not in ALLOWED[layer(name)])
    assert wrong == []


def test_there_is_no_import_circle_in_game():
    """No module imports, when it runs, one that imports it back (a view may name its model's type)."""
    state: dict[str, str] = {}
    circles = []

    def visit(name: str, path: list[str]) -> None:
        state[name] = "open"
        for target in sorted(RUNTIME[name]):
            if state.get(target) == "open":
                circles.append(path[path.index(target):] + [target])
            elif target not in state:
                visit(target, [*path, target])
        state[name] = "done"

    for name in sorted(RUNTIME):
        if name not in state:
            visit(name, [name])
    assert circles == []


MARKUP = ("game.web.markup", "game.web.table_markup", "game.web.words", "game.web.dialog_markup")


def reached_from(name: str) -> set[str]:
    """``name`` and every module of game/ it imports when it runs, directly or not."""
    seen, todo = {name}, [name]
    while todo:
        for target in RUNTIME[todo.pop()] - seen:
            seen.add(target)
            todo.append(target)
    return seen


@pytest.mark.parametrize("name", MARKUP)
def test_the_pages_markup_is_built_without_the_browser(name):
    """The table, its words and the dialogs are pure markup: CPython builds them too (the tests, the
    first paint of tools/prerender.py), so neither they nor anything they import touch the browser."""
    touching = sorted((module, target) for module in reached_from(name) for target in imports_of(MODULES[module])
                      if target.split(".")[0] in BROWSER)
    assert touching == []
    assert importlib.import_module(name).__doc__


def test_only_the_web_layer_touches_the_browser():
    touching = sorted(name for name, path in MODULES.items()
                      if any(t.split(".")[0] in BROWSER for t in imports_of(path)) and layer(name) != "web")
    assert touching == []


@pytest.mark.parametrize("name", sorted(n for n in MODULES if n not in ("game.position", "game.engine")))
def test_no_module_but_the_engine_writes_a_games_fields(name):
    """Every position becomes a game through Game.from_position: nobody else sets a game's fields."""
    fields = set(Position.FIELDS)

    def written(target: ast.expr) -> ast.Attribute | None:
        while isinstance(target, ast.Subscript):
            target = target.value
        return target if isinstance(target, ast.Attribute) else None

    for node in ast.walk(ast.parse(MODULES[name].read_text())):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(
            node, (ast.AugAssign, ast.AnnAssign)) else []
        for target in targets:
            attribute = written(target)
            if attribute and attribute.attr in fields | {f"_{f}" for f in fields}:
                owner = attribute.value
                assert isinstance(owner, ast.Name) and owner.id == "self", (name, ast.unparse(target))


def test_the_computer_gets_nothing_derived_from_the_games_seed(monkeypatch):
    """The game's seed rebuilds every hidden card: the computer's randomness comes from a seed of its
    own. Games dealt from different seeds, with the same computer seed, hand the computer the same
    generator at the same decision; a different computer seed, a different one. Besides, it gets
    the side's view, which holds no seed."""
    current: list[Session] = []
    handed: dict[tuple[int, str], object] = {}
    real_start = pacing_module.start

    def spy(view, level, rng, **options):
        assert "seed" not in view and "shuffles" not in view
        handed[len(current[-1].game.history), view["side"]] = rng.getstate()
        return real_start(view, level, rng, **options)

    monkeypatch.setattr(pacing_module, "start", spy)
    runs = []
    for seed, entropy in ((1, 77), (2, 77), (1, 78)):
        handed.clear()
        current.append(Session(mode="watch", level="easy", seed=seed, pace=0, entropy=random.Random(entropy)))
        for _ in range(120):
            do_work(current[-1])
        runs.append(dict(handed))
    assert current[0].game.moves != current[1].game.moves  # different deals
    common = runs[0].keys() & runs[1].keys()
    assert len(common) >= 5 and all(runs[0][key] == runs[1][key] for key in common)
    assert all(runs[0][key] != runs[2][key] for key in runs[0].keys() & runs[2].keys())


MODULE_LINES = 400  # a module longer than this does more than one job
ENTRY_LINES = 250  # the session's entry: its model's fields and the jobs it is made of, nothing else


def lines_of(name: str) -> int:
    return len(MODULES[name].read_text().splitlines())


def test_no_module_in_game_is_over_400_lines():
    """The language catalogs aside (one entry a line)."""
    long = {name: lines_of(name) for name in MODULES
            if not name.startswith("game.i18n.") and lines_of(name) > MODULE_LINES}
    assert long == {}


def test_the_sessions_entry_is_short_and_no_session_module_is_long():
    assert lines_of("game.session.session") < ENTRY_LINES
    assert [name for name in MODULES if layer(name) == "session" and lines_of(name) > MODULE_LINES] == []


PAGE_LOOP = "game.web.app"  # the one module of the page that holds the session


def session_references(path: Path) -> list[str]:
    """Where a module names the Session class or reaches into a ``session`` object (``x.session``,
    ``session.x``): a view that does so reads the model behind its Screen's back."""
    found = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and any(alias.name == "Session" for alias in node.names):
            found.append(f"imports Session (line {node.lineno})")
        elif isinstance(node, ast.Attribute) and (node.attr == "session" or (
                isinstance(node.value, ast.Name) and node.value.id == "session")):
            found.append(f"{ast.unparse(node)} (line {node.lineno})")
        elif isinstance(node, ast.arg) and node.arg == "session":
            found.append(f"takes a session (line {node.lineno})")
    return found


def test_nothing_in_the_page_but_its_loop_refers_to_the_session():
    """Views draw the Screen and send message values (game/session/messages.py); only the page's
    loop holds the session and calls ``update``."""
    views = {name: session_references(path) for name, path in MODULES.items()
             if layer(name) == "web" and name != PAGE_LOOP}
    assert {name: found for name, found in views.items() if found} == {}
    assert session_references(MODULES[PAGE_LOOP])  # the loop does (the check can fail)


def test_every_message_has_a_job_and_an_unknown_one_is_refused():
    from dataclasses import is_dataclass

    from game.session import messages
    from game.session.commands import JOBS

    kinds = {value for value in vars(messages).values()
             if isinstance(value, type) and is_dataclass(value) and value.__module__ == messages.__name__
             and value not in (messages.Effects, messages.Compute)}
    assert kinds == set(JOBS)
    with pytest.raises(TypeError):
        Session(seed=1, pace=0).update("undo")
