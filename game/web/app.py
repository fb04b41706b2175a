"""The game in the page: turns clicks into notation, plays them, and shows what follows.

One ``Table`` holds the game and the page's own state (who is shown, a half-made swap,
the language). Every change goes the same way: an action string -> Game.play -> events
-> the viewer's view is rendered (and the computer's moves and each round's end are shown
step by step). The rules are the engine's; this module only decides what to show when.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

from pyscript import document, when, window

from .. import DRACULA, SIDES, VAN_HELSING, Game, IllegalAction, for_side, new_game
from ..ai import LEVELS
from ..describe import describe
from ..i18n import DIRECTION, LANGUAGES, text
from ..records import dumps, replay
from . import dom, offline
from .hint import hint_line
from .intent import SELECT, UNSELECT, click_map
from .menus import Menus
from .render import OTHER, districts_svg, holder_slots, log_html, piles_html, prompt_text, tracks_html
from .saving import AUTOSAVE_KEY, STATS_KEY, SavedGameError, autosave, count_result, dump_stats, load_stats, resume
from .think import STATS, think

PREFS_KEY = "dvvh.prefs"
STEP_SECONDS = 0.7  # the computer's moves, one at a time, at a readable pace
DISTRICT_SECONDS = 0.9  # each district of a round's end


def query(name: str) -> str | None:
    """A parameter of the page's address (``?name=value``)."""
    value = window.URLSearchParams.new(window.location.search).get(name)
    return str(value) if dom.found(value) else None


def first_seed() -> int | None:
    """``?seed=N`` deals the first game from N (for tests and for sharing a deal)."""
    value = query("seed")
    return int(value) if value and value.isdigit() and len(value) < 18 else None


def pace() -> float:
    """How long the page lingers on each step, as a share of the normal pace: ``?pace=0.1``
    in the address speeds the game up (tests use it); 1 is the normal pace."""
    try:
        value = float(query("pace") or "1")
    except ValueError:
        return 1.0
    return min(max(value, 0.0), 3.0) if value == value else 1.0


MODES = ("dracula", "van_helsing", "hotseat", "watch")
ARROWS = {"ArrowRight": 1, "ArrowDown": 1, "ArrowLeft": -1, "ArrowUp": -1}


def hint_targets(action: str, clicks: dict[str, str]) -> list[str]:
    """The targets to light up for an advised action (both slots of a swap)."""
    if action.startswith("swap "):
        return [f"mine-{n}" for n in action.split()[1:]]
    return [target for target, offered in clicks.items() if offered == action]


def until_round_end(events: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The events up to a round's end, and those after it (the resolution, shown one by one)."""
    for index, event in enumerate(events):
        if event["type"] == "round_end":
            return events[: index + 1], events[index + 1:]
    return events, []


class Table:
    """The page's game: the Game, who plays which side, and what is on screen."""

    def __init__(self) -> None:
        prefs = self.load_prefs()
        self.lang: str = prefs.get("lang") or ("fa" if str(window.navigator.language).startswith("fa") else "en")
        self.mode: str = prefs.get("mode", "dracula")
        self.level: str = prefs.get("level", "normal")
        self.game: Game = new_game()
        self.viewer: str = DRACULA
        self.selected: int | None = None
        self.events: list[dict[str, Any]] = []  # every event of the game, all faces (filtered when shown)
        self.busy = False  # the computer is moving, or a round's end is being shown
        self.handover = False
        self.resolution: dict[str, Any] | None = None  # what the round's end shows while it plays out
        self.changed: frozenset[int] = frozenset()
        self.pace = pace()
        self.view: dict[str, Any] = {}  # the viewer's view as last rendered: clicks are read against it
        self.log_cache: tuple[Any, int, list[str]] = (None, 0, [])
        self.keyboard = False  # the last input came from the keyboard (then focus follows the play)
        self.hint: tuple[str, str] | None = None  # the hard player's advice: (action, one line)
        self.hinting = False
        self.task: asyncio.Future | None = None  # what runs on its own (the computer, a round's end)
        self.counted = False  # this game's result is in the statistics
        self.unsaved = False  # an autosave waits for the next frame
        self.stats = load_stats(dom.storage_get(STATS_KEY))
        self.replaying: dict[str, Any] | None = None  # a game being replayed: its record, step and state
        self.menus = Menus(self)

    # ----- who is who -----

    def humans(self) -> set[str]:
        if self.mode == "hotseat":
            return set(SIDES)
        if self.mode == "watch":
            return set()
        return {self.mode}

    def acting(self) -> bool:
        """May the person at the screen decide now?"""
        return (not self.busy and not self.handover and not self.replaying and self.game.to_move is not None
                and self.game.to_move == self.viewer and self.viewer in self.humans())

    # ----- preferences -----

    @staticmethod
    def load_prefs() -> dict[str, str]:
        raw = dom.storage_get(PREFS_KEY)
        try:
            prefs = json.loads(raw) if raw else {}
        except ValueError:
            return {}
        if not isinstance(prefs, dict):
            return {}
        clean = {}
        if prefs.get("lang") in LANGUAGES:
            clean["lang"] = prefs["lang"]
        if prefs.get("mode") in MODES:
            clean["mode"] = prefs["mode"]
        if prefs.get("level") in LEVELS:
            clean["level"] = prefs["level"]
        return clean

    def save_prefs(self) -> None:
        dom.storage_set(PREFS_KEY, json.dumps({"lang": self.lang, "mode": self.mode, "level": self.level}))

    # ----- starting -----

    def start_game(self, mode: str, level: str, seed: int | None = None) -> None:
        self.mode, self.level = mode, level
        self.save_prefs()
        viewer = VAN_HELSING if mode == "van_helsing" else DRACULA
        # in hot-seat the first player takes the device before any card shows
        self.set_game(new_game(seed=seed), [], viewer, handover=mode == "hotseat")

    def set_game(self, game: Game, events: list[dict[str, Any]], viewer: str, handover: bool,
                 counted: bool = False) -> None:
        """Put ``game`` on the table (new, resumed or imported) and carry on from where it is."""
        self.stop_running()
        self.game, self.events, self.viewer, self.handover = game, events, viewer, handover
        self.counted = counted
        self.hint, self.selected, self.resolution, self.replaying = None, None, None, None
        self.log_cache = (None, 0, [])
        self.changed = frozenset()
        self.save_game()
        self.continue_play()

    def adopt(self, game: Game, record: str) -> None:
        """An imported record becomes the game in play (its log rebuilt by replaying it)."""
        events: list[dict[str, Any]] = []
        replay(record, events=events)
        mode = self.mode
        viewer = (game.to_move or DRACULA) if mode in ("hotseat", "watch") else mode
        self.set_game(game, events, viewer, handover=mode == "hotseat" and game.to_move is not None,
                      counted=game.to_move is None)

    def resume(self) -> bool:
        """Carry on with the game saved in this browser; False if there is none."""
        raw = dom.storage_get(AUTOSAVE_KEY)
        if not raw:
            return False
        try:
            game, events, settings = resume(raw, LEVELS)
        except SavedGameError as error:
            dom.storage_set(AUTOSAVE_KEY + ".damaged", raw)  # kept, never silently dropped
            self.menus.show_message("message.resume_failed", str(error),
                                    kept=("dracula-vs-van-helsing-saved-game.json", raw))
            return False
        self.mode, self.level = settings["mode"], settings["level"]
        handover = self.mode == "hotseat" and game.to_move is not None  # whoever holds the device now
        self.set_game(game, events, settings["viewer"], handover, counted=settings["counted"])
        return True

    def save_game(self) -> None:
        """Autosave after every action: a reload resumes at the same decision. The writing waits
        until the next frame is painted (a click shows its result first); leaving the page
        writes at once whatever is still waiting (see start)."""
        if not self.unsaved:
            self.unsaved = True
            document.documentElement.dataset.saved = "no"
            dom.after_paint(self.flush_save)

    def flush_save(self) -> None:
        if self.unsaved:
            self.unsaved = False
            dom.storage_set(AUTOSAVE_KEY, autosave(self.game, self.mode, self.level, self.viewer, self.handover,
                                                   self.counted))
            document.documentElement.dataset.saved = "yes"  # tests wait for this before reading the save

    # ----- language -----

    def apply_language(self) -> None:
        root = document.documentElement
        root.lang = self.lang
        root.dir = DIRECTION[self.lang]
        for node in document.querySelectorAll("[data-i18n]"):
            node.textContent = text(self.lang, node.getAttribute("data-i18n"))
        for node in document.querySelectorAll("[data-i18n-label]"):
            node.setAttribute("aria-label", text(self.lang, node.getAttribute("data-i18n-label")))
            node.setAttribute("title", text(self.lang, node.getAttribute("data-i18n-label")))
        select = dom.element("level")
        options = []
        for level in LEVELS:
            chosen = " selected" if level == self.level else ""
            options.append(f'<option value="{level}"{chosen}>{text(self.lang, f"level.{level}")}</option>')
        select.innerHTML = "".join(options)
        document.title = text(self.lang, "ui.title")

    # ----- rendering -----

    def render(self) -> None:
        """Show the viewer's view (or the round's end being played out)."""
        if self.handover:
            self.render_handover()
            return
        dom.show("handover", False)
        game, lang = self.game, self.lang
        self.view = game.view(self.viewer)
        view = self.resolution or self.view
        if self.replaying:
            view = self.replaying["game"].view(self.viewer)
        acting = self.acting() and not self.resolution
        clicks = click_map(view.get("legal_actions", []), self.selected) if acting else {}
        focus = dom.focused_target() if self.keyboard else None
        me, them = self.viewer, OTHER[self.viewer]
        dom.unmark_all("hint")
        dom.sync_buttons("theirs", holder_slots(view, them, lang, clicks, None))
        dom.sync_buttons("mine", holder_slots(view, me, lang, clicks, self.selected, self.changed))
        self.changed = frozenset()  # a card arrives once: later renders do not replay it
        dom.set_html("board", districts_svg(view, lang, clicks, view.get("highlight")))
        dom.set_html("tracks", tracks_html(view, lang, clicks))
        dom.set_html("piles", piles_html(view, lang, clicks))
        dom.set_text("their-label", text(lang, "ui.their_holder", side=them))
        dom.set_text("my-label", text(lang, "ui.your_holder", side=me))
        prompt = view.get("banner") or prompt_text(view, lang, self.selected, acting)
        if not acting and not view.get("banner") and game.to_move and game.to_move not in self.humans():
            prompt = text(lang, "ui.thinking", side=game.to_move)
        dom.set_text("prompt", prompt)
        dom.element("prompt").className = "prompt" + (" thinking" if self.busy and not self.resolution else "")
        dom.element("app").setAttribute("aria-busy", "true" if self.busy else "false")
        call = dom.element("btn-call")
        call.disabled = "call" not in clicks
        hint = dom.element("btn-hint")
        hint.hidden = self.mode not in ("dracula", "van_helsing")
        hint.disabled = not acting or self.hinting
        shown = self.hint if acting and self.hint else None
        dom.set_text("hint-line", shown[1] if shown else (text(lang, "ui.hint_thinking") if self.hinting else ""))
        if shown:
            for target in hint_targets(shown[0], clicks):
                dom.mark_target(target, "hint")
        switch = dom.element("btn-view")
        switch.hidden = self.mode != "watch"
        switch.textContent = text(lang, "ui.switch_view", side=them)
        dom.set_text("status", self.status_line())
        dom.show("replay-bar", bool(self.replaying))
        if self.replaying:
            state = self.replaying
            dom.set_text("replay-step", text(lang, "replay.step", step=state["step"], total=state["total"]))
            dom.set_html("log", log_html(self.lines_for(state["events"]), lang))
        else:
            self.render_log()
        if self.keyboard and (focus or acting):  # keyboard play: focus follows the decision
            dom.focus_target(focus)

    def status_line(self) -> str:
        lang, game = self.lang, self.game
        if self.replaying:
            game = self.replaying["game"]
        parts = [text(lang, "ui.round", round=game.round, rounds=5)]
        if self.replaying:
            parts.append(text(lang, "replay.title"))
        if self.mode in ("dracula", "van_helsing"):
            level = text(lang, f"level.{self.level}")
            parts.append(text(lang, "ui.you_are", side=self.mode) + " " + text(lang, "ui.mode_computer", level=level))
        elif self.mode == "hotseat":
            parts.append(text(lang, "ui.mode_hotseat"))
        else:
            parts.append(text(lang, "ui.mode_watch") + " · " + text(lang, "ui.viewing", side=self.viewer))
        return " · ".join(parts)

    def render_log(self) -> None:
        if self.log_cache[0] is None:
            dom.set_html("log", "")  # a new game, or back from a replay: rebuild from nothing
        """Add the new lines at the top of the log; rebuild it only when the reader changed."""
        before = self.log_cache[2][:] if self.log_cache[0] == (self.viewer, self.lang) else None
        lines = self.log_lines()
        if before is not None and lines[:len(before)] == before and before:
            fresh = lines[len(before):]
            if fresh:
                dom.prepend_html("log", log_html(fresh, self.lang))
            return
        dom.set_html("log", log_html(lines, self.lang))

    def lines_for(self, events: list[dict[str, Any]]) -> list[str]:
        """Events in words, as the viewer may see them."""
        lines = []
        for event in for_side(events, self.viewer):
            described = describe(event)
            if described:
                lines.append(text(self.lang, described[0], **described[1]))
        return lines

    def log_lines(self) -> list[str]:
        """The log in words for the viewer; only events new since the last call are described."""
        key = (self.viewer, self.lang)
        if self.log_cache[0] != key or self.log_cache[1] > len(self.events):
            self.log_cache = (key, 0, [])
        _, done, lines = self.log_cache
        lines.extend(self.lines_for(self.events[done:]))
        self.log_cache = (key, len(self.events), lines)
        return lines

    def render_handover(self) -> None:
        """Hot-seat: hide every card of both sides until the next player says they are ready."""
        for element_id in ("theirs", "mine", "piles", "log"):
            dom.set_html(element_id, "")
        side = self.game.to_move or DRACULA
        dom.set_text("handover-title", text(self.lang, "handover.title", side=side))
        dom.set_text("handover-body", text(self.lang, "handover.body", side=side))
        dom.set_text("btn-handover", text(self.lang, "handover.ready", side=side))
        dom.set_text("prompt", text(self.lang, "handover.title", side=side))
        dom.show("handover")
        dom.element("btn-handover").focus()

    # ----- playing -----

    def click(self, target: str) -> None:
        if not self.acting():
            return
        action = click_map(self.view.get("legal_actions", []), self.selected).get(target)
        if action is None:
            return
        if action == SELECT:
            self.selected = int(target.split("-")[1])
            self.render()
            return
        if action == UNSELECT:
            self.selected = None
            self.render()
            return
        self.play(action)

    def play(self, action: str) -> None:
        before = self.view  # what the page shows now: the round's end starts from it
        try:
            events = self.game.play(action, side=self.game.to_move)
        except IllegalAction as error:  # the page only offers legal actions; say so if it ever did not
            dom.set_text("prompt", str(error))
            return
        self.selected = None
        self.hint = None
        self.after(events, before)

    def after(self, events: list[dict[str, Any]], before: dict[str, Any]) -> None:
        self.save_game()
        now, later = until_round_end(events)
        self.record(now)
        self.changed = frozenset(
            e["slot"] for e in for_side(now, self.viewer)
            if e["type"] in ("keep", "reveal", "trade") and e.get("side") == self.viewer
        )
        if later:
            self.run(self.play_round_end(now[-1], later, before))
            return
        self.continue_play()

    def record(self, events: list[dict[str, Any]]) -> None:
        """Events join the log (and the screen reader's live region) when they are shown."""
        self.events.extend(events)
        self.announce(events)

    def announce(self, events: list[dict[str, Any]]) -> None:
        """Tell screen readers what the other side did (the live region)."""
        lines = []
        for event in for_side(events, self.viewer):
            if event.get("side") == self.viewer and event["type"] not in ("round_end", "district", "game_over"):
                continue
            described = describe(event)
            if described:
                lines.append(text(self.lang, described[0], **described[1]))
        if lines:
            dom.set_text("announcer", " ".join(lines))

    def continue_play(self) -> None:
        """After a change: show it, then the game's end, the computer's turn or a hand-over.
        The page renders once on the way: a click is painted after one render, not three."""
        game = self.game
        if game.to_move is not None and game.to_move not in self.humans():
            self.run(self.computer_turns())
            return
        if self.mode == "hotseat" and game.to_move is not None and game.to_move != self.viewer:
            self.viewer = game.to_move
            self.handover = True
            self.save_game()
        self.render()
        if game.to_move is None:
            self.show_game_over()

    def run(self, work) -> None:
        """Show the page busy at once (nothing stale stays clickable), then play ``work`` out."""
        self.busy = True
        self.render()
        self.task = asyncio.ensure_future(self.finish(work, self.game))

    async def finish(self, work, game: Game) -> None:
        try:
            await work
        finally:
            if self.game is game:  # else a new game has taken the table: leave it alone
                self.busy = False
                self.resolution = None
        self.continue_play()

    def stop_running(self) -> None:
        """A new game takes the table: the computer's turn, a round's end or a hint still running
        for the old one stops at its next pause, and never moves in the new game."""
        if self.task is not None and not self.task.done():
            self.task.cancel()
        self.task = None
        self.busy = self.hinting = False

    async def computer_turns(self) -> None:
        """The computer's moves, one at a time, each shown before the next (R-SECRET: it sees its view)."""
        while True:  # run() has just shown the page busy
            await asyncio.sleep(STEP_SECONDS * self.pace)
            side = self.game.to_move
            action, _ = await think(self.game.view(side), self.level, seed=self.game.seed + len(self.game.history))
            root = document.documentElement
            root.dataset.aiMs = f"{STATS['last_ms']:.0f}"  # read by the browser benchmark
            root.dataset.aiSliceMs = f"{STATS['longest_slice_ms']:.0f}"
            before = self.game.view(self.viewer)
            now, later = until_round_end(self.game.play(action, side=side))
            self.save_game()
            self.record(now)
            self.changed = frozenset()
            if later:
                await self.play_round_end(now[-1], later, before)
            if self.game.to_move is None or self.game.to_move in self.humans():
                return  # finish() shows where it stopped
            self.render()

    async def play_round_end(self, end: dict[str, Any], later: list[dict[str, Any]], before: dict[str, Any]) -> None:
        """R-RES on screen: every card face up, then each district in turn with its outcome
        (the log and the live region follow at the same pace, so nothing is told early)."""
        shown = dict(before)
        shown.update({
            "holders": end["holders"], "face_up": {s: [True] * 5 for s in SIDES}, "legal_actions": [],
            "phase": "resolving", "drawn": None, "ranking": end["ranking"], "trump": end["ranking"][0],
            "vampires": list(before["vampires"]), "highlight": {}, "winner": None,
            "banner": text(self.lang, f"log.round_end_{end['reason']}", round=end["round"]),
        })
        self.resolution = shown
        self.render()
        await asyncio.sleep(DISTRICT_SECONDS * self.pace)
        for event in later:
            self.record([event])
            if event["type"] == "district":
                shown["highlight"] = {**shown["highlight"], event["district"]: f"won-{event['winner']}"}
                key, params = describe(event)
                shown["banner"] = text(self.lang, key, **params)
                continue
            if event["type"] not in ("bite", "stake"):
                continue
            if event["type"] == "bite":
                shown["vampires"][event["district"] - 1] = event["vampires"]
            else:
                shown["health"] = event["health"]
            self.render()  # a district's winner and its bite or stake appear together
            await asyncio.sleep(DISTRICT_SECONDS * self.pace)
        self.resolution = None

    async def find_hint(self) -> None:
        """Ask the hard player what it would do in the viewer's place (from the viewer's view)."""
        view = self.view
        try:
            action, chance = await think(view, "hard", seed=len(self.game.history))
        finally:
            self.hinting = False
        if self.view is view and self.acting():  # nothing moved while it thought
            self.hint = (action, hint_line(view, action, chance, self.lang))
        self.render()

    def show_game_over(self) -> None:
        game, lang = self.game, self.lang
        if not self.counted:
            human = self.mode if self.mode in SIDES else DRACULA
            count_result(self.stats, self.mode, self.level, human, game.winner)
            dom.storage_set(STATS_KEY, dump_stats(self.stats))
            self.counted = True
            self.save_game()
        final = next((e for e in reversed(self.events) if e["type"] == "game_over"), None)
        dom.set_text("over-title", text(lang, "over.title", winner=game.winner))
        if final:
            key, params = describe(final)
            dom.set_text("over-reason", text(lang, key, **params))
        dialog = dom.element("dlg-over")
        if not dialog.open:
            dialog.showModal()

    # ----- actions of the page's buttons (see menus.py) -----

    def hand_over(self) -> None:
        """Hot-seat: the next player has the device; show their cards."""
        self.handover = False
        self.save_game()
        self.render()
        dom.focus_target(None)

    def ask_hint(self) -> None:
        if self.acting() and not self.hinting:
            self.hinting = True
            self.render()
            self.task = asyncio.ensure_future(self.find_hint())

    def switch_view(self) -> None:
        """Watching the computer play itself: follow the other side's view."""
        self.viewer = OTHER[self.viewer]
        self.render()

    def start_replay(self) -> None:
        """Step through the game in play from its first move (the game itself is untouched)."""
        record = dumps(self.game)
        self.replaying = {"record": record, "step": 0, "total": len(self.game.moves)}
        self.replay_step(0)

    def replay_step(self, delta: int) -> None:
        if not self.replaying:
            return
        state = self.replaying
        state["step"] = min(max(state["step"] + delta, 0), state["total"])
        events: list[dict[str, Any]] = []
        state["game"] = replay(state["record"], upto=state["step"], events=events)
        state["events"] = events
        self.render()

    def leave_replay(self) -> None:
        self.replaying = None
        self.log_cache = (None, 0, [])
        self.render()


TABLE: Table | None = None


def on_target(event) -> None:
    node = event.target.closest("[data-target]") if dom.found(event.target) else None
    if not dom.found(node) or TABLE is None:
        return
    target = str(node.getAttribute("data-target"))
    if not TABLE.menus.handle(target):
        TABLE.click(target)


def start() -> None:
    """Build the table, show the first game, and hand the page over from the splash screen."""
    global TABLE
    TABLE = Table()
    TABLE.apply_language()

    @when("click", "#app")
    def clicked(event) -> None:
        on_target(event)

    @when("keydown", "#app")
    def key(event) -> None:
        TABLE.keyboard = True
        if event.key in ("Enter", " ") and event.target.getAttribute("role") == "button":
            event.preventDefault()
            on_target(event)
        elif event.key in ARROWS and dom.found(event.target.closest(".target")):
            event.preventDefault()  # the arrow keys walk through what can be chosen now
            dom.focus_next_target(ARROWS[event.key])

    @when("pointerdown", "#app")
    def pointer(_event) -> None:
        TABLE.keyboard = False

    dom.on_leave(TABLE.flush_save)  # closing or reloading the tab writes the last action at once

    if not TABLE.resume():
        TABLE.start_game(TABLE.mode, TABLE.level, first_seed())
    dom.show("app")
    dom.show("splash", False)
    dom.set_text("build", text(TABLE.lang, "ui.build", label=offline.build_label()))
    document.documentElement.dataset.ready = "1"
    offline.register()
