"""A static server for the benchmark (tests/bench_browser.py): `site` on 127.0.0.1
under its published path (from site_url, e.g. /neurips-2026/), as GitHub Pages serves
it: keep-alive, text files gzipped (once each) when the request accepts gzip, cached
for 10 minutes. `python -m tests.loopback_server SITE` prints its URL and serves until
it is stopped."""

from __future__ import annotations

import gzip
import http.server
import mimetypes
import re
import sys
from pathlib import Path
from urllib.parse import unquote, urlparse

GZIPPED = {".html", ".css", ".js", ".json", ".xml", ".svg"}


def server(site: Path) -> tuple[http.server.ThreadingHTTPServer, str]:
    """The server of `site` (not yet serving) and its URL."""
    canonical = re.search(r'<link rel="canonical" href="([^"]+)"', (site / "index.html").read_text(encoding="utf-8"))
    prefix = urlparse(canonical[1]).path
    compressed: dict[Path, bytes] = {}

    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"  # keep-alive, as a browser gets from GitHub Pages
        disable_nagle_algorithm = True  # or each response waits for a delayed ACK (40 ms)

        def do_GET(self):
            path = unquote(urlparse(self.path).path)
            relative = path[len(prefix):] if path.startswith(prefix) else None
            target = site / relative if relative is not None and ".." not in relative.split("/") else None
            if target is not None and target.is_dir():
                if not path.endswith("/"):
                    self.send_response(301)
                    self.send_header("Location", path + "/")
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                target = target / "index.html"
            if target is None or not target.is_file():
                self.send_error(404)
                return
            body = target.read_bytes()
            self.send_response(200)
            self.send_header("Content-Type", mimetypes.guess_type(target.name)[0] or "application/octet-stream")
            self.send_header("Cache-Control", "max-age=600")  # as GitHub Pages
            if target.suffix in GZIPPED:
                self.send_header("Vary", "Accept-Encoding")
                if "gzip" in self.headers.get("Accept-Encoding", ""):
                    if target not in compressed:
                        compressed[target] = gzip.compress(body, 6, mtime=0)
                    body = compressed[target]
                    self.send_header("Content-Encoding", "gzip")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    class Server(http.server.ThreadingHTTPServer):
        def handle_error(self, request, client_address):
            pass  # the browser resets connections it no longer needs when a page goes: no traceback

    server = Server(("127.0.0.1", 0), Handler)
    return server, f"http://127.0.0.1:{server.server_address[1]}{prefix}"


def main(argv: list[str]) -> int:
    served, url = server(Path(argv[0]))
    print(url, flush=True)
    served.serve_forever()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
