"""Motions on the page: cards that travel, turn over, colours that change places, banners.

When a move's motions play, the table is already drawn as the engine has it, so the page never
shows another state once they settle: a travelling card is a copy that flies over the table from
where it was to where it lands, and the card where it lands shows only when it arrives. Sources
are measured before the table changes (``measure``), the flights start after (``play``). Only
transform and opacity animate (the browser's compositor moves them), and nothing here waits: a
click that is legal now works during a flight. With reduced motion, or at the instant speed,
nothing moves.
"""

from __future__ import annotations

from typing import Any

from pyodide.ffi import create_once_callable, to_js
from pyscript import document, window

from ..session.motion import Motion
from . import dom
from .render import card_back, card_face, line_text

Rect = tuple[float, float, float, float]  # left, top, width, height


def reduced_motion() -> bool:
    return bool(window.matchMedia("(prefers-reduced-motion: reduce)").matches)


def element_of(place: str):
    """The card (or chip, district) the page shows at a place."""
    node = document.querySelector(f'[data-place="{place}"]')
    if not dom.found(node):
        return None
    card = node.querySelector(".card")
    return card if dom.found(card) else node


def rect_of(place: str) -> Rect | None:
    node = element_of(place)
    if node is None:
        return None
    box = node.getBoundingClientRect()
    return (float(box.left), float(box.top), float(box.width), float(box.height))


def measure(motions: tuple[Motion, ...]) -> dict[str, Rect]:
    """Where the sources of these motions are, before the table is redrawn (the colour chips too,
    for a new trump)."""
    places = {m.source for m in motions if m.kind == "travel"}
    if any(m.kind == "trump" for m in motions):
        places |= {str(node.getAttribute("data-place")) for node in document.querySelectorAll(".chip[data-place]")}
    return {place: rect for place in places if (rect := rect_of(place)) is not None}


def js(value: Any):
    return to_js(value, dict_converter=window.Object.fromEntries)


def play(motions: tuple[Motion, ...], before: dict[str, Rect], slowness: float, lang: str) -> None:
    """Play a move's motions over the redrawn table; ``slowness`` scales their times (0: none)."""
    if slowness <= 0 or reduced_motion():
        return
    for motion in motions:
        delay = 1000 * motion.start * slowness
        duration = max(1.0, 1000 * motion.seconds * slowness)
        if motion.kind == "travel":
            travel(motion, before, delay, duration, lang)
        elif motion.kind == "flip":
            animate(element_of(motion.source), [{"transform": "rotateY(90deg)"}, {"transform": "rotateY(0deg)"}],
                    delay, duration, "backwards")
        elif motion.kind == "trump":
            reorder_chips(before, delay, duration)
        elif motion.kind == "banner" and motion.text:
            banner(line_text(motion.text, lang), delay, duration)
        elif motion.kind == "mark":
            animate(element_of(motion.source), [{"opacity": 1}, {"opacity": 0.45}, {"opacity": 1}],
                    delay, duration, "none")


def animate(node, frames: list[dict[str, Any]], delay: float, duration: float, fill: str):
    if node is None:
        return None
    return node.animate(js(frames), js({"delay": delay, "duration": duration, "easing": "ease-in-out",
                                        "fill": fill}))


def travel(motion: Motion, before: dict[str, Rect], delay: float, duration: float, lang: str) -> None:
    """A copy of the card flies from its old place to its new one; the card there waits for it."""
    start, target = before.get(motion.source), element_of(motion.target)
    if start is None or target is None:
        return
    box = target.getBoundingClientRect()
    left, top, width, height = start
    flying = document.createElement("div")
    flying.className = "flying"
    flying.dataset.motion = "travel"
    flying.style.cssText = f"left:{left}px;top:{top}px;width:{width}px;height:{height}px"
    flying.innerHTML = card_face(motion.card, lang) if motion.card else card_back()
    document.body.appendChild(flying)
    dx, dy = float(box.left) - left, float(box.top) - top
    scale_x, scale_y = float(box.width) / width if width else 1, float(box.height) / height if height else 1
    flight = animate(flying, [{"transform": "translate(0px, 0px) scale(1, 1)", "opacity": 1},
                             {"transform": f"translate({dx}px, {dy}px) scale({scale_x}, {scale_y})", "opacity": 1}],
                     delay, duration, "both")
    flight.onfinish = create_once_callable(lambda _event: flying.remove())
    animate(target, [{"opacity": 0}, {"opacity": 0}], 0, delay + duration, "none")  # shown when it lands


def reorder_chips(before: dict[str, Rect], delay: float, duration: float) -> None:
    """R-FX 7: each colour chip slides from its old place in the ranking to its new one."""
    for place, (left, top, _, _) in before.items():
        if not place.startswith("colour-"):
            continue
        node = element_of(place)
        if node is None:
            continue
        box = node.getBoundingClientRect()
        shift = f"translate({left - float(box.left)}px, {top - float(box.top)}px)"
        animate(node, [{"transform": shift}, {"transform": "translate(0px, 0px)"}], delay, duration, "backwards")


def banner(words: str, delay: float, duration: float) -> None:
    """A short banner over the districts: another turn, a call, an 8 that ends the round."""
    node = dom.element("banner")
    node.textContent = words
    animate(node, [{"opacity": 0, "transform": "scale(.9)"}, {"opacity": 1, "transform": "scale(1)", "offset": 0.2},
                   {"opacity": 1, "transform": "scale(1)", "offset": 0.8}, {"opacity": 0, "transform": "scale(1)"}],
            delay, max(duration, 700.0), "none")
