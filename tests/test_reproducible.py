"""Reproducible builds: two clean builds of the same sources, in different folders,
give byte-identical pages and sites. The only date in the output is the build date
of sitemap.xml (and the mtime of sitemap.xml.gz), and it comes from
SOURCE_DATE_EPOCH, which `make` sets to the time of the last commit."""

import gzip
import shutil
from datetime import datetime, timezone
from pathlib import Path

import pytest

from tests.built_site import build, build_env, generate, mkdocs_build, shared_site, synthetic_list, tree
from tests.conftest import ROOT


@pytest.fixture(scope="module")
def first() -> Path:
    return shared_site().parent


@pytest.fixture(scope="module")
def second(tmp_path_factory) -> Path:
    """A second clean build, in another folder, seconds after the first."""
    project = tmp_path_factory.mktemp("another-checkout")
    build(project)
    return project


def test_generator_output_is_byte_identical(first, second):
    one, two = tree(first / "docs"), tree(second / "docs")
    assert len(one) > 57 + 21
    assert one.keys() == two.keys()
    assert [name for name in one if one[name] != two[name]] == []


def test_generator_output_does_not_depend_on_string_hashing(tmp_path):
    """Python hashes strings with a seed drawn per process, so a loop over a set of
    strings may run in another order in the next build (one flipped a published title
    between "A k-Step ..." and "A K-Step ..."). The seeds and 3,000 look-alikes of
    `make bench`, generated under two hash seeds, give the same pages."""
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    for path in (ROOT / "seeds").glob("*.txt"):
        shutil.copy(path, seeds)
    (seeds / "synthetic.txt").write_text(synthetic_list(3000), encoding="utf-8")
    trees = []
    for hash_seed in ("1", "4"):  # 4 was the one that flipped the title
        generate(tmp_path / f"hash-{hash_seed}", seeds, env={"PYTHONHASHSEED": hash_seed})
        trees.append(tree(tmp_path / f"hash-{hash_seed}" / "docs"))
    assert len(trees[0]) > 3000 and trees[0].keys() == trees[1].keys()
    assert [name for name in trees[0] if trees[0][name] != trees[1][name]] == []


def test_two_builds_give_byte_identical_sites(first, second):
    one, two = tree(first / "site"), tree(second / "site")
    assert len(one) > 100
    assert one.keys() == two.keys()
    assert [name for name in one if one[name] != two[name]] == []


def test_the_build_date_comes_from_source_date_epoch_only(second):
    """A build dated three days later differs only in the sitemap's dates."""
    epoch = int(build_env()["SOURCE_DATE_EPOCH"])
    later = epoch + 3 * 86400
    other = mkdocs_build(second, site_dir="site-later", epoch=str(later))
    one, two = tree(second / "site"), tree(other)
    assert one.keys() == two.keys()
    assert sorted(name for name in one if one[name] != two[name]) == ["sitemap.xml", "sitemap.xml.gz"]

    day = datetime.fromtimestamp(later, timezone.utc).strftime("%Y-%m-%d")
    sitemap = two["sitemap.xml"].decode()
    assert sitemap.count("<lastmod>") == sitemap.count(f"<lastmod>{day}</lastmod>") == sitemap.count("<url>") > 21
    with gzip.open(other / "sitemap.xml.gz") as compressed:
        assert compressed.read() == two["sitemap.xml"]
    assert int.from_bytes(two["sitemap.xml.gz"][4:8], "little") == int(
        datetime.strptime(day, "%Y-%m-%d").replace(tzinfo=timezone.utc).timestamp()
    )
