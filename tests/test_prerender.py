"""The page's first paint made at build time (tools/prerender.py): every painted word in each language,
so the browser paints the table in its reader's words as it reads the page."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
from prerender import merged, prerender  # noqa: E402

from game.i18n import text  # noqa: E402


def test_words_that_differ_are_written_in_each_language_and_tags_as_in_english():
    english = '<div class="x" aria-label="Round 1"><b>Round 1</b> <i>12</i></div>'
    persian = '<div class="x" aria-label="دور ۱"><b>دور ۱</b> <i>12</i></div>'
    assert merged({"en": english, "fa": persian}) == (
        '<div class="x" aria-label="Round 1"><b><span data-w="en">Round 1</span><span data-w="fa">دور ۱</span></b>'
        " <i>12</i></div>")


def test_words_within_svg_are_tspans_and_a_name_that_is_not_drawn_stays_english():
    english = '<svg viewBox="0 0 9 9"><title>District 1</title><text x="1">1</text></svg><p>1</p>'
    persian = '<svg viewBox="0 0 9 9"><title>منطقه‌ی ۱</title><text x="1">۱</text></svg><p>۱</p>'
    assert merged({"en": english, "fa": persian}) == (
        '<svg viewBox="0 0 9 9"><title>District 1</title>'
        '<text x="1"><tspan data-w="en">1</tspan><tspan data-w="fa">۱</tspan></text></svg>'
        '<p><span data-w="en">1</span><span data-w="fa">۱</span></p>')


def test_a_part_drawn_differently_in_two_languages_fails_the_build():
    with pytest.raises(ValueError, match="drawn differently"):
        merged({"en": "<p>Round 1</p>", "fa": "<p><b>دور</b> ۱</p>"})


def test_the_built_page_holds_every_static_word_in_both_languages_and_the_table_too():
    page = prerender((ROOT / "index.html").read_text(encoding="utf-8"), "test")
    call = re.search(r'id="btn-call"[^>]*>(.*?)</button>', page)[1]
    assert call == f'<span data-w="en">{text("en", "ui.call")}</span><span data-w="fa">{text("fa", "ui.call")}</span>'
    tracks = re.search(r'<div id="tracks"[^>]*>(.*?)</div>\s*</', page, re.S)[1]
    assert f'<span data-w="fa">{text("fa", "ui.round", round=1, rounds=5)}</span>' in tracks
    # no Persian letter is painted outside a Persian reader's words, a label or the data beside the page (but the
    # name of the other language, and the Persian title under the English one)
    shown = re.sub(r'<(t?span) data-w="fa">[^<]*</\1>|<script type="application/json".*?</script>'
                   r'|(aria-label|title|content)="[^"]*"|<p class="brand-fa"[^>]*>[^<]*</p>', "", page, flags=re.S)
    shown = shown.replace(f'<span data-w="en">{text("en", "ui.other_language")}</span>', "")
    assert re.findall(r"[\u0600-\u06ff]+", shown) == []
