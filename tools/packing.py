"""The page's Python in its two zips (the standard library's part, the game), each module as slim source
or as bytecode: bytecode where it buys the most start-up per byte, until the first visit's budget.

A first visit's Python compiled every module it imported from source, about 1.3 s of a 5 s start on this
machine; bytecode needs none of that, but it is larger (about twice the slim source, compressed) and a
first visit may carry 5.0 MB in all (issue 35). A module's compile time follows the length of its slim
source (r = 0.96 over the standard library's part, timed under Pyodide), so the modules are taken in the
order of that length per byte their bytecode adds, as long as the whole visit stays under the budget. The
choice is the same for the same sources: nothing here is timed.
"""

from __future__ import annotations

import sys
import tokenize
import zipfile
import zlib
from dataclasses import dataclass
from pathlib import Path

from build_cache import kept, key, recalled
from bytecode import compile_all
from slim import slim

SLIM_TOOL = (Path(__file__).parent / "slim.py").read_bytes()

FIRST_VISIT_BUDGET = 5_000_000  # bytes, compressed as GitHub Pages sends them (issue 35)
MARGIN = 20_000  # a visit carries HTTP headers too, and the few files the worker fetches after the start
ENTRY_OVERHEAD = 100  # a zip entry's two headers, about, beside its deflated bytes


@dataclass(frozen=True)
class Module:
    entry: str  # its name in the zip, e.g. "json/decoder.py"
    runtime: str  # its path in the page, where a traceback names it
    source: str  # slim

    def bytecode_entry(self) -> str:
        return self.entry + "c"


def slim_if_parsed(source: str) -> str:
    """``source`` slim, or as it is where this Python cannot read a newer Python's syntax (kept by
    build_cache.py: this Python's version and slim.py are part of the key)."""
    name = key(SLIM_TOOL, sys.version, source)
    if (known := recalled("slim", name)) is not None:
        return known.decode("utf-8")
    try:
        slimmed = slim(source)
    except (SyntaxError, tokenize.TokenError):
        slimmed = source
    return kept("slim", name, slimmed.encode("utf-8")).decode("utf-8")


def deflated(data: bytes) -> int:
    """The bytes ``data`` takes in a zip (deflated at level 9, as the zips are written)."""
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    return len(compressor.compress(data) + compressor.flush()) + ENTRY_OVERHEAD


def choose(modules: list[Module], bytecode: dict[str, bytes], room: int) -> set[str]:
    """The runtimes of the modules to ship as bytecode: the most slim source per added byte first, while
    the added bytes fit in ``room``."""
    added = {m.runtime: deflated(bytecode[m.runtime]) - deflated(m.source.encode()) for m in modules}
    ranked = sorted(modules, key=lambda m: (-len(m.source) / max(1, added[m.runtime]), m.runtime))
    chosen: set[str] = set()
    for module in ranked:
        if added[module.runtime] <= room:
            chosen.add(module.runtime)
            room -= max(0, added[module.runtime])
    return chosen


def write_zip(path: Path, entries: dict[str, bytes]) -> None:
    """The same bytes for the same entries (fixed dates, sorted names)."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for name in sorted(entries):
            archive.writestr(zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0)), entries[name],
                             compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)


def pack(zips: dict[Path, tuple[list[Module], dict[str, bytes]]], room: int) -> dict[str, int]:
    """Write each zip (its modules, and its other entries as they are), the chosen modules as bytecode, so
    that the zips together take at most ``room`` bytes more than with every module as slim source.
    Returns how many modules went as bytecode, and as source."""
    modules = [module for listed, _ in zips.values() for module in listed]
    bytecode = compile_all({module.runtime: module.source for module in modules}) if modules else {}
    chosen = choose(modules, bytecode, room)
    for path, (listed, others) in zips.items():
        entries = dict(others)
        for module in listed:
            if module.runtime in chosen:
                entries[module.bytecode_entry()] = bytecode[module.runtime]
            else:
                entries[module.entry] = module.source.encode("utf-8")
        write_zip(path, entries)
    return {"bytecode": len(chosen), "source": len(modules) - len(chosen)}
