"""Driving a session as the page does, under CPython: through its one entry (``update``), carry out its
work, click what it offers."""

from __future__ import annotations

import json
import random
import re
from typing import Any

from game import for_side
from game.ai import think_through
from game.records import replay
from game.session import Screen, Session, Think, Wait
from game.session import messages as m

CODE = re.compile(r"\b[RGYM][1-8]\b")


def do_work(session: Session) -> bool:
    """Carry out the session's next piece of work, if it has one (waits pass at once)."""
    work = session.work()
    if isinstance(work, Wait):
        session.update(m.Waited(work))
    elif isinstance(work, Think):
        action = think_through(work.thinking)
        session.update(m.Decided(work, action, work.thinking.chance(action)))
    return work is not None


def settle(session: Session) -> Screen:
    """Carry out work until the session waits for the person; its screen then."""
    while do_work(session):
        pass
    return session.screen()


def go_on(session: Session) -> bool:
    """Answer what the screen asks besides a move (a hand-over, a round's summary, a question);
    False if it asks for a move."""
    screen = session.screen()
    if screen.handover:
        session.update(m.HandOver())
    elif screen.summary:
        session.update(m.CarryOn())
    elif screen.confirm:
        session.update(m.Answer(True))
    else:
        return False
    return True


def play_game(session: Session, rng: random.Random, check=None, limit: int = 3000) -> Screen:
    """Play to the end by clicking what the screen offers (handing over when asked); ``check(session)``
    is called at every screen the person sees."""
    for _ in range(limit):
        settle(session)
        if check:
            check(session)
        screen = session.screen()
        if screen.over:
            return screen
        if go_on(session):
            continue
        assert screen.targets, screen.prompt
        effects = session.update(m.Click(rng.choice(sorted(screen.targets))))
        assert effects.work is session.work()  # what the page carries out next
    raise AssertionError("no game over")


def codes_in(value: Any) -> set[str]:
    """Every card code written anywhere in a screen (dataclasses, dicts, lists, strings)."""
    if hasattr(value, "__dataclass_fields__"):
        return codes_in({name: getattr(value, name) for name in value.__dataclass_fields__})
    return set(CODE.findall(json.dumps(value, default=codes_default)))


def codes_default(value: Any) -> Any:
    if hasattr(value, "__dataclass_fields__"):
        return {name: getattr(value, name) for name in value.__dataclass_fields__}
    if isinstance(value, (set, frozenset, tuple)):
        return list(value)
    return str(value)


def known_to(session: Session, side: str) -> set[str]:
    """Every card ``side`` may know in the session's game: all it was told (R-SECRET), and its view."""
    events: list[dict[str, Any]] = []
    replay(json.dumps({"format": "dracula-vs-van-helsing/record", "version": 1, "seed": session.game.seed,
                       "start": session.game.start, "moves": session.game.moves}), events=events)
    return codes_in(for_side(events, side)) | codes_in(session.game.view(side))
