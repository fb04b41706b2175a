#!/usr/bin/env python3
"""A static file server for the site with the MIME types PyScript/Pyodide need.

    python3 tools/serve.py [--port 8000] [--root .] [--no-gzip]

Text and WebAssembly are sent gzip-compressed to a browser that accepts it, as GitHub Pages sends
them, so a local first visit downloads what a player's does (each file is compressed once).

Also importable: `start_server(root) -> (server, base_url)` runs it in a daemon thread on a
free port of 127.0.0.1 (for e2e tests and benchmarks); call server.shutdown() when done.
"""

from __future__ import annotations

import argparse
import contextlib
import email.utils
import functools
import gzip
import http.server
import io
import os
import threading
from pathlib import Path
from typing import ClassVar

MIME = {
    ".wasm": "application/wasm",  # needed for WebAssembly.instantiateStreaming
    ".mjs": "text/javascript",    # module scripts must have a JavaScript MIME type
    ".js": "text/javascript",
    ".json": "application/json",
    ".toml": "text/plain",
    ".py": "text/plain",
    ".zip": "application/zip",
    ".woff2": "font/woff2",
    ".svg": "image/svg+xml",
    ".webmanifest": "application/manifest+json",
}


COMPRESSED = (".html", ".js", ".mjs", ".css", ".json", ".toml", ".py", ".svg", ".wasm", ".webmanifest", ".txt")


@functools.lru_cache(maxsize=256)
def gzipped(path: str, _stamp: tuple[int, int]) -> bytes:
    """The file at ``path`` gzip-compressed (its modification time and size, ``_stamp``, key the cache)."""
    with open(path, "rb") as file:
        return gzip.compress(file.read(), compresslevel=6, mtime=0)


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map: ClassVar[dict[str, str]] = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME}
    cache_control: str | None = None  # e.g. "max-age=600", as GitHub Pages sends
    compress = True

    def end_headers(self):
        if self.cache_control:
            self.send_header("Cache-Control", self.cache_control)
        super().end_headers()

    def send_head(self):
        """A file with a compressible type, to a client that accepts gzip, goes compressed."""
        path = self.translate_path(self.path)
        if os.path.isdir(path) and self.path.split("?", 1)[0].endswith("/"):
            path = os.path.join(path, "index.html")
        accepts = "gzip" in self.headers.get("Accept-Encoding", "")
        if not (self.compress and accepts and path.endswith(COMPRESSED) and os.path.isfile(path)):
            return super().send_head()
        stat = os.stat(path)
        etag = f'"{stat.st_mtime_ns:x}-{stat.st_size:x}"'
        if self.unchanged(etag, stat.st_mtime):
            self.send_response(304)  # the copy the browser has is current: no body to send again
            self.end_headers()
            return None
        body = gzipped(path, (stat.st_mtime_ns, stat.st_size))
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", self.date_time_string(int(stat.st_mtime)))
        self.send_header("ETag", etag)
        self.end_headers()
        return io.BytesIO(body)

    def unchanged(self, etag: str, mtime: float) -> bool:
        """Does the request show the browser has this version of the file (If-None-Match, else
        If-Modified-Since, whose one-second steps can miss a rebuild: the ETag does not)?"""
        if self.headers.get("If-None-Match"):
            return etag in self.headers["If-None-Match"]
        since = self.headers.get("If-Modified-Since")
        try:
            return bool(since) and email.utils.parsedate_to_datetime(since).timestamp() >= int(mtime)
        except (TypeError, ValueError, IndexError, OverflowError):
            return False

    def log_message(self, format, *args):  # keep test output quiet
        pass


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True


def make_server(root: str | Path, host: str = "127.0.0.1", port: int = 0,
                cache_control: str | None = None, compress: bool = True, base: type[Handler] = Handler) -> Server:
    cls = type("SiteHandler", (base,), {"cache_control": cache_control, "compress": compress})
    handler = functools.partial(cls, directory=str(root))
    return Server((host, port), handler)


def start_server(root: str | Path, host: str = "127.0.0.1", cache_control: str | None = None,
                 compress: bool = True, base: type[Handler] = Handler) -> tuple[Server, str]:
    server = make_server(root, host, 0, cache_control, compress, base)  # port 0: the OS picks a free port
    threading.Thread(target=server.serve_forever, name="static-http", daemon=True).start()
    return server, f"http://{host}:{server.server_address[1]}"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--port", type=int, default=8000)
    ap.add_argument("--host", default="127.0.0.1")
    ap.add_argument("--cache-control", default=None, help='e.g. "max-age=600"')
    ap.add_argument("--root", default=str(Path(__file__).resolve().parent.parent))
    ap.add_argument("--no-gzip", action="store_true", help="send every file as it is")
    args = ap.parse_args()
    server = make_server(args.root, args.host, args.port, args.cache_control, not args.no_gzip)
    print(f"Serving {args.root} on http://{args.host}:{args.port}/ (Ctrl-C stops)")
    with contextlib.suppress(KeyboardInterrupt):
        server.serve_forever()


if __name__ == "__main__":
    main()
