"""The Python the page downloads, without what only a reader needs: comments and docstrings go, every
line stays where it was (a traceback from a player's page names the line of the repository's source).

A docstring becomes ``""`` (a body that was only a docstring stays a body) and the lines it spanned stay,
empty; a comment goes, its line stays. tests/test_slim.py checks, for every module the page loads,
that the slim source parses to the same tree with its docstrings emptied, on the same lines.
"""

from __future__ import annotations

import ast
import io
import tokenize

DOCUMENTED = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def docstring_nodes(tree: ast.AST) -> list[ast.Constant]:
    """Each docstring of the module, its classes and its functions."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, DOCUMENTED) and node.body and isinstance(node.body[0], ast.Expr):
            value = node.body[0].value
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                found.append(value)
    return found


def _column(line: str, byte_offset: int) -> int:
    """ast counts a column in UTF-8 bytes; a line of text counts characters."""
    return len(line.encode()[:byte_offset].decode())


def slim(source: str) -> str:
    """``source`` with no comment and every docstring ``""``, line for line."""
    lines = source.splitlines(keepends=True)
    edits: list[tuple[int, int, int, int, str]] = []  # (row, col, end row, end col, text), rows from 0
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.COMMENT:
            (row, col), (end_row, end_col) = token.start, token.end
            edits.append((row - 1, col, end_row - 1, end_col, ""))
    for node in docstring_nodes(ast.parse(source)):
        row, end_row = node.lineno - 1, node.end_lineno - 1
        col, end_col = _column(lines[row], node.col_offset), _column(lines[end_row], node.end_col_offset)
        edits.append((row, col, end_row, end_col, '""' + "\n" * (end_row - row)))
    for row, col, end_row, end_col, text in sorted(edits, reverse=True):
        tail = lines[end_row][end_col:]
        head = lines[row][:col]
        if not text:  # a comment: the spaces before it go too
            head = head.rstrip(" \t") if tail.strip() == "" else head
        replaced = (head + text + tail).splitlines(keepends=True) or [""]
        lines[row:end_row + 1] = replaced
    return "".join(lines)


def emptied(tree: ast.AST) -> tuple[str, list[tuple[str, int]]]:
    """What ``slim`` must leave the same: the tree with its docstrings emptied, and the line of every
    node that has one."""
    for node in docstring_nodes(tree):
        node.value = ""
    return ast.dump(tree), [(type(node).__name__, node.lineno) for node in ast.walk(tree) if hasattr(node, "lineno")]
