#!/usr/bin/env python3
"""Build dist/: exactly the static files a host serves, stamped with a build id.

    python3 tools/build.py [--out dist] [--label TEXT]

The site is the page, its Python (the modules pyscript.toml lists), the art, the manifest
and the vendored runtime (vendor/, from tools/vendor.py). The build id is a hash of all of
them: it names the service worker's cache, so each build caches itself whole and replaces
the one before. The label (default: the version and the id) is shown in the page.
Standard library only, and Node (tools/bytecode.mjs runs the vendored Pyodide to write bytecode); every
URL stays relative, so the site works under any sub-path.
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
from bytecode import stdlib_folder  # noqa: E402
from packing import FIRST_VISIT_BUDGET, MARGIN, Module, pack, slim_if_parsed, write_zip  # noqa: E402
from prerender import prerender  # noqa: E402  (the page's first paint: the same render code, under CPython)
from serve import COMPRESSED  # noqa: E402

PAGE_FILES = ("index.html", "main.py", "pyscript.toml", "manifest.webmanifest")
PUZZLES = "assets/puzzles.json"  # the puzzles' book (game/ai/puzzle.py)
ASSET_SUFFIXES = (".css", ".js", ".svg", ".png", ".json")
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
    "vendor/pyodide/python_stdlib.zip",  # the whole standard library: the page loads STDLIB, its part
    "vendor/pyodide/pyodide-lock.json",  # Pyodide's packages: the page loads LOCK, which names none
    PUZZLES)  # the puzzles' book: fetched when they first open, and kept then for offline play (sw.js)


class BuildError(Exception):
    pass


ARCHIVE = "game.zip"
# The standard library the page loads (assets/pyodide-start.js): of the vendored one, only the files
# the page was seen to import in every mode (STDLIB_USED, written by tools/stdlib_used.py).
STDLIB = "python_stdlib.zip"
VENDORED_STDLIB = ROOT / "vendor" / "pyodide" / STDLIB
STDLIB_USED = ROOT / "tools" / "stdlib_used.txt"
# Pyodide's lock file names its 354 packages (26 KB compressed); the game loads none of them, so the page
# loads one that names none (assets/pyodide-start.js), with the vendored one's facts about the runtime.
LOCK = "pyodide-lock.json"
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


GAME_FOLDER = "/home/pyodide"  # where PyScript unpacks the archive: the page's working folder


def game_modules(names: list[str]) -> tuple[list[Module], dict[str, bytes]]:
    """The archive's modules (slim: tools/slim.py; a first visit carries 177 KB of them, not 265), and
    its other files."""
    modules = [Module(name, f"{GAME_FOLDER}/{name}", slim_if_parsed((ROOT / name).read_text(encoding="utf-8")))
               for name in names if name.endswith(".py")]
    return modules, {name: (ROOT / name).read_bytes() for name in names if not name.endswith(".py")}


def stdlib_used() -> set[str]:
    """The standard library's files the page imports (STDLIB_USED: one path in the zip a line)."""
    lines = STDLIB_USED.read_text().splitlines()
    return {line for line in lines if line and not line.startswith("#")}


def stdlib_modules(keep: set[str]) -> tuple[list[Module], dict[str, bytes]]:
    """Of the vendored standard library, the modules in ``keep`` (slim where this Python reads their
    syntax), and its other files there and their folders."""
    with zipfile.ZipFile(VENDORED_STDLIB) as full:
        missing = sorted(keep - set(full.namelist()))
        if missing:
            raise BuildError(f"{STDLIB_USED.name} names files the vendored {STDLIB} lacks (a new Pyodide? run"
                             f" tools/stdlib_used.py): {', '.join(missing[:5])}")
        folders = {name[: i + 1] for name in keep for i, char in enumerate(name) if char == "/"}
        prefix = stdlib_folder()
        modules = [Module(name, f"{prefix}/{name}", slim_if_parsed(full.read(name).decode("utf-8")))
                   for name in sorted(keep) if name.endswith(".py")]
        return modules, {name: full.read(name) for name in keep | folders if not name.endswith(".py")}


def write_python(out: Path, names: list[str], keep: set[str] | None, others: list[str]) -> dict[str, int]:
    """The archive of the game's modules and the standard library's part the page loads (``keep``; None:
    all of it, as vendored, for tools/stdlib_used.py), as much of them as bytecode as the first visit's
    budget leaves room for, beside the other files it downloads (``others``): tools/packing.py."""
    zips = {out / ARCHIVE: game_modules(names)}
    if keep is None:
        shutil.copyfile(VENDORED_STDLIB, out / STDLIB)
    else:
        zips[out / STDLIB] = stdlib_modules(keep)
    for path, (modules, files) in zips.items():  # every module as slim source: the size to start from
        write_zip(path, {**files, **{module.entry: module.source.encode("utf-8") for module in modules}})
    room = FIRST_VISIT_BUDGET - MARGIN - first_download(out, [*others, ARCHIVE, STDLIB])
    return pack(zips, room)


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
    modules += ["assets/pyodide-start.js", "assets/one-stack.js",
                "vendor/pyodide/pyodide.mjs", "vendor/pyodide/pyodide.asm.mjs"]
    fetched = ["vendor/pyodide/pyodide.asm.wasm", LOCK, STDLIB, ARCHIVE]
    links = [f'<link rel="modulepreload" href="./{name}">' for name in modules]
    links += [f'<link rel="preload" href="./{name}" as="fetch" crossorigin>' for name in fetched]
    # Not the fonts: Chromium holds the first paint until preloaded fonts arrive (0.37-0.39 s against
    # 0.25-0.27 s without, medians of nine cold loads); style.css asks for them as the page is laid out
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
    files = [*copied, ARCHIVE, STDLIB, LOCK]  # what the site serves
    cached = ["./", *(f"./{name}" for name in files if precached(name))]
    digest = hashlib.sha256((label or "").encode())  # the label is part of the page, so of the build
    digest.update(json.dumps(cached).encode())  # and the worker, and what it keeps, too
    digest.update(b"whole stdlib" if whole_stdlib else b"")
    for tool in ("sw.js", "tools/build.py", "tools/prerender.py", "tools/stdlib_used.txt", "tools/slim.py",
                 "tools/packing.py", "tools/bytecode.py", "tools/bytecode.mjs"):  # what writes the site
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
    (out / "pyscript.toml").write_text(SERVED_CONFIG)  # the built site's own: it names the archive
    vendored_lock = json.loads((ROOT / "vendor" / "pyodide" / LOCK).read_text())
    (out / LOCK).write_text(json.dumps({"info": vendored_lock["info"], "packages": {}}))
    write_page(out, label, build_id, files, download=0)  # its size counts in the first visit's
    others = [name for name in files if precached(name) and name not in (ARCHIVE, STDLIB)]
    packed = write_python(out, sorted(python), None if whole_stdlib else stdlib_used(), others)
    download = first_download(out, [name for name in files if precached(name)])
    write_page(out, label, build_id, files, download)
    worker = (ROOT / "sw.js").read_text().replace("__BUILD__", build_id).replace("__FILES__", json.dumps(cached))
    (out / "sw.js").write_text(worker)
    (out / ".nojekyll").write_text("")  # GitHub Pages: serve files whose names start with _ as they are
    size = sum((out / name).stat().st_size for name in files)
    return {"out": str(out), "build": build_id, "label": label, "files": len(files) + 1, "bytes": size,
            "first_visit": download, **packed}


def write_page(out: Path, label: str, build_id: str, files: list[str], download: int) -> None:
    """index.html, prerendered (its first paint), stamped, with its preloads and the first visit's size."""
    page = prerender((ROOT / "index.html").read_text(), label)
    stamp = f'<meta name="build" content="{label}" data-id="{build_id}">'
    page = page.replace('<meta charset="utf-8">', f'<meta charset="utf-8">\n  {stamp}', 1)
    core = '<script type="module" src="./vendor/pyscript/core.js"></script>'
    page = page.replace(core, f"{core}\n  {preloads(files)}", 1)
    page = page.replace('<p id="splash-note" class="splash-note">',
                        f'<p id="splash-note" class="splash-note" data-download-mb="{download / 1e6:.1f}">', 1)
    (out / "index.html").write_text(page)


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
          f" (build {result['build']}, label {result['label']!r}); a first visit {result['first_visit']:,} bytes,"
          f" {result['bytecode']} modules as bytecode, {result['source']} as source")
    return 0


if __name__ == "__main__":
    sys.exit(main())
