"""Write-if-changed, stale cleanup and duplicate refusal."""

import os

import pytest

from generator.writer import DuplicateOutput, differences, plan, write


def test_writes_only_changed_files_and_removes_stale_ones(tmp_path):
    first = write(tmp_path, [("papers/b.md", "B"), ("index.md", "home"), ("papers/a.md", "A")])
    assert first.written == ["index.md", "papers/a.md", "papers/b.md"]

    os.utime(tmp_path / "papers/a.md", (1, 1))
    second = write(tmp_path, [("index.md", "home"), ("papers/a.md", "A")])
    assert second.written == [] and second.unchanged == ["index.md", "papers/a.md"]
    assert second.removed == ["papers/b.md"]
    assert (tmp_path / "papers/a.md").stat().st_mtime == 1  # untouched
    assert not (tmp_path / "papers/b.md").exists()


@pytest.mark.parametrize("stale", ["tags/zz.md", "searchdata/terms/zz.json", "areas/gone/2.md"])
def test_keyword_pages_and_search_shards_of_a_smaller_list_are_removed(tmp_path, stale):
    """Once the list shrank, 26 stale keyword pages linked to deleted papers."""
    write(tmp_path, [("papers/a.md", "A"), (stale, "old")])
    assert write(tmp_path, [("papers/a.md", "A")]).removed == [stale]


def test_hand_written_files_outside_generated_folders_are_kept(tmp_path):
    (tmp_path / "about.md").write_text("hand-written")
    write(tmp_path, [("papers/a.md", "A")])
    assert (tmp_path / "about.md").read_text() == "hand-written"


def test_same_path_twice_is_refused(tmp_path):
    with pytest.raises(DuplicateOutput, match="papers/a.md: generated twice"):
        plan([("papers/a.md", "A"), ("papers/a.md", "other")])
    with pytest.raises(DuplicateOutput, match="papers/a.md: generated twice"):
        write(tmp_path, [("papers/a.md", "A"), ("papers/a.md", "other")])


def test_each_output_is_written_as_it_comes(tmp_path):
    """The pipeline's pages are still being made while the first are written."""
    def outputs():
        yield "papers/a.md", "A"
        assert (tmp_path / "papers/a.md").read_text() == "A"
        yield "papers/b.md", b"B"
    assert write(tmp_path, outputs()).written == ["papers/a.md", "papers/b.md"]


def test_differences_lists_changed_and_stale_paths(tmp_path):
    write(tmp_path, [("papers/a.md", "A"), ("papers/old.md", "old")])
    assert differences(tmp_path, plan([("papers/a.md", "A2")])) == ["papers/a.md", "papers/old.md"]
    assert differences(tmp_path, plan([("papers/a.md", "A"), ("papers/old.md", "old")])) == []
