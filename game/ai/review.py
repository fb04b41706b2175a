"""The review of a finished (or unfinished) game: one side's chance to win at each of its decisions, and
the moments where another decision was clearly worth more.

Quick where it can be: a decision is searched SCREEN worlds at a time, up to WORLDS, and only while a
clear mistake is still possible (its better move's gain could yet reach NOTE_GAIN: within
SETTLED_SIGMAS standard errors); while it is open, an action further from a note (by ASIDE_MARGIN more)
gets no more worlds. The worlds are the same either way, so a decision searched on (every mistake is: a
search never stops early on a gain that looks large, which would overstate it) gets the figures of the
deep review; game/lab/review_speed.py measures what the screen misses (docs/AI.md).

Honest by construction: each decision is judged from that side's view at that moment (R-SECRET), never
from cards revealed later, by the coach's search (ai/coach.py) with more worlds than a move's search.
A decision is called a mistake only when the better action's gain is above two standard errors and at
least three points; each figure comes with its error. The same record, side and seed give the same
figures in the page and in the terminal (``python -m game.review``, game/review.py).

``GameReview`` is a thinking.Thinking (step, done), so that the page runs it in slices with a progress
bar; the terminal runs it through.
"""

from __future__ import annotations

import random
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from ..decisions import Decision, Reading, RoundResult
from ..describe import action_words
from .coach import NOTE_GAIN, NOTE_SIGMAS, Review
from .search import paired

WORLDS = 160  # per decision: about a second in the page, and errors near 1.2 points
SCREEN = 16  # worlds at a time: after each such step, a decision with no mistake left to find is judged
SETTLED_SIGMAS = 1.0  # a gain this many standard errors short of NOTE_GAIN settles a decision
ASIDE_MARGIN = 0.5  # an action is set aside only when further from a note than a whole decision is settled
MOMENTS = 5  # key moments shown, at most
FOREVER = 10**6  # GameReview's budget (seconds): it ends when every decision is judged, or the caller stops it


@dataclass(frozen=True)
class Judged:
    """A decision, judged: the chance to win after the move played, the best action searched and its chance,
    the gain of the best over the move played and that gain's standard error; a mistake when it is clear."""

    move: int
    round: int
    played: str
    chance: float
    best: str
    best_chance: float
    gain: float
    error: float
    mistake: bool
    words: dict[str, dict[str, Any]] = field(default_factory=dict)  # the parameters that say each action


@dataclass(frozen=True)
class ReviewResult:
    side: str
    seed: int
    worlds: int
    decisions: tuple[Judged, ...]
    rounds: tuple[RoundResult, ...]
    total_moves: int

    @property
    def moments(self) -> tuple[Judged, ...]:
        """The key moments: the clearest mistakes, the biggest first, at most MOMENTS of them."""
        mistakes = sorted((d for d in self.decisions if d.mistake), key=lambda d: -d.gain)
        return tuple(mistakes[:MOMENTS])

    def to_json(self) -> dict[str, Any]:
        return {"side": self.side, "seed": self.seed, "worlds": self.worlds, "total_moves": self.total_moves,
                "decisions": [asdict(d) for d in self.decisions], "rounds": [asdict(r) for r in self.rounds],
                "moments": [d.move for d in self.moments]}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> ReviewResult:
        return cls(data["side"], data["seed"], data["worlds"], tuple(Judged(**d) for d in data["decisions"]),
                   tuple(RoundResult(**r) for r in data["rounds"]), data["total_moves"])


class GameReview:
    """The review of one side's decisions, one world at a time (the page slices it; ``progress`` says how far)."""

    budget = FOREVER

    def __init__(self, reading: Reading, seed: int = 0, worlds: int = WORLDS, screen: int | None = SCREEN,
                 settled: float = SETTLED_SIGMAS, backwards: bool = False):
        """``reading``: the reviewed side's decisions as the record is read (game/decisions.py: the review gets
        the views, never the game they come from); ``screen`` None: every decision searched to ``worlds``
        (the deep review). Two threads may share a review: one from the first decision on, the other from the
        last back (``backwards``), each skipping the decisions the other has taken (``elsewhere``); each
        decision's worlds are its own, so the parts ``merged`` are the whole review."""
        self.side, self.seed, self.worlds, self.screen, self.settled = reading.side, seed, worlds, screen, settled
        self.backwards = backwards
        self.elsewhere: set[int] = set()  # the moves of the decisions another thread has taken
        self.reading = reading
        self.pending: list[Decision] = []
        self.judged: list[Judged] = []
        self.current: tuple[Decision, Review] | None = None
        self.playouts = 0  # games played out to a round's end: what the review's time follows

    @property
    def count(self) -> int:
        return len(self.reading.decisions)

    @property
    def claimed(self) -> list[int]:
        """The moves of the decisions this review has taken: judged, or under review."""
        return [d.move for d in self.judged] + ([self.current[0].move] if self.current else [])

    def reopen(self, elsewhere: set[int]) -> None:
        """Go on with every decision neither judged here nor in ``elsewhere`` (another thread's judged ones)."""
        self.elsewhere = set(elsewhere)
        mine = set(self.claimed)
        self.pending = [d for d in self.reading.decisions if d.move not in mine]

    @property
    def done(self) -> bool:
        return self.reading.done and not self.pending and self.current is None

    @property
    def progress(self) -> float:
        """How much of the review is done, from 0 to 1."""
        if not self.reading.done:
            return 0.0
        if self.count == 0:
            return 1.0
        inside = 0.0
        if self.current is not None and self.current[1].iterations:
            inside = min(len(self.current[1].results[self.current[1].mine]) / self.current[1].iterations, 1.0)
        return (len(self.judged) + inside) / self.count

    def step(self) -> None:
        """A few more moves read, or one more world for the decision under review (a decision with nothing to
        search is judged at once)."""
        if not self.reading.done:
            self.reading.step()
            if self.reading.done:
                self.pending = list(reversed(self.reading.decisions) if self.backwards else self.reading.decisions)
            return
        if self.current is None:
            while self.pending and self.pending[0].move in self.elsewhere:
                self.pending.pop(0)
            if not self.pending:
                return
            decision = self.pending.pop(0)
            rng = random.Random(f"{self.seed}:{decision.move}:review")
            self.current = (decision, Review(decision.view, decision.played, rng, self.worlds, measure=True))
        decision, review = self.current
        if not review.done:
            review.step()
            searched = len(review.results[review.mine])
            if self.screen and searched % self.screen == 0:
                if not review.still_open(self.settled):
                    review.iterations = searched  # no clear mistake is left to find here
                else:  # an action further still from a note gets no more worlds
                    review.set_aside(self.settled + ASIDE_MARGIN)
        if review.done:
            self.playouts += sum(len(results) for results in review.results)
            self.judged.append(judge(decision, review))
            self.current = None

    def choice(self) -> str:  # a Thinking's protocol; a review chooses nothing
        return ""

    def chance(self, _action: str) -> float | None:
        return None

    def result(self) -> ReviewResult:
        return ReviewResult(self.side, self.seed, self.worlds, tuple(self.judged), tuple(self.reading.rounds),
                            len(self.reading.moves))


def merged(parts: list[ReviewResult]) -> ReviewResult:
    """The whole review from its parts (two threads' shares), its decisions in the order they were made (a
    decision both judged, once)."""
    decisions = {d.move: d for part in parts for d in part.decisions}
    return replace(parts[0], decisions=tuple(decisions[move] for move in sorted(decisions)))


def judge(decision: Decision, review: Review) -> Judged:
    best, best_chance, gain = review.best()
    verdict = review.verdict()
    error = verdict.error if verdict else _error(review, best)
    view = decision.view
    own = view["holders"][view["side"]]
    words = {action: action_words(action, view["drawn"], own)[1] for action in {str(review.played), best}}
    return Judged(decision.move, decision.round, str(review.played), review.played_chance(), best, best_chance,
                  gain, error, verdict is not None, words)


def _error(review: Review, best: str) -> float:
    """The standard error of the best action's gain over the move played (0 when nothing was compared)."""
    mine = review.results[review.mine]
    index = review.candidates.index(best)
    if index == review.mine or len(mine) < 2 or len(review.results[index]) != len(mine):
        return 0.0
    return paired(review.results[index], mine)[1]


def as_text(result: ReviewResult) -> str:
    """The review in plain words (English): every decision's chance, then the key moments."""
    lines = [f"Review of {result.side.replace('_', ' ').title()}'s decisions ({len(result.decisions)} with a choice,"
             f" {result.worlds} worlds each, seed {result.seed}). A mistake: the better move's gain is above"
             f" {NOTE_SIGMAS:g} standard errors and at least {100 * NOTE_GAIN:g} points.", ""]
    lines.append("move  round  played        chance   best          chance    gain ± error")
    for d in result.decisions:
        mark = "  mistake" if d.mistake else ""
        lines.append(f"{d.move + 1:>4}  {d.round:>5}  {d.played:<12}  {100 * d.chance:5.1f} %  {d.best:<12}"
                     f"  {100 * d.best_chance:5.1f} %  {100 * d.gain:+5.1f} ± {100 * d.error:.1f}{mark}")
    lines += ["", "Rounds: " + "; ".join(f"round {r.round}: {r.bites} bites, {r.stakes} stakes" for r in result.rounds)]
    lines += ["", "Key moments:" if result.moments else "Key moments: none (no decision was clearly worse)."]
    for d in result.moments:
        lines.append(f"  move {d.move + 1} (round {d.round}): played {d.played} ({100 * d.chance:.1f} %);"
                     f" {d.best} was worth {100 * d.best_chance:.1f} %"
                     f" ({100 * d.gain:+.1f} ± {100 * d.error:.1f} points)")
    return "\n".join(lines)
