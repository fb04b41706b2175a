"""The session's one entry: every request as a message value (game/session/messages.py), answered
with its effects, as the page sends them (game/web/app.py is the only caller there)."""

from __future__ import annotations

import random

from sessions import go_on, play_game, settle
from test_friend import Device, check_secrets

from game.session import Session
from game.session import messages as m
from game.session.storage import AUTOSAVE_KEY


def computed(compute: m.Compute) -> None:
    """What the page does with a Compute effect, at once: the products, then every step."""
    from game.fair import curve

    for key, x in compute.products():
        curve.multiply(key, x)
    for _ in compute.steps():
        pass


def test_a_whole_game_through_update_alone_and_its_effects_say_the_work():
    session = Session(mode="dracula", level="quick", seed=11, pace=0)
    screen = play_game(session, random.Random(3))  # sessions.py: update() for every click and report
    assert screen.over is not None and screen.over.winner in ("dracula", "van_helsing")
    assert session.update(m.Undo()).work is session.work()


def test_export_then_import_by_messages_gives_the_same_game_and_a_bad_file_changes_nothing():
    session = Session(mode="van_helsing", level="quick", seed=5, pace=0)
    screen = settle(session)
    session.update(m.Click(sorted(screen.targets)[0]))
    settle(session)
    name, text = session.update(m.Export()).download
    assert name.endswith(".json")
    other = Session(seed=9, pace=0)
    assert other.update(m.ImportFile(len(text))).taken
    assert other.update(m.ImportFile(len(text), text)).taken
    assert other.game.moves == session.game.moves and other.screen().mode == "van_helsing"
    before = other.game.moves
    refused = other.update(m.ImportFile(20, '{"not": "a record"}'))
    assert not refused.taken and other.game.moves == before and other.screen().message is not None
    assert not other.update(m.ImportFile(10**9)).taken  # too big: refused unread


def test_settings_by_message_are_on_the_screen_and_a_wrong_stun_server_is_refused_and_kept_out():
    device = Device()
    session = device.session
    assert session.update(m.ChangeSettings("fast", False, False, True, "stun:stun.example.org:3478")).taken
    settings = session.screen().settings
    assert (settings.speed, settings.sound, settings.confirm_call, settings.coach) == ("fast", False, False, True)
    assert settings.stun == "stun:stun.example.org:3478"
    assert not session.update(m.SetStun("http://not a stun server")).taken
    assert session.screen().settings.stun == "stun:stun.example.org:3478"
    device.reload()
    assert device.session.screen().settings.speed == "fast"


def test_a_refused_save_is_said_once_with_the_game_to_download_and_a_later_one_clears_it():
    session = Session(seed=2, pace=0)
    session.update(m.Stored(False))
    message = session.screen().message
    assert message is not None and message.kept is not None and session.screen().cannot_save
    session.update(m.Stored(True))
    assert not session.screen().cannot_save


def test_another_tab_taking_the_game_over_is_a_message_and_play_here_takes_it_back():
    storage: dict[str, str] = {}
    first = Session.open(storage, pace=0, tab="one", welcome=False)
    storage.update(first.take_writes())
    second = Session.open(storage, pace=0, tab="two", welcome=False)
    second.update(m.Click(sorted(settle(second).targets)[0]))
    storage.update(second.take_writes())
    first.update(m.StoredElsewhere(AUTOSAVE_KEY, storage[AUTOSAVE_KEY]))
    assert first.screen().elsewhere and first.screen().targets == {}
    first.update(m.PlayHere(storage[AUTOSAVE_KEY], None))
    assert not first.screen().elsewhere and first.game.moves == second.game.moves


def test_r_secret_a_friends_game_by_messages_the_work_first_as_the_page_does():
    """Invite and Receive answer with the work (curve products, a proof made or checked) and the
    message that follows it; nothing changes in the model until that message is sent."""
    host, guest = Device(), Device()
    compute = host.session.update(m.Invite("dracula")).compute
    assert host.session.screen().remote is None  # nothing yet: the work comes first
    computed(compute)
    host.session.update(compute.then)
    rng = random.Random(4)
    devices = ((host, guest), (guest, host))
    for _ in range(400):
        moved = False
        for device, friend in devices:
            screen = settle(device.session)
            outbox = screen.remote.outbox if screen.remote else None
            if not screen.over and go_on(device.session):  # a summary, a question: by messages too (sessions.py)
                moved = True
            elif screen.targets and not screen.over:
                device.session.update(m.Click(rng.choice(sorted(screen.targets))))
                moved = True
            elif outbox and outbox != device.sent:
                device.sent = outbox
                compute = friend.session.update(m.Receive(outbox)).compute
                assert compute.whole == outbox and compute.then == m.TakeMessage(outbox)
                computed(compute)
                assert friend.session.update(compute.then).taken, friend.session.screen().message
                computed(friend.session.update(m.WorkAhead()).compute)
                moved = True
            check_secrets(host, guest)
        if not moved:
            break
    assert host.session.screen().over and guest.session.screen().over
    assert host.session.screen().over.winner == guest.session.screen().over.winner


def test_a_tap_on_a_card_not_offered_is_answered_with_the_rules_reason_and_changes_nothing():
    session = Session(mode="dracula", level="quick", seed=5, pace=0)
    screen = settle(session)  # Dracula's first decision: draw (his cards are not offered)
    assert "mine-1" not in screen.targets
    moves = list(session.game.moves)
    effects = session.update(m.TapNotOffered("mine-1"))
    assert effects.taken and session.screen().refusal.place == "mine-1"
    assert session.game.moves == moves
    assert not session.update(m.TapNotOffered("deck")).taken  # offered: nothing to refuse


def test_r_secret_a_friends_message_taken_then_answered_after_its_work_as_the_page_does(monkeypatch):
    """The page takes a friend's message in one task and answers it in another, after the answer's
    shares and their proof are made in slices (Receive(reply_later=True), WorkAhead, Reply): taking
    makes no answer, Reply makes it, and every share proof was made ahead but each round's first
    (its shares leave with the deck they come from, made as it is sent)."""
    from game.fair import share_proof

    ahead_used: list[bool] = []
    real = share_proof.prove

    def watched(context, key, positions, shares, ys, ahead=None):
        ahead_used.append(ahead is not None and all(share in ahead.products for share in shares))
        return real(context, key, positions, shares, ys, ahead)

    monkeypatch.setattr(share_proof, "prove", watched)
    host, guest = Device(), Device()
    compute = host.session.update(m.Invite("van_helsing")).compute
    computed(compute)
    host.session.update(compute.then)
    rng = random.Random(6)
    answers = 0
    for _ in range(400):
        moved = False
        for device, friend in ((host, guest), (guest, host)):
            screen = settle(device.session)
            outbox = screen.remote.outbox if screen.remote else None
            if not screen.over and go_on(device.session):
                moved = True
            elif screen.targets and not screen.over:
                computed(device.session.update(m.WorkAhead()).compute)  # the page works ahead while one thinks
                device.session.update(m.Click(rng.choice(sorted(screen.targets))))
                moved = True
            elif outbox and outbox != device.sent:
                device.sent = outbox
                compute = friend.session.update(m.Receive(outbox, reply_later=True)).compute
                assert compute.then == m.TakeMessage(outbox, reply=False)
                computed(compute)
                sent_before = friend.session.screen().remote.outbox if friend.session.remote else None
                assert friend.session.update(compute.then).taken, friend.session.screen().message
                assert friend.session.screen().remote.outbox in (None, sent_before)  # no answer yet
                computed(friend.session.update(m.WorkAhead()).compute)
                if friend.session.update(m.Reply()).taken:
                    answers += 1
                    assert friend.session.screen().remote.outbox not in (None, sent_before)
                moved = True
            check_secrets(host, guest)
        if not moved:
            break
    assert host.session.screen().over and guest.session.screen().over
    assert answers > 5 and len(ahead_used) > 10
    assert ahead_used.count(False) <= 5  # one a round at most
