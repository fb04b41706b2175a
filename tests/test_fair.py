"""Remote play (game/fair): two browsers deal fairly with no server, and neither can cheat.

Two simulated players talk only through message tokens, as two browsers do. Honest games end as
the same moves do in a local game; each cheat is caught by the latest at the round's end, and the
message that carries it changes nothing on the honest side.
"""

from __future__ import annotations

import json
import random
import re
import secrets

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import IllegalAction
from game.fair import curve, deck, group, reader, wire
from game.fair.party import Party
from game.fair.wire import FairError
from game.position import ROUNDS

CARD_CODE = re.compile(r"\"[RGYM][1-8]\"")  # a card as a JSON value


def converse(host: Party, guest: Party, rng: random.Random, live: bool = False, limit: int = 4000,
             watch=None) -> list[str]:
    """Both sides act at random and pass every message until the game ends; the tokens sent."""
    parties = [host, guest]
    tokens = []
    while len(tokens) < limit:
        speaker = next(p for p in parties if p.holds_turn_to_speak())
        while speaker.my_turn() and not speaker.due(live):
            if watch:
                watch(speaker)
            speaker.act(rng.choice(speaker.legal_actions()))
        if not speaker.due(live):
            return tokens
        tokens.append(speaker.outgoing())
        parties[1 - parties.index(speaker)].receive(tokens[-1])
    raise AssertionError("the game did not end")


def exchange(host: Party, guest: Party, rng: random.Random, count: int, after=None) -> list[str]:
    """``count`` messages of a game played at random (``after(receiver)`` after each one)."""
    tokens = []
    for _ in range(count):
        speaker = host if host.holds_turn_to_speak() else guest
        while speaker.my_turn() and not speaker.due(False):
            speaker.act(rng.choice(speaker.legal_actions()))
        tokens.append(speaker.outgoing())
        receiver = guest if speaker is host else host
        receiver.receive(tokens[-1])
        if after:
            after(receiver)
    return tokens


def start(host_side: str = "dracula", host_class=Party, guest_class=Party) -> tuple[Party, Party]:
    host = host_class.new_host(host_side)
    invitation = host.outgoing()
    guest, _ = Party.joining(invitation)
    guest.__class__ = guest_class
    return host, guest


@pytest.mark.parametrize(("host_side", "live"), [("dracula", False), ("van_helsing", True)])
def test_r_deal_an_honest_remote_game_ends_as_the_same_moves_in_a_local_game(host_side, live):
    """Both sides agree on everything, and each view at each decision is the local game's view
    of the same moves (R-SECRET: nothing more, nothing less); messages stay chat-sized."""
    host, guest = start(host_side)
    seen: list[tuple[str, int, dict]] = []

    def watch(party: Party) -> None:
        seen.append((party.side, len(party.scores.history) + len(party.moves), party.view()))

    tokens = converse(host, guest, random.Random(host_side), live=live, watch=watch)
    assert host.winner and host.winner == guest.winner
    assert host.scores.to_json() == guest.scores.to_json()
    local = host.record()
    assert guest.record().moves == local.moves
    assert local.winner == host.winner and local.health == host.scores.health and local.vampires == host.scores.vampires
    # each message's links fit a chat app: a shuffle's (its deck and proof) is split in two parts after
    # the address of a page on GitHub Pages (60 characters) or a long one (100); every other is one
    assert max(len(part) for token in tokens for part in wire.split(token)) + wire.ADDRESS <= wire.LIMIT
    assert max(len(wire.split(token, 60)) for token in tokens) == 2
    assert max(len(wire.split(token)) for token in tokens) == 2
    # each view a player decided from, against the local game after the same moves
    replayed = host.record()
    for side, count, view in seen[:: max(1, len(seen) // 40)]:
        game = _local_after(replayed, count)
        expected = game.view(side)
        assert view == expected, (side, count)


def _local_after(finished, count):
    from game.engine import new_game
    game = new_game(seed=0, deck=finished.start["deck"], ranking=finished.start["ranking"],
                    shuffles=finished.shuffles)
    for move in finished.moves[:count]:
        game.play(move)
    return game


def test_r_secret_storage_holds_no_card_in_clear():
    """A side's stored game holds its secrets, ciphertexts, shares and moves: no card code."""
    host, guest = start()
    stored: list[str] = []
    exchange(host, guest, random.Random(3), 12, after=lambda party: stored.append(json.dumps(party.dump())))
    assert not [text for text in stored if CARD_CODE.search(text)]


def test_r_ship_dracula_s_key_brings_the_next_shuffle_but_none_after_the_fifth_round(monkeypatch):
    """When Dracula speaks first at a round's end, the next round's shuffle rides with his key;
    after the fifth round there is none to make (it would be a frozen frame for nothing)."""
    # the shuffles drawn from a seeded generator (the keys stay random): deals whose first game is the
    # case, instead of a search through up to 60 games of fresh deals (about one in four is the case)
    shuffler = random.Random(2)
    monkeypatch.setattr(secrets, "SystemRandom", lambda: shuffler)
    for game in range(60):
        host, guest = start("dracula")
        bodies = [reader.read(token) for token in converse(host, guest, random.Random(game))]
        shuffles = [body["x"][0] for body in bodies if "x" in body]
        assert shuffles == list(range(2, len(shuffles) + 2)) and max(shuffles) <= ROUNDS
        last_key = next(i for i, body in enumerate(bodies) if body.get("k", [0])[0] == host.scores.round)
        if host.scores.round == ROUNDS and last_key % 2 == 0:  # the host (Dracula) told the last key first
            return
    raise AssertionError("in no game did Dracula speak first at the fifth round's end")


def test_asking_what_is_owed_changes_nothing():
    """``owed`` and ``due`` only look (the page asks them at every redraw); ``outgoing`` makes and marks."""
    host, guest = start("dracula")
    looked = []

    def look(party: Party) -> None:
        before = json.dumps(party.dump())
        looked.append(bool(party.owed()) + party.due(False) + party.due(True))
        assert json.dumps(party.dump()) == before

    exchange(host, guest, random.Random(9), 30, after=look)
    assert any(looked)  # something was owed at some of them


def test_r_rank_the_ranking_comes_from_both_sides():
    """Commit and reveal: the host's value is fixed before it sees the guest's; a host that reveals
    another value than it committed to is caught."""
    host, guest = start()
    answer = guest.outgoing()
    host.receive(answer)
    host.value = bytes(32)  # changes its mind after seeing the guest's value
    reveal = host.outgoing()
    before = guest.dump()
    with pytest.raises(FairError) as caught:
        guest.receive(reveal)
    assert caught.value.key == "cheat.commitment"
    assert guest.dump() == before


class Lying(Party):
    """A cheat that keeps the game going: it shows the other side, in place of a card it should show,
    another card of the same value that it knows, so every effect and every move stays legal on
    both sides, and only the audit of the round can tell."""

    lied_in: int | None = None  # the round of its first lie
    lied_at: int | None = None  # the number of the message that carries it

    def lies_about(self, position: int) -> bool:
        raise NotImplementedError

    def share_of(self, position: int):
        if self.lies_about(position):
            read = self.read_cards()
            value = read[position] & 7
            shown = set(self.round.shares_out)
            others = [p for p, card in read.items()
                      if p != position and card & 7 == value and p not in shown]
            if others:
                self.lied_in = self.lied_in or self.scores.round
                self.lied_at = self.lied_at if self.lied_at is not None else self.seq_out
                return super().share_of(others[0])
        return super().share_of(position)

    def holder_of(self, position: int) -> int | None:
        """Whose holder the card at ``position`` is in now (None: elsewhere)."""
        world, card = self.world(), self.read_cards().get(position)
        return next((side for side in (0, 1) if card in world.holders[side]), None) if card is not None else None


class Liar(Lying):
    """Claims a card it does not hold: shows another of its cards in place of one it plays."""

    def lies_about(self, position: int) -> bool:
        return position in self.read_cards() and self.holder_of(position) != 1 - self.me


class WrongDecryptor(Lying):
    """Decrypts wrongly: when the other side should read a card now in its own holder (one it got
    in a trade), removes its layer from another card instead."""

    def lies_about(self, position: int) -> bool:
        return position in self.read_cards() and self.holder_of(position) == 1 - self.me


class Garbler(Party):
    """Hands over a point that is no card at all."""

    lied_at: int | None = None

    def share_of(self, position: int):  # noqa: ARG002 - whatever the card, the same garbage
        self.lied_at = self.lied_at if self.lied_at is not None else self.seq_out
        return group.lift_with_parity(curve.hash_to_x(b"not a card"), False)


class KeySwapper(Party):
    """Publishes a different key than the one it shuffled with."""

    def outgoing(self) -> str:
        body = reader.read(super().outgoing())
        if "k" in body:
            body["k"][1] = format(curve.new_key(), "x")
            body["m"] = wire.mac(self.mac_key(), body)
        return wire.encode(body)


LIES = {"cheat.share_proof"}  # a false share is refused by its proof, before it is read


@pytest.mark.parametrize(("cheater", "side", "expected"), [
    (Liar, "dracula", LIES),
    (Liar, "van_helsing", LIES),
    (WrongDecryptor, "van_helsing", LIES),
    (WrongDecryptor, "dracula", LIES),
    (Garbler, "dracula", {"cheat.share_proof"}),
    (KeySwapper, "van_helsing", {"cheat.key_proof"}),  # not the key its shuffle's proof binds
    (KeySwapper, "dracula", {"cheat.key_proof"}),
])
def test_r_secret_a_cheat_is_caught_by_the_rounds_end_and_changes_nothing(cheater, side, expected):
    """Games are played until the cheater has cheated; it is caught in that round, by its end at the
    latest (a false share, even one that reads as a real card: in the very message that carries it,
    by the shares' proof), and the message that gives it away changes nothing on the honest side."""
    rng = random.Random(side)
    for _ in range(6):  # a lie needs a card of the same value at hand: some games give it none
        host, guest = start("dracula" if side == "van_helsing" else "van_helsing", guest_class=cheater)
        caught: FairError | None = None
        for _ in range(300):
            speaker = host if host.holds_turn_to_speak() else guest
            while speaker.my_turn() and not speaker.due(False):
                speaker.act(rng.choice(speaker.legal_actions()))
            if not speaker.due(False):
                break  # the game is over
            token = speaker.outgoing()
            if speaker is host:
                guest.receive(token)
                continue
            before = json.dumps(host.dump())
            try:
                host.receive(token)
            except FairError as error:
                caught = error
                break
        lied_in = getattr(guest, "lied_in", None) or 1
        if caught is not None or not isinstance(guest, Lying) or guest.lied_in is not None:
            break
    assert caught is not None, "the cheat was never caught"
    assert caught.key in expected
    assert json.dumps(host.dump()) == before
    assert host.scores.round == lied_in  # caught in the round of the cheat, by its end at the latest
    if getattr(guest, "lied_at", None) is not None:  # a false share: refused in the very message that carries it
        assert reader.read(token)["n"] == guest.lied_at


def test_a_replayed_or_altered_message_is_refused_and_changes_nothing():
    host, guest = start()
    tokens = exchange(host, guest, random.Random(5), 6)  # the guest's, the host's, ... the host's
    before = json.dumps(host.dump())
    with pytest.raises(FairError) as old:
        host.receive(tokens[-2])  # the guest's last message, opened again
    assert old.value.key == "msg.old"
    with pytest.raises(FairError) as own:
        host.receive(host.last_sent)
    assert own.value.key == "msg.own"
    # an altered message: the guest's next one, one move changed on its way
    speaker = guest if guest.holds_turn_to_speak() else host
    assert speaker is guest
    while guest.my_turn() and not guest.due(False):
        guest.act(guest.legal_actions()[0])
    body = reader.read(guest.outgoing())
    body["a"] = ["call"] if body.get("a") != ["call"] else ["draw"]
    with pytest.raises(FairError) as altered:
        host.receive(wire.encode(body))
    assert altered.value.key == "msg.altered"
    # a message of another game, and text that is none
    stranger, _ = start()
    with pytest.raises(FairError) as foreign:
        host.receive(stranger.last_sent or stranger.outgoing())
    assert foreign.value.key in ("msg.other_game", "msg.own")
    with pytest.raises(FairError) as junk:
        host.receive("hello there")
    assert junk.value.key == "msg.not_ours"
    assert json.dumps(host.dump()) == before


def test_moves_are_refused_out_of_turn_or_before_the_cards_are_known():
    host, guest = start()
    with pytest.raises(IllegalAction):
        guest.act("draw")  # no deck yet, and not its turn
    assert host.legal_actions() == []


def test_a_reloaded_side_carries_on():
    """Storage round trip in the middle of a game: the loaded side is the same side."""
    host, guest = start()
    rng = random.Random(8)
    for _ in range(9):
        exchange(host, guest, rng, 1)
        host, guest = (Party.load(json.loads(json.dumps(party.dump()))) for party in (host, guest))
    converse(host, guest, rng)
    assert host.winner == guest.winner is not None


@settings(max_examples=12, deadline=None)
@given(st.integers(1, curve.N - 1), st.integers(1, curve.N - 1), st.sampled_from(deck.CARD_X))
def test_the_cipher_commutes_and_undoes(a, b, card):
    both = curve.multiply(a, curve.multiply(b, card))
    assert both == curve.multiply(b, curve.multiply(a, card))
    assert curve.multiply(curve.inverse(a), curve.multiply(curve.inverse(b), both)) == card


def test_points_off_the_curve_are_refused():
    off = next(x for x in range(2, 100) if not curve.is_point(x))
    with pytest.raises(curve.NotAPoint):
        curve.multiply(5, off)
    with pytest.raises(FairError):
        deck.check_deck([off] * 32)


LOAD_ONE_BY_ONE = """
import json, sys, importlib
import game.session, game.web  # what the page has loaded before a friend's game (no fair module but wire)
from game import fair
loaded = []
for name in fair.MODULES:
    before = {m for m in sys.modules if m.startswith("game.fair.")}
    importlib.import_module("game.fair." + name)
    loaded.append(sorted({m for m in sys.modules if m.startswith("game.fair.")} - before))
    if name == "deck":  # no card point made at import (8 steps of 4 are left), then the deck reads them
        loaded.append([len(list(sys.modules["game.fair.deck"].card_steps())),
                       len(sys.modules["game.fair.deck"].CARDS)])
print(json.dumps(loaded))
"""


def test_the_page_imports_the_fair_deal_one_module_to_a_task_and_makes_the_cards_in_steps():
    """game.fair.MODULES lists every module of the package, each after those it imports: the page
    imports them in that order, one to a task (game/web/fair_slices.py load_fair), so no import
    runs another's body; deck's card points wait for their steps (or their first use)."""
    import subprocess
    import sys
    from pathlib import Path

    from game import fair

    files = {path.stem for path in Path(fair.__file__).parent.glob("*.py")} - {"__init__"}
    assert sorted(fair.MODULES) == sorted(files)
    result = subprocess.run([sys.executable, "-c", LOAD_ONE_BY_ONE], capture_output=True, text=True, check=True,
                            cwd=Path(fair.__file__).parents[2])
    loaded = json.loads(result.stdout)
    at_deck = fair.MODULES.index("deck") + 1
    assert loaded[at_deck] == [8, 32]  # none made at import; then 8 steps of 4 cards
    steps = loaded[:at_deck] + loaded[at_deck + 1:]
    already = [] if steps[0] else ["game.fair.wire"]  # the page's panel imports wire at its start
    assert steps == [[] if f"game.fair.{name}" in already else [f"game.fair.{name}"] for name in fair.MODULES]
