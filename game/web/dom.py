"""The thin layer over the browser's DOM: find elements, set their markup only when it changed."""

from __future__ import annotations

from pyodide.ffi import create_once_callable, create_proxy, jsnull
from pyscript import document, window

from .markup import Piece, piece_html

_last_html: dict[str, str] = {}
_elements: dict[str, object] = {}  # the page's fixed elements, looked up once


def found(node) -> bool:
    """Whether a DOM query found something (JavaScript's null arrives as jsnull, not None)."""
    return node is not None and node is not jsnull


def element(element_id: str):
    """A fixed element of index.html (they are never replaced, so the lookup is kept)."""
    node = _elements.get(element_id)
    if node is None:
        node = _elements[element_id] = document.getElementById(element_id)
    return node


def set_html(element_id: str, html: str) -> bool:
    """Replace an element's markup if it differs from what we set last; True if replaced."""
    if _last_html.get(element_id) == html:
        return False
    _last_html[element_id] = html
    _pieces.pop(element_id, None)
    element(element_id).innerHTML = html
    return True


_pieces: dict[str, list[Piece]] = {}  # the pieces each element's children were last made to match


def sync_buttons(element_id: str, slots: list[tuple[dict[str, str | None], str]]) -> None:
    """Make an element's buttons match ``slots`` (attributes, inner markup): see sync_children."""
    sync_children(element_id, [("button", attributes, inner) for attributes, inner in slots])


def sync_children(element_id: str, pieces: list[Piece], within: str = "") -> None:
    """Make the children of an element (or of its descendant ``within``, a selector) match ``pieces``,
    touching only what changed: a click that only moves the highlight rewrites no card, a district
    that is only offered now gets its attributes and keeps its citizens (each ``use`` of a symbol is
    a copy the browser lays out again), and a piece nothing changed in is not even looked up."""
    before = _pieces.get(element_id)
    holder = None
    if before is None or len(before) != len(pieces):
        holder = holder_of(element_id, within)
        holder.innerHTML = "".join(f"<{tag}></{tag}>" for tag, _, _ in pieces)
        before = [(tag, {}, None) for tag, _, _ in pieces]
    _last_html.pop(element_id, None)
    children = None
    for index, ((tag, attributes, inner), (old_tag, old_attributes, old_inner)) in enumerate(
            zip(pieces, before, strict=True)):
        if attributes is old_attributes and inner is old_inner and tag == old_tag:
            continue  # the same piece as before (the markup's builders remember them)
        if children is None:
            children = (holder if holder is not None else holder_of(element_id, within)).children
        child = children.item(index)
        if tag != old_tag:
            child.outerHTML = piece_html((tag, attributes, inner))
            continue
        for name, value in attributes.items():
            if old_attributes.get(name, None) != value:
                if value is None:
                    child.removeAttribute(name)
                else:
                    child.setAttribute(name, value)
        if inner != old_inner:
            child.innerHTML = inner
    _pieces[element_id] = pieces


def holder_of(element_id: str, within: str):
    """The element whose children are the pieces: ``element_id``'s, or its descendant ``within`` (a selector)."""
    return element(element_id).querySelector(within) if within else element(element_id)


def set_pieces(element_id: str, html: str, pieces: list[Piece]) -> None:
    """Set an element's markup, which holds these pieces (sync_children changes them from here)."""
    set_html(element_id, html)
    _pieces[element_id] = pieces


def prepend_html(element_id: str, html: str) -> None:
    """Insert markup at the start of an element (the log grows at the top)."""
    node = element(element_id)
    node.insertAdjacentHTML("afterbegin", html)
    _last_html.pop(element_id, None)


def focus_next_target(step: int) -> None:
    """Move the focus to the next (or previous) thing that can be chosen now, round the page."""
    targets = list(document.querySelectorAll("#app .target"))
    if not targets:
        return
    active = document.activeElement
    index = next((i for i, node in enumerate(targets) if node == active), -1)
    targets[(index + step) % len(targets)].focus()


_marked: set[str] = set()  # classes put on targets by mark_target


def unmark_all(name: str) -> None:
    """Take a class off every element that has it (the last hint's highlight)."""
    if name not in _marked:
        return
    _marked.discard(name)
    for node in document.querySelectorAll(f".{name}"):
        node.classList.remove(name)


def mark_target(target: str, name: str) -> None:
    """Add a class to the element with this data-target, or else this data-place (a hint's highlight; a
    replay's better move, on a table that offers nothing to click)."""
    node = document.querySelector(f'[data-target="{target}"]') or document.querySelector(f'[data-place="{target}"]')
    if found(node):
        node.classList.add(name)
        _marked.add(name)


def shake_beside(place: str, bubble_id: str) -> None:
    """Shake the element at ``place`` once (its animation restarted) and set the bubble beside it: above it,
    or below where the screen's top is too near; never past the screen's sides."""
    node = document.querySelector(f'[data-place="{place}"]')
    bubble = element(bubble_id)
    if not found(node):
        return
    node.classList.remove("refused")
    _ = node.offsetWidth  # a new layout: the animation starts again
    node.classList.add("refused")
    box, size = node.getBoundingClientRect(), bubble.getBoundingClientRect()
    width = float(window.innerWidth)
    left = min(max(float(box.left) + float(box.width) / 2 - float(size.width) / 2, 8), width - float(size.width) - 8)
    top = float(box.top) - float(size.height) - 8
    bubble.style.left = f"{left:.0f}px"
    bubble.style.top = f"{top if top > 8 else float(box.bottom) + 8:.0f}px"


_props: dict[tuple[str, str], object] = {}  # what put() set last: a click's answer writes only what changed


PROPERTIES = {"textContent", "hidden", "disabled", "className", "inert"}  # set as properties; other names as attributes


def put(element_id: str, name: str, value: object) -> None:
    """Set a property or an attribute of a fixed element unless it already has that value: a write to
    the page costs far more than a look at a dictionary."""
    key = (element_id, name)
    if key in _props and _props[key] == value:
        return
    _props[key] = value
    if name in PROPERTIES:
        setattr(element(element_id), name, value)
    else:
        element(element_id).setAttribute(name, value)


def set_text(element_id: str, text: str) -> None:
    put(element_id, "textContent", text)


def show(element_id: str, visible: bool = True) -> None:
    put(element_id, "hidden", not visible)


_kept_proxies: list[object] = []  # callbacks handed to the browser for the page's whole life


def after_paint(callback) -> None:
    """Run ``callback`` once the next frame has been painted (a frame, then a task)."""
    def later(_time) -> None:
        window.setTimeout(create_once_callable(callback), 0)

    window.requestAnimationFrame(create_once_callable(later))


def on_leave(callback) -> None:
    """Run ``callback`` when the page is hidden or left (tab closed, reloaded, switched away)."""
    proxy = create_proxy(lambda _event: callback())
    _kept_proxies.append(proxy)
    window.addEventListener("pagehide", proxy)
    document.addEventListener("visibilitychange", proxy)


def storage_get(key: str) -> str | None:
    try:
        value = window.localStorage.getItem(key)
    except Exception:  # storage can be disabled (private modes, policies)
        return None
    return str(value) if found(value) else None


def tab_id() -> str:
    """This browser tab's own name: kept in the tab's session storage, so a reload keeps it and
    another tab has its own."""
    try:
        tab = window.sessionStorage.getItem("dvvh.tab")
        if not found(tab):
            tab = f"{int(window.performance.timeOrigin):x}-{int(window.Math.random() * 2**32):x}"
            window.sessionStorage.setItem("dvvh.tab", tab)
        return str(tab)
    except Exception:  # no session storage: a name for this page's life
        return f"{int(window.Math.random() * 2**32):x}"


def keep_listening(target, event: str, callback) -> None:
    """Call ``callback(event)`` on ``event`` for the page's whole life."""
    proxy = create_proxy(callback)
    _kept_proxies.append(proxy)
    target.addEventListener(event, proxy)


def storage_set(key: str, value: str) -> bool:
    """Store ``value`` under ``key``; False if the browser refuses (storage full or turned off). A
    refused key's older value is removed, so that a reload never resumes a stale copy in silence (and
    its room may be enough for the new value)."""
    try:
        window.localStorage.setItem(key, value)
        return True
    except Exception:
        pass
    try:
        window.localStorage.removeItem(key)
        window.localStorage.setItem(key, value)
    except Exception:  # full or turned off: the game goes on, unsaved, and says so
        return False
    return True


def focused_target() -> str | None:
    active = document.activeElement
    if not found(active) or not hasattr(active, "getAttribute"):
        return None
    target = active.getAttribute("data-target")
    return str(target) if found(target) and target else None


def focus_target(target: str | None) -> None:
    """Give focus back to the element with this data-target, or to the first live target."""
    node = document.querySelector(f'[data-target="{target}"]') if target else None
    if not found(node) or node.getAttribute("aria-disabled") == "true":
        node = document.querySelector("#app .target")
    if found(node):
        node.focus()


def expose_memory_size() -> None:
    """``dvvhWasmBytes()`` on the window: the size of Python's WebAssembly memory, read by the long-session
    benchmark (tools/bench_web.py) to see that a day of play does not make it grow."""
    import pyodide_js

    _kept_proxies.append(proxy := create_proxy(lambda: pyodide_js._module.HEAPU8.byteLength))
    window.dvvhWasmBytes = proxy


QUIET_MOVE_PX = 12  # how far the mouse moves after a click before a card's bubble may show again


def quiet_tips_after_clicks(root) -> None:
    """A click with the mouse puts the cards' bubbles away (the card under the pointer after a move
    would show one over the town); they come back once the pointer moves on (assets/style.css)."""
    where = {"x": 0.0, "y": 0.0}
    html = document.documentElement

    def clicked(event) -> None:
        if str(getattr(event, "pointerType", "") or "mouse") == "mouse" and event.detail:  # not a key's click
            where["x"], where["y"] = float(event.clientX), float(event.clientY)
            html.setAttribute("data-tips", "quiet")

    def moved(event) -> None:
        if html.getAttribute("data-tips") == "quiet" and (abs(float(event.clientX) - where["x"]) > QUIET_MOVE_PX
                                             or abs(float(event.clientY) - where["y"]) > QUIET_MOVE_PX):
            html.removeAttribute("data-tips")

    keep_listening(root, "click", clicked)
    keep_listening(root, "pointermove", moved)
