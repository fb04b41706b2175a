"""The dialogs' contents as markup: a round's summary, the game's end, the statistics, a card's
sheet, the whole discard pile and the rules page.

Pure functions from the session's screen to HTML strings, in the player's language (no browser
here); menus.py puts them in their dialogs.
"""

from __future__ import annotations

from html import escape

from ..i18n import card_name, digits, text
from ..session.board import Board
from ..session.round_end import Summary
from ..session.screen import Over
from ..session.storage import FRIEND
from ..sides import DRACULA, VAN_HELSING, other
from .markup import attr, card_face, counted


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
            best = counts.get("best_streak", 0)
            run = f' ({escape(text(lang, "stats.best_streak", count=best))})' if best >= 2 else ""
            cells = (f'<td>{digits(counts.get("won", 0), lang)}{run}</td>'
                     f'<td>{digits(counts.get("lost", 0), lang)}</td>'
                     f'<td>{digits(counts.get("takebacks", 0), lang)}</td>')
        rows.append(f"<tr><th scope=\"row\">{escape(label)}</th>{cells}</tr>")
    head = (f'<thead><tr><th scope="col">{escape(text(lang, "stats.kind"))}</th>'
            f'<th scope="col">{escape(text(lang, "stats.won"))}</th>'
            f'<th scope="col">{escape(text(lang, "stats.lost"))}</th>'
            f'<th scope="col">{escape(text(lang, "stats.takebacks"))}</th></tr></thead>')
    return f'<table class="stats">{head}<tbody>{"".join(rows)}</tbody></table>{note}'


def pile_list_html(discards: tuple[str, ...], lang: str) -> str:
    """The whole discard pile, oldest first (it is public: R-SECRET)."""
    if not discards:
        return f'<li>{escape(text(lang, "ui.discard_empty"))}</li>'
    return "".join(f'<li aria-label="{attr(card_name(c, lang))}">{card_face(c, lang, "small")}</li>' for c in discards)


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
    if over.result == "won" and over.streak >= 2:  # a run of wins is worth saying
        notes.append(text(lang, "over.best_streak" if over.streak >= over.best else "over.streak", count=over.streak))
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
