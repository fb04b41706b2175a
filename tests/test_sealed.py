"""R-SECRET in what is stored and exported: a game in progress never shows its seed or deal to a reader."""

from __future__ import annotations

import json
import random

import pytest
from helpers import deck_of
from sessions import codes_in, play_game, settle

from game import DRACULA, VAN_HELSING, new_game
from game.records import RecordError, dumps, parse, replay, sealed_record_of, shareable
from game.sealed import seal, unseal
from game.session import AUTOSAVE_KEY, Session

SEED = 918_273_645  # long enough that finding it in a text is no accident
DECK = deck_of(["R1", "R3", "R4", "R6", "R7"], ["G1", "G3", "G4", "G6", "G7"], ["Y2", "M5"])


def session(mode: str = DRACULA) -> Session:
    return Session(mode=mode, seed=SEED, pace=0, entropy=random.Random(5), prefs={"confirm_call": False})


def played(s: Session, clicks: int) -> Session:
    rng = random.Random(clicks)
    for _ in range(clicks):
        screen = settle(s)
        if screen.summary:
            s.carry_on()
        elif screen.targets:
            s.click(rng.choice(sorted(screen.targets)))
    settle(s)
    return s


@pytest.mark.parametrize("mode", [DRACULA, VAN_HELSING])
def test_r_secret_the_autosave_of_a_game_in_progress_shows_no_seed_no_deal(mode):
    s = played(session(mode), 12)
    text = s.take_writes()[AUTOSAVE_KEY]
    assert str(SEED) not in text and '"seed"' not in text and '"moves"' not in text
    again = Session.open({AUTOSAVE_KEY: text}, pace=0, entropy=random.Random(9))
    assert again.message is None and again.game.to_json() == s.game.to_json()


def test_r_secret_an_explicit_first_deal_is_sealed_too():
    s = session()
    s.adopt(new_game(seed=SEED, deck=DECK, ranking="RGYM"))
    text = s.take_writes()[AUTOSAVE_KEY]
    assert codes_in(json.loads(text)) == set() and "R1" not in text and "G7" not in text
    assert Session.open({AUTOSAVE_KEY: text}, pace=0).game.to_json() == s.game.to_json()


def test_r_secret_exporting_a_game_in_progress_seals_it_and_its_name_hides_the_seed():
    s = played(session(), 10)
    name, text = s.export()
    assert str(SEED) not in name + text and set(json.loads(text)) == {"format", "version", "sealed", "mode", "level"}
    other = Session(seed=1, pace=0, entropy=random.Random(1))
    assert other.import_record(text) and other.game.to_json() == s.game.to_json()


def test_a_finished_game_is_exported_readable_with_its_seed():
    s = session()
    play_game(s, random.Random(4))
    name, text = s.export()
    data = json.loads(text)
    assert data["seed"] == SEED and str(SEED) in name and data["moves"] == s.game.moves
    assert replay(text).to_json() == s.game.to_json()


def test_old_autosaves_and_records_with_a_readable_seed_still_load():
    game = new_game(seed=SEED)
    game.play("draw")
    old = {"format": "dracula-vs-van-helsing/record", "version": 1, "seed": SEED, "start": None, "moves": ["draw"]}
    assert replay(json.dumps(old)).to_json() == game.to_json()
    autosave = {"format": "dracula-vs-van-helsing/autosave", "version": 2, "record": old, "mode": "hotseat",
                "viewer": DRACULA}
    assert Session.open({AUTOSAVE_KEY: json.dumps(autosave)}, pace=0).game.to_json() == game.to_json()


def test_a_changed_seal_is_refused_as_damaged_not_read_as_another_game():
    record = sealed_record_of(new_game(seed=SEED))
    sealed = record["sealed"]
    for changed in (sealed[:20] + ("A" if sealed[20] != "A" else "B") + sealed[21:], sealed[:-8], "not base64!", 7):
        with pytest.raises(RecordError, match="sealed part"):
            parse(json.dumps({**record, "sealed": changed}))


def test_a_seal_made_by_anyone_is_checked_like_any_other_text():
    nested: object = "x"
    for _ in range(40):
        nested = [nested]
    deep = seal({"seed": 1, "start": None, "moves": nested})
    with pytest.raises(ValueError, match="nested too deeply"):
        unseal(deep)
    with pytest.raises(RecordError, match="moves"):
        parse(json.dumps({"format": "dracula-vs-van-helsing/record", "version": 2, "sealed": seal({"seed": 1})}))
    assert unseal(seal({"seed": 5, "moves": []})) == {"seed": 5, "moves": []}


def test_shareable_is_sealed_until_the_game_is_over():
    game = new_game(seed=SEED)
    name, text = shareable(game)
    assert "sealed" in json.loads(text) and str(SEED) not in name + text


def test_r_deal_a_game_dealt_elsewhere_records_each_round_s_shuffle_and_only_it_needs_version_3():
    """A friend's game is shuffled by both browsers, not by its seed: its record holds the rounds'
    permutation numbers (sealed too while it is in progress); a game of the seed's own deals keeps
    version 2, which older builds read."""
    dealt_elsewhere = new_game(seed=0, shuffles=[5, 4, 3, 2, 1])
    dealt_elsewhere.play("draw")
    record = json.loads(dumps(dealt_elsewhere))
    assert record["version"] == 3 and record["shuffles"] == [5, 4, 3, 2, 1]
    assert replay(dumps(dealt_elsewhere)).to_json() == dealt_elsewhere.to_json()
    _, sealed = shareable(dealt_elsewhere)
    assert "shuffles" not in json.loads(sealed) and replay(sealed).shuffles == [5, 4, 3, 2, 1]
    own = json.loads(dumps(new_game(seed=SEED)))
    assert own["version"] == 2 and "shuffles" not in own
    for bad in ("12345", [1, 2, 3], [0, 0, 0, 0, -1], [0, 0, 0, 0, 2**120]):
        with pytest.raises(RecordError, match="shuffle"):
            replay(json.dumps({**record, "shuffles": bad}))
