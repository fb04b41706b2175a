"""Offline play: the service worker that keeps the whole site, and the build the page is."""

from __future__ import annotations

from pyodide.ffi import create_proxy
from pyscript import document, window

from ..i18n import text
from . import dom


def build_label() -> str:
    """The build stamped into index.html by tools/build.py ('dev' when served from the sources)."""
    meta = document.querySelector('meta[name="build"]')
    return str(meta.content) if dom.found(meta) else "dev"


def register() -> None:
    """Register sw.js (built sites only). When a new build takes over, reload at once, so the
    page never runs a mix of two versions: every action is autosaved, nothing is lost."""
    if build_label() == "dev" or not hasattr(window.navigator, "serviceWorker"):
        return
    workers = window.navigator.serviceWorker
    was_controlled = dom.found(workers.controller)

    def taken_over(_event) -> None:
        if was_controlled:
            window.location.reload()

    def ready(_registration) -> None:
        status("ready")  # every file is cached: it plays offline

    def registered(registration) -> None:
        installing = registration.installing
        if not dom.found(installing):
            if not (dom.found(registration.waiting) or dom.found(registration.active)):
                status("failed")  # the install failed before it could be watched
            return

        def changed(_event=None) -> None:
            if str(installing.state) == "redundant" and not dom.found(registration.active):
                status("failed")  # a file could not be kept (sw.js deleted the half-made cache)

        installing.addEventListener("statechange", create_proxy(changed))
        changed()  # it may have failed already

    workers.addEventListener("controllerchange", create_proxy(taken_over))
    workers.register("./sw.js").then(create_proxy(registered), create_proxy(lambda _error: status("failed")))
    workers.ready.then(create_proxy(ready))


def status(state: str) -> None:
    """Say whether the game plays offline: on the page (data-offline) and in words in More (its
    data-i18n key rewrites it when the language changes)."""
    root = document.documentElement
    root.dataset.offline = state
    node = dom.element("offline-status")
    node.setAttribute("data-i18n", f"offline.{state}")
    node.textContent = text(str(root.lang) if str(root.lang) in ("en", "fa") else "en", f"offline.{state}")
    node.hidden = False
