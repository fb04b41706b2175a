"""A friend's page that does not follow the protocol (issue 29): each cheat or hostile message is
refused with the protocol's own FairError, and the honest side, and its stored game, are unchanged.

The cheating side here signs what it forges (it holds the MAC key, as a modified page would).
"""

from __future__ import annotations

import json
import random
import time
import zlib
from itertools import count

import pytest
from test_fair import exchange, start

from game.cards import DECK_SIZE
from game.fair import curve, reader, wire
from game.fair.party import Party
from game.fair.ranking import commitment, ranking_from
from game.fair.wire import FairError


def forged(party: Party, token: str, change) -> str:
    """``party``'s message with ``change(body)`` made to it, signed again."""
    body = json.loads(zlib.decompress(wire.unb64(token[len(wire.PREFIX):])))
    change(body)
    if body["n"] > 0:
        body["m"] = wire.mac(party.mac_key(), body)
    return wire.encode(body)


def refused(receiver: Party, token: str, reload: bool = True) -> FairError:
    """The message is refused, and changes nothing (the stored game still loads)."""
    before = json.dumps(receiver.dump())
    with pytest.raises(FairError) as caught:
        receiver.receive(token)
    assert json.dumps(receiver.dump()) == before
    if reload:
        Party.load(json.loads(before))
    return caught.value


def next_message(speaker: Party, rng: random.Random) -> str:
    """The speaker's next message, having made its moves first."""
    assert speaker.holds_turn_to_speak()
    while speaker.my_turn() and not speaker.due(False):
        speaker.act(rng.choice(speaker.legal_actions()))
    return speaker.outgoing()


# ----- item 1: the host chooses the colour ranking -----

def test_r_rank_a_host_that_commits_again_after_seeing_the_guest_s_value_is_caught():
    """The host has the guest's value: it finds one of its own that gives the ranking it wants,
    and sends a fresh commitment to it beside it. Only the invitation's commitment counts."""
    host, guest = start()
    host.receive(guest.outgoing())
    wanted = [3, 2, 1, 0]
    value = next(v for v in (i.to_bytes(32, "big") for i in count()) if ranking_from(v, guest.value) == wanted)
    reveal = forged(host, host.outgoing(), lambda body: body.update(
        c=commitment(host.game_id, value), r=wire.b64(value)))
    assert refused(guest, reveal).key == "cheat.ranking"
    assert not guest.ranked


# ----- item 2: a late ranking value corrupts the host's game -----

@pytest.mark.parametrize(("liar", "field"), [("guest", "r"), ("host", "r"), ("guest", "c"), ("host", "c")])
def test_r_rank_a_second_ranking_value_or_commitment_from_either_side_is_caught(liar, field):
    """Values are fixed once: a later one would change the ranking the friend's record uses."""
    host, guest = start()
    rng = random.Random(1)
    exchange(host, guest, rng, 2)  # the guest's answer, the host's reveal: the ranking is drawn
    if liar == "host":
        exchange(host, guest, rng, 1)
    speaker, receiver = (host, guest) if liar == "host" else (guest, host)
    ranking = receiver.scores.ranking[:]
    token = forged(speaker, next_message(speaker, rng), lambda body: body.update({field: wire.b64(bytes(32))}))
    assert refused(receiver, token).key == "cheat.ranking"
    assert receiver.scores.ranking == ranking


# ----- item 4: a boolean is no number -----

def _first(items: list, wanted: int) -> list:
    return next(item for item in items if item[0] == wanted)


@pytest.mark.parametrize("where", ["share position", "share round", "deck round", "version", "share index"])
def test_a_boolean_where_the_protocol_has_a_number_is_refused(where):
    """``true`` is read by Python as 1: a share taken at position ``True`` is stored under the key
    "True", and the stored game no longer loads. Every number is checked to be one."""
    host, guest = start("dracula")  # the guest is Van Helsing: his answer deals round 1
    rng = random.Random(2)
    token = next_message(guest, rng)
    assert "s" in reader.read(token)

    def change(body: dict) -> None:
        if where == "share position":
            _first(body["s"][1], 1)[0] = True
        elif where == "share round":
            body["s"][0] = True
        elif where == "deck round":
            body["y"][0] = True
        elif where == "version":
            body["v"] = True
        else:
            body["s"][1][0][1] = True
    assert refused(host, forged(guest, token, change)).key == "msg.unreadable"
    host.receive(token)  # the honest message still applies
    Party.load(json.loads(json.dumps(host.dump())))


# ----- item 5: hostile tokens -----

def _token(raw: bytes) -> str:
    return wire.PREFIX + wire.b64(zlib.compress(raw, 9))


DEEP = _token(b"[" * 100_000)  # a short token: parsing it recurses 64,000 levels
HUGE_NUMBER = _token(b'{"v": 1, "g": "ab", "n": ' + b"9" * 5000 + b', "h": null}')


def _bomb(host: Party) -> str:
    """A true message, followed by a megabyte of blanks: it inflates far past any message."""
    return _token(wire.body_bytes(reader.read(host.outgoing())) + b" " * 1_000_000)


def test_the_hostile_tokens_are_short():
    assert len(DEEP) < 200 and len(HUGE_NUMBER) < 200


@pytest.mark.parametrize("token", [DEEP, HUGE_NUMBER, wire.PREFIX + "!!", _token(b'{"v": 1e400}'),
                                   _token(b'{"v": NaN}'), _token(b"\xff\xfe")])
def test_a_hostile_token_is_refused_by_the_reader_and_by_the_party(token):
    """No RecursionError or ValueError of Python's escapes: the protocol's own FairError."""
    with pytest.raises(FairError):
        reader.read(token)
    host, guest = start()
    refused(host, token)
    refused(guest, token)


def test_a_decompression_bomb_is_refused_without_inflating_it():
    host = Party.new_host("dracula")
    bomb = _bomb(host)
    began = time.perf_counter()
    with pytest.raises(FairError):
        reader.read(bomb)
    assert time.perf_counter() - began < 0.5


def _crafted_invitation(host: Party) -> str:
    """A real invitation, with shares, a key and a deck no invitation carries: a page that worked
    out what they need before any check would compute hundreds of curve products."""
    body = reader.read(host.outgoing())
    points = [curve.hash_to_x(b"junk %d" % i) for i in range(32)]
    body["s"] = [1, [[i, wire.b64(curve.to_bytes(p))] for i, p in enumerate(points)]]
    body["k"] = [1, "ab" * 32]
    body["x"] = [1, wire.pack_points(points)]
    return wire.encode(body)


def test_a_crafted_invitation_costs_no_curve_product_and_is_refused():
    from game.session import Session

    token = _crafted_invitation(Party.new_host("dracula"))
    assert len(token) < 5_000
    with pytest.raises(FairError):
        Party.invited(token)
    session = Session.open({}, pace=0, welcome=False)
    assert session.friends.message_work(token) == []
    assert not session.take_message(token)
    assert session.remote is None


@pytest.mark.parametrize("token", [DEEP, HUGE_NUMBER])
def test_a_hostile_token_is_explained_by_the_session(token):
    from game.session import Session

    session = Session.open({}, pace=0, welcome=False)
    assert session.friends.message_work(token) == []
    assert not session.take_message(token)
    assert session.message.words == "fair.msg.unreadable"


def test_an_altered_message_is_refused_before_any_curve_product(monkeypatch):
    """The MAC is checked first: a message changed on its way costs nothing to refuse."""
    host, guest = start()
    rng = random.Random(4)
    exchange(host, guest, rng, 4)  # the guest's answer, ... the host's: the guest speaks next
    token = next_message(guest, rng)
    body = reader.read(token)
    body["m"] = wire.b64(bytes(wire.MAC_BYTES))
    altered = wire.encode(body)

    def no_product(*_args):
        raise AssertionError("a curve product before the MAC was checked")
    curve.forget_products()
    monkeypatch.setattr(curve, "multiply", no_product)
    assert host.work_for(altered) == []
    assert refused(host, altered, reload=False).key == "msg.altered"


# ----- item 6: a share the receiver may not see -----

class Oversharer(Party):
    """Hands over, with its first shares, the share of the deck's bottom card, which nobody sees."""

    def owed_shares(self) -> list[int]:
        given = super().owed_shares()
        bottom = DECK_SIZE - 1
        return sorted({*given, bottom}) if given and bottom not in self.round.shares_out else given


@pytest.mark.parametrize("side", ["dracula", "van_helsing"])
def test_a_share_of_a_card_the_receiver_may_not_see_is_refused(side):
    host, guest = start("van_helsing" if side == "dracula" else "dracula", guest_class=Oversharer)
    rng = random.Random(5)
    for _ in range(6):
        speaker, receiver = (host, guest) if host.holds_turn_to_speak() else (guest, host)
        token = next_message(speaker, rng)
        shares = reader.read(token).get("s")
        if speaker is guest and shares and DECK_SIZE - 1 in [p for p, _ in shares[1]]:
            assert refused(receiver, token).key == "msg.unexpected"
            return
        receiver.receive(token)
    raise AssertionError("the oversharer never shared")


# ----- item 5, the live connection's code: read by the same bounded reader -----

@pytest.fixture
def live(monkeypatch):
    """game.web.live under CPython: the browser's modules stubbed (taken out again afterwards)."""
    import sys
    import types
    for name in ("pyodide", "pyodide.ffi", "pyscript"):
        monkeypatch.setitem(sys.modules, name, types.ModuleType(name))
    for name in ("create_proxy", "to_js", "create_once_callable", "jsnull"):
        setattr(sys.modules["pyodide.ffi"], name, None)
    sys.modules["pyscript"].window = sys.modules["pyscript"].document = None
    fresh = [name for name in ("game.web", "game.web.dom", "game.web.live") if name not in sys.modules]
    import game.web.live
    yield game.web.live
    for name in fresh:
        sys.modules.pop(name, None)


@pytest.mark.parametrize("raw", [b"[" * 100_000, b'{"g": ' + b"9" * 5000 + b"}", b" " * 10_000_000])
def test_a_hostile_live_code_is_refused_as_damaged(live, raw):
    assert live.decode_code(live.encode_code("ab12", "offer", "v=0\r\n" * 300), "ab12")[0] == "offer"
    code = live.PREFIX + wire.b64(zlib.compress(raw, 9))
    with pytest.raises(live.LiveError, match="damaged"):
        live.decode_code(code, "ab12")


# ----- a move the rules refuse, or one made out of turn -----

def a_message_with_moves(rng: random.Random) -> tuple[Party, Party, str]:
    """Host, guest and the next message that carries moves, not yet received by its receiver."""
    host, guest = start()
    speaker, listener = guest, host
    for _ in range(40):
        token = next_message(speaker, rng)
        if reader.read(token).get("a"):
            return speaker, listener, token
        listener.receive(token)
        speaker, listener = listener, speaker
    raise AssertionError("no message with moves")


def test_r_secret_a_move_the_rules_refuse_is_caught_as_it_arrives():
    """The cheat's page sends a move its engine would refuse (a call before six discards, R-CALL; a
    card kept in a slot that does not exist): the honest side's engine refuses it, by name."""
    for bent in ("call", "keep 9"):
        speaker, listener, token = a_message_with_moves(random.Random(4))
        error = refused(listener, forged(speaker, token, lambda body, bent=bent: body["a"].__setitem__(0, bent)))
        assert (error.key, error.params["action"]) == ("cheat.illegal", bent)


def test_r_secret_a_move_after_the_turn_has_passed_is_caught():
    """A move added after the cheat's turn ended (a second turn it was not given)."""
    speaker, listener, token = a_message_with_moves(random.Random(4))
    moves = reader.read(token)["a"]
    error = refused(listener, forged(speaker, token, lambda body: body["a"].extend(moves)))
    assert error.key in ("cheat.not_their_turn", "cheat.illegal")


def test_a_token_ends_at_its_last_base64url_character_whatever_follows_it():
    """Pasted from a chat, a link may run into the words after it with no space, in any script (a
    Persian word is letters too, but none of base64url's); a chat app's line breaks inside it are dropped."""
    host, _ = start()
    token = host.last_sent.removeprefix(wire.PREFIX)
    chat = f"{wire.PREFIX}{token[:40]}\n{token[40:]}."  # a line break inside, a full stop after
    for text in (f"{wire.PREFIX}{token}", f"see #play={wire.PREFIX}{token}پیام", chat):
        assert wire.find_token(text) == token
