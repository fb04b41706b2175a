"""The guided first game: one real game whose first round is scripted to teach by doing.

The player is Dracula. The round is dealt from an explicit deck and ranking (the R-DEAL ruling), and
Van Helsing's moves are written out, so every step is known in advance: each one says what to look
at or the one thing to click, and why. The first round shows every effect (R-FX 1 to 8, the 8 kept
before six discards by R-EIGHT), the marks of what each side knows (R-REVEALED, R-MEMORY), the
ranking and the trump (R-RANK), calling (R-CALL) and a round's end with bites and stakes (R-RES,
R-BITE, R-STAKE). The second round, shuffled from the seed like any other (R-NEW), the player
plays alone against the easy computer.

This module is rules data only: the session (game/session/lesson.py) walks it, and the tests walk
it through the engine, checking at every step the facts its words state.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from . import DRACULA, Game, new_game

SAY, DO, THEIRS, UNTIL, FREE, END = "say", "do", "theirs", "until", "free", "end"
SEED = 20261202  # rounds 2 to 5 are shuffled from it
RANKING = ("R", "M", "G", "Y")  # red is trump when the lesson starts
HOLDERS = ("G3", "Y1", "M2", "Y4", "G6", "G7", "R3", "G5", "Y2", "M4")  # Dracula's slots 1-5, then Van Helsing's
DRAWS = ("R6", "M1", "G8", "Y7", "M3", "Y3", "M6", "R2", "R5", "G2", "R1", "R7", "G1", "R8")  # the deck, top first
LEVEL = "easy"  # the computer of the free round


@dataclass(frozen=True)
class Step:
    """One step of the lesson.

    ``kind``: SAY (words, then Next), DO (the player's one action), THEIRS (Van Helsing's scripted
    turn, played on its own), UNTIL (words shown until ``until`` happens: "round N" is dealt),
    FREE (the player plays on alone until ``until``), END (the lesson is over).
    ``text`` is a message key, written with ``params``; ``point`` names what the page points at
    (click targets such as ``deck`` or ``mine-2``, or places such as ``ranking``); ``facts`` are
    what the words state about the game when the step shows (tests check them, see ``facts_of``).
    """

    kind: str
    text: str
    actions: tuple[str, ...] = ()
    point: tuple[str, ...] = ()
    params: dict[str, Any] = field(default_factory=dict)
    facts: dict[str, Any] = field(default_factory=dict)
    until: str | None = None


def say(name: str, *point: str, params: dict[str, Any] | None = None, **facts: Any) -> Step:
    return Step(SAY, f"lesson.{name}", (), point, params or {}, facts)


def do(name: str, action: str, *point: str, params: dict[str, Any] | None = None, **facts: Any) -> Step:
    return Step(DO, f"lesson.{name}", (action,), point or (), params or {}, facts)


def theirs(*actions: str) -> Step:
    return Step(THEIRS, "lesson.their_turn", actions)


STEPS: tuple[Step, ...] = (
    say("welcome", "board", "health", params={"health": 12}, health=12),
    say("holder", "holder-mine", "board"),
    say("theirs", "holder-theirs"),
    say("ranking", "ranking", trump="R"),
    do("draw", "draw", "deck", pile=0),
    do("keep", "keep 2", "mine-2", params={"card": "R6", "discarded": "Y1"}, drawn="R6", mine_2="Y1"),
    do("reveal", "reveal 2", "mine-2", params={"card": "R6"}, mine_2="R6"),
    say("eye", "mine-2", up_mine_2=True),
    theirs("draw", "discard", "reveal 2"),
    do("draw_after_reveal", "draw", "deck", params={"card": "R3"}, theirs_2="R3", up_theirs_2=True),
    do("keep_eight", "keep 3", "mine-3", params={"card": "G8", "discarded": "M2"}, drawn="G8", pile=2,
       mine_3="M2", may_discard=False),
    say("top", "deck", params={"card": "Y7"}, top="Y7"),
    theirs("draw", "keep 4"),
    do("draw_face_up", "draw", "deck", params={"card": "Y7", "top": "M3"}, theirs_4="Y7", up_theirs_4=True,
       top="M3"),
    do("discard_three", "discard", "discard", params={"card": "M3"}, drawn="M3"),
    do("expose", "expose 3", "theirs-3"),
    theirs("draw", "discard", "expose 1"),
    do("draw_after_expose", "draw", "deck", params={"card": "G3"}, mine_1="G3", up_mine_1=True, pile=6),
    do("keep_four", "keep 4", "mine-4", params={"card": "M6", "discarded": "Y4"}, drawn="M6", mine_4="Y4"),
    do("swap", "swap 1 2", "mine-1", "mine-2", params={"card_a": "G3", "card_b": "R6"}, mine_1="G3",
       mine_2="R6", theirs_3="G5"),
    theirs("draw", "discard"),
    do("draw_five", "draw", "deck", params={"card": "R5"}, top="R5"),
    do("discard_five", "discard", "discard", params={"card": "R5"}, drawn="R5"),
    do("draw_again", "draw", "deck", to_move=DRACULA),
    do("keep_six", "keep 5", "mine-5", params={"card": "G2", "discarded": "G6"}, drawn="G2", mine_5="G6"),
    do("trade", "trade 5", "mine-5", "theirs-5", params={"card": "G2"}, mine_5="G2"),
    say("ribbon", "mine-5", "theirs-5", params={"got": "M4", "gave": "G2"}, mine_5="M4", theirs_5="G2",
        known_mine_5=True),
    theirs("draw", "discard", "reveal 1"),
    do("draw_seven", "draw", "deck", params={"card": "G7"}, theirs_1="G7"),
    do("discard_seven", "discard", "discard", params={"card": "R7"}, drawn="R7"),
    do("trump", "trump M", "colour-M", params={"colour": "M", "old": "R"}, trump="R"),
    theirs("draw", "discard", "reveal 5"),
    say("call", "call", "piles", params={"card": "G2"}, may_call=True, trump="M", theirs_5="G2", up_theirs_5=True),
    do("draw_eight", "draw", "deck"),
    do("discard_eight", "discard", "discard", params={"card": "R8"}, drawn="R8", may_discard=True),
    Step(UNTIL, "lesson.resolution", (), ("board",), until="round 2"),
    say("round_result", "board", "health", params={"bites": 3, "health": 10}, health=10,
        vampires=(0, 0, 1, 1, 1), round=2),
    say("winning", "board", "health"),
    Step(FREE, "lesson.alone", (), (), until="round 3"),
    Step(END, "lesson.done"),
)


def lesson_game() -> Game:
    """The lesson's game, as it is dealt: the scripted first round's deck, then the shuffles of SEED."""
    used = set(HOLDERS + DRAWS)
    rest = [colour + str(value) for colour in "RGYM" for value in range(1, 9) if colour + str(value) not in used]
    return new_game(seed=SEED, deck=[*HOLDERS, *DRAWS, *rest], ranking=list(RANKING))


def scripted_actions(upto: int) -> list[str]:
    """Every scripted action (the player's and Van Helsing's) of the steps before ``upto``."""
    return [action for step in STEPS[:upto] if step.kind in (DO, THEIRS) for action in step.actions]


def reached(step: Step, game: Game) -> bool:
    """Has what an UNTIL or FREE step waits for happened ("round N": that round is dealt, or the game is over)?"""
    if step.until is None:
        return False
    number = int(step.until.split()[1])
    return game.round >= number or game.winner is not None


def facts_of(game: Game) -> dict[str, Any]:
    """What the lesson's words may state, read from Dracula's view (the player's own knowledge)."""
    view = game.view(DRACULA)
    legal = view.get("legal_actions", [])
    facts: dict[str, Any] = {
        "health": view["health"], "trump": view["trump"], "pile": len(view["discards"]), "top": view["deck_top"],
        "drawn": view["drawn"], "to_move": view["to_move"], "round": view["round"],
        "vampires": tuple(view["vampires"]),
        "may_discard": "discard" in legal, "may_call": "call" in legal,
    }
    for owner, side in (("mine", DRACULA), ("theirs", "van_helsing")):
        for slot in range(1, 6):
            facts[f"{owner}_{slot}"] = view["holders"][side][slot - 1]
            facts[f"up_{owner}_{slot}"] = view["face_up"][side][slot - 1]
    for slot in range(1, 6):
        facts[f"known_mine_{slot}"] = view["opponent_knows"][slot - 1]
    return facts
