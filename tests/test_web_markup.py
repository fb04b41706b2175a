"""The page's markup modules under CPython (game/web/markup.py, table_markup.py, words.py,
dialog_markup.py): the table offers what the session's screen offers and nothing else, numbers
are written in the player's digits, and what comes from outside is escaped."""

from __future__ import annotations

import random
import re

import pytest
from sessions import go_on, settle

from game.i18n import text
from game.session import Session
from game.web.dialog_markup import stats_html
from game.web.markup import attr, piece_html, tip_bubble
from game.web.table_markup import deck_piece, district_piece, districts_svg, holder_slots, piles_html, tracks_html
from game.web.words import log_html, version_text

ASCII_DIGIT = re.compile(r"[0-9]")
PERSIAN = "۰۱۲۳۴۵۶۷۸۹"


def table_of(screen) -> tuple[list[dict[str, str | None]], str]:
    """The slot buttons' attributes of both holders, and the rest of the table as markup."""
    board, clicks = screen.board, screen.targets
    slots = [attributes for owner in board.holders
             for attributes, _ in holder_slots(board, owner, screen.lang, clicks, screen.selected)]
    rest = (districts_svg(board, screen.lang, clicks) + tracks_html(board, screen.lang, clicks)
            + piles_html(board, screen.lang, clicks))
    return slots, rest


def offered_in(slots: list[dict[str, str | None]], rest: str) -> set[str]:
    """The targets the markup marks as offered: slot buttons not disabled, and elements of class target."""
    offered = {str(attributes["data-target"]) for attributes in slots if attributes["aria-disabled"] is None}
    for element in re.findall(r"<(?:button|g)\b[^>]*>", rest):
        if re.search(r'class="[^"]*\btarget\b', element):
            offered.add(re.search(r'data-target="([^"]+)"', element).group(1))
    return offered


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_r_turn_the_table_offers_exactly_the_targets_of_the_screen(lang):
    """A game against the computer, click by click: every target the screen offers (but the call,
    which is the page's own button) is marked on the table, and nothing else is."""
    session = Session(mode="van_helsing", level="easy", seed=7, pace=0, entropy=random.Random(7), lang=lang,
                      prefs={"confirm_call": False})
    rng = random.Random(7)
    kinds = set()
    for _ in range(200):
        screen = settle(session)
        if screen.over:
            break
        if go_on(session):
            continue
        slots, rest = table_of(screen)
        wanted = set(screen.targets) - {"call"}
        assert offered_in(slots, rest) == wanted
        kinds |= {target.split("-")[0] for target in wanted}
        session.click(rng.choice(sorted(screen.targets)))
    assert {"deck", "discard", "mine"} <= kinds


def test_numbers_are_written_in_persian_digits_in_persian():
    session = Session(mode="dracula", seed=3, pace=0, entropy=random.Random(3), lang="fa")
    screen = settle(session)
    districts = districts_svg(screen.board, "fa", {})
    assert re.findall(r'<text class="num"[^>]*>([^<]*)</text>', districts) == list(PERSIAN[1:6])
    ship = tracks_html(screen.board, "fa", {}).split('class="track ship"')[1]
    assert re.findall(r"<text[^>]*>([^<]*)</text>", ship) == list(PERSIAN[1:6])
    log = log_html(["a", "b"], "fa", first=9)
    assert "۱۰." in log and "۹." in log and not ASCII_DIGIT.search(log)
    stats = stats_html({"dracula vs easy": {"won": 12, "lost": 3, "takebacks": 0}}, "fa")
    assert "<td>۱۲</td>" in stats and not re.search(r">[^<]*[0-9]", stats)
    assert "<td>12</td>" in stats_html({"dracula vs easy": {"won": 12, "lost": 3}}, "en")


def test_a_builds_version_is_written_in_the_players_digits_but_its_commit_is_not():
    label = version_text("0.1.0 (c436566)", "fa")
    assert "۰.۱.۰" in label and "(c436566)" in label


def test_words_from_outside_are_escaped_in_attributes_and_text():
    """A card's tip, a log line or a title may hold quotes or angle brackets (a translation, a
    friend's name): they never open or close an attribute or an element."""
    hostile = '"><script>alert(\'x\')</script>&'
    assert attr(hostile) == "&quot;&gt;&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;&amp;"
    for markup in (piece_html(("div", {"title": hostile, "hidden": None}, "")), tip_bubble(hostile),
                   log_html([hostile], "en")):
        assert attr(hostile) in markup and "<script>" not in markup
    assert piece_html(("div", {"title": None}, "")) == "<div></div>" and tip_bubble("") == ""


def test_a_district_read_out_says_its_citizens_in_the_players_language():
    session = Session(mode="dracula", seed=3, pace=0, entropy=random.Random(3), lang="en")
    board = settle(session).board
    for lang in ("en", "fa"):
        labels = re.findall(r'role="img" aria-label="([^"]+)"', districts_svg(board, lang, {}))
        vampires = board.vampires[0]
        words = text(lang, "ui.district_tokens_one" if vampires == 1 else "ui.district_tokens", district=1,
                     vampires=vampires, humans=4 - vampires)
        assert labels[0] == attr(words)


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_being_offered_changes_only_a_districts_or_the_decks_attributes(lang):
    """R-FX 6 (a trade) offers the districts, R-TURN the deck: the page then sets the attributes of the elements
    it has and draws nothing again (dom.sync_children), so their inner markup must not depend on it."""
    for vampires in range(5):
        for outcome in ((None, None), ("dracula", "trump")):
            offered, idle = (district_piece(3, vampires, outcome, on, lang) for on in (True, False))
            assert offered[0] == idle[0] == "g" and offered[2] == idle[2]
            assert (offered[1]["role"], offered[1]["tabindex"], offered[1]["data-target"]) == ("button", "0",
                                                                                          "district-3")
            assert (idle[1]["role"], idle[1]["tabindex"], idle[1]["data-target"]) == ("img", None, None)
    for top in (None, "M5"):
        offered, idle = (deck_piece(12, top, False, on, False, lang) for on in (True, False))
        assert offered[2] == idle[2] and offered[1]["aria-disabled"] is None and idle[1]["aria-disabled"] == "true"
