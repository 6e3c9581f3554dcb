"""The build cache: a build whose inputs did not change since the last one into
the same docs folder writes nothing; a changed input, or a generated file
deleted, edited or added by hand, makes the next build a real one.
Seed lists and corrections here are fabricated."""

import shutil
import subprocess
import sys

import pytest

from generator.config import Settings
from generator.writer import BuildCache, fingerprints
from tests.conftest import ROOT

FABRICATED = (
    "NeurIPS 2026 Papers\n\n"
    "We introduce ZEPHYR, a fabricated streaming captioning model for long videos. It is fast.\n\n"
    "Graph transformers scale poorly. We propose \\sysname, which routes attention through anchors.\n"
)
ZEPHYR = "90f3a05f8b"  # the id of FABRICATED's first abstract
SKIPPED = "(no input changed since the last build)"


def build(seeds, docs, *options, cwd=ROOT) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "generator", "build", "--seeds", str(seeds), "--docs", str(docs), *map(str, options)],
        cwd=cwd, capture_output=True, text=True, check=False,
    )


def stamps(docs):
    return {path: path.stat().st_mtime_ns for path in docs.rglob("*") if path.is_file()}


@pytest.fixture
def built(tmp_path):
    """A seed folder and the docs folder built from it once."""
    seeds, docs = tmp_path / "seeds", tmp_path / "docs"
    seeds.mkdir()
    (seeds / "list.txt").write_text(FABRICATED, encoding="utf-8")
    first = build(seeds, docs)
    assert first.returncode == 0, first.stderr
    assert SKIPPED not in first.stdout
    return seeds, docs


def test_a_second_build_writes_nothing_and_says_so(built):
    seeds, docs = built
    before = stamps(docs)
    again = build(seeds, docs)
    assert again.returncode == 0, again.stderr
    assert again.stdout.startswith("2 papers from 1 list, 21 areas, 1 warning; wrote 0, unchanged ")
    assert again.stdout.rstrip().endswith(f"removed 0 files {SKIPPED}")
    assert again.stderr.startswith("warning: undefined macro \\sysname in 1 abstract")  # as the build said
    assert stamps(docs) == before


def test_the_cache_is_kept_beside_the_docs_folder_not_in_it(built):
    seeds, docs = built
    assert Settings(seeds_dir=seeds, docs_dir=docs).cache_file == docs.parent / ".cache" / "generator" / "docs.json"
    assert (docs.parent / ".cache" / "generator" / "docs.json").is_file()
    assert not [path for path in docs.rglob("*") if "cache" in path.name]


@pytest.mark.parametrize("change", ["seed list", "new seed list", "correction", "registry"])
def test_a_changed_input_rebuilds(built, change):
    seeds, docs = built
    if change == "seed list":
        (seeds / "list.txt").write_text(FABRICATED + "\nA third fabricated abstract about nothing at all.\n",
                                        encoding="utf-8")
    elif change == "new seed list":
        (seeds / "more.txt").write_text("A third fabricated abstract about nothing at all.\n", encoding="utf-8")
    elif change == "correction":
        (seeds / "corrections").mkdir()
        (seeds / "corrections" / f"{ZEPHYR}.yml").write_text("title: A Corrected Fabricated Title\n", encoding="utf-8")
    else:
        with (seeds / "published-ids.yml").open("a", encoding="utf-8") as registry:
            registry.write("# a comment the build drops\n")
    again = build(seeds, docs)
    assert again.returncode == 0, again.stderr
    assert SKIPPED not in again.stdout
    if change != "registry":
        assert "wrote 0," not in again.stdout
    assert SKIPPED in build(seeds, docs).stdout  # and the build after that has nothing to do


def test_an_unchanged_edit_of_an_input_still_skips(built):
    """The cache is keyed by the bytes of the inputs, not their modification times."""
    seeds, docs = built
    (seeds / "list.txt").write_text(FABRICATED, encoding="utf-8")
    assert SKIPPED in build(seeds, docs).stdout


def test_another_mkdocs_config_rebuilds(built, tmp_path):
    seeds, docs = built
    config = tmp_path / "mkdocs.yml"
    config.write_text((ROOT / "mkdocs.yml").read_text(encoding="utf-8").replace(
        "repo_url: https://github.com/", "repo_url: https://github.com/fork-"), encoding="utf-8")
    again = build(seeds, docs, "--config", config)
    assert again.returncode == 0, again.stderr
    assert SKIPPED not in again.stdout and "wrote 0," not in again.stdout


@pytest.mark.parametrize("change", ["deleted", "edited", "added"])
def test_a_generated_file_changed_by_hand_is_rebuilt(built, change):
    seeds, docs = built
    page = docs / "papers" / f"{ZEPHYR}.md"
    text = page.read_text(encoding="utf-8")
    if change == "deleted":
        page.unlink()
    elif change == "edited":
        page.write_text(text.replace("ZEPHYR", "ZEPHYr"), encoding="utf-8")  # same size
    else:
        (docs / "papers" / "0000000000.md").write_text("left over", encoding="utf-8")
    again = build(seeds, docs)
    assert again.returncode == 0, again.stderr
    assert SKIPPED not in again.stdout
    assert page.read_text(encoding="utf-8") == text
    assert not (docs / "papers" / "0000000000.md").exists()


def test_a_failed_build_changes_nothing(built):
    seeds, docs = built
    (seeds / "corrections").mkdir()
    (seeds / "corrections" / "not-an-id.yml").write_text("title: X\n", encoding="utf-8")
    assert build(seeds, docs).returncode == 2
    (seeds / "corrections" / "not-an-id.yml").unlink()
    assert SKIPPED in build(seeds, docs).stdout  # the inputs are those of the last good build again


def test_check_never_uses_the_cache(built):
    seeds, docs = built
    (docs / "papers" / f"{ZEPHYR}.md").write_text("edited by hand", encoding="utf-8")
    result = subprocess.run([sys.executable, "-m", "generator", "check", "--generated", "--seeds", str(seeds),
                             "--docs", str(docs)], cwd=ROOT, capture_output=True, text=True, check=False)
    assert result.returncode == 1
    assert f"docs/papers/{ZEPHYR}.md is out of date" in result.stderr


def test_a_change_to_the_generator_rebuilds(built, tmp_path):
    """A copy of the generator whose template gains a comment: same pages, but a real build."""
    seeds, docs = built
    project = tmp_path / "project"
    shutil.copytree(ROOT / "generator", project / "generator", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "mkdocs.yml", project / "mkdocs.yml")
    assert SKIPPED not in build(seeds, docs, cwd=project).stdout  # another generator (its path) than last time
    assert SKIPPED in build(seeds, docs, cwd=project).stdout
    with (project / "generator" / "templates" / "paper.md.j2").open("a", encoding="utf-8") as template:
        template.write("{# a comment #}\n")
    again = build(seeds, docs, cwd=project)
    assert SKIPPED not in again.stdout and "wrote 0," in again.stdout


def test_inputs_are_every_file_a_build_reads():
    settings = Settings()
    inputs = set(settings.inputs())
    assert {settings.registry_file, settings.areas_file, settings.mkdocs_file} <= inputs
    assert ROOT / "generator" / "latex_macros.yml" in inputs
    assert ROOT / "generator" / "templates" / "paper.md.j2" in inputs
    assert ROOT / "generator" / "keywords.py" in inputs
    assert set(settings.seeds_dir.glob("*.txt")) <= inputs
    assert not [path for path in inputs if "__pycache__" in path.parts]


def test_the_key_covers_the_software_versions(tmp_path):
    (tmp_path / "a").write_text("same bytes")
    files = [tmp_path / "a", tmp_path / "missing"]
    assert BuildCache.key(fingerprints(files, ["numpy 2.4.6"])) != BuildCache.key(fingerprints(files, ["numpy 2.5.0"]))
    assert fingerprints(files, [])[str(tmp_path / "missing")] == "unreadable"
