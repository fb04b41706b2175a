"""One side's round, as the engine can play it: the cards it knows where they are, others stand-ins.

A side knows some of the round's positions (its own cards, the discards, whatever an effect
showed it). ``world`` deals a Game where those positions hold their true cards and every other
position a stand-in, then plays the round's moves on it. Every card the rules make public (a
discard, a revealed card) is known by then, and only public cards decide whether a move is legal
or what it does, so the world plays out exactly as the true round does, in everything the side
can see. What it cannot see is masked (``masked_view``): a stand-in is never shown.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..cards import CARD_OF_CODE, DECK_SIZE
from ..deals import round_position
from ..engine import DRAW_ONLY, Game, IllegalAction
from ..position import OVER, TURN
from ..round_game import RoundGame
from ..sides import SIDES
from ..views import view_of
from .wire import FairError


@dataclass
class Scoreboard:
    """What carries from one round to the next (R-NEW): the round is dealt afresh."""

    round: int = 1
    health: int = 12
    vampires: list[int] = field(default_factory=lambda: [0] * 5)
    ranking: list[int] = field(default_factory=lambda: [0, 1, 2, 3])
    history: list[int] = field(default_factory=list)
    winner: int = -1
    win_reason: str | None = None
    win_district: int = -1

    def to_json(self) -> dict[str, Any]:
        return {"round": self.round, "health": self.health, "vampires": self.vampires, "ranking": self.ranking,
                "history": self.history, "winner": self.winner, "win_reason": self.win_reason,
                "win_district": self.win_district}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Scoreboard:
        return cls(**{key: data[key] for key in ("round", "health", "vampires", "ranking", "history", "winner",
                                                 "win_reason", "win_district")})


def order_of(facts: dict[int, int]) -> list[int]:
    """A deal with the known positions' true cards and stand-ins (the other cards, lowest first)."""
    known = set(facts.values())
    rest = iter(c for c in range(DECK_SIZE) if c not in known)
    return [facts[p] if p in facts else next(rest) for p in range(DECK_SIZE)]


def dealt(scores: Scoreboard, order: list[int], cls: type[Game] = RoundGame) -> Game:
    """The round dealt from ``order`` (R-DEAL) on the scoreboard's round."""
    return cls.from_position(round_position(order, round=scores.round, health=scores.health, vampires=scores.vampires,
                                            ranking=scores.ranking, history=scores.history))


def replayed(scores: Scoreboard, order: list[int], moves: list[str],
             cls: type[Game] = RoundGame) -> tuple[Game, list[dict[str, Any]]]:
    """The round dealt from ``order`` with ``moves`` played on it, and the events they made: the one
    place a round is dealt and replayed. A move the rules refuse is a cheat ("cheat.illegal", naming
    it): every move here came through the message chain, and was judged as it arrived."""
    game = dealt(scores, order, cls)
    events: list[dict[str, Any]] = []
    for action in moves:
        try:
            events += game.play(action)
        except IllegalAction as error:
            raise FairError("cheat.illegal", action=action, reason=str(error)) from None
    return game, events


def known_round(scores: Scoreboard, facts: dict[int, int], moves: list[str]) -> tuple[Game, list[int]]:
    """The round as a side knows it (``facts``: position -> card), ``moves`` played, and its deal."""
    order = order_of(facts)
    game, _ = replayed(scores, order, moves)
    return game, order


def visible(game: Game, order: list[int], side: int) -> set[int]:
    """The positions whose cards ``side`` may see now (R-SECRET, R-MEMORY, R-REVEALED)."""
    position_of = {card: p for p, card in enumerate(order)}
    view = view_of(game, side, None)
    shown = [c for cards in view["holders"].values() for c in cards] + [view["drawn"], view["deck_top"]]
    shown += view["discards"]
    return {position_of[CARD_OF_CODE[c]] for c in shown if c is not None}


def forced_draw(game: Game, side: int) -> int | None:
    """The position ``side`` will surely draw next (it is to move and may only draw), else None."""
    if (game.phase == TURN and game.mover == side and game.legal() == DRAW_ONLY and game.deck
            and not game.top_up and not getattr(game, "ended", None)):
        return DECK_SIZE - len(game.deck)
    return None


def readable(scores: Scoreboard, facts: dict[int, int], moves: list[str], side: int) -> set[int]:
    """The positions whose shares ``side`` may be given after ``moves``: the cards it may see, and
    the top card when it may only draw it next (any other share would show it a hidden card)."""
    game, order = known_round(scores, facts, moves)
    draw = forced_draw(game, side)
    return visible(game, order, side) | ({draw} if draw is not None else set())


def masked_view(game: Game, side: int, known_cards: set[int]) -> dict[str, Any]:
    """The side's view, with any card it does not know yet (a share still to come) turned down."""
    view = game.view(SIDES[side]) if game.phase != OVER else view_of(game, side, None)

    def shown(code: str | None) -> str | None:
        return code if code is not None and CARD_OF_CODE[code] in known_cards else None

    def locked(code: str | None) -> bool:
        return code is not None and shown(code) is None

    # the places whose card the rules show this side but whose share has not come yet (the page
    # says it arrives with the friend's answer): its own slots, the other's, the drawn card, the top
    waiting = [f"{'mine' if owner == SIDES[side] else 'theirs'}-{slot}"
               for owner, cards in view["holders"].items() for slot, code in enumerate(cards, 1) if locked(code)]
    waiting += [place for place, code in (("drawn", view["drawn"]), ("deck", view["deck_top"])) if locked(code)]
    if waiting:  # (none whenever this side decides: it decides once it can read all it may)
        view["locked"] = waiting
    view["holders"] = {s: [shown(c) for c in cards] for s, cards in view["holders"].items()}
    view["drawn"] = shown(view["drawn"])
    view["deck_top"] = shown(view["deck_top"])
    return view


def mask_events(events: list[dict[str, Any]], known: set[int]) -> list[dict[str, Any]]:
    """Events with every card the side does not know turned down (None): stand-ins never show."""
    def masked(value: Any) -> Any:
        if isinstance(value, str):
            card = CARD_OF_CODE.get(value)
            return value if card is None or card in known else None
        if isinstance(value, list):
            return [masked(v) for v in value]
        if isinstance(value, dict):
            return {k: masked(v) for k, v in value.items()}
        return value
    return [masked(event) for event in events]
