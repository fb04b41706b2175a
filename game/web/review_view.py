"""A game's review on the page: the reviewed side's chance to win at each of its decisions as a graph
(drawn here, in SVG), the rounds and their bites and stakes, and the key moments as a list that is also
the graph's text alternative. A moment, clicked, opens the replay at that decision."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from ..i18n import digits, text
from ..notation import Action
from ..session.reviewing import Reviewing
from ..session.screen import Replay
from . import dom
from .words import decimal, percent

if TYPE_CHECKING:
    from ..ai.review import ReviewResult

WIDTH, HEIGHT, LEFT, TOP, BOTTOM = 640, 220, 50, 26, 186  # the graph's frame, in its own units ("100%" fits)
DROPS = 3  # the steepest falls of the chance to win are marked


def action_words(moment, action: str, lang: str) -> str:
    """An action in the coach's words, with the cards it moved as the player saw them."""
    return text(lang, f"coach.act.{Action.parse(action).verb}", **moment.words.get(action, {}))


def moment_text(moment, lang: str) -> str:
    return text(lang, "review.moment", move=moment.move + 1, round=moment.round,
                played=action_words(moment, moment.played, lang), chance=percent(moment.chance, lang),
                better=action_words(moment, moment.best, lang), best=percent(moment.best_chance, lang),
                gain=decimal(100 * moment.gain, lang), error=decimal(100 * moment.error, lang))


def replay_step_words(replay: Replay, lang: str) -> str:
    """The replay's step: at a review's moment, the move about to be made, numbered as the review numbers it."""
    if replay.moment is None:
        return text(lang, "replay.step", step=replay.step, total=replay.total)
    return text(lang, "replay.before", move=replay.moment.move + 1, total=replay.total)


def moment_words(replay: Replay, lang: str) -> str:
    """At a review's moment, what was played and the better move, which the table marks."""
    moment = replay.moment
    return text(lang, "replay.better", move=moment.move + 1, better=action_words(moment, moment.best, lang),
                played=action_words(moment, moment.played, lang)) if moment else ""


def graph_svg(result: ReviewResult, lang: str) -> str:
    """The chance to win after each decision, left to right; the rounds as bands with their results; the key
    moments ringed and numbered."""
    decisions = result.decisions
    count = max(len(decisions), 1)
    step = (WIDTH - LEFT - 10) / max(count - 1, 1)

    def x(index: int) -> float:
        return LEFT + index * step

    def y(chance: float) -> float:
        return BOTTOM - chance * (BOTTOM - TOP)

    parts = [f'<svg class="chance-graph" viewBox="0 0 {WIDTH} {HEIGHT}" aria-hidden="true">',
             f'<line class="half" x1="{LEFT}" x2="{WIDTH - 10}" y1="{y(0.5):.1f}" y2="{y(0.5):.1f}"/>']
    for level in (0, 0.5, 1):
        parts.append(f'<text class="axis" x="{LEFT - 6}" y="{y(level) + 4:.1f}">{percent(level, lang)}</text>')
    spans, start = [], 0
    for band in result.rounds:
        end = max((i for i, d in enumerate(decisions) if d.round == band.round), default=start - 1)
        spans.append(x(end) + step / 2 - max(x(start) - step / 2, LEFT) if end >= start else None)
        start = max(end + 1, start)
    narrowest = min((width for width in spans if width is not None), default=0)
    form = "full" if narrowest >= 150 else "short" if narrowest >= 64 else "number"  # one form for every round
    start = 0
    for number, band in enumerate(result.rounds):
        end = max((i for i, d in enumerate(decisions) if d.round == band.round), default=start - 1)
        if end >= start:
            left, right = x(start) - step / 2, x(end) + step / 2
            parts.append(f'<rect class="band band-{number % 2}" x="{max(left, LEFT - 4):.1f}" y="{TOP - 4}"'
                         f' width="{max(right - max(left, LEFT - 4), 2):.1f}" height="{BOTTOM - TOP + 8}"/>')
            full = text(lang, "review.round_result", round=band.round, bites=band.bites, stakes=band.stakes)
            short = text(lang, "review.round_short", round=band.round, bites=band.bites, stakes=band.stakes)
            label = full if form == "full" else short if form == "short" else digits(band.round, lang)
            parts.append(f'<text class="round" x="{(max(left, LEFT) + right) / 2:.1f}" y="{HEIGHT - 14}">'
                         f'<title>{escape(full)}</title>{escape(label)}</text>')
            start = end + 1
    points = " ".join(f"{x(i):.1f},{y(d.chance):.1f}" for i, d in enumerate(decisions))
    parts.append(f'<polyline class="line" points="{points}"/>')
    drops = sorted(range(1, len(decisions)), key=lambda i: decisions[i].chance - decisions[i - 1].chance)[:DROPS]
    for i in drops:  # where the chance fell most (the cards' doing as often as the player's)
        if decisions[i].chance < decisions[i - 1].chance - 0.02:
            parts.append(f'<path class="drop" d="M{x(i) - 5:.1f} {y(decisions[i].chance) + 9:.1f}h10l-5 8z"/>')
    moments = {d.move: n for n, d in enumerate(result.moments, 1)}
    for i, d in enumerate(decisions):
        if d.move in moments:
            parts.append(f'<circle class="moment" cx="{x(i):.1f}" cy="{y(d.chance):.1f}" r="7"/>'
                         f'<text class="moment-number" x="{x(i):.1f}" y="{y(d.chance) - 11:.1f}">'
                         f'{digits(moments[d.move], lang)}</text>')
    parts.append("</svg>")
    legend = text(lang, "review.legend") + ("" if form == "full" else " " + text(lang, "review.legend_rounds"))
    parts.append(f'<p class="graph-legend"><span class="legend-drop" aria-hidden="true">▼</span> {escape(legend)}</p>')
    return "".join(parts)


def draw_review(reviewing: Reviewing, lang: str, two_sides: bool) -> None:
    """Fill the review's dialog: the progress while it runs, then the graph and the moments."""
    side = reviewing.side
    dom.set_text("review-title", text(lang, "review.title", side=side))
    dom.put("review-progress", "value", str(round(100 * reviewing.progress)))
    result = reviewing.result
    dom.show("review-progress", result is None)
    dom.set_text("btn-review-close", text(lang, "review.cancel" if result is None else "ui.close"))
    dom.show("btn-review-side", two_sides and result is not None)
    dom.set_text("btn-review-side", text(lang, "review.other_side", side="van_helsing" if side == "dracula"
                                         else "dracula"))
    if result is None:
        dom.set_text("review-note", text(lang, "review.working", percent=percent(reviewing.progress, lang)))
        dom.set_html("review-graph", "")
        dom.set_html("review-moments", "")
        dom.show("review-moments-title", False)
        return
    dom.set_text("review-note", text(lang, "review.summary", count=len(result.decisions), worlds=result.worlds))
    dom.set_html("review-graph", graph_svg(result, lang))
    dom.show("review-moments-title", True)
    moments = result.moments
    dom.set_html("review-moments", "".join(
        f'<li><button type="button" class="linkish" data-target="review-moment-{m.move}">'
        f'{escape(moment_text(m, lang))}</button></li>' for m in moments)
        or f'<li>{escape(text(lang, "review.no_moments"))}</li>')
