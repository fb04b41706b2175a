"""What the page and the terminal may tell the session: small values, one kind per request.

``Session.update(message)`` is the session's one entry (commands.py maps each kind to the job that
takes it); it answers with ``Effects``: what must now happen outside the model. A view never calls
the session: it sends one of these and draws the ``Screen`` it gets back.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from .screen import Work


@dataclass(frozen=True)
class Compute:
    """Curve products and steps a friend's game needs (game/fair), for the page to work out in slices
    before ``then`` is sent (None: nothing follows; they are made ahead, for later)."""

    products: Callable[[], list[tuple[int, int]]]
    steps: Callable[[], Iterator[None]]
    then: object | None = None
    label: str = ""  # how the page's timing names the work ("message", "ahead", "invitation")
    whole: str | None = None  # the message the work is for, once whole (a last part completes it)


@dataclass(frozen=True)
class Effects:
    """What a message leaves for the caller to do: the work that runs on its own now (the same as
    ``Session.work()``), whether the request was taken, a file to save, work to compute, tokens to
    send over the live channel."""

    work: Work | None = None
    taken: bool = True  # False: refused (the screen says why, where there is anything to say)
    download: tuple[str, str] | None = None  # (file name, text)
    compute: Compute | None = None
    outgoing: tuple[str, ...] = ()


# ----- the table -----
@dataclass(frozen=True)
class Click:
    target: str  # one of the screen's targets (notation, or a step such as "continue")


@dataclass(frozen=True)
class Act:
    """A decision typed in notation (the terminal): IllegalAction, and nothing changed, if it is not
    legal or not the person's to take now."""

    action: str


@dataclass(frozen=True)
class TapNotOffered:
    """A tap on a card or the pile that may not be chosen now: ``taken`` if the session answers it
    with the rules' reason (the screen's refusal), else nothing is said."""

    place: str


@dataclass(frozen=True)
class Answer:
    """The answer to the screen's confirmation (``remember``: a call stops asking)."""

    yes: bool
    remember: bool = False


@dataclass(frozen=True)
class HandOver:
    """Hot-seat: the next player has the device."""


@dataclass(frozen=True)
class CarryOn:
    """Past a round's summary."""


@dataclass(frozen=True)
class Skip:
    """A round's end shown district by district: the rest at once."""


@dataclass(frozen=True)
class Undo:
    pass


@dataclass(frozen=True)
class AskHint:
    pass


@dataclass(frozen=True)
class SwitchView:
    """Watching the computer play itself: the other side's view."""


@dataclass(frozen=True)
class Pause:
    on: bool


@dataclass(frozen=True)
class Step:
    """Watching, paused: one step goes through."""


@dataclass(frozen=True)
class Rematch:
    swap: bool  # the other side


@dataclass(frozen=True)
class NewGame:
    """A new game (asked first in the middle of one)."""

    mode: str
    level: str


@dataclass(frozen=True)
class NewDaily:
    """Today's daily deal (asked first in the middle of another game); ``now_ms``: the device's clock, in
    milliseconds since 1970 (its UTC day names the deal)."""

    now_ms: float


# ----- puzzles -----
@dataclass(frozen=True)
class OpenPuzzles:
    """The list of puzzles (``today``: today's puzzle at once); ``now_ms``: the device's clock (its UTC day)."""
    now_ms: float
    today: bool = False


@dataclass(frozen=True)
class OpenPuzzle:
    """One puzzle of the list, by its number (1-based)."""
    number: int


@dataclass(frozen=True)
class PuzzleTap:
    """A tap on the puzzle's board, by target name (as on the table: ``mine-3``, ``deck``...)."""
    target: str


@dataclass(frozen=True)
class PuzzleAnswer:
    """One of the puzzle's options, in notation."""
    action: str


@dataclass(frozen=True)
class PuzzleStep:
    """The puzzle's buttons: ``show`` its answer, ``next`` puzzle, ``close`` the puzzles."""
    step: str


# ----- lesson, review, replay -----
@dataclass(frozen=True)
class StartLesson:
    pass


@dataclass(frozen=True)
class LessonNext:
    pass


@dataclass(frozen=True)
class LeaveLesson:
    stored: str | None  # the game in play as stored, to take up again


@dataclass(frozen=True)
class DismissWelcome:
    pass


@dataclass(frozen=True)
class StartReview:
    side: str | None = None


@dataclass(frozen=True)
class CloseReview:
    pass


@dataclass(frozen=True)
class ReviewJump:
    move: int  # a key moment: the replay, there


@dataclass(frozen=True)
class StartReplay:
    pass


@dataclass(frozen=True)
class ReplayStep:
    delta: int


@dataclass(frozen=True)
class LeaveReplay:
    pass


# ----- settings, files, messages -----
@dataclass(frozen=True)
class SetLanguage:
    lang: str


@dataclass(frozen=True)
class ChangeSettings:
    """The settings form as it stands (``coach`` None: left as it was; ``stun`` None: not in this form)."""

    speed: str
    sound: bool
    confirm_call: bool
    coach: bool | None = None
    stun: str | None = None


@dataclass(frozen=True)
class SetSound:
    on: bool


@dataclass(frozen=True)
class SetStun:
    """A STUN server typed for live play: refused (``taken`` False) if it is not one."""

    typed: str


@dataclass(frozen=True)
class Export:
    """The game in play as a file (``Effects.download``)."""


@dataclass(frozen=True)
class ImportFile:
    """A file picked: its size first (refused unread if too big), then its text."""

    size: int
    text: str | None = None


@dataclass(frozen=True)
class DismissMessage:
    pass


# ----- reports back: work done, storage, other tabs -----
@dataclass(frozen=True)
class Waited:
    work: Work


@dataclass(frozen=True)
class Decided:
    work: Work
    action: str
    chance: float | None = None


@dataclass(frozen=True)
class Reviewed:
    """The review's search is done; ``result``: its figures, when worked out elsewhere (the page's worker)."""

    result: object = None


@dataclass(frozen=True)
class ReviewProgress:
    """How far the review worked out elsewhere has gone, from 0 to 1."""

    progress: float


@dataclass(frozen=True)
class NoWorker:
    """The computer's own thread (the page's worker) cannot start here: ``why``, in the browser's words."""

    why: str


@dataclass(frozen=True)
class Coached:
    job: object
    verdict: object


@dataclass(frozen=True)
class Stored:
    """The writes taken were stored (``ok``), or the browser refused them."""

    ok: bool


@dataclass(frozen=True)
class StoredElsewhere:
    """Another tab stored its game (``key``: which store) or the statistics."""

    key: str
    text: str | None


@dataclass(frozen=True)
class PlayHere:
    """This tab takes the game back from another (the stores as they are now)."""

    stored: str | None
    remote: str | None


# ----- a friend on another device -----
@dataclass(frozen=True)
class Invite:
    side: str  # the inviting player's side


@dataclass(frozen=True)
class Receive:
    """A friend's message (a link, a code, a part, or the live channel's): its work first, then taken.
    ``reply_later``: the answer waits for ``Reply`` (the page makes what it needs in slices first)."""

    text: str
    reply_later: bool = False


@dataclass(frozen=True)
class TakeMessage:
    text: str
    reply: bool = True  # answer at once, if an answer is due


@dataclass(frozen=True)
class Reply:
    """Make the answer that is due to the friend's last message, if one is (the page sends it once
    the answer's shares and proof are made ahead: taking a message and answering it are then two
    short tasks, not one long one)."""


@dataclass(frozen=True)
class HostRemote:
    side: str


@dataclass(frozen=True)
class WorkAhead:
    """The friend's game in play: what it will need next, made while the player thinks: its
    shuffles and their proofs ("shuffles"), the shares it owes or may owe ("shares"), or both ("")."""

    part: str = ""


@dataclass(frozen=True)
class OpenRemote:
    game_id: str


@dataclass(frozen=True)
class ForgetRemote:
    game_id: str


@dataclass(frozen=True)
class AbandonRemote:
    pass


@dataclass(frozen=True)
class LeaveRemote:
    stored: str | None


@dataclass(frozen=True)
class RemoteLive:
    state: str  # "off", "connecting" or "on"


@dataclass(frozen=True)
class TakeOutgoing:
    """The messages due over the live channel (``Effects.outgoing``), taken to be sent."""
