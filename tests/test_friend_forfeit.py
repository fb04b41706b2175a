"""A friend's game that cannot go on (issue 29, item 7): a friend who withholds a round's key, or
is caught cheating, loses it by forfeit, counted in the statistics; its later messages are refused.

Two sessions as two browsers (tests/test_friend.py): every message goes by hand.
"""

from __future__ import annotations

import json
import random

import pytest
from sessions import go_on, settle
from test_fair import Garbler, KeySwapper
from test_friend import Device, invite, play_friends

from game.fair import reader
from game.session.remote import REMOTE_KEY, Remote
from game.session.storage import STATS_KEY


def shown(cheater: type) -> type:
    """The cheater, whose forged message is the one its page shows to send."""

    class Shown(cheater):
        def outgoing(self) -> str:
            self.last_sent = super().outgoing()
            return self.last_sent

    return Shown


def play_until(host: Device, guest: Device, rng: random.Random, done) -> Device:
    """Both play by what their screens offer, messages going by hand, until ``done(device)``."""
    for _ in range(4000):
        for device, friend in ((host, guest), (guest, host)):
            if done(device):
                return device
            session = device.session
            settle(session)
            screen = session.screen()
            if screen.over or go_on(session):
                continue
            if screen.targets:
                session.click(rng.choice(sorted(screen.targets)))
            elif screen.remote.outbox and screen.remote.outbox != device.sent:
                device.sent = screen.remote.outbox
                friend.session.take_message(device.sent)
    raise AssertionError("the case never arose")


def stored_party(device: Device) -> dict:
    device.store()
    return json.loads(device.storage[REMOTE_KEY])["games"][device.session.remote.party.game_id]["party"]


def friend_results(device: Device) -> dict:
    device.store()
    side = device.session.remote.party.side
    return json.loads(device.storage.get(STATS_KEY, '{"results": {}}'))["results"].get(f"{side} vs friend", {})


def owes(device: Device) -> bool:
    return device.session.screen().remote.owed_key


def test_a_friend_who_withholds_the_round_s_key_loses_by_forfeit_and_their_messages_are_refused():
    host, guest = invite("dracula")
    assert not host.session.abandon_remote()  # nothing is owed: the game goes on
    waiting = play_until(host, guest, random.Random(3), owes)
    friend = guest if waiting is host else host
    # the friend has this side's key, and answers with theirs, which never arrives
    assert friend.session.take_message(waiting.session.screen().remote.outbox)
    withheld = friend.session.screen().remote.outbox
    assert "k" in reader.read(withheld)
    before = stored_party(waiting)
    assert waiting.session.abandon_remote()
    screen = waiting.session.screen()
    side = waiting.session.remote.party.side
    assert screen.over.winner == side and screen.over.result == "won"
    assert screen.over.reason[0] == "log.game_over_abandoned"
    assert screen.remote.ended == "abandoned" and screen.remote.over and not screen.remote.recorded
    assert not screen.remote.owed_key and screen.remote.outbox is None and not screen.targets
    assert friend_results(waiting) == {"won": 1, "forfeits": 1}
    assert stored_party(waiting) == before  # the game as it was: only its end is noted
    # the key comes after all: refused, and nothing changes
    assert not waiting.session.take_message(withheld)
    assert waiting.session.remote.error == ("fair.msg.ended", {})
    assert stored_party(waiting) == before
    waiting.reload()
    screen = waiting.session.screen()
    assert screen.remote.ended == "abandoned" and screen.over.result == "won"
    assert not waiting.session.take_message(withheld)
    assert friend_results(waiting) == {"won": 1, "forfeits": 1}  # counted once
    assert [game.state for game in screen.remote_games] == ["over"]
    assert not waiting.session.abandon_remote()


@pytest.mark.parametrize(("cheater", "cheat", "host_side", "cheats"), [
    (KeySwapper, "fair.cheat.key_proof", "dracula", "guest"),  # publishes another key than it shuffled with
    (KeySwapper, "fair.cheat.key_proof", "dracula", "host"),
    (Garbler, "fair.cheat.share_proof", "van_helsing", "guest"),  # hands over a point that is no card
    (Garbler, "fair.cheat.share_proof", "van_helsing", "host"),
])
def test_a_caught_cheat_is_the_cheater_s_loss_counted(cheater, cheat, host_side, cheats):
    """Whichever side cheats, by a false key (caught at the round's audit) or a false share (caught
    in the message that carries it): the honest side's game stops there, unchanged by the cheating
    message, as its win by forfeit, counted in its statistics."""
    host, guest = invite(host_side)
    cheating, honest = (host, guest) if cheats == "host" else (guest, host)
    cheating.session.remote.party.__class__ = shown(cheater)
    before: list[dict] = []
    take = honest.session.take_message

    def taking(text: str) -> bool:
        before.append(stored_party(honest))  # the honest side's game before each message it takes
        return take(text)
    honest.session.take_message = taking
    play_until(host, guest, random.Random(5), lambda _device: honest.session.remote.dispute is not None)
    assert honest.session.remote.dispute[0] == cheat
    assert stored_party(honest) == before[-1]  # the cheating message changed nothing
    screen = honest.session.screen()
    assert screen.over.result == "won" and screen.over.reason[0] == "log.game_over_cheat"
    assert screen.remote.ended == "cheat"
    assert friend_results(honest) == {"won": 1, "forfeits": 1}


def test_a_friend_s_game_played_to_its_end_is_counted_once_on_each_side():
    host, guest = invite("van_helsing")
    play_friends(host, guest, random.Random(11))
    results = [friend_results(device) for device in (host, guest)]
    assert sorted(map(json.dumps, results)) == [json.dumps({"lost": 1}), json.dumps({"won": 1})]
    for device in (host, guest):
        device.reload()
    assert [friend_results(device) for device in (host, guest)] == results


def test_a_friend_s_game_stored_before_games_could_end_by_forfeit_still_loads():
    host, guest = invite("dracula")
    assert host.session.take_message(guest.session.screen().remote.outbox)
    stored = host.session.remote.dump()
    old = {key: stored[key] for key in ("party", "error", "dispute")}
    remote = Remote.load(old)
    assert remote.ended is None and not remote.counted and not remote.over()
    old["dispute"] = ["fair.cheat.key", {}]
    stopped = Remote.load(old)
    assert stopped.ended == "cheat" and stopped.counted  # its end was not counted then: not now either


def test_the_statistics_show_a_friend_s_games_and_those_won_by_forfeit():
    from game.web.dialog_markup import stats_html

    stats = {"dracula vs friend": {"won": 3, "lost": 1, "forfeits": 2}}
    english, persian = stats_html(stats, "en"), stats_html(stats, "fa")
    assert "As Dracula against a friend" in english and "3 (2 by forfeit)" in english
    assert "در برابر یک دوست" in persian and "با واگذاری" in persian
