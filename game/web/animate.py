"""Motions on the page: cards that travel, turn over, colours that change places, banners.

When a move's motions play, the table is already drawn as the engine has it, so the page never
shows another state once they settle: a travelling card is a copy that flies over the table from
where it was to where it lands, and the card where it lands shows only when it arrives. With
reduced motion, or at the instant speed, nothing moves.

A click's answer never waits for a motion. The motions are CSS animations of transform and opacity
(the browser's compositor moves them) started by a class and a few custom properties (their
times and distances), so starting one asks nothing of the browser at once; and since the table's
places do not move when cards change, where each place is gets remembered once a frame has been
painted (``remember``), and a move's flights are laid out from that alone (``play``).
"""

from __future__ import annotations

from pyodide.ffi import create_proxy
from pyscript import document, window

from ..session.motion import Motion
from . import dom
from .markup import card_back, card_face
from .words import line_text

Rect = tuple[float, float, float, float]  # left, top, width, height
ENDING = {"flip": "flip", "chip-slide": "slide", "pulse": "pulse", "landing": "landing", "meet": "meet",
          "turned": "turned", "fade": "fade", "hit": "hit", "glad": "glad"}  # animation: its class
SHOWDOWN = ("meet", "bite", "stake")  # a round's end, district by district


def reduced_motion() -> bool:
    return bool(window.matchMedia("(prefers-reduced-motion: reduce)").matches)


def element_of(place: str):
    """The card (or chip, district) the page shows at a place."""
    node = document.querySelector(f'[data-place="{place}"]')
    if not dom.found(node):
        return None
    card = node.querySelector(".card")
    return card if dom.found(card) else node


def start(node, name: str, delay: float, duration: float, **values: str) -> None:
    """Start the CSS animation ``name`` on a freshly drawn element (its times in milliseconds)."""
    if node is None:
        return
    times = f"--delay:{delay:.0f}ms;--duration:{duration:.0f}ms"
    # through the CSSOM (a style attribute in markup is what the Content-Security-Policy forbids)
    node.style.cssText = ";".join([times, *(f"--{key}:{value}" for key, value in values.items())])
    node.classList.add(name)  # the elements animated are drawn afresh, or have no style of their own


def fly_over(classes: str, markup: str, box: Rect, name: str, delay: float, duration: float, **values: str) -> None:
    """A picture of a move (a card, a bat, a stake, a drop) over the table at ``box``, animated by ``name``
    (aria-hidden: the table says what is where); it is taken off when its animation ends (Animator.landed)."""
    left, top, width, height = box
    flying = document.createElement("div")
    flying.className = classes
    flying.setAttribute("aria-hidden", "true")
    flying.innerHTML = markup
    start(flying, name, delay, duration, **values)
    flying.style.cssText += f";left:{left}px;top:{top}px;width:{width}px;height:{height}px"
    document.body.appendChild(flying)


class Animator:
    """Plays motions; knows where every place of the table was when the page was last painted."""

    def __init__(self) -> None:
        self.places: dict[str, Rect] = {}
        self.reduced = reduced_motion()
        self.banners = 0  # the banner's animation alternates between two names, to start afresh
        self.proxies = [create_proxy(lambda _event: dom.after_paint(self.remember)),
                        create_proxy(self.landed)]
        window.addEventListener("resize", self.proxies[0])  # a new size moves every place
        document.addEventListener("animationend", self.proxies[1])

    def remember(self) -> None:
        """Where every place is now (called once a frame has been painted, off any click's path)."""
        places = {}
        for node in document.querySelectorAll("[data-place]"):
            card = node.querySelector(".card")
            box = (card if dom.found(card) else node).getBoundingClientRect()
            places[str(node.getAttribute("data-place"))] = (float(box.left), float(box.top), float(box.width),
                                                            float(box.height))
        self.places = places

    def landed(self, event) -> None:
        name = str(event.animationName)
        if name in ("fly", "swoop", "drip"):
            event.target.remove()  # the copy has arrived: the card itself shows
        elif name in ENDING:
            event.target.classList.remove(ENDING[name])  # so the next motion of the same kind starts afresh

    def play(self, motions: tuple[Motion, ...], slowness: float, lang: str) -> None:
        """Play a move's motions over the redrawn table; ``slowness`` scales their times (0: none)."""
        if slowness <= 0 or not motions:
            return
        if self.reduced:  # reduced motion: nothing moves; a district decided fades in, no more
            for motion in motions:
                if motion.kind == "meet":
                    start(element_of(f"district-{motion.source.rpartition('-')[2]}"), "fade", 0, 400)
            return
        for motion in motions:
            delay = 1000 * motion.start * slowness
            duration = max(1.0, 1000 * motion.seconds * slowness)
            if motion.kind == "travel":
                self.travel(motion, delay, duration, lang)
            elif motion.kind == "flip":
                start(element_of(motion.source), "flip", delay, duration)
            elif motion.kind == "trump":
                self.swap_chips(motion, delay, duration)
            elif motion.kind == "banner" and motion.text:
                self.banner(line_text(motion.text, lang), delay, duration)
            elif motion.kind == "mark":
                start(element_of(motion.source), "pulse", delay, duration)
            elif motion.kind in SHOWDOWN:
                self.showdown(motion, delay, duration)

    def travel(self, motion: Motion, delay: float, duration: float, lang: str) -> None:
        """A copy of the card flies from its old place to its new one; the card there shows when it lands."""
        begin, end, target = self.places.get(motion.source), self.places.get(motion.target), element_of(motion.target)
        if begin is None or end is None or target is None:
            return
        left, top, width, height = begin
        art = card_face(motion.card, lang) if motion.card else card_back()
        fly_over("flying", art.replace(" data-card=", " data-shown="),  # not a card on the table: a picture of one
                 (left, top, width, height), "fly", delay, duration, dx=f"{end[0] - left}px", dy=f"{end[1] - top}px",
                 sx=str(end[2] / width if width else 1), sy=str(end[3] / height if height else 1))
        start(target, "landing", 0, delay + duration)

    def showdown(self, motion: Motion, delay: float, duration: float) -> None:
        """A round's end, one district (R-RES): its two cards lean in and meet, the winner's rising; then a
        bat flies from Dracula's card and a citizen turns (R-BITE), or a stake flies from Van Helsing's
        and strikes, and a drop falls from Dracula's health track (R-STAKE)."""
        if motion.kind == "meet":
            dom.element("banner").classList.remove("banner-a", "banner-b")  # the round's end said: the town is free
            for place in (motion.source, motion.target):
                toward = "-1" if place.startswith("mine-") else "1"  # towards the town, between the holders
                start(element_of(place), "meet", delay, duration, toward=toward)
            return
        art = "bat" if motion.kind == "bite" else "stake"
        self.fling(art, motion.source, motion.target, delay, duration * 0.6)
        struck = delay + duration * 0.6
        if motion.kind == "bite":  # the citizen who turned: the last vampire of the district
            token = document.querySelector(f'[data-place="{motion.target}"] .token.t{motion.count - 1}')
            start(token if dom.found(token) else None, "turned", struck, duration * 0.4)
        else:
            start(element_of(motion.target), "pulse", struck, duration * 0.4)
            self.fling("drop", f"drop-{motion.count}", f"drop-{motion.count}", struck, duration * 0.8, "drip")

    def fling(self, art: str, source: str, target: str, delay: float, duration: float, name: str = "swoop") -> None:
        """A picture (the bat, the stake, a drop) that flies over the table from one place to another."""
        begin, end = self.places.get(source), self.places.get(target)
        if begin is None or end is None:
            return
        size = min(begin[2], begin[3]) if art == "drop" else 40.0  # a drop as big as the track's, a bat or stake 40 px
        left, top = begin[0] + begin[2] / 2 - size / 2, begin[1] + begin[3] / 2 - size / 2
        fly_over(f"flying picture {art}", f'<svg viewBox="0 0 40 40"><use href="#{art}"/></svg>',
                 (left, top, size, size), name, delay, duration, dx=f"{end[0] + end[2] / 2 - size / 2 - left}px",
                 dy=f"{end[1] + end[3] / 2 - size / 2 - top}px", sx="1", sy="1")

    def swap_chips(self, motion: Motion, delay: float, duration: float) -> None:
        """R-FX 7: the new trump's chip slides to the trump's place, the old trump's to where it was."""
        old, new = self.places.get(motion.source), self.places.get(motion.target)
        if old is None or new is None:
            return
        for place, (dx, dy) in ((motion.target, (new[0] - old[0], new[1] - old[1])),
                                (motion.source, (old[0] - new[0], old[1] - new[1]))):
            start(element_of(place), "slide", delay, duration, dx=f"{dx}px", dy=f"{dy}px")

    def banner(self, words: str, delay: float, duration: float) -> None:
        """A short banner over the districts: another turn, a call, an 8 that ends the round."""
        node = dom.element("banner")
        node.textContent = words
        self.banners += 1
        node.classList.remove("banner-a", "banner-b")
        start(node, "banner-a" if self.banners % 2 else "banner-b", delay, max(duration, 700.0))


def clear() -> None:
    """Take every flying card off the page at once (a hot-seat hand-over hides the table)."""
    for node in document.querySelectorAll(".flying"):
        node.remove()
