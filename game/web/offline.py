"""Offline play: the service worker that keeps the whole site, and the build the page is."""

from __future__ import annotations

from pyodide.ffi import create_once_callable, create_proxy
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


def recheck() -> None:
    """Say what is true now, not what was once (More asks each time it opens): offline play is
    ready while a service worker is active here and this site's cache holds the page. A worker
    unregistered, or a cache cleared, since the page started is said so; an install under way is
    left to say its own outcome."""
    if build_label() == "dev" or not hasattr(window.navigator, "serviceWorker"):
        return
    if str(getattr(document.documentElement.dataset, "offline", "")) == "failed":
        return  # the install's own word (a file could not be kept) says more than "not set up"

    def with_registration(registration) -> None:
        if dom.found(registration) and (dom.found(registration.installing) or dom.found(registration.waiting)):
            return
        if not dom.found(registration) or not dom.found(registration.active):
            status("off")
            return
        ours = f"dracula-vs-van-helsing {window.URL.new(registration.scope).pathname} "

        def with_keys(keys) -> None:
            names = [str(key) for key in keys if str(key).startswith(ours)]
            if not names:
                status("off")
                return
            window.caches.open(names[-1]).then(create_once_callable(
                lambda cache: cache.match("./index.html").then(create_once_callable(
                    lambda hit: status("ready" if dom.found(hit) else "off")))))

        window.caches.keys().then(create_once_callable(with_keys))

    window.navigator.serviceWorker.getRegistration().then(create_once_callable(with_registration))


def status(state: str) -> None:
    """Say whether the game plays offline: on the page (data-offline) and in words in More (its
    data-i18n key rewrites it when the language changes)."""
    root = document.documentElement
    root.dataset.offline = state
    node = dom.element("offline-status")
    node.setAttribute("data-i18n", f"offline.{state}")
    node.textContent = text(str(root.lang) if str(root.lang) in ("en", "fa") else "en", f"offline.{state}")
    node.hidden = False
