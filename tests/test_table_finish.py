"""Issue 32, faults in the markup alone (game/web/table_markup.py, words.py, dialog_markup.py): the
vampires per district drawn as the board draws them, the ranking's arrow never mirrored, and one
decision taken back said as one."""

from __future__ import annotations

import re

import pytest

from game import new_game
from game.i18n import card_name, digits, text
from game.session.board import Board
from game.session.journal import RoundRecap
from game.session.round_end import Summary
from game.session.screen import Over
from game.web.dialog_markup import over_html, summary_html
from game.web.table_markup import tracks_html

COUNTS = (1, 0, 2, 0, 4)


def strips(markup: str) -> list[list[tuple[str, str]]]:
    """Each drawing of the districts: its districts, left to right, as (number, what it says)."""
    found = re.findall(r'<ol class="by-district" dir="ltr"[^>]*>(.*?)</ol>', markup)
    return [re.findall(r'<li data-district="(\d)" aria-label="([^"]*)"', strip) for strip in found]


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_fault_5_vampires_by_district_are_five_small_districts_left_to_right(lang):
    summary = Summary(round=2, districts=(), bitten=(1, 0, 0, 0, 1), health_lost=2, health=9, vampires=COUNTS)
    over = Over(winner="dracula", reason=None, result="lost", rounds=(RoundRecap(1, 3, 2, 10, COUNTS),),
                record=None, takebacks=0)
    for markup in (summary_html(summary, lang), over_html(over, "van_helsing", "normal", lang)):
        assert "·" not in markup  # never a row of dots (the Persian zero is a dot)
        expected = [(str(n), text(lang, "ui.district_tokens_one" if c == 1 else "ui.district_tokens",
                                  district=n, vampires=c, humans=4 - c)) for n, c in enumerate(COUNTS, 1)]
        assert strips(markup) == [[(n, label.replace("'", "&#x27;")) for n, label in expected]]
        # each district shows its four citizens, so many of them turned: read without a digit
        assert markup.count('class="bd-vampire"') == sum(COUNTS)
        assert markup.count('class="bd-human"') == 20 - sum(COUNTS)


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_fault_6_the_ranking_reads_by_numbers_never_by_an_arrow(lang):
    """An arrow between chips reads "greater than" one way and "goes to" the other, and a right-to-left page
    mirrors it: each chip carries its place instead (1: the trump), in the language's digits."""
    board = Board.of_view(new_game(seed=3).view("dracula"))
    markup = tracks_html(board, lang, {})
    assert [mark for mark in ("‹", "›", 'class="gt"') if mark in markup] == []
    chips = re.findall(r'data-place="colour-(\w)"[^>]*><b class="place" aria-hidden="true" data-n="([^"]*)"></b>',
                       markup)
    assert chips == [(colour, digits(place, lang)) for place, colour in enumerate(board.ranking, 1)]


@pytest.mark.parametrize(("count", "said"), [(1, "You took back 1 decision in this game."),
                                             (2, "You took back 2 decisions in this game.")])
def test_fault_11_one_decision_taken_back_is_said_as_one(count, said):
    over = Over(winner="dracula", reason=None, result="lost", rounds=(), record=None, takebacks=count)
    assert said in over_html(over, "van_helsing", "normal", "en")


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_fault_8_the_lessons_words_name_cards_as_cards_and_count_the_pile_as_it_is(lang):
    from game.lesson import STEPS
    from game.web.words import line_text

    words = {step.text: line_text((step.text, dict(step.params)), lang) for step in STEPS}
    assert "M3" not in words["lesson.draw_face_up"]
    assert card_name("M3", lang) in words["lesson.draw_face_up"]
    # at the 8's discard the pile holds 13 cards: "six cards lie in the pile" was false
    assert "Six cards lie in the pile" not in words["lesson.discard_eight"]
    # Van Helsing's turn before the call's step (a 1 discarded, his slot 5 revealed) is said
    assert card_name("G2", lang) in words["lesson.call"]


def review_view():
    """game/web/review_view.py, loaded over stand-ins for the browser (its words are pure Python)."""
    import sys
    import types

    if "pyscript" not in sys.modules:
        ffi = types.ModuleType("pyodide.ffi")
        ffi.create_once_callable = ffi.create_proxy = lambda f: f
        ffi.jsnull = None
        browser = types.ModuleType("pyscript")
        browser.document = browser.window = None
        sys.modules.update({"pyodide": types.ModuleType("pyodide"), "pyodide.ffi": ffi, "pyscript": browser})
    from game.web import review_view

    return review_view


def graph_of(rounds: int, per_round: int, lang: str) -> str:
    """The review's graph of a made-up review (game/web/review_view.py, loaded over stand-ins for the browser)."""
    from game.ai.review import Judged, ReviewResult
    from game.decisions import RoundResult

    graph_svg = review_view().graph_svg

    decisions = tuple(Judged(move=2 * i, round=1 + i // per_round, played="draw", chance=(i % 7) / 6, best="draw",
                             best_chance=0.5, gain=0, error=0, mistake=False) for i in range(rounds * per_round))
    bands = tuple(RoundResult(round=r, move=2 * r * per_round, bites=3, stakes=2) for r in range(1, rounds + 1))
    return graph_svg(ReviewResult("dracula", 0, 160, decisions, bands, 2 * rounds * per_round), lang)


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_fault_7_the_review_graph_keeps_its_100_whole_says_its_marks_and_names_every_round_alike(lang):
    markup = graph_of(5, 8, lang)
    for x, label in re.findall(r'<text class="axis" x="([\d.]+)"[^>]*>([^<]*)</text>', markup):
        assert float(x) >= 7.5 * len(label) + 4, label  # right-aligned at x: its whole width left of it, in the frame
    assert 'class="graph-legend"' in markup and "▼" in markup
    labels = re.findall(r'<text class="round"[^>]*><title>[^<]*</title>([^<]*)</text>', markup)
    assert len(labels) == 5
    forms = {"full" if label.startswith(text(lang, "review.round_result", round=n, bites=3, stakes=2)) else
             "short" if label == text(lang, "review.round_short", round=n, bites=3, stakes=2) else "number"
             for n, label in enumerate(labels, 1)}
    assert len(forms) == 1  # one form for all, never "R1: 3/2" beside "Round 2: ..."
    if forms != {"full"}:
        assert text(lang, "review.legend_rounds") in markup
    uneven = graph_of(3, 3, lang).replace("\n", "")
    assert len({"short" if "/" in label else "other"
                for label in re.findall(r'<text class="round"[^>]*><title>[^<]*</title>([^<]*)</text>', uneven)}) == 1


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_fault_7_a_key_moment_opens_the_replay_at_that_move_with_the_better_move_marked(lang):
    """The review calls the third decision "Move 3": the replay opens before it is made, says it is move 3 (not
    2), and marks the better move's places on the table, as they lie in the viewer's own holders."""
    import random

    from test_review import finish, record

    from game.session import Session

    session = Session(pace=0, entropy=random.Random(1), prefs={"coach": False})
    session.import_record(record())
    session.start_review()
    finish(session)
    moment = session.screen().review.result.moments[0]
    assert (moment.move, moment.played, moment.best) == (2, "trump Y", "trump G")
    session.review_jump(moment.move)
    replay = session.screen().replay
    assert (replay.step, replay.moment, replay.better) == (2, moment, ("colour-G",))
    view = review_view()
    assert view.replay_step_words(replay, lang) == text(lang, "replay.before", move=3, total=replay.total)
    assert view.moment_words(replay, lang) == text(
        lang, "replay.better", move=3, better=text(lang, "coach.act.trump", colour="G"),
        played=text(lang, "coach.act.trump", colour="Y"))
    session.replay_step(1)  # a step on: the moment's words and marks go; the step says the move made
    replay = session.screen().replay
    assert (replay.step, replay.moment, replay.better) == (3, None, ())
    assert view.replay_step_words(replay, lang) == text(lang, "replay.step", step=3, total=replay.total)
    assert view.moment_words(replay, lang) == ""
