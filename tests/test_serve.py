"""`python -m generator serve` (what `make serve` runs): a correction or a seed list
edited while the server runs shows on the served page without a restart.
The corrected title is fabricated."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request

import pytest

from generator.model import paper_id
from generator.reader import read_directory
from tests.built_site import build_env, copy_sources
from tests.conftest import ROOT

PAPER = paper_id(read_directory(ROOT / "seeds").abstracts[0].text)
WAIT_SECONDS = 120  # a limit for a stuck server on a loaded machine, not a speed target


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def fetch(url: str) -> str | None:
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.read().decode("utf-8")
    except OSError:
        return None


def wait_for(url: str, text: str) -> str:
    """The page at `url` once it contains `text` (fails after WAIT_SECONDS)."""
    deadline = time.monotonic() + WAIT_SECONDS
    page = None
    while time.monotonic() < deadline:
        page = fetch(url)
        if page and text in page:
            return page
        time.sleep(0.5)
    pytest.fail(f"{url} never showed {text!r}")


@pytest.fixture
def served(tmp_path):
    """A copy of the project served by `python -m generator serve`; yields (seeds, base URL)."""
    copy_sources(tmp_path)
    seeds = tmp_path / "seeds"
    shutil.copytree(ROOT / "seeds", seeds)
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "generator", "serve", "--seeds", str(seeds), "--docs", str(tmp_path / "docs"),
         "--config", str(tmp_path / "mkdocs.yml"), "--dev-addr", f"127.0.0.1:{port}"],
        cwd=ROOT, env=build_env(), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True,
    )
    try:
        yield seeds, f"http://127.0.0.1:{port}/neurips-2026/"
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=30)


def test_a_correction_edited_while_serving_shows_on_the_page(served):
    seeds, base = served
    wait_for(f"{base}papers/{PAPER}/", "Suggest a correction")
    (seeds / "corrections").mkdir(exist_ok=True)
    (seeds / "corrections" / f"{PAPER}.yml").write_text('title: "A Fabricated Title Set While Serving"\n')
    wait_for(f"{base}papers/{PAPER}/", "A Fabricated Title Set While Serving")
    # Search works the same as on the built site: its index is served, and follows the edit.
    wait_for(f"{base}searchdata/docs/0.json", "A Fabricated Title Set While Serving")


def test_a_new_seed_list_while_serving_gets_its_page(served):
    seeds, base = served
    wait_for(base, "57 papers")
    abstract = "We fabricate an abstract while the server runs, to see its page appear."
    (seeds / "zz_new.txt").write_text(f"NeurIPS 2026 Papers\n\n{abstract}\n")
    wait_for(f"{base}papers/{paper_id(abstract)}/", "We fabricate an abstract while the server runs")
    assert "58 papers" in wait_for(base, "58 papers")
