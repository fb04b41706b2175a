"""How a computer player decides: one step at a time, so that a page can think in short slices.

``ai.start(view, level, rng)`` returns a Thinking, whatever the level: ``step()`` thinks a little
more, ``done`` says it has finished, ``choice()`` is its action (asked early, its best so far) and
``chance(action)`` its estimate of the chance of winning the game after an action (None when the
player makes none). ``budget`` is how long it may think, in CPython seconds: ``ai.choose`` and the
page both loop over ``step()`` until it is done or the budget is spent.
"""

from __future__ import annotations

from typing import Protocol


class Thinking(Protocol):
    """A decision being made (see the module docstring)."""

    budget: float

    @property
    def done(self) -> bool: ...

    def step(self) -> None: ...

    def choice(self) -> str: ...

    def chance(self, action: str) -> float | None: ...


class Decided:
    """A player that decides at once: done before the first step."""

    budget = 0.0
    done = True

    def __init__(self, action: str, chances: dict[str, float] | None = None):
        self.action = action
        self.chances = chances or {}

    def step(self) -> None:
        """Nothing left to think about."""

    def choice(self) -> str:
        return self.action

    def chance(self, action: str) -> float | None:
        return self.chances.get(action)
