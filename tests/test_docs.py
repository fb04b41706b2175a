"""The project's own rules reference (docs/RULES.md): every rule the code and tests cite is in it,
its rulings are the ones the page shows players, and nothing points outside the repository."""

from __future__ import annotations

import re
from pathlib import Path

from game.i18n import CATALOGS
from game.web.dialog_markup import RULINGS

ROOT = Path(__file__).resolve().parent.parent
RULES = (ROOT / "docs" / "RULES.md").read_text()
RULE_ID = re.compile(r"\bR-[A-Z]+(?: \d)?\b")
# R-DEAL's ruling is about an explicit deck order (tests, the engine's callers): players never meet it.
ENGINE_ONLY_RULINGS = {"R-DEAL"}


def defined() -> set[str]:
    """The IDs docs/RULES.md defines (a bullet that starts with the ID), effects as R-FX N."""
    ids = set(re.findall(r"^- \*\*(R-[A-Z]+)", RULES, flags=re.MULTILINE))
    return ids | {f"R-FX {n}" for n in range(1, 9)} | {"R-TURN 1", "R-TURN 2"}


def rulings() -> set[str]:
    """The IDs whose text in docs/RULES.md holds a ruling (an effect's own, as R-FX N)."""
    marked, rule, parent = set(), "", ""
    for line in RULES.splitlines():
        heading = re.match(r"^- \*\*(R-[A-Z]+)", line)
        item = re.match(r"^\s+(\d)\. ", line)
        if heading:
            rule = parent = heading.group(1)
        elif item and parent == "R-FX":
            rule = f"R-FX {item.group(1)}"
        elif not line.strip() or line.startswith("#"):
            rule = parent = ""
        if rule and "Ruling" in line:
            marked.add(rule)
    return marked


def test_every_rule_cited_in_the_code_and_tests_is_defined():
    cited: set[str] = set()
    for folder in ("game", "tests", "e2e"):
        for path in (ROOT / folder).rglob("*.py"):
            cited |= set(RULE_ID.findall(path.read_text()))
            cited |= {name.upper().replace("_", "-", 1).split("_")[0] for name in
                      re.findall(r"def test_(r_[a-z]+)_", path.read_text())}
    assert cited - defined() == set()


def test_the_rulings_are_the_ones_the_rules_screen_shows():
    assert rulings() - ENGINE_ONLY_RULINGS == set(RULINGS)
    for language, messages in CATALOGS.items():
        assert all(messages[key] for key in RULINGS.values()), language


def test_nothing_points_outside_the_repository():
    for path in [ROOT / "README.md", *(ROOT / "game").rglob("*.py"), *(ROOT / "docs").glob("*.md")]:
        assert "../shared" not in path.read_text(), path
