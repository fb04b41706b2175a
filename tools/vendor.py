#!/usr/bin/env python3
"""Copy the pinned PyScript and Pyodide runtimes, the Vazirmatn font and the QR code drawer from node_modules/
into vendor/.

Standard library only. Idempotent: vendor/ is rebuilt to match node_modules/ exactly
(stale files from an older version are removed; unchanged files are not rewritten).

    python3 tools/vendor.py              # vendor/ next to package.json (repo root)
    python3 tools/vendor.py --maps       # also copy PyScript's *.map source maps
    python3 tools/vendor.py --root DIR   # another project root

Writes vendor/manifest.json: every vendored file (path relative to the site root, e.g.
"vendor/pyodide/pyodide.mjs") with its size in bytes, plus the versions, so that a service
worker precache list can be generated from it.
"""

from __future__ import annotations

import argparse
import filecmp
import json
import shutil
import sys
from pathlib import Path

# Pyodide's runtime, as shipped in the npm package `pyodide` (314.x: the Emscripten glue is
# pyodide.asm.mjs; before 314 it was pyodide.asm.js). All five are fetched by the browser.
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)


# Vazirmatn (SIL Open Font License), the Arabic-script and Latin subsets, regular and bold:
# one face for Persian and English, served by the site itself.
FONT_FILES = tuple(
    f"vazirmatn-{subset}-{weight}-normal.woff2" for subset in ("arabic", "latin") for weight in (400, 700)
)


class VendorError(Exception):
    pass


def _read_version(pkg_dir: Path) -> str:
    try:
        return json.loads((pkg_dir / "package.json").read_text(encoding="utf-8"))["version"]
    except (OSError, ValueError, KeyError) as exc:
        raise VendorError(f"cannot read the version in {pkg_dir / 'package.json'}: {exc}") from exc


def _pinned(root: Path, name: str) -> str | None:
    try:
        deps = json.loads((root / "package.json").read_text(encoding="utf-8")).get("dependencies", {})
    except (OSError, ValueError):
        return None
    return deps.get(name)


def _sync(pairs: list[tuple[Path, Path]], dest_dir: Path) -> tuple[int, int]:
    """Make dest_dir hold exactly the given (src, dst) files. Returns (copied, removed)."""
    dest_dir.mkdir(parents=True, exist_ok=True)
    wanted = {dst.resolve() for _, dst in pairs}
    removed = 0
    for old in sorted(dest_dir.rglob("*"), reverse=True):
        if old.is_file() and old.resolve() not in wanted:
            old.unlink()
            removed += 1
        elif old.is_dir() and not any(old.iterdir()):
            old.rmdir()
    copied = 0
    for src, dst in pairs:
        if dst.is_file() and filecmp.cmp(src, dst, shallow=False):
            continue
        dst.parent.mkdir(parents=True, exist_ok=True)
        tmp = dst.with_name(dst.name + ".tmp")
        shutil.copyfile(src, tmp)
        tmp.replace(dst)  # atomic: a half-copied file never has the real name
        copied += 1
    return copied, removed


def vendor(root: Path, maps: bool = False) -> dict:
    nm = root / "node_modules"
    if not nm.is_dir():
        raise VendorError(
            f"{nm} is missing: run `npm ci` in {root} first (it installs the pinned "
            "@pyscript/core and pyodide from package-lock.json)."
        )
    pys_pkg = nm / "@pyscript" / "core"
    pyo_pkg = nm / "pyodide"
    for pkg in (pys_pkg, pyo_pkg):
        if not pkg.is_dir():
            raise VendorError(f"{pkg} is missing: run `npm ci` in {root} (node_modules is incomplete).")

    versions = {"@pyscript/core": _read_version(pys_pkg), "pyodide": _read_version(pyo_pkg)}
    for name, have in versions.items():
        want = _pinned(root, name)
        if want and want != have:
            raise VendorError(
                f"node_modules has {name} {have} but package.json pins {want}: run `npm ci`."
            )

    # The Pyodide version PyScript loads by default is compiled into its dist; it must match.
    dist = pys_pkg / "dist"
    core_chunks = sorted(dist.glob("core-*.js"))
    expected = None
    marker = 'type:"pyodide",module:(e="'
    for chunk in core_chunks:
        text = chunk.read_text(encoding="utf-8", errors="replace")
        i = text.find(marker)
        if i >= 0:
            expected = text[i + len(marker):].split('"', 1)[0]
            break
    if expected and expected != versions["pyodide"]:
        raise VendorError(
            f"@pyscript/core {versions['@pyscript/core']} expects Pyodide {expected}, but "
            f"node_modules has pyodide {versions['pyodide']}: pin \"pyodide\": \"{expected}\"."
        )

    vendor_dir = root / "vendor"
    pys_pairs = [
        (p, vendor_dir / "pyscript" / p.relative_to(dist))
        for p in sorted(dist.rglob("*"))
        if p.is_file() and (maps or p.suffix != ".map")
    ]
    if not any(dst.name == "core.js" for _, dst in pys_pairs):
        raise VendorError(f"{dist} has no core.js: is @pyscript/core installed correctly?")

    missing = [n for n in PYODIDE_FILES if not (pyo_pkg / n).is_file()]
    if missing:
        raise VendorError(f"{pyo_pkg} lacks {', '.join(missing)}: the Pyodide file names changed?")
    pyo_pairs = [(pyo_pkg / n, vendor_dir / "pyodide" / n) for n in PYODIDE_FILES]

    font_pkg = nm / "@fontsource" / "vazirmatn"
    font_pairs = [(font_pkg / "files" / n, vendor_dir / "fonts" / n) for n in FONT_FILES]
    font_pairs.append((font_pkg / "LICENSE", vendor_dir / "fonts" / "OFL.txt"))
    missing = [str(src) for src, _ in font_pairs if not src.is_file()]
    if missing:
        raise VendorError(f"font files are missing: {', '.join(missing)}: run `npm ci`.")

    # qrcode-generator (MIT, Kazuhiko Arase): draws a friend's link as a QR code, loaded when asked for
    qr_pkg = nm / "qrcode-generator"
    qr_pairs = [(qr_pkg / "dist" / "qrcode.js", vendor_dir / "qrcode" / "qrcode.js")]
    if not qr_pairs[0][0].is_file():
        raise VendorError(f"{qr_pairs[0][0]} is missing: run `npm ci`.")
    versions["qrcode-generator"] = _read_version(qr_pkg)

    c1, r1 = _sync(pys_pairs, vendor_dir / "pyscript")
    c2, r2 = _sync(pyo_pairs, vendor_dir / "pyodide")
    c3, r3 = _sync(font_pairs, vendor_dir / "fonts")
    c4, r4 = _sync(qr_pairs, vendor_dir / "qrcode")
    c2, r2 = c2 + c3 + c4, r2 + r3 + r4

    files = [
        {"path": dst.relative_to(root).as_posix(), "size": dst.stat().st_size}
        for _, dst in sorted(pys_pairs + pyo_pairs + font_pairs + qr_pairs, key=lambda pair: pair[1].as_posix())
    ]
    manifest = {
        "versions": versions,
        "total_size": sum(f["size"] for f in files),
        "files": files,
    }
    text = json.dumps(manifest, indent=1) + "\n"
    mpath = vendor_dir / "manifest.json"
    if not mpath.is_file() or mpath.read_text(encoding="utf-8") != text:
        mpath.write_text(text, encoding="utf-8")
    manifest["_stats"] = {"copied": c1 + c2, "removed": r1 + r2}
    return manifest


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--root", type=Path, default=Path(__file__).resolve().parent.parent,
                    help="project root holding package.json and node_modules/ (default: ..)")
    ap.add_argument("--maps", action="store_true", help="also copy PyScript's .map files")
    args = ap.parse_args(argv)
    try:
        m = vendor(args.root.resolve(), maps=args.maps)
    except VendorError as exc:
        print(f"vendor.py: error: {exc}", file=sys.stderr)
        return 1
    s = m["_stats"]
    print(
        f"vendor.py: @pyscript/core {m['versions']['@pyscript/core']}, pyodide {m['versions']['pyodide']}: "
        f"{len(m['files'])} files, {m['total_size'] / 1e6:.1f} MB in vendor/ "
        f"({s['copied']} copied, {s['removed']} removed)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
