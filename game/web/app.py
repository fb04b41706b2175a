"""The game in the page: a loop around the session.

Every DOM event becomes a message to the session (game/session/messages.py, through
``Session.update``); after each, the page draws the session's screen (painter.py) and carries out the
session's work: a wait before the next step, or a computer player thinking in short slices so the
page never freezes. The game's flow lives in game/session/. This loop is the only part of the page
that holds the session: the views get its screen and send messages.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TYPE_CHECKING

from pyscript import document, when, window

from ..ai.expert import EXPERT_SECONDS, ExpertSearch
from ..session import STORED_KEYS, Session, Think, Wait, Work
from ..session import messages as m
from ..session.messages import Effects
from . import dom, offline
from .friend_menus import FriendControl
from .menus import Menus
from .painter import Painter
from .sound import Sounds
from .think import PYODIDE_SLOWER, STATS, think, think_aside
from .thinker import THINKER, NoWorker, coach_elsewhere, expert_move

if TYPE_CHECKING:
    from ..ai.coach import Verdict
    from ..session.coach import CoachJob

ARROWS = {"ArrowRight": 1, "ArrowDown": 1, "ArrowLeft": -1, "ArrowUp": -1}


def query(name: str) -> str | None:
    """A parameter of the page's address (``?name=value``)."""
    value = window.URLSearchParams.new(window.location.search).get(name)
    return str(value) if dom.found(value) else None


def first_seed() -> int | None:
    """``?seed=N`` deals the first game from N (for tests and for sharing a deal)."""
    value = query("seed")
    return int(value) if value and value.isdigit() and len(value) < 18 else None


def pace() -> float:
    """``?pace=0.1`` speeds every step up (tests use it); 1 is the normal pace."""
    try:
        value = float(query("pace") or "1")
    except ValueError:
        return 1.0
    return min(max(value, 0.0), 3.0) if value == value else 1.0


def expert_seconds() -> float:
    """The expert's wall time a decision, in its worker: ``?think=0.2`` shortens it (tests use it)."""
    try:
        value = float(query("think") or "nan")
    except ValueError:
        value = float("nan")
    return min(max(value, 0.05), 10.0) if value == value else PYODIDE_SLOWER * EXPERT_SECONDS


class Page:
    """The session on screen: drawing, commands, and the work that runs on its own."""

    def __init__(self, session: Session):
        self.session = session
        self.task: asyncio.Future | None = None
        self.coaching: asyncio.Future | None = None  # the coach judging the player's decisions, aside
        self.reviewing: asyncio.Future | None = None  # a game's review, in slices with its progress shown
        self.running: Work | None = None  # the work the task is carrying out
        self.unsaved = False
        self.touch = False  # the last pointer was a finger
        self.pressed = 0.0  # when it went down (a long press never plays a move)
        self.sounds = Sounds()
        self.menus = Menus(self.send, session.screen, self.refresh, self.relabel, offline.build_label())
        self.friend = FriendControl(self.send, session.update, session.screen, self.refresh, self.menus.dialogs,
                                    self.spawn)
        self.painter = Painter(session.screen, self.menus, self.sounds, self.friend.view)
        self.spawned: set[asyncio.Future] = set()  # tasks of the page's own (kept until they end)

    def spawn(self, work) -> None:
        """Run a coroutine beside the page's loop (a message's work in slices, the live channel)."""
        task = asyncio.ensure_future(work)
        self.spawned.add(task)
        task.add_done_callback(self.spawned.discard)

    def relabel(self) -> None:
        self.painter.apply_language()

    def send(self, message: object) -> Effects:
        """A person's request to the session: taken, stored at once (before its result is first painted,
        so a tab that dies in this very task keeps the decision: about half a millisecond, saveMs), drawn."""
        effects = self.session.update(message)
        if self.session.has_writes:
            self.flush()
        self.refresh()
        return effects

    def command(self, do: Callable[[], object]) -> None:
        """A change of the page's own (not the session's), drawn."""
        do()
        self.refresh()

    def refresh(self) -> None:
        """After a change: draw, save once the frame is painted, and carry on with the session's work."""
        self.painter.draw()
        self.friend.live_menu.pump()
        self.save_soon()
        self.aside()
        view = self.session.ponder_view()
        if view is not None:
            THINKER.ponder(view)  # the expert thinks on the player's time
        work = self.session.work()
        if work is not None and work is self.running:
            return
        if self.task is not None and not self.task.done():
            self.task.cancel()  # its work is no longer wanted (a new game, a move...)
        self.running = None
        if work is not None:
            self.task = asyncio.ensure_future(self.carry_out())

    def aside(self) -> None:
        """Start what runs beside the game, if it is wanted and not running: a review, the coach."""
        if self.session.review_work() is not None and (self.reviewing is None or self.reviewing.done()):
            self.reviewing = asyncio.ensure_future(self.review())
        if self.session.coaching() and self.session.coach.jobs and (self.coaching is None or self.coaching.done()):
            self.coaching = asyncio.ensure_future(self.coach())

    async def review(self) -> None:
        """Run the review, shared between the page's slices and the computer's own thread (shared_review.py),
        showing its progress, until it is done or stopped (the session drops it)."""
        from .shared_review import review_shared  # the review loads when first used (issue 35)

        session = self.session
        search, reviewing = session.review_work(), session.reviewing
        if search is None or reviewing is None:
            return

        def progress(value: float) -> None:
            session.update(m.ReviewProgress(value))
            self.painter.draw()  # the progress bar

        result = await review_shared(search, reviewing.record, lambda: session.review_work() is search,
                                     lambda: isinstance(session.work(), Think), progress)
        if result is not None and session.review_work() is search:
            session.update(m.Reviewed(result))
            self.refresh()

    async def coach(self) -> None:
        """Judge the player's decisions one by one: the expert's coach in its worker, else in slices, never while
        the computer thinks its move."""
        session = self.session
        await asyncio.sleep(0.05)  # the click's answer is painted first
        while (job := session.coach_work()) is not None:
            session.update(m.Coached(job, await self.verdict(job)))
            self.painter.draw()

    async def verdict(self, job: CoachJob) -> Verdict | None:
        from ..ai.coach import ExpertReview, Verdict  # loaded with the coach's first job

        review = job.review
        if isinstance(review, ExpertReview) and THINKER.failed is None:
            try:
                return Verdict.from_json(await coach_elsewhere(job.view, job.played, job.move,
                                                               PYODIDE_SLOWER * review.budget))
            except (NoWorker, ValueError):
                pass  # the page judges it (a fault in the worker is said in the console)
        await think_aside(review, lambda: isinstance(self.session.work(), Think))
        return review.verdict()

    async def carry_out(self) -> None:
        session = self.session
        while (work := session.work()) is not None:
            self.running = work
            if isinstance(work, Wait):
                await asyncio.sleep(work.seconds)
                session.update(m.Waited(work))
            elif isinstance(work.thinking, ExpertSearch):  # its move, or the hint in a game against it
                began = float(window.performance.now())
                try:
                    action, chance = await expert_move(work.thinking.knowledge.view, work.thinking.rng.randrange(2**31),
                                                       expert_seconds(), work.purpose, str(session.ai_seed))
                except (NoWorker, ValueError) as error:
                    if work.purpose == "hint" or isinstance(error, ValueError):  # thought out in the page instead
                        # (the hint; or the worker failed at this one, and said why in the console)
                        action, chance = await think(work.thinking)
                        session.update(m.Decided(work, action, chance))
                    else:  # the game goes on against hard, and the player is told
                        session.update(m.NoWorker(str(error)))
                    self.painter.draw()
                    continue
                if work.purpose == "move":
                    document.documentElement.dataset.aiMs = f"{float(window.performance.now()) - began:.0f}"
                session.update(m.Decided(work, action, chance))
            else:
                action, chance = await think(work.thinking)
                root = document.documentElement
                root.dataset.aiMs = f"{STATS['last_ms']:.0f}"  # read by the browser benchmark
                root.dataset.aiSliceMs = f"{STATS['longest_slice_ms']:.0f}"
                session.update(m.Decided(work, action, chance))
            self.painter.draw()
            self.save_soon()
        self.running = None

    # ----- saving -----

    def save_soon(self) -> None:
        """Store what the session wants stored once the next frame is painted (a click shows its result
        first); leaving the page stores at once whatever still waits (see start)."""
        if self.session.has_writes and not self.unsaved:
            self.unsaved = True
            document.documentElement.dataset.saved = "no"
            dom.after_paint(self.flush)

    def flush(self) -> None:
        self.unsaved = False
        began = float(window.performance.now())
        failed = [key for key, value in self.session.take_writes().items() if not dom.storage_set(key, value)]
        document.documentElement.dataset.saveMs = f"{float(window.performance.now()) - began:.2f}"  # the benchmark's
        if failed or self.session.cannot_save:
            self.session.update(m.Stored(not failed))
            self.painter.draw()
        # tests wait for this before reading the save
        document.documentElement.dataset.saved = "failed" if failed else "yes"

    # ----- drawing -----

PAGE: Page | None = None


LONG_PRESS_MS = 450  # a press this long shows a card's effect; it plays nothing


def on_target(event) -> None:
    node = event.target.closest("[data-target]") if dom.found(event.target) else None
    if PAGE is not None and PAGE.session.can_skip() and dom.found(event.target) \
            and dom.found(event.target.closest("#board, #mine, #theirs")):
        PAGE.send(m.Skip())  # a round's end: one tap on the table shows the rest at once
        return
    if not dom.found(node) or PAGE is None:
        return
    target = str(node.getAttribute("data-target"))
    place = str(node.getAttribute("data-place") or "")
    # a wrong tap is answered with the rules' reason (game/refusals.py): the discard pile's before its viewer
    refused = place == "discard" and PAGE.session.update(m.TapNotOffered(place)).taken
    if not refused and (PAGE.friend.handle(target) or PAGE.menus.handle(target)):
        return
    if target == "toggle-knows":  # ways of looking at the table, not commands of the game
        PAGE.painter.knows = not PAGE.painter.knows
        PAGE.painter.draw()
        return
    if target == "see-again":
        PAGE.painter.see_again()
        return
    if target == "coach-open":  # a phone shows the coach's note in two lines: a tap shows it whole
        node.classList.toggle("open")
        return
    if PAGE.touch and float(window.performance.now()) - PAGE.pressed > LONG_PRESS_MS:
        return
    refused = refused or (bool(place) and PAGE.session.update(m.TapNotOffered(place)).taken)
    if PAGE.touch and target not in PAGE.session.screen().targets and target.startswith(("mine-", "theirs-")) \
            and not (refused and place.startswith("mine-")):
        PAGE.menus.card_sheet(target)  # a tap on a card that is not to be chosen tells what it is (and why not)
        PAGE.refresh()
        return
    if refused:
        PAGE.refresh()  # answered in place: a shake and a line
        return
    if PAGE.friend.busy and PAGE.session.remote is not None:
        PAGE.friend.after_work(lambda: PAGE.send(m.Click(target)))
        return
    PAGE.send(m.Click(target))


def start() -> None:
    """Open the session (the stored game, or a new one) and hand the page over from the splash screen."""
    global PAGE
    stored = {key: dom.storage_get(key) for key in STORED_KEYS}  # the reviews too: a second look is instant
    preferred = next((str(tag)[:2] for tag in window.navigator.languages or [] if str(tag)[:2] in ("fa", "en")), "")
    lang = "fa" if "fa" in (preferred, str(window.navigator.language)[:2]) else "en"  # as the browser prefers
    welcome = (first_seed() is None and query("start") != "play"  # a shared deal, or a test, goes straight to play
               and "play=" not in str(window.location.hash or ""))  # so does a friend's message
    PAGE = page = Page(Session.open(stored, lang=lang, pace=pace(), seed=first_seed(), tab=dom.tab_id(),
                                    welcome=welcome))
    page.relabel()
    if page.session.sound:
        page.sounds.prepare()

    def stored_elsewhere(event) -> None:
        """Another tab of this browser stored something: its game (which takes this one's over), or
        the statistics (which this tab carries on from, so that results add up)."""
        key = str(event.key) if dom.found(event.key) else None
        value = str(event.newValue) if dom.found(event.newValue) else None
        if key in STORED_KEYS:
            page.send(m.StoredElsewhere(key, value))

    dom.keep_listening(window, "storage", stored_elsewhere)
    dom.keep_listening(window, "hashchange", lambda _event: page.friend.from_fragment())  # a friend's link

    def reference_keys(event) -> None:
        """The card reference, one key away in play, wherever the focus is: ? opens or closes it, Escape closes it."""
        reference = page.menus.reference
        if page.menus.dialogs.any_open() or str(event.target.tagName) in ("INPUT", "SELECT", "TEXTAREA"):
            return
        if event.key == "?":
            event.preventDefault()
            page.painter.keyboard = True
            page.command(reference.toggle)
        elif event.key == "Escape" and reference.open:
            page.command(page.menus.close_reference)

    dom.keep_listening(document, "keydown", reference_keys)
    dom.quiet_tips_after_clicks(document)  # a card's bubble never covers the town just after a click
    dom.keep_listening(window, "resize", lambda _event: page.painter.draw())  # the reference panel follows the layout

    @when("click", "#app")
    def clicked(event) -> None:
        on_target(event)

    @when("keydown", "#app")
    def key(event) -> None:
        page.painter.keyboard = True
        if event.key in ("Enter", " ") and event.target.getAttribute("role") == "button":
            event.preventDefault()
            on_target(event)
        elif event.key in ARROWS and dom.found(event.target.closest(".target")):
            event.preventDefault()  # the arrow keys walk through what can be chosen now
            dom.focus_next_target(ARROWS[event.key])

    @when("pointerdown", "#app")
    def pointer(event) -> None:
        page.painter.keyboard = False
        page.touch = str(event.pointerType) == "touch"
        page.pressed = float(window.performance.now())
        if page.session.sound:
            page.sounds.wake()  # browsers let a page sound only after the person touched it

    dom.on_leave(page.flush)  # closing or reloading the tab writes the last action at once
    page.refresh()  # the table drawn at build time (tools/prerender.py) comes alive in place
    page.friend.from_fragment()  # the page was opened from a friend's link
    page.friend.work_ahead()  # and a friend's game taken up from storage needs its products again
    dom.put("app", "inert", False)
    dom.show("splash", False)
    document.documentElement.dataset.ready = "1"
    offline.register()
    dom.expose_memory_size()
