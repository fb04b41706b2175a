"""The computer players' moves as one digest: a change that should move nothing shows it moved nothing.

    python -m game.lab.digest [--games 3]

Plays ``--games`` deals for each of five pairings (every level, each at least once) on the engine,
and prints the number of moves and the SHA-256 of every pairing, deal and move in order. The hard
player's search normally stops at its time budget, which varies with the machine's load; here it
stops at its own count of worlds (counted.py), so the digest is the same on any machine.
"""

from __future__ import annotations

import argparse
import hashlib
import json

from .. import new_game
from ..sides import DRACULA, VAN_HELSING
from .counted import counted_choice

PAIRINGS = (("hard", "normal"), ("normal", "easy"), ("quick", "hard"), ("oneply", "random"), ("easy", "quick"))


def digest(games: int) -> dict[str, object]:
    """The moves of ``games`` deals of each pairing (Dracula first), hashed in order."""
    hashed, moves = hashlib.sha256(), 0
    for dracula, van_helsing in PAIRINGS:
        levels = {DRACULA: dracula, VAN_HELSING: van_helsing}
        for seed in range(games):
            game = new_game(seed=seed)
            while game.to_move is not None:
                side = game.to_move
                action = counted_choice(game.view(side), levels[side], seed * 1000 + len(game.history))
                game.play(action)
                hashed.update(f"{dracula}/{van_helsing}/{seed}/{action};".encode())
                moves += 1
    return {"pairings": [list(pair) for pair in PAIRINGS], "games": games * len(PAIRINGS), "moves": moves,
            "sha256": hashed.hexdigest()}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m game.lab.digest", description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=3, help="deals for each pairing")
    print(json.dumps(digest(parser.parse_args(argv).games)))


if __name__ == "__main__":
    main()
