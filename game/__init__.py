"""Dracula vs Van Helsing: the rules engine, pure standard-library Python.

It runs unchanged under CPython (tests, terminal game, AI arena, benchmarks) and under
Pyodide in the browser. The rules, each with its ID, are docs/RULES.md; README.md gives the engine contract.
"""

from .engine import Game, IllegalAction, new_game
from .events import for_side
from .saves import load_game
from .sides import DRACULA, SIDES, VAN_HELSING

__all__ = ["DRACULA", "SIDES", "VAN_HELSING", "Game", "IllegalAction", "for_side", "load_game", "new_game"]
