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
import secrets

P = 2**256 - 2**32 - 977  # the field prime
N = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141  # the group's prime order
GX = 0x79BE667EF9DCBBAC55A06295CE870B07029BFCDB2DCE28D959F2815B16F81798
SQRT_EXPONENT = (P + 1) // 4  # P = 3 mod 4: a square root is one exponentiation
WINDOW = 4


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


# Jacobian coordinates (X, Y, Z) stand for (X/Z^2, Y/Z^3); Z = 0 is the point at infinity.
def _double(p: tuple[int, int, int]) -> tuple[int, int, int]:
    x, y, z = p
    if not y or not z:
        return (0, 1, 0)
    yy = y * y % P
    s = 4 * x * yy % P
    m = 3 * x * x % P  # a = 0
    nx = (m * m - 2 * s) % P
    return nx, (m * (s - nx) - 8 * yy * yy) % P, 2 * y * z % P


def _add(p: tuple[int, int, int], q: tuple[int, int, int]) -> tuple[int, int, int]:
    if not p[2]:
        return q
    if not q[2]:
        return p
    x1, y1, z1 = p
    x2, y2, z2 = q
    z1z1, z2z2 = z1 * z1 % P, z2 * z2 % P
    u1, u2 = x1 * z2z2 % P, x2 * z1z1 % P
    s1, s2 = y1 * z2 * z2z2 % P, y2 * z1 * z1z1 % P
    h, r = (u2 - u1) % P, (s2 - s1) % P
    if not h:
        return _double(p) if not r else (0, 1, 0)
    hh = h * h % P
    hhh = h * hh % P
    v = u1 * hh % P
    nx = (r * r - hhh - 2 * v) % P
    return nx, (r * (v - nx) - s1 * hhh) % P, h * z1 * z2 % P


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
    if len(_known) >= CACHE_SIZE:
        _known.clear()
    _known[key, x] = product
    return product


def forget_products() -> None:
    """Work every product out afresh from now on (the benchmarks time the work itself)."""
    _known.clear()


def is_known(key: int, x: int) -> bool:
    return (key % N, x) in _known


def _multiply(key: int, x: int) -> int:
    px, py = lift(x)
    base = (px, py, 1)
    table = [(0, 1, 0), base]  # 0*P .. 15*P
    for _ in range(2, 1 << WINDOW):
        table.append(_add(table[-1], base))
    acc = (0, 1, 0)
    for shift in range((key.bit_length() + WINDOW - 1) // WINDOW * WINDOW - WINDOW, -1, -WINDOW):
        for _ in range(WINDOW):
            acc = _double(acc)
        digit = key >> shift & 0xF
        if digit:
            acc = _add(acc, table[digit])
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
