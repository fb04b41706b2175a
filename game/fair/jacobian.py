"""Point arithmetic on secp256k1 shared by the x-only cipher (curve.py) and the proofs (group.py).

Jacobian coordinates, so that an addition or a doubling needs no inversion; mixed additions with an
affine point; many points made affine with one inversion (Montgomery's trick); and the curve's
endomorphism λ·(x, y) = (β·x, y) (Gallant, Lambert and Vanstone, CRYPTO 2001), with which a scalar k
is split as k1 + k2·λ, two halves of about 128 bits written in width-5 NAF: a product then needs
128 doublings, not 256.
"""

from __future__ import annotations

from collections.abc import Sequence

P = 2**256 - 2**32 - 977  # the field prime
N = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141  # the group's prime order
WIDTH = 5  # NAF width: digits odd in -15..15, a table of 8 odd multiples per base
BETA = 0x7AE96A2B657C07106E64479EAC3434E99CF0497512F58995C1396C28719501EE  # a cube root of 1 mod P
LAMBDA = 0x5363AD4CC05C30E0A5261C028812645A122E22EA20816678DF02967C1B23BD72  # λ·(x, y) = (β·x, y)
A1, B1 = 0x3086D221A7D46BCDE86C90E49284EB15, -0xE4437ED6010E88286F547FA90ABFE4C3  # a short basis of the
A2 = 0x114CA50F7A8E2F3F657C1108D9D44CFD8  # lattice of (a, b) with a + b·λ = 0 mod N: (A1, B1) and (A2, A1)

Point = tuple[int, int]  # affine (x, y)
Jacobian = tuple[int, int, int]  # (X, Y, Z) stands for (X/Z^2, Y/Z^3); Z = 0 is infinity
INFINITY: Jacobian = (0, 1, 0)


def double(p: Jacobian) -> Jacobian:
    x, y, z = p
    if not y or not z:
        return (0, 1, 0)
    yy = y * y % P
    s = 4 * x * yy % P
    m = 3 * x * x % P  # a = 0
    nx = (m * m - 2 * s) % P
    return nx, (m * (s - nx) - 8 * yy * yy) % P, 2 * y * z % P


def add(p: Jacobian, q: Jacobian) -> Jacobian:
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
        return double(p) if not r else (0, 1, 0)
    hh = h * h % P
    hhh = h * hh % P
    v = u1 * hh % P
    nx = (r * r - hhh - 2 * v) % P
    return nx, (r * (v - nx) - s1 * hhh) % P, h * z1 * z2 % P


def add_affine(p: Jacobian, q: Point) -> Jacobian:
    """p + q for an affine q (a "mixed" addition: Z2 = 1 saves a third of the work)."""
    x1, y1, z1 = p
    if not z1:
        return q[0], q[1], 1
    z1z1 = z1 * z1 % P
    h = (q[0] * z1z1 - x1) % P
    r = (q[1] * z1 * z1z1 - y1) % P
    if not h:
        return double(p) if not r else INFINITY
    hh = h * h % P
    hhh, v = h * hh % P, x1 * hh % P
    nx = (r * r - hhh - 2 * v) % P
    return nx, (r * (v - nx) - y1 * hhh) % P, z1 * h % P


def normalize(points: Sequence[Jacobian]) -> list[Point | None]:
    """Affine forms of many points with a single inversion (Montgomery's trick)."""
    prefix, acc = [], 1
    for _, _, z in points:
        prefix.append(acc)
        if z:
            acc = acc * z % P
    inv = pow(acc, -1, P)
    out: list[Point | None] = [None] * len(points)
    for i in range(len(points) - 1, -1, -1):
        x, y, z = points[i]
        if z:
            zi = inv * prefix[i] % P  # 1 / z
            inv = inv * z % P
            out[i] = (x * zi * zi % P, y * zi * zi * zi % P)
    return out


def wnaf(k: int) -> list[tuple[int, int]]:
    """The nonzero signed digits of k (k >= 0) as (position, digit), least significant first: each
    digit odd, and followed by at least WIDTH - 1 zeros, so about one addition per WIDTH + 1 bits.
    A run of zeros is skipped at once (a loop a bit was a tenth of a proof's time under CPython)."""
    digits = []
    position = 0
    while k:
        zeros = (k & -k).bit_length() - 1
        k >>= zeros
        position += zeros
        digit = k & ((1 << WIDTH) - 1)
        if digit >= 1 << (WIDTH - 1):
            digit -= 1 << WIDTH
        digits.append((position, digit))
        k = (k - digit) >> WIDTH
        position += WIDTH
    return digits


def split(k: int) -> tuple[int, int]:
    """k1, k2 with k = k1 + k2·λ (mod N), each under 2^128 in size (Babai rounding on a short basis
    of the lattice of (a, b) with a + b·λ = 0 mod N, the one libsecp256k1 uses)."""
    c1, c2 = (A1 * k + N // 2) // N, (-B1 * k + N // 2) // N
    return k - c1 * A1 - c2 * A2, -c1 * B1 - c2 * A1
