"""A first game starts without the fair deal, the review and the coach's search: each loads when first
used (issue 35), so the page's Python start compiles less. Each check runs in a fresh interpreter."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LATER = ("game.fair.party", "game.fair.reader", "game.fair.deck", "game.ai.review", "game.decisions",
         "game.ai.coach")
SCRIPT = f"""
import json, sys
LATER = {LATER!r}
sys.path.insert(0, "tests")
from sessions import settle
from game.session import Session

loaded = {{}}
def seen(when):
    loaded[when] = sorted(name for name in LATER if name in sys.modules)

session = Session.open({{}}, lang="en", seed=3)
for _ in range(20):  # a first game's decisions, until the coach has one to judge
    seen("a first game")
    if session.coach.jobs:
        break
    screen = settle(session)
    session.click(sorted(screen.targets)[-1])
assert session.coach_work() is not None
seen("the coach's first job")
session.start_review()
seen("a review")
session.friends.invitation_work("dracula")
seen("a friend's game")
print(json.dumps(loaded))
"""


def test_the_fair_deal_the_review_and_the_coach_load_when_first_used():
    result = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, capture_output=True, text=True, check=True)
    loaded = json.loads(result.stdout)
    assert loaded["a first game"] == []
    assert loaded["the coach's first job"] == ["game.ai.coach"]
    assert set(loaded["a review"]) == {"game.ai.coach", "game.ai.review", "game.decisions"}
    assert set(loaded["a friend's game"]) == set(LATER)
