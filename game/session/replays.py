"""Looking back at a game: its review, its replay step by step, its record exported or imported."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import SIDES, Game
from ..records import RecordError, check_file_size, dumps, parse, shareable
from .modes import VS_COMPUTER, Mode
from .reviewing import REVIEWS_KEY, Reviewing, keep_result, stored_result
from .screen import Message, Replay
from .targets import action_targets

if TYPE_CHECKING:
    from ..ai.review import GameReview, ReviewResult


class Replays:
    """The Session's part that reviews and replays (mixed into Session; one model)."""

    def start_review(self, side: str | None = None) -> None:
        """Review the game shown (the replay's, else the game in play) for ``side`` (by default the one
        person's side, else the side in view): at once if it was reviewed before."""
        game = None if self.replaying else self.recorded_game()
        if game is None and not self.replaying:
            return
        record = self.replaying[0] if self.replaying else dumps(game)
        own = self.player() if self.mode in VS_COMPUTER else self.viewer
        side = side if side in SIDES and self.may_review_both() else own
        result = stored_result(self.reviews, record, side)
        from ..ai.review import GameReview  # the review's search loads when first used (issue 35)
        from ..decisions import Reading

        self.reviewing = Reviewing(record, side, None if result else GameReview(Reading(record, side)), result)

    def may_review_both(self) -> bool:
        """May either side's decisions be reviewed? When watching, or once the game is over: in a hot-seat game
        still going, a review of the other side's decisions would tell its player's secrets (R-SECRET)."""
        return self.mode == Mode.WATCH or (self.mode in (Mode.HOTSEAT, Mode.REMOTE) and self.game.winner is not None)

    def review_work(self) -> GameReview | None:
        """The review's search while it runs (the page steps it in slices)."""
        reviewing = self.reviewing
        return reviewing.search if reviewing and reviewing.result is None else None

    def reviewed(self, result: ReviewResult | None = None) -> None:
        """The review's search is done (or its ``result`` worked out elsewhere): its result is shown and kept."""
        reviewing = self.reviewing
        if reviewing and reviewing.search and reviewing.result is None and (result or reviewing.search.done):
            reviewing.result = result or reviewing.search.result()
            self.writes[REVIEWS_KEY] = keep_result(self.reviews, reviewing.record, reviewing.side, reviewing.result)

    def review_progress(self, progress: float) -> None:
        """The review worked out elsewhere has come this far (the progress bar follows it)."""
        if self.reviewing is not None and self.reviewing.result is None:
            self.reviewing.elsewhere = min(max(float(progress), 0.0), 1.0)

    def close_review(self) -> None:
        """Stop the review (a search under way is dropped) or close it."""
        self.reviewing = None

    def review_jump(self, move: int) -> None:
        """From the review to the replay of its game, at the position of the decision made at ``move``."""
        if self.reviewing is None:
            return
        record = self.reviewing.record
        total = len(parse(record)["moves"])
        moment = next((d for d in self.reviewing.result.decisions if d.move == move), None) \
            if self.reviewing.result else None
        self.replay_moment = (record, self.reviewing.side, moment) if moment else None
        self.reviewing = None
        self.replaying = (record, min(max(move, 0), total), total)
        self._replan()

    def recorded_game(self) -> Game | None:
        """The game a replay, a review or an export is made of: the game in play; a friend's game
        once it is over, rebuilt from both sides' published keys as the engine's own (Party.record),
        and none before (its cards are not all known)."""
        if self.remote is None:
            return self.game
        return self.remote.party.record() if self.remote.party.winner else None

    def start_replay(self) -> None:
        """Step through the game in play from its first move (the game itself is untouched)."""
        game = self.recorded_game()
        if game is not None:
            self.replaying = (dumps(game), 0, len(game.history))
            self.replay_moment = None
            self._replan()

    def replay_step(self, delta: int) -> None:
        if self.replaying:
            record, step, total = self.replaying
            self.replaying = (record, min(max(step + delta, 0), total), total)

    def replay_state(self, record: str, step: int, total: int) -> Replay:
        """The replay's step; at a review's moment, that decision and the better one's places on the table."""
        if self.replay_moment is None:
            return Replay(step, total)
        moment_record, side, moment = self.replay_moment
        if (moment_record, moment.move) != (record, step):
            return Replay(step, total)
        return Replay(step, total, moment, action_targets(moment.best, own=side == self.viewer))

    def leave_replay(self) -> None:
        self.replaying = None

    def export(self) -> tuple[str, str]:
        """The game in play as a record file: its name and text (seed, moves, mode and level; sealed while
        the game is in progress, records.shareable). A friend's game, once over, with the side played
        (ValueError before: there is nothing to export yet)."""
        if self.remote is None:
            return shareable(self.game, mode=self.mode, level=self.level)
        game = self.recorded_game()
        if game is None:
            raise ValueError("a friend's game is exported once it is over")
        party = self.remote.party
        return f"dracula-vs-van-helsing-friend-{party.game_id}.json", dumps(game, mode=Mode.REMOTE, side=party.side)

    def accepts_file(self, size: int) -> bool:
        """May a file of ``size`` bytes be read as a game record? If not, ``message`` says why."""
        try:
            check_file_size(size)
        except RecordError as error:
            self.message = Message("message.import_failed", str(error))
            return False
        return True
