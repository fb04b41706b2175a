"""Message catalogs: English and Persian complete, every key used, Persian written the Persian way."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.i18n import CATALOGS, card_name, digits, text

ROOT = Path(__file__).resolve().parent.parent
CATALOG_FILES = {ROOT / "game" / "i18n" / f"{lang}.py" for lang in CATALOGS}


def code_text() -> str:
    sources = [p for p in ROOT.glob("game/**/*.py") if p not in CATALOG_FILES]
    return "".join(p.read_text() for p in sources) + (ROOT / "index.html").read_text()


def test_both_catalogs_have_the_same_keys():
    assert set(CATALOGS["en"]) == set(CATALOGS["fa"])


def test_every_key_is_used_and_every_used_key_exists():
    source = code_text()
    literals = set(re.findall(r"""["']([a-z0-9_]+\.[a-z0-9_.]+)["']""", source))
    prefixes = set(re.findall(r"""f["']([a-z0-9_]+\.[a-z0-9_.]*)\{""", source))
    unused = [key for key in CATALOGS["en"] if key not in literals and not any(key.startswith(p) for p in prefixes)]
    assert unused == []
    families = {key.split(".")[0] for key in CATALOGS["en"]}
    missing = [key for key in literals if key.split(".")[0] in families and key not in CATALOGS["en"]
               and not key.endswith((".py", ".json", ".svg", ".css", ".html", ".js", ".png"))]
    assert missing == []


@pytest.mark.parametrize("key", sorted(CATALOGS["en"]))
def test_persian_text_is_persian(key):
    persian = CATALOGS["fa"][key]
    words = re.sub(r"\{[a-z_]+\}", "", persian)
    latin = re.findall(r"[A-Za-z]{2,}", words)
    assert latin == [] or key == "ui.other_language", (key, latin)


def test_persian_digits_names_and_direction():
    assert digits(2026, "fa") == "۲۰۲۶"
    assert card_name("G7", "fa") == "سبز ۷"
    assert text("fa", "ui.round", round=3, rounds=5) == "دور ۳ از ۵"
    assert text("fa", "side.van_helsing") == "ون‌هلسینگ"
    assert text("en", "ui.round", round=3, rounds=5) == "Round 3 of 5"
