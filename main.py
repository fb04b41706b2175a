"""PyScript entry point: start the game in the page (game/web/app.py)."""

from game.web.app import start

start()
