"""Deployment: the GitHub Pages workflow and the built site's shape (issue 5)."""

from __future__ import annotations

import gzip
import json
import subprocess
import sys
import urllib.error
import urllib.request
import zipfile
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent


def test_pages_workflow_tests_builds_and_deploys_with_the_official_actions():
    workflow = yaml.safe_load((ROOT / ".github" / "workflows" / "pages.yml").read_text())
    triggers = workflow.get(True) or workflow.get("on")  # YAML 1.1 reads the key `on` as True
    assert triggers["push"]["branches"] == ["main"]
    assert workflow["permissions"] == {"contents": "read", "pages": "write", "id-token": "write"}
    jobs = workflow["jobs"]
    assert set(jobs) == {"test", "build", "deploy"}
    assert any(step.get("run") == "make test" for step in jobs["test"]["steps"])
    assert jobs["build"]["needs"] == "test" and jobs["deploy"]["needs"] == "build"
    uses = [step.get("uses", "") for job in jobs.values() for step in job["steps"]]
    assert any(u.startswith("actions/upload-pages-artifact@") for u in uses)
    assert any(u.startswith("actions/deploy-pages@") for u in uses)
    upload = next(s for s in jobs["build"]["steps"] if s.get("uses", "").startswith("actions/upload-pages-artifact"))
    assert upload["with"]["path"] == "dist"


def test_build_writes_the_site_with_a_stamped_service_worker(tmp_path):
    out = tmp_path / "site"
    result = subprocess.run([sys.executable, str(ROOT / "tools" / "build.py"), "--out", str(out), "--label", "test"],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr  # `make test` vendors the runtime first
    page = (out / "index.html").read_text()
    assert '<meta name="build" content="test"' in page
    worker = (out / "sw.js").read_text()
    assert "__BUILD__" not in worker and "__FILES__" not in worker
    cached = json.loads(worker.split("const FILES = ", 1)[1].split(";\n", 1)[0])
    assert "./" in cached and "./index.html" in cached and "./vendor/pyodide/pyodide.asm.wasm" in cached
    assert all(name == "./" or (out / name).is_file() for name in cached)
    assert all(not name.startswith(("/", "http")) for name in cached)  # relative: any sub-path works
    assert (out / ".nojekyll").exists() and not (out / "game").exists()  # the modules travel in one archive
    with zipfile.ZipFile(out / "game.zip") as archive:  # each module as slim source or as bytecode
        shipped = {name.removesuffix("c") for name in archive.namelist()}
        assert {"game/__init__.py", "game/web/app.py", "game/engine.py"} <= shipped
        assert "game/cli.py" not in shipped  # the terminal's own modules stay out
    assert '"./game.zip" = "./*"' in (out / "pyscript.toml").read_text()
    # of the standard library, the page loads (and the worker keeps) only what it imports (issue 35)
    assert "./python_stdlib.zip" in cached and "./vendor/pyodide/python_stdlib.zip" not in cached
    assert '<link rel="preload" href="./python_stdlib.zip"' in page
    used = {line for line in (ROOT / "tools" / "stdlib_used.txt").read_text().splitlines()
            if line and not line.startswith("#")}
    with zipfile.ZipFile(out / "python_stdlib.zip") as stdlib:
        files = [name.removesuffix("c") for name in stdlib.namelist() if not name.endswith("/")]
        assert sorted(files) == sorted(used)  # each once: as source, or compiled (tools/packing.py)
        compiled = [stdlib.read(name) for name in stdlib.namelist() if name.endswith(".pyc")]
    assert compiled and len({pyc[:4] for pyc in compiled}) == 1  # one magic number: Pyodide's own
    assert all(int.from_bytes(pyc[4:8], "little") == 0b01 for pyc in compiled)  # hash-based, unchecked (PEP 552)
    sys.path.insert(0, str(ROOT / "tools"))
    from build import first_download
    from packing import FIRST_VISIT_BUDGET
    visit = sorted({name.removeprefix("./") or "index.html" for name in cached})  # the page once
    assert first_download(out, visit) <= FIRST_VISIT_BUDGET  # bytecode fills the room, no more (issue 35)
    assert {"encodings/__init__.py", "json/__init__.py", "_pyodide/__init__.py"} <= used
    whole = (out / "vendor" / "pyodide" / "python_stdlib.zip").stat().st_size
    assert (out / "python_stdlib.zip").stat().st_size < whole / 2
    manifest = json.loads((out / "manifest.webmanifest").read_text())
    assert manifest["start_url"] == "./" and {"192x192", "512x512"} <= {i["sizes"] for i in manifest["icons"]}
    assert all((out / icon["src"]).is_file() for icon in manifest["icons"])


def test_make_play_serves_text_and_webassembly_compressed_as_github_pages_does(tmp_path):
    sys.path.insert(0, str(ROOT / "tools"))
    from serve import start_server

    (tmp_path / "page.html").write_text("<p>" + "bat " * 500)
    (tmp_path / "a.wasm").write_bytes(b"\0asm" + b"\1" * 4000)
    (tmp_path / "b.zip").write_bytes(b"PK" + b"\2" * 4000)
    server, url = start_server(tmp_path)
    try:
        def get(name: str, encoding: str = "gzip"):
            request = urllib.request.Request(f"{url}/{name}", headers={"Accept-Encoding": encoding})
            with urllib.request.urlopen(request) as response:
                return response.headers, response.read()
        headers, body = get("page.html")
        assert headers["Content-Encoding"] == "gzip" and gzip.decompress(body) == (tmp_path / "page.html").read_bytes()
        headers, body = get("a.wasm")
        assert headers["Content-Type"] == "application/wasm" and len(body) < 100
        assert gzip.decompress(body) == (tmp_path / "a.wasm").read_bytes()
        headers, body = get("b.zip")  # already compressed: sent as it is
        assert headers["Content-Encoding"] is None and body == (tmp_path / "b.zip").read_bytes()
        headers, body = get("page.html", "identity")  # a client that does not accept gzip
        assert headers["Content-Encoding"] is None and body == (tmp_path / "page.html").read_bytes()
        etag = get("page.html")[0]["ETag"]  # the worker's install asks again: the same file is not sent twice
        request = urllib.request.Request(f"{url}/page.html", headers={"Accept-Encoding": "gzip", "If-None-Match": etag})
        with pytest.raises(urllib.error.HTTPError, match="304"):
            urllib.request.urlopen(request)
    finally:
        server.shutdown()
        server.server_close()


def test_every_pyodide_loader_hides_jspi_before_pyodide_loads():
    """Chromium's renderer crashed on the stacks Pyodide's JSPI makes (assets/one-stack.js says how): the
    page's start and both workers import the module that hides JSPI before they import Pyodide."""
    scripts = sorted((ROOT / "assets").glob("*.js"))
    loaders = [path for path in scripts if "vendor/pyodide/pyodide.mjs" in path.read_text()]
    assert [path.name for path in loaders] == ["pyodide-start.js", "snapshot-worker.js", "think-worker.js"]
    for path in loaders:
        imports = [line for line in path.read_text().splitlines() if line.startswith("import ")]
        assert imports[0].startswith('import "./one-stack.js"'), path.name
