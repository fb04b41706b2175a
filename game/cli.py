"""The terminal game: play against the computer or hot-seat, each side seeing only its view.

    python -m game [--seed N] [--side dracula|van_helsing] [--hotseat] [--level LEVEL]

Type a number from the menu or the action itself ('keep 3'); 'help' for the rules in
brief, 'save FILE' to save, 'quit' to stop. It is also the engine's debugging console.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import TextIO

from . import DRACULA, SIDES, IllegalAction, load_game, new_game
from .ai import LEVELS, think_through
from .i18n import text
from .session import Mode, Screen, Session, Think, Wait
from .session import messages as m
from .sides import TITLES, other

MARKS = {"face_up": "*", "known": "~", "hidden": " "}
HELP = """\
Each turn: draw a card, then discard it or keep it in a slot (the card it replaces is
discarded). The discarded card's effect happens: 1 reveal your card, 2 turn up the deck's
top card, 3 expose an opponent's card, 4 swap two of your cards, 5 take another turn,
6 trade a slot with the opponent, 7 change the trump colour, 8 end the round (only once
6 cards are discarded). With 6 discards you may call the end of the round instead of
drawing; the opponent then has one last turn. At the round's end each slot fights the
opponent's slot in the same district: trump beats non-trump, then the higher value, then
the colour ranked higher. Dracula's wins bite a citizen; Van Helsing's cost Dracula 1
health. Dracula wins with 4 vampires in a district or by surviving round 5; Van Helsing
wins when Dracula's health reaches 0.
Marks: * face up (both see it), ~ the opponent remembers it (it passed through a trade)."""


def card(code: str | None) -> str:
    return code if code else "??"


def render(screen: Screen) -> str:
    """The screen as text: the board, both holders, the deck and the discard pile, and what is asked."""
    board = screen.board
    me = board.viewer
    them = other(me)
    lines = [
        f"Round {board.round}/{board.rounds}   Dracula's health {board.health}/12   "
        f"Ranking {' > '.join(board.ranking)} (trump {board.trump})",
        f"{'District':<19}" + "".join(f"{n:^7}" for n in range(1, 6)),
        f"{'Vampires':<19}" + "".join(f"{str(v) + '/4':^7}" for v in board.vampires),
    ]
    for side, label in ((them, TITLES[them]), (me, f"{TITLES[me]} (you)")):
        cells = []
        for i, code in enumerate(board.holders[side]):
            mark = "*" if board.face_up[side][i] else ("~" if side == me and board.opponent_knows[i] else " ")
            cells.append(f"[{card(code)}{mark}]")
        lines.append(f"{label:<19}" + "".join(f"{c:^7}" for c in cells))
    top = f", top face up: {board.deck_top}" if board.deck_top else ""
    lines.append(f"Deck {board.deck_size}{top}   Discards ({len(board.discards)}): {' '.join(board.discards)}")
    if board.drawing:
        lines.append(f"Drawn card: {card(board.drawn)}" + (" (face up)" if board.drawn_face_up else ""))
    key, params = screen.prompt
    lines.append(text("en", key, **params))
    return "\n".join(lines)


class Terminal:
    """One terminal session: the game's flow is the session's (game/session), shared with the page;
    this reads what the person types and writes what they may see."""

    def __init__(self, session: Session, read: Callable[[str], str], out: TextIO):
        self.session, self.read, self.out = session, read, out
        self.told = dict.fromkeys(SIDES, 0)  # lines of each side's log written so far

    def say(self, line: str = "") -> None:
        print(line, file=self.out)

    def run(self) -> None:
        session = self.session
        while True:
            work = session.work()
            if isinstance(work, Wait):
                session.update(m.Waited(work))
                continue
            if isinstance(work, Think):
                action = think_through(work.thinking)
                session.update(m.Decided(work, action, work.thinking.chance(action)))
                continue
            screen = session.screen()
            if screen.handover:
                self.read(f"\n--- Hand over to {TITLES[screen.viewer]} and press Enter ---")
                if self.out.isatty():
                    self.say("\033[2J\033[H")
                session.update(m.HandOver())
                continue
            self.tell(screen)
            if screen.summary:
                summary = screen.summary
                self.say(f"Round {summary.round} is over: Dracula's health {summary.health}, vampires by district "
                         f"{' '.join(map(str, summary.vampires))}.")
                self.read(f"--- Press Enter for round {summary.round + 1} ---")
                session.update(m.CarryOn())
                continue
            if screen.over:
                self.say("")
                self.say(render(screen))
                self.say(f"Game over: {TITLES[screen.over.winner]} wins.")
                return
            if not self.ask(screen):
                self.say("Game left. Saved games can be resumed with --load FILE.")
                return

    def tell(self, screen: Screen) -> None:
        """The lines of the viewer's log they have not read yet."""
        side, lines = screen.viewer, screen.log
        for key, params in lines[self.told[side]:]:
            self.say("  " + text("en", key, **params))
        self.told[side] = len(lines)

    def ask(self, screen: Screen) -> bool:
        """The human's next action, asked until it is legal, and played; False to quit."""
        side = screen.viewer
        self.say("")
        self.say(render(screen))
        options = screen.actions
        self.say("  ".join(f"{n}) {a}" for n, a in enumerate(options, 1)))
        while True:
            answer = self.read(f"{TITLES[side]}> ").strip()
            if answer in ("q", "quit", "exit"):
                return False
            if answer in ("h", "help", "?"):
                self.say(HELP)
                continue
            if answer.startswith("save "):
                path = answer[5:].strip()
                with open(path, "w", encoding="utf-8") as file:
                    file.write(self.session.game.to_json())
                self.say(f"Saved to {path}.")
                continue
            if answer.isdigit() and 1 <= int(answer) <= len(options):
                answer = options[int(answer) - 1]
            try:
                self.session.update(m.Act(answer))
            except IllegalAction as error:
                self.say(f"Not possible: {error}.")
                continue
            return True


def main(argv: list[str] | None = None, read: Callable[[str], str] = input, out: TextIO = sys.stdout) -> int:
    parser = argparse.ArgumentParser(prog="python -m game", description="Dracula vs Van Helsing in the terminal.")
    parser.add_argument("--seed", type=int, default=None, help="deal from this seed (the same seed, the same game)")
    parser.add_argument("--side", choices=SIDES, default=DRACULA, help="the side you play (default: dracula)")
    parser.add_argument("--hotseat", action="store_true", help="two people take turns at one keyboard")
    parser.add_argument("--level", choices=LEVELS, default=LEVELS[-1], help="the computer's level")
    parser.add_argument("--load", metavar="FILE", help="resume a game saved with 'save FILE'")
    args = parser.parse_args(argv)
    try:
        if args.load:
            with open(args.load, encoding="utf-8") as file:
                game = load_game(file.read())
        else:
            game = new_game(seed=args.seed)
    except (OSError, ValueError) as error:
        print(f"Cannot start: {error}", file=sys.stderr)
        return 2
    session = Session(mode=Mode.HOTSEAT if args.hotseat else args.side, level=args.level, pace=0)
    session.adopt(game)
    print(f"Dracula vs Van Helsing, seed {game.seed}. Type 'help' for the rules, 'quit' to stop.", file=out)
    try:
        Terminal(session, read, out).run()
    except (EOFError, KeyboardInterrupt):
        print("\nGame left.", file=out)
    return 0
