"""The terminal game, the event descriptions and the message catalogs."""

from __future__ import annotations

import io
import json
import random
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import SIDES, for_side, new_game
from game.cli import main
from game.describe import describe
from game.i18n import CATALOGS, card_name, digits, text


def scripted(answers):
    answers = iter(answers)

    def read(_prompt):
        try:
            return next(answers)
        except StopIteration:
            raise EOFError from None

    return read


def test_cli_plays_a_whole_game_against_the_computer():
    out = io.StringIO()
    arguments = ["--seed", "3", "--side", "van_helsing", "--level", "normal"]  # the expert (the default) takes 30 s
    assert main(arguments, read=scripted(["1"] * 1000), out=out) == 0
    transcript = out.getvalue()
    assert "Game over:" in transcript and " wins." in transcript
    assert "Van Helsing (you)" in transcript


def test_cli_hotseat_hands_over_between_sides():
    prompts = []
    answers = iter(["", "1"] * 2000)

    def read(prompt):
        prompts.append(prompt)
        return next(answers) if "Hand over" in prompt else "1"

    out = io.StringIO()
    main(["--seed", "4", "--hotseat"], read=read, out=out)
    assert any("Hand over to Van Helsing" in p for p in prompts)
    assert "Game over:" in out.getvalue()


def test_cli_refuses_an_illegal_action_and_asks_again():
    out = io.StringIO()
    main(["--seed", "5"], read=scripted(["discard", "keep 7", "quit"]), out=out)
    assert "Not possible: 'discard' is not possible now" in out.getvalue()
    assert "Not possible: malformed action 'keep 7'" in out.getvalue()
    assert "Game left." in out.getvalue()


def test_cli_saves_and_resumes(tmp_path):
    path = tmp_path / "game.json"
    main(["--seed", "6"], read=scripted(["draw", f"save {path}", "quit"]), out=io.StringIO())
    saved = json.loads(path.read_text())
    assert saved["moves"] == [["dracula", "draw"]]
    out = io.StringIO()
    main(["--load", str(path)], read=scripted(["quit"]), out=out)
    assert "Drawn card:" in out.getvalue()


def test_cli_help_from_the_shell():
    result = subprocess.run([sys.executable, "-m", "game", "--help"], capture_output=True, text=True, check=True)
    assert "--seed" in result.stdout and "--side" in result.stdout and "--hotseat" in result.stdout


def test_bench_prints_one_json_object():
    result = subprocess.run([sys.executable, "-m", "game.lab.bench", "--games", "20", "--repeats", "1"],
                            capture_output=True, text=True, check=True)
    figures = json.loads(result.stdout)
    assert figures["random_games_per_second"] > 0 and figures["actions_per_game"] > 20


def test_catalogs_have_the_same_keys_and_fields():
    english, persian = CATALOGS["en"], CATALOGS["fa"]
    assert set(english) == set(persian)
    for key, template in english.items():
        fields = sorted(part.split("}")[0] for part in template.split("{")[1:])
        assert fields == sorted(part.split("}")[0] for part in persian[key].split("{")[1:]), key


def test_persian_digits_and_card_names():
    assert digits(12, "fa") == "۱۲"
    assert card_name("R5", "fa") == "قرمز ۵"
    assert card_name("M8", "en") == "mauve 8"
    assert card_name(None, "en") == "a hidden card"


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10_000))
def test_every_event_of_a_game_has_words_in_both_languages(seed):
    game = new_game(seed=seed)
    rng = random.Random(seed)
    while game.to_move is not None:
        events = game.play(rng.choice(game.legal_actions()))
        for side in SIDES:
            for event in for_side(events, side):
                described = describe(event)
                if described is None:
                    assert event["type"] in ("turn", "effect")
                    continue
                for language in CATALOGS:
                    line = text(language, described[0], **described[1])
                    assert "{" not in line and "None" not in line


@pytest.mark.parametrize("language", list(CATALOGS))
def test_log_keys_used_by_describe_exist(language):
    assert all(key in CATALOGS[language] for key in CATALOGS["en"])
