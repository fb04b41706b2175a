"""Offline play: the service worker that keeps the whole site, and the build the page is."""

from __future__ import annotations

from pyodide.ffi import create_proxy
from pyscript import document, window

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
        document.documentElement.dataset.offline = "ready"  # every file is cached: it plays offline

    workers.addEventListener("controllerchange", create_proxy(taken_over))
    workers.register("./sw.js")
    workers.ready.then(create_proxy(ready))
