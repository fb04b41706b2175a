"""Could the rules have reached this position? The checks a position from outside must pass.

A save may describe anything. Before it becomes a game its position must be one that some deal
and some legal moves lead to: every card once (R-DECK); the board's counts agree with the rounds
resolved (R-RES, R-BITE, R-STAKE, R-STOP, R-WIN); the earlier rounds' moves are whole turns; and
this round's moves, replayed on the engine from a deal of stand-ins that discards the pile's
cards (round_game.py), lead exactly to what the save shows (whose turn it is, which slots are face
up or remembered, the deck's size, a call, the pending effect). The identities of hidden cards are
not checked: some deal could have put any of them anywhere.
``check`` raises Unreachable (a ValueError) naming the first rule the position breaks.
"""

from __future__ import annotations

from .cards import CODES, DECK_SIZE, with_trump
from .deals import round_position
from .notation import ACTIONS, DRAW, EFFECT_VERBS, NAMES, TRUMP, unpack
from .position import (
    CALL_AFTER,
    CITIZENS,
    DECK_AFTER_DEAL,
    DISTRICTS,
    DRAWN,
    EFFECT,
    EIGHT,
    FACE_UP,
    MARK_NAMES,
    OVER,
    PHASE_NAMES,
    ROUNDS,
    START_HEALTH,
    TURN,
    Outcome,
    Position,
)
from .round_game import RoundGame
from .sides import SIDES, TITLES

FEWEST_DRAWS = CALL_AFTER + 1  # a round ends by a call or an 8 after 6 discards at the earliest, or by 22 draws


class Unreachable(ValueError):
    """A position that no deal and no legal moves lead to; the message says which rule it breaks."""


def check(position: Position) -> None:
    """Raise Unreachable unless the rules could have reached ``position``."""
    check_cards(position)
    check_shape(position)
    check_outcome(position)
    check_board(position)
    check_earlier_rounds(position)
    check_this_round(position)


def check_cards(position: Position) -> None:
    """R-DECK: the 32 cards, each exactly once, between holders, deck, discards and the drawn card."""
    p = position
    cards = p.holders[0] + p.holders[1] + p.deck + p.pile + ([p.drawn] if p.drawn >= 0 else [])
    seen: set[int] = set()
    twice = sorted({CODES[c] for c in cards if c in seen or seen.add(c)})  # type: ignore[func-returns-value]
    if twice:
        raise Unreachable(f"cards appear more than once: {', '.join(twice)}")
    if len(cards) != DECK_SIZE:
        raise Unreachable(f"cards are missing: {', '.join(sorted(set(CODES) - {CODES[c] for c in cards}))}")


def check_shape(p: Position) -> None:
    """Fields that must agree with each other in any position of a game in progress."""
    if p.phase == OVER:
        return
    if (p.phase == DRAWN) != (p.drawn >= 0):
        raise Unreachable("there is a drawn card exactly when the phase is 'drawn'")
    if p.drawn_up and p.drawn < 0:
        raise Unreachable("drawn_face_up is set but there is no drawn card")
    if (p.phase == EFFECT) != bool(p.effect):
        raise Unreachable("there is a pending effect exactly when the phase is 'effect'")
    if p.top_up and p.phase != TURN:
        raise Unreachable("the deck's top card can be face up only between turns: the next draw takes it (R-FX 2)")
    if p.top_up and not p.deck:
        raise Unreachable("the deck's top card is face up but the deck is empty")
    if p.phase == TURN and not p.deck:
        raise Unreachable("a turn cannot start with an empty deck (R-EMPTY)")
    if any(c & 7 == EIGHT for c in p.pile):
        raise Unreachable("an 8 in the discard pile ends the round at once (R-EIGHT), yet the round goes on")
    if p.caller >= 0 and p.caller == p.mover:
        raise Unreachable("after a call the other side takes the last turn (R-CALL)")


def check_outcome(position: Position) -> None:
    """R-WIN: the game is over exactly when it has a winner, and for a reason that fits the winner."""
    p = position
    over = p.phase == OVER
    if over != (p.won_by >= 0) or over != (p.win_reason is not None):
        raise Unreachable("phase, winner, win_reason and to_move disagree about whether the game is over")
    if (p.win_district >= 0) != (p.win_reason == Outcome.DISTRICT):
        raise Unreachable("win_district is set exactly when a district was taken (win_reason 'district')")
    if not over:
        if p.health == 0 or CITIZENS in p.vampires:
            raise Unreachable("a win condition holds (R-WIN) but the game is not over")
        return
    if p.win_reason == Outcome.HEALTH and (p.won_by != 1 or p.health != 0):
        raise Unreachable("a win by health is Van Helsing's, with Dracula's health at 0")
    if p.win_reason == Outcome.DISTRICT and (p.won_by != 0 or p.vampires[p.win_district] != CITIZENS):
        raise Unreachable("a win by district is Dracula's, with 4 vampires in that district")
    if p.win_reason == Outcome.ROUNDS and (p.won_by != 0 or p.round != ROUNDS or p.health == 0):
        raise Unreachable("a win by rounds is Dracula's, at the end of round 5 with health left (R-WIN)")
    if p.win_reason != Outcome.DISTRICT and CITIZENS in p.vampires:
        raise Unreachable("a district has 4 vampires, so Dracula won there first (R-STOP)")
    if p.caller >= 0 or p.drawn >= 0 or p.effect:
        raise Unreachable("a finished game has no caller, drawn card or pending effect")


def check_board(position: Position) -> None:
    """R-RES, R-BITE, R-STAKE, R-STOP: every round before this one resolved all five districts, each
    a bite or a stake; a game that is over stopped within this round's resolution."""
    p = position
    before = p.round - 1  # rounds fully resolved
    counted = sum(p.vampires) + START_HEALTH - p.health  # bites and stakes so far
    this_round = 0  # districts resolved in this round
    if p.phase == OVER:
        this_round = counted - DISTRICTS * before
        if p.win_reason == Outcome.DISTRICT and this_round != p.win_district + 1:
            raise Unreachable(f"Dracula took district {p.win_district + 1} in round {p.round}, so the bites and"
                              f" stakes must number {DISTRICTS * before + p.win_district + 1}; they number {counted}"
                              " (R-RES, R-STOP)")
        if p.win_reason == Outcome.ROUNDS and this_round != DISTRICTS:
            raise Unreachable(f"Dracula survived round 5 only if all {DISTRICTS * ROUNDS} districts were resolved;"
                              f" the vampires and Dracula's lost health add up to {counted} (R-RES, R-WIN)")
        if not 1 <= this_round <= DISTRICTS:
            raise Unreachable(f"a game that ended in round {p.round} has resolved between {DISTRICTS * before + 1}"
                              f" and {DISTRICTS * p.round} districts; its bites and stakes number {counted} (R-RES)")
    elif counted != DISTRICTS * before:
        raise Unreachable(f"in round {p.round} every district has been resolved {before} times (R-RES), so the"
                          f" vampires and Dracula's lost health must add up to {DISTRICTS * before}; they add up to"
                          f" {counted}")
    for district, vampires in enumerate(p.vampires):
        most = before + (district < this_round)
        if vampires > most:
            raise Unreachable(f"district {district + 1} has {vampires} vampires after {most} resolutions of it;"
                              " a district gains at most one vampire a round (R-BITE)")
    if p.phase == OVER and p.win_reason == Outcome.HEALTH and p.vampires[this_round - 1] > before:
        raise Unreachable(f"Dracula's last health went in district {this_round}, which a bite cannot have won"
                          " (R-STAKE, R-STOP)")


def check_earlier_rounds(position: Position) -> None:
    """R-FIRST, R-TURN: the moves of the rounds before this one are whole turns, Dracula first, and
    each round took between 7 and 22 draws (it ends after 6 discards at the earliest, or when the
    deck runs out)."""
    p = position
    if (p.round_start == 0) != (p.round == 1):
        raise Unreachable(f"round {p.round} starts at move {p.round_start + 1}: the first round starts at the first"
                          " move, and later rounds after the moves of the rounds before them")
    earlier = [unpack(move) for move in p.history[:p.round_start]]
    if earlier and earlier[0][0] != 0:
        raise Unreachable("the game's first move is Dracula's (R-FIRST)")
    expecting = "turn"  # what the next move may be: a turn's start, a drawn card's place, or an effect's choice
    turn_side = 0
    for number, (side, action) in enumerate(earlier, 1):
        verb = ACTIONS[action].verb
        name = f"move {number} ({TITLES[SIDES[side]]}: {NAMES[action]})"
        if expecting == "placing":
            if verb not in ("discard", "keep"):
                raise Unreachable(f"{name} must discard or keep the drawn card (R-TURN)")
            expecting = "effect"
        elif verb in ("draw", "call"):
            turn_side, expecting = side, ("placing" if verb == "draw" else "turn")
            continue
        elif expecting == "effect" and verb not in ("discard", "keep"):
            expecting = "turn"
        else:
            raise Unreachable(f"{name} cannot start a turn (R-TURN)")
        if side != turn_side:
            raise Unreachable(f"{name} comes in the middle of {TITLES[SIDES[turn_side]]}'s turn (R-TURN)")
    if expecting == "placing":
        raise Unreachable("an earlier round ends while a drawn card is still held (R-TURN)")
    draws = sum(1 for _, action in earlier if action == DRAW)
    rounds = p.round - 1
    if not FEWEST_DRAWS * rounds <= draws <= DECK_AFTER_DEAL * rounds:
        raise Unreachable(f"{rounds} earlier rounds took {draws} draws: each round takes between {FEWEST_DRAWS}"
                          f" and {DECK_AFTER_DEAL} (R-CALL, R-EIGHT, R-EMPTY)")


ENDINGS = {"eight": "an 8 was discarded", "deck_empty": "the deck ran out", "call": "the call's last turn was played"}


def check_this_round(position: Position) -> None:
    """Replay this round's public moves on the engine and compare what they lead to with the saved state."""
    p = position
    game = replayed(p)
    over = p.phase == OVER
    if over and not game.ended:
        raise Unreachable("the game is over, but this round's moves do not end the round (R-RES happens only then)")
    if len(game.pile) != len(p.pile):
        raise Unreachable(f"this round's moves discard {len(game.pile)} cards; the discard pile holds {len(p.pile)}")
    if len(game.deck) != len(p.deck):
        raise Unreachable(f"this round's moves draw {DECK_AFTER_DEAL - len(game.deck)} cards, so the deck holds"
                          f" {len(game.deck)}; it holds {len(p.deck)} (R-DEAL)")
    if over:
        if any(m != FACE_UP for marks in p.marks for m in marks):
            raise Unreachable("at the end of a game every card lies face up")
        return
    if game.ended:
        raise Unreachable(f"this round's moves end the round ({ENDINGS[game.ended]}), yet it goes on")
    saved, replayed_to = public_state(p), public_state(game)
    for key, value in saved.items():
        if replayed_to[key] != value:
            raise Unreachable(f"{key} is {value!r}, but this round's moves lead to {replayed_to[key]!r}")
    for side in (0, 1):
        if p.marks[side] != game.marks[side]:
            shown = ", ".join(MARK_NAMES[m] for m in game.marks[side])
            raise Unreachable(f"what each side knows of {TITLES[SIDES[side]]}'s cards does not follow from this"
                              f" round's moves, which lead to {shown} (R-SECRET, R-MEMORY)")


def public_state(p: Position) -> dict[str, object]:
    """What the public moves of a round decide, besides the knowledge marks, as a save says it (the
    engine leaves the last effect's number and the last drawn card's face behind; they mean
    something only while an effect waits or a card is held)."""
    return {"to_move": SIDES[p.mover], "phase": PHASE_NAMES[p.phase], "effect": p.effect if p.phase == EFFECT else 0,
            "caller": SIDES[p.caller] if p.caller >= 0 else None, "deck_top_face_up": p.top_up,
            "drawn_face_up": p.drawn_up and p.drawn >= 0}


def replayed(p: Position) -> RoundGame:
    """This round's moves played on the engine (Unreachable at the first it refuses), from a deal of
    stand-ins, each discard being the discard pile's card.

    Only the discards' values decide what a move does (R-FX, R-EIGHT), and a card does nothing that
    depends on which card it is until it is discarded. So before a move discards a stand-in, the
    stand-in and the pile's card (neither discarded yet) change places, and the round plays as the
    true one did.
    """
    moves = [unpack(move) for move in p.history[p.round_start:]]
    ranking = ranking_before(p.colour_ranking, [action - TRUMP for _, action in moves if action >= TRUMP])
    game = RoundGame.from_position(round_position(list(range(DECK_SIZE)), round=p.round, health=p.health,
                                                  vampires=p.vampires, ranking=ranking,
                                                  history=p.history[:p.round_start]))
    for number, (side, action) in enumerate(moves, 1):
        name = f"this round's move {number} ({TITLES[SIDES[side]]}: {NAMES[action]})"
        if game.ended:
            raise Unreachable(f"{name} comes after the round ended ({ENDINGS[game.ended]})")
        if side != game.mover:
            raise Unreachable(f"{name} is out of turn: it was {TITLES[SIDES[game.mover]]}'s (R-FIRST, R-TURN)")
        if game.phase == DRAWN and ACTIONS[action].verb in ("discard", "keep"):
            trial = RoundGame.from_position(game)
            trial.apply(action)  # the card this move discards, whatever the rules say of it
            if len(game.pile) == len(p.pile):
                raise Unreachable(f"{name} discards a card the discard pile does not hold")
            game = exchanged(game, trial.pile[-1], p.pile[len(game.pile)])
        if action not in game.legal():
            raise Unreachable(refusal(game, name, action))
        game.apply(action)
    return game


def exchanged(game: RoundGame, a: int, b: int) -> RoundGame:
    """The same moment of the round with the cards ``a`` and ``b`` in each other's places."""
    if a == b:
        return game
    other = {a: b, b: a}
    fields = {name: getattr(game, name) for name in Position.FIELDS}
    fields.update(holders=[[other.get(c, c) for c in cards] for cards in game.holders],
                  deck=[other.get(c, c) for c in game.deck], drawn=other.get(game.drawn, game.drawn))
    return RoundGame.from_position(Position(**fields))


def refusal(game: RoundGame, name: str, action: int) -> str:
    """The rule the engine refuses ``action`` by, in words (its own reason speaks to a player)."""
    verb = ACTIONS[action].verb
    if game.phase == TURN:
        if verb == "call":
            return f"{name} is not allowed: a call needs {CALL_AFTER} discards and no earlier call (R-CALL)"
        return f"{name} cannot start a turn (R-TURN)"
    if game.phase == DRAWN:
        if verb in ("discard", "keep"):
            return f"{name} discards an 8 before {CALL_AFTER} cards were discarded (R-EIGHT)"
        return f"{name} must discard or keep the drawn card (R-TURN)"
    if verb != EFFECT_VERBS[game.effect]:
        return f"{name} does not resolve effect {game.effect} (R-FX)"
    if verb == "trump":
        return f"{name} names the colour that is trump already (R-FX 7)"
    return f"{name} reveals a card that is already face up (R-FX)"


def ranking_before(ranking: list[int], trumps: list[int]) -> list[int]:
    """A ranking the round may have started with, for its trump choices (R-FX 7): the save holds
    only today's, and nothing else in a round depends on the ranking but that a choice names a
    colour that is not trump already."""
    if trumps and ranking[0] == trumps[0]:
        return with_trump(ranking, (trumps[0] + 1) % len(ranking))
    return ranking
