"""The work a friend's game does ahead of need (game/fair/ahead.py): what it saves the page when a
message comes, checked on whole games between two honest parties."""

from __future__ import annotations

import random

import pytest
from test_fair import start

from game.fair import curve, group, reader


@pytest.mark.parametrize("host_side", ["dracula", "van_helsing"])
def test_once_the_work_ahead_has_run_the_friend_s_shares_are_read_with_no_curve_product(host_side):
    """Each side's cards under its round key are made ahead (Dracula's by his own layer), so a
    draw's shares cost the receiver no product when they come (in the page, 3 ms a share); the
    round's key, which opens the audit, still needs the other side's products."""
    curve.forget_products()  # a page's first game
    host, guest = start(host_side)
    rng = random.Random(11)
    read_free = with_key = 0
    for _ in range(400):
        speaker = host if host.holds_turn_to_speak() else guest
        listener = guest if speaker is host else host
        while speaker.my_turn() and not speaker.due(False):
            speaker.act(rng.choice(speaker.legal_actions()))
        if not speaker.due(False):
            break
        group.run(listener.steps_ahead())  # what the page does while the friend thinks
        token = speaker.outgoing()
        body = reader.read(token)
        if body.get("s") and "k" not in body and body["s"][0] == listener.scores.round:
            assert listener.work_for(token) == [], body["s"]
            read_free += 1
        elif "k" in body:
            with_key += bool(listener.work_for(token))
        listener.receive(token)
    assert host.winner and host.winner == guest.winner
    assert read_free > 10 and with_key > 0


def test_a_product_remembered_is_the_product_worked_out():
    """``curve.remember`` is trusted by every later product of that key and point: what the layer
    and the card steps put there is what the ladder gives."""
    key, point = curve.new_key(), curve.hash_to_x(b"a test point")
    product = curve.multiply(key, point)
    curve.forget_products()
    curve.remember(curve.inverse(key), product, point)
    assert curve.is_known(curve.inverse(key), product)
    assert curve.multiply(curve.inverse(key), product) == point
    curve.forget_products()
    assert curve.multiply(curve.inverse(key), product) == point


def test_a_full_store_of_products_lets_its_oldest_go_and_keeps_the_newest():
    """A long session's products never grow without bound, and the last made (this round's
    cards under the key) are the ones kept."""
    curve.forget_products()
    key = curve.new_key()
    for x in range(curve.CACHE_SIZE + 10):
        curve.remember(key, x, x + 1)
    assert curve.is_known(key, curve.CACHE_SIZE + 9) and not curve.is_known(key, 0)
    curve.forget_products()
