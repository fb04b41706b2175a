"""A zero-knowledge proof that one list of points is another, permuted, under one secret key.

The statement (docs/FAIR.md, "Proving a shuffle honest, at once", argues its soundness): for
public ``context``, inputs X_0..X_{n-1} (n a power of two), outputs Y_0..Y_{n-1} and the point B
the proof carries, the prover knows a key k and a permutation π with B = k·G and Y_i = k·X_π(i)
for every i. It reveals neither k nor π. For the deck of 32 it is 1,124 bytes: 29 points and
6 numbers, logarithmic in n (a linear proof, 4,297 bytes, made a shuffle four links long).

The construction is the shuffle argument of Bayer and Groth [BG12] with its product argument
replaced by a sum of inverses (a logarithmic derivative [H22]) and both compressed into one
Bulletproofs inner-product argument [BBBPWM18]; with a common exponent in place of re-encryption.
On generators nobody knows a discrete log between (G, H, U, g_i, h_i, all hashed from names):
 1. B = k·G, and C_a = ⟨a, h⟩ + α·H commits to a_i = π(i).           Challenge x.
 2. C_b = ⟨b, h⟩ + β·H commits to b_i = x^π(i).                       Challenges y, z.
    Let d = y·a + b and p_j = y·j + x^j: d is p permuted by π, and ⟨d, Y⟩ = k·P with
    P = Σ p_j·X_j, a point the verifier computes.
 3. e_i = 1/(z − d_i): Σ e_i = Σ_j 1/(z − p_j) holds only if d is a permutation of p (all but
    2n/N), which with a committed before x makes b_i = x^a_i for a permutation a [BG12].
    C_e = ⟨e, g⟩ + ε·H; masks S = ⟨s_L, g⟩ + ⟨s_R, h⟩ + ρ·H, A_Y = ⟨s_R, Y⟩ − κ·P, A_G = κ·G.
                                                                       Challenges w, v.
 4. l(X) = e + s_L·X and r(X) = w^n∘(z − d + s_R·X) + v: t(X) = ⟨l(X), r(X)⟩ has
    t_0 = Σ w^i + v·Σ_j 1/(z − p_j) exactly when e_i·(z − d_i) = 1 for all i and Σ e_i is right.
    T_1, T_2 commit to t_1, t_2.                                       Challenge c.
 5. t̂ = t(c), τ = τ_1·c + τ_2·c², μ = ε + ρ·c − y·α − β, k̃ = k − c·κ.  Challenge u.
 6. The inner-product argument (inner_product.py) for l = l(c), r = r(c) on g, h' = w^-i·h_i and
    U' = u·U, with the second image ⟨r, Y'⟩ (Y'_i = w^-i·Y_i) = z·ΣY + v·Σ w^-i·Y_i − k̃·P + c·A_Y:
    that is ⟨d, Y⟩ = k·P for the d the commitments hold, and k̃·G = B − c·A_G ties k to B.
 7. The verifier checks the four equations (the argument's end, t̂, the second image, k̃) at once,
    weighted by its own random numbers: one multi-scalar sum of 4n + 14 + 4·log2(n) terms.
Fiat–Shamir (transcript.py): every challenge hashes the statement and all before it.

[BG12] S. Bayer, J. Groth, "Efficient Zero-Knowledge Argument for Correctness of a Shuffle",
    EUROCRYPT 2012.
[H22] U. Haböck, "Multivariate lookups based on logarithmic derivatives", IACR ePrint 2022/1530.
[BBBPWM18] B. Bünz, J. Bootle, D. Boneh, A. Poelstra, P. Wuille, G. Maxwell, "Bulletproofs:
    Short Proofs for Confidential Transactions and More", IEEE S&P 2018.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Generator, Sequence
from typing import NamedTuple

from . import group, inner_product
from .group import G, N, Point
from .inner_product import dot, some
from .transcript import Transcript, encode
from .wire import FairError

DOMAIN = b"dracula-vs-van-helsing shuffle proof v2"
SCALAR = 32  # bytes
EVERY = 2  # small sums or products (about 2-4 ms each under CPython) between two steps
POINTS = 9  # B, C_a, C_b, C_e, S, A_Y, A_G, T_1, T_2; then four a round
SCALARS = 6  # τ, μ, t̂, k̃, then the argument's last l and r
H = group.hash_to_point(DOMAIN + b" generator H")
U = group.hash_to_point(DOMAIN + b" generator U")
group.remember(G, H, U)
_generators: list[tuple[Point, Point]] = []


def generators(n: int) -> tuple[list[Point], list[Point]]:
    """g_0..g_{n-1} and h_0..h_{n-1}, hashed from public names: nothing up the sleeve, so nobody
    knows a discrete log between any two of G, H, U, g_i, h_i (the commitments' binding)."""
    return group.run(_generator_steps(n))


def _generator_steps(n: int) -> Generator[None, None, tuple[list[Point], list[Point]]]:
    """``generators``, a few at a time (the first proof made or checked makes them)."""
    while len(_generators) < n:
        name = DOMAIN + b" generator " + str(len(_generators)).encode()
        pair = group.hash_to_point(name + b" g"), group.hash_to_point(name + b" h")
        group.remember(*pair)
        _generators.append(pair)
        if len(_generators) % EVERY == 0:
            yield
    return [g for g, _ in _generators[:n]], [h for _, h in _generators[:n]]


def rounds(n: int) -> int:
    """log2(n), or ValueError for an n that is not a power of two."""
    if n < 1 or n & (n - 1):
        raise ValueError("a shuffle proof is made for a power of two points")
    return n.bit_length() - 1


def proof_size(n: int) -> int:
    """Bytes of a proof for n points: 9 + 4·log2(n) points (x's, then their parity bits) and six
    numbers (32 bytes each)."""
    points = POINTS + 4 * rounds(n)
    return 32 * points + (points + 7) // 8 + SCALAR * SCALARS


def _random() -> int:
    return secrets.randbelow(N)


def _powers(base: int, n: int) -> list[int]:
    powers = [1] * n
    for i in range(1, n):
        powers[i] = powers[i - 1] * base % N
    return powers


def prove(context: bytes, inputs: Sequence[Point], outputs: Sequence[Point], key: int,
          permutation: Sequence[int], *, check: bool = True) -> bytes:
    """A proof that outputs[i] == key·inputs[permutation[i]] for every i (ValueError if the
    arguments are malformed, or, unless ``check`` is False, if that is not so: the tests turn the
    check off to play a cheat who runs this algorithm on a bent deck)."""
    return group.run(proving(context, inputs, outputs, key, permutation, check=check))


def proving(context: bytes, inputs: Sequence[Point], outputs: Sequence[Point], key: int,
            permutation: Sequence[int], *, check: bool = True) -> Generator[None, None, bytes]:
    """``prove`` step by step: a generator that yields after each multi-scalar multiplication of
    many terms and every few small ones (a few ms under CPython), and returns the proof. The
    numbered steps are the module docstring's."""
    n = len(inputs)
    if not n or len(outputs) != n or sorted(permutation) != list(range(n)) or not 0 < key < N:
        raise ValueError("not a shuffle of the inputs")
    rounds(n)
    for point in (*inputs, *outputs):
        group.check_point(point)
    g, h = yield from _generator_steps(n)
    script = Transcript(DOMAIN, context, inputs, outputs)
    b_point = some(group.multiply(key, G))  # 1.
    alpha, beta, epsilon, rho, kappa, tau1, tau2 = (_random() for _ in range(7))
    c_a = some((yield from group.msm_steps([(alpha, H), *zip(permutation, h, strict=True)])))
    script.points(b"B, C_a", [b_point, c_a])
    x = script.challenge(b"x")
    x_powers = _powers(x, n)  # 2.
    b = [x_powers[j] for j in permutation]
    c_b = some((yield from group.msm_steps([(beta, H), *zip(b, h, strict=True)])))
    script.points(b"C_b", [c_b])
    y, z = script.challenge(b"y"), script.challenge(b"z")
    pairs = [(y * j + x_powers[j]) % N for j in range(n)]
    d = [pairs[j] for j in permutation]
    keyed = [(-key * p, x) for p, x in zip(pairs, inputs, strict=True)]
    if check and (yield from group.msm_steps(list(zip(d, outputs, strict=True)) + keyed)) is not None:
        raise ValueError("the outputs are not the inputs permuted under this key")
    if z in d:  # probability n/N
        raise ValueError("unlucky randomness: try again")
    e = [pow(z - v, -1, N) for v in d]  # 3.
    s_l, s_r = [_random() for _ in range(n)], [_random() for _ in range(n)]
    c_e = some((yield from group.msm_steps([(epsilon, H), *zip(e, g, strict=True)])))
    s_point = some((yield from group.msm_steps([(rho, H), *zip(s_l, g, strict=True), *zip(s_r, h, strict=True)])))
    a_y = some((yield from group.msm_steps(list(zip(s_r, outputs, strict=True))
                                            + [(-kappa * p, x) for p, x in zip(pairs, inputs, strict=True)])))
    yield
    a_g = some(group.multiply(kappa, G))
    script.points(b"C_e, S, A_Y, A_G", [c_e, s_point, a_y, a_g])
    w, v = script.challenge(b"w"), script.challenge(b"v")
    w_powers = _powers(w, n)  # 4.
    r0 = [(wi * (z - di) + v) % N for wi, di in zip(w_powers, d, strict=True)]
    r1 = [wi * si % N for wi, si in zip(w_powers, s_r, strict=True)]
    t1, t2 = (dot(e, r1) + dot(s_l, r0)) % N, dot(s_l, r1)
    yield
    t_points = [some(group.msm([(t1, G), (tau1, H)])), some(group.msm([(t2, G), (tau2, H)]))]
    yield
    script.points(b"T_1, T_2", t_points)
    c = script.challenge(b"c")
    left = [(a + c * b) % N for a, b in zip(e, s_l, strict=True)]  # 5.
    right = [(a + c * b) % N for a, b in zip(r0, r1, strict=True)]
    numbers = [(tau1 * c + tau2 * c * c) % N, (epsilon + rho * c - y * alpha - beta) % N, dot(left, right),
               (key - c * kappa) % N]
    script.scalars(b"tau, mu, t, k", numbers)
    u = script.challenge(b"u")
    w_inverses = _powers(pow(w, -1, N), n)  # 6.
    sent, last_l, last_r = yield from inner_product.proving(
        script, [(1, p) for p in g], list(zip(w_inverses, h, strict=True)),
        list(zip(w_inverses, outputs, strict=True)), (u, U), left, right)
    points = [b_point, c_a, c_b, c_e, s_point, a_y, a_g, *t_points, *sent]
    return group.encode_points(points) + b"".join(s.to_bytes(SCALAR, "big") for s in [*numbers, last_l, last_r])


def verify(context: bytes, inputs: Sequence[Point], outputs: Sequence[Point], proof: bytes) -> None:
    """Nothing if ``proof`` shows that ``outputs`` are ``inputs`` permuted under one key (the one
    of ``key_point(proof)``); FairError("cheat.proof") for anything else, malformed bytes, points
    off the curve and lists of the wrong length included."""
    group.run(verifying(context, inputs, outputs, proof))


_verdicts: dict[bytes, bool] = {}  # the last few verdicts, by the exact statement and proof checked
VERDICTS = 16


def verdicts() -> list[bool]:
    """The verdicts kept, oldest first."""
    return list(_verdicts.values())


def forget_verdicts() -> None:
    """Check every proof afresh from now on (the benchmarks time the check itself)."""
    _verdicts.clear()


def verdict_key(context: bytes, inputs: Sequence[Point], outputs: Sequence[Point], proof: bytes) -> bytes:
    """The hash of exactly what is checked: a verdict is reused only for the same bytes."""
    try:
        points = encode(inputs) + encode(outputs)
    except (TypeError, AttributeError, IndexError, OverflowError):
        points = repr((inputs, outputs)).encode()
    return hashlib.sha256(DOMAIN + b" verdict" + len(context).to_bytes(8, "big") + context
                          + len(inputs).to_bytes(4, "big") + points + bytes(proof)).digest()


def verifying(context: bytes, inputs: Sequence[Point], outputs: Sequence[Point],
              proof: bytes) -> Generator[None, None, None]:
    """``verify`` step by step (yields as ``proving`` does). Its verdict is kept, by the hash of
    exactly what was checked: the page checks a proof in slices before the session takes the
    message, and the party's own check then costs nothing."""
    key = verdict_key(context, inputs, outputs, proof) if isinstance(proof, bytes) else None
    good = _verdicts.get(key) if key is not None else False
    if good is None:
        try:
            good = yield from check_afresh(context, inputs, outputs, proof)
        except (ValueError, TypeError, IndexError):  # NotAPoint is a ValueError
            good = False
        _verdicts[key] = good
        while len(_verdicts) > VERDICTS:
            del _verdicts[next(iter(_verdicts))]
    if not good:
        raise FairError("cheat.proof")


def key_point(proof: bytes) -> Point:
    """B = k·G, the key the proof binds (a verified proof's): at the round's end the revealed key
    must give it back. NotAPoint for a proof of no known length or with a bad first point."""
    for m in range(10):
        count = POINTS + 4 * m
        if len(proof) == proof_size(1 << m):
            parity = proof[32 * count]  # B is the first point: its x, and bit 0 of the parity bits
            return group.lift_with_parity(int.from_bytes(proof[:32], "big"), bool(parity & 1))
    raise group.NotAPoint("not a proof")


def parse(proof: bytes, n: int) -> tuple[list[Point], list[int]]:
    """The proof's points and numbers (ValueError if malformed; a number at or above N too: s and
    s + N act alike, so only the reduced one is accepted, one proof, one encoding)."""
    count = POINTS + 4 * rounds(n)
    if not isinstance(proof, bytes) or len(proof) != proof_size(n):
        raise ValueError("not a proof")
    split = len(proof) - SCALAR * SCALARS
    points = group.decode_points(proof[:split], count)  # on the curve, one encoding
    numbers = [int.from_bytes(proof[k:k + SCALAR], "big") for k in range(split, len(proof), SCALAR)]
    if any(s >= N for s in numbers):
        raise ValueError("a number not below the group order")
    return points, numbers


class Challenges(NamedTuple):
    x: int
    y: int
    z: int
    w: int
    v: int
    c: int
    u: int
    rounds: list[int]


def drawn_challenges(context: bytes, inputs: Sequence[Point], outputs: Sequence[Point], points: Sequence[Point],
                     numbers: Sequence[int]) -> Challenges:
    """Every challenge of a proof (its points and numbers as ``parse`` gives them), as the prover
    drew them: the verifier's, and the tests' independent verifier's."""
    b_point, c_a, c_b, c_e, s_point, a_y, a_g, t_1, t_2 = points[:POINTS]
    script = Transcript(DOMAIN, context, inputs, outputs)
    script.points(b"B, C_a", [b_point, c_a])
    x = script.challenge(b"x")
    script.points(b"C_b", [c_b])
    y, z = script.challenge(b"y"), script.challenge(b"z")
    script.points(b"C_e, S, A_Y, A_G", [c_e, s_point, a_y, a_g])
    w, v = script.challenge(b"w"), script.challenge(b"v")
    script.points(b"T_1, T_2", [t_1, t_2])
    c = script.challenge(b"c")
    script.scalars(b"tau, mu, t, k", numbers[:4])
    u = script.challenge(b"u")
    return Challenges(x, y, z, w, v, c, u, inner_product.challenges(script, points[POINTS:]))


def check_afresh(context: bytes, inputs: Sequence[Point], outputs: Sequence[Point],
           proof: bytes) -> Generator[None, None, bool]:
    """The verifier: the challenges again from the transcript, then steps 6 and 7 as one sum that
    is the point at infinity exactly when all four equations hold (but with probability 1/N)."""
    n = len(inputs)
    if not n or len(outputs) != n:
        return False
    inputs = [group.check_point(p) for p in inputs]
    outputs = [group.check_point(p) for p in outputs]
    points, numbers = parse(proof, n)
    yield
    b_point, c_a, c_b, c_e, s_point, a_y, a_g, t_1, t_2 = points[:POINTS]
    tau, mu, t_hat, k_tilde, last_l, last_r = numbers
    g, h = yield from _generator_steps(n)
    x, y, z, w, v, c, u, challenges = drawn_challenges(context, inputs, outputs, points, numbers)
    pairs = [(y * j + xj) % N for j, xj in enumerate(_powers(x, n))]
    if z in pairs:
        return False
    yield
    s = inner_product.folding(challenges, n)
    w_powers, w_inverses = _powers(w, n), _powers(pow(w, -1, N), n)
    t_0 = (sum(w_powers) + v * sum(pow(z - p, -1, N) for p in pairs)) % N
    weight_y, weight_t, weight_k = (1 + secrets.randbelow(N - 1) for _ in range(3))
    terms: list[tuple[int, Point]] = []
    for i in range(n):
        h_side = last_r * pow(s[i], -1, N) * w_inverses[i] - z - v * w_inverses[i]
        terms += [(last_l * s[i], g[i]), (h_side, h[i]), (weight_y * h_side, outputs[i]),
                  (weight_y * k_tilde * pairs[i], inputs[i])]
    terms += [(u * (last_l * last_r - t_hat), U), (mu, H), (-1, c_e), (-c, s_point), (y, c_a), (1, c_b),
              (-weight_y * c, a_y),
              (weight_t * (t_hat - t_0), G), (weight_t * tau, H), (-weight_t * c, t_1), (-weight_t * c * c, t_2),
              (weight_k * k_tilde, G), (-weight_k, b_point), (weight_k * c, a_g)]
    rounds_points = points[POINTS:]
    for j, x_j in enumerate(challenges):
        big_l, big_r, l_y, r_y = rounds_points[4 * j:4 * j + 4]
        square, inverse_square = x_j * x_j % N, pow(x_j * x_j, -1, N)
        terms += [(-square, big_l), (-inverse_square, big_r),
                  (-weight_y * square, l_y), (-weight_y * inverse_square, r_y)]
    return (yield from group.msm_steps(terms)) is None
