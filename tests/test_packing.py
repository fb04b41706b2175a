"""The page's Python packed (tools/packing.py): bytecode where it buys the most start-up per byte, within
the first visit's budget (issue 35)."""

from __future__ import annotations

import random
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
from packing import Module, choose, deflated, pack  # noqa: E402


def module(name: str, source: str) -> Module:
    return Module(f"{name}.py", f"/lib/{name}.py", source)


def test_choose_takes_the_most_source_per_added_byte_first_and_stays_in_the_room():
    noise = random.Random(1).randbytes
    long = module("long", "x = 1\n" * 400)  # long source: much compiling saved
    short = module("short", "y = 2\n")
    small = module("small", "z = 3\n")
    bytecode = {long.runtime: noise(300), short.runtime: noise(300), small.runtime: b"z"}
    added = {m.runtime: deflated(bytecode[m.runtime]) - deflated(m.source.encode()) for m in (long, short, small)}
    assert added[long.runtime] > 0 and added[short.runtime] > 0 and added[small.runtime] <= 0
    assert choose([short, long, small], bytecode, room=0) == {small.runtime}  # adds nothing: always
    assert choose([short, long, small], bytecode, room=added[long.runtime]) == {long.runtime, small.runtime}
    assert choose([short, long, small], bytecode, room=added[long.runtime] + added[short.runtime]) == {
        long.runtime, short.runtime, small.runtime}


def test_pack_writes_each_module_once_as_bytecode_or_slim_source(tmp_path, monkeypatch):
    import packing

    modules = [module("a", "a = 1\n"), module("b", "b = 2\n")]
    monkeypatch.setattr(packing, "compile_all", lambda sources: {name: b"pyc:" + text.encode()
                                                                 for name, text in sources.items()})
    counts = pack({tmp_path / "x.zip": (modules, {"data.txt": b"kept"})}, room=10**6)
    with zipfile.ZipFile(tmp_path / "x.zip") as archive:
        assert sorted(archive.namelist()) == ["a.pyc", "b.pyc", "data.txt"]
        assert archive.read("a.pyc") == b"pyc:a = 1\n" and archive.read("data.txt") == b"kept"
    assert counts == {"bytecode": 2, "source": 0}
    pack({tmp_path / "y.zip": (modules, {})}, room=-10**6)
    with zipfile.ZipFile(tmp_path / "y.zip") as archive:
        assert sorted(archive.namelist()) == ["a.py", "b.py"]


def test_the_build_cache_gives_what_a_fresh_compile_and_slim_give_and_spares_node(tmp_path, monkeypatch):
    """A second build takes each module's bytecode and slim source from the cache (tools/build_cache.py):
    the same bytes as worked out afresh, and Node is not started for what is known."""
    import build_cache
    import bytecode
    import packing

    monkeypatch.setattr(build_cache, "CACHE", tmp_path)
    source = 'def f():\n    """Said once."""\n    return 6 * 7\n'
    fresh = bytecode.compiled({"/lib/f.py": source})
    assert bytecode.compile_all({"/lib/f.py": source}) == fresh  # made, then kept
    monkeypatch.setattr(bytecode, "compiled", lambda _sources: (_ for _ in ()).throw(AssertionError("Node ran")))
    assert bytecode.compile_all({"/lib/f.py": source}) == fresh  # recalled
    with pytest.raises(AssertionError, match="Node ran"):  # a changed source, or another place, is compiled anew
        bytecode.compile_all({"/lib/g.py": source})
    slimmed = packing.slim(source)
    assert packing.slim_if_parsed(source) == slimmed != source
    monkeypatch.setattr(packing, "slim", lambda _source: "wrong")
    assert packing.slim_if_parsed(source) == slimmed  # recalled
