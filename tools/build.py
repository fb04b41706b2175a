#!/usr/bin/env python3
"""Build dist/: exactly the static files a host serves, stamped with a build id.

    python3 tools/build.py [--out dist] [--label TEXT]

The site is the page, its Python (the modules pyscript.toml lists), the art, the manifest
and the vendored runtime (vendor/, from tools/vendor.py). The build id is a hash of all of
them: it names the service worker's cache, so each build caches itself whole and replaces
the one before. The label (default: the version and the id) is shown in the page.
Standard library only; every URL stays relative, so the site works under any sub-path.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import shutil
import sys
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))
from prerender import prerender  # noqa: E402  (the page's first paint: the same render code, under CPython)
from serve import COMPRESSED  # noqa: E402
from slim import slim  # noqa: E402  (comments and docstrings left out, every line kept)

PAGE_FILES = ("index.html", "main.py", "pyscript.toml", "manifest.webmanifest")
ASSET_SUFFIXES = (".css", ".js", ".svg", ".png")
# Files the page never loads: PyScript's code editor (CodeMirror) and terminal (xterm), MicroPython,
# its stylesheet (for its editor and terminal elements: one render-blocking request less),
# its zip and graph helpers, its full TOML parser (the small one reads pyscript.toml), the <py-script>
# element, its own worker, and the font's licence. They stay on the site, should anything ask for
# one, but the service worker does not fetch them on a first visit (about 1 MB). Chunk names carry
# the pinned @pyscript/core's hashes: e2e/test_offline.py checks that the page loads every file
# precached and nothing else, so an upgrade that changes them fails there, with the names.
NOT_PRECACHED = tuple(f"vendor/pyscript/{chunk}" for chunk in (
    "codemirror", "xterm", "index-", "mpy-", "zip-", "pyodide_graph-", "toml-Blg7Izee", "py-Dl-y4L1b",
    "storage.js", "service-worker.js", "core.css")) + ("vendor/fonts/OFL.txt",
    "vendor/pyodide/python_stdlib.zip")  # the whole standard library: the page loads STDLIB, its part


class BuildError(Exception):
    pass


ARCHIVE = "game.zip"
# The standard library the page loads (assets/pyodide-start.js): of the vendored one, only the files
# the page was seen to import in every mode (STDLIB_USED, written by tools/stdlib_used.py).
STDLIB = "python_stdlib.zip"
VENDORED_STDLIB = ROOT / "vendor" / "pyodide" / STDLIB
STDLIB_USED = ROOT / "tools" / "stdlib_used.txt"
SERVED_CONFIG = f"""\
# PyScript configuration of the built site (tools/build.py): the vendored Pyodide runtime, started
# from a memory snapshot after the first visit (assets/pyodide-start.js), and the game's Python
# modules in one archive, unpacked into the page's file system (one request, not fifty).
interpreter = "./assets/pyodide-start.js"

[files]
"./{ARCHIVE}" = "./*"
"""


def modules(root: Path) -> list[str]:
    """The Python modules the page imports (pyscript.toml lists them, for the sources served as they are)."""
    config = tomllib.loads((root / "pyscript.toml").read_text())
    return [source.removeprefix("./") for source in config["files"]]


def write_archive(out: Path, names: list[str]) -> None:
    """The modules in one zip, the same bytes for the same sources (fixed dates, sorted names), slim
    (tools/slim.py: a first visit carries 177 KB of them, not 265)."""
    with zipfile.ZipFile(out / ARCHIVE, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for name in sorted(names):
            text = (ROOT / name).read_text(encoding="utf-8")
            archive.writestr(zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0)),
                             (slim(text) if name.endswith(".py") else text).encode("utf-8"),
                             compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)


def stdlib_used() -> set[str]:
    """The standard library's files the page imports (STDLIB_USED: one path in the zip a line)."""
    lines = STDLIB_USED.read_text().splitlines()
    return {line for line in lines if line and not line.startswith("#")}


def write_stdlib(out: Path, keep: set[str] | None) -> None:
    """The vendored standard library with only the files in ``keep`` (and their folders), the same
    bytes for the same files; ``keep`` None: all of it, as vendored (tools/stdlib_used.py records that)."""
    if keep is None:
        shutil.copyfile(VENDORED_STDLIB, out / STDLIB)
        return
    with zipfile.ZipFile(VENDORED_STDLIB) as full:
        names = set(full.namelist())
        missing = sorted(keep - names)
        if missing:
            raise BuildError(f"{STDLIB_USED.name} names files the vendored {STDLIB} lacks (a new Pyodide? run"
                             f" tools/stdlib_used.py): {', '.join(missing[:5])}")
        folders = {name[: i + 1] for name in keep for i, char in enumerate(name) if char == "/"}
        with zipfile.ZipFile(out / STDLIB, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as trimmed:
            for name in sorted(keep | folders):
                trimmed.writestr(zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0)), full.read(name),
                                 compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)


def site_files(root: Path) -> list[str]:
    """Every source file of the site, relative to the root (the modules go into one archive)."""
    assets = sorted(p.relative_to(root).as_posix() for p in (root / "assets").iterdir() if p.suffix in ASSET_SUFFIXES)
    manifest = root / "vendor" / "manifest.json"
    if not manifest.is_file():
        raise BuildError("vendor/ is missing: run `make vendor` (npm ci, then python3 tools/vendor.py)")
    vendored = [entry["path"] for entry in json.loads(manifest.read_text())["files"]]
    return [*PAGE_FILES, *modules(root), *assets, *vendored]


def precached(name: str) -> bool:
    """Does the service worker fetch ``name`` (a site file) when it installs?"""
    return not name.startswith(NOT_PRECACHED)


def preloads(files: list[str]) -> str:
    """Links that start every download the start needs at once, as the page is read: without them each
    file is asked for only once the one before it has arrived and run (PyScript, then Pyodide's loader,
    then its WebAssembly and standard library, then the game), a round trip each on a slow link."""
    modules = [name for name in files if name.startswith("vendor/pyscript/core-") and name.endswith(".js")]
    modules += ["assets/pyodide-start.js", "vendor/pyodide/pyodide.mjs", "vendor/pyodide/pyodide.asm.mjs"]
    fetched = [f"vendor/pyodide/{name}" for name in ("pyodide.asm.wasm", "pyodide-lock.json")]
    fetched += [STDLIB, ARCHIVE]
    links = [f'<link rel="modulepreload" href="./{name}">' for name in modules]
    links += [f'<link rel="preload" href="./{name}" as="fetch" crossorigin>' for name in fetched]
    # the fonts, so that the first paint has them (style.css: font-display optional, so no text ever
    # changes its font, and so its size, after the first paint)
    links += [f'<link rel="preload" href="./{name}" as="font" type="font/woff2" crossorigin>' for name in files
              if name.startswith("vendor/fonts/") and name.endswith(".woff2")]
    return "\n  ".join(links)


def first_download(out: Path, names: list[str]) -> int:
    """The bytes of a first visit, compressed as GitHub Pages sends them (the splash says it)."""
    return sum(len(gzip.compress((out / name).read_bytes(), compresslevel=6)) if name.endswith(COMPRESSED)
               else (out / name).stat().st_size for name in names)


def build(out: Path, label: str | None, whole_stdlib: bool = False) -> dict[str, object]:
    sources = site_files(ROOT)
    missing = [f for f in sources if not (ROOT / f).is_file()]
    if missing:
        raise BuildError(f"missing from the sources: {', '.join(missing[:5])}")
    python = set(modules(ROOT))
    copied = [name for name in sources if name not in python]
    files = [*copied, ARCHIVE, STDLIB]  # what the site serves
    cached = ["./", *(f"./{name}" for name in files if precached(name))]
    digest = hashlib.sha256((label or "").encode())  # the label is part of the page, so of the build
    digest.update(json.dumps(cached).encode())  # and the worker, and what it keeps, too
    digest.update(b"whole stdlib" if whole_stdlib else b"")
    for tool in ("sw.js", "tools/build.py", "tools/prerender.py", "tools/stdlib_used.txt"):  # what writes the site
        digest.update((ROOT / tool).read_bytes())
    for name in sources:
        digest.update(name.encode() + b"\0" + (ROOT / name).read_bytes())
    build_id = digest.hexdigest()[:12]
    version = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    label = label or f"{version} ({build_id[:7]})"
    if out.exists():
        shutil.rmtree(out)
    for name in copied:
        target = out / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(ROOT / name, target)
    write_archive(out, sorted(python))
    write_stdlib(out, None if whole_stdlib else stdlib_used())
    (out / "pyscript.toml").write_text(SERVED_CONFIG)  # the built site's own: it names the archive
    page = prerender((ROOT / "index.html").read_text(), label)
    stamp = f'<meta name="build" content="{label}" data-id="{build_id}">'
    page = page.replace('<meta charset="utf-8">', f'<meta charset="utf-8">\n  {stamp}', 1)
    core = '<script type="module" src="./vendor/pyscript/core.js"></script>'
    page = page.replace(core, f"{core}\n  {preloads(files)}", 1)
    download = first_download(out, [name for name in files if precached(name)])
    page = page.replace('<p id="splash-note" class="splash-note">',
                        f'<p id="splash-note" class="splash-note" data-download-mb="{download / 1e6:.1f}">', 1)
    (out / "index.html").write_text(page)
    worker = (ROOT / "sw.js").read_text().replace("__BUILD__", build_id).replace("__FILES__", json.dumps(cached))
    (out / "sw.js").write_text(worker)
    (out / ".nojekyll").write_text("")  # GitHub Pages: serve files whose names start with _ as they are
    size = sum((out / name).stat().st_size for name in files)
    return {"out": str(out), "build": build_id, "label": label, "files": len(files) + 1, "bytes": size}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "dist")
    parser.add_argument("--label", default=None, help="the version shown in the page")
    parser.add_argument("--whole-stdlib", action="store_true", help="the whole standard library, not its used part")
    args = parser.parse_args()
    try:
        result = build(args.out.resolve(), args.label, args.whole_stdlib)
    except BuildError as error:
        print(f"build.py: {error}", file=sys.stderr)
        return 1
    print(f"build.py: {result['files']} files, {result['bytes'] / 1e6:.1f} MB in {result['out']}"
          f" (build {result['build']}, label {result['label']!r})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
