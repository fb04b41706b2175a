"""The computer's desk in its worker (game/ai/desk.py): requests in, replies out, as JSON text; the expert
that ponders on the opponent's time (game/ai/ponder.py). Run here under CPython, as the worker runs it."""

from __future__ import annotations

import json
import random

from test_review import record

from game import DRACULA, VAN_HELSING, new_game
from game.ai import LEVELS, choose, start
from game.ai.desk import Desk
from game.ai.particles import FEWEST_KEPT
from game.ai.ponder import Ponder, view_key
from game.ai.review import ReviewResult
from game.review import review_game


def run(desk: Desk, request: dict, slices: int = 10_000) -> list[dict]:
    """Hand the desk a request and work until it answers it (a review's progress comes first)."""
    replies = []
    error = desk.take(json.dumps(request))
    if error:
        return [json.loads(error)]
    for _ in range(slices):
        reply = desk.work(0.02)
        if reply:
            replies.append(json.loads(reply))
            if "progress" not in replies[-1]:
                return replies
    raise AssertionError("the desk never answered")


def a_decision(seed: int = 3, level: str = "normal") -> dict:
    """A view with a choice, some moves into a game."""
    game = new_game(seed=seed)
    while True:
        view = game.view(game.to_move)
        if len(view["legal_actions"]) > 1 and len(game.history) > 6:
            return view
        game.play(choose(view, level))


def test_r_secret_the_desk_decides_on_a_view_with_one_of_its_legal_actions_and_its_chance():
    view = a_decision()
    reply = run(Desk(), {"kind": "decide", "id": 7, "view": view, "level": "expert", "seed": 1, "seconds": 5})[-1]
    assert reply["id"] == 7 and reply["action"] in view["legal_actions"]
    assert 0 <= reply["chance"] <= 1 and reply["worlds"] > 0 and reply["pondered"] == 0


def test_the_expert_is_a_level_of_its_own_and_thinks_longer_than_hard_on_more_guesses():
    view = a_decision()
    assert LEVELS[-1] == "expert"
    expert, hard = start(view, "expert", random.Random(1)), start(view, "hard", random.Random(1))
    assert expert.candidates == hard.candidates and expert.iterations == hard.iterations  # the same breadth
    assert expert.budget > hard.budget and expert.belief.count > hard.belief.count  # more time, more guesses


def test_a_bad_request_is_answered_with_why_and_the_desk_goes_on():
    desk = Desk()
    for bad in ("{", json.dumps({"kind": "sing", "id": 1}), json.dumps({"kind": "decide", "id": 2})):
        reply = json.loads(desk.take(bad))
        assert reply["error"]
    view = a_decision()
    reply = run(desk, {"kind": "decide", "id": 3, "view": view, "level": "normal"})[-1]
    assert reply["action"] in view["legal_actions"]
    ended = a_decision()
    ended["legal_actions"] = []
    assert "no decision" in run(desk, {"kind": "decide", "id": 4, "view": ended})[-1]["error"]


def test_work_that_fails_is_answered_with_why_and_its_trace_and_dropped_and_the_desk_goes_on():
    """A fault in the desk's own work (a bug) must not stop the worker: the page thinks that decision itself."""
    def fails() -> None:
        raise RuntimeError("a fault of the desk's own")

    desk, view = Desk(), a_decision()
    desk.take(json.dumps({"kind": "ponder", "view": view, "seed": 1}))
    desk.ponder.step = fails
    pondering = json.loads(desk.work(0.02))
    assert pondering["id"] is None and "RuntimeError" in pondering["error"] and "fails" in pondering["trace"]
    assert desk.ponder is None and desk.idle
    desk.take(json.dumps({"kind": "decide", "id": 1, "view": view, "level": "expert", "seed": 1}))
    desk.deciding.thinking.step = fails
    reply = json.loads(desk.work(0.02))
    assert reply["id"] == 1 and "a fault of the desk's own" in reply["error"] and desk.idle
    assert run(desk, {"kind": "decide", "id": 2, "view": view, "level": "expert", "seed": 1})[-1]["action"] in \
        view["legal_actions"]


def test_a_review_in_the_desk_tells_its_progress_and_gives_the_figures_of_the_page_s_review():
    replies = run(Desk(), {"kind": "review", "id": 5, "record": record(), "side": DRACULA, "seed": 1})
    *progress, last = replies
    assert [r["progress"] for r in progress] == sorted(r["progress"] for r in progress)
    assert ReviewResult.from_json(last["result"]) == review_game(record(), DRACULA, seed=1)


def test_a_review_stopped_is_dropped_and_the_desk_is_idle():
    desk = Desk()
    desk.take(json.dumps({"kind": "review", "id": 6, "record": record(), "side": DRACULA}))
    assert not desk.idle
    desk.take(json.dumps({"kind": "stop", "id": 6}))
    assert desk.idle and desk.work(0.01) is None


def next_decision(game, me: str) -> dict | None:
    """Let the opponent (normal) take its turn; ``me``'s view when it is to decide again."""
    while game.to_move is not None and game.to_move != me:
        game.play(choose(game.view(game.to_move), "normal"))
    return game.view(me) if game.to_move == me else None


PONDERED_STEPS = 400  # about 0.4 s of CPython on a quiet machine (350 to 1,700 steps in 0.4 s, measured): a person's
# second or so in the page, where Python runs about half as fast


def test_r_secret_pondering_uses_the_expert_s_own_view_and_a_hit_goes_on_from_the_worlds_searched():
    """Over the opponent's turns of a few games, the expert's own next view is among the pondered ones
    some of the time; then its decision starts with the worlds searched while the opponent thought."""
    hits = 0
    for seed in range(4):
        game, me = new_game(seed=seed), VAN_HELSING
        while game.to_move is not None and hits < 2:
            if game.to_move == me:
                game.play(choose(game.view(me), "normal"))
                continue
            desk = Desk()
            desk.take(json.dumps({"kind": "ponder", "view": game.view(me), "seed": 1}))
            for _ in range(PONDERED_STEPS):  # a count, not a time, so that a busy machine finds the same hits
                if desk.ponder.done:
                    break
                desk.ponder.step()
            view = next_decision(game, me)
            pondered = desk.ponder.search_for(view) if view is not None else None
            if pondered is None or not pondered.progress or len(view["legal_actions"]) < 2:
                continue  # a miss: the decision would start afresh (the game is played on by `choose`)
            reply = run(desk, {"kind": "decide", "id": 1, "view": view, "level": "expert", "seed": 2, "seconds": 5})[-1]
            assert reply["action"] in view["legal_actions"]
            hits += 1
            assert reply["worlds"] >= reply["pondered"] > 0
    assert hits == 2


def test_pondering_deals_only_worlds_the_view_allows_and_keys_views_by_content():
    game = new_game(seed=2)
    view = a_decision(seed=2)
    ponder = Ponder(game.view(DRACULA) if view["side"] != DRACULA else view, random.Random(1))
    assert view_key(dict(reversed(view.items()))) == view_key(view)
    while not ponder.done:
        ponder.step()
    for pondered in ponder.views.values():
        assert pondered["side"] == ponder.me and len(pondered["legal_actions"]) > 1
    assert 0 < len(ponder.searches) <= 12 and set(ponder.searches) <= set(ponder.seen)
    for search in ponder.searches.values():  # each view's belief: the opponent's cards in the worlds that led to it
        known, unseen = search.knowledge.theirs, set(search.knowledge.unseen)
        assert search.belief.done and len(search.belief.guesses) >= FEWEST_KEPT
        for hand in search.belief.guesses:
            assert len(set(hand)) == 5
            assert all(card == seen if seen is not None else card in unseen
                       for card, seen in zip(hand, known, strict=True))


def test_r_secret_the_expert_ponders_on_its_own_side_s_view_and_only_while_the_person_decides():
    from sessions import settle

    from game.session import Session

    session = Session(mode=VAN_HELSING, level="expert", seed=4, pace=0)
    settle(session)  # the expert (Dracula) has made its first moves; the person decides
    view = session.ponder_view()
    assert view is not None and view["side"] == DRACULA and "seed" not in view and "shuffles" not in view
    assert view == session.game.view(DRACULA)  # its view: nothing of the person's hidden cards
    assert all(card is None for card in view["holders"][VAN_HELSING])
    assert Session(mode=VAN_HELSING, level="hard", seed=4, pace=0).ponder_view() is None  # hard does not ponder
    assert Session(mode="watch", level="expert", seed=4, pace=0).ponder_view() is None


def test_a_page_whose_worker_cannot_start_tells_the_player_and_the_game_goes_on_against_hard():
    from sessions import do_work

    from game.session import Session, Think
    from game.session import messages as m

    session = Session(mode=VAN_HELSING, level="expert", seed=4, pace=0)
    while not isinstance(session.work(), Think):
        do_work(session)
    moves = len(session.game.history)
    session.update(m.NoWorker("no workers here"))
    screen = session.screen()
    assert screen.message.words == "message.no_worker_body" and screen.message.params == {"why": "no workers here"}
    assert session.level == "hard" and len(session.game.history) == moves  # nothing played, nothing lost
    work = session.work()
    assert isinstance(work, Think) and type(work.thinking).__name__ == "HardSearch"  # hard thinks now
    assert json.loads(session.take_writes()["dvvh.autosave"])["level"] == "hard"


def test_a_review_shared_by_two_threads_from_either_end_is_the_whole_review():
    """One share from the first decision on, the other from the last back, each skipping what the other has
    taken, as the page and its worker share one (game/web/shared_review.py): merged, the whole review."""
    from game.ai.review import GameReview, merged
    from game.decisions import Reading

    whole = review_game(record(), DRACULA, seed=1)
    front, back = (GameReview(Reading(record(), DRACULA), 1, backwards=way) for way in (False, True))
    while not (front.done and back.done):
        for share, other in ((front, back), (back, front)):
            share.elsewhere = set(other.claimed)
            share.step()
    assert 0 < len(front.judged) < len(whole.decisions) and 0 < len(back.judged) < len(whole.decisions)
    assert merged([front.result(), back.result()]) == whole
    # the worker told it has done enough hands over what it has judged; the page does the rest
    desk = Desk()
    desk.take(json.dumps({"kind": "review", "id": 8, "record": record(), "side": DRACULA, "seed": 1,
                          "backwards": True}))
    while not desk.reviewing[1].judged:
        desk.work(0.001)
    handed = ReviewResult.from_json(json.loads(desk.take(json.dumps({"kind": "enough", "id": 8})))["result"])
    assert desk.idle and handed.decisions and handed.decisions[0] == whole.decisions[-1]
    page = GameReview(Reading(record(), DRACULA), 1)
    page.reopen({d.move for d in handed.decisions})
    while not page.done:
        page.step()
    assert merged([page.result(), handed]) == whole


def test_the_coach_in_the_desk_gives_the_verdict_the_page_s_coach_gives():
    """The expert's coach worked out in its worker judges as in the page: the same decision, the same worlds."""
    from test_coach import expert_session

    from game.ai import think_through

    session = expert_session()
    session.click("colour-Y")
    job = session.coach_work()
    think_through(job.review)
    here = job.review.verdict()
    request = {"kind": "coach", "id": 4, "view": job.view, "played": job.played, "move": job.move, "expert": True}
    reply = run(Desk(), request)[-1]
    assert here is not None and reply == {"id": 4, "verdict": here.to_json()}
    assert here.better == "trump G"
    desk = Desk()
    desk.take(json.dumps(request))
    desk.take(json.dumps({"kind": "stop", "id": 4}))
    assert desk.idle


def test_the_expert_s_next_decision_in_its_own_turn_keeps_its_belief_in_the_same_game_only():
    """Its draw, then its keep: the belief weighed for the first is handed on to the second (handed_on.py), in the
    game the page names; another game's decision weighs its own."""
    from test_particles import own_turns

    from game.ai.particles import narrowed
    from game.ai.search import hard_knowledge

    before, after = next((b, a) for b, a in own_turns(3) if b["side"] == VAN_HELSING)
    desk = Desk()
    first = run(desk, {"kind": "decide", "id": 1, "view": before, "level": "expert", "seed": 1, "game": "7"})[-1]
    assert first["kept"] == 0 and first["worlds"] > 0
    belief = desk.handed_on.kept[VAN_HELSING][2]
    expected = narrowed(belief, hard_knowledge(after), len(before["moves"]))
    assert expected is not None
    second = run(desk, {"kind": "decide", "id": 2, "view": after, "level": "expert", "seed": 1, "game": "7"})[-1]
    assert second["kept"] == len(expected.guesses) > 0 and second["action"] in after["legal_actions"]
    other_game = run(desk, {"kind": "decide", "id": 3, "view": after, "level": "expert", "seed": 1, "game": "8"})[-1]
    assert other_game["kept"] == 0


def test_in_the_page_hard_hands_its_belief_on_within_its_turn_as_the_arena_measures_it(monkeypatch):
    """Hard thinks on the page's own thread (pacing.py): a belief weighed at its turn's first decision goes on to
    the turn's next (a keep after a draw) as in the arena's games (docs/AI.md), never to a turn after the person's."""
    from sessions import go_on, settle

    import game.session.pacing as pacing
    from game.ai.search import HardSearch
    from game.session import Session
    from game.session import messages as m

    monkeypatch.setattr(HardSearch, "most_worlds", 40)
    monkeypatch.setattr(HardSearch, "guesses", 16)
    monkeypatch.setattr(HardSearch, "budget", 600.0)  # the counts end every decision, never the machine's load
    thought: list = []

    def watched(view, level, rng, **options):
        thought.append(pacing_start(view, level, rng, **options))
        return thought[-1]

    pacing_start = pacing.start
    monkeypatch.setattr(pacing, "start", watched)
    # the computer's own seed drawn from a fixed generator, so that every run plays the same game: with the system's
    # entropy, one game in 30 gave hard no second decision in a turn among its first 16, and the test failed
    session = Session(mode=VAN_HELSING, level="hard", seed=4, pace=0, entropy=random.Random(0))
    rng = random.Random(3)
    while len(thought) < 16:
        screen = settle(session)
        if not go_on(session):
            session.update(m.Click(rng.choice(sorted(screen.targets))))
    handed = [(t.knowledge.view["phase"], t.belief.handed_on) for t in thought if t.belief is not None]
    assert any(kept for _, kept in handed)  # later decisions of a turn narrow the belief of its first
    assert not any(kept for phase, kept in handed if phase == "turn")  # a turn's first decision weighs its own
