"""Play at the table: who may decide, what a click does, a move played and told, settling after it, take-backs."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .. import DRACULA, SIDES, IllegalAction
from ..notation import Action
from ..records import dumps, replay
from ..refusals import why_not
from ..sides import other
from .modes import VS_COMPUTER, Mode
from .motion import motions_of
from .phase import Phase, Watching
from .round_end import RoundEnd
from .screen import Confirm, Refusal
from .storage import STATS_KEY, count_result, dump_stats
from .targets import SELECT, UNSELECT, click_map

REVEALING = {"draw", "expose", "trade", "top", "round_end", "deal"}  # what no take-back may go back past

class Table:
    """The Session's part that plays moves (mixed into Session; one model)."""

    def humans(self) -> set[str]:
        if self.remote is not None:
            return {self.remote.party.side}
        if self.mode == Mode.HOTSEAT:
            return set(SIDES)
        if self.mode == Mode.WATCH:
            return set()
        return {self.mode}

    def player(self) -> str:
        """The side of the one person playing against the computer (Dracula otherwise)."""
        return str(self.mode) if self.mode in VS_COMPUTER else DRACULA

    def acting(self) -> bool:
        """May the person at the screen decide now?"""
        return (self.resolution is None and not self.handover and self.replaying is None and self.confirm is None
                and not self.elsewhere and self.game.to_move == self.viewer and self.viewer in self.humans())

    def computer_to_move(self) -> bool:
        return self.remote is None and self.game.to_move is not None and self.game.to_move not in self.humans()

    def can_undo(self) -> bool:
        """Against the computer, the player's own decisions since the last thing that came to light
        (a draw, an effect 2 or 3, a trade, anything the computer did) can be taken back."""
        return (self.mode in VS_COMPUTER and self.resolution is None and self.replaying is None
                and self.confirm is None and len(self.game.history) > self.undo_floor and not self.guided())

    @property
    def handover(self) -> bool:
        """Hot-seat: are the cards face down until the next player takes the device?"""
        return self.phase is Phase.HANDOVER

    def paused(self) -> bool:
        """Watching: does the computer wait for a step?"""
        return self.watching is not Watching.PLAYING

    def _stepped(self) -> None:
        """A piece of work is done: a watcher's single step has gone through."""
        if self.watching is Watching.STEP:
            self.watching = Watching.PAUSED

    def guided(self) -> bool:
        """Is a lesson's script deciding every move now?"""
        return self.lesson is not None and self.lesson.guided

    def busy(self) -> bool:
        """Is something playing out on its own (the computer, a round's end, a move before a hand-over)?"""
        if self.phase is Phase.PASSING or (self.resolution is not None and not self.resolution.at_summary):
            return True
        if self.guided() and self.lesson is not None and self.lesson.their_move(self.game) is None:
            return False  # the lesson's words hold the computer back
        return (self.computer_to_move() and self.replaying is None and self.resolution is None
                and self.confirm is None)

    def click(self, target: str) -> None:
        """A click on a target of the table: a move, or the first slot of a swap (ignored when it
        does nothing now). A call, or exposing a card the player already knows, asks first."""
        self.refusal = None
        if not self.acting():
            return
        action = self._targets().get(target)
        if action == SELECT:
            self.selected = int(target.split("-")[1])
            self._save()
        elif action == UNSELECT:
            self.selected = None
            self._save()
        elif action == "call" and self.confirm_call:
            self.confirm = Confirm("call", {})
        elif action is not None and self._exposes_known(Action.parse(action)):
            self.confirm = Confirm("expose_known", {"action": action, "slot": Action.parse(action).slot})
        elif action is not None:
            self._play(action)

    def refuse(self, place: str) -> bool:
        """A click on a place that is not offered: True (and the screen's refusal says why, in the rules'
        terms) when there is something to say; the game is untouched."""
        line = why_not(self.game.view(self.viewer), place) if self.acting() and place not in self._targets() else None
        if line is not None:
            self.refusal = Refusal(self.refusal.number + 1 if self.refusal else 1, place, line)
        return line is not None

    def rematch(self, swap: bool) -> None:
        """Once a game is over, the next one at a press, at the same level: the same side, or the other."""
        offered = self.rematch_offered()
        if offered and (not swap or "swap" in offered):
            self.new_game(other(self.mode) if swap else self.mode, self.level)

    def rematch_offered(self) -> tuple[str, ...]:
        """What the board offers once a game is over: play again, and against the computer, swap sides."""
        if not self.game.winner or self.resolution is not None or self.replaying is not None or self.lesson:
            return ()
        return ("again", "swap") if self.mode in VS_COMPUTER else ("again",) if self.mode == Mode.HOTSEAT else ()

    def _targets(self) -> dict[str, str]:
        """What a click on each target of the table does now (in a lesson, only what the step points at).
        Made once a position: a click's answer needs them to play the click, then for its screen."""
        if self.lesson is not None or self.remote is not None:  # a lesson's step, a friend's answer change them too
            targets = click_map(self.game.legal_actions(), self.selected)
            return self.lesson.targets(targets, self.selected) if self.lesson is not None else targets
        key = (self.game, len(self.game.history), self.selected)  # a game's position is its history so far
        if self._targets_kept is None or self._targets_kept[0] != key:
            self._targets_kept = key, click_map(self.game.legal_actions(), self.selected)
        return self._targets_kept[1]

    def _exposes_known(self, action: Action) -> bool:
        """Does ``action`` expose an opponent's card the viewer already knows (R-MEMORY)?"""
        return (action.verb == "expose"
                and self.game.view(self.viewer)["holders"][other(self.viewer)][action.slot - 1] is not None)

    def answer(self, yes: bool, remember: bool = False) -> None:
        """The player's answer to a confirmation (``remember``: do not ask again before a call)."""
        confirm, self.confirm = self.confirm, None
        self._replan()
        if confirm is None:
            return
        if confirm.kind == "call" and remember:
            self.confirm_call = False
            self._store_prefs()
        if not yes:
            return
        if confirm.kind == "new_game":
            self.new_game(str(confirm.params["mode"]), str(confirm.params["level"]))
        elif confirm.kind == "daily":
            self.new_daily(float(confirm.params["now"]))
        elif confirm.kind == "call":
            self._play("call")
        else:
            self._play(str(confirm.params["action"]))

    def act(self, action: str) -> None:
        """Play ``action`` (notation) for the person at the screen, without confirmations (the
        terminal); IllegalAction when it is not legal, or not theirs to play now."""
        if not self.acting():
            raise IllegalAction("it is not your decision now")
        self.game.clone().play(action)  # an illegal action raises here and changes nothing
        if self.guided() and str(Action.parse(action)) not in self._targets().values():
            raise IllegalAction("the lesson asks for another move now")
        self._play(str(Action.parse(action)))

    def hand_over(self) -> None:
        """Hot-seat: the player to move has the device; show their cards."""
        if self.phase is Phase.HANDOVER:
            self.phase = Phase.SHOWING
            self.changed = frozenset()
            self._save()

    def carry_on(self) -> None:
        """Continue after a round's summary: the next round begins."""
        if self.resolution is not None and self.resolution.at_summary:
            self._finish_resolution()

    def can_skip(self) -> bool:
        """Is a round's end being shown district by district (one tap shows the rest at once)?"""
        return (self.resolution is not None and not self.resolution.at_summary and self.replaying is None
                and not self.handover)

    def skip_showdown(self) -> None:
        """Show the rest of a round's end at once: its summary, or the game's end, with no more motions."""
        if not self.can_skip():
            return
        while self.resolution is not None and not self.resolution.at_summary:
            self._round_end_step()
        if self.resolution is not None:
            self._show([])  # the summary: the districts skipped are not played over it
        self._replan()

    def undo(self) -> None:
        """Take back the player's last decision (see can_undo); the game counts as one with take-backs."""
        if not self.can_undo():
            return
        floor, takebacks, viewer = self.undo_floor, self.takebacks + 1, self.viewer
        events: list[dict[str, Any]] = []
        record = dumps(self.game)
        game = replay(record, upto=len(self.game.history) - 1, events=events)
        self._adopt(game, events, viewer, handover=False, result_settled=self.result_settled, ai_seed=self.ai_seed)
        self.undo_floor, self.takebacks = floor, takebacks

    def ask_hint(self) -> None:
        """Ask the hard player what it would do in the viewer's place (against the computer only)."""
        if self.acting() and self.mode in VS_COMPUTER and not self.hinting and self.hint is None and not self.guided():
            self.hinting = True
            self._replan()

    def switch_view(self) -> None:
        """Watching the computer play itself: follow the other side's view (refused in other modes,
        where it would show a player the other side's cards)."""
        if self.mode == Mode.WATCH:
            self.viewer = other(self.viewer)
            self._save()

    def pause(self, paused: bool) -> None:
        """Watching: stop the computer between steps, or let it play on."""
        if self.mode == Mode.WATCH:
            self.watching = Watching.PAUSED if paused else Watching.PLAYING
            self._replan()

    def step(self) -> None:
        """Watching, paused: one step (a move, or a step of a round's end) goes through."""
        if self.mode == Mode.WATCH and self.watching is not Watching.PLAYING:
            self.watching = Watching.STEP
            self.phase = Phase.READY
            self._replan()

    def fast_forward(self, moves: int | None = None, pick: Callable[[list[str]], str] | None = None) -> None:
        """Play on at once, whoever is to move: ``moves`` actions (None: to the game's end), each
        ``pick``ed from the legal ones (the first by default), every round's end shown through, no
        pause; as if each player clicked at once. For tests and tools that need a later position."""
        if self.remote is not None:
            raise ValueError("a friend's game moves only by the friends' messages")
        pick = pick or (lambda legal: legal[0])
        while self.game.winner is None and (moves is None or moves > 0):
            self._play(pick(self.game.legal_actions()))
            while self.resolution is not None:
                self._round_end_step()
            moves = None if moves is None else moves - 1

    def _play(self, action: str) -> None:
        """Play one action of the side to move, and tell what happened (a round's end step by step)."""
        mover = self.game.to_move
        if mover in self.humans() and self.mode in VS_COMPUTER:
            self.coach.note = None  # a new decision: the note on the last one has been read
            if self.coaching():
                self.coach.judge(self.game.view(mover), action, len(self.game.history))
        events = self.game.play(action, side=mover)
        self._happened(mover, events)
        if self.remote is not None:
            self.remote.flush()

    def _happened(self, mover: str | None, events: list[dict[str, Any]]) -> None:
        """Tell what a move (by anyone) brought about: at once, a round's end step by step."""
        self.selected, self.hint, self.hinting, self.confirm = None, None, False, None
        self._replan()
        if self.phase is Phase.READY:
            self.phase = Phase.SHOWING  # the computer pauses again before its next move
        now = events
        for index, event in enumerate(events):
            if event["type"] == "round_end":
                now = events[: index + 1]
                self.resolution = RoundEnd(events[index:])
                break
        if mover not in self.humans() or any(event["type"] in REVEALING for event in now):
            self.undo_floor = len(self.game.history)
        side, turn = self.recent
        self.recent = (mover, (turn if side == mover else []) + now)
        self.changed = frozenset(
            event["slot"] for event in events[: len(now)]
            if event["type"] in ("keep", "reveal", "trade") and event.get("side") == self.viewer == mover)
        self.journal.tell(now)
        self._show(now)
        self._settle()

    def _show(self, events: list[dict[str, Any]]) -> None:
        """Show ``events`` as motions (numbered, so that each is shown once; made for whoever looks)."""
        self.shown = events
        self.motion_seconds = motions_of(events, self.viewer)[1]
        self.motion_count += 1

    def _settle(self) -> None:
        """After a change: the next hot-seat player takes the device once the move (or a round's end)
        has been shown; a finished game counts in the statistics; everything is saved."""
        game = self.game
        if self.lesson is not None:
            self.lesson.advance(game, showing_round_end=self.resolution is not None)
        if (self.mode == Mode.HOTSEAT and self.resolution is None and game.to_move is not None
                and game.to_move != self.viewer and self.phase is not Phase.HANDOVER):
            self.phase = Phase.PASSING  # the move shows first (work: a wait), then the hand-over
        if game.winner and not self.result_settled and self.remote is None:
            if self.daily is not None:  # the daily deal counts in its own record, not against a level
                self._count_daily()
            else:
                count_result(self.stats, self.mode, self.level, self.player(), game.winner, self.takebacks > 0)
                self.writes[STATS_KEY] = dump_stats(self.stats, self.stats_unknown)
            self.result_settled = True
        self._save()
