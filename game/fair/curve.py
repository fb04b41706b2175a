"""The group the fair deal encrypts in: secp256k1, points written by their x coordinate alone.

Why this group (docs/FAIR.md has the longer reasons):
- Its order N is prime (cofactor 1), so multiplying by a secret key permutes the whole group and
  no small subgroup exists to leak anything. (The textbook SRA cipher modulo a prime p leaks
  whether each card is a quadratic residue, because exponentiation by an odd key keeps that
  symbol: a bit per card, and of the card's colour, for free.)
- A point is 32 bytes, so a whole deck of 32 encrypted cards fits in one chat-sized link.
- x-only points: x(k*P) depends only on x(P) (k*(-P) = -(k*P)), so encryption x -> x(k*P) is
  well defined on x alone, commutes between two keys, and is undone by the inverse key mod N.
- Every x received from outside must be the x of a curve point (``lift``), or a forged "card" on
  the curve's twist could be used to learn a key modulo the twist's small factors.
- The 32 card points come from hashing their names (try-and-increment): nobody knows a discrete
  log between two of them, so knowing one card's encryption says nothing about another's (with
  cards i*G, E(2G) = 2*E(G) would give every card away).
"""

from __future__ import annotations

import hashlib
import itertools
import secrets

from .jacobian import BETA, INFINITY, N, P, add, add_affine, double, normalize, split, wnaf

GX = 0x79BE667EF9DCBBAC55A06295CE870B07029BFCDB2DCE28D959F2815B16F81798
SQRT_EXPONENT = (P + 1) // 4  # P = 3 mod 4: a square root is one exponentiation


class NotAPoint(ValueError):
    """An x that is not the x coordinate of a point of the curve (a forgery or a damaged message)."""


def lift(x: int) -> tuple[int, int]:
    """The affine point with this x (either of the two; which one does not matter here)."""
    if not 0 <= x < P:
        raise NotAPoint("not a coordinate")
    rhs = (pow(x, 3, P) + 7) % P
    y = pow(rhs, SQRT_EXPONENT, P)
    if y * y % P != rhs:
        raise NotAPoint("not on the curve")
    return x, y


def is_point(x: int) -> bool:
    try:
        lift(x)
    except NotAPoint:
        return False
    return True


CACHE_SIZE = 8192  # a whole game needs about a thousand
_known: dict[tuple[int, int], int] = {}  # products already worked out (the page works them out ahead, in slices)


def multiply(key: int, x: int) -> int:
    """x(key * P) for the point P with x coordinate ``x``: encrypt (or, with an inverse key,
    decrypt) one card. Raises NotAPoint for an x off the curve."""
    key %= N
    if not key:
        raise ValueError("a key is never 0")
    known = _known.get((key, x))
    if known is not None:
        return known
    product = _multiply(key, x)
    remember(key, x, product)
    return product


def remember(key: int, x: int, product: int) -> None:
    """x(key * P) = ``product``, known another way (a point of this side's own layer, made with
    its key): kept, so reading a share of it, or the audit, spends no curve product on it."""
    if len(_known) >= CACHE_SIZE:  # the oldest quarter goes (this round's cards, made last, stay)
        for oldest in list(itertools.islice(_known, CACHE_SIZE // 4)):
            del _known[oldest]
    _known[key % N, x] = product


def forget_products() -> None:
    """Work every product out afresh from now on (the benchmarks time the work itself)."""
    _known.clear()


def is_known(key: int, x: int) -> bool:
    return (key % N, x) in _known


def _multiply(key: int, x: int) -> int:
    """x(key·P): key = k1 + k2·λ (jacobian.py), so k1·P + k2·(λ·P) over one chain of about 128
    doublings, the odd multiples of P made affine with one inversion (those of λ·P are (β·x, y))."""
    px, py = lift(x)
    twice = double((px, py, 1))
    jacobian = [(px, py, 1)]
    for _ in range(7):
        jacobian.append(add(jacobian[-1], twice))
    odd = [point for point in normalize(jacobian) if point is not None]  # 1·P, 3·P, ..., 15·P
    k1, k2 = split(key)
    schedule: dict[int, list[tuple[int, int]]] = {}  # position -> the points added there
    for part, table in ((k1, odd), (k2, [(BETA * ox % P, oy) for ox, oy in odd])):
        if part < 0:  # -k·Q = k·(-Q)
            part, table = -part, [(ox, P - oy) for ox, oy in table]
        for position, digit in wnaf(part):
            ox, oy = table[abs(digit) >> 1]
            schedule.setdefault(position, []).append((ox, oy if digit > 0 else P - oy))
    acc = INFINITY
    for position in range(max(schedule, default=-1), -1, -1):
        acc = double(acc)
        for point in schedule.get(position, ()):
            acc = add_affine(acc, point)
    ax, _, az = acc
    if not az:
        raise ValueError("the point at infinity has no x")
    return ax * pow(az * az % P, -1, P) % P


def new_key() -> int:
    """A fresh secret key in 1..N-1 (from the system's randomness)."""
    return 1 + secrets.randbelow(N - 1)


def inverse(key: int) -> int:
    """The key that undoes ``key``."""
    return pow(key, -1, N)


def hash_to_x(label: bytes) -> int:
    """A curve point from a name, try-and-increment: its discrete log is known to no one."""
    counter = 0
    while True:
        x = int.from_bytes(hashlib.sha256(label + counter.to_bytes(4, "big")).digest(), "big")
        if x < P and is_point(x):
            return x
        counter += 1


def to_bytes(x: int) -> bytes:
    return x.to_bytes(32, "big")


def from_bytes(data: bytes) -> int:
    """A point received from outside: checked to be on the curve (NotAPoint otherwise)."""
    x = int.from_bytes(data, "big")
    lift(x)
    return x


G = GX  # the generator's x: the base of the identity keys that authenticate messages
