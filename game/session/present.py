"""The screen: the whole picture for the viewer, a pure function of the session's model."""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from .. import SIDES
from ..ai.puzzle import book
from ..describe import Line
from ..notation import Action
from ..records import replay
from ..sides import other
from .board import Board
from .coach import action_line
from .journal import lines_for
from .last_move import last_move
from .modes import VS_COMPUTER, Mode
from .motion import motions_of
from .remote import RemoteScreen
from .screen import DailyScreen, Over, PuzzleChoice, PuzzleScreen, Screen, Settings
from .storage import stats_key
from .targets import action_targets, click_map

if TYPE_CHECKING:
    from .session import Session


@lru_cache(maxsize=4)
def replayed_at(record: str, step: int, viewer: str, human: bool) -> tuple[Board, tuple[Line, ...]]:
    """A replay's table and log at ``step``: played once per step shown, not again at each screen."""
    events: list[dict[str, Any]] = []
    board = Board.of_view(replay(record, upto=step, events=events).view(viewer))
    return board, tuple(lines_for(events, viewer, human))


def screen_of(model: Session) -> Screen:
    """Everything the viewer sees now; reads the model, changes nothing."""
    acting = model.acting()
    view = model.game.view(model.viewer)
    log = model.journal.log(model.viewer)
    replay_state = None
    if model.replaying is not None:
        record, step, total = model.replaying
        board, log = replayed_at(record, step, model.viewer, model.viewer in model.humans())
        replay_state = model.replay_state(record, step, total)
    elif model.resolution is not None:
        board = model.resolution.board(model.viewer)
    else:
        board = Board.of_view(view)
    if model.handover:
        board = board_of_backs(board)
        log = ()
    side, turn = model.recent
    shown_turn = None
    if not model.handover and model.replaying is None and (side != model.viewer or model.mode == Mode.WATCH):
        shown_turn = last_move(side, turn, model.viewer, model.viewer in model.humans())
    return Screen(
        board=board, mode=model.mode, level=model.level, viewer=model.viewer, prompt=prompt_of(model, view, acting),
        targets=model._targets() if acting else {},
        selected=model.selected if acting else None, log=log,
        announcement=(model.journal.told, () if model.handover else model.journal.news_for(model.viewer)),
        changed=model.changed if acting else frozenset(),
        busy=model.busy(),
        handover=model.handover, hint=model.hint if acting else None, hinting=model.hinting and acting,
        can_hint=acting and model.mode in VS_COMPUTER and not model.hinting and not model.guided(),
        can_switch_view=model.mode == Mode.WATCH, over=over_of(model), replay=replay_state, message=model.message,
        motions=(model.motion_count, () if model.handover else motions_of(model.shown, model.viewer)[0]),
        last_move=shown_turn,
        summary=model.resolution.summary() if model.resolution and model.resolution.at_summary else None,
        confirm=model.confirm, can_undo=model.can_undo(),
        watching=("paused" if model.paused() else "playing") if model.mode == Mode.WATCH else None,
        settings=Settings(model.speed, model.sound, model.confirm_call, model.coach_setting(), model.stun),
        cannot_save=model.cannot_save,
        coach=model.coach.note if model.mode in VS_COMPUTER and not model.handover else None,
        review=model.reviewing,
        elsewhere=model.elsewhere,
        lesson=model.lesson.card() if model.lesson is not None and model.replaying is None else None,
        welcome=model.welcome,
        remote=remote_panel(model),
        remote_games=model.remote_list(),
        lang=model.lang,
        slowness=model.slowness,
        refusal=model.refusal if acting else None,
        rematch=model.rematch_offered(),
        can_skip=model.can_skip(),
        chosen=model.chosen(),
        player=model.player(),
        may_review_both=model.may_review_both(),
        stats=model.stats,
        stats_unknown=len(model.stats_unknown),
        game_key=id(model.game),
        actions=tuple(view["legal_actions"]) if acting else (),
        daily=daily_screen(model), daily_days=model.daily_record.days, puzzle=puzzle_screen(model),
    )

def remote_panel(model: Session) -> RemoteScreen | None:
    """A friend's game's panel; nothing to send while another tab plays the game."""
    if model.remote is None:
        return None
    screen = model.remote.screen()
    return replace(screen, outbox=None, last=None) if model.elsewhere else screen

def daily_screen(model: Session) -> DailyScreen | None:
    """The daily deal's part of the screen: at its end (a round's end shown first), its result."""
    if model.daily is None:
        return None
    daily, practice = model.daily.daily, not model.daily.counted
    ended = model.game.winner and model.resolution is None
    return DailyScreen(daily.number, daily.date, practice, model.daily_result() if ended else None)


def puzzle_screen(model: Session) -> PuzzleScreen | None:
    """The puzzles' part of the screen, while they are open: the list, or the puzzle being solved (its numbers
    and why only once it is over)."""
    if model.puzzling is None:
        return None
    puzzles = book()
    outcomes = tuple(model.puzzle_record.outcomes.get(puzzle.id, "") for puzzle in puzzles)
    solving = model.puzzling
    listing = PuzzleScreen(None, len(puzzles), outcomes, solving.today,
                           model.puzzle_record.solved({puzzle.id for puzzle in puzzles}))
    puzzle = model.solving()
    if puzzle is None:
        return listing
    over = solving.state != "asking"
    options = puzzle.options if over else sorted(puzzle.options, key=lambda o: puzzle.legal.index(o.action))
    choices = tuple(PuzzleChoice(option.action, action_line(option.action, puzzle.view), option.action in solving.tries,
                                 option.chance if over else None, option.error if over else None,
                                 over and option.action == puzzle.answer) for option in options)
    return replace(
        listing, number=puzzle.number, board=Board.of_view(puzzle.view),
        clicks={} if over else click_map(list(puzzle.legal), solving.selected), selected=solving.selected,
        state=solving.state, choices=choices, hint=puzzle.hint() if solving.tries and not over else None,
        reason=puzzle.reason() if over else None, side=puzzle.side, themes=puzzle.themes, gain=puzzle.gain,
        error=puzzle.error, worlds=puzzle.worlds, first=solving.state == "solved" and not solving.tries,
        missed=solving.missed and not over,
        marked=frozenset(action_targets(puzzle.answer, own=True)) if over else frozenset())


def over_of(model: Session) -> Over | None:
    """The game's end as shown (none while a round's end still plays out)."""
    game = model.game
    if not game.winner or model.resolution is not None:
        return None
    reason = (f"log.game_over_{game.win_reason}", {"winner": game.winner, "district": game.win_district + 1})
    result = record = None
    streak = best = 0
    if model.remote is not None:
        result = "won" if game.winner == model.viewer else "lost"
    elif model.mode in VS_COMPUTER:
        result = "won" if game.winner == model.mode else "lost"
    if model.mode in VS_COMPUTER and model.remote is None and model.daily is None:  # a daily's days say the rest
        row = model.stats.get(stats_key(model.mode, model.level, model.mode), {})
        record = (row.get("won", 0), row.get("lost", 0))
        streak, best = row.get("streak", 0), row.get("best_streak", 0)
    note = None
    if model.remote is not None and model.remote.screen().outbox:
        note = "over.send_last"  # the friend's page ends the game once it has this side's last message
    return Over(game.winner, reason, result, tuple(model.journal.rounds), record, model.takebacks, streak=streak,
                best=best, note=note)

def prompt_of(model: Session, view: dict[str, Any], acting: bool) -> Line:
    """What the viewer is asked to do now, or told is happening."""
    if model.handover:
        return "handover.title", {"side": model.viewer}
    if model.replaying is not None:
        return "replay.title", {}
    if model.resolution is not None:
        return model.resolution.banner()
    if model.game.winner:
        return "prompt.game_over", {}
    if model.confirm is not None:
        return f"confirm.{model.confirm.kind}", dict(model.confirm.params)
    if not acting and model.remote is not None:
        return remote_prompt(model)
    if not acting:
        key = "ui.thinking" if model.computer_to_move() and model.busy() else "prompt.waiting"
        return key, {"side": model.game.to_move}
    verbs = {Action.parse(a).verb for a in view["legal_actions"]}
    if "call" in verbs:
        return "prompt.draw_or_call", {}
    if "draw" in verbs:
        return ("prompt.last_turn", {"side": view["caller"]}) if view["caller"] else ("prompt.draw", {})
    if "keep" in verbs:
        return ("prompt.keep", {"card": view["drawn"]}) if "discard" in verbs else ("prompt.keep_eight", {})
    if "swap" in verbs and model.selected is not None:
        return "prompt.swap_second", {"slot": model.selected}
    # an effect to carry out: the prompt names the card discarded for it, and what the choice does
    return f"prompt.{verbs.pop()}", {"card": view["discards"][-1], "colour": view["trump"]}

def remote_prompt(model: Session) -> Line:
    """What the player of a remote game waits for."""
    remote = model.remote
    party = remote.party
    if remote.dispute is not None:
        return "prompt.remote_stopped", {}
    if not party.holds_turn_to_speak():
        first = remote.first()  # the game's first message: what it is, said once
        if first:
            return f"prompt.remote_{first}", {}
        if party.to_move == party.side:  # still this side's turn: the answer brings a card it may see
            return ("prompt.remote_send_cards" if remote.live != "on" else "prompt.remote_cards"), {}
        return ("prompt.remote_send" if remote.live != "on" else "prompt.remote_live"), {"side": other(party.side)}
    if party.to_move == party.side:
        return "prompt.remote_cards", {}
    if party.round_over():
        return "prompt.remote_keys", {}
    return "prompt.waiting", {"side": other(party.side)}


def board_of_backs(board: Board) -> Board:
    """The table with every card turned down (a hot-seat hand-over: nobody's cards show)."""
    return Board(viewer=board.viewer, round=board.round, rounds=board.rounds, health=board.health,
                 vampires=board.vampires, ranking=board.ranking, holders=dict.fromkeys(SIDES, (None,) * 5),
                 face_up=dict.fromkeys(SIDES, (False,) * 5), opponent_knows=(False,) * 5,
                 deck_size=board.deck_size, deck_top=None, discards=())
