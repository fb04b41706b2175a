"""Could the rules have reached this position? The checks a position from outside must pass.

A save may describe anything. Before it becomes a game its position must be one that some deal
and some legal moves lead to: every card once (R-DECK); the board's counts agree with the rounds
resolved (R-RES, R-BITE, R-STAKE, R-STOP, R-WIN); the earlier rounds' moves are whole turns; and
this round's public moves, replayed on what they show (whose turn it is, which slots are face up
or remembered, the deck's size, a call, the pending effect), lead exactly to the saved state. The
identities of hidden cards are not checked: some deal could have put any of them anywhere.
``check`` raises Unreachable (a ValueError) naming the first rule the position breaks.
"""

from __future__ import annotations

from .cards import CODES, DECK_SIZE
from .notation import ACTIONS, CALL, DISCARD, DRAW, EFFECT_VERBS, KEEP, NAMES, REVEAL, unpack
from .position import (
    CALL_AFTER,
    CITIZENS,
    DECK_AFTER_DEAL,
    DISTRICTS,
    DRAWN,
    EFFECT,
    EIGHT,
    FACE_UP,
    HIDDEN,
    HOLDER_SIZE,
    KNOWN,
    MARK_NAMES,
    OVER,
    PHASE_NAMES,
    ROUNDS,
    START_HEALTH,
    TURN,
    Position,
)
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
    if (p.win_district >= 0) != (p.win_reason == "district"):
        raise Unreachable("win_district is set exactly when a district was taken (win_reason 'district')")
    if not over:
        if p.health == 0 or CITIZENS in p.vampires:
            raise Unreachable("a win condition holds (R-WIN) but the game is not over")
        return
    if p.win_reason == "health" and (p.won_by != 1 or p.health != 0):
        raise Unreachable("a win by health is Van Helsing's, with Dracula's health at 0")
    if p.win_reason == "district" and (p.won_by != 0 or p.vampires[p.win_district] != CITIZENS):
        raise Unreachable("a win by district is Dracula's, with 4 vampires in that district")
    if p.win_reason == "rounds" and (p.won_by != 0 or p.round != ROUNDS or p.health == 0):
        raise Unreachable("a win by rounds is Dracula's, at the end of round 5 with health left (R-WIN)")
    if p.win_reason != "district" and CITIZENS in p.vampires:
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
        if p.win_reason == "district" and this_round != p.win_district + 1:
            raise Unreachable(f"Dracula took district {p.win_district + 1} in round {p.round}, so the bites and"
                              f" stakes must number {DISTRICTS * before + p.win_district + 1}; they number {counted}"
                              " (R-RES, R-STOP)")
        if p.win_reason == "rounds" and this_round != DISTRICTS:
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
    if p.phase == OVER and p.win_reason == "health" and p.vampires[this_round - 1] > before:
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


class PublicRound:
    """This round as its public moves show it: the turn order, the knowledge marks, the deck's size,
    the call and the pending effect, replayed from the deal without the hidden cards (the discard
    pile says which effect each discard played)."""

    def __init__(self, pile: list[int]):
        self.pile = pile
        self.mover, self.phase, self.effect, self.caller = 0, TURN, 0, -1  # R-FIRST
        self.marks = [[HIDDEN] * HOLDER_SIZE, [HIDDEN] * HOLDER_SIZE]
        self.deck, self.discarded = DECK_AFTER_DEAL, 0
        self.top_up = self.drawn_up = False
        self.ended: str | None = None  # how the round ended, if it did

    def play(self, number: int, side: int, action: int) -> None:
        """One public move; Unreachable if the rules do not allow it here."""
        name = f"this round's move {number} ({TITLES[SIDES[side]]}: {NAMES[action]})"
        if self.ended:
            raise Unreachable(f"{name} comes after the round ended ({self.ended})")
        if side != self.mover:
            raise Unreachable(f"{name} is out of turn: it was {TITLES[SIDES[self.mover]]}'s (R-FIRST, R-TURN)")
        if self.phase == TURN:
            self.start_turn(name, side, action)
        elif self.phase == DRAWN:
            if action != DISCARD and not KEEP <= action < REVEAL:
                raise Unreachable(f"{name} must discard or keep the drawn card (R-TURN)")
            self.discard(name, side, action)
        else:
            self.choose(name, side, action)

    def start_turn(self, name: str, side: int, action: int) -> None:
        if action == DRAW:  # R-TURN 1, R-FX 2: a face-up top card is drawn face up
            self.deck -= 1
            self.drawn_up, self.top_up, self.phase = self.top_up, False, DRAWN
        elif action == CALL:  # R-CALL
            if self.caller >= 0 or self.discarded < CALL_AFTER:
                raise Unreachable(f"{name} is not allowed: a call needs {CALL_AFTER} discards and no earlier call")
            self.caller = side
            self.end_turn(again=False)
        else:
            raise Unreachable(f"{name} cannot start a turn (R-TURN)")

    def discard(self, name: str, side: int, action: int) -> None:
        if self.discarded == len(self.pile):
            raise Unreachable(f"{name} discards a card the discard pile does not hold")
        value = (self.pile[self.discarded] & 7) + 1
        self.discarded += 1
        if action != DISCARD:  # R-REVEALED: a card drawn face up stays face up in the holder
            self.marks[side][action - KEEP] = FACE_UP if self.drawn_up else HIDDEN
        self.drawn_up = False
        if value == EIGHT + 1:  # R-EIGHT
            if self.discarded <= CALL_AFTER:
                raise Unreachable(f"{name} discards an 8 before {CALL_AFTER} cards were discarded (R-EIGHT)")
            self.ended = "an 8 was discarded"
        elif value in (4, 6, 7):
            self.wait(value)
        else:
            self.after_effect(side, value)

    def wait(self, value: int) -> None:
        self.phase, self.effect = EFFECT, value

    def after_effect(self, side: int, value: int) -> None:
        """R-FX 1, 2, 3, 5 and R-EMPTY: an effect that needs no choice, or is skipped."""
        face_down = {1: self.marks[side], 3: self.marks[1 - side]}.get(value)
        if face_down is not None and any(m != FACE_UP for m in face_down):
            self.wait(value)
            return
        if value == 2 and self.deck:
            self.top_up = True
        self.end_turn(again=value == 5 and self.deck > 0)

    def choose(self, name: str, side: int, action: int) -> None:
        """R-FX 1, 3, 4, 6, 7: the choice an effect waits for."""
        chosen = ACTIONS[action]
        if chosen.verb != EFFECT_VERBS[self.effect]:
            raise Unreachable(f"{name} does not resolve effect {self.effect} (R-FX)")
        slot = chosen.slots[0] - 1 if chosen.slots else -1
        mine, theirs = self.marks[side], self.marks[1 - side]
        if chosen.verb in ("reveal", "expose"):
            marks = mine if chosen.verb == "reveal" else theirs
            if marks[slot] == FACE_UP:
                raise Unreachable(f"{name} reveals a card that is already face up (R-FX)")
            marks[slot] = FACE_UP
        elif chosen.verb == "swap":
            a, b = chosen.slots[0] - 1, chosen.slots[1] - 1
            mine[a], mine[b] = mine[b], mine[a]
        elif chosen.verb == "trade":  # R-MEMORY: both cards are known to both afterwards
            mine[slot], theirs[slot] = theirs[slot] or KNOWN, mine[slot] or KNOWN
        self.effect = 0
        self.end_turn(again=False)

    def end_turn(self, again: bool) -> None:
        """R-EMPTY, R-CALL: the round ends, or the turn passes (or stays, effect 5)."""
        self.phase = TURN
        if not self.deck:
            self.ended = "the deck ran out"
        elif not again:
            if self.caller >= 0 and self.mover != self.caller:
                self.ended = "the call's last turn was played"
            else:
                self.mover ^= 1


def check_this_round(position: Position) -> None:
    """Replay this round's public moves and compare what they lead to with the saved state."""
    p = position
    public = PublicRound(p.pile)
    for number, move in enumerate(p.history[p.round_start:], 1):
        side, action = unpack(move)
        public.play(number, side, action)
    over = p.phase == OVER
    if over and not public.ended:
        raise Unreachable("the game is over, but this round's moves do not end the round (R-RES happens only then)")
    if public.discarded != len(p.pile):
        raise Unreachable(f"this round's moves discard {public.discarded} cards; the discard pile holds {len(p.pile)}")
    if public.deck != len(p.deck):
        raise Unreachable(f"this round's moves draw {DECK_AFTER_DEAL - public.deck} cards, so the deck holds"
                          f" {public.deck}; it holds {len(p.deck)} (R-DEAL)")
    if over:
        if any(m != FACE_UP for marks in p.marks for m in marks):
            raise Unreachable("at the end of a game every card lies face up")
        return
    if public.ended:
        raise Unreachable(f"this round's moves end the round ({public.ended}), yet it goes on")
    saved = {"to_move": SIDES[p.mover], "phase": PHASE_NAMES[p.phase], "effect": p.effect,
             "caller": SIDES[p.caller] if p.caller >= 0 else None, "deck_top_face_up": p.top_up,
             "drawn_face_up": p.drawn_up}
    replayed = {"to_move": SIDES[public.mover], "phase": PHASE_NAMES[public.phase], "effect": public.effect,
                "caller": SIDES[public.caller] if public.caller >= 0 else None, "deck_top_face_up": public.top_up,
                "drawn_face_up": public.drawn_up}
    for key, value in saved.items():
        if replayed[key] != value:
            raise Unreachable(f"{key} is {value!r}, but this round's moves lead to {replayed[key]!r}")
    for side in (0, 1):
        if p.marks[side] != public.marks[side]:
            shown = ", ".join(MARK_NAMES[m] for m in public.marks[side])
            raise Unreachable(f"what each side knows of {TITLES[SIDES[side]]}'s cards does not follow from this"
                              f" round's moves, which lead to {shown} (R-SECRET, R-MEMORY)")
