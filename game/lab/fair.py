"""Remote play's cryptography, timed under CPython; prints one JSON object.

    python -m game.lab.fair [--games 3] [--repeats 5]

- a round's shuffle and deal: both sides' layers (64 curve products), the shares that show each
  side its five cards and Dracula the first card he draws, and their reading;
- a draw: one share made and read;
- a round's audit: both shuffles checked and every position read once both keys are known;
- a shuffle's zero-knowledge proof (shuffle_proof.py): made, and checked (the verdict not kept);
- a message's proof of its shares (share_proof.py), for 5 shares and for 8 (the most a message
  carries): made with nothing worked out ahead, and checked (the verdict not kept);
- the messages of whole games between two simulated players (by links): their count and sizes,
  and how many links a message split over several takes (wire.split, after an address of 60
  characters, as on GitHub Pages, and of 100).
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

from ..fair import curve, deck, group, share_proof, shuffle_proof, wire
from ..fair.party import Party


def fresh() -> None:
    curve.forget_products()


def best_ms(work, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        fresh()
        began = time.perf_counter()
        work()
        times.append((time.perf_counter() - began) * 1000)
    return round(min(times), 1)


def deal_round() -> None:
    """Both layers as full points (the proofs are timed apart), then the shares of the deal."""
    a, b = curve.new_key(), curve.new_key()
    order = list(range(len(deck.CARDS)))
    x = deck.full_layer(a, list(deck.CARDS), order)
    y = deck.xs(deck.full_layer(b, x, order[::-1]))
    for position in range(11):  # ten cards dealt, and the first draw
        mine, theirs = (a, b) if position < 5 or position == 10 else (b, a)
        deck.read(mine, deck.share(theirs, y[position]))


def audit_round(keys: tuple[int, int], x: list[int], y: list[int]) -> None:
    deck.true_order(keys[0], keys[1], x, y)


def proof_ms(repeats: int) -> tuple[float, float, int]:
    """Making and checking a proof of Dracula's shuffle (32 cards); the proof's bytes."""
    key = curve.new_key()
    permutation = list(range(len(deck.CARDS)))
    random.Random(1).shuffle(permutation)
    layer = deck.full_layer(key, list(deck.CARDS), permutation)
    made: list[bytes] = []
    proving = best_ms(lambda: made.append(shuffle_proof.prove(b"lab", list(deck.CARDS), layer, key, permutation)),
                      repeats)

    def check() -> None:
        shuffle_proof.forget_verdicts()
        shuffle_proof.verify(b"lab", list(deck.CARDS), layer, made[-1])
    return proving, best_ms(check, repeats), len(made[-1])


def share_proof_ms(count: int, repeats: int) -> tuple[float, float]:
    """Making (nothing worked out ahead) and checking the proof of ``count`` shares of one round."""
    rng = random.Random(count)
    a, b = rng.randrange(1, group.N), rng.randrange(1, group.N)
    ys = [group.multiply(a * b % group.N, card) for card in deck.CARDS]
    positions = rng.sample(range(len(ys)), count)
    shares = [group.multiply(pow(b, -1, group.N), ys[p]) for p in positions]
    picked, b_point = [ys[p] for p in positions], group.multiply(b, group.G)
    made: list[bytes] = []
    making = best_ms(lambda: made.append(share_proof.prove(b"lab", b, positions, shares, picked)), repeats)

    def check() -> None:  # afresh: the kept verdict would make the second check free
        group.run(share_proof.check_afresh(b"lab", b_point, positions, [s[0] for s in shares], picked, made[-1]))
    return making, best_ms(check, repeats)


def game_messages(games: int) -> list[str]:
    """Every message of whole games played at random between two parties."""
    sizes = []
    rng = random.Random(1)
    for number in range(games):
        host = Party.new_host("dracula" if number % 2 else "van_helsing")
        token = host.outgoing()
        guest, _ = Party.joining(token)
        sizes.append(token)
        parties = [host, guest]
        while True:
            speaker = next(p for p in parties if p.holds_turn_to_speak())
            while speaker.my_turn() and not speaker.due(False):
                speaker.act(rng.choice(speaker.legal_actions()))
            if not speaker.due(False):
                break
            token = speaker.outgoing()
            sizes.append(token)
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
    tokens = game_messages(args.games)
    sizes = [len(token) for token in tokens]
    shuffles = [token for token in tokens if len(token) > wire.LIMIT - wire.ADDRESS]
    proving, checking, proof_bytes = proof_ms(args.repeats)
    print(json.dumps({
        "python": platform.python_version(),
        "curve_product_ms": best_ms(lambda: curve.multiply(a, deck.CARD_X[0]), args.repeats * 20),
        "round_shuffle_and_deal_ms": best_ms(deal_round, args.repeats),
        "draw_decryption_ms": best_ms(lambda: deck.read(a, deck.share(b, y[12])), args.repeats * 4),
        "round_audit_ms": best_ms(lambda: audit_round((a, b), x, y), args.repeats),
        "proof_make_ms": proving,
        "proof_check_ms": checking,
        "proof_bytes": proof_bytes,
        "share_proof_ms": {f"{count}_shares": dict(zip(("make", "check"), share_proof_ms(count, args.repeats),
                                                       strict=True)) for count in (5, 8)},
        "messages": {"games": args.games, "count": len(sizes), "median_chars": statistics.median(sizes),
                     "max_chars": max(sizes)},
        "shuffle_messages": {  # a deck and its proof (with shares, moves, a key riding along)
            "count": len(shuffles), "min_chars": min(map(len, shuffles)), "max_chars": max(map(len, shuffles)),
            "links_after_60_chars": sorted({len(wire.split(t, 60)) for t in shuffles}),
            "links_after_100_chars": sorted({len(wire.split(t, 100)) for t in shuffles}),
            "max_link_chars_after_60": 60 + max(len(p) for t in shuffles for p in wire.split(t, 60)),
        },
        "one_link_messages_max_chars": max(s for s in sizes if s <= wire.LIMIT - wire.ADDRESS),
    }))


if __name__ == "__main__":
    main(sys.argv[1:])
