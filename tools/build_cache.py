"""What the build works out again for the same input, kept on disk under the hash of that input: a
module's slim source and its bytecode, each a function of the module's text and of the tools that make
it (their own source, Python's or Pyodide's version, in the key). A build after the first (make play
after make test, the browser tests' own builds) takes a few seconds instead of about fifteen.

The cache is .cache/build/ beside the sources (ignored by git); deleting it only costs time. Entries
are written whole (a temporary file renamed), so two builds at once never read half of one.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CACHE = ROOT / ".cache" / "build"


def key(*parts: str | bytes) -> str:
    """One hash of every part (each part's length first, so that no two lists of parts run together)."""
    digest = hashlib.sha256()
    for part in parts:
        data = part.encode("utf-8") if isinstance(part, str) else part
        digest.update(len(data).to_bytes(8, "big") + data)
    return digest.hexdigest()


def recalled(kind: str, name: str) -> bytes | None:
    try:
        return (CACHE / kind / name).read_bytes()
    except OSError:
        return None


def kept(kind: str, name: str, data: bytes) -> bytes:
    """``data`` kept under ``name`` (best effort: a build never fails because its cache cannot be written)."""
    folder = CACHE / kind
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=folder, delete=False) as file:
            file.write(data)
        os.replace(file.name, folder / name)
    except OSError:
        pass
    return data
