"""The page's first paint, made at build time: the table as it looks before the first deal, in words.

Python in the page takes a few seconds to start (the runtime is downloaded, then started). Until
then a player should see the real table, not a blank screen: tools/build.py writes into
index.html what the page's own Python would draw first (the same markup code,
game/web/table_markup.py and words.py, run here under CPython): the districts, both holders as
card backs, the tracks, the piles, and every label. Every painted word is written in each language,
each in its own element that style.css shows only to a reader of that language (boot.js has set the
page's language before the body is read), so the browser paints the table in the reader's words as
it reads the page, with nothing hidden or swapped first. Once the page is read, assets/boot.js keeps
the reader's words alone and puts in the page's labels no one sees painted (a button's aria-label,
title), written beside the page for each other language. The table stays inert until Python takes it
over in place (game/web/app.py), so nothing moves when it comes alive.
"""

from __future__ import annotations

import json
import re
from dataclasses import replace
from html import escape

from game import DRACULA, SIDES, VAN_HELSING
from game.i18n import LANGUAGES, text
from game.session import Screen, Session
from game.web.markup import pieces_html
from game.web.table_markup import districts_svg, holder_slots, piles_html, tracks_html
from game.web.words import line_text, status_text, version_text

HOLDER_SIZE = 5
SHOWN = ("btn-hint", "btn-undo")
TEXT = re.compile(r'(data-i18n="([^"]+)"[^>]*>)([^<]*)(</)')  # an element holding only its words
TOKEN = re.compile(r"<[^>]*>|[^<]+")  # a tag, or the text between two tags
TAG = re.compile(r"</?([\w-]+)")
UNPAINTED = ("title", "desc")  # an SVG element's name for assistive technology: not drawn
LABEL = re.compile(r'data-i18n-label="([^"]+)"')
TITLE = re.compile(r'data-i18n-title="([^"]+)"')


def first_screen() -> Screen:
    """The first screen of a first visit (Dracula against the computer), every card drawn as a back."""
    screen = Session(mode=DRACULA, seed=1, pace=0).screen()
    board = replace(screen.board, holders=dict.fromkeys(SIDES, (None,) * HOLDER_SIZE),
                    face_up=dict.fromkeys(SIDES, (False,) * HOLDER_SIZE),
                    opponent_knows=(False,) * HOLDER_SIZE, drawing=None, drawn=None)
    return replace(screen, board=board)


def buttons(slots: list[tuple[dict[str, str | None], str]]) -> str:
    """Slot buttons as the page builds them (game/web/dom.py, sync_buttons)."""
    return pieces_html([("button", values, inner) for values, inner in slots])


def table_parts(lang: str, label: str) -> dict[str, str]:
    """The markup of each part of the table (element id -> inner HTML) before the first deal."""
    screen = first_screen()
    board = screen.board
    return {
        "theirs": buttons(holder_slots(board, VAN_HELSING, lang, {}, None)),
        "mine": buttons(holder_slots(board, DRACULA, lang, {}, None)),
        "board": districts_svg(board, lang, {}),
        "tracks": tracks_html(board, lang, {}),
        "piles": piles_html(board, lang, {}),
        "their-label": escape(text(lang, "ui.their_holder", side=VAN_HELSING)),
        "my-label": escape(text(lang, "ui.your_holder", side=DRACULA)),
        "prompt-text": escape(line_text(screen.prompt, lang)),
        "status": escape(status_text(screen, lang)),
        "menu-status": escape(status_text(screen, lang)),
        "build": escape(version_text(label, lang)),
    }


def labels(page: str, lang: str) -> dict[str, str]:
    """Every label (aria-label, title) the page's static markup names, in ``lang``: not painted, put in by boot.js."""
    keys = set(LABEL.findall(page)) | set(TITLE.findall(page))
    return {key: text(lang, key) for key in sorted(keys)}


def each_language(words: dict[str, str], svg: bool = False) -> str:
    """The same words in every language (``words``: lang -> escaped text), each shown to its reader alone
    (style.css: ``[data-w]``); a tspan within SVG text, where an HTML element would end the drawing."""
    tag = "tspan" if svg else "span"
    return "".join(f'<{tag} data-w="{lang}">{inner}</{tag}>' for lang, inner in words.items())


def in_words(page: str) -> str:
    """The page with every static text written in each language, and its labels in English (as the page's
    Python writes them)."""
    page = TEXT.sub(lambda m: m[1] + each_language({lang: escape(text(lang, m[2])) for lang in LANGUAGES}) + m[4],
                    page)
    page = LABEL.sub(lambda m: f'{m[0]} aria-label="{escape(text("en", m[1]))}" title="{escape(text("en", m[1]))}"',
                     page)
    return TITLE.sub(lambda m: f'{m[0]} title="{escape(text("en", m[1]))}"', page)


def shape(token: str) -> str:
    """What must be the same in every language's markup of a part: each tag's name, and where text is."""
    tag = TAG.match(token)
    return tag[0] if tag else "text"


def merged(markups: dict[str, str]) -> str:
    """One markup from the same part drawn in each language (``markups``: lang -> markup, English first):
    where their words differ, each language's words (``each_language``); their tags as in English."""
    tokens = {lang: TOKEN.findall(markup) for lang, markup in markups.items()}
    english = tokens["en"]
    if any(list(map(shape, other)) != list(map(shape, english)) for other in tokens.values()):
        raise ValueError("a part of the table is drawn differently in two languages, not only in other words")
    out, svg, parent = [], 0, ""
    for index, token in enumerate(english):
        if token.startswith("<"):
            name = TAG.match(token)
            if name and name[1] == "svg" and not token.endswith("/>"):
                svg += -1 if token.startswith("</") else 1
            parent = name[1] if name and not token.startswith("</") else ""
            out.append(token)
            continue
        words = {lang: other[index] for lang, other in tokens.items()}
        same = len(set(words.values())) == 1
        out.append(token if same or parent in UNPAINTED else each_language(words, svg > 0))
    return "".join(out)


def with_table(page: str, parts: dict[str, str]) -> str:
    """The page with each part of the table filled in (each part's element is empty in index.html)."""
    for element_id, inner in parts.items():
        empty = re.compile(rf'(<(\w+) id="{element_id}"[^>]*>)(</\2>)')
        page, found = empty.subn(lambda m, inner=inner: m[1] + inner + m[3], page, count=1)
        if not found:
            raise ValueError(f"index.html has no empty element #{element_id} to draw the table in")
    return page


def prerender(page: str, label: str) -> str:
    """index.html as first painted: the waiting table and the words in every language, with each other
    language's labels beside them (``label``: the build's version, shown in the page). The table's own
    labels stay English: it is inert (hidden from assistive technology) under the splash until Python,
    taking it over, draws each of its parts again in the reader's language."""
    drawn = {lang: table_parts(lang, label) for lang in LANGUAGES}
    parts = {element_id: merged({lang: drawn[lang][element_id] for lang in LANGUAGES}) for element_id in drawn["en"]}
    others = {lang: labels(page, lang) for lang in LANGUAGES if lang != "en"}
    page = with_table(in_words(page), parts)
    for shown in SHOWN:  # there in a game against the computer: drawn from the first paint, so nothing moves
        page = re.sub(rf'(<button[^>]*id="{shown}"[^>]*?) hidden>', r"\1 disabled>", page, count=1)
    data = json.dumps(others, ensure_ascii=False).replace("</", "<\\/")
    script = f'<script type="application/json" id="first-paint">{data}</script>'
    if "<!-- first paint -->" not in page:
        raise ValueError("index.html has no <!-- first paint --> mark for the other languages' words")
    return page.replace("<!-- first paint -->", script, 1)
