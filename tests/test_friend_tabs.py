"""Issue 30 item 1: a friend's game is played from one tab at a time, like a game against the
computer. A tab told that another plays the game applies nothing and sends nothing; a side that
receives two different answers to one message says so in words."""

from __future__ import annotations

import random

from sessions import go_on, settle
from test_friend import Device

from game.session import Session
from game.session.remote import REMOTE_KEY


class Tab:
    """One tab of a browser: a session over the browser's one storage."""

    def __init__(self, storage: dict[str, str], name: str):
        self.storage = storage
        self.session = Session.open(storage, pace=0, welcome=False, tab=name)
        self.store()

    def store(self) -> None:
        self.storage.update(self.session.take_writes())


def outbox(session: Session) -> str | None:
    remote = session.screen().remote
    return remote.outbox if remote else None


def to_a_decision(host: Device, tab: Tab, rng: random.Random) -> None:
    """Messages go both ways until the tab's player has a decision to make (and nothing to send)."""
    sent = {id(host): host.sent, id(tab): None}
    for _ in range(200):
        for me, friend in ((host, tab), (tab, host)):
            session = me.session
            settle(session)
            if go_on(session):
                continue
            if me is tab and session.screen().targets and not outbox(session):
                return
            if session.screen().targets:
                session.click(rng.choice(sorted(session.screen().targets)))
            elif outbox(session) and outbox(session) != sent[id(me)]:
                sent[id(me)] = outbox(session)
                assert friend.session.take_message(sent[id(me)])
            me.store()
    raise AssertionError("no decision for the guest")


def joined() -> tuple[Device, dict[str, str], Tab]:
    host = Device()
    host.session.host_remote("dracula")
    host.sent = outbox(host.session)
    storage: dict[str, str] = {}
    first = Tab(storage, "tab-1")
    assert first.session.take_message(host.sent)
    first.store()
    return host, storage, first


def test_a_tab_told_that_another_plays_the_friends_game_applies_and_sends_nothing():
    host, storage, first = joined()
    to_a_decision(host, first, random.Random(3))
    first.store()
    second = Tab(storage, "tab-2")  # the friend's game, opened in a second tab: it plays it now
    first.session.remote_elsewhere(storage[REMOTE_KEY])
    before = storage[REMOTE_KEY]
    screen = first.session.screen()
    assert screen.elsewhere and screen.targets == {} and screen.remote.outbox is None
    assert not first.session.take_message(host.sent)  # a link opened in the told tab: applied nowhere
    assert first.session.message.words == "fair.msg.elsewhere"
    first.store()
    assert storage[REMOTE_KEY] == before  # and it wrote nothing over the other tab's game
    assert second.session.screen().targets  # the second tab plays on


def test_play_it_here_takes_the_friends_game_up_as_the_other_tab_left_it():
    host, storage, first = joined()
    rng = random.Random(5)
    to_a_decision(host, first, rng)
    first.store()
    second = Tab(storage, "tab-2")
    first.session.remote_elsewhere(storage[REMOTE_KEY])
    second.session.click(sorted(second.session.screen().targets)[0])
    settle(second.session)
    second.store()
    first.session.play_here(None, storage[REMOTE_KEY])
    assert not first.session.elsewhere
    assert first.session.remote.party.dump() == second.session.remote.party.dump()


def test_two_different_answers_to_one_message_are_named_as_such():
    host, storage, first = joined()
    to_a_decision(host, first, random.Random(7))
    first.store()
    second = Tab(storage, "tab-2")  # two tabs that both answer (as before a tab was told)
    answers = []
    for tab, pick in ((first, 0), (second, -1)):
        session = tab.session
        start = outbox(session)
        last = sorted(session.screen().targets)[pick]
        session.click(last)
        for _ in range(50):  # on to this side's next message
            settle(session)
            if outbox(session) not in (None, start):
                break
            if not go_on(session) and session.screen().targets:
                # not the card just chosen again (a swap's second card would give the first back, forever)
                last = sorted(set(session.screen().targets) - {last} or session.screen().targets)[pick]
                session.click(last)
        answers.append(outbox(session))
    assert answers[0] and answers[1] and answers[0] != answers[1]
    assert host.session.take_message(answers[0])
    assert not host.session.take_message(answers[1])
    assert host.session.remote.error[0] == "fair.msg.fork"
