"""The page's first paint, made at build time: the table as it looks before the first deal, in words.

Python in the page takes a few seconds to start (the runtime is downloaded, then started). Until
then a player should see the real table, not a blank screen: tools/build.py writes into
index.html what the page's own Python would draw first (the same markup code,
game/web/table_markup.py and words.py, run here under CPython): the districts, both holders as
card backs, the tracks, the piles, and every label in English, with the Persian version beside
it for assets/first-paint.js to put in place before the first paint when the player reads
Persian. The table stays inert until Python takes it over in place (game/web/app.py), so nothing
moves when it comes alive.
"""

from __future__ import annotations

import json
import re
from dataclasses import replace
from html import escape

from game import DRACULA, SIDES, VAN_HELSING
from game.i18n import LANGUAGES, text
from game.session import Screen, Session
from game.web.table_markup import districts_svg, holder_slots, piles_html, tracks_html
from game.web.words import line_text, status_text, version_text

HOLDER_SIZE = 5
SHOWN = ("btn-hint", "btn-undo")
TEXT = re.compile(r'(data-i18n="([^"]+)"[^>]*>)([^<]*)(</)')  # an element holding only its words
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
    def attributes(values: dict[str, str | None]) -> str:
        return "".join(f' {name}="{escape(value, quote=True)}"' for name, value in values.items() if value is not None)
    return "".join(f"<button{attributes(values)}>{inner}</button>" for values, inner in slots)


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


def words(page: str, lang: str) -> dict[str, str]:
    """Every message key the page's static markup names, in ``lang``."""
    keys = {match[2] for match in TEXT.finditer(page)} | set(LABEL.findall(page)) | set(TITLE.findall(page))
    return {key: text(lang, key) for key in sorted(keys)}


def in_words(page: str, lang: str) -> str:
    """The page with every static label written in ``lang`` (as the page's Python writes them)."""
    page = TEXT.sub(lambda m: m[1] + escape(text(lang, m[2])) + m[4], page)
    page = LABEL.sub(lambda m: f'{m[0]} aria-label="{escape(text(lang, m[1]))}" title="{escape(text(lang, m[1]))}"',
                     page)
    return TITLE.sub(lambda m: f'{m[0]} title="{escape(text(lang, m[1]))}"', page)


def with_table(page: str, parts: dict[str, str]) -> str:
    """The page with each part of the table filled in (each part's element is empty in index.html)."""
    for element_id, inner in parts.items():
        empty = re.compile(rf'(<(\w+) id="{element_id}"[^>]*>)(</\2>)')
        page, found = empty.subn(lambda m, inner=inner: m[1] + inner + m[3], page, count=1)
        if not found:
            raise ValueError(f"index.html has no empty element #{element_id} to draw the table in")
    return page


def prerender(page: str, label: str) -> str:
    """index.html as first painted: the waiting table and the labels in English, Persian beside them
    (``label``: the build's version, shown in the page)."""
    others = {lang: {"words": words(page, lang), "parts": table_parts(lang, label)}
              for lang in LANGUAGES if lang != "en"}
    page = with_table(in_words(page, "en"), table_parts("en", label))
    for shown in SHOWN:  # there in a game against the computer: drawn from the first paint, so nothing moves
        page = re.sub(rf'(<button[^>]*id="{shown}"[^>]*?) hidden>', r"\1 disabled>", page, count=1)
    data = json.dumps(others, ensure_ascii=False).replace("</", "<\\/")
    script = f'<script type="application/json" id="first-paint">{data}</script>'
    if "<!-- first paint -->" not in page:
        raise ValueError("index.html has no <!-- first paint --> mark for the other languages' words")
    return page.replace("<!-- first paint -->", script, 1)
