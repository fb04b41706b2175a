"""The imports of game/'s modules, read from their source: the layering's graph (test_layering.py) and
what a module runs when it is imported (test_warm.py)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAME = ROOT / "game"
BROWSER = ("pyscript", "js", "pyodide")


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def type_only(tree: ast.Module) -> set[ast.AST]:
    """The nodes under ``if TYPE_CHECKING:``: imports for type hints, which never run."""
    return {node for block in ast.walk(tree) if isinstance(block, ast.If) and ast.unparse(block.test) == "TYPE_CHECKING"
            for statement in block.body for node in ast.walk(statement)}


def imports_of(path: Path, runtime: bool = False, at_import: bool = False) -> set[str]:
    """Every module ``path`` imports, anywhere in it (function-level imports too), as full names
    (``runtime``: without the imports made only for type hints; ``at_import``: only those its import
    runs, not those inside its functions, nor those for type hints)."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    found: set[str] = set()
    tree = ast.parse(path.read_text())
    skipped = type_only(tree) if runtime or at_import else set()
    if at_import:
        skipped |= {node for function in ast.walk(tree) if isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef))
                    for statement in function.body for node in ast.walk(statement)}
    for node in ast.walk(tree):
        if node in skipped:
            continue
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                target = f"{base}.{node.module}" if node.module else base
            else:
                target = node.module or ""
            found.add(target)
            found.update(f"{target}.{alias.name}" for alias in node.names)  # a submodule imported by name
    return found
