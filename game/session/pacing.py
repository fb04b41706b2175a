"""Work that happens on its own, and its timing: the computer's moves and hints, the pauses that let a
change be seen, a round's end shown step by step. The caller carries the work out and reports back."""

from __future__ import annotations

import random

from ..ai import start
from ..ai.thinking import Decided
from ..sides import other
from .dailies import daily_thinking
from .modes import EXPERT, VS_COMPUTER, Mode
from .phase import Phase, Watching
from .screen import Hint, Message, Think, Wait, Work
from .storage import SPEEDS

STEP_SECONDS = 0.7  # between the computer's moves, besides the time its last move takes to show
DISTRICT_SECONDS = 1.1  # each step of a round's end: a district's showdown (motion.py: MEET, STRIKE) and a breath
SUMMARY_SECONDS = 2.5  # a round's summary, when watching the computer play itself
PASS_SECONDS = 0.5  # hot-seat: the mover sees their settled move this long before the device changes hands


class Pacing:
    """The Session's part that says what must happen next on its own (mixed into Session; one model)."""

    @property
    def slowness(self) -> float:
        """How long steps stay on screen, against the normal pace (the speed setting, and ``pace``)."""
        return SPEEDS[self.speed] * self.pace

    def work(self) -> Work | None:
        """What must happen before anything else changes on screen, if anything; the same object
        until it is reported done."""
        if self._work is None:
            self._work = self._next_work()
        return self._work

    def _replan(self) -> None:
        """What was under way is no longer wanted (a move, a new game, a pause...): a report about it
        is ignored, and work() says afresh what comes next."""
        self._work = None

    def _next_work(self) -> Work | None:
        if self.replaying is not None or self.confirm is not None or self.elsewhere:
            return None
        if self.mode == Mode.WATCH and self.watching is Watching.PAUSED:
            return None
        if self.phase is Phase.PASSING:
            return Wait((self.motion_seconds + PASS_SECONDS) * self.slowness, "handover")
        resolution = self.resolution
        if resolution is not None:
            if resolution.at_summary:
                return Wait(SUMMARY_SECONDS * self.slowness, "summary") if self.mode == Mode.WATCH else None
            return Wait(DISTRICT_SECONDS * self.slowness, "round_end")
        if self.computer_to_move():
            scripted = self.lesson.their_move(self.game) if self.lesson is not None else None
            if self.guided() and scripted is None:
                return None  # the lesson's words come first
            if self.phase is not Phase.READY:
                return Wait((STEP_SECONDS + self.motion_seconds) * self.slowness, "pause")
            side = self.game.to_move
            view, rng = self.game.view(side), self._ai_rng("move")
            if scripted:
                thinking = Decided(scripted)
            elif self.daily is not None:  # the same reply on every device (dailies.py)
                thinking = daily_thinking(view, rng)
            else:  # hard's belief goes on from its turn's last decision (the expert's worker hands its own on)
                earlier = self.handed_on.earlier(view, str(self.ai_seed), self.level)
                thinking = start(view, self.level, rng, earlier=earlier)
            return Think(thinking, side, "move")
        if self.hinting and self.acting():  # the hint is hard's, or against the expert the expert's
            adviser = EXPERT if self.level == EXPERT else "hard"
            return Think(start(self.game.view(self.viewer), adviser, self._ai_rng("hint")), self.viewer, "hint")
        return None

    def ponder_view(self) -> dict | None:
        """The computer's own view while the person decides, when the computer is the expert, which thinks on
        the player's time (game/ai/ponder.py); None otherwise."""
        if self.level != EXPERT or self.mode not in VS_COMPUTER or self.lesson is not None or not self.acting():
            return None
        return self.game.view(other(self.player()))

    def no_worker(self, why: str) -> None:
        """The expert's own thread cannot start here: the game goes on against hard, and the player is told why."""
        if self.level == EXPERT:
            self.level = "hard"
            self._save()
        self.message = Message("message.no_worker", "", words="message.no_worker_body", params={"why": why[:200]})
        self._replan()

    def _ai_rng(self, purpose: str) -> random.Random:
        """The computer's randomness for one decision: from its own seed, which carries nothing of
        the deal (the game's seed would tell every hidden card), and the public move count."""
        return random.Random(f"{self.ai_seed}:{len(self.game.history)}:{purpose}")

    def waited(self, work: Work) -> None:
        """A Wait is over: show the next step."""
        if work is not self._work:
            return
        self._replan()
        self._stepped()
        resolution = self.resolution
        if work.why == "handover":
            self.viewer, self.phase, self.changed = self.game.to_move or self.viewer, Phase.HANDOVER, frozenset()
            self._save()
        elif resolution is None:
            self.phase = Phase.READY
        else:
            self._round_end_step()

    def _round_end_step(self) -> None:
        """The round's end shown one step further (after its last step, the game goes on)."""
        resolution = self.resolution
        if resolution is None:
            return
        if resolution.at_summary or resolution.step + 1 == resolution.steps:
            self._finish_resolution()
        else:
            resolution.step += 1
            told = resolution.events_at(resolution.step)
            self.journal.tell(told)
            self._show(told)

    def _finish_resolution(self) -> None:
        after = self.resolution.after if self.resolution else []
        self.resolution = None
        if any(event["type"] == "deal" for event in after):
            self.recent = (None, [])  # new cards: the last turn's places and words no longer apply
        self.journal.tell(after)
        self._show(after)
        self._settle()

    def decided(self, work: Work, action: str, chance: float | None = None) -> None:
        """A Think is over: the computer plays its move, or the hint is shown."""
        if work is not self._work or not isinstance(work, Think):
            return
        self._replan()
        self._stepped()
        if work.purpose == "hint":
            self.hinting = False
            self.hint = Hint(action, chance)
            return
        knowledge = getattr(work.thinking, "knowledge", None)
        if knowledge is not None:
            self.handed_on.keep(knowledge.view, str(self.ai_seed), work.thinking)
        self._play(action)
