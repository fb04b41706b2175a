"""A zero-knowledge proof that one list of points is another, permuted, under one secret key.

The statement (docs/FAIR.md, "Proving a shuffle honest, at once", argues its soundness): for
public ``context``, inputs X_0..X_{n-1}, outputs Y_0..Y_{n-1} and the point B the proof carries,
the prover knows a key b and a permutation π with B = b·G and Y_i = b·X_π(i) for every i. It
reveals neither b nor π.

The construction is the permutation-commitment shuffle proof of Wikström [W09] and Terelius and
Wikström [TW10], step by step as in the pseudo-code GenShuffleProof / CheckShuffleProof of Haenni,
Locher, Koenig and Dubuis [HLKD17] (their variable names, 0-based), written additively on the
curve, with the re-encryption relation replaced by a common exponent:
 1. Commit to π, column by column: c_π(i) = r_π(i)·G + H_i. Pedersen commitments on independent
    generators: hiding (r is random), binding unless one knows a discrete log among G, H, H_i.
 2. Challenges u_j from a hash of everything so far, and u'_i = u_π(i): the permuted challenges.
 3. A commitment chain ĉ_i = r̂_i·G + u'_i·ĉ_{i-1} (ĉ_{-1} = H), so ĉ_{n-1} = r̂·G + (∏ u'_i)·H:
    it commits to the product of the u'_i.
 4. One sigma protocol (random ω, commitments t, challenge c, responses s = ω - c·secret) shows:
      t1: Σ c_j - Σ H_i = r̄·G                  each row of the committed matrix sums to 1;
      t2: ĉ_{n-1} - (∏ u_j)·H = r̂·G              ∏ u'_i = ∏ u_j (with t1: a permutation matrix,
                                                 [TW10] Theorem 1);
      t3: Σ u_j·c_j = r̃·G + Σ u'_i·H_i           the u'_i are the committed matrix applied to u;
      t4: Σ u'_i·Y_i = b·Σ u_j·X_j                the common exponent (replaces re-encryption);
      t5: B = b·G                                the same b, bound to a published point;
      t̂_i: ĉ_i = r̂_i·G + u'_i·ĉ_{i-1}           the chain is built from those same u'_i.
    For random u, t4 holds for a permuted u only if Y_i = b·X_π(i) everywhere (all but 1/N).
 5. Fiat-Shamir: c is a hash of everything before it, so no verifier is needed. The proof carries
    c and the responses, not the t's: the verifier recomputes each t from them and checks that
    hashing gives c back (the usual (challenge, response) form: fewer bytes).

[W09] D. Wikström, "A Commitment-Consistent Proof of a Shuffle", ACISP 2009.
[TW10] B. Terelius, D. Wikström, "Proofs of Restricted Shuffles", AFRICACRYPT 2010.
[HLKD17] R. Haenni, P. Locher, R. Koenig, E. Dubuis, "Pseudo-Code Algorithms for Verifiable
    Re-Encryption Mix-Nets", Financial Cryptography 2017 Workshops (Voting), LNCS 10323.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Generator, Iterable, Sequence

from . import group
from .group import G, N, Point
from .wire import FairError

DOMAIN = b"dracula-vs-van-helsing shuffle proof v1"
SCALAR = 32  # bytes
EVERY = 4  # small sums (two or three terms, about 1.5 ms each under CPython) between two steps
H = group.hash_to_point(DOMAIN + b" generator H")
group.remember(G, H)
_generators: list[Point] = []


def generators(n: int) -> list[Point]:
    """H_0..H_{n-1}, one per position, hashed from public names: nothing up the sleeve, so
    nobody knows a discrete log between any two of G, H, H_0, ... (the commitments' binding)."""
    return group.run(_generator_steps(n))


def _generator_steps(n: int) -> Generator[None, None, list[Point]]:
    """``generators``, a few at a time (the first proof made or checked makes them)."""
    while len(_generators) < n:
        point = group.hash_to_point(DOMAIN + b" generator H_" + str(len(_generators)).encode())
        group.remember(point)
        _generators.append(point)
        if len(_generators) % EVERY == 0:
            yield
    return _generators[:n]


def proof_size(n: int) -> int:
    """Bytes of a proof for n points: B, n permutation and n chain commitments (x's and parity
    bits), then c, s1..s4, n ŝ and n s' (32 bytes each)."""
    points = 2 * n + 1
    return 32 * points + (points + 7) // 8 + SCALAR * (2 * n + 5)


def _encode(points: Iterable[Point | None]) -> bytes:
    """Points for hashing: x and y in full (64 zero bytes for infinity, which a forged proof may
    make a verifier compute): one encoding, no two lists hash alike."""
    return b"".join(bytes(64) if p is None else p[0].to_bytes(32, "big") + p[1].to_bytes(32, "big") for p in points)


def _statement(context: bytes, inputs: Sequence[Point], outputs: Sequence[Point], b_point: Point,
               commitments: Sequence[Point]) -> bytes:
    """The seed of every challenge: all that is fixed before the u_j (the context tells rounds,
    games and sides apart, so a proof is not replayed elsewhere)."""
    return hashlib.sha256(DOMAIN + b" statement" + len(context).to_bytes(8, "big") + context
                          + len(inputs).to_bytes(4, "big") + _encode(inputs) + _encode(outputs)
                          + _encode([b_point]) + _encode(commitments)).digest()


def _challenges(seed: bytes, n: int) -> list[int]:
    """u_0..u_{n-1}: random-looking, and fixed only after the prover is bound to π and b."""
    return [int.from_bytes(hashlib.sha256(seed + b" u" + j.to_bytes(4, "big")).digest(), "big") % N
            for j in range(n)]


def _final_challenge(seed: bytes, chain: Sequence[Point], t: Sequence[Point | None],
                     t_hat: Sequence[Point | None]) -> int:
    return int.from_bytes(hashlib.sha256(seed + b" c" + _encode(chain) + _encode(t) + _encode(t_hat)).digest(),
                          "big") % N


def _some(point: Point | None) -> Point:
    if point is None:  # a random sum that hit infinity: probability about 2^-256
        raise ValueError("unlucky randomness: try again")
    return point


def _random() -> int:
    return secrets.randbelow(N)


def prove(context: bytes, inputs: Sequence[Point], outputs: Sequence[Point], key: int,
          permutation: Sequence[int], *, check: bool = True) -> bytes:
    """A proof that outputs[i] == key·inputs[permutation[i]] for every i (ValueError if the
    arguments are malformed, or, unless ``check`` is False, if that is not so: the tests turn the
    check off to play a cheat who runs this algorithm on a bent deck)."""
    return group.run(proving(context, inputs, outputs, key, permutation, check=check))


def proving(context: bytes, inputs: Sequence[Point], outputs: Sequence[Point], key: int,
            permutation: Sequence[int], *, check: bool = True) -> Generator[None, None, bytes]:
    """``prove`` step by step: a generator that yields after each multi-scalar multiplication of
    many terms and every few small ones (a few ms under CPython), and returns the proof."""
    n = len(inputs)
    if not n or len(outputs) != n or sorted(permutation) != list(range(n)) or not 0 < key < N:
        raise ValueError("not a shuffle of the inputs")
    for point in (*inputs, *outputs):
        group.check_point(point)
    hs = yield from _generator_steps(n)
    b_point = _some(group.multiply(key, G))
    r = [_random() for _ in range(n)]
    commitments: list[Point] = [G] * n
    for i, j in enumerate(permutation):  # 1. column j = π(i) holds its 1 in row i
        commitments[j] = _some(group.msm([(r[j], G), (1, hs[i])]))
        if i % EVERY == EVERY - 1:
            yield
    seed = _statement(context, inputs, outputs, b_point, commitments)
    u = _challenges(seed, n)  # 2.
    u_perm = [u[j] for j in permutation]
    if check and (yield from group.msm_steps([(k, y) for k, y in zip(u_perm, outputs, strict=True)]
                                             + [(-key * k, x) for k, x in zip(u, inputs, strict=True)])) is not None:
        raise ValueError("the outputs are not the inputs permuted under this key")
    r_chain = [_random() for _ in range(n)]
    chain: list[Point] = []
    previous = H
    for i in range(n):  # 3.
        previous = _some(group.msm([(r_chain[i], G), (u_perm[i], previous)]))
        chain.append(previous)
        if i % EVERY == EVERY - 1:
            yield
    w1, w2, w3, w4 = (_random() for _ in range(4))
    w_hat = [_random() for _ in range(n)]
    w_prime = [_random() for _ in range(n)]
    t = [group.multiply(w1, G), group.multiply(w2, G),  # 4.
         (yield from group.msm_steps([(w3, G)] + list(zip(w_prime, hs, strict=True)))),
         (yield from group.msm_steps(list(zip(w_prime, outputs, strict=True))
                                     + [(-w4 * k, x) for k, x in zip(u, inputs, strict=True)])),
         group.multiply(w4, G)]
    links = [H] + chain
    t_hat = []
    for i in range(n):
        t_hat.append(group.msm([(w_hat[i], G), (w_prime[i], links[i])]))
        if i % EVERY == EVERY - 1:
            yield
    c = _final_challenge(seed, chain, t, t_hat)  # 5.
    v = [1] * n  # v_i = ∏_{k>i} u'_k: how much r̂_i is multiplied on its way down the chain
    for i in range(n - 1, 0, -1):
        v[i - 1] = v[i] * u_perm[i] % N
    r_bar = sum(r) % N
    r_hat = sum(a * b for a, b in zip(r_chain, v, strict=True)) % N
    r_tilde = sum(a * b for a, b in zip(r, u, strict=True)) % N
    scalars = [c, (w1 - c * r_bar) % N, (w2 - c * r_hat) % N, (w3 - c * r_tilde) % N, (w4 - c * key) % N]
    scalars += [(w_hat[i] - c * r_chain[i]) % N for i in range(n)]
    scalars += [(w_prime[i] - c * u_perm[i]) % N for i in range(n)]
    return group.encode_points([b_point, *commitments, *chain]) + b"".join(s.to_bytes(SCALAR, "big") for s in scalars)


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
        points = _encode(inputs) + _encode(outputs)
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
            good = yield from _check(context, inputs, outputs, proof)
        except (ValueError, TypeError, IndexError):  # NotAPoint is a ValueError
            good = False
        _verdicts[key] = good
        while len(_verdicts) > VERDICTS:
            del _verdicts[next(iter(_verdicts))]
    if not good:
        raise FairError("cheat.proof")


def key_point(proof: bytes) -> Point:
    """B = b·G, the key the proof binds (a verified proof's): at the round's end the revealed key
    must give it back. NotAPoint for a proof too short or with a bad first point."""
    n = (len(proof) - 192) // 128  # proof_size(n) is 128n + 192 and under 128 bytes of parity bits
    if n < 1 or len(proof) != proof_size(n):
        raise group.NotAPoint("not a proof")
    parity = proof[32 * (2 * n + 1)]  # B is the first point: its x, and bit 0 of the parity bits
    return group.lift_with_parity(int.from_bytes(proof[:32], "big"), bool(parity & 1))


def _check(context: bytes, inputs: Sequence[Point], outputs: Sequence[Point],
           proof: bytes) -> Generator[None, None, bool]:
    """CheckShuffleProof, the t's recomputed from c and the responses (numbers as in the
    module's docstring)."""
    n = len(inputs)
    if not n or len(outputs) != n or not isinstance(proof, bytes) or len(proof) != proof_size(n):
        return False
    inputs = [group.check_point(p) for p in inputs]
    outputs = [group.check_point(p) for p in outputs]
    yield
    split = proof_size(n) - SCALAR * (2 * n + 5)
    points = group.decode_points(proof[:split], 2 * n + 1)  # on the curve, one encoding
    yield
    b_point, commitments, chain = points[0], points[1:n + 1], points[n + 1:]
    scalars = [int.from_bytes(proof[k:k + SCALAR], "big") for k in range(split, len(proof), SCALAR)]
    if any(s >= N for s in scalars):  # one encoding per scalar: a proof cannot be altered and stay valid
        return False
    c, s1, s2, s3, s4 = scalars[:5]
    s_hat, s_prime = scalars[5:5 + n], scalars[5 + n:]
    hs = yield from _generator_steps(n)
    seed = _statement(context, inputs, outputs, b_point, commitments)
    u = _challenges(seed, n)
    product = 1
    for k in u:
        product = product * k % N
    yield
    c_bar = group.msm([(1, p) for p in commitments] + [(-1, h) for h in hs])  # Σ c_j - Σ H_i
    t = [group.msm([(s1, G)] + ([] if c_bar is None else [(c, c_bar)])),
         group.msm([(s2, G), (c, chain[-1]), (-c * product, H)]),
         (yield from group.msm_steps([(s3, G)] + [(c * k, p) for k, p in zip(u, commitments, strict=True)]
                                     + list(zip(s_prime, hs, strict=True)))),
         (yield from group.msm_steps(list(zip(s_prime, outputs, strict=True))
                                     + [(-s4 * k, x) for k, x in zip(u, inputs, strict=True)])),
         group.msm([(s4, G), (c, b_point)])]
    links = [H] + chain
    t_hat = []
    for i in range(n):
        t_hat.append(group.msm([(s_hat[i], G), (s_prime[i], links[i]), (c, links[i + 1])]))
        if i % EVERY == EVERY - 1:
            yield
    return _final_challenge(seed, chain, t, t_hat) == c
