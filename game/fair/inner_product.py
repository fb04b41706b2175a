"""The inner-product argument of Bulletproofs, with a second image of the same right-hand vector.

Statement, for generators g, h, y (vectors of length n, a power of two) and a point U:
    P = ⟨l, g⟩ + ⟨r, h⟩ + ⟨l, r⟩·U     and     Q = ⟨r, y⟩.
The prover knows l and r. It is Protocol 2 of Bünz, Bootle, Boneh, Poelstra, Wuille and Maxwell
[BBBPWM18], log2(n) rounds each halving the vectors, with one addition: each round also sends
L_Y = ⟨r_hi, y_lo⟩ and R_Y = ⟨r_lo, y_hi⟩, and y is folded exactly as h. The extractor of
[BBBPWM18] Theorem 1 recovers r from transcripts by a linear combination of the folded vectors;
the same combination of the Q-side gives Q = ⟨r, y⟩ for that r, with no assumption about y
(docs/FAIR.md, "The inner-product argument"). Here y are points the prover chose (its deck).

It is not zero-knowledge on its own and need not be: the shuffle proof feeds it vectors already
masked by fresh randomness (the outer layer of [BBBPWM18] section 4.2), which could be sent bare.

[BBBPWM18] B. Bünz, J. Bootle, D. Boneh, A. Poelstra, P. Wuille, G. Maxwell, "Bulletproofs:
    Short Proofs for Confidential Transactions and More", IEEE S&P 2018.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence

from . import group
from .group import N, Point
from .transcript import Transcript

Term = tuple[int, Point]  # (scale, base): a first round's generator as a multiple of a base
EVERY = 2  # small sums between two steps (each about 3 ms under CPython, 6-9 in the page)


def dot(a: Sequence[int], b: Sequence[int]) -> int:
    """⟨a, b⟩ mod N."""
    return sum(x * y for x, y in zip(a, b, strict=True)) % N


def some(point: Point | None) -> Point:
    if point is None:  # a random sum that hit infinity: probability about 2^-256
        raise ValueError("unlucky randomness: try again")
    return point


def _times(vector: Sequence[int], generators: Sequence[Term]) -> list[Term]:
    return [(k * scale, base) for k, (scale, base) in zip(vector, generators, strict=True)]


def _fold(lo: Sequence[Term], hi: Sequence[Term], a: int, b: int) -> Generator[None, None, list[Term]]:
    """a·lo_i + b·hi_i for each i, as (a·s, p + (b·s'/(a·s))·p'): one product and one addition per
    generator, the factor carried as the term's scale (the next sum multiplies it in for free)."""
    folded: list[Term] = []
    for i, ((s1, p1), (s2, p2)) in enumerate(zip(lo, hi, strict=True)):
        scale = a * s1 % N
        folded.append((scale, some(group.msm([(1, p1), (b * s2 * pow(scale, -1, N), p2)]))))
        if i % EVERY == EVERY - 1:
            yield
    return folded


def proving(script: Transcript, g: Sequence[Term], h: Sequence[Term], y: Sequence[Term], u: Term,
            left: Sequence[int], right: Sequence[int]) -> Generator[None, None, tuple[list[Point], int, int]]:
    """The rounds' points (L, R, L_Y, R_Y each round) and the last l and r. ``u`` is U as a
    (scale, base) pair; each challenge is drawn from ``script`` after the round's points."""
    g, h, y, left, right = list(g), list(h), list(y), list(left), list(right)
    points: list[Point] = []
    while len(left) > 1:
        half = len(left) // 2
        l_lo, l_hi, r_lo, r_hi = left[:half], left[half:], right[:half], right[half:]
        scale, base = u
        big_l = yield from group.msm_steps(_times(l_lo, g[half:]) + _times(r_hi, h[:half])
                                           + [(dot(l_lo, r_hi) * scale, base)])
        yield  # a late round's sums are small and yield nothing of their own: four made one step of 20 ms
        big_r = yield from group.msm_steps(_times(l_hi, g[:half]) + _times(r_lo, h[half:])
                                           + [(dot(l_hi, r_lo) * scale, base)])
        yield
        l_y = yield from group.msm_steps(_times(r_hi, y[:half]))
        yield
        r_y = yield from group.msm_steps(_times(r_lo, y[half:]))
        yield
        sent = [some(big_l), some(big_r), some(l_y), some(r_y)]
        points += sent
        script.points(b"L, R, L_Y, R_Y", sent)
        x = script.challenge(b"round")
        x_inv = pow(x, -1, N)
        left = [(a * x + b * x_inv) % N for a, b in zip(l_lo, l_hi, strict=True)]
        right = [(a * x_inv + b * x) % N for a, b in zip(r_lo, r_hi, strict=True)]
        if half > 1:  # the last round's generators are never used by the prover
            g = yield from _fold(g[:half], g[half:], x_inv, x)
            h = yield from _fold(h[:half], h[half:], x, x_inv)
            y = yield from _fold(y[:half], y[half:], x, x_inv)
    return points, left[0], right[0]


def challenges(script: Transcript, points: Sequence[Point]) -> list[int]:
    """The verifier's side: each round's challenge, drawn after its four points."""
    found = []
    for k in range(0, len(points), 4):
        script.points(b"L, R, L_Y, R_Y", points[k:k + 4])
        found.append(script.challenge(b"round"))
    return found


def folding(rounds: Sequence[int], n: int) -> list[int]:
    """s with g folded to ⟨s, g⟩ at the end: s_i is the product over rounds j of x_j if bit j of i
    (the first round's bit is the highest) is 1, else of x_j⁻¹. h and y fold to ⟨s⁻¹, ·⟩."""
    s = [1] * n
    inverses = [pow(x, -1, N) for x in rounds]
    for j, (x, x_inv) in enumerate(zip(rounds, inverses, strict=True)):
        bit = len(rounds) - 1 - j
        for i in range(n):
            s[i] = s[i] * (x if i >> bit & 1 else x_inv) % N
    return s
