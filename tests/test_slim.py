"""The page's Python, slim (tools/slim.py): nothing of the program changes, and no line moves."""

from __future__ import annotations

import ast
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
from slim import emptied, slim  # noqa: E402

SHIPPED = [source.removeprefix("./") for source in tomllib.loads((ROOT / "pyscript.toml").read_text())["files"]]


@pytest.mark.parametrize("name", [name for name in SHIPPED if name.endswith(".py")])
def test_a_shipped_module_slim_is_the_same_program_on_the_same_lines(name):
    source = (ROOT / name).read_text(encoding="utf-8")
    slimmed = slim(source)
    compile(slimmed, name, "exec")  # a __future__ import still first, after the emptied docstring
    assert slimmed.count("\n") == source.count("\n")
    assert emptied(ast.parse(slimmed)) == emptied(ast.parse(source))
    assert "#" not in "".join(line for line in slimmed.splitlines() if line.lstrip().startswith("#"))


def test_slim_leaves_strings_that_hold_a_hash_or_look_like_docstrings_and_keeps_a_body():
    source = ('"""Module."""\nfrom __future__ import annotations\n\n'
              'def f():  # a comment\n    """Only a docstring:\n    two lines."""\n\n'
              'def g():\n    x = "# not a comment"  # one\n    """not a docstring: a statement after one"""\n'
              '    return x\n')
    slimmed = slim(source)
    assert slimmed.splitlines() == ['""', "from __future__ import annotations", "", "def f():", '    ""', "", "",
                                    "def g():", '    x = "# not a comment"',
                                    '    """not a docstring: a statement after one"""', "    return x"]
    namespace: dict = {}
    exec(compile(slimmed, "example", "exec"), namespace)
    assert namespace["f"]() is None and namespace["g"]() == "# not a comment"
