"""The whole site built from this checkout into a temporary folder, the way
tests/test_site.py builds it (a copy of the hand-written sources, the pages
generated from seeds/, `mkdocs build --strict`), for the browser, link-check and
reproducibility tests. `shared_site()` builds it once per test session."""

from __future__ import annotations

import atexit
import functools
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from tests.conftest import ROOT
from tests.test_site import HAND_WRITTEN

# The build date when SOURCE_DATE_EPOCH is not set (make sets it from the last
# commit): 2026-12-01T00:00:00Z, so that the test builds never depend on the clock.
DEFAULT_EPOCH = "1796083200"


def _run(*command: str, cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess:
    return subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, check=False)


def build_env(epoch: str | None = None) -> dict[str, str]:
    return {**os.environ, "SOURCE_DATE_EPOCH": epoch or os.environ.get("SOURCE_DATE_EPOCH") or DEFAULT_EPOCH}


def generate(project: Path) -> Path:
    """Copy the hand-written sources into `project` and generate the pages under
    project/docs; return the project folder."""
    for name in HAND_WRITTEN:
        source, target = ROOT / name, project / name
        target.parent.mkdir(parents=True, exist_ok=True)
        (shutil.copytree if source.is_dir() else shutil.copy)(source, target)
    generated = _run(sys.executable, "-m", "generator", "build", "--docs", str(project / "docs"), cwd=ROOT,
                     env=build_env())
    assert generated.returncode == 0, generated.stderr
    return project


def mkdocs_build(project: Path, site_dir: str = "site", epoch: str | None = None) -> Path:
    """`mkdocs build --strict` of a generated project into project/<site_dir>."""
    built = _run(sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", site_dir, cwd=project,
                 env=build_env(epoch))
    assert built.returncode == 0, built.stderr
    assert not re.search(r"^(WARNING|ERROR)\s", built.stderr, re.MULTILINE), built.stderr
    return project / site_dir


def build(project: Path, epoch: str | None = None) -> Path:
    """Generate and build the site in `project`; return its site/ folder."""
    return mkdocs_build(generate(project), epoch=epoch)


@functools.cache
def shared_site() -> Path:
    """The site, built once per test session (removed when the session ends)."""
    project = Path(tempfile.mkdtemp(prefix="neurips-site-"))
    atexit.register(shutil.rmtree, project, ignore_errors=True)
    return build(project)
