"""Measuring the game and its computer players: the arena, the engine's speed, the hard player's
regret and its belief's fit. Terminal tools (``python -m game.lab.arena`` and so on), never shipped
to the page."""
