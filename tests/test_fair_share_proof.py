"""The proof that shares are honest (game/fair/share_proof.py: Chaum–Pedersen, several bases).

A second implementation is written here from the statement alone (docs/FAIR.md, "A share's
proof"), on the textbook affine arithmetic of test_shuffle_proof.py: proofs made by either are
accepted by the other, and every false share, wrong key, other context and changed byte is
refused by both.
"""

from __future__ import annotations

import hashlib
import random

import pytest
from test_shuffle_proof import textbook_add, textbook_multiply

from game.fair import deck, group
from game.fair import share_proof as cp
from game.fair.group import G, N, Point
from game.fair.wire import FairError

RNG = random.Random(20261203)
CONTEXT = b"dvvh shares game ab round 1 from dracula"


# --- the independent implementation: the statement B = k·G, Y_i = k·S_i, written out again ---------

def _bytes(point: Point | None) -> bytes:
    return bytes(64) if point is None else point[0].to_bytes(32, "big") + point[1].to_bytes(32, "big")


def textbook_challenge(context: bytes, b_point: Point, positions, shares, ys, t) -> int:
    data = b"dracula-vs-van-helsing share proof v1" + len(context).to_bytes(8, "big") + context
    data += len(shares).to_bytes(4, "big") + _bytes(b_point) + b"".join(_bytes(p) for p in t)
    for position, share, y in zip(positions, shares, ys, strict=True):
        data += bytes([position]) + _bytes(share) + _bytes(y)
    return int.from_bytes(hashlib.sha256(data).digest(), "big") % N


def textbook_prove(context: bytes, key: int, positions, shares, ys, w: int) -> bytes:
    b_point = textbook_multiply(key, G)
    t = [textbook_multiply(w, G)] + [textbook_multiply(w, share) for share in shares]
    c = textbook_challenge(context, b_point, positions, shares, ys, t)
    bits = bytearray((len(shares) + 7) // 8)
    for i, share in enumerate(shares):
        bits[i // 8] |= (share[1] & 1) << (i % 8)
    return c.to_bytes(32, "big") + ((w - c * key) % N).to_bytes(32, "big") + bytes(bits)


def textbook_verify(context: bytes, b_point: Point, positions, shares, ys, proof: bytes) -> bool:
    """Accepts the exact points the shares are (the receiver lifts them with the proof's bits)."""
    c, s = int.from_bytes(proof[:32], "big"), int.from_bytes(proof[32:64], "big")
    if c >= N or s >= N or len(proof) != 64 + (len(shares) + 7) // 8:
        return False
    bits = proof[64:]
    if any((share[1] & 1) != (bits[i // 8] >> (i % 8) & 1) for i, share in enumerate(shares)):
        return False
    t = [textbook_add(textbook_multiply(s, G), textbook_multiply(c, b_point))]
    t += [textbook_add(textbook_multiply(s, share), textbook_multiply(c, y))
          for share, y in zip(shares, ys, strict=True)]
    return textbook_challenge(context, b_point, positions, shares, ys, t) == c


# --- a round's points, as the protocol makes them ---------------------------------------------------

def a_round(count: int = 3):
    """Y (both layers over the cards), the sender's key, the positions it shares and their shares."""
    a, b = RNG.randrange(1, N), RNG.randrange(1, N)
    ys = [group.multiply(a * b % N, card) for card in deck.CARDS]
    positions = RNG.sample(range(len(ys)), count)
    undo = pow(b, -1, N)
    shares = [group.multiply(undo, ys[p]) for p in positions]
    return b, positions, shares, [ys[p] for p in positions], ys


def test_a_proof_made_here_is_accepted_by_the_textbook_and_one_made_by_the_textbook_here():
    key, positions, shares, ys, _ = a_round(5)
    b_point = group.multiply(key, G)
    proof = cp.prove(CONTEXT, key, positions, shares, ys)
    assert len(proof) == cp.size(5) == 65
    assert textbook_verify(CONTEXT, b_point, positions, shares, ys, proof)
    assert cp.verify(CONTEXT, b_point, positions, [s[0] for s in shares], ys, proof) == shares
    theirs = textbook_prove(CONTEXT, key, positions, shares, ys, RNG.randrange(1, N))
    assert cp.verify(CONTEXT, b_point, positions, [s[0] for s in shares], ys, theirs) == shares


def test_a_false_share_that_is_another_real_card_is_refused_by_both():
    """The gap the audit left open: a share that reads as a real card, but not the one dealt there.
    Its maker runs the honest prover on it (knowing the key): no proof holds."""
    key, positions, shares, ys, all_ys = a_round(3)
    other = next(p for p in range(len(all_ys)) if p not in positions)
    false = [*shares[:2], group.multiply(pow(key, -1, N), all_ys[other])]  # the third shows another card
    b_point = group.multiply(key, G)
    proof = cp.prove(CONTEXT, key, positions, false, ys)
    assert not textbook_verify(CONTEXT, b_point, positions, false, ys, proof)
    with pytest.raises(FairError) as caught:
        cp.verify(CONTEXT, b_point, positions, [s[0] for s in false], ys, proof)
    assert caught.value.key == "cheat.share_proof"


def test_a_proof_under_another_key_than_the_shuffle_s_is_refused():
    """Shares proven with a key the shuffle's proof did not bind (B is the shuffle's)."""
    key, positions, shares, ys, _ = a_round(2)
    proof = cp.prove(CONTEXT, key, positions, shares, ys)
    other_b = group.multiply(RNG.randrange(1, N), G)
    assert not textbook_verify(CONTEXT, other_b, positions, shares, ys, proof)
    with pytest.raises(FairError):
        cp.verify(CONTEXT, other_b, positions, [s[0] for s in shares], ys, proof)


@pytest.mark.parametrize("how", ["context", "positions", "order", "fewer"])
def test_a_proof_moved_to_another_game_round_sender_or_positions_is_refused(how):
    key, positions, shares, ys, _ = a_round(3)
    b_point = group.multiply(key, G)
    proof = cp.prove(CONTEXT, key, positions, shares, ys)
    xs = [s[0] for s in shares]
    if how == "context":
        args = (CONTEXT.replace(b"round 1", b"round 2"), b_point, positions, xs, ys, proof)
    elif how == "positions":
        args = (CONTEXT, b_point, [p ^ 1 for p in positions], xs, ys, proof)
    elif how == "order":
        args = (CONTEXT, b_point, positions[::-1], xs[::-1], ys[::-1], proof[:64] + bytes([_reversed_bits(proof[64])]))
    else:
        args = (CONTEXT, b_point, positions[:2], xs[:2], ys[:2], proof)
    with pytest.raises(FairError):
        cp.verify(*args)


def _reversed_bits(byte: int) -> int:
    return sum(((byte >> i) & 1) << (2 - i) for i in range(3))


def test_every_changed_bit_of_a_proof_is_refused():
    key, positions, shares, ys, _ = a_round(3)
    b_point = group.multiply(key, G)
    proof = cp.prove(CONTEXT, key, positions, shares, ys)
    xs = [s[0] for s in shares]
    for bit in [*range(0, 512, 37), 512, 513, 514, 515, 519]:  # c, s, the parities, a padding bit
        changed = bytearray(proof)
        changed[bit // 8] ^= 1 << (bit % 8)
        with pytest.raises(FairError):
            cp.verify(CONTEXT, b_point, positions, xs, ys, bytes(changed))
    for bad in (proof[:-1], proof + b"\0", b"", (N).to_bytes(32, "big") + proof[32:],
                proof[:32] + (N + 1).to_bytes(32, "big") + proof[64:]):
        with pytest.raises(FairError):
            cp.verify(CONTEXT, b_point, positions, xs, ys, bad)


def test_share_proofs_made_ahead_verify_and_each_randomness_serves_one_proof_only(monkeypatch):
    """The page makes a share proof's randomness and products while the player thinks: a whole game
    with that work done before every message, each proof checked by the friend as it arrives, and no
    randomness (w) used by two proofs, which would give the key away (s − s' = (c' − c)·k)."""
    from test_fair import start

    from game.fair import shuffle_proof

    used: list[int] = []
    made_ahead: list[bool] = []
    real = cp.prove

    def watched(context, key, positions, shares, ys, ahead=None):
        made_ahead.append(ahead is not None and ahead.key == key and all(s in ahead.products for s in shares))
        if ahead is not None:
            used.append(ahead.w)
        return real(context, key, positions, shares, ys, ahead)

    monkeypatch.setattr(cp, "prove", watched)
    host, guest = start("dracula")
    rng = random.Random(8)
    for _ in range(400):
        speaker = host if host.holds_turn_to_speak() else guest
        group.run(speaker.steps_ahead())  # what the page does between two clicks
        while speaker.my_turn() and not speaker.due(False):
            speaker.act(rng.choice(speaker.legal_actions()))
        if not speaker.due(False):
            break
        (guest if speaker is host else host).receive(speaker.outgoing())
    assert host.winner and host.winner == guest.winner
    # all but the round's first shares, which leave with the deck they come from (made as it is sent)
    assert len(made_ahead) > 20 and made_ahead.count(False) <= host.scores.round
    assert len(used) == len(set(used))
    assert shuffle_proof.verdicts()  # the shuffles were checked too
