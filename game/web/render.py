"""Boards to markup: the holders, the districts' SVG, the tracks, the piles, the log, the dialogs.

Pure functions from what the session says to show (session.board.Board, the click targets, a
selected slot) to HTML/SVG strings, in the player's language. Nothing here decides a rule or a
step of the game: what is clickable and what is shown come from the session.
"""

from __future__ import annotations

from functools import lru_cache
from html import escape
from typing import NamedTuple

from ..describe import action_words
from ..i18n import card_name, digits, text
from ..session.board import Board
from ..session.last_move import LastMove
from ..session.round_end import Summary
from ..session.screen import Hint, Line, Over, Screen
from ..session.storage import FRIEND
from ..sides import DRACULA, VAN_HELSING, other

COLOUR_CLASS = {"R": "red", "G": "green", "Y": "yellow", "M": "mauve"}


SINGULAR = {"ui.deck_count": "ui.deck_count_one", "ui.district_tokens": "ui.district_tokens_one",
            "over.takebacks": "over.takebacks_one"}


def counted(key: str, count: int) -> str:
    """The message for a count: its own form for exactly one ("1 card left", "1 vampire")."""
    return SINGULAR[key] if count == 1 else key


def attr(value: object) -> str:
    return escape(str(value), quote=True)


def inert(action: str | None) -> str:
    """Targets that do nothing now stay focusable (to read them) but say they are disabled."""
    return "" if action else ' aria-disabled="true"'


def title(tip: str) -> str:
    return f' title="{attr(tip)}"' if tip else ""


def tip_bubble(tip: str) -> str:
    """The effect of a card, shown on hover, on keyboard focus and on a long press (see style.css).
    The words are drawn by CSS from ``data-tip``, not written as text: the button's visible text
    stays its card, which its accessible name contains (WCAG 2.5.3); assistive technology gets
    the effect from the button's title, as its description."""
    return f'<span class="tip" aria-hidden="true" data-tip="{attr(tip)}"></span>' if tip else ""


# ----- cards -----

def card_face(code: str, lang: str, size: str = "") -> str:
    """A card face: value, the colour's symbol (colour-blind safe) and its effect in a word."""
    colour, value = code[0], int(code[1:])
    return (
        f'<span class="card face {COLOUR_CLASS[colour]} {size}" data-card="{code}">'
        f'<span class="corner"><span class="value">{digits(value, lang)}</span>'
        f'<svg class="pip-s" aria-hidden="true"><use href="#pip-{colour}"/></svg></span> '
        f'<svg class="pip" aria-hidden="true"><use href="#pip-{colour}"/></svg>'
        f'<span class="fx">{escape(text(lang, f"fx.short.{value}"))}</span>'
        "</span>"  # the space keeps the value and the effect two words for assistive technology
    )


def card_back(size: str = "") -> str:
    return f'<span class="card back {size}"><svg class="back-art" aria-hidden="true"><use href="#back"/></svg></span>'


def empty_card(size: str = "") -> str:
    return f'<span class="card empty {size}"></span>'


def card_tip(code: str | None, lang: str) -> str:
    """The tooltip of a card: its effect in full (R-FX), for hover, focus and long-press."""
    if code is None:
        return ""
    return text(lang, f"fx.long.{int(code[1:])}")


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
        slots.append(slot_button(SlotLook(owner, viewer, slot, code, seen, target in clicks, selected == slot and mine,
                                          slot in changed, target in marks, board.resolving, target in board.locked),
                                 lang))
    return slots


LOCKED_BADGE = '<svg class="badge waiting" aria-hidden="true"><use href="#i-hourglass"/></svg>'


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
             ("changed", look.changed), ("last-move", look.marked), ("locked", look.locked))
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


def districts_svg(board: Board, lang: str, clicks: dict[str, str]) -> str:
    """The five districts of Whitby, left to right, with four citizen tokens each (R-BOARD).
    The weathervane over the roofs points the way the districts resolve (R-RES); at a round's
    end each decided district shows who took it."""
    parts = [
        '<svg class="districts" viewBox="0 0 1000 236" role="group"'
        f' aria-label="{attr(text(lang, "ui.weathervane"))}">',
        '<rect width="1000" height="236" rx="14" class="sky"/>',
        '<g class="vane" aria-hidden="true"><path d="M40 16H936" class="vane-line"/>'
        '<use href="#vane" x="930" y="2" width="44" height="28"/></g>',
    ]
    for i, vampires in enumerate(board.vampires):
        district = i + 1
        target = f"district-{district}"
        action = clicks.get(target)
        if action:
            role = (f'role="button" tabindex="0" data-target="{target}"'
                    f' aria-label="{attr(text(lang, "a11y.trade_here", district=district))}"')
        else:
            label = text(lang, counted("ui.district_tokens", vampires), district=district, vampires=vampires,
                         humans=4 - vampires)
            role = f'role="img" aria-label="{attr(label)}"'
        winner, why = board.outcomes.get(district, (None, None))
        mark = f"won-{winner}" if winner else ""
        group = [f'<g class="district{" target" if action else ""} {mark}" data-place="district-{district}"'
                 f' transform="translate({i * 200} 30)" {role}>',
                 '<rect class="plot" x="6" y="0" width="188" height="200" rx="12"/>',
                 f'<path class="house" d="{HOUSES[i]}"/>']
        for w, (wx, wy) in enumerate(WINDOWS[:4]):  # a window stays lit for each citizen still human
            lit = " lit" if w < 4 - vampires else ""
            group.append(f'<rect class="window{lit}" x="{wx}" y="{wy}" width="9" height="12" rx="1"/>')
        group.append(f'<text class="num" x="100" y="26">{digits(district, lang)}</text>')
        if mark:  # a round's end: who took the district (a bite, or a stake through Dracula's health), and why
            won = "bat" if winner == DRACULA else "stake"
            group.append(f'<use class="outcome" href="#{won}" x="146" y="6" width="40" height="28"/>')
        for t in range(4):
            tx, ty = 52 + (t % 2) * 52, 104 + (t // 2) * 48
            kind = "vampire" if t < vampires else "human"
            group.append(f'<use class="token {kind}" href="#{kind}" x="{tx}" y="{ty}" width="44" height="44"/>')
        if mark:  # why, over the town's ground line: between the houses and the citizens, drawn over both
            group.append(f'<text class="why" x="100" y="101">{escape(text(lang, f"district.by_{why}"))}</text>')
        group.append("</g>")
        parts.append("".join(group))
    parts.append("</svg>")
    return "".join(parts)


# ----- the tracks: health, ship, ranking -----

def tracks_html(board: Board, lang: str, clicks: dict[str, str], marks: frozenset[str] = frozenset()) -> str:
    """Dracula's health (R-HP), the ship on the round track (R-SHIP), the ranking (R-RANK)."""
    health, round_number, rounds = board.health, board.round, board.rounds
    pips = "".join(
        f'<use href="#drop" class="{"full" if n < health else "lost"}" x="{n * 26}" y="0" width="24" height="24"/>'
        for n in range(12)
    )
    health_svg = (f'<svg class="track health" viewBox="0 0 312 24" role="img"'
                  f' aria-label="{attr(text(lang, "ui.health", health=health))}">{pips}</svg>')
    waves = []
    for r in range(rounds):
        cls = "done" if r + 1 < round_number else ("now" if r + 1 == round_number else "")
        waves.append(f'<g class="stop {cls}" transform="translate({r * 60} 0)">'
                     f'<circle cx="22" cy="22" r="16"/><text x="22" y="28">{digits(r + 1, lang)}</text></g>')
    ship_x = (round_number - 1) * 60
    ship_svg = (f'<svg class="track ship" viewBox="0 0 300 48" role="img"'
                f' aria-label="{attr(text(lang, "ui.ship", round=round_number, rounds=rounds))}">'
                f'{"".join(waves)}<use href="#ship" class="marker" x="{ship_x}" y="0" width="44" height="30"/></svg>')
    chips = []
    for place, colour in enumerate(board.ranking):
        target = f"colour-{colour}"
        action = clicks.get(target)
        name = text(lang, f"colour.{colour}")
        crown = '<svg class="crown" aria-hidden="true"><use href="#crown"/></svg>' if place == 0 else ""
        label = (text(lang, "a11y.make_trump", colour=colour) if action
                 else text(lang, "a11y.colour_rank", colour=colour, place=place + 1))
        if place == 0:
            label += f" ({text(lang, 'ui.trump')})"
        chips.append(
            f'<button type="button" class="chip {COLOUR_CLASS[colour]}{" target" if action else ""}'
            f'{" trump" if place == 0 else ""}{" last-move" if target in marks else ""}" data-target="{target}"'
            f' data-place="{target}" aria-label="{attr(label)}"'
            f'{inert(action)}>{place_mark(place, lang)}{crown}'
            f'<svg class="pip-s" aria-hidden="true"><use href="#pip-{colour}"/></svg>'
            f'<span>{escape(name)}</span></button>'
        )
    round_label = escape(text(lang, "ui.round", round=round_number, rounds=rounds))
    health_label = escape(text(lang, "ui.health", health=health))
    help_text = attr(text(lang, "ui.ranking_help"))
    return (
        f'<div class="track-row"><span class="track-label">{round_label}</span>{ship_svg}</div>'
        f'<div class="track-row"><span class="track-label">{health_label}</span>{health_svg}</div>'
        f'<div class="track-row ranking" role="group" aria-label="{attr(text(lang, "ui.ranking"))}"'
        f' aria-description="{help_text}" title="{help_text}">{"".join(chips)}'
        f'<span class="ranking-wait">{escape(text(lang, "remote.ranking_wait"))}</span></div>'
    )


def place_mark(place: int, lang: str) -> str:
    """A chip's place in the ranking as a number (1: the trump): an order that reads alike from either side,
    where an arrow between chips is read one way as "greater than" and the other way as "goes to". Drawn by
    CSS from data-n: the chip's visible text stays its colour's name, which its label holds."""
    return f'<b class="place" aria-hidden="true" data-n="{digits(place + 1, lang)}"></b>'


# ----- deck, drawn card, discard pile -----

def piles_html(board: Board, lang: str, clicks: dict[str, str], marks: frozenset[str] = frozenset()) -> str:
    """The deck, the drawn card and the discard pile (its whole list one click away)."""
    deck_size, top = board.deck_size, board.deck_top
    draw = clicks.get("deck")
    deck_art = card_face(top, lang) if top else (card_back() if deck_size else empty_card())
    # named by its content: what a click does (for assistive technology), then what it shows
    spoken = text(lang, "a11y.draw") + " "
    if top:
        spoken += text(lang, "ui.deck_top_face_up", card=top) + ". "
    elif "deck" in board.locked:  # a friend's game: the top card, turned up, shows with the answer
        deck_art += LOCKED_BADGE
        spoken += text(lang, "a11y.locked_card") + ". "
    deck = (f'<button type="button" class="pile deck{" target" if draw else ""}{last(marks, "deck")}"'
            f' data-target="deck" data-place="deck"{inert(draw)}>'
            f'<span class="visually-hidden">{escape(spoken)}</span>{deck_art}'
            f'<span class="count">{escape(text(lang, counted("ui.deck_count", deck_size), count=deck_size))}</span>'
            '</button>')
    if board.drawing:
        drawn_art = card_face(board.drawn, lang, "lifted") if board.drawn else card_back("lifted")
        drawn_label = text(lang, "ui.drawn_by", side=board.drawing)
        drawn_note = card_name(board.drawn, lang) if board.drawn else text(lang, "a11y.hidden_card")
        if "drawn" in board.locked:  # a friend's game: the card the player drew shows with the answer
            drawn_art += LOCKED_BADGE
            drawn_note = text(lang, "a11y.locked_card")
    else:
        drawn_art, drawn_label, drawn_note = empty_card(), text(lang, "ui.drawn"), text(lang, "ui.no_drawn")
    tip = card_tip(board.drawn, lang)
    drawn = (f'<div class="pile drawn" data-place="drawn" role="img"'
             f' aria-label="{attr(drawn_label + ": " + drawn_note)}"{title(tip)}>'
             f'{drawn_art}<span class="count">{escape(drawn_label)}</span></div>')
    discards = board.discards
    discard = clicks.get("discard")
    top_art = card_face(discards[-1], lang) if discards else empty_card()
    count = text(lang, "ui.discard_count", count=len(discards)) if discards else text(lang, "ui.discard_empty")
    spoken = text(lang, "ui.discard") if discard else text(lang, "ui.discard_pile")
    pile = (f'<button type="button" class="pile discards{" target" if discard else ""}{last(marks, "discard")}"'
            f' data-target="{"discard" if discard else "show-pile"}" data-place="discard">'
            f'<span class="visually-hidden">{escape(spoken)}: </span>{top_art}'
            f'<span class="count">{escape(count)}</span></button>')
    if discards:  # the whole pile stays one click away, even while a click on it discards
        pile = (f'<div class="pile-column">{pile}<button type="button" class="linkish" data-target="show-pile">'
                f'{escape(text(lang, "ui.show_all"))}<span class="visually-hidden">'
                f' ({escape(text(lang, "ui.discard_pile"))})</span></button></div>')
    return deck + drawn + pile


def last(marks: frozenset[str], place: str) -> str:
    """The class that marks a place the other side's last move changed."""
    return " last-move" if place in marks else ""


def pile_list_html(discards: tuple[str, ...], lang: str) -> str:
    """The whole discard pile, oldest first (it is public: R-SECRET)."""
    if not discards:
        return f'<li>{escape(text(lang, "ui.discard_empty"))}</li>'
    return "".join(f'<li aria-label="{attr(card_name(c, lang))}">{card_face(c, lang, "small")}</li>' for c in discards)


# ----- words: the prompt, the status line, the hint, the log -----

def line_text(line: Line, lang: str) -> str:
    """A line the session says, in the player's language."""
    key, params = line
    return text(lang, key, **params) if key else ""


def version_text(label: str, lang: str) -> str:
    """The build's label as the page says it ("Version 0.1.0 (c436566)")."""
    version, _, build = label.partition(" ")
    return text(lang, "ui.build", label=" ".join(filter(None, [digits(version, lang), build])))


def status_text(screen: Screen, lang: str) -> str:
    """The status line: the round, who plays whom, and whose view is shown."""
    parts = [text(lang, "ui.round", round=screen.board.round, rounds=screen.board.rounds)]
    if screen.replay:
        parts.append(text(lang, "replay.title"))
    if screen.lesson:
        parts.append(text(lang, "lesson.title"))
    elif screen.mode in (DRACULA, VAN_HELSING):
        level = text(lang, f"level.{screen.level}")
        parts.append(text(lang, "ui.you_are", side=screen.mode) + " " + text(lang, "ui.mode_computer", level=level))
    elif screen.mode == "hotseat":
        parts.append(text(lang, "ui.mode_hotseat"))
    elif screen.mode == "remote":
        parts.append(text(lang, "ui.you_are", side=screen.viewer) + " " + text(lang, "ui.mode_friend"))
    else:
        parts.append(text(lang, "ui.mode_watch") + " · " + text(lang, "ui.viewing", side=screen.viewer))
    return " · ".join(parts)


def hint_text(hint: Hint, board: Board, lang: str) -> str:
    """The hard player's advice in one sentence, with its estimate of the chance to win the game."""
    verb, params = action_words(hint.action, board.drawn, board.holders[board.viewer])
    line = text(lang, f"hint.{verb}", **params)
    if hint.chance is not None:
        line += " " + text(lang, "hint.chance", percent=round(100 * hint.chance))
    return line


def log_html(lines: list[str], lang: str, first: int = 1) -> str:
    """Log lines, newest first, each with its number (written out, so that no number is cut:
    ``first`` is the number of ``lines[0]``)."""
    if not lines:
        return f'<li class="muted">{escape(text(lang, "ui.log_empty"))}</li>'
    return "".join(f'<li><span class="n">{digits(first + index, lang)}.</span> <span>{escape(line)}</span></li>'
                   for index, line in reversed(list(enumerate(lines))))


def stats_html(stats: dict[str, dict[str, int]], lang: str, skipped: int = 0) -> str:
    """The statistics as a table: each kind of game, with games won and lost (and, against the
    computer, how many of them had take-backs); and how many entries were not understood."""
    note = f'<p class="note">{escape(text(lang, "stats.skipped", count=skipped))}</p>' if skipped else ""
    if not stats:
        return f'<p>{escape(text(lang, "stats.empty"))}</p>{note}'
    rows = []
    for key in sorted(stats):
        counts = stats[key]
        if key == "hotseat" or key.startswith("watch"):
            label = text(lang, "stats.hotseat") if key == "hotseat" else text(
                lang, "stats.watch", level=text(lang, f"level.{key.split()[1]}"))
            won, lost = counts.get(f"{DRACULA} won", 0), counts.get(f"{VAN_HELSING} won", 0)
            cells = (f'<td>{escape(text(lang, "stats.side_won", side=DRACULA))}: {digits(won, lang)}</td>'
                     f'<td>{escape(text(lang, "stats.side_won", side=VAN_HELSING))}: {digits(lost, lang)}</td>'
                     '<td></td>')
        elif key.endswith(f" vs {FRIEND}"):  # a friend's games: no take-backs, some won by forfeit
            label = text(lang, "stats.vs_friend", side=key.split()[0])
            forfeits = counts.get("forfeits", 0)
            won = digits(counts.get("won", 0), lang) + (
                f' {escape(text(lang, "stats.forfeits", count=forfeits))}' if forfeits else "")
            cells = f'<td>{won}</td><td>{digits(counts.get("lost", 0), lang)}</td><td></td>'
        else:
            side, _, level = key.split()
            label = text(lang, "stats.vs", side=side, level=text(lang, f"level.{level}"))
            cells = (f'<td>{digits(counts.get("won", 0), lang)}</td>'
                     f'<td>{digits(counts.get("lost", 0), lang)}</td>'
                     f'<td>{digits(counts.get("takebacks", 0), lang)}</td>')
        rows.append(f"<tr><th scope=\"row\">{escape(label)}</th>{cells}</tr>")
    head = (f'<thead><tr><th scope="col">{escape(text(lang, "stats.kind"))}</th>'
            f'<th scope="col">{escape(text(lang, "stats.won"))}</th>'
            f'<th scope="col">{escape(text(lang, "stats.lost"))}</th>'
            f'<th scope="col">{escape(text(lang, "stats.takebacks"))}</th></tr></thead>')
    return f'<table class="stats">{head}<tbody>{"".join(rows)}</tbody></table>{note}'


# ----- a round's summary, the game's end, a card's sheet, the last move -----

def last_move_text(move: LastMove | None, lang: str) -> str:
    """The other side's last turn in one line: "Van Helsing: kept a card in slot 3, ...; swapped ..."."""
    if move is None:
        return ""
    clauses = text(lang, "last.separator").join(line_text(clause, lang) for clause in move.clauses)
    return text(lang, "last.turn", who=move.side, clauses=clauses)


def last_move_html(move: LastMove | None, lang: str) -> str:
    """The last-move bar: the line, named for assistive technology."""
    if move is None:
        return ""
    return (f'<span class="visually-hidden">{escape(text(lang, "last.label"))}: </span>'
            f'{escape(last_move_text(move, lang))}')


def summary_html(summary: Summary, lang: str) -> str:
    """A round's end in one table: each district's cards, who took it and why; then the outcome."""
    head = "".join(f'<th scope="col">{escape(text(lang, key, side=side))}</th>' for key, side in (
        ("summary.district", None), ("side.dracula", None), ("side.van_helsing", None), ("summary.winner", None),
        ("summary.why", None)))
    rows = []
    for result in summary.districts:
        rows.append(
            f'<tr class="won-{result.winner}"><th scope="row">{digits(result.district, lang)}</th>'
            f'<td>{card_face(result.dracula, lang, "tiny")}<span class="visually-hidden">'
            f'{escape(card_name(result.dracula, lang))}</span></td>'
            f'<td>{card_face(result.van_helsing, lang, "tiny")}<span class="visually-hidden">'
            f'{escape(card_name(result.van_helsing, lang))}</span></td>'
            f'<td>{escape(text(lang, f"side.{result.winner}"))}</td>'
            f'<td>{escape(text(lang, f"summary.by_{result.by}"))}</td></tr>')
    outcome = [text(lang, "summary.bitten", count=sum(summary.bitten)),
               text(lang, "summary.health_lost", count=summary.health_lost),
               text(lang, "summary.state", health=summary.health)]
    return (f'<table class="summary"><thead><tr>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>'
            + "".join(f"<p>{escape(line)}</p>" for line in outcome) + by_district(summary.vampires, lang))


CITIZENS = 4  # a district's citizens (R-BOARD): each a human or, bitten, a vampire


def by_district(counts: tuple[int, ...], lang: str) -> str:
    """The vampires of each district, as the board shows them: five small districts left to right
    (district 1 on the left, in both languages), each with its number and its four citizens, the
    bitten ones red; read out as "District 1: 1 vampire, 3 humans". No digits to read as dots."""
    items = []
    for district, count in enumerate(counts, 1):
        label = text(lang, counted("ui.district_tokens", count), district=district, vampires=count,
                     humans=CITIZENS - count)
        people = ('<i class="bd-vampire"></i>' * count) + ('<i class="bd-human"></i>' * max(CITIZENS - count, 0))
        items.append(f'<li data-district="{district}" aria-label="{attr(label)}">'
                     f'<b aria-hidden="true">{digits(district, lang)}</b><span aria-hidden="true">{people}</span></li>')
    return (f'<ol class="by-district" dir="ltr" aria-label="{attr(text(lang, "summary.vampires"))}">'
            f'{"".join(items)}</ol>')


def over_title(over: Over, lang: str) -> str:
    if over.result == "won":
        return text(lang, "over.you_win")
    if over.result == "lost":
        return text(lang, "over.you_lose")
    return text(lang, "over.title", winner=over.winner)


def over_html(over: Over, player: str, level: str, lang: str) -> str:
    """The rounds of a finished game, and the player's record against this level."""
    rows = "".join(
        f'<tr><th scope="row">{digits(recap.round, lang)}</th>'
        f'<td>{escape(text(lang, "over.round_row", by_dracula=recap.dracula, by_van_helsing=recap.van_helsing))}</td>'
        f'<td>{escape(text(lang, "over.round_after", health=recap.health))}{by_district(recap.vampires, lang)}'
        '</td></tr>' for recap in over.rounds)
    table = (f'<h3>{escape(text(lang, "over.rounds"))}</h3><table class="recap"><thead><tr>'
             f'<th scope="col">{escape(text(lang, "over.round"))}</th>'
             f'<th scope="col">{escape(text(lang, "over.districts"))}</th>'
             f'<th scope="col">{escape(text(lang, "over.after"))}</th></tr></thead><tbody>{rows}</tbody></table>')
    notes = []
    if over.record is not None:
        won, lost = over.record
        notes.append(text(lang, "over.record", side=player, level=text(lang, f"level.{level}"), won=won, lost=lost))
    if over.takebacks:
        notes.append(text(lang, counted("over.takebacks", over.takebacks), count=over.takebacks))
    if over.note:
        notes.append(text(lang, over.note))
    return table + "".join(f'<p class="note">{escape(note)}</p>' for note in notes)


def card_sheet_html(board: Board, place: str, lang: str) -> tuple[str, str]:
    """A card's sheet (a tap on a card that is not to be chosen): its name, and the card with its
    effect and what each side knows of it."""
    kind, _, number = place.partition("-")
    slot = int(number) if number.isdigit() else 0
    owner = board.viewer if kind == "mine" else other(board.viewer)
    code = board.holders[owner][slot - 1] if slot else board.drawn
    if code is None:
        return text(lang, "card.hidden"), f'<p>{escape(text(lang, "sheet.hidden"))}</p>'
    known = []
    if slot:
        known.append(text(lang, "sheet.slot", slot=slot))
        if board.face_up[owner][slot - 1]:
            known.append(text(lang, "sheet.known_both"))
        elif owner == board.viewer:
            known.append(text(lang, "sheet.known_to", side=other(board.viewer)) if board.opponent_knows[slot - 1]
                         else text(lang, "sheet.only_you"))
        else:
            known.append(text(lang, "sheet.remembered"))
    body = (f'<div class="sheet-card">{card_face(code, lang, "big")}</div>'
            f'<p>{escape(text(lang, f"fx.long.{int(code[1:])}"))}</p>'
            + "".join(f"<p>{escape(line)}</p>" for line in known))
    return card_name(code, lang), body


RULINGS = {  # where the printed rules are silent: the rulings of docs/RULES.md, as the rules screen gives them
    "R-MEMORY": "rules.ruling_memory",
    "R-REVEALED": "rules.ruling_revealed",
    "R-FX 2": "rules.ruling_top",
    "R-FX 3": "rules.ruling_expose",
    "R-EIGHT": "rules.ruling_eight",
    "R-CALL": "rules.ruling_call",
}
RULES = (  # the rules screen: a heading, then its paragraphs (in the order of docs/RULES.md)
    ("rules.goal_title", ("rules.goal",)),
    ("rules.table_title", ("rules.table",)),
    ("rules.turn_title", ("rules.deal", "rules.turn", "rules.call")),
    ("rules.effects_title", ()),
    ("rules.end_title", ("rules.resolve", "rules.example", "rules.outcome")),
    ("rules.rulings_title", tuple(RULINGS.values())),
)


def rules_html(lang: str) -> str:
    """The rules help, in the language of the page, with every effect shown on its card."""
    parts = []
    for heading, paragraphs in RULES:
        parts.append(f"<h3>{escape(text(lang, heading))}</h3>")
        parts.extend(f"<p>{escape(text(lang, key))}</p>" for key in paragraphs)
        if heading == "rules.effects_title":
            items = "".join(
                f'<li>{card_face(colour + str(value), lang, "small")}'
                f'<span>{escape(text(lang, f"fx.long.{value}"))}</span></li>'
                for value, colour in zip(range(1, 9), "RGYMRGYM", strict=True))
            parts.append(f'<ol class="effects">{items}</ol><p>{escape(text(lang, "rules.effects_note"))}</p>')
    return "".join(parts)
