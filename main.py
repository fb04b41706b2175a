"""PyScript entry point: start the game in the page (game/web/app.py)."""

import sys

from pyscript import document

# the game's modules a start restored from a memory snapshot has imported already (game/web/warm.py)
document.documentElement.dataset.importedAhead = str(sum(name.startswith("game.") for name in sys.modules))

from game.web.app import start  # noqa: E402

start()
