"""The game's modules that a start of the page imports and that need no browser, imported ahead of it.

A returning player's Python starts from a memory snapshot (assets/pyodide-start.js). The snapshot's
Python (assets/snapshot-worker.js) imports this module before its memory is saved, so a start restored
from it finds these modules imported: it neither compiles nor runs them again, a third of a warm start
(issue 35). Only modules that touch no browser object may be here (a snapshot cannot hold one):
tests/test_warm.py checks that, and that every such module of the start is here.
"""

from __future__ import annotations

from .. import ai, i18n, session  # noqa: F401
from . import dialog_markup, markup, puzzle_markup, table_markup, tracker_view, words  # noqa: F401
