"""The guided first game in a session: which step shows, what it lets the player click, Van Helsing's
scripted moves, and what is stored to take the lesson up again later.

The steps themselves are rules data (game/lesson.py); this walks them along the game the session
plays. A step of the player's (DO) or Van Helsing's (THEIRS) is over once the game's history holds
its actions: the position in the script is read from the game, so a reload resumes exactly.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from .. import Game
from ..describe import Line
from ..jsontext import read_json
from ..lesson import DO, END, FREE, SAY, STEPS, THEIRS, UNTIL, Step, lesson_game, reached, scripted_actions
from ..notation import Action
from ..records import replay, sealed_record_of
from .targets import SELECT

LESSON_KEY = "dvvh.lesson"
FORMAT = "dracula-vs-van-helsing/lesson"
VERSION = 1
MAX_TEXT = 100_000
GUIDED = (SAY, DO, THEIRS, UNTIL)  # the steps where the script decides everything
COUNTED = sum(1 for step in STEPS if step.kind != THEIRS)


@dataclass(frozen=True)
class LessonCard:
    """What the page shows of the lesson: the words, where it points, and how the player moves on."""

    words: Line
    number: int  # this step, counted from 1
    total: int
    point: tuple[str, ...]  # targets and places to point at
    can_next: bool  # words to read: a Next button moves on
    finished: bool  # the last step: offer a real game
    guided: bool  # the script decides every move (hints and take-backs wait for the round played alone)


class Lesson:
    """A lesson under way: the step shown, over the game the session plays."""

    def __init__(self, step: int = 0):
        self.step = step

    @property
    def current(self) -> Step:
        return STEPS[self.step]

    @property
    def guided(self) -> bool:
        """Is the script still deciding every move (not yet the round the player plays alone)?"""
        return self.current.kind in GUIDED

    def advance(self, game: Game, showing_round_end: bool) -> None:
        """Move past every step that is over: actions played, or what a step waited for happened (once a
        round's end has been shown in full)."""
        while True:
            step = self.current
            if step.kind in (DO, THEIRS):
                over = len(game.history) >= len(scripted_actions(self.step + 1))
            elif step.kind in (UNTIL, FREE):
                over = not showing_round_end and reached(step, game)
            else:
                over = False
            if not over:
                return
            self.step += 1

    def next(self) -> None:
        """The player read the words: on to the next step."""
        if self.current.kind == SAY:
            self.step += 1

    def targets(self, targets: dict[str, str], selected: int | None) -> dict[str, str]:
        """Of the table's targets, only the one the step points at: the player cannot go wrong. A swap is
        two clicks, the first slot then the second; everything is open in the round played alone."""
        step = self.current
        if not self.guided:
            return targets
        if step.kind != DO:
            return {}
        action = Action.parse(step.actions[0])
        if action.verb == "swap":
            first, second = action.slots
            wanted = {f"mine-{first}": SELECT} if selected is None else {f"mine-{second}": str(action)}
            return {target: act for target, act in wanted.items() if targets.get(target) == act}
        return {target: act for target, act in targets.items() if act == str(action)}

    def their_move(self, game: Game) -> str | None:
        """Van Helsing's next scripted action, when a THEIRS step is under way."""
        step = self.current
        if step.kind != THEIRS:
            return None
        index = len(game.history) - len(scripted_actions(self.step))
        return step.actions[index] if 0 <= index < len(step.actions) else None

    def card(self) -> LessonCard:
        """The step as shown: counted among the steps the player reads or does (Van Helsing's turns pass
        on their own and are not counted)."""
        step = self.current
        number = 1 + sum(1 for earlier in STEPS[:self.step] if earlier.kind != THEIRS)
        return LessonCard((step.text, dict(step.params)), number, COUNTED, step.point, step.kind == SAY,
                          step.kind == END, self.guided)


def dump(lesson: Lesson, game: Game, ai_seed: int, active: bool) -> str:
    """The lesson as stored: the step, its game (sealed, like an autosave: R-SECRET) and whether it is the
    game in play (a lesson left for a real game is kept, to be taken up again)."""
    return json.dumps({"format": FORMAT, "version": VERSION, "step": lesson.step, "active": active,
                       "ai_seed": ai_seed, "record": sealed_record_of(game)})


def load(text: str | None, events: list[dict[str, Any]] | None = None) -> tuple[Lesson, Game, int, bool] | None:
    """A stored lesson (its step, game, computer's seed, and whether it was in play); None when there is
    none, or it does not fit this build's script (the lesson then starts over: it is only a lesson)."""
    try:
        data = read_json(text, ValueError, "a lesson", MAX_TEXT) if text else None
        if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != VERSION:
            return None
        step, ai_seed = data.get("step"), data.get("ai_seed")
        if type(step) is not int or not 0 <= step < len(STEPS) or type(ai_seed) is not int:
            return None
        game = replay(json.dumps(data.get("record")), events=events)
    except ValueError:
        return None
    lesson = Lesson(step)
    played = [str(Action.parse(move)) for move in game.moves[:len(scripted_actions(step))]]
    if game.start != lesson_game().start or played != scripted_actions(step)[:len(played)]:
        return None
    return lesson, game, ai_seed, data.get("active") is True
