"""Files in the browser: a download from text, and text from a file the player picks."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from pyodide.ffi import create_proxy
from pyscript import document, window

from . import dom

_reading: set[asyncio.Future] = set()  # files being read (a task needs a reference until it ends)


def download(name: str, content: str) -> None:
    """Offer ``content`` as a file called ``name`` (an object URL and a link clicked for the player)."""
    blob = window.Blob.new([content], {"type": "application/json"})
    url = window.URL.createObjectURL(blob)
    link = document.createElement("a")
    link.href = url
    link.download = name
    document.body.appendChild(link)
    link.click()
    link.remove()
    window.setTimeout(create_proxy(lambda: window.URL.revokeObjectURL(url)), 10_000)


def pick_text(then: Callable[[str, str | None], object], accepts: Callable[[int], bool]) -> None:
    """Let the player choose a file; call ``then(name, text)`` with what it holds, unless
    ``accepts(size)`` refuses it by its size (then it is never read)."""
    picker = dom.element("import-file")
    picker.value = ""

    async def read(file) -> None:
        then(str(file.name), str(await file.text()))

    def chosen(_event) -> None:
        if picker.files.length:
            file = picker.files.item(0)
            if not accepts(int(file.size)):
                then(str(file.name), None)
                return
            task = asyncio.ensure_future(read(file))
            _reading.add(task)
            task.add_done_callback(_reading.discard)

    picker.onchange = create_proxy(chosen)
    picker.click()
