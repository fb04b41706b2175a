"""The screen of a change to the search (game/lab/versus.py): the variant is the level's searcher with the changes
asked for, and only where it chooses otherwise are the two choices valued, by the opponent's true cards."""

from __future__ import annotations

import pytest

from game.ai.expert import ExpertSearch
from game.ai.search import HardSearch, Search
from game.lab import versus
from game.lab.arena import deal_seeds
from game.lab.leaks import normal_reply


def test_a_variant_is_the_levels_search_with_the_settings_asked_for():
    variant = versus.variant_of("expert", ["budget=0.45", "switch_sigmas=0.25"])
    assert issubclass(variant, ExpertSearch)
    assert (variant.budget, variant.switch_sigmas, variant.widest) == (0.45, 0.25, ExpertSearch.widest)
    assert ExpertSearch.budget == 1.0 and Search.switch_sigmas == 0.5  # the levels themselves untouched
    with pytest.raises(SystemExit, match="NAME one of"):
        versus.variant_of("hard", ["candidates=4"])


def test_only_differing_choices_are_valued_and_by_the_opponents_true_cards(monkeypatch):
    valued = []

    def oracle(_knowledge, actions, _me, _worlds, _rng, theirs, reply):
        assert reply is normal_reply  # the opponent of the oracle's play-outs plays as normal, as asked
        valued.append((actions, theirs))
        return {actions[0]: 0.25, actions[1]: 0.75}

    monkeypatch.setattr(versus, "valued", oracle)
    monkeypatch.setattr(HardSearch, "most_worlds", 16)  # a quick game; the variant (a subclass) reads it too
    monkeypatch.setattr(HardSearch, "guesses", 16)
    deal = deal_seeds(41, 1)[0]
    rows = versus.screened_game((deal, "dracula", "hard", ["switch_sigmas=-100"], 5, "normal"))
    differing = [row for row in rows if row["differs"]]
    assert rows and differing and len(differing) == len(valued)  # a variant that leaves the judge at any gain
    assert all(row["gain"] == 0.5 for row in differing) and all(row["gain"] == 0.0 for row in rows
                                                                  if not row["differs"])
    assert all(len(actions) == 2 and actions[0] != actions[1] and None not in theirs for actions, theirs in valued)
