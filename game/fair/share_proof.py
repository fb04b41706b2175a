"""A proof that shares are honest: each is the sender's layer removed, under the key its shuffle bound.

A share of position p is S = k⁻¹·Y_p, the sender's key k removed from the round's point Y_p. A
false share that is another real card's point reads as that card, and without more it would be
caught only at the round's audit, after the receiver had acted on it (docs/FAIR.md). So each
message's shares carry one proof of equality of discrete logs (Chaum and Pedersen, "Wallet
databases with observers", CRYPTO 1992), for several bases at once:

    B = k·G   and   Y_i = k·S_i   for every share i,

where B is the point the sender's shuffle proof carries (shuffle_proof.key_point): the same key.
It is the sigma protocol for the homomorphism k ↦ (k·G, k·S_1, …, k·S_m): random w, commitments
t_0 = w·G and t_i = w·S_i, challenge c, response s = w − c·k; the verifier recomputes
t_0 = s·G + c·B and t_i = s·S_i + c·Y_i. Made non-interactive by Fiat–Shamir: c hashes the whole
statement (a context naming the game, round and sender, B, every position, S_i and Y_i) and the
t's, so a proof holds for these shares alone. If Y_i = k'·S_i with k' ≠ k for some i, an
accepting answer to two challenges would give k = k' (special soundness): a cheat passes with
probability about 1/N per hash query. Zero knowledge: (c, s) is simulated by picking both and
programming the hash; nothing about k is shown beyond B, already public.

A share travels as its x (the x-only cipher's); the proof carries the parity of each S_i's y, so
the verifier checks exact points: 64 bytes and one bit a share.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Generator, Sequence

from . import group
from .group import G, N, Point
from .wire import FairError

DOMAIN = b"dracula-vs-van-helsing share proof v1"
SCALAR = 32
VERDICTS = 8  # the last few verdicts kept (the page checks a message's shares in steps before it takes it)
_verdicts: dict[bytes, list[Point] | str] = {}


def size(count: int) -> int:
    """Bytes of a proof for ``count`` shares: c, s, then the shares' y parities."""
    return 2 * SCALAR + (count + 7) // 8


def _challenge(context: bytes, b_point: Point, positions: Sequence[int], shares: Sequence[Point],
               ys: Sequence[Point], t: Sequence[Point | None]) -> int:
    data = hashlib.sha256(DOMAIN + len(context).to_bytes(8, "big") + context + len(shares).to_bytes(4, "big"))
    for point in (b_point, *t):
        data.update(bytes(64) if point is None else point[0].to_bytes(32, "big") + point[1].to_bytes(32, "big"))
    for position, share, y in zip(positions, shares, ys, strict=True):
        data.update(position.to_bytes(1, "big") + share[0].to_bytes(32, "big") + share[1].to_bytes(32, "big")
                    + y[0].to_bytes(32, "big") + y[1].to_bytes(32, "big"))
    return int.from_bytes(data.digest(), "big") % N


class Ahead:
    """A proof's randomness w and its products, made before the shares are owed (the page makes
    them while the player thinks, so a click that sends shares spends no curve product). One proof
    only: two proofs with one w would give the key away (s − s' = (c' − c)·k), so the party drops
    it the moment it is used."""

    def __init__(self, key: int):
        self.key = key
        self.w = 1 + secrets.randbelow(N - 1)
        self.b_point: Point | None = None
        self.products: dict[Point, Point] = {}  # S -> w·S, and G -> w·G


def steps_ahead(ahead: Ahead, shares: Sequence[Point]) -> Generator[None, None, None]:
    """B and w·G, then w·S for each share not yet made, a product a step."""
    if ahead.b_point is None:
        ahead.b_point = group.multiply(ahead.key, G)
        yield
    for point in (G, *shares):
        if point not in ahead.products:
            ahead.products[point] = group.multiply(ahead.w, point)
            yield


def prove(context: bytes, key: int, positions: Sequence[int], shares: Sequence[Point], ys: Sequence[Point],
          ahead: Ahead | None = None) -> bytes:
    """The proof that each of ``shares`` is its point of ``ys`` with ``key`` removed (it holds
    only if they are: the tests hand it false shares, as a cheat would). ``ahead``, for this key
    and used by no other proof, saves the products it holds."""
    if ahead is None or ahead.key != key:
        ahead = Ahead(key)
    b_point = ahead.b_point or group.multiply(key, G)
    t = [ahead.products.get(point) or group.multiply(ahead.w, point) for point in (G, *shares)]
    c = _challenge(context, b_point, positions, shares, ys, t)
    s = (ahead.w - c * key) % N
    return c.to_bytes(SCALAR, "big") + s.to_bytes(SCALAR, "big") + group.parity_bits(shares)


def verify(context: bytes, b_point: Point, positions: Sequence[int], xs: Sequence[int], ys: Sequence[Point],
           proof: bytes) -> list[Point]:
    """The shares as exact points if ``proof`` shows each is ``ys``'s point with the key of
    ``b_point`` removed; FairError("cheat.share_proof") otherwise (a share off the curve is
    "cheat.not_a_card", as it always was)."""
    return group.run(verifying(context, b_point, positions, xs, ys, proof))


def verifying(context: bytes, b_point: Point, positions: Sequence[int], xs: Sequence[int], ys: Sequence[Point],
              proof: bytes) -> Generator[None, None, list[Point]]:
    """``verify`` step by step (a step a share). Its verdict is kept, by a hash of exactly what was
    checked: the page checks a message's shares in slices before the party takes it, and the
    party's own check then costs nothing."""
    key = hashlib.sha256(repr((context, b_point, list(positions), list(xs), list(ys), proof)).encode()).digest()
    verdict = _verdicts.get(key)
    if verdict is None:
        try:
            verdict = yield from check_afresh(context, b_point, positions, xs, ys, proof)
        except FairError as error:
            verdict = error.key
        _verdicts[key] = verdict
        while len(_verdicts) > VERDICTS:
            del _verdicts[next(iter(_verdicts))]
    if isinstance(verdict, str):
        raise FairError(verdict)
    return list(verdict)


def check_afresh(context: bytes, b_point: Point, positions: Sequence[int], xs: Sequence[int], ys: Sequence[Point],
           proof: bytes) -> Generator[None, None, list[Point]]:
    """The check itself (the module's docstring says what it shows), a step a share."""
    count = len(xs)
    if not count or len(ys) != count or len(positions) != count or len(proof) != size(count):
        raise FairError("cheat.share_proof")
    c, s = int.from_bytes(proof[:SCALAR], "big"), int.from_bytes(proof[SCALAR:2 * SCALAR], "big")
    bits = proof[2 * SCALAR:]
    if c >= N or s >= N or (count % 8 and bits[-1] >> (count % 8)):
        raise FairError("cheat.share_proof")  # one encoding: no byte can change with the proof valid
    try:
        shares = [group.lift_with_parity(x, bool(bits[i // 8] >> (i % 8) & 1)) for i, x in enumerate(xs)]
    except ValueError:
        raise FairError("cheat.not_a_card") from None
    t = [group.msm([(s, G), (c, b_point)])]
    for share, y in zip(shares, ys, strict=True):
        yield
        t.append(group.msm([(s, share), (c, y)]))
    if _challenge(context, b_point, positions, shares, ys, t) != c:
        raise FairError("cheat.share_proof")
    return shares
