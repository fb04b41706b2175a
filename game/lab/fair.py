"""Remote play's cryptography, timed under CPython; prints one JSON object.

    python -m game.lab.fair [--games 3] [--repeats 5]

- a round's shuffle and deal: both sides' layers (64 curve products), the shares that show each
  side its five cards and Dracula the first card he draws, and their reading;
- a draw: one share made and read;
- a round's audit: both shuffles checked and every position read once both keys are known;
- the messages of whole games between two simulated players (by links): their count and sizes.
Each time is the best of --repeats, with the products worked out afresh (no cache).
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import statistics
import sys
import time

from ..fair import curve, deck
from ..fair.party import Party


def fresh() -> None:
    curve._known.clear()


def best_ms(work, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        fresh()
        began = time.perf_counter()
        work()
        times.append((time.perf_counter() - began) * 1000)
    return round(min(times), 1)


def deal_round() -> None:
    a, b = curve.new_key(), curve.new_key()
    x = deck.layer(a, list(deck.CARD_X))
    y = deck.layer(b, x)
    for position in range(11):  # ten cards dealt, and the first draw
        mine, theirs = (a, b) if position < 5 or position == 10 else (b, a)
        deck.read(mine, deck.share(theirs, y[position]))


def audit_round(keys: tuple[int, int], x: list[int], y: list[int]) -> None:
    deck.true_order(keys[0], keys[1], x, y)


def game_messages(games: int) -> list[int]:
    """The sizes of every message of whole games played at random between two parties."""
    sizes = []
    rng = random.Random(1)
    for number in range(games):
        host = Party.new_host("dracula" if number % 2 else "van_helsing")
        token = host.outgoing()
        guest, _ = Party.joining(token)
        sizes.append(len(token))
        parties = [host, guest]
        while True:
            speaker = next(p for p in parties if p.holds_turn_to_speak())
            while speaker.my_turn() and not speaker.due(False):
                speaker.act(rng.choice(speaker.legal_actions()))
            if not speaker.due(False):
                break
            token = speaker.outgoing()
            sizes.append(len(token))
            parties[1 - parties.index(speaker)].receive(token)
    return sizes


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args(argv)
    a, b = curve.new_key(), curve.new_key()
    x = deck.layer(a, list(deck.CARD_X))
    y = deck.layer(b, x)
    sizes = game_messages(args.games)
    print(json.dumps({
        "python": platform.python_version(),
        "curve_product_ms": best_ms(lambda: curve.multiply(a, deck.CARD_X[0]), args.repeats * 20),
        "round_shuffle_and_deal_ms": best_ms(deal_round, args.repeats),
        "draw_decryption_ms": best_ms(lambda: deck.read(a, deck.share(b, y[12])), args.repeats * 4),
        "round_audit_ms": best_ms(lambda: audit_round((a, b), x, y), args.repeats),
        "messages": {"games": args.games, "count": len(sizes), "median_chars": statistics.median(sizes),
                     "max_chars": max(sizes)},
    }))


if __name__ == "__main__":
    main(sys.argv[1:])
