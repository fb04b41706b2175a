"""Python's bytecode for the page, compiled by the vendored Pyodide (tools/bytecode.mjs, under Node).

A first visit's Python compiled every module it imported from source: about 1.3 s of a 5 s start on
this machine (the standard library's and the game's, measured in the page). The page's own interpreter
writes the bytecode at build time, so the magic number and the format are its own by construction.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import tempfile
from pathlib import Path

from build_cache import kept, key, recalled

ROOT = Path(__file__).resolve().parent.parent
PYODIDE = ROOT / "vendor" / "pyodide"


class BytecodeError(Exception):
    pass


def stdlib_folder() -> str:
    """Where Pyodide mounts the standard library's zip (``/lib/python314.zip``): a module's path there."""
    major, minor, *_ = json.loads((PYODIDE / "pyodide-lock.json").read_text())["info"]["python"].split(".")
    return f"/lib/python{major}{minor}.zip"


def compile_all(sources: dict[str, str]) -> dict[str, bytes]:
    """Each source (its path at runtime: what a traceback names) compiled to a .pyc's bytes; those
    compiled before by the same Pyodide and the same tools/bytecode.mjs come from build_cache.py."""
    tools = key(PYODIDE.joinpath("pyodide-lock.json").read_bytes(), (ROOT / "tools" / "bytecode.mjs").read_bytes())
    names = {runtime: key(tools, runtime, text) for runtime, text in sources.items()}
    known = {runtime: recalled("bytecode", name) for runtime, name in names.items()}
    missing = {runtime: sources[runtime] for runtime, data in known.items() if data is None}
    made = {runtime: kept("bytecode", names[runtime], data)
            for runtime, data in compiled(missing).items()} if missing else {}
    return {runtime: made[runtime] if known[runtime] is None else known[runtime] for runtime in sources}


def compiled(sources: dict[str, str]) -> dict[str, bytes]:
    """Each source compiled by the vendored Pyodide, under Node."""
    node = shutil.which("node")
    if node is None:
        raise BytecodeError("node is missing: the build compiles the page's Python with Pyodide under Node")
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        files = []
        for number, (runtime, text) in enumerate(sources.items()):
            (work / f"{number}.py").write_text(text, encoding="utf-8")
            files.append({"source": str(work / f"{number}.py"), "runtime": runtime, "out": str(work / f"{number}.pyc")})
        (work / "job.json").write_text(json.dumps({"indexURL": f"{PYODIDE}/", "files": files}))
        done = subprocess.run([node, str(ROOT / "tools" / "bytecode.mjs"), str(work / "job.json")],
                              capture_output=True, text=True)
        if done.returncode != 0:
            raise BytecodeError(f"compiling with Pyodide failed: {done.stderr.strip()[-2000:]}")
        return {entry["runtime"]: Path(entry["out"]).read_bytes() for entry in files}
