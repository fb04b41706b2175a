"""Dialogs and sheets: opening and closing them, with the browser's back button closing the one
that is open (instead of leaving the page), and the focus going back to the table afterwards.

The history holds at most one entry of ours, marked in its state, above the page's own. A dialog
that opens pushes it unless the page already stands on it; closing a dialog never goes back in the
history itself. (Going back on close raced with the next dialog's push: dialogs opened and closed
within a few milliseconds queued several steps back and left the page.) The price is one press
of Back that closes nothing once dialogs were used; a press of Back never leaves the page while
a dialog is open.
"""

from __future__ import annotations

from collections.abc import Callable

from pyodide.ffi import create_once_callable, create_proxy, to_js
from pyscript import document, window

from . import dom

MARK = "dvvhDialog"  # the history state's field that marks our entry


class Dialogs:
    """The page's <dialog> elements, as one stack the back button can close."""

    def __init__(self, closed_all: Callable[[], None]):
        self.closed_all = closed_all  # called once no dialog is open any more
        self.proxies = [create_proxy(self.on_pop), create_proxy(self.on_close)]
        window.addEventListener("popstate", self.proxies[0])
        for node in document.querySelectorAll("dialog"):
            node.addEventListener("close", self.proxies[1])

    def open(self, element_id: str) -> None:
        node = dom.element(element_id)
        if not node.open:
            node.showModal()
        if not on_our_entry():
            window.history.pushState(to_js({MARK: 1}, dict_converter=window.Object.fromEntries), "")

    def close(self, element_id: str) -> None:
        node = dom.element(element_id)
        if node.open:
            node.close()

    def is_open(self, element_id: str) -> bool:
        return bool(dom.element(element_id).open)

    def any_open(self) -> bool:
        return dom.found(document.querySelector("dialog[open]"))

    def on_close(self, _event) -> None:
        # a dialog may close to open another (the menu's sheet, then a dialog): look once it has
        window.setTimeout(create_once_callable(self.settle), 0)

    def settle(self) -> None:
        if not self.any_open():
            self.closed_all()

    def on_pop(self, _event) -> None:
        """The back button: each open dialog is cancelled as Escape cancels it (a question is
        answered no, a summary continued), and the page stays (a friend's link opened in the page
        moves the history too, and closes nothing)."""
        if "play=" in str(window.location.hash or ""):
            return
        for node in list(document.querySelectorAll("dialog[open]")):
            cancel = window.Event.new("cancel", to_js({"cancelable": True}, dict_converter=window.Object.fromEntries))
            if node.dispatchEvent(cancel) and node.open:
                node.close()


def on_our_entry() -> bool:
    """Does the page stand on the history entry that stands for the open dialogs?"""
    state = window.history.state
    return dom.found(state) and bool(getattr(state, MARK, False))
