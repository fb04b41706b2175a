"""Attacks on the promise "playing a friend is fair" (docs/FAIR.md, the threat model), one a test.

Each attacker is the honest Party with one thing bent (it holds its keys and the MAC key, as a
changed page would), or whoever carries the messages (it holds neither). Each test says when the
honest side catches it (before it reads a card from it, before any share of its own leaves), and
checks that the honest side's state and its stored game (``dump``) are unchanged by the refusal.
"""

from __future__ import annotations

import json
import random

import pytest
from helpers import split_into
from test_fair import exchange, start
from test_fair_hostile import DEEP, HUGE_NUMBER, _token, forged, next_message, refused

from game.cards import DECK_SIZE
from game.fair import curve, deck, group, reader, share_proof, wire
from game.fair.party import Party
from game.fair.wire import FairError
from game.session.inbox import KEPT, Inbox

# ----- a false share that reads as another real card: refused by its proof, at once -----


class ShareSwapper(Party):
    """Gives two real cards, each in the other's place: the first two shares of a message swapped,
    proven with the honest prover and its true key (no proof can hold for them)."""

    def shares_with_proof(self, number: int, positions: list[int]) -> tuple[list, str]:
        crypt = self.crypts[number]
        shares = [self.share_of(p) for p in positions]
        if len(shares) > 1:
            shares[0], shares[1] = shares[1], shares[0]
        proof = share_proof.prove(self.share_context(number, self.me), crypt.key, positions, shares,
                                  [crypt.y[p] for p in positions])
        return [[p, self.share_text(s)] for p, s in zip(positions, shares, strict=True)], wire.b64(proof)


def _first_shares(honest: Party, cheat: Party) -> str:
    """Play on until the cheat's next message carries shares: that message."""
    rng = random.Random(7)
    for _ in range(8):
        speaker, receiver = (honest, cheat) if honest.holds_turn_to_speak() else (cheat, honest)
        token = next_message(speaker, rng)
        if speaker is cheat and len(reader.read(token).get("s", [0, []])[1]) > 1:
            return token
        receiver.receive(token)
    raise AssertionError("the cheat never gave two shares")


@pytest.mark.parametrize("cheat_side", ["dracula", "van_helsing"])
def test_a_false_share_that_is_another_real_card_is_refused_before_it_is_read(cheat_side):
    """Gap (a) of the review: such a share used to be caught only at the round's audit, after the
    victim had acted on a wrong card. Its proof now fails in the message that carries it: the
    victim reads no card from it, and nothing of it is kept."""
    honest, cheat = start("van_helsing" if cheat_side == "dracula" else "dracula", guest_class=ShareSwapper)
    token = _first_shares(honest, cheat)
    known = honest.read_cards()
    assert refused(honest, token).key == "cheat.share_proof"
    assert honest.read_cards() == known  # no card of that message was read
    # the control: without the proof, each share reads as a real card, two of them not the one dealt there
    crypt, theirs = honest.round, cheat.round
    read = {p: deck.read(crypt.key, honest.share_point(crypt, text)) for p, text in reader.read(token)["s"][1]}
    a, b = (crypt.key, theirs.key) if honest.me == 0 else (theirs.key, crypt.key)
    true = deck.true_order(a, b, deck.xs(theirs.x), deck.xs(theirs.y))
    assert sum(true[p] != card for p, card in read.items()) == 2


def test_a_share_proof_replayed_from_an_earlier_message_is_refused():
    """The cheat sends its first shares' proof again with later shares (a proof of up to 8 shares
    has one size: the reader lets it through, the proof does not)."""
    host, guest = start("dracula")
    rng = random.Random(11)
    first = next_message(guest, rng)  # Van Helsing's shares of Dracula's slots, and their proof
    proof = reader.read(first)["s"][2]
    host.receive(first)
    for _ in range(40):
        speaker, receiver = (host, guest) if host.holds_turn_to_speak() else (guest, host)
        token = next_message(speaker, rng)
        if speaker is guest and "s" in reader.read(token):
            replayed = forged(guest, token, lambda body: body["s"].__setitem__(2, proof))
            assert refused(host, replayed).key == "cheat.share_proof"
            return
        receiver.receive(token)
    raise AssertionError("no later shares")


def test_a_share_that_is_no_point_of_the_curve_is_refused():
    host, guest = start("dracula")
    token = next_message(guest, random.Random(3))
    off = next(x for x in range(2, 100) if not curve.is_point(x))

    def change(body: dict) -> None:
        body["s"][1][0][1] = wire.b64(off.to_bytes(32, "big"))
    assert refused(host, forged(guest, token, change)).key == "cheat.not_a_card"


def test_dracula_s_share_as_an_index_is_refused():
    """Only Van Helsing's share may travel as an index of X (one of Dracula's own points)."""
    host, guest = start("van_helsing")
    rng = random.Random(4)
    exchange(host, guest, rng, 2)  # Dracula's answer (X), Van Helsing's (Y, his shares)
    token = next_message(guest, rng)
    assert "s" in reader.read(token)
    assert refused(host, forged(guest, token, lambda body: body["s"][1][0].__setitem__(1, 0))).key == "msg.unreadable"


def _off_curve() -> str:
    """A 32-byte x that is no point of the curve (x^3 + 7 has no square root)."""
    return wire.b64(next(x for x in range(2, 100) if not curve.is_point(x)).to_bytes(32, "big"))


def test_an_invitation_whose_identity_is_no_point_of_the_curve_is_refused():
    """No key exchange is made with a point off the curve (nothing could then be learnt of the
    guest's identity key from its products): the guest refuses it as unreadable, and so does its page."""
    from game.session import Session

    host = Party.new_host("dracula")
    token = forged(host, host.outgoing(), lambda body: body.__setitem__("i", _off_curve()))
    with pytest.raises(FairError) as caught:
        Party.joining(token)
    assert caught.value.key == "msg.unreadable"
    session = Session.open({}, pace=0, welcome=False)
    assert not session.take_message(token)
    assert session.remote is None


def test_an_answer_whose_identity_is_no_point_of_the_curve_is_refused_and_changes_nothing():
    """Whoever answers an invitation with an identity off the curve (whatever its MAC) is refused,
    and the real guest's answer is still taken after it."""
    host, guest = start()
    answer = guest.outgoing()
    bent = reader.read(answer)
    bent["i"] = _off_curve()
    bent["m"] = wire.b64(bytes(wire.MAC_BYTES))
    assert refused(host, wire.encode(bent)).key == "msg.altered"  # no MAC can hold: no key to check it with
    host.receive(answer)
    assert host.their_identity is not None


# ----- the invitation and its answer: trusted on first use, shown by the game's code -----

def test_both_sides_of_an_honest_game_show_one_code_and_another_game_shows_another():
    host, guest = start()
    assert host.code() is None  # the guest's identity comes with its answer
    code = guest.code()
    assert code is not None and len(code) == 24 and all(len(g) == 4 and g.isdigit() for g in code.split(" "))
    host.receive(guest.outgoing())
    assert host.code() == code
    assert type(host).load(host.dump()).code() == code  # a reload shows the same
    _, other_guest = start()
    assert other_guest.code() != code


def test_a_carrier_who_answers_in_the_guest_s_place_is_shown_by_the_code():
    """The attack the audit found: whoever carries the invitation answers it first, and the host plays
    with it. Nothing refuses it (nothing is shared yet), but the host's code is the carrier's, not the
    guest's: two players who compare their codes see it, and the real guest's answer is refused."""
    host, guest = start()
    carrier, _ = Party.joining(host.last_sent)
    host.receive(carrier.outgoing())
    real_answer = guest.outgoing()
    assert refused(host, real_answer).key == "msg.old"  # the host has an answer to its invitation already
    assert host.code() == carrier.code() != guest.code()


def test_one_who_stands_between_has_a_code_with_each_side_and_they_differ():
    """A carrier in the middle: it answers the host's invitation, and sends the guest an invitation of its
    own in its place (the same game, the same side), which the guest answers. Both sides take what they
    got, and the two codes differ."""
    host = Party.new_host("dracula")
    host.outgoing()
    to_host, _ = Party.joining(host.last_sent)
    host.receive(to_host.outgoing())
    to_guest = Party(host.me, True, host.game_id)
    fooled, _ = Party.joining(to_guest.outgoing())
    to_guest.receive(fooled.outgoing())
    assert host.code() == to_host.code() and fooled.code() == to_guest.code()
    assert host.code() != fooled.code()


# ----- a side that keeps back a card it owes -----

class Withholder(Party):
    """Leaves out the first share it owes."""

    def owed_shares(self) -> list[int]:
        return super().owed_shares()[1:]


def test_a_message_that_keeps_back_a_card_the_rules_show_is_refused():
    honest, cheat = start("dracula", guest_class=Withholder)
    token = next_message(cheat, random.Random(5))  # Van Helsing's answer, one of Dracula's slots left out
    assert refused(honest, token).key == "cheat.withheld"


# ----- the message layer: order, replay, other games, other rounds -----

def _copy(party: Party) -> Party:
    return type(party).load(json.loads(json.dumps(party.dump())))


def test_a_message_delivered_before_the_one_it_answers_is_refused_then_the_game_goes_on():
    """Gap (b): the carrier holds back message n and delivers n + 2 first (two messages swapped; n + 2
    made by a copy of both sides, as the friend's page could). n + 2 is refused in words (which
    number comes first) and changes nothing; once n arrives, it applies and the game goes on."""
    host, guest = start("dracula")
    rng = random.Random(6)
    exchange(host, guest, rng, 4)  # no shuffle is made from here on in this round
    held = next_message(guest, random.Random(1))  # message n, held back
    shadow_host, shadow_guest = _copy(host), _copy(guest)
    shadow_host.receive(held)
    answer = next_message(shadow_host, random.Random(2))
    shadow_guest.receive(answer)
    early = next_message(shadow_guest, random.Random(3))  # message n + 2, delivered first
    n = reader.read(held)["n"]
    caught = refused(host, early)
    assert caught.key == "msg.ahead" and caught.params == {"seq": n + 2, "expected": n}
    host.receive(held)
    guest.receive(next_message(host, random.Random(2)))
    host.receive(next_message(guest, random.Random(3)))  # the game goes on
    assert host.seq_in == n + 4
    assert refused(host, early).key == "msg.fork"  # now a second answer to the host's message: named so


def test_a_replayed_message_is_refused_in_words_and_changes_nothing():
    host, guest = start("dracula")
    tokens = exchange(host, guest, random.Random(8), 5)
    for token in tokens[0::2]:  # every message the guest sent, opened again on the host
        caught = refused(host, token)
        assert caught.key == "msg.old" and caught.params["seq"] == reader.read(token)["n"]


def test_a_message_of_another_game_is_refused_in_words_and_changes_nothing():
    """The friend's true message, moved to another game by its id (signed again, by the friend)."""
    host, guest = start("dracula")
    token = next_message(guest, random.Random(9))
    assert refused(host, forged(guest, token, lambda body: body.update(g="0123456789abcdef"))).key \
        == "msg.other_game"


def test_a_message_that_does_not_follow_the_last_one_is_refused():
    """The chain: a message numbered right, signed right, naming another message before it."""
    host, guest = start("dracula")
    rng = random.Random(10)
    exchange(host, guest, rng, 2)
    token = next_message(guest, rng)
    assert refused(host, forged(guest, token, lambda body: body.update(h=wire.b64(bytes(16))))).key \
        == "msg.out_of_order"


@pytest.mark.parametrize("field", ["s", "k", "y"])
def test_a_share_key_or_deck_of_another_round_is_refused(field):
    host, guest = start("dracula")
    token = next_message(guest, random.Random(12))  # Van Helsing's answer: Y and his shares

    def change(body: dict) -> None:
        if field == "k":
            body["k"] = [2, format(guest.crypts[2].key, "x")]
        else:
            body[field][0] = 2
    assert refused(host, forged(guest, token, change)).key == "msg.unreadable"


def test_the_mac_is_checked_once_a_message(monkeypatch):
    """Issue: a second answer to one message was checked twice (``_another_answer``, ``_apply``)."""
    host, guest = start("dracula")
    rng = random.Random(13)
    exchange(host, guest, rng, 4)
    checks = []
    real = wire.check_mac
    monkeypatch.setattr(wire, "check_mac", lambda *args: checks.append(1) or real(*args))
    token = next_message(guest, rng)
    host.receive(token)
    assert len(checks) == 1
    checks.clear()
    with pytest.raises(FairError) as caught:
        host.receive(forged(guest, token, lambda body: body.update(a=["draw"])))  # another answer to it
    assert caught.value.key in ("msg.fork", "msg.old") and len(checks) <= 1


# ----- R-CALL: the drawer cannot look at the top card before deciding to call -----

def test_r_call_no_side_holds_the_top_card_s_share_while_it_may_still_call():
    from test_fair import converse

    seen = []

    def watch(party: Party) -> None:
        world = party.world()
        if "call" in party.legal_actions() and world.deck:
            top = DECK_SIZE - len(world.deck)
            seen.append(top)
            assert top not in party.read_cards() or top in party.visible_positions()
    for seed in range(2):
        host, guest = start("dracula" if seed else "van_helsing")
        converse(host, guest, random.Random(seed), watch=watch)
    assert seen


# ----- hostile tokens, through every way in -----

HOSTILE = [DEEP, HUGE_NUMBER, wire.PREFIX + "!!", _token(b'{"v": 3, "g": "ab", "n": -1, "h": null}'),
           _token(b'{"v": "3", "g": "ab", "n": 1, "h": null}'), _token(b'{"v": 3, "g": {"a": 1}, "n": 1, "h": null}'),
           _token(b'{"v": 3, "g": "ab", "n": 1, "h": null, "s": [1, [[0, "A"]], {}]}'),
           _token(b'{"v": 3, "g": "ab", "n": 1, "h": null, "s": [1, [], "AA"]}'),
           _token(b'[[[[[[1]]]]]]'), _token(b'"just text"'), wire.PREFIX + "A" * 20_000]


@pytest.mark.parametrize("token", HOSTILE, ids=range(len(HOSTILE)))
def test_a_hostile_token_is_refused_by_every_way_in(token):
    """Party.receive, Party.invited, the session's open-a-message path (and its work ahead), the
    parts' reader: each says FairError (or, for the session, a refusal in words), nothing else."""
    from test_friend import Device, invite

    with pytest.raises(FairError):
        reader.read(token)
    with pytest.raises(FairError):
        Party.invited(token)
    host, guest = start()
    refused(host, token)
    refused(guest, token)
    device = Device()
    assert device.session.friends.message_work(token) == [] and list(device.session.friends.message_steps(token)) == []
    assert not device.session.take_message(token)
    assert device.session.message.words.startswith("fair.msg.")
    host_device, _ = invite("dracula")
    host_device.store()
    before = host_device.storage.get("dvvh.remote")
    assert not host_device.session.take_message(token)
    host_device.store()
    assert json.loads(host_device.storage["dvvh.remote"])["games"] == json.loads(before)["games"]
    if 40 < len(token) <= 186:  # as the parts of a split message (20 characters each): whole, then refused
        parts = wire.split(token, wire.LIMIT - 40)
        assert len(parts) > 1 and not any(device.session.take_message(part) for part in parts)
        assert device.session.message.words.startswith("fair.msg.") and device.session.remote is None


# ----- gap (c): junk parts under a real message's id -----

def _add(inbox: Inbox, text: str) -> str | None:
    """The whole message the part completes, None, or the words of a refusal."""
    try:
        return inbox.add(text)[0]
    except FairError as error:
        return error.key


def _split_message() -> tuple[str, list[str]]:
    token = Party.new_host("dracula").outgoing()
    return token, split_into(token, 4)


def _junk(part: str, count: int | None = None) -> str:
    head = len(wire.PART_PREFIX) + wire.PART_ID
    if count is not None:
        return part[:head + 1] + str(count) + part[head + 2:]
    return part[:-20] + "B" * 20


@pytest.mark.parametrize("when", ["first", "between", "every place", "another count", "after a reload"])
def test_junk_parts_under_a_real_message_s_id_do_not_poison_its_real_parts(when):
    token, parts = _split_message()
    inbox = Inbox()
    junk = [_junk(p) for p in parts] if when == "every place" else [_junk(parts[1])]
    if when == "another count":
        junk = [_junk(parts[0], 3)]
    opened = junk + parts if when in ("first", "every place", "another count") else parts[:2] + junk + parts[2:]
    results = []
    for text in opened:
        if when == "after a reload":
            inbox = Inbox.from_json(json.loads(json.dumps(inbox.to_json())))
        results.append(_add(inbox, text))
    assert set(results) - {token, None, "msg.parts"} == set()  # a clash is said: msg.parts
    assert results[-1] == token and results.count(token) == 1
    assert not inbox.kept
    assert inbox.add(junk[0])[0] == token  # junk after the message is whole: the message again


def test_junk_parts_are_bounded_and_the_real_part_opened_again_still_completes():
    token, parts = _split_message()
    inbox = Inbox()
    inbox.add(parts[0])
    for i in range(3 * KEPT):  # a flood of junk for part 2
        _add(inbox, parts[1][:-6] + format(i, "06d").replace("0", "A"))
    assert sum(len(pieces) for pieces in inbox.kept.values()) <= KEPT
    assert [_add(inbox, part) for part in parts[2:]] == [None, None]  # part 1 was pushed out by the flood
    assert [_add(inbox, part) for part in parts] == ["msg.parts", token, token, token]  # opened again: whole


def test_parts_stored_by_the_older_inbox_still_load():
    _, parts = _split_message()
    name, number, count, piece = reader.read_part(parts[0])
    inbox = Inbox.from_json({name: [count, {str(number): piece}]})
    assert inbox.pending == {name: (count, {number: piece})}


def test_a_deck_point_travels_exact_and_the_share_as_its_x():
    """The parity bit a share's proof carries is the exact point's (it is no extra freedom)."""
    point = group.multiply(5, deck.CARDS[0])
    assert group.lift_with_parity(point[0], bool(point[1] & 1)) == point


def test_every_test_docs_fair_names_exists():
    """FAIR.md says only what tests show: each test it names (``file::function``; ``::function``
    is of the file named last) is in that file."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    text = (root / "docs" / "FAIR.md").read_text(encoding="utf-8")
    named, last = [], None
    for found in re.finditer(r"`((?:e2e/)?test_\w+\.py)?::(test_\w+)`", text):
        last = found.group(1) or last
        named.append((last, found.group(2)))
    assert len(named) > 40
    for file, function in named:
        path = root / file if file.startswith("e2e/") else root / "tests" / file
        assert f"def {function}(" in path.read_text(encoding="utf-8"), (file, function)


def test_the_page_checks_a_message_s_shares_in_steps_and_the_party_trusts_its_verdict(monkeypatch):
    """The shares' proof is checked in slices before the message is taken (Party.steps_for), once:
    ``receive`` uses the verdict; a false share's verdict is kept too, and the message refused."""
    host, guest = start("van_helsing")
    rng = random.Random(14)
    exchange(host, guest, rng, 2)  # Dracula's answer (X), Van Helsing's (Y and his shares)
    token = next_message(guest, rng)  # Dracula's shares of Van Helsing's slots
    assert "s" in reader.read(token)
    checks = []
    real = share_proof.check_afresh

    def counted(*args):
        checks.append(1)
        return (yield from real(*args))
    monkeypatch.setattr(share_proof, "check_afresh", counted)
    steps = list(host.steps_for(token))
    assert len(steps) >= len(reader.read(token)["s"][1]) and checks == [1]
    host.receive(token)
    assert checks == [1]
    honest, cheat = start("van_helsing", guest_class=ShareSwapper)
    false = _first_shares(honest, cheat)
    before = len(checks)
    list(honest.steps_for(false))
    assert refused(honest, false).key == "cheat.share_proof" and len(checks) == before + 1


def test_shares_that_come_with_van_helsing_s_deck_are_checked_in_steps_and_a_false_one_is_refused(monkeypatch):
    """Van Helsing's answer brings his deck Y and his shares of Dracula's slots at once. The page checks
    the shares in steps too (against the Y and the key point of that message, once its proof holds), so
    taking it costs no check; a false share there is refused all the same, before any card is read."""
    from test_fair_proof import bent, other_key_in_a_slot

    checks = []
    real = share_proof.check_afresh

    def counted(*args):
        checks.append(1)
        return (yield from real(*args))
    monkeypatch.setattr(share_proof, "check_afresh", counted)
    honest, cheat = start("dracula", guest_class=ShareSwapper)
    token = cheat.outgoing()
    body = reader.read(token)
    assert "y" in body and len(body["s"][1]) > 1
    list(honest.steps_for(token))
    assert checks == [1]
    assert refused(honest, token).key == "cheat.share_proof" and checks == [1]  # its verdict, kept
    assert honest.round.y is None and honest.read_cards() == {}
    # the control: the honest answer, checked in steps, is taken without a second check
    dracula, van_helsing = start("dracula")
    token = van_helsing.outgoing()
    list(dracula.steps_for(token))
    dracula.receive(token)
    assert checks == [1, 1] and dracula.read_cards()
    # a bent deck: its proof fails first, and its shares are never checked against it
    dracula, van_helsing = start("dracula")
    token = bent(van_helsing, van_helsing.outgoing(), other_key_in_a_slot)
    list(dracula.steps_for(token))
    assert checks == [1, 1]
    assert refused(dracula, token).key == "cheat.proof" and checks == [1, 1]


@pytest.mark.parametrize("position", [DECK_SIZE, -1, "1", None])
def test_a_share_of_a_position_the_deck_has_not_is_refused_and_its_check_ahead_raises_nothing(position):
    """A cheat's share at a position outside the deck (its message signed as its page would): the page's
    check ahead passes it by without an error (an error there would escape to the page), and taking it
    refuses it as unreadable."""
    host, guest = start("dracula")
    token = forged(guest, guest.outgoing(), lambda body: body["s"][1][0].__setitem__(0, position))
    list(host.steps_for(token))
    assert refused(host, token).key in ("msg.unreadable", "cheat.share_proof")
