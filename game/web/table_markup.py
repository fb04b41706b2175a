"""The table as markup: the holders' slot buttons, the districts of Whitby, the tracks, the piles.

Pure functions from what the session says to show (session.board.Board, the click targets, a
selected slot) to HTML/SVG strings, in the player's language. Nothing here decides a rule or a
step of the game: what is clickable and what is shown come from the session. No browser here:
tools/prerender.py draws the first paint with them under CPython.
"""

from __future__ import annotations

from functools import lru_cache
from html import escape
from typing import NamedTuple

from ..i18n import card_name, digits, text
from ..session.board import Board
from ..sides import DRACULA, other
from .markup import (
    COLOUR_CLASS,
    LOCKED_BADGE,
    Piece,
    attr,
    card_back,
    card_face,
    card_tip,
    counted,
    empty_card,
    inert,
    piece_html,
    pieces_html,
    place_mark,
    tip_bubble,
)

# ----- holders -----

Slot = tuple[dict[str, str | None], str]  # a button's attributes (None: absent) and its inner markup


def holder_slots(board: Board, owner: str, lang: str, clicks: dict[str, str], selected: int | None,
                 changed: frozenset[int] = frozenset(), marks: frozenset[str] = frozenset()) -> list[Slot]:
    """Five slot buttons, slot 1 on the left, each facing its district (R-HOLDER), as attributes
    and inner markup apart, so the page can update a button without rebuilding its card.
    ``changed`` slots get a class that animates the card arriving."""
    viewer = board.viewer
    mine = owner == viewer
    slots: list[Slot] = []
    for i, code in enumerate(board.holders[owner]):
        slot = i + 1
        target = f"{'mine' if mine else 'theirs'}-{slot}"
        face_up = board.face_up[owner][i]
        seen = ("both" if face_up else "other" if mine and board.opponent_knows[i]
                else "remembered" if not mine and code is not None else "")
        winner = board.outcomes.get(slot, (None, None))[0]  # a round's end: this district decided
        outcome = "" if winner is None else "won" if winner == owner else "lost"
        slots.append(slot_button(SlotLook(owner, viewer, slot, code, seen, target in clicks, selected == slot and mine,
                                          slot in changed, target in marks, board.resolving, target in board.locked,
                                          outcome), lang))
    return slots


class SlotLook(NamedTuple):
    """All a slot's button depends on (so the same slot is built once, then remembered)."""
    owner: str
    viewer: str
    slot: int
    code: str | None
    seen: str  # "both" (face up), "other" (the opponent knows my card), "remembered" (I know theirs), ""
    offered: bool
    selected: bool
    changed: bool
    marked: bool
    resolving: bool
    locked: bool = False  # a friend's game: the card shows when the friend's answer brings their share
    outcome: str = ""  # a round's end: "won" or "lost" once the district this slot faces is decided


@lru_cache(maxsize=2048)
def slot_button(look: SlotLook, lang: str) -> Slot:
    mine = look.owner == look.viewer
    code, slot = look.code, look.slot
    target = f"{'mine' if mine else 'theirs'}-{slot}"
    notes = []
    if look.seen == "both":
        notes.append(text(lang, "a11y.seen_by_both"))
    elif look.seen == "other":
        notes.append(text(lang, "a11y.seen_by", side=other(look.viewer)))
    elif look.seen == "remembered":
        notes.append(text(lang, "a11y.remembered"))
    if look.selected:
        notes.append(text(lang, "a11y.selected"))
    # the name holds what the card shows (value, effect), so speech matches sight
    what = (f'{card_name(code, lang)} {text(lang, f"fx.short.{code[1:]}")}' if code
            else text(lang, "a11y.locked_card") if look.locked else text(lang, "a11y.hidden_card"))
    label = (text(lang, "a11y.my_slot", slot=slot, what=what) if mine
             else text(lang, "a11y.their_slot", side=look.owner, slot=slot, what=what))
    label = "، ".join([label, *notes]) if lang == "fa" else ", ".join([label, *notes])
    flags = (("target", look.offered), ("selected", look.selected), ("face-up", look.seen == "both"),
             ("changed", look.changed), ("last-move", look.marked), ("locked", look.locked),
             ("won", look.outcome == "won"), ("lost", look.outcome == "lost"),
             ("known", look.seen in (("both", "other") if mine else ("both", "remembered"))))
    classes = " ".join(["slot", *(name for name, on in flags if on)])
    badge = ""
    if look.locked:
        badge = LOCKED_BADGE
    elif look.resolving:
        pass  # every card is face up at a round's end: no marks needed
    elif look.seen == "both":
        badge = '<svg class="badge" aria-hidden="true"><use href="#eye"/></svg>'
    elif look.seen:
        badge = '<svg class="badge memory" aria-hidden="true"><use href="#memory"/></svg>'
    art = card_face(code, lang) if code else card_back()
    tip = card_tip(code, lang)
    attributes = {"type": "button", "class": classes, "data-target": target, "data-place": target,
                  "data-slot": str(slot), "aria-label": label, "aria-disabled": None if look.offered else "true",
                  "title": tip or None}
    return attributes, f'<span class="frame">{art}{badge}</span>{tip_bubble(tip)}'


# ----- the board: districts -----

HOUSES = (  # five rooflines of Whitby, one per district, in a 200-wide cell, ground at y = 96
    "M12 96V52l28-24 28 24V36h20v16l26-26 38 32V44h18v52z",
    "M10 96V50l42-32 42 32v-6l28-20 32 24v52z",
    "M14 96V60l18-14V22h14v12l26-18 26 18V30h16v20l38 18v28z",
    "M10 96V48l34-28 34 28V34l22-17 22 17v20l26-22 34 28v36z",
    "M10 96V58l26-22 26 22V30l34-24 34 24v28l26-20 34 26v32z",
)
WINDOWS = ((40, 62), (122, 64), (74, 50), (152, 74))
STARS = ((70, 40), (190, 24), (330, 46), (455, 30), (560, 44), (700, 26), (805, 42), (900, 48), (980, 30))
# the game's end (shown by the page's data-ending): dawn's sky and its sun rising behind the town, or night's moon
SKY_AT_THE_END = (
    '<defs><linearGradient id="dawn-glow" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a2a5c"/>'
    '<stop offset=".55" stop-color="#b0607a"/><stop offset="1" stop-color="#f3a35f"/></linearGradient></defs>'
    '<g class="dawn" aria-hidden="true"><rect width="1000" height="236" rx="14" fill="url(#dawn-glow)"/>'
    '<circle class="sun" cx="500" cy="170" r="64"/></g>'
    '<g class="night" aria-hidden="true"><rect width="1000" height="236" rx="14" fill="#06040c" opacity=".7"/>'
    + "".join(f'<circle class="star" cx="{x}" cy="{y}" r="1.6"/>' for x, y in STARS)
    + '<circle class="moon" cx="770" cy="60" r="18"/></g>'
)


def districts_svg(board: Board, lang: str, clicks: dict[str, str]) -> str:
    """The five districts of Whitby, left to right, with four citizen tokens each (R-BOARD).
    The weathervane over the roofs points the way the districts resolve (R-RES); at a round's
    end each decided district shows who took it."""
    return districts_shell(lang, pieces_html(district_pieces(board, lang, clicks)))


def districts_shell(lang: str, town: str) -> str:
    """The town's sky and weathervane around its districts (``town``: their markup, each a piece)."""
    return (
        '<svg class="districts" viewBox="0 0 1000 236" role="group"'
        f' aria-label="{attr(text(lang, "ui.weathervane"))}">'
        '<rect width="1000" height="236" rx="14" class="sky"/>'
        f'{SKY_AT_THE_END}'
        '<g class="vane" aria-hidden="true"><path d="M40 16H936" class="vane-line"/>'
        '<use href="#vane" x="930" y="2" width="44" height="28"/></g>'
        f'<g class="town">{town}</g></svg>'
    )


TOWN = ".town"  # the element holding the districts' pieces within the shell


def district_pieces(board: Board, lang: str, clicks: dict[str, str]) -> list[Piece]:
    return [district_piece(district, vampires, board.outcomes.get(district, (None, None)),
                           f"district-{district}" in clicks, lang)
            for district, vampires in enumerate(board.vampires, start=1)]


@lru_cache(maxsize=512)
def district_piece(district: int, vampires: int, outcome: tuple[str | None, str | None], offered: bool,
                   lang: str) -> Piece:
    """One district: its plot, house and lit windows, its four citizens; a trade's target when offered.
    Whether it is offered changes only its attributes (a click's answer sets those, and draws nothing)."""
    target = f"district-{district}"
    winner, why = outcome
    mark = f"won-{winner}" if winner else ""
    attributes: dict[str, str | None] = {
        "class": f'district{" target" if offered else ""} {mark}', "data-place": target,
        "transform": f"translate({(district - 1) * 200} 30)"}
    if offered:
        attributes |= {"role": "button", "tabindex": "0", "data-target": target,
                       "aria-label": text(lang, "a11y.trade_here", district=district)}
    else:
        attributes |= {"role": "img", "tabindex": None, "data-target": None,
                       "aria-label": text(lang, counted("ui.district_tokens", vampires), district=district,
                                          vampires=vampires, humans=4 - vampires)}
    inner = ['<rect class="plot" x="6" y="0" width="188" height="200" rx="12"/>',
             f'<path class="house" d="{HOUSES[district - 1]}"/>']
    for w, (wx, wy) in enumerate(WINDOWS[:4]):  # a window stays lit for each citizen still human
        lit = " lit" if w < 4 - vampires else ""
        inner.append(f'<rect class="window{lit}" x="{wx}" y="{wy}" width="9" height="12" rx="1"/>')
    inner.append(f'<text class="num" x="100" y="26">{digits(district, lang)}</text>')
    if mark:  # a round's end: who took the district (a bite, or a stake through Dracula's health), and why
        won = "bat" if winner == DRACULA else "stake"
        inner.append(f'<use class="outcome" href="#{won}" x="146" y="6" width="40" height="28"/>')
    for t in range(4):
        tx, ty = 52 + (t % 2) * 52, 104 + (t // 2) * 48
        kind = "vampire" if t < vampires else "human"
        inner.append(f'<use class="token {kind} t{t}" href="#{kind}" x="{tx}" y="{ty}" width="44" height="44"/>')
    if mark:  # why, over the town's ground line: between the houses and the citizens, drawn over both
        inner.append(f'<text class="why" x="100" y="101">{escape(text(lang, f"district.by_{why}"))}</text>')
    return "g", attributes, "".join(inner)


# ----- the tracks: health, ship, ranking -----

def tracks_html(board: Board, lang: str, clicks: dict[str, str], marks: frozenset[str] = frozenset()) -> str:
    """Dracula's health (R-HP), the ship on the round track (R-SHIP), the ranking (R-RANK)."""
    return pieces_html(track_pieces(board, lang, clicks, marks))


def track_pieces(board: Board, lang: str, clicks: dict[str, str], marks: frozenset[str] = frozenset()) -> list[Piece]:
    """The tracks' three rows, each a piece: a click that changes the ranking's targets redraws only its row."""
    return [ship_row(board.round, board.rounds, lang), health_row(board.health, lang),
            ranking_row(board.ranking, tuple(f"colour-{colour}" in clicks for colour in board.ranking),
                        tuple(f"colour-{colour}" in marks for colour in board.ranking), lang)]


@lru_cache(maxsize=64)
def ship_row(round_number: int, rounds: int, lang: str) -> Piece:
    waves = []
    for r in range(rounds):
        cls = "done" if r + 1 < round_number else ("now" if r + 1 == round_number else "")
        waves.append(f'<g class="stop {cls}" transform="translate({r * 60} 0)">'
                     f'<circle cx="22" cy="22" r="16"/><text x="22" y="28">{digits(r + 1, lang)}</text></g>')
    ship_x = (round_number - 1) * 60
    ship_svg = (f'<svg class="track ship" viewBox="0 0 300 48" role="img"'
                f' aria-label="{attr(text(lang, "ui.ship", round=round_number, rounds=rounds))}">'
                f'{"".join(waves)}<use href="#ship" class="marker" x="{ship_x}" y="0" width="44" height="30"/></svg>')
    round_label = escape(text(lang, "ui.round", round=round_number, rounds=rounds))
    return "div", {"class": "track-row"}, f'<span class="track-label">{round_label}</span>{ship_svg}'


@lru_cache(maxsize=64)
def health_row(health: int, lang: str) -> Piece:
    pips = "".join(
        f'<use href="#drop" class="{"full" if n < health else "lost"}" data-place="drop-{n}" x="{n * 26}" y="0"'
        ' width="24" height="24"/>'
        for n in range(12)
    )
    health_svg = (f'<svg class="track health" viewBox="0 0 312 24" role="img"'
                  f' aria-label="{attr(text(lang, "ui.health", health=health))}">{pips}</svg>')
    health_label = escape(text(lang, "ui.health", health=health))
    return "div", {"class": "track-row"}, f'<span class="track-label">{health_label}</span>{health_svg}'


@lru_cache(maxsize=512)
def ranking_row(ranking: tuple[str, ...], offered: tuple[bool, ...], marked: tuple[bool, ...], lang: str) -> Piece:
    chips = []
    for place, colour in enumerate(ranking):
        target = f"colour-{colour}"
        name = text(lang, f"colour.{colour}")
        crown = '<svg class="crown" aria-hidden="true"><use href="#crown"/></svg>' if place == 0 else ""
        label = (text(lang, "a11y.make_trump", colour=colour) if offered[place]
                 else text(lang, "a11y.colour_rank", colour=colour, place=place + 1))
        if place == 0:
            label += f" ({text(lang, 'ui.trump')})"
        chips.append(
            f'<button type="button" class="chip {COLOUR_CLASS[colour]}{" target" if offered[place] else ""}'
            f'{" trump" if place == 0 else ""}{" last-move" if marked[place] else ""}" data-target="{target}"'
            f' data-place="{target}" aria-label="{attr(label)}"'
            f'{inert(offered[place])}>{place_mark(place, lang)}{crown}'
            f'<svg class="pip-s" aria-hidden="true"><use href="#pip-{colour}"/></svg>'
            f'<span>{escape(name)}</span></button>'
        )
    help_text = text(lang, "ui.ranking_help")
    return ("div", {"class": "track-row ranking", "role": "group", "aria-label": text(lang, "ui.ranking"),
                    "aria-description": help_text, "title": help_text},
            f'{"".join(chips)}<span class="ranking-wait">{escape(text(lang, "remote.ranking_wait"))}</span>')


# ----- deck, drawn card, discard pile -----

def piles_html(board: Board, lang: str, clicks: dict[str, str], marks: frozenset[str] = frozenset()) -> str:
    """The deck, the drawn card and the discard pile (its whole list one click away)."""
    return pieces_html(pile_pieces(board, lang, clicks, marks))


def pile_pieces(board: Board, lang: str, clicks: dict[str, str], marks: frozenset[str] = frozenset()) -> list[Piece]:
    """The three piles, each a piece: drawing a card redraws the deck and the drawn card, not the discards."""
    return [deck_piece(board.deck_size, board.deck_top, "deck" in board.locked, "deck" in clicks, "deck" in marks,
                       lang),
            drawn_piece(board.drawing, board.drawn, "drawn" in board.locked, lang),
            discard_piece(board.discards, "discard" in clicks, "discard" in marks, lang)]


@lru_cache(maxsize=256)
def deck_piece(deck_size: int, top: str | None, locked: bool, offered: bool, marked: bool, lang: str) -> Piece:
    deck_art = card_face(top, lang) if top else (card_back() if deck_size else empty_card())
    # named by its content: what a click does (for assistive technology), then what it shows
    spoken = text(lang, "a11y.draw") + " "
    if top:
        spoken += text(lang, "ui.deck_top_face_up", card=top) + ". "
    elif locked:  # a friend's game: the top card, turned up, shows with the answer
        deck_art += LOCKED_BADGE
        spoken += text(lang, "a11y.locked_card") + ". "
    classes = f'pile deck{" target" if offered else ""}{" last-move" if marked else ""}'
    attributes = {"type": "button", "class": classes, "data-target": "deck", "data-place": "deck",
                  "aria-disabled": None if offered else "true"}
    return ("button", attributes,
            f'<span class="visually-hidden">{escape(spoken)}</span>{deck_art}'
            f'<span class="count">{escape(text(lang, counted("ui.deck_count", deck_size), count=deck_size))}</span>')


@lru_cache(maxsize=256)
def drawn_piece(drawing: str | None, drawn: str | None, locked: bool, lang: str) -> Piece:
    if drawing:
        drawn_art = card_face(drawn, lang, "lifted") if drawn else card_back("lifted")
        drawn_label = text(lang, "ui.drawn_by", side=drawing)
        drawn_note = card_name(drawn, lang) if drawn else text(lang, "a11y.hidden_card")
        if locked:  # a friend's game: the card the player drew shows with the answer
            drawn_art += LOCKED_BADGE
            drawn_note = text(lang, "a11y.locked_card")
    else:
        drawn_art, drawn_label, drawn_note = empty_card(), text(lang, "ui.drawn"), text(lang, "ui.no_drawn")
    return ("div", {"class": "pile drawn", "data-place": "drawn", "role": "img",
                    "aria-label": drawn_label + ": " + drawn_note, "title": card_tip(drawn, lang) or None},
            f'{drawn_art}<span class="count">{escape(drawn_label)}</span>')


@lru_cache(maxsize=256)
def discard_piece(discards: tuple[str, ...], offered: bool, marked: bool, lang: str) -> Piece:
    top_art = card_face(discards[-1], lang) if discards else empty_card()
    count = text(lang, "ui.discard_count", count=len(discards)) if discards else text(lang, "ui.discard_empty")
    spoken = text(lang, "ui.discard") if offered else text(lang, "ui.discard_pile")
    pile: Piece = ("button", {"type": "button", "class": f'pile discards{" target" if offered else ""}'
                                                        f'{" last-move" if marked else ""}',
                              "data-target": "discard" if offered else "show-pile", "data-place": "discard"},
                   f'<span class="visually-hidden">{escape(spoken)}: </span>{top_art}'
                   f'<span class="count">{escape(count)}</span>')
    if not discards:
        return pile
    # the whole pile stays one click away, even while a click on it discards
    return ("div", {"class": "pile-column"},
            f'{piece_html(pile)}<button type="button" class="linkish" data-target="show-pile">'
            f'{escape(text(lang, "ui.show_all"))}<span class="visually-hidden">'
            f' ({escape(text(lang, "ui.discard_pile"))})</span></button>')
