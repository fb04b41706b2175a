"""Issue 28: nothing of another kind of game outlives it, and every command is valid in every state
or refused cleanly (the page's round trips and a hammering of commands, under CPython)."""

from __future__ import annotations

import random

import pytest
from sessions import do_work, play_game, settle

from game.session import Session
from game.session.storage import AUTOSAVE_KEY
from game.web.table_markup import districts_svg, holder_slots, piles_html, tracks_html

SHOWN = ("board", "mode", "level", "viewer", "prompt", "targets", "selected", "log", "handover", "over",
         "replay", "summary", "confirm", "can_undo", "watching", "lesson", "review", "remote")


class Device:
    """A session and its storage, as the page keeps them."""

    def __init__(self, seed: int, lang: str = "en"):
        self.storage: dict[str, str] = {}
        self.session = Session.open(self.storage, lang=lang, pace=0, seed=seed, welcome=False)
        self.store()

    def store(self) -> None:
        self.storage.update(self.session.take_writes())

    def autosave(self) -> str | None:
        self.store()
        return self.storage.get(AUTOSAVE_KEY)


def visit_a_friend(device: Device) -> None:
    device.session.host_remote("dracula")  # Play a friend, Create an invitation
    device.store()
    device.session.leave_remote(device.autosave())  # Back to my game


def visit_the_lesson(device: Device) -> None:
    device.session.start_lesson()
    settle(device.session)
    device.session.lesson_next()
    device.store()
    device.session.leave_lesson(device.autosave())


def visit_a_replay(device: Device) -> None:
    device.session.start_replay()
    device.session.replay_step(3)
    device.session.leave_replay()


def visit_a_review(device: Device) -> None:
    device.session.start_review()
    device.session.close_review()


ROUND_TRIPS = {"friend": visit_a_friend, "lesson": visit_the_lesson, "replay": visit_a_replay,
               "review": visit_a_review}


def shown(device: Device) -> dict[str, object]:
    screen = settle(device.session)
    return {name: getattr(screen, name) for name in SHOWN}


def every_target_is_drawn(session: Session) -> None:
    """Each target the session offers is a control of the table the page draws from the same screen."""
    screen = session.screen()
    board, clicks, me = screen.board, screen.targets, screen.viewer
    them = "van_helsing" if me == "dracula" else "dracula"
    slots = [*holder_slots(board, me, session.lang, clicks, screen.selected), *holder_slots(
        board, them, session.lang, clicks, None)]
    markup = "".join([*(f'data-target="{attrs.get("data-target")}"' for attrs, _ in slots),
                      districts_svg(board, session.lang, clicks), tracks_html(board, session.lang, clicks),
                      piles_html(board, session.lang, clicks)])
    for target in clicks:
        if target != "call":  # the call is a button of the page's own (btn-call), enabled by the screen
            assert f'data-target="{target}"' in markup, (target, screen.prompt)
    assert screen.remote is None and screen.lesson is None and screen.replay is None and screen.review is None


@pytest.mark.parametrize("lang", ["en", "fa"])
@pytest.mark.parametrize("trip", sorted(ROUND_TRIPS))
def test_fault_28_1_a_round_trip_leaves_the_game_exactly_as_it_was(trip, lang):
    device = Device(seed=201, lang=lang)
    rng = random.Random(201)
    for _ in range(4):  # a few decisions in, so that replays and reviews have moves to show
        session = device.session
        settle(session)
        session.click(rng.choice(sorted(session.screen().targets)))
    before = shown(device)
    ROUND_TRIPS[trip](device)
    assert shown(device) == before
    play_game(device.session, rng, check=every_target_is_drawn)


def test_fault_28_1_after_every_round_trip_a_whole_game_offers_only_what_is_drawn():
    device = Device(seed=201)
    rng = random.Random(7)
    settle(device.session)
    for trip in ROUND_TRIPS.values():
        trip(device)
    screen = play_game(device.session, rng, check=every_target_is_drawn)
    assert screen.over is not None


# ----- every command in every state -----

TARGETS = ["deck", "discard", "call", "colour-R", "colour-G", "colour-Y", "colour-M", "nonsense",
           *(f"{side}-{n}" for side in ("mine", "theirs") for n in range(1, 6)),
           *(f"district-{n}" for n in range(1, 6))]


def commands(device: Device, rng: random.Random) -> dict[str, object]:
    """Everything the page may send the session, in any order, whatever is on the screen."""
    s = device.session
    screen = s.screen()
    offered = sorted(screen.targets)
    return {
        "click offered": lambda: s.click(rng.choice(offered)) if offered else None,
        "click anything": lambda: s.click(rng.choice(TARGETS)),
        "answer": lambda: s.answer(rng.random() < 0.5, rng.random() < 0.2),
        "hand over": s.hand_over, "carry on": s.carry_on, "undo": s.undo, "hint": s.ask_hint,
        "switch view": s.switch_view, "pause": lambda: s.pause(rng.random() < 0.5), "step": s.step,
        "new game": lambda: s.ask_new_game(rng.choice(["dracula", "van_helsing", "hotseat", "watch"]),
                                           rng.choice(["quick", "normal", "hard"])),
        "lesson": lambda: s.start_lesson(), "lesson next": s.lesson_next,
        "leave lesson": lambda: s.leave_lesson(device.autosave()),
        "review": lambda: s.start_review(rng.choice([None, "dracula", "van_helsing"])),
        "close review": s.close_review, "review jump": lambda: s.review_jump(rng.randrange(-3, 60)),
        "replay": s.start_replay, "replay step": lambda: s.replay_step(rng.choice([-10**6, -1, 1, 10**6])),
        "leave replay": s.leave_replay, "record": s.recorded_game,
        "friend": lambda: s.host_remote(rng.choice(["dracula", "van_helsing"])),
        "leave friend": lambda: s.leave_remote(device.autosave()),
        "friend list": lambda: [s.open_remote(game.game_id) for game in s.remote_list()[:1]],
        "junk message": lambda: s.take_message(rng.choice(["", "dvvh1.AAAA", "#play=dvvh1." + "[" * 60])),
        "play here": lambda: s.play_here(device.autosave()),
        "language": lambda: s.set_language(rng.choice(["en", "fa"])),
        "import junk": lambda: s.import_record(rng.choice(["", "{}", "[" * 50, '{"format": 1}'])),
        "dismiss": s.dismiss_message, "welcome": s.dismiss_welcome,
        "work": lambda: do_work(s),
        "store": device.store,
    }


def export_or_refuse(session: Session) -> None:
    """Export: a file, or (a friend's game before its end) a ValueError the page explains."""
    try:
        session.export()
    except ValueError:
        assert session.remote is not None and session.remote.party.winner is None


@pytest.mark.parametrize("seed", range(4))
def test_fault_28_4_every_command_in_any_order_is_taken_or_refused_cleanly(seed):
    rng = random.Random(seed)
    device = Device(seed=300 + seed, lang=rng.choice(["en", "fa"]))
    done: list[str] = []
    for _ in range(400):
        options = commands(device, rng)
        name = rng.choice(sorted(options))
        done.append(name)
        try:
            options[name]()
            export_or_refuse(device.session)
            device.session.screen()
        except Exception as error:  # any escape is the fault; the trail says how
            raise AssertionError(f"{type(error).__name__}: {error} after {done[-12:]}") from error
