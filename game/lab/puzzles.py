"""Puzzles mined from games between hard players: one decision clearly best from the decider's own view.

    python -m game.lab.puzzles --games 40 --seed 1 --jobs 2 --out puzzles-1.jsonl
    python -m game.lab.puzzles --again puzzles-1.jsonl --out again.jsonl --jobs 2   # a fresh search of each
    python -m game.lab.puzzles --book again.jsonl   # writes assets/puzzles.json

Each decision of each game (a view: R-SECRET, the decider's knowledge only) is screened: every legal
action is played out in the same SCREEN_WORLDS possible worlds (dealt from the view as the hard player
deals them) to the end of the round by the quick policy (an action that ends the round, such as an 8, is
valued there), and valued there as between normal players. A decision
whose best action leads the next by SCREEN_GAIN is searched again in CONFIRM_WORLDS fresh worlds; it is a
puzzle when the best action's gain over the next best, less twice its standard error (a paired test over
the same worlds), is still GAIN or more. For the sentence of why, each action's worlds also count the
districts the decider takes this round and how often the game is won or lost in it.

Effect 3 choices are not mined (in a dealt world, what is exposed is known already); its effect comes in as
the effect of the card a best answer discards. Effect 1's are: the other side's play-outs see the card revealed.
The book keeps the view and the numbers only: never the deal or the game it came from.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .. import new_game
from ..ai import choose
from ..ai.playout import play_out
from ..ai.puzzle import BOOK_PATH, answer_effect, puzzle_id, themes_of
from ..ai.search import OUTLOOK, hard_knowledge, paired
from ..ai.worlds import determinize
from ..notation import ACTION_OF_NAME
from ..sides import SIDE_INDEX

SCREEN_WORLDS = 200
SCREEN_GAIN = 0.08
CONFIRM_WORLDS = 2000
GAIN = 0.10
PLAY_WORLDS = 160  # the hard players of the games mined think in this many worlds (quicker games, same kind)


@dataclass
class Tally:
    """One action's worlds: the chance to win the game after it, the districts the decider takes this
    round, and how often the game is won or lost before the round is over."""

    values: list[float]
    districts: float = 0.0
    won: float = 0.0
    lost: float = 0.0


def measure(view: dict[str, Any], worlds: int, rng: random.Random) -> dict[str, Tally]:
    """Every legal action of ``view`` played out in the same ``worlds`` worlds dealt from the view."""
    knowledge = hard_knowledge(view)
    me = SIDE_INDEX[view["side"]]
    tallies = {action: Tally([]) for action in view["legal_actions"]}
    for _ in range(worlds):
        world = determinize(knowledge, rng)
        for action, tally in tallies.items():
            game = world.clone()
            health, vampires = game.health, sum(game.vampires)
            game.apply(ACTION_OF_NAME[action])
            # every action valued at the end of this round: one that ends it (an 8, the last card, the last turn
            # after a call) is not played on through the next
            value = play_out(game, me, OUTLOOK, view["round"])
            tally.values.append(value)
            taken = sum(game.vampires) - vampires if me == 0 else health - game.health
            tally.districts += taken / worlds
            if game.won_by >= 0 and game.round == view["round"]:
                tally.won += (game.won_by == me) / worlds
                tally.lost += (game.won_by != me) / worlds
    return tallies


def ranked(tallies: dict[str, Tally]) -> list[str]:
    return sorted(tallies, key=lambda action: -sum(tallies[action].values))


def lead(tallies: dict[str, Tally]) -> tuple[str, str, float, float]:
    """The best action, the next best, and the best one's gain over it with its standard error."""
    best, second = ranked(tallies)[:2]
    gain, error = paired(tallies[best].values, tallies[second].values)
    return best, second, gain, error


def worth_asking(view: dict[str, Any]) -> bool:
    """A decision with a choice to make, and one a dealt world can tell apart: not effect 3's (a dealt world knows
    the card already); effect 1's is (the other side plays on seeing the card revealed)."""
    return len(view.get("legal_actions") or []) > 1 and not (view["phase"] == "effect" and view["effect"] == 3)


def puzzle_of(view: dict[str, Any], tallies: dict[str, Tally], worlds: int) -> dict[str, Any]:
    """The book's entry: the solver's view and each action's numbers."""
    best, _, gain, error = lead(tallies)
    options = []
    for action in ranked(tallies):
        tally = tallies[action]
        mean = sum(tally.values) / worlds
        spread = math.sqrt(sum((v - mean) ** 2 for v in tally.values) / (worlds - 1) / worlds)
        versus = paired(tallies[best].values, tally.values) if action != best else (0.0, 0.0)
        options.append({"action": action, "chance": round(mean, 4), "error": round(spread, 4),
                        "behind": round(versus[0], 4), "behind_error": round(versus[1], 4),
                        "districts": round(tally.districts, 3), "won": round(tally.won, 4),
                        "lost": round(tally.lost, 4)})
    puzzle = {"view": view, "answer": best, "gain": round(gain, 4), "error": round(error, 4), "worlds": worlds,
              "options": options}
    puzzle["themes"] = themes_of(puzzle)
    return puzzle


RARE_EFFECTS = (1, 2, 3, 5)  # few positions make discarding these clearly best: --rare looks for them alone


def rare(view: dict[str, Any], action: str, effects: tuple[int, ...] = RARE_EFFECTS) -> bool:
    """A decision the game's own player made that could make a rare puzzle: a call, a discard whose effect is one
    of ``effects``, or the choice of one of them."""
    return (action == "call" or answer_effect(view, action) in effects
            or (view["phase"] == "effect" and view["effect"] in effects))


def mine_game(args: tuple[int, int, tuple[int, ...]]) -> list[dict[str, Any]]:
    """Play one game between hard players and return its puzzles, each with where it came from (for the
    lab's own records: the book leaves it out). ``only``: screen only the decisions ``rare`` picks for these
    effects (empty: all)."""
    seed, index, only = args
    game = new_game(seed=seed)
    found = []
    while game.to_move is not None:
        side = game.to_move
        view = game.view(side)
        move = len(game.history)
        action = choose(view, "hard", seed=seed * 1000 + move, iterations=PLAY_WORLDS)
        if worth_asking(view) and (not only or rare(view, action, only)):
            screen = measure(view, SCREEN_WORLDS, random.Random(f"{seed}:{move}:screen"))
            best, _, gain, _ = lead(screen)
            if gain >= SCREEN_GAIN and (not only or rare(view, best, only)):
                puzzle = confirmed(view, [seed, move], "confirm")
                if puzzle is not None:
                    found.append(puzzle)
                    print(f"game {index} move {move}: {puzzle['answer']} +{puzzle['gain']:.3f} ({puzzle['error']:.3f}) "
                          f"{puzzle['themes']}", file=sys.stderr, flush=True)
        game.play(action)
    return found


def confirmed(view: dict[str, Any], source: list[int], stage: str) -> dict[str, Any] | None:
    """The puzzle a decision makes if a search of CONFIRM_WORLDS fresh worlds (a generator named by ``source`` and
    ``stage``) finds its best action GAIN ahead at the lower end of its 95 % interval; else None."""
    seed, move = source
    tallies = measure(view, CONFIRM_WORLDS, random.Random(f"{seed}:{move}:{stage}"))
    _, _, gain, error = lead(tallies)
    if gain - 2 * error < GAIN:
        return None
    return puzzle_of(view, tallies, CONFIRM_WORLDS) | {"source": source}


def confirmed_again(puzzle: dict[str, Any]) -> dict[str, Any] | None:
    """A mined puzzle searched again in fresh worlds: its entry anew if it still holds, else None."""
    return confirmed(puzzle["view"], puzzle["source"], "again")


def confirm_again(puzzles: list[dict[str, Any]], jobs: int, out: Path) -> None:
    """Of the puzzles the book would choose (with room to spare), those that a fresh search confirms, into ``out``."""
    candidates = chosen_puzzles(puzzles, spare=2)
    kept = 0
    with out.open("w") as file, ProcessPoolExecutor(jobs) as pool:
        for puzzle in pool.map(confirmed_again, candidates):
            if puzzle is not None:
                kept += 1
                file.write(json.dumps(puzzle, separators=(",", ":")) + "\n")
    print(f"{out}: {kept} of {len(candidates)} confirmed again")


def mine(games: int, seed: int, jobs: int, out: Path, only: tuple[int, ...] = ()) -> None:
    tasks = [(seed * 1_000_000 + i, i, only) for i in range(games)]
    with out.open("a") as file, ProcessPoolExecutor(jobs) as pool:
        for puzzles in pool.map(mine_game, tasks):
            for puzzle in puzzles:
                file.write(json.dumps(puzzle, separators=(",", ":")) + "\n")
            file.flush()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m game.lab.puzzles", description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--out", type=Path, default=Path("puzzles.jsonl"))
    parser.add_argument("--rare", nargs="?", const=",".join(map(str, RARE_EFFECTS)), default="",
                        help="screen only calls and discards with these effects (default 1,2,3,5)")
    parser.add_argument("--book", type=Path, nargs="*", help="write the book from these mined files")
    parser.add_argument("--again", type=Path, nargs="*", help="search these mined files' puzzles again, into --out")
    args = parser.parse_args(argv)
    if args.again:
        confirm_again([json.loads(line) for path in args.again for line in path.read_text().splitlines() if line],
                      args.jobs, args.out)
    elif args.book:
        write_book([json.loads(line) for path in args.book for line in path.read_text().splitlines() if line])
    else:
        mine(args.games, args.seed, args.jobs, args.out, tuple(int(n) for n in args.rare.split(",") if n))


PER_GAME = 8  # a game gives at most this many puzzles (its positions look alike)
NOT_CALLING = 0.08  # "draw, do not call" answers make at most this share of the book, the most tempting calls first
THEMES = ("call", "eight", "trump", *(f"effect-{n}" for n in range(1, 9)))


def chosen_puzzles(puzzles: list[dict[str, Any]], spare: int = 1) -> list[dict[str, Any]]:
    """The book's puzzles from those mined: each view once; "draw rather than call" (most are a call that plainly
    loses) only where the call came closest; at most PER_GAME of a game, its rarest themes first (``spare``
    times as many of each, to search again and then choose from)."""
    seen: set[str] = set()
    unique = []
    for puzzle in puzzles:
        key = json.dumps(puzzle["view"], sort_keys=True)
        if key not in seen:
            seen.add(key)
            unique.append(puzzle)
    common = {theme: sum(theme in p["themes"] for p in unique) for theme in THEMES}
    rarity = {id(p): min((common[t] for t in p["themes"] if t in common), default=len(unique)) for p in unique}
    by_game: dict[int, list[dict[str, Any]]] = {}
    for puzzle in sorted(unique, key=lambda p: rarity[id(p)]):
        by_game.setdefault(puzzle["source"][0], []).append(puzzle)
    spread = [p for game in by_game.values() for p in game[:PER_GAME * spare]]
    not_calling = [p for p in spread if p["answer"] == "draw"]
    rest = [p for p in spread if p["answer"] != "draw"]
    tempting = sorted(not_calling, key=lambda p: -next(o["chance"] for o in p["options"] if o["action"] == "call"))
    return rest + tempting[:max(4, int(spare * NOT_CALLING * len(rest)))]


def write_book(puzzles: list[dict[str, Any]]) -> None:
    """The shipped book: the chosen puzzles in an order that mixes games and themes, with no source."""
    chosen = chosen_puzzles(puzzles)
    chosen.sort(key=lambda p: random.Random(f"{p['source'][0]}:{p['source'][1]}").random())
    entries = [{"id": puzzle_id(p["view"]), **{key: value for key, value in p.items() if key != "source"}}
               for p in chosen]
    lines = ",\n".join(json.dumps(entry, separators=(",", ":"), ensure_ascii=False) for entry in entries)
    Path(BOOK_PATH).write_text(f"[\n{lines}\n]\n", encoding="utf-8")  # JSON, one puzzle a line
    counts = {theme: sum(theme in p["themes"] for p in chosen) for theme in THEMES}
    print(f"{BOOK_PATH}: {len(entries)} puzzles; by theme: {counts}")


if __name__ == "__main__":
    main()
