"""The site built from this checkout into a temporary folder: a copy of the
hand-written sources, the pages generated from a seed folder, and
`mkdocs build --strict` with no warning allowed. `shared_site()` builds it from
seeds/ once per test session for every test that only reads it."""

from __future__ import annotations

import atexit
import functools
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import yaml

from generator.reader import read_directory
from tests.conftest import ROOT

# What a site build needs besides the generated pages.
HAND_WRITTEN = ["mkdocs.yml", "overrides", "docs/about.md", "docs/my-list.md", "docs/explore.md", "docs/stylesheets"]

# The build date when SOURCE_DATE_EPOCH is not set (make sets it from the last
# commit): 2026-12-01T00:00:00Z, so that the test builds never depend on the clock.
DEFAULT_EPOCH = "1796083200"


def _run(*command: str, cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess:
    return subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, check=False)


def build_env(epoch: str | None = None) -> dict[str, str]:
    return {**os.environ, "SOURCE_DATE_EPOCH": epoch or os.environ.get("SOURCE_DATE_EPOCH") or DEFAULT_EPOCH}


def synthetic_list(count: int, seed: int = 2026) -> str:
    """A seed list of `count` look-alike abstracts (fabricated: 5-9 sentences of the seed
    abstracts drawn at random), deterministic for a `seed`; make bench builds from it."""
    sentences = [
        sentence.strip() + "."
        for abstract in read_directory(ROOT / "seeds").abstracts
        for sentence in abstract.text.split(". ")
        if sentence.strip()
    ]
    rng = random.Random(seed)
    abstracts = {" ".join(rng.sample(sentences, rng.randint(5, 9))) for _ in range(count)}
    return "NeurIPS 2026 Papers\n\n" + "\n\n".join(sorted(abstracts)) + "\n"


def copy_sources(project: Path) -> None:
    """Copy the hand-written site sources into `project`."""
    for name in HAND_WRITTEN:
        source, target = ROOT / name, project / name
        target.parent.mkdir(parents=True, exist_ok=True)
        (shutil.copytree if source.is_dir() else shutil.copy)(source, target)


def generate(project: Path, seeds: Path = ROOT / "seeds", env: dict[str, str] | None = None
             ) -> subprocess.CompletedProcess:
    """Copy the sources into `project` and generate its pages from `seeds` (with `env`
    added to the environment); return the run."""
    copy_sources(project)
    generated = _run(sys.executable, "-m", "generator", "build", "--seeds", str(seeds),
                     "--docs", str(project / "docs"), cwd=ROOT, env={**build_env(), **(env or {})})
    assert generated.returncode == 0, generated.stderr
    return generated


def mkdocs_build(project: Path, site_dir: str = "site", epoch: str | None = None, config: str = "mkdocs.yml") -> Path:
    """`mkdocs build --strict` of a generated project (with its `config` file) into
    project/<site_dir>, which it returns."""
    built = _run(sys.executable, "-m", "mkdocs", "build", "--strict", "--config-file", config, "--site-dir", site_dir,
                 cwd=project, env=build_env(epoch))
    assert built.returncode == 0, built.stderr
    assert not re.search(r"^(WARNING|ERROR)\s", built.stderr, re.MULTILINE), built.stderr
    return project / site_dir


def mkdocs_build_without_hooks(project: Path) -> Path:
    """The same build with mkdocs.yml's hooks left out (as an engine that runs no hooks
    builds the site), into project/site-no-hooks, which it returns."""
    config = yaml.safe_load((project / "mkdocs.yml").read_text(encoding="utf-8"))
    del config["hooks"]
    (project / "mkdocs-no-hooks.yml").write_text(yaml.safe_dump(config, sort_keys=False), encoding="utf-8")
    return mkdocs_build(project, site_dir="site-no-hooks", config="mkdocs-no-hooks.yml")


def tree(folder: Path) -> dict[str, bytes]:
    """Every file under `folder`: its bytes by relative path."""
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def build(project: Path, seeds: Path = ROOT / "seeds", epoch: str | None = None) -> Path:
    """Generate and build the site in `project` from `seeds`; return its site/ folder."""
    generate(project, seeds)
    return mkdocs_build(project, epoch=epoch)


@functools.cache
def shared_site() -> Path:
    """The site, built once per test session (removed when the session ends)."""
    project = Path(tempfile.mkdtemp(prefix="neurips-site-"))
    atexit.register(shutil.rmtree, project, ignore_errors=True)
    return build(project)


def search_cards(site: Path) -> dict[str, dict]:
    """What the site's search shows for each page it can find (searchdata/docs/*.json,
    written by generator/search_index.py), by page address ("papers/<id>/")."""
    files = (json.loads(path.read_text(encoding="utf-8")) for path in (site / "searchdata/docs").glob("*.json"))
    return {card["u"]: card for cards in files for card in cards}
