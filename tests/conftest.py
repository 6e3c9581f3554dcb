"""Shared test options. Refresh every golden file with `make golden`
(that is: python -m pytest --update-golden)."""

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

# The browser fixtures (site, papers, base_url, browser, tab), for the browser tests.
pytest_plugins = ["tests.browser"]


def pytest_addoption(parser):
    parser.addoption("--update-golden", action="store_true", help="rewrite golden files instead of comparing")


@pytest.fixture
def golden(request):
    """Compare text with a golden file under tests/data/, or rewrite it with --update-golden."""

    def check(name: str, text: str) -> None:
        path = ROOT / "tests" / "data" / name
        if request.config.getoption("--update-golden"):
            path.write_text(text, encoding="utf-8")
            return
        assert path.exists(), f"{path} is missing; create it with `make golden`"
        assert text == path.read_text(encoding="utf-8"), f"{path} differs; review, then `make golden`"

    return check
