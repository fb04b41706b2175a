"""Full points of secp256k1 (x and y), for the shuffle proof (shuffle_proof.py).

The cipher itself (curve.py) needs x alone, but a proof adds and subtracts points, and x(P + Q)
depends on the signs of P and Q: here a point is affine (x, y). It travels as its x plus one bit,
the parity of y (``lift_with_parity``), so a deck of 32 is 32 x's and 4 bytes (``parity_bits``).

Why each piece:
- ``check_point``: every point from outside is checked to be on the curve (curve.py says why: the
  twist). The point at infinity has no (x, y) here, so it can never arrive.
- ``msm``, a multi-scalar multiplication Σ k_i·P_i (Straus: one shared chain of doublings, each
  scalar split in two halves by the curve's endomorphism (GLV) and written in width-5 NAF, the
  tables made affine with one inversion for cheap mixed additions). A proof is mostly such sums.
- ``hash_to_point``: generators nobody knows a discrete log of (try-and-increment, like the cards).
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from typing import TypeVar

from .curve import GX, NotAPoint, hash_to_x, lift
from .jacobian import (
    BETA,
    INFINITY,
    WIDTH,
    Jacobian,
    N,
    P,
    Point,
    add,
    add_affine,
    double,
    normalize,
    split,
    wnaf,
)

T = TypeVar("T")
ROWS = 16  # doublings of a multi-scalar multiplication between two steps (msm_steps)
TABLES = 8  # bases whose tables are made in one step (msm_steps)
DIGITS = 24  # scalars written in NAF in one step (msm_steps)
NAF_DIGITS = 132  # at most, for a half of a scalar (under 2^128 in size: 129 digits)
ADDS = 320  # additions in one step of a sum's chain, about 2 ms under CPython (msm_steps)


def check_point(point: object) -> Point:
    """A point from outside: a pair of integers on the curve (NotAPoint otherwise)."""
    if isinstance(point, tuple) and len(point) == 2:
        x, y = point
        if type(x) is int and type(y) is int and 0 <= x < P and 0 <= y < P and (y * y - x * x * x - 7) % P == 0:
            return x, y  # (a bool or a float is no coordinate)
    raise NotAPoint("not a point of the curve")


def lift_with_parity(x: int, odd: bool) -> Point:
    """The point with this x whose y is odd (or even): the two points with one x differ in sign."""
    _, y = lift(x)
    return (x, y if y & 1 == odd else P - y)  # y is never 0: the group has odd order, no point of order 2


G: Point = lift_with_parity(GX, False)  # the standard generator (its y is even)


def parity_bits(points: Sequence[Point]) -> bytes:
    """The y parities, point i at bit i % 8 of byte i // 8 (32 points: 4 bytes)."""
    packed = bytearray((len(points) + 7) // 8)
    for i, (_, y) in enumerate(points):
        packed[i // 8] |= (y & 1) << (i % 8)
    return bytes(packed)


def encode_points(points: Sequence[Point]) -> bytes:
    """32 bytes of x per point, then the parity bits."""
    return b"".join(x.to_bytes(32, "big") for x, _ in points) + parity_bits(points)


def decode_points(data: bytes, count: int) -> list[Point]:
    """``count`` points from ``encode_points``; wrong length, an x off the curve, or a padding bit
    set (one message, one encoding) raise NotAPoint."""
    if len(data) != 32 * count + (count + 7) // 8:
        raise NotAPoint("wrong length")
    bits = data[32 * count:]
    if count % 8 and bits[-1] >> (count % 8):
        raise NotAPoint("padding bits set")
    return [lift_with_parity(int.from_bytes(data[32 * i:32 * i + 32], "big"), bool(bits[i // 8] >> (i % 8) & 1))
            for i in range(count)]


def negate(point: Point) -> Point:
    return point[0], P - point[1]


def _odd_multiples(bases: Sequence[Point]) -> list[tuple[list[Point], list[Point]]]:
    """1·P, 3·P, ..., 15·P for each base, affine (none is infinity: N is prime and above 15), and
    the same for λ·P, which is (β·x, y)."""
    step = 1 << (WIDTH - 2)
    jacobian: list[Jacobian] = []
    for x, y in bases:
        twice = double((x, y, 1))
        jacobian.append((x, y, 1))
        for _ in range(1, step):
            jacobian.append(add(jacobian[-1], twice))
    affine = [p for p in normalize(jacobian) if p is not None]
    tables = [affine[i:i + step] for i in range(0, len(affine), step)]
    return [(table, [(BETA * x % P, y) for x, y in table]) for table in tables]


_tables: dict[Point, tuple[list[Point], list[Point]]] = {}  # the generators' tables, kept (they recur)


def remember(*bases: Point) -> None:
    """Keep the tables of bases that recur (the generators) from one sum to the next."""
    fresh = [base for base in bases if base not in _tables]
    _tables.update(zip(fresh, _odd_multiples(fresh), strict=True))


def run(steps: Generator[None, None, T]) -> T:
    """A stepwise computation (a generator that yields between steps) carried out at once: its
    return value. The page runs the same generators a few steps at a time (game/web/friend_menus.py)."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


def msm(terms: Sequence[tuple[int, Point]]) -> Point | None:
    """Σ k·P over the terms (None: the point at infinity), each scalar taken mod N. A coefficient
    ±1 is one addition. Any other k·P is k1·P + k2·(λ·P) (GLV: the curve's endomorphism), so the
    shared chain has 128 doublings, not 256."""
    return run(msm_steps(terms))


def msm_steps(terms: Sequence[tuple[int, Point]], every: int = ROWS) -> Generator[None, None, Point | None]:
    """``msm``, yielding after its tables are made and after every ``every`` doublings (a sum of 64
    terms is about 25 ms under CPython: in the page, several slices)."""
    plain: list[Point] = []
    big: list[tuple[int, Point]] = []
    for k, base in terms:
        k %= N
        if k in (1, N - 1):
            plain.append(base if k == 1 else negate(base))
        elif k:
            big.append((k, base))
    fresh = list(dict.fromkeys(base for _, base in big if base not in _tables))
    made: dict[Point, tuple[list[Point], list[Point]]] = {}
    for start in range(0, len(fresh), TABLES):  # one inversion for each few tables
        chunk = fresh[start:start + TABLES]
        made.update(zip(chunk, _odd_multiples(chunk), strict=True))
        if len(fresh) > TABLES:
            yield
    schedule: list[list[Point]] = [plain] + [[] for _ in range(NAF_DIGITS)]  # row p: the additions at 2^p
    for count, (k, base) in enumerate(big, 1):
        for part, rows in zip(split(k), _tables.get(base) or made[base], strict=True):
            for position, digit in wnaf(part):
                point = rows[abs(digit) >> 1]
                schedule[position].append(point if digit > 0 else negate(point))
        if count % DIGITS == 0 and len(big) > DIGITS:
            yield
    while len(schedule) > 1 and not schedule[-1]:
        schedule.pop()
    if len(big) > every // 4:
        yield
    adds = sum(len(row) for row in schedule)
    every = max(1, min(every, ADDS * len(schedule) // max(1, adds)))  # a step: about ADDS additions at most
    acc = INFINITY
    for count, row in enumerate(reversed(schedule), 1):
        acc = double(acc)
        for point in row:
            acc = add_affine(acc, point)
        if count % every == 0 and adds > ADDS:
            yield
    return normalize([acc])[0]


def multiply(k: int, base: Point) -> Point | None:
    return msm([(k, base)])


def hash_to_point(label: bytes) -> Point:
    """A point from a public name, the one with even y: its discrete log is known to no one."""
    return lift_with_parity(hash_to_x(label), False)
