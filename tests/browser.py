"""What the browser tests share: Playwright driving the machine's Chromium (Debian's
chromium; CHROMIUM=/path overrides) against the site built from seeds/, served by
http.server on 127.0.0.1 under its published path (/neurips-2026/). Skipped when no
Chromium is found, except under CI=true, where that fails. Its fixtures are a pytest
plugin (tests/conftest.py)."""

from __future__ import annotations

import functools
import http.server
import json
import os
import shutil
import tempfile
import threading
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlparse

import pytest
from bs4 import BeautifulSoup
from playwright.sync_api import Page, sync_playwright

from tests.built_site import shared_site
from tests.linkcheck import base_path

BROWSERS = ("chromium", "google-chrome-stable", "google-chrome")
LAUNCH_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
               "--disable-sync", "--no-first-run"]
CONTENT = "article.md-content__inner"  # the page's own article (search results are articles too)
IN_CI = os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no")


def find_chromium() -> str | None:
    if os.environ.get("CHROMIUM"):
        return shutil.which(os.environ["CHROMIUM"])
    return next(filter(None, map(shutil.which, BROWSERS)), None)


CHROMIUM = find_chromium()
needs_chromium = pytest.mark.skipif(
    CHROMIUM is None and not IN_CI,
    reason=f"no Chromium ({', '.join(BROWSERS)}): `sudo apt-get install chromium` or set CHROMIUM=/path/to/chrome",
)

@dataclass
class Tab:
    page: Page
    origin: str
    requests: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    def problems(self) -> list[str]:
        foreign = [url for url in self.requests
                   if not url.startswith(self.origin + "/") and urlparse(url).scheme not in ("data", "blob")]
        return [f"error: {error}" for error in self.errors] + [f"request to another host: {url}" for url in foreign]


@pytest.fixture(scope="module")
def site() -> Path:
    return shared_site()


@pytest.fixture(scope="module")
def papers(site) -> dict[str, dict]:
    return {record["id"]: record for record in json.loads((site / "papers.json").read_text(encoding="utf-8"))}


@pytest.fixture(scope="module")
def base_url(site):
    """The site served on 127.0.0.1 under the path it is published at.

    Material's instant navigation only takes over links to pages listed in
    sitemap.xml at the page's own port, so sitemap.xml is served with the host of
    site_url replaced by this server's, as if the site were published here (which
    is what `mkdocs serve` does too)."""
    prefix = base_path(site)  # "/neurips-2026/"
    canonical = BeautifulSoup((site / "index.html").read_text(encoding="utf-8"), "html.parser").find(
        "link", rel="canonical")["href"]
    published = "{0.scheme}://{0.netloc}".format(urlparse(canonical))
    root = Path(tempfile.mkdtemp(prefix="served-"))
    served = root / prefix.strip("/") if prefix != "/" else root / "site"
    served.parent.mkdir(parents=True, exist_ok=True)
    served.symlink_to(site, target_is_directory=True)

    class Handler(http.server.SimpleHTTPRequestHandler):
        def do_GET(self):
            if urlparse(self.path).path != prefix + "sitemap.xml":
                return super().do_GET()
            here = "http://{}:{}".format(*self.server.server_address)
            body = (site / "sitemap.xml").read_bytes().replace(published.encode(), here.encode())
            self.send_response(200)
            self.send_header("Content-Type", "application/xml")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Handler, directory=str(root if prefix != "/" else served)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}{prefix}"
    server.shutdown()
    server.server_close()
    shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(scope="module")
def browser():
    if CHROMIUM is None:
        pytest.fail(f"CI is set and no Chromium was found ({', '.join(BROWSERS)}, or CHROMIUM=): "
                    "the browser tests must run in CI (`make test` installs Debian's chromium as root)",
                    pytrace=False)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=LAUNCH_ARGS)
        yield browser
        browser.close()


PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True, "device_scale_factor": 3}
DESKTOP = {"viewport": {"width": 1280, "height": 900}}


def open_tab(browser, base_url: str, scheme: str = "light", device: dict = DESKTOP) -> tuple[Tab, object]:
    context = browser.new_context(color_scheme=scheme, **device)
    page = context.new_page()
    page.set_default_timeout(15_000)
    origin = "{0.scheme}://{0.netloc}".format(urlparse(base_url))
    tab = Tab(page, origin)
    context.on("request", lambda request: tab.requests.append(request.url))
    page.on("console", lambda message: message.type == "error" and tab.errors.append(message.text))
    page.on("pageerror", lambda error: tab.errors.append(str(error)))
    context.on("response", lambda response: response.status >= 400 and tab.errors.append(
        f"HTTP {response.status} for {response.url}"))
    return tab, context


@pytest.fixture
def tab(browser, base_url):
    """A fresh browser tab (light mode); after the test, no console error and no
    request may have left the site's origin."""
    tab, context = open_tab(browser, base_url)
    yield tab
    context.close()
    assert not tab.problems(), "\n".join(tab.problems())
