"""The coach: after a decision the hard player (against the expert: the expert's belief) would clearly have made
otherwise, a short note saying what it would have done and what that was worth.

Each of the player's decisions with a choice becomes a job holding that side's view at that moment
(R-SECRET: the player's own knowledge, nothing revealed later). The page works the jobs in slices while
the game goes on (``Coach.work``; the session never waits for it), and reports each verdict back. Only
against the computer: in hot-seat a note would tell the other player something.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..describe import Line, action_words

if TYPE_CHECKING:  # the coach's search (game/ai/coach.py) loads when its first job begins
    from ..ai.coach import Review, Verdict

FIRST_GAMES = 3  # the coach is on by default for a player's first games against the computer
QUEUED = 2  # at most this many decisions wait for a verdict (a fast player's older ones are let go)


@dataclass(eq=False)
class CoachJob:
    """One decision to judge: the view it was made on, what was played, and its place in the game."""

    view: dict[str, Any]
    played: str
    move: int
    review: Review | None = None  # the search, once begun


@dataclass(frozen=True)
class CoachNote:
    """What the coach says about a decision: what was played, what would have been better, and the gain
    in the chance to win (a fraction)."""

    played: Line
    better: Line
    gain: float
    move: int


def action_line(action: str, view: dict[str, Any]) -> Line:
    """An action in words, as it looked from ``view`` when it was chosen."""
    verb, params = action_words(action, view["drawn"], view["holders"][view["side"]])
    return f"coach.act.{verb}", params


class Coach:
    """The decisions waiting for a verdict, and the latest note."""

    def __init__(self) -> None:
        self.jobs: list[CoachJob] = []
        self.note: CoachNote | None = None

    def judge(self, view: dict[str, Any], played: str, move: int) -> None:
        """A decision was made on ``view``: have it judged (only where there was a choice)."""
        if len(view.get("legal_actions", ())) > 1:
            self.jobs = [*self.jobs, CoachJob(view, played, move)][-QUEUED:]

    def work(self, expert: bool = False) -> CoachJob | None:
        """The next decision to judge, its search begun (``expert``: the expert's coach, in a game against it;
        ai.coach.coach_review)."""
        if not self.jobs:
            return None
        job = self.jobs[0]
        if job.review is None:
            from ..ai.coach import coach_review  # the coach's search loads when first used

            job.review = coach_review(job.view, job.played, job.move, expert)
        return job

    def judged(self, job: CoachJob, verdict: Verdict | None) -> None:
        """A verdict is in: a note when the player's choice was clearly worse (a job let go meanwhile is ignored)."""
        if job not in self.jobs:
            return
        self.jobs.remove(job)
        if verdict is not None:
            self.note = CoachNote(action_line(job.played, job.view), action_line(verdict.better, job.view),
                                  verdict.gain, job.move)

    def clear(self) -> None:
        self.jobs, self.note = [], None
