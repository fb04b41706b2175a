"""Every shuffle carries a zero-knowledge proof (game/fair/shuffle_proof.py), checked before anything
else of its round: a bent shuffle is refused before the honest side gives a single share of that
round (or, for Dracula's list X, before Van Helsing makes his own list from it).

The cheats are the ones an outside review found (issue 29): (a) Van Helsing puts one of Dracula's
encrypted cards under another key of his in one of his own slots; (b) he puts b·(X0 + 2·X1) in a
slot, so one share would tell him two of Dracula's cards; (c) Dracula puts 2·X_t in his list X, so
the pair (Y_i, 2·Y_i) in Van Helsing's list would tell him where card t lies. And a duplicated
element, one element under another key, two values of the proof swapped, a proof taken from
another round or another game. Then messages split over several links: opened in any order, twice,
with a reload between them, or with junk among them.
"""

from __future__ import annotations

import json
import random

import pytest
from helpers import split_into
from test_fair import converse, start
from test_fair_hostile import forged
from test_friend import Device, invite, play_friends

from game.fair import curve, deck, group, reader, shuffle_proof, wire
from game.fair.party import DRACULA, Party
from game.fair.storing import STORE_VERSION
from game.fair.wire import FairError
from game.session import Session
from game.session.inbox import Inbox
from game.session.remote import REMOTE_KEY


def permutation_of(layer: list, inputs: list, key: int) -> list[int]:
    """The permutation an honest layer was made with (a test may work it out: it knows the key)."""
    where = {group.multiply(key, point): j for j, point in enumerate(inputs)}
    return [where[point] for point in layer]


def bent(cheater: Party, token: str, bend, *, proof_of=None) -> str:
    """The cheater's message with its shuffle bent by ``bend(layer, inputs, key)`` (in place) and a
    proof made for the bent deck by the honest algorithm (the check that would refuse it turned off),
    signed again: what a cheat who runs this page's code with changes could send."""
    body = reader.read(token)
    field = "x" if "x" in body else "y"
    number = body[field][0]
    crypt = cheater.crypts[number]
    inputs = list(deck.CARDS) if field == "x" else crypt.x
    layer = deck.unpack_deck(body[field][1])
    permutation = permutation_of(layer, inputs, crypt.key)
    bend(layer, inputs, crypt.key)
    context = cheater.shuffle_context(number, field)
    proof = proof_of or shuffle_proof.prove(context, inputs, layer, crypt.key, permutation, check=False)
    return forged(cheater, token, lambda b: b.__setitem__(field, [number, deck.pack_deck(layer), wire.b64(proof)]))


def other_key_in_a_slot(layer, inputs, _key):
    """(a) Van Helsing: one of Dracula's encrypted cards under another key of his, in his own slot 6."""
    layer[5] = group.multiply(curve.new_key(), inputs[0])


def a_sum_in_a_slot(layer, inputs, key):
    """(b) Van Helsing: b·(X0 + 2·X1) in his slot 6 (one share of it tells him two of Dracula's cards)."""
    layer[5] = group.multiply(key, group.msm([(1, inputs[0]), (2, inputs[1])]))


def a_double_in_x(layer, _inputs, _key):
    """(c) Dracula: 2·X_t in place of another element of X (then (y, 2·y) in Y shows where card t is)."""
    layer[7] = group.multiply(2, layer[3])


def a_duplicate(layer, _inputs, _key):
    layer[1] = layer[0]


def one_under_another_key(layer, inputs, key):
    """Element 9 under another key than the others' (the same input as before)."""
    layer[9] = group.multiply(curve.new_key(), inputs[permutation_of([layer[9]], inputs, key)[0]])


def expected(bend) -> str:
    """What the honest side names the cheat: a duplicate is seen at once (cheat.deck), before the
    proof is checked; every other bent deck by its proof."""
    return "cheat.deck" if bend is a_duplicate else "cheat.proof"


def _no_share_of(tokens: list[str], number: int) -> bool:
    """None of these messages gives a share of round ``number``."""
    return all(reader.read(token).get("s", [None])[0] != number for token in tokens)


def _refused_before_any_share(honest: Party, token: str, sent: list[str], number: int,
                              expected: str = "cheat.proof") -> None:
    """The message is refused as a cheat (a proof that does not hold; a duplicate is seen even
    before the proof is checked); the honest side is unchanged, and has given no share of the
    round (nor will it, as it stands)."""
    before = json.dumps(honest.dump())
    with pytest.raises(FairError) as caught:
        honest.receive(token)
    assert caught.value.key == expected
    assert json.dumps(honest.dump()) == before
    assert _no_share_of(sent, number)
    assert honest.round.y is None or honest.me != DRACULA or honest.scores.round != number
    owed = honest.owed()
    assert owed.get("s", [None])[0] != number or honest.scores.round != number


@pytest.mark.parametrize("bend", [other_key_in_a_slot, a_sum_in_a_slot, a_duplicate, one_under_another_key])
def test_a_bent_list_y_is_refused_before_dracula_gives_any_share(bend):
    dracula, van_helsing = start("dracula")  # the invitation brought X; Van Helsing answers with Y
    token = van_helsing.outgoing()
    assert "y" in reader.read(token)
    _refused_before_any_share(dracula, bent(van_helsing, token, bend), [dracula.last_sent], 1, expected(bend))
    assert dracula.round.y is None  # no deal: nothing of the round can be read or given
    dracula.receive(token)  # the honest message still applies
    assert "s" in reader.read(dracula.outgoing())


@pytest.mark.parametrize("bend", [a_double_in_x, a_duplicate, one_under_another_key])
def test_a_bent_list_x_is_refused_before_van_helsing_makes_his_list(bend):
    van_helsing = Party.new_host("van_helsing")
    invitation = van_helsing.outgoing()
    dracula, _ = Party.joining(invitation)
    token = dracula.outgoing()  # Dracula's answer brings X
    assert "x" in reader.read(token)
    _refused_before_any_share(van_helsing, bent(dracula, token, bend), [invitation], 1, expected(bend))
    assert van_helsing.round.x is None and van_helsing.round.y is None  # no list Y made from a bent X
    van_helsing.receive(token)
    assert "y" in reader.read(van_helsing.outgoing())


def test_a_bent_invitation_is_refused_before_the_guest_makes_anything():
    dracula = Party.new_host("dracula")
    invitation = dracula.outgoing()
    with pytest.raises(FairError) as caught:
        Party.joining(bent(dracula, invitation, a_double_in_x))
    assert caught.value.key == "cheat.proof"


def test_two_values_of_the_proof_swapped_are_refused():
    dracula, van_helsing = start("dracula")
    token = van_helsing.outgoing()
    body = reader.read(token)
    proof = bytearray(wire.unb64(body["y"][2]))
    end = len(proof)
    proof[end - 64:end - 32], proof[end - 32:] = proof[end - 32:], proof[end - 64:end - 32]  # the last two s'
    swapped = bent(van_helsing, token, lambda *_: None, proof_of=bytes(proof))
    _refused_before_any_share(dracula, swapped, [dracula.last_sent], 1)
    chain = bytearray(wire.unb64(body["y"][2]))
    chain[32:64], chain[64:96] = chain[64:96], chain[32:64]  # two permutation commitments
    _refused_before_any_share(dracula, bent(van_helsing, token, lambda *_: None, proof_of=bytes(chain)),
                              [dracula.last_sent], 1)


def test_a_proof_from_another_round_or_game_is_refused():
    """Dracula sends round 1's list X and its proof again for round 2 (it rides with round 1's key):
    the proof names its round, and is refused. So is a proof of another game's same round."""
    rng = random.Random(3)
    van_helsing = Party.new_host("van_helsing")
    dracula, _ = Party.joining(van_helsing.outgoing())
    first = reader.read(dracula.outgoing())["x"]
    van_helsing.receive(dracula.last_sent)
    sent = [van_helsing.last_sent]
    for _ in range(400):
        speaker = dracula if dracula.holds_turn_to_speak() else van_helsing
        while speaker.my_turn() and not speaker.due(False):
            speaker.act(rng.choice(speaker.legal_actions()))
        token = speaker.outgoing()
        body = reader.read(token)
        if speaker is dracula and "x" in body and body["x"][0] == 2:
            replayed = forged(dracula, token, lambda b: b.__setitem__("x", [2, first[1], first[2]]))
            _refused_before_any_share(van_helsing, replayed, sent, 2)
            van_helsing.receive(token)
            break
        (van_helsing if speaker is dracula else dracula).receive(token)
        if speaker is van_helsing:
            sent.append(token)
    else:
        raise AssertionError("round 2 never came")
    other_host = Party.new_host("van_helsing")
    other_dracula, _ = Party.joining(other_host.outgoing())
    theirs = reader.read(other_dracula.outgoing())["x"]
    late = Party.new_host("van_helsing")
    guest, _ = Party.joining(late.outgoing())
    token = guest.outgoing()
    stolen = forged(guest, token, lambda b: b.__setitem__("x", [1, theirs[1], theirs[2]]))
    _refused_before_any_share(late, stolen, [late.last_sent], 1)


def test_the_revealed_key_must_be_the_one_the_proof_binds():
    """The key point of a verified proof is kept; a key published at the round's end that is not
    its discrete log is refused (tests/test_fair.py's KeySwapper plays a whole game of it)."""
    _, van_helsing = start("dracula")
    van_helsing.outgoing()
    proof = wire.unb64(reader.read(van_helsing.last_sent)["y"][2])
    assert shuffle_proof.key_point(proof) == group.multiply(van_helsing.round.key, group.G)


def test_an_honest_game_has_every_proof_checked_once_and_plays_through(monkeypatch):
    """Proofs are made once and checked once each (the verdict is kept: ``receive`` after the
    page's check in slices does not check again)."""
    host, guest = start("van_helsing")
    calls = []
    real = shuffle_proof.check_afresh

    def counting(*args):
        calls.append(args[0])
        return (yield from real(*args))
    monkeypatch.setattr(shuffle_proof, "check_afresh", counting)
    tokens = converse(host, guest, random.Random(8))
    assert host.winner and host.winner == guest.winner
    layers = sum(("x" in reader.read(t)) + ("y" in reader.read(t)) for t in tokens)
    assert len(calls) == len(set(calls))  # each context (game, round, layer) once
    assert layers - len(calls) in (0, 1)  # a shuffle sent before the game was known to be over is moot


def test_stepwise_proving_and_checking_are_the_plain_functions_in_slices():
    """The page runs the same generators a few steps at a time: the work comes in many small steps (their
    times are measured by `python -m game.lab.fair`, not here: a busy machine would make a timed test lie)."""
    key = curve.new_key()
    permutation = list(range(32))
    random.Random(2).shuffle(permutation)
    inputs = list(deck.CARDS)
    outputs = deck.full_layer(key, inputs, permutation)
    steps, count = shuffle_proof.proving(b"test", inputs, outputs, key, permutation), 0
    while True:
        try:
            next(steps)
        except StopIteration as done:
            proof = done.value
            break
        count += 1
    assert count >= 64  # about one step per card and per commitment: no step holds the whole proof's work
    shuffle_proof.verify(b"test", inputs, outputs, proof)
    shuffle_proof.forget_verdicts()
    assert group.run(shuffle_proof.verifying(b"test", inputs, outputs, proof)) is None
    with pytest.raises(FairError):
        group.run(shuffle_proof.verifying(b"test2", inputs, outputs, proof))


def test_the_page_checks_a_proof_in_steps_and_the_party_trusts_its_verdict():
    """``steps_for`` checks the proof of a shuffle a message brings (and makes Van Helsing's own
    list from it); ``receive`` then does not check it again; a bent one is not made ahead from."""
    van_helsing = Party.new_host("van_helsing")
    dracula, _ = Party.joining(van_helsing.outgoing())
    token = dracula.outgoing()
    shuffle_proof.forget_verdicts()
    group.run(van_helsing.steps_for(token))
    assert shuffle_proof.verdicts() == [True]
    assert (1, "y") in van_helsing.made_ahead()  # his shuffle of X, made ahead (memory only)
    van_helsing.receive(token)
    assert len(shuffle_proof.verdicts()) == 1
    other = Party.new_host("van_helsing")
    guest, _ = Party.joining(other.outgoing())
    group.run(other.steps_for(bent(guest, guest.outgoing(), a_double_in_x)))
    assert not other.made_ahead()


# ----- a message split over several links -----

def _parts(device: Device) -> list[str]:
    outbox = device.session.screen().remote.outbox
    return [f"https://example.org/index.html#play={part}" for part in split_into(outbox, 4)]


def test_a_shuffle_s_message_goes_in_two_links_each_a_chat_app_s_size():
    """Its deck (32 points) and its proof (1,124 bytes): two links after any address up to 100
    characters (GitHub Pages' are about 60)."""
    token = Party.new_host("dracula").outgoing()
    for address in (60, wire.ADDRESS):
        parts = wire.split(token, address)
        assert len(parts) == 2 and all(len(part) + address <= wire.LIMIT for part in parts)


def test_split_links_opened_in_any_order_twice_with_a_reload_and_junk_between():
    """A junk part under the real message's id poisons nothing: it is said, kept apart, and the real
    parts still make the message, which applies; opened again once whole, it changes nothing."""
    host = Device()
    host.session.host_remote("dracula")
    links = _parts(host)
    assert len(links) == 4
    guest = Device()
    order = [links[2], links[0], links[2]]  # one twice
    for link in order:
        assert not guest.session.take_message(link)
        assert guest.session.message.words == "fair.msg.part_kept"
    guest.reload()  # between two parts: nothing is lost
    junk = links[1][:-30] + "A" * 30  # the right id and number, another piece
    assert not guest.session.take_message(junk)
    assert guest.session.message.words == "fair.msg.part_kept"
    assert not guest.session.take_message("#play=" + wire.PART_PREFIX + "x" * 40)
    assert guest.session.message.words == "fair.msg.unreadable"
    assert not guest.session.take_message(links[3])  # every place filled, and no whole: junk is in it
    assert guest.session.message.words == "fair.msg.parts"
    assert guest.session.remote is None
    guest.reload()  # the junk and the real parts are kept, apart
    assert guest.session.take_message(links[1])  # the real part: the message is whole, the junk dropped
    assert guest.session.remote is not None
    stored = json.dumps(guest.session.remote.party.dump())
    assert not guest.session.take_message(junk)  # junk under a whole message's id: that message, again
    assert guest.session.remote.error == ("fair.msg.old", {"seq": 0, "expected": 2})
    assert json.dumps(guest.session.remote.party.dump()) == stored
    guest.store()
    assert "parts" not in json.loads(guest.storage[REMOTE_KEY])  # nothing kept once it is whole


def test_parts_kept_are_bounded_and_read_strictly():
    device = Device()
    for n in range(7):
        token = Party.new_host("dracula").outgoing()
        part = split_into(token, 4)[n % 4]
        device.session.take_message(part)
    assert len(device.session.friends.inbox.pending) == 4  # the oldest dropped
    device.store()
    stored = json.loads(device.storage[REMOTE_KEY])
    name = next(iter(stored["parts"]))
    stored["parts"][name][0][2] = "!" * 5000  # a damaged store: that message's parts are dropped
    device.storage[REMOTE_KEY] = json.dumps(stored)
    device.session = type(device.session).open(device.storage, pace=0, welcome=False)
    assert name not in device.session.friends.inbox.pending and len(device.session.friends.inbox.pending) == 3
    assert reader.read_part(wire.PART_PREFIX + "a" * 12 + "59" + "b" * 10) == ("a" * 12, 5, 9, "b" * 10)
    with pytest.raises(FairError):
        reader.read_part(wire.PART_PREFIX + "a" * 12 + "31" + "b" * 10)  # part 3 of 1
    with pytest.raises(FairError):
        reader.read_part(wire.PART_PREFIX + "a" * 12 + "12" + "b" * (wire.LIMIT + 1))


def test_friends_play_a_whole_game_by_split_links(monkeypatch):
    """Every message goes as its links (tests/test_friend.py's harness), each message's parts opened
    in a random order, its parts kept stored (written and read back) between two of them."""
    rng = random.Random(4)
    real = Session.take_message
    counts = []

    def by_links(self: Session, text: str) -> bool:
        if wire.PREFIX not in text:
            return real(self, text)
        parts = wire.split(wire.PREFIX + wire.find_token(text), 40)
        counts.append(len(parts))
        rng.shuffle(parts)
        applied = False
        for part in parts:
            applied = real(self, part)
            self.friends.inbox = Inbox.from_json(json.loads(json.dumps(self.friends.inbox.to_json())))
        return applied
    monkeypatch.setattr(Session, "take_message", by_links)
    host, guest = invite("van_helsing")
    play_friends(host, guest, rng, reload_at={30})
    assert host.session.screen().over and guest.session.screen().over
    assert max(counts) == 2 and min(counts) == 1  # a shuffle in two links, a turn in one


# ----- versions -----

@pytest.mark.parametrize("version", [1, 2, 3, wire.VERSION + 1])
def test_a_message_of_another_protocol_version_is_said_in_words(version):
    """Versions 1-3 had weaker proofs (none, then a longer one); a newer page's message is refused
    too: each side checks only what its own version knows."""
    host = Party.new_host("van_helsing")
    body = reader.read(host.outgoing())
    body["v"] = version
    with pytest.raises(FairError) as caught:
        reader.read(wire.encode(body))
    assert caught.value.key == "msg.version" and caught.value.params == {"version": version}


@pytest.mark.parametrize("version", range(1, STORE_VERSION))
def test_a_stored_game_of_an_older_version_is_set_aside_with_a_clear_message(version):
    """A game stored by an older page (before proofs, 1; before the log-size proof, 2) does not
    load: it is kept aside, said in words, and the rest of the page goes on. (A newer page's game
    is kept for it: test_newer_entries.)"""
    host, _ = invite("dracula")
    host.store()
    stored = json.loads(host.storage[REMOTE_KEY])
    for game in stored["games"].values():
        game["party"]["version"] = version
    storage = {REMOTE_KEY: json.dumps(stored)}
    session = Session.open(storage, pace=0, welcome=False)
    assert session.remote is None and not session.friends.games
    assert session.message is not None and session.message.words == "fair.msg.damaged_store"
    assert session.take_writes()[REMOTE_KEY + ".damaged"] == json.dumps(stored)
