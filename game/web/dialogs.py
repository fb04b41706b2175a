"""Dialogs and sheets: opening and closing them, with the browser's back button closing the one
that is open (instead of leaving the page), and the focus going back to the table afterwards."""

from __future__ import annotations

from collections.abc import Callable

from pyodide.ffi import create_once_callable, create_proxy
from pyscript import document, window

from . import dom


class Dialogs:
    """The page's <dialog> elements, as one stack the back button can close."""

    def __init__(self, closed_all: Callable[[], None]):
        self.closed_all = closed_all  # called once no dialog is open any more
        self.pushed = False  # a history entry stands for the open dialogs
        self.ignore_pop = False  # the next popstate is our own going back
        self.proxies = [create_proxy(self.on_pop), create_proxy(self.on_close)]
        window.addEventListener("popstate", self.proxies[0])
        for node in document.querySelectorAll("dialog"):
            node.addEventListener("close", self.proxies[1])

    def open(self, element_id: str) -> None:
        node = dom.element(element_id)
        if not node.open:
            node.showModal()
        if not self.pushed:
            window.history.pushState(window.Object.new(), "")
            self.pushed = True

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
        if self.any_open():
            return
        if self.pushed:
            self.pushed = False
            self.ignore_pop = True
            window.history.back()
        self.closed_all()

    def on_pop(self, _event) -> None:
        """The back button: close what is open, and stay on the page (a friend's link opened in the
        page moves the history too, and closes nothing)."""
        if self.ignore_pop:
            self.ignore_pop = False
            return
        if "play=" in str(window.location.hash or ""):
            return
        self.pushed = False
        for node in document.querySelectorAll("dialog[open]"):
            node.close()
