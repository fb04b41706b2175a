"""The shuffle proof (game/fair/shuffle_proof.py) and the curve arithmetic under it.

The arithmetic of both curve.py (x-only) and group.py (full points) is checked against a
textbook affine double-and-add written here, independently of both. Then: honest shuffles of the
deck (Dracula's of the 32 card points, Van Helsing's of Dracula's) verify, and every bent deck,
altered proof, replayed proof and malformed byte string is refused with cheat.proof.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.fair import curve, deck, group, jacobian
from game.fair import shuffle_proof as sp
from game.fair.group import G, N, P, Point
from game.fair.wire import FairError

# --- a textbook affine secp256k1 (y^2 = x^3 + 7 over F_P), slow and plain ---------------------------


def textbook_add(p: Point | None, q: Point | None) -> Point | None:
    if p is None:
        return q
    if q is None:
        return p
    if p[0] == q[0] and (p[1] + q[1]) % P == 0:
        return None
    rise, run = (3 * p[0] * p[0], 2 * p[1]) if p == q else (q[1] - p[1], q[0] - p[0])  # tangent or chord
    slope = rise * pow(run, -1, P) % P
    x = (slope * slope - p[0] - q[0]) % P
    return x, (slope * (p[0] - x) - p[1]) % P


def textbook_multiply(k: int, p: Point) -> Point | None:
    """Double-and-add from the top bit, k taken as it is (not reduced mod N)."""
    acc = None
    for bit in bin(k)[2:]:
        acc = textbook_add(acc, acc)
        if bit == "1":
            acc = textbook_add(acc, p)
    return acc


def times(k: int, p: Point) -> Point:
    """k·p by group.py, for a k that is not 0 mod N (so never the point at infinity)."""
    product = group.multiply(k, p)
    assert product is not None
    return product


def plus(*terms: tuple[int, Point]) -> Point:
    total = group.msm(terms)
    assert total is not None
    return total


RNG = random.Random(20261202)
EDGE_SCALARS = [0, 1, 2, N - 1, N, N + 1, N // 2, N // 2 + 1, *(RNG.randrange(1, N) for _ in range(4))]
CARD = group.lift_with_parity(deck.CARD_X[7], False)


def test_the_textbook_arithmetic_knows_the_group_order():
    assert textbook_multiply(N, G) is None and textbook_multiply(N - 1, G) == group.negate(G)
    assert G[1] ** 2 % P == (G[0] ** 3 + 7) % P


@pytest.mark.parametrize("k", EDGE_SCALARS)
def test_curve_multiply_matches_the_textbook_x_at_edge_and_random_scalars(k):
    if k % N == 0:
        with pytest.raises(ValueError, match="never 0"):
            curve.multiply(k, CARD[0])
        return
    expected = textbook_multiply(k, CARD)
    assert expected is not None
    assert curve.multiply(k, CARD[0]) == expected[0]


def test_curve_multiply_by_n_minus_1_gives_the_x_of_1():
    """x-only: (N-1)·P = -P has the x of P."""
    assert curve.multiply(N - 1, CARD[0]) == curve.multiply(1, CARD[0]) == CARD[0]


@pytest.mark.parametrize("k", EDGE_SCALARS)
@pytest.mark.parametrize("base", [G, CARD], ids=["G", "card"])
def test_group_multiply_matches_the_textbook_at_edge_and_random_scalars(k, base):
    assert group.multiply(k, base) == textbook_multiply(k % N, base)
    assert group.multiply(k, base) == textbook_multiply(k, base)  # reducing mod N changes nothing


def test_group_multiply_by_n_minus_1_is_the_negation():
    assert group.multiply(N - 1, CARD) == group.negate(CARD) == (CARD[0], P - CARD[1])
    assert group.multiply(-1, CARD) == group.negate(CARD)


def test_the_endomorphism_and_the_scalar_split_of_the_multi_scalar_sum_are_right():
    """group.msm writes k·P as k1·P + k2·(λ·P), with λ·(x, y) = (β·x, y) and k1, k2 about 128 bits."""
    assert textbook_multiply(jacobian.LAMBDA, G) == (jacobian.BETA * G[0] % P, G[1])
    assert textbook_multiply(jacobian.LAMBDA, CARD) == (jacobian.BETA * CARD[0] % P, CARD[1])
    for k in [*EDGE_SCALARS, *(RNG.randrange(N) for _ in range(2000))]:
        k1, k2 = jacobian.split(k % N)
        assert (k1 + k2 * jacobian.LAMBDA - k) % N == 0
        assert abs(k1) < 2**128 and abs(k2) < 2**128


def test_msm_matches_the_textbook_sum_of_products():
    bases = [group.hash_to_point(b"test base " + bytes([i])) for i in range(7)] + [G, CARD]
    scalars = [RNG.randrange(N) for _ in bases[:-3]] + [1, N - 1, 2, N, 0]
    bases += [bases[0], bases[1]]  # a repeated base
    expected = None
    for k, base in zip(scalars, bases, strict=True):
        expected = textbook_add(expected, textbook_multiply(k % N, base))
    assert group.msm(list(zip(scalars, bases, strict=True))) == expected
    assert group.msm([(5, CARD), (-5, CARD)]) is None
    assert group.msm([]) is None


def test_full_points_agree_with_the_x_only_cipher():
    """A deck proven with full points is the same list of x's the x-only cipher makes."""
    key = RNG.randrange(1, N)
    for x in deck.CARD_X[:4]:
        for odd in (False, True):
            product = group.multiply(key, group.lift_with_parity(x, odd))
            assert product is not None and product[0] == curve.multiply(key, x)


def test_a_point_travels_as_its_x_and_a_parity_bit():
    points = [times(RNG.randrange(1, N), G) for _ in range(32)]
    bits = group.parity_bits(points)
    assert len(bits) == 4 and bits == bytes(sum((p[1] & 1) << j for j, p in enumerate(points[i:i + 8]))
                                            for i in range(0, 32, 8))
    data = group.encode_points(points)
    assert len(data) == 32 * 32 + 4
    assert group.decode_points(data, 32) == points
    for p in points[:3]:
        assert group.lift_with_parity(p[0], bool(p[1] & 1)) == p
        assert group.lift_with_parity(p[0], not p[1] & 1) == group.negate(p)


def test_points_from_outside_are_refused_off_the_curve_or_malformed():
    three = group.encode_points([G, CARD, G])
    with pytest.raises(group.NotAPoint):
        group.decode_points(three[:-1] + bytes([three[-1] | 0x80]), 3)  # a padding bit set
    with pytest.raises(group.NotAPoint):
        group.decode_points(three, 2)
    off = next(x for x in range(1, 100) if not curve.is_point(x))
    with pytest.raises(group.NotAPoint):
        group.decode_points(off.to_bytes(32, "big") + b"\0", 1)
    with pytest.raises(group.NotAPoint):
        group.decode_points(P.to_bytes(32, "big") + b"\0", 1)  # an x that is no field element
    for bad in [(G[0], G[1] + 1), (G[0], G[1] + P), (G[0],), [G[0], G[1]], (float(G[0]), G[1]), (True, 1), None]:
        with pytest.raises(group.NotAPoint):
            group.check_point(bad)


# --- the proof ----------------------------------------------------------------------------------------

CONTEXT = b"game 1f3a round 1 dracula"
CARDS = [group.lift_with_parity(x, False) for x in deck.CARD_X]


def shuffle(key: int, points: list[Point], rng: random.Random) -> tuple[list[Point], list[int]]:
    permutation = list(range(len(points)))
    rng.shuffle(permutation)
    return [times(key, points[j]) for j in permutation], permutation


class Round:
    """Dracula's shuffle of the card points (X, under a) and Van Helsing's of X (Y, under b)."""

    def __init__(self) -> None:
        rng = random.Random(7)
        self.a, self.b = rng.randrange(1, N), rng.randrange(1, N)
        self.x, self.pi = shuffle(self.a, CARDS, rng)
        self.y, self.sigma = shuffle(self.b, self.x, rng)
        self.dracula_proof = sp.prove(CONTEXT, CARDS, self.x, self.a, self.pi)
        self.van_helsing_proof = sp.prove(b"game 1f3a round 1 van_helsing", self.x, self.y, self.b, self.sigma)


@pytest.fixture(scope="module")
def rnd() -> Round:
    return Round()


def refused(context: bytes, inputs: object, outputs: object, proof: object) -> bool:
    with pytest.raises(FairError) as caught:
        sp.verify(context, inputs, outputs, proof)  # type: ignore[arg-type]  # wrong types on purpose
    return caught.value.key == "cheat.proof"


def test_an_honest_dracula_shuffle_of_the_32_cards_verifies(rnd):
    sp.verify(CONTEXT, CARDS, rnd.x, rnd.dracula_proof)
    assert [p[0] for p in rnd.x] == [curve.multiply(rnd.a, deck.CARD_X[j]) for j in rnd.pi]
    assert sp.key_point(rnd.dracula_proof) == group.multiply(rnd.a, G)


def test_an_honest_van_helsing_shuffle_of_draculas_deck_verifies(rnd):
    sp.verify(b"game 1f3a round 1 van_helsing", rnd.x, rnd.y, rnd.van_helsing_proof)
    assert sp.key_point(rnd.van_helsing_proof) == group.multiply(rnd.b, G)


def test_a_proof_for_32_cards_is_1124_bytes_and_a_new_one_each_time(rnd):
    """29 points (9, and 4 for each of log2(32) = 5 rounds), their parity bits, 6 numbers."""
    assert len(rnd.dracula_proof) == sp.proof_size(32) == 29 * 32 + 4 + 6 * 32 == 1124
    assert sp.prove(CONTEXT, CARDS, rnd.x, rnd.a, rnd.pi) != rnd.dracula_proof  # fresh randomness each time


def bend(rnd: Round, how: str) -> tuple[list[Point], list[Point], int, list[int]]:
    """A bent deck, as (inputs, outputs, key, permutation) a cheat would feed the prover."""
    if how == "dracula_doubles_his_key_for_one_card":
        x = list(rnd.x)
        x[5] = times(2, x[5])
        return CARDS, x, rnd.a, rnd.pi
    y = list(rnd.y)
    if how == "one_element_under_another_key":
        y[3] = times(rnd.b + 1, rnd.x[rnd.sigma[3]])
    elif how == "a_sum_of_two_inputs_in_place_of_one":  # b·(X0 + 2·X1)
        y[3] = plus((rnd.b, rnd.x[0]), (2 * rnd.b, rnd.x[1]))
    elif how == "a_duplicated_element":
        y[3] = y[4]
    elif how == "one_element_negated":  # its parity bit flipped in the deck: same x, other point
        y[3] = group.negate(y[3])
    return rnd.x, y, rnd.b, rnd.sigma


BENT = ["dracula_doubles_his_key_for_one_card", "one_element_under_another_key", "a_sum_of_two_inputs_in_place_of_one",
        "a_duplicated_element", "one_element_negated"]


@pytest.mark.parametrize("how", BENT)
def test_a_bent_deck_is_refused_whoever_made_the_proof(rnd, how):
    inputs, outputs, key, permutation = bend(rnd, how)
    honest = rnd.dracula_proof if inputs is CARDS else rnd.van_helsing_proof
    context = CONTEXT if inputs is CARDS else b"game 1f3a round 1 van_helsing"
    assert refused(context, inputs, outputs, honest)  # the true deck's proof
    with pytest.raises(ValueError, match="not the inputs permuted"):
        sp.prove(context, inputs, outputs, key, permutation)  # an honest prover will not lie
    assert refused(context, inputs, outputs, sp.prove(context, inputs, outputs, key, permutation, check=False))


def parse(proof: bytes, n: int) -> tuple[list[Point], list[int]]:
    points, scalars = sp.parse(proof, n)
    return list(points), list(scalars)


def build(points: list[Point], scalars: list[int]) -> bytes:
    return group.encode_points(points) + b"".join(s.to_bytes(32, "big") for s in scalars)


def test_parse_and_build_give_the_proof_back(rnd):
    assert build(*parse(rnd.dracula_proof, 32)) == rnd.dracula_proof


# points: 0 B, 1 C_a, 2 C_b, 3 C_e, 4 S, 5 A_Y, 6 A_G, 7 T_1, 8 T_2, then L, R, L_Y, R_Y for each of the
# five rounds (9..28); scalars: 0 τ, 1 μ, 2 t̂, 3 k̃, 4 and 5 the argument's last l and r
SWAPS = {"the_two_permutation_commitments": ("points", 1, 2), "the_inverse_and_mask_commitments": ("points", 3, 4),
         "the_two_key_masks": ("points", 5, 6), "t1_and_t2": ("points", 7, 8), "l_and_r_of_a_round": ("points", 9, 10),
         "the_two_images_of_a_round": ("points", 11, 12), "two_rounds": ("points", 13, 17),
         "tau_and_mu": ("scalars", 0, 1), "t_hat_and_the_key": ("scalars", 2, 3), "the_last_l_and_r": ("scalars", 4, 5)}


@pytest.mark.parametrize("name", SWAPS)
def test_a_proof_with_two_of_its_values_swapped_is_refused(rnd, name):
    points, scalars = parse(rnd.dracula_proof, 32)
    kind, i, j = SWAPS[name]
    values: list = points if kind == "points" else scalars
    values[i], values[j] = values[j], values[i]
    assert refused(CONTEXT, CARDS, rnd.x, build(points, scalars))


def test_a_proof_replayed_for_another_round_or_side_is_refused(rnd):
    assert refused(b"game 1f3a round 2 dracula", CARDS, rnd.x, rnd.dracula_proof)
    assert refused(b"game 1f3a round 1 van_helsing", CARDS, rnd.x, rnd.dracula_proof)
    assert refused(b"", CARDS, rnd.x, rnd.dracula_proof)


def test_a_proof_for_the_lists_the_other_way_round_or_for_part_of_them_is_refused(rnd):
    assert refused(CONTEXT, rnd.x, CARDS, rnd.dracula_proof)
    assert refused(CONTEXT, CARDS[:31], rnd.x[:31], rnd.dracula_proof)
    assert refused(CONTEXT, CARDS, rnd.x[:31], rnd.dracula_proof)


@pytest.mark.parametrize("bit", [0, 1, 8, 28, 29, 31])
def test_a_flipped_parity_bit_in_the_proof_is_refused(rnd, bit):
    """Bit 0 is B's: the proof then claims the key's negation (B's x alone would not bind b)."""
    data = bytearray(rnd.dracula_proof)
    data[32 * 29 + bit // 8] ^= 1 << (bit % 8)
    assert refused(CONTEXT, CARDS, rnd.x, bytes(data))


def test_a_proof_of_a_true_shuffle_claiming_another_keys_commitment_is_refused(rnd):
    points, scalars = parse(rnd.dracula_proof, 32)
    points[0] = times(rnd.a + 1, G)
    assert refused(CONTEXT, CARDS, rnd.x, build(points, scalars))
    points[0] = times(rnd.b, G)  # Van Helsing's key
    assert refused(CONTEXT, CARDS, rnd.x, build(points, scalars))


def test_truncated_extended_or_garbage_proof_bytes_are_refused(rnd):
    proof = rnd.dracula_proof
    garbage = random.Random(3).randbytes(len(proof))
    for bad in [proof[:-1], proof[:-32], proof + b"\0", proof + proof[-32:], b"", bytes(len(proof)), garbage,
                b"\xff" * len(proof), proof[:100]]:
        assert refused(CONTEXT, CARDS, rnd.x, bad)
    assert refused(CONTEXT, CARDS, rnd.x, proof.hex())  # not bytes at all
    assert refused(CONTEXT, CARDS, rnd.x, list(proof))


def test_a_scalar_not_below_the_group_order_is_refused(rnd):
    """s and s + N act alike on points: only the reduced one is accepted (one proof, one encoding)."""
    points, scalars = parse(rnd.dracula_proof, 32)
    for index in range(6):
        if scalars[index] + N < 2**256:
            changed = list(scalars)
            changed[index] += N
            assert refused(CONTEXT, CARDS, rnd.x, build(points, changed))
    changed = list(scalars)
    changed[3] = 2**256 - 1
    assert refused(CONTEXT, CARDS, rnd.x, build(points, changed))


def test_a_point_off_the_curve_in_the_proof_or_the_decks_is_refused(rnd):
    off = next(x for x in range(1, 100) if not curve.is_point(x))
    for index in (0, 1, 9, 28):  # B, a commitment, the first and the last round's points
        data = bytearray(rnd.dracula_proof)
        data[32 * index:32 * index + 32] = off.to_bytes(32, "big")
        assert refused(CONTEXT, CARDS, rnd.x, bytes(data))
    assert refused(CONTEXT, CARDS, [(rnd.x[0][0], rnd.x[0][1] + 1), *rnd.x[1:]], rnd.dracula_proof)
    assert refused(CONTEXT, [(off, 1), *CARDS[1:]], rnd.x, rnd.dracula_proof)
    assert refused(CONTEXT, CARDS, [None, *rnd.x[1:]], rnd.dracula_proof)  # the point at infinity
    assert refused(CONTEXT, [], [], rnd.dracula_proof)


def test_the_prover_refuses_malformed_arguments(rnd):
    for key, permutation in [(0, rnd.pi), (N, rnd.pi), (rnd.a, rnd.pi[:-1]), (rnd.a, [0] * 32)]:
        with pytest.raises(ValueError, match="not a shuffle"):
            sp.prove(CONTEXT, CARDS, rnd.x, key, permutation)


@settings(max_examples=12, deadline=None)
@given(st.sampled_from([1, 2, 4, 8]), st.integers(1, N - 1), st.randoms(use_true_random=False), st.data())
def test_random_shuffles_of_a_few_points_verify_and_any_changed_byte_is_refused(n, key, rng, data):
    inputs = [group.hash_to_point(b"property input " + bytes([i])) for i in range(n)]
    outputs, permutation = shuffle(key, inputs, rng)
    proof = sp.prove(b"property", inputs, outputs, key, permutation)
    sp.verify(b"property", inputs, outputs, proof)
    assert sp.key_point(proof) == group.multiply(key, G)
    index = data.draw(st.integers(0, len(proof) - 1))
    changed = bytearray(proof)
    changed[index] ^= data.draw(st.integers(1, 255))
    assert refused(b"property", inputs, outputs, bytes(changed))


def test_a_deck_whose_size_is_not_a_power_of_two_has_no_proof(rnd):
    inputs, permutation = CARDS[:3], [2, 0, 1]
    outputs = [times(rnd.a, inputs[j]) for j in permutation]
    with pytest.raises(ValueError, match="power of two"):
        sp.prove(CONTEXT, inputs, outputs, rnd.a, permutation)
    assert refused(CONTEXT, inputs, outputs, rnd.dracula_proof)
    assert refused(CONTEXT, inputs, outputs, sp.prove(CONTEXT, CARDS[:4], [*outputs, times(rnd.a, CARDS[3])],
                                                       rnd.a, [*permutation, 3])[:sp.proof_size(2)])


# --- an independent verifier: the equations of docs/FAIR.md one by one, on the textbook arithmetic ---


def textbook_sum(*terms: tuple[int, Point | None]) -> Point | None:
    total = None
    for k, p in terms:
        if p is not None:
            total = textbook_add(total, textbook_multiply(k % N, p))
    return total


def textbook_verify(context: bytes, inputs: list[Point], outputs: list[Point], proof: bytes) -> bool:
    """Each equation checked on its own (no random weights, no batching) with the generators,
    P and Q folded round by round as [BBBPWM18] Protocol 2 writes it; only the parsing, the
    generators' names and the challenges drawn from the transcript are shared with the module."""
    n = len(inputs)
    points, numbers = sp.parse(proof, n)
    b_point, c_a, c_b, c_e, s_point, a_y, a_g, t_1, t_2 = points[:9]
    tau, mu, t_hat, k_tilde, last_l, last_r = numbers
    x, y, z, w, v, c, u, challenges = sp.drawn_challenges(context, inputs, outputs, points, numbers)
    pairs = [(y * j + pow(x, j, N)) % N for j in range(n)]
    t_0 = sum(pow(w, i, N) for i in range(n)) + v * sum(pow(z - p, -1, N) for p in pairs)
    if textbook_sum((k_tilde, G)) != textbook_sum((1, b_point), (-c, a_g)):
        return False  # k̃·G = B − c·A_G
    if textbook_sum((t_hat, G), (tau, sp.H)) != textbook_sum((t_0, G), (c, t_1), (c * c, t_2)):
        return False  # t̂·G + τ·H = t_0·G + c·T_1 + c²·T_2
    g, h = sp.generators(n)
    w_inverse = pow(w, -1, N)
    u_point = textbook_multiply(u, sp.U)
    h = [textbook_multiply(pow(w_inverse, i, N), p) for i, p in enumerate(h)]
    ys = [textbook_multiply(pow(w_inverse, i, N), p) for i, p in enumerate(outputs)]
    big_p = textbook_sum((1, c_e), (c, s_point), (-y, c_a), (-1, c_b), (-mu, sp.H), (t_hat, u_point),
                         *((z + v * pow(w_inverse, i, N), p) for i, p in enumerate(sp.generators(n)[1])))
    big_q = textbook_sum((c, a_y), *((-k_tilde * p, q) for p, q in zip(pairs, inputs, strict=True)),
                         *((z + v * pow(w_inverse, i, N), p) for i, p in enumerate(outputs)))
    rounds = points[9:]
    for k, x_k in zip(range(0, len(rounds), 4), challenges, strict=True):
        big_l, big_r, l_y, r_y = rounds[k:k + 4]
        x_inverse, half = pow(x_k, -1, N), len(g) // 2
        big_p = textbook_sum((x_k * x_k, big_l), (1, big_p), (x_inverse * x_inverse, big_r))
        big_q = textbook_sum((x_k * x_k, l_y), (1, big_q), (x_inverse * x_inverse, r_y))
        g = [textbook_sum((x_inverse, a), (x_k, b)) for a, b in zip(g[:half], g[half:], strict=True)]
        h = [textbook_sum((x_k, a), (x_inverse, b)) for a, b in zip(h[:half], h[half:], strict=True)]
        ys = [textbook_sum((x_k, a), (x_inverse, b)) for a, b in zip(ys[:half], ys[half:], strict=True)]
    return (big_p == textbook_sum((last_l, g[0]), (last_r, h[0]), (last_l * last_r, u_point))
            and big_q == textbook_sum((last_r, ys[0])))


def test_an_independent_verifier_on_the_textbook_arithmetic_agrees(rnd):
    assert textbook_verify(CONTEXT, CARDS, rnd.x, rnd.dracula_proof)
    assert textbook_verify(b"game 1f3a round 1 van_helsing", rnd.x, rnd.y, rnd.van_helsing_proof)
    inputs, outputs, key, permutation = bend(rnd, "a_sum_of_two_inputs_in_place_of_one")
    bent = sp.prove(b"game 1f3a round 1 van_helsing", inputs, outputs, key, permutation, check=False)
    assert not textbook_verify(b"game 1f3a round 1 van_helsing", inputs, outputs, bent)
    assert not textbook_verify(b"game 1f3a round 2 dracula", CARDS, rnd.x, rnd.dracula_proof)
