"""Playing a friend through two sessions, as two browsers do: every message goes by hand (a link).

Each session keeps its own storage; a reload is a session opened from it. The other side's hidden
cards never reach a screen or the storage (R-SECRET).
"""

from __future__ import annotations

import json
import random
import re
import secrets

import pytest
from sessions import codes_in, go_on, settle

from game.engine import Game
from game.fair import deck
from game.fair.world import dealt
from game.records import replay
from game.session import Session
from game.session.remote import REMOTE_KEY
from game.session.storage import AUTOSAVE_KEY, PREFS_KEY
from game.sides import other

CARD_VALUE = re.compile(r"\"([RGYM][1-8])\"")


class Device:
    """One browser: a session and its storage."""

    def __init__(self, storage: dict[str, str] | None = None):
        self.storage: dict[str, str] = dict(storage or {})
        self.session = Session.open(self.storage, pace=0, welcome=False)
        self.sent: str | None = None

    def store(self) -> None:
        self.storage.update(self.session.take_writes())

    def reload(self) -> None:
        self.store()
        self.session = Session.open(self.storage, pace=0, welcome=False)


def true_round(host: Device, guest: Device) -> Game | None:
    """The round in play as it truly is (both sides' keys: only a test may hold both)."""
    parties = {d.session.remote.party.side: d.session.remote.party for d in (host, guest)}
    dracula, van_helsing = parties["dracula"], parties["van_helsing"]
    if not dracula.playable() or not van_helsing.playable() or dracula.scores.round != van_helsing.scores.round:
        return None
    if dracula.moves != van_helsing.moves:
        return None
    order = deck.true_order(dracula.round.key, van_helsing.round.key, deck.xs(dracula.round.x),
                            deck.xs(dracula.round.y))
    game = dealt(dracula.scores, order, Game)
    for move in dracula.moves:
        game.play(move)
    return game


def check_secrets(host: Device, guest: Device) -> None:
    """Neither screen nor storage shows a card of the other side's that the rules hide from it."""
    game = true_round(host, guest)
    if game is None or game.round > 1:  # later rounds' logs hold the last rounds' cards, public by then
        return
    for device in (host, guest):
        side = device.session.remote.party.side
        allowed = codes_in(game.view(side))
        hidden = set(game.holder(other(side))) - allowed
        assert not hidden & codes_in(device.session.screen()), side
        # stored: the party's secrets as ciphertexts, and the log as this side was told it (its own
        # cards and public ones; test_fair.py checks that the party itself stores no card at all)
        device.store()
        assert not hidden & set(CARD_VALUE.findall(device.storage.get(REMOTE_KEY, ""))), side


def play_friends(host: Device, guest: Device, rng: random.Random, reload_at: set[int] = frozenset(),
                 check=None) -> int:
    """Both play by clicking what their screens offer; each message goes as the link shows it."""
    devices = [host, guest]
    for step in range(4000):
        progressed = False
        for device, friend in ((host, guest), (guest, host)):
            session = device.session
            settle(session)
            screen = session.screen()
            if not screen.over and go_on(session):
                progressed = True
            elif screen.targets and not screen.over:
                session.click(rng.choice(sorted(screen.targets)))
                progressed = True
            elif screen.remote.outbox and screen.remote.outbox != device.sent:
                device.sent = screen.remote.outbox
                assert friend.session.take_message(device.sent), (friend.session.message, friend.session.remote.error)
                progressed = True
        if check:
            check(host, guest)
        if step in reload_at:
            for device in devices:
                device.reload()
        if not progressed:
            assert host.session.screen().over and guest.session.screen().over
            return step
    raise AssertionError("the game did not end")


def invite(host_side: str) -> tuple[Device, Device]:
    host, guest = Device(), Device()
    host.session.host_remote(host_side)
    host.sent = host.session.screen().remote.outbox
    assert guest.session.take_message(f"https://example.org/index.html#play={host.sent}")
    return host, guest


@pytest.fixture
def repeatable_secrets(monkeypatch):
    """Both sides' randomness from one seed, so a game whose course a test counts on comes out the
    same on every run (the deal is otherwise new each time, as it must be in play)."""
    seeded = random.Random(2026)
    monkeypatch.setattr(secrets, "token_bytes", seeded.randbytes)
    monkeypatch.setattr(secrets, "token_hex", lambda n: seeded.randbytes(n).hex())
    monkeypatch.setattr(secrets, "randbelow", seeded.randrange)
    monkeypatch.setattr(secrets, "SystemRandom", lambda: seeded)


def test_r_secret_friends_play_a_whole_game_by_messages_and_see_only_their_own_cards():
    host, guest = invite("van_helsing")
    play_friends(host, guest, random.Random(11), check=check_secrets)
    a, b = host.session.screen().over, guest.session.screen().over
    assert a.winner == b.winner
    assert {a.result, b.result} == {"won", "lost"}
    assert host.session.remote.party.record().moves == guest.session.remote.party.record().moves


def codes_told(device: Device) -> list[str]:
    """The game's codes the device's log tells (FAIR: the friends compare it)."""
    return [params["code"] for key, params in device.session.screen().log if key == "log.game_code"]


def test_both_friends_see_the_game_s_code_once_the_invitation_is_answered_and_their_logs_tell_it_once():
    host, guest = invite("dracula")
    assert host.session.screen().remote.code is None and codes_told(host) == []  # nothing to compare yet
    code = guest.session.screen().remote.code
    assert code is not None and codes_told(guest) == [code]
    host.session.take_message(guest.session.screen().remote.outbox)
    assert host.session.screen().remote.code == code and codes_told(host) == [code]
    for device in (host, guest):
        device.reload()
        assert codes_told(device) == [code]  # kept with the log, told once in all


def test_a_carrier_who_answers_first_gets_a_code_in_the_host_s_log_that_the_guest_s_log_does_not_show():
    """The attacker (FAIR: trusted on first use): whoever carries the invitation opens it in a page of
    its own and answers first. The host's log tells the carrier's code, the real guest's another, and the
    guest's answer, come too late, is refused without a second code in the host's log."""
    host, guest = invite("van_helsing")
    carrier = Device()
    assert carrier.session.take_message(f"https://example.org/index.html#play={host.sent}")
    assert host.session.take_message(carrier.session.screen().remote.outbox)
    assert not host.session.take_message(guest.session.screen().remote.outbox)  # msg.old
    assert codes_told(host) == codes_told(carrier) != codes_told(guest)
    assert len(codes_told(host)) == len(codes_told(guest)) == 1


def test_a_reload_on_either_side_resumes_the_remote_game_and_the_local_game_waits():
    host = Device()
    host.session.click(sorted(host.session.screen().targets)[0])  # a move in the game against the computer
    settle(host.session)
    host.store()
    local = host.storage[AUTOSAVE_KEY]
    host.session.host_remote("dracula")
    host.sent = host.session.screen().remote.outbox
    guest = Device()
    assert guest.session.take_message(host.sent)
    play_friends(host, guest, random.Random(4), reload_at={3, 10, 25})
    host.store()
    assert host.storage[AUTOSAVE_KEY] == local  # the game against the computer was never touched
    host.session.leave_remote(host.storage[AUTOSAVE_KEY])
    assert host.session.mode == "dracula" and host.session.remote is None
    assert [g.state for g in host.session.screen().remote_games] == ["over"]


def test_a_reload_keeps_the_friend_s_game_log_and_every_round_s_outcome():
    """Nothing lost: after a reload (or the game opened again from the list) the log is the one the
    player read before, to its last line, and the game's end lists every round, not those since."""
    host, guest = invite("dracula")
    reloads, compared = [], []

    def reload_and_compare(host: Device, guest: Device) -> None:
        reloads.append(None)
        device = (host, guest)[len(reloads) % 2]
        if len(reloads) % 5:
            return
        before = settle(device.session)
        if before.summary or before.board.resolving:  # a round's end is told step by step (a reload tells it all)
            return
        device.reload()
        after = settle(device.session)
        assert after.log == before.log
        compared.append(len(after.log))
        assert (after.over and after.over.rounds) == (before.over and before.over.rounds)

    play_friends(host, guest, random.Random(6), check=reload_and_compare)
    assert len(compared) >= 10 and max(compared) >= 20  # reloads at many moments, long logs among them
    for device in (host, guest):
        over = device.session.screen().over
        device.reload()
        assert settle(device.session).over.rounds == over.rounds
        assert [recap.round for recap in over.rounds] == list(range(1, len(over.rounds) + 1))
        assert len(over.rounds) >= 2
    # a damaged log loses only itself: the game loads, and its log starts again from there
    host.store()
    data = json.loads(host.storage[REMOTE_KEY])
    for stored in data["games"].values():
        stored["told"] = [{"type": "bite"}]
    host.storage[REMOTE_KEY] = json.dumps(data)
    host.reload()
    assert settle(host.session).log == () and host.session.screen().over


@pytest.mark.usefixtures("repeatable_secrets")
@pytest.mark.parametrize("host_side", ["dracula", "van_helsing"])
def test_the_first_two_messages_say_what_they_are_then_each_turn_says_who_plays_next(host_side):
    """A first-time player is told what to do with the invitation, and with the answer to it; then
    each message to send says whether it brings back this side's own next card or the friend's move."""
    host, guest = invite(host_side)
    assert host.session.screen().prompt[0] == "prompt.remote_invite"
    assert guest.session.screen().prompt[0] == "prompt.remote_join"
    guest.reload()  # said again after a reload, as long as it is the message to send
    assert guest.session.screen().prompt[0] == "prompt.remote_join"
    guest.sent = guest.session.screen().remote.outbox
    assert host.session.take_message(guest.sent)
    assert host.session.screen().prompt[0] != "prompt.remote_invite"
    prompts = []

    def said(host: Device, guest: Device) -> None:
        for device in (host, guest):
            screen, party = device.session.screen(), device.session.remote.party
            first = screen.remote.first if screen.remote.outbox else None
            prompts.append(screen.prompt[0])
            # the first message is named while, and only while, it is the one to send
            assert (prompts[-1] in ("prompt.remote_invite", "prompt.remote_join")) == (first is not None)
            if prompts[-1] in ("prompt.remote_send", "prompt.remote_send_cards"):
                still_mine = party.to_move == party.side  # another turn: the answer brings its card
                assert prompts[-1] == ("prompt.remote_send_cards" if still_mine else "prompt.remote_send")

    play_friends(host, guest, random.Random(3), check=said)
    assert {"prompt.remote_send", "prompt.remote_send_cards"} <= set(prompts)


def test_a_stored_log_rewritten_by_hand_changes_only_the_log():
    """The stored log is the player's own record, not a source of the game: one rewritten in the
    storage (here the friend's log, well formed) shows in the log, and changes no card, no move,
    no message and no outcome."""
    host, guest = invite("dracula")
    tampered = []

    def rewrite_the_host_s_log(host: Device, guest: Device) -> None:
        before = settle(host.session)
        if tampered or before.board.resolving or before.summary or len(before.log) < 8:
            return
        party = host.session.remote.party.dump()
        host.store(), guest.store()
        data = json.loads(host.storage[REMOTE_KEY])
        friend_told = json.loads(guest.storage[REMOTE_KEY])["games"][host.session.remote.party.game_id]["told"]
        data["games"][host.session.remote.party.game_id]["told"] = friend_told
        host.storage[REMOTE_KEY] = json.dumps(data)
        host.reload()
        after = settle(host.session)
        assert after.log != before.log  # the rewritten log is shown as it is: the player's own to change
        assert host.session.remote.party.dump() == party
        assert (after.board, after.targets, after.remote.outbox) == (before.board, before.targets, before.remote.outbox)
        tampered.append(len(before.log))

    play_friends(host, guest, random.Random(8), check=rewrite_the_host_s_log)
    assert tampered
    a, b = host.session.screen().over, guest.session.screen().over
    assert a.winner == b.winner and host.session.remote.party.moves == guest.session.remote.party.moves


def test_a_repeated_or_foreign_message_is_explained_and_changes_nothing():
    host, guest = invite("dracula")
    answer = guest.session.screen().remote.outbox
    assert host.session.take_message(answer)
    host.store()
    before = host.storage[REMOTE_KEY]
    assert not host.session.take_message(answer)  # opened again
    assert host.session.remote.error == ("fair.msg.old", {"seq": 1, "expected": 3})
    assert not host.session.take_message("a message a friend typed")
    assert host.session.message.words == "fair.msg.not_ours"
    host.store()
    parties = [{g: stored["party"] for g, stored in json.loads(text)["games"].items()}
               for text in (host.storage[REMOTE_KEY], before)]
    assert parties[0] == parties[1]


def test_live_then_the_channel_drops_and_the_game_goes_on_by_links():
    """Over a live channel messages go by themselves; one is lost as the channel drops, and the game
    goes on by links from where it was, nothing lost."""
    host, guest = invite("dracula")
    assert host.session.take_message(guest.session.screen().remote.outbox)
    for device in (host, guest):
        device.session.remote_live("on")
    rng = random.Random(9)
    delivered = 0
    while delivered < 30:
        for device, friend in ((host, guest), (guest, host)):
            session = device.session
            settle(session)
            if session.screen().targets:
                session.click(rng.choice(sorted(session.screen().targets)))
            elif go_on(session):
                continue
            sending, session.remote.to_send = session.remote.to_send, []
            for token in sending:
                assert friend.session.take_message(token), (friend.session.message, friend.session.remote.error)
                device.sent = token  # delivered: were it shown as a link, its player would know it went
                delivered += 1
    # the channel drops with a message on its way: it never arrives
    speaker = next(d for d in (host, guest)
                   if d.session.remote.to_send or d.session.remote.party.holds_turn_to_speak())
    if not speaker.session.remote.to_send and speaker.session.screen().targets:
        speaker.session.click(sorted(speaker.session.screen().targets)[0])
    lost = speaker.session.remote.to_send
    speaker.session.remote.to_send = []
    for device in (host, guest):
        device.session.remote_live("off")
    if lost:
        assert speaker.session.screen().remote.outbox == lost[-1]  # shown as a link, to send by hand
    play_friends(host, guest, rng)
    assert host.session.screen().over.winner == guest.session.screen().over.winner


def test_the_stun_server_is_a_setting_kept_across_visits_and_a_wrong_one_changes_nothing():
    """Live play contacts no server unless the player names a STUN server: kept as WebRTC takes it,
    across visits; anything else is refused and the setting keeps what it had."""
    device = Device()
    assert device.session.screen().settings.stun == ""
    assert device.session.set_stun(" stun.example.org:3478 ")
    assert device.session.screen().settings.stun == "stun:stun.example.org:3478"
    for wrong in ("http://example.org/", "turn:example.org", "stun:a b", "example.org:99999", "stun:"):
        assert not device.session.set_stun(wrong), wrong
        assert device.session.stun == "stun:stun.example.org:3478"
    device.reload()
    assert device.session.stun == "stun:stun.example.org:3478"
    assert device.session.set_stun("")  # none again: nothing outside the site is contacted
    device.reload()
    assert device.session.stun == ""


def test_a_stored_stun_setting_that_is_not_one_is_dropped():
    prefs = {"stun": "javascript:alert(1)", "sound": False}
    device = Device({PREFS_KEY: json.dumps(prefs)})
    assert device.session.stun == "" and device.session.sound is False


def test_a_friend_s_game_once_over_is_replayed_reviewed_and_exported_like_any_other():
    """Before its end a friend's game has no record (its cards are not all known); after, each side
    can step through it, have its decisions reviewed, and take it away as a file that replays."""
    host, guest = invite("dracula")
    host.session.start_replay()
    assert host.session.screen().replay is None  # not yet: nothing happens
    with pytest.raises(ValueError, match="once it is over"):
        host.session.export()
    play_friends(host, guest, random.Random(8))
    session = guest.session
    finished = session.remote.party.record()
    name, text_ = session.export()
    assert name == f"dracula-vs-van-helsing-friend-{session.remote.party.game_id}.json"
    copy = replay(text_)
    assert copy.moves == finished.moves and copy.winner == session.screen().over.winner
    assert json.loads(text_)["side"] == "van_helsing"
    session.start_replay()
    assert session.screen().replay.total == len(finished.history)
    session.leave_replay()
    session.start_review()
    assert session.review_work() is not None and session.reviewing.side == "van_helsing"
    imported = Device()
    assert imported.session.import_record(text_)  # on another device, as any finished game
    assert imported.session.game.moves == finished.moves


@pytest.mark.usefixtures("repeatable_secrets")
def test_r_secret_a_card_turned_up_or_exposed_before_it_can_be_read_is_told_so_never_as_a_hidden_card():
    """Effects 2 and 3 show a card that the mover reads only with the friend's share (their next
    message): its log line says so, and nothing names it before."""
    lines: set[tuple[str, str | None]] = set()

    def read_logs(*devices: Device) -> None:
        for device in devices:
            for key, params in device.session.screen().log:
                if key.startswith(("log.top", "log.expose")):
                    lines.add((key, params.get("card")))

    for game in range(4):  # each game deals anew (the seeded keys go on), the same on every run: until the case arises
        host, guest = invite("dracula")
        play_friends(host, guest, random.Random(game), check=read_logs)
        assert not [line for line in lines if line[0] in ("log.top", "log.expose") and line[1] is None]
        if {"log.top_pending", "log.expose_pending"} & {key for key, _ in lines}:
            return
    raise AssertionError("no card was turned up or exposed before it could be read")


@pytest.mark.usefixtures("repeatable_secrets")
def test_r_secret_a_card_the_rules_show_but_still_locked_is_marked_as_coming_with_the_friend_s_answer():
    """Wherever the rules let a side see a card whose share has not come (a card drawn while a call
    was possible, one received in a trade, one exposed or turned up), its place is marked locked
    (the page says the card shows with the friend's answer); nowhere else, and never with a card."""
    marked: list[str] = []

    def compare(host: Device, guest: Device) -> None:
        game = true_round(host, guest)
        if game is None:
            return
        for device in (host, guest):
            screen = device.session.screen()
            board, side = screen.board, device.session.remote.party.side
            if board.resolving or screen.over or game.round != board.round:  # a round's end: all shows
                continue
            truth = game.view(side)
            expected = {f"{'mine' if owner == side else 'theirs'}-{slot}"
                        for owner, cards in truth["holders"].items() for slot, code in enumerate(cards, 1)
                        if code and board.holders[owner][slot - 1] is None}
            if truth["drawn"] and board.drawing and board.drawn is None:
                expected.add("drawn")
            if truth["deck_top"] and board.deck_top is None:
                expected.add("deck")
            assert set(board.locked) == expected, (side, board.locked, expected)
            marked.extend(board.locked)
            if "drawn" in board.locked and board.drawing == side and screen.remote.outbox:
                assert screen.prompt[0] == "prompt.remote_send_cards"  # not "the friend plays next"
                marked.append("told")

    for game in range(3):
        host, guest = invite("dracula")
        play_friends(host, guest, random.Random(game), check=compare)
        if {place for place in marked if place.startswith("mine-")} and {"drawn", "told"} <= set(marked):
            return
    raise AssertionError(f"the cases did not arise: {sorted(set(marked))}")
