"""The session's one entry: each message (messages.py) to the job that takes it, and its effects.

``update`` is the only way the page and the terminal change the model; what each job does is in its
own module (table, games, replays, prefs, persist, friend). A message the session does not know is
a programming error (TypeError), never silently dropped.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .daily_record import DAILY_KEY
from .messages import (
    AbandonRemote,
    Act,
    Answer,
    AskHint,
    CarryOn,
    ChangeSettings,
    Click,
    CloseReview,
    Coached,
    Compute,
    Decided,
    DismissMessage,
    DismissWelcome,
    Effects,
    Export,
    ForgetRemote,
    HandOver,
    HostRemote,
    ImportFile,
    Invite,
    LeaveLesson,
    LeaveRemote,
    LeaveReplay,
    LessonNext,
    NewDaily,
    NewGame,
    NoWorker,
    OpenPuzzle,
    OpenPuzzles,
    OpenRemote,
    Pause,
    PlayHere,
    PuzzleAnswer,
    PuzzleStep,
    PuzzleTap,
    Receive,
    Rematch,
    RemoteLive,
    ReplayStep,
    Reply,
    Reviewed,
    ReviewJump,
    ReviewProgress,
    SetLanguage,
    SetSound,
    SetStun,
    Skip,
    StartLesson,
    StartReplay,
    StartReview,
    Step,
    Stored,
    StoredElsewhere,
    SwitchView,
    TakeMessage,
    TakeOutgoing,
    TapNotOffered,
    Undo,
    Waited,
    WorkAhead,
)
from .puzzle_record import PUZZLE_KEY
from .remote import REMOTE_KEY
from .storage import AUTOSAVE_KEY, STATS_KEY

if TYPE_CHECKING:
    from .session import Session

Job = Callable[["Session", Any], Any]  # a message's job: its return is ``taken`` (None: True), or Effects' parts


def _settings(session: Session, message: ChangeSettings) -> bool:
    session.set_speed(message.speed)
    session.set_sound(message.sound)
    session.set_confirm_call(message.confirm_call)
    if message.coach is not None and message.coach != session.coach_setting():  # untouched, the default stays
        session.set_coach(message.coach)
    return message.stun is None or session.set_stun(message.stun)


def _stored(session: Session, message: Stored) -> None:
    if not message.ok:
        session.not_stored()
    elif session.cannot_save:
        session.stored()


def _elsewhere(session: Session, message: StoredElsewhere) -> None:
    if message.key == AUTOSAVE_KEY and message.text is not None:
        session.stored_elsewhere(message.text)
    elif message.key == REMOTE_KEY and message.text is not None:  # a friend's game: one tab at a time plays it
        session.remote_elsewhere(message.text)
    elif message.key == STATS_KEY:
        session.stats_elsewhere(message.text)
    elif message.key == DAILY_KEY:  # the daily deal's days, counted in another tab
        session.daily_stored_elsewhere(message.text)
    elif message.key == PUZZLE_KEY:  # puzzles solved in another tab
        session.puzzles_stored_elsewhere(message.text)


def _import(session: Session, message: ImportFile) -> bool:
    if message.text is None:
        return session.accepts_file(message.size)
    return session.import_record(message.text)


def _export(session: Session, _message: Export) -> dict[str, Any]:
    return {"download": session.export()}


def _receive(session: Session, message: Receive) -> dict[str, Any]:
    """A friend's message: its work in slices first, then it is taken (``TakeMessage``)."""
    friends, text = session.friends, message.text
    return {"compute": Compute(lambda: friends.message_work(text), lambda: friends.message_steps(text),
                               TakeMessage(text, not message.reply_later), "message", friends.whole(text))}


def _invite(session: Session, message: Invite) -> dict[str, Any]:
    friends, side = session.friends, message.side
    return {"compute": Compute(lambda: friends.invitation_work(side), friends.invitation_steps, HostRemote(side),
                               "invitation")}


def _ahead(session: Session, message: WorkAhead) -> dict[str, Any]:
    label = "shares ahead" if message.part == "shares" else "ahead"  # the page times each part apart
    return {"compute": Compute(session.remote_work, lambda: session.remote_steps(message.part), None, label)}


def _outgoing(session: Session, _message: TakeOutgoing) -> dict[str, Any]:
    remote = session.remote
    if remote is None or not remote.to_send:
        return {"outgoing": ()}
    sending, remote.to_send = tuple(remote.to_send), []
    return {"outgoing": sending}


JOBS: dict[type, Job] = {
    Click: lambda s, msg: s.click(msg.target),
    Act: lambda s, msg: s.act(msg.action),
    TapNotOffered: lambda s, msg: s.refuse(msg.place),
    Answer: lambda s, msg: s.answer(msg.yes, msg.remember),
    HandOver: lambda s, _: s.hand_over(),
    CarryOn: lambda s, _: s.carry_on(),
    Skip: lambda s, _: s.skip_showdown(),
    Undo: lambda s, _: s.undo(),
    AskHint: lambda s, _: s.ask_hint(),
    SwitchView: lambda s, _: s.switch_view(),
    Pause: lambda s, msg: s.pause(msg.on),
    Step: lambda s, _: s.step(),
    Rematch: lambda s, msg: s.rematch(swap=msg.swap),
    NewGame: lambda s, msg: s.ask_new_game(msg.mode, msg.level),
    NewDaily: lambda s, msg: s.ask_daily(msg.now_ms),
    OpenPuzzles: lambda s, msg: s.daily_puzzle(msg.now_ms) if msg.today else s.open_puzzles(msg.now_ms),
    OpenPuzzle: lambda s, msg: s.open_puzzle(msg.number),
    PuzzleTap: lambda s, msg: s.puzzle_tap(msg.target),
    PuzzleAnswer: lambda s, msg: s.answer_puzzle(msg.action),
    PuzzleStep: lambda s, msg: s.puzzle_step(msg.step),
    StartLesson: lambda s, _: s.start_lesson(),
    LessonNext: lambda s, _: s.lesson_next(),
    LeaveLesson: lambda s, msg: s.leave_lesson(msg.stored),
    DismissWelcome: lambda s, _: s.dismiss_welcome(),
    StartReview: lambda s, msg: s.start_review(msg.side),
    CloseReview: lambda s, _: s.close_review(),
    ReviewJump: lambda s, msg: s.review_jump(msg.move),
    StartReplay: lambda s, _: s.start_replay(),
    ReplayStep: lambda s, msg: s.replay_step(msg.delta),
    LeaveReplay: lambda s, _: s.leave_replay(),
    SetLanguage: lambda s, msg: s.set_language(msg.lang),
    ChangeSettings: _settings,
    SetSound: lambda s, msg: s.set_sound(msg.on),
    SetStun: lambda s, msg: s.set_stun(msg.typed),
    Export: _export,
    ImportFile: _import,
    DismissMessage: lambda s, _: s.dismiss_message(),
    Waited: lambda s, msg: s.waited(msg.work),
    Decided: lambda s, msg: s.decided(msg.work, msg.action, msg.chance),
    Reviewed: lambda s, msg: s.reviewed(msg.result),
    ReviewProgress: lambda s, msg: s.review_progress(msg.progress),
    NoWorker: lambda s, msg: s.no_worker(msg.why),
    Coached: lambda s, msg: s.coached(msg.job, msg.verdict),
    Stored: _stored,
    StoredElsewhere: _elsewhere,
    PlayHere: lambda s, msg: s.play_here(msg.stored, msg.remote),
    Invite: _invite,
    Receive: _receive,
    TakeMessage: lambda s, msg: s.take_message(msg.text, reply=msg.reply),
    Reply: lambda s, _msg: s.reply_remote(),
    HostRemote: lambda s, msg: s.host_remote(msg.side),
    WorkAhead: _ahead,
    OpenRemote: lambda s, msg: s.open_remote(msg.game_id),
    ForgetRemote: lambda s, msg: s.forget_remote(msg.game_id),
    AbandonRemote: lambda s, _: s.abandon_remote(),
    LeaveRemote: lambda s, msg: s.leave_remote(msg.stored),
    RemoteLive: lambda s, msg: s.remote_live(msg.state),
    TakeOutgoing: _outgoing,
}


def update(session: Session, message: object) -> Effects:
    """Take one message; say what it leaves to do."""
    job = JOBS.get(type(message))
    if job is None:
        raise TypeError(f"not a message the session takes: {message!r}")
    result = job(session, message)
    parts = result if isinstance(result, dict) else {"taken": result is not False}
    return Effects(work=session.work(), **parts)
