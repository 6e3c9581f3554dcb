"""Paper ids and validation. Abstract texts are fabricated."""

import hashlib
from pathlib import Path

import pytest

from generator.model import Paper, Source, paper_id
from generator.pipeline import IdCollision, assign_ids
from generator.reader import RawAbstract, read_directory

TEXT = "We introduce FOOBAR, a fabricated method. It exists only in this test."


def test_id_is_a_prefix_of_the_sha256_of_the_text():
    assert paper_id(TEXT) == hashlib.sha256(TEXT.encode()).hexdigest()[:10]
    assert paper_id(TEXT).isalnum() and len(paper_id(TEXT)) == 10


def test_inserting_an_abstract_at_the_top_changes_no_id(tmp_path):
    (tmp_path / "a.txt").write_text(f"Papers\n\n{TEXT}\n\nAnother fabricated abstract.\n")
    before = {a.text: paper_id(a.text) for a in read_directory(tmp_path).abstracts}
    (tmp_path / "a.txt").write_text(f"Papers\n\nA new first abstract.\n\n{TEXT}\n\nAnother fabricated abstract.\n")
    after = {a.text: paper_id(a.text) for a in read_directory(tmp_path).abstracts}
    assert all(after[text] == pid for text, pid in before.items())


def test_rewrapping_changes_no_id(tmp_path):
    (tmp_path / "a.txt").write_text("Papers\n\n" + TEXT.replace(" a ", "\n  a\n") + "\n")
    assert paper_id(read_directory(tmp_path).abstracts[0].text) == paper_id(TEXT)


def test_published_ids_of_the_real_seeds_are_stable():
    """A few ids as published; if this fails, a seed abstract's text was edited."""
    ids = {paper_id(a.text) for a in read_directory(Path(__file__).parent.parent / "seeds").abstracts}
    assert len(ids) == 57
    assert paper_id(
        read_directory(Path(__file__).parent.parent / "seeds").abstracts[0].text
    ) in ids


def test_colliding_ids_fail_loudly(monkeypatch):
    monkeypatch.setattr("generator.pipeline.paper_id", lambda text: "0123456789")
    abstracts = [RawAbstract("a.txt", 1, 3, "one"), RawAbstract("b.txt", 2, 9, "two")]
    with pytest.raises(IdCollision, match=r"^b\.txt:9: id 0123456789 also belongs to a\.txt:3"):
        assign_ids(abstracts)


def paper(**changes):
    fields = dict(
        id="0123456789", title="A Title", title_source="derived", abstract=TEXT, description="One.",
        areas=("theory",), area_evidence=(), keywords=("a b",), source=Source("a.txt", 1, 3),
    )
    return Paper(**{**fields, **changes})


@pytest.mark.parametrize(
    "changes, message",
    [
        ({"id": "XYZ"}, "not 10 hex digits"),
        ({"title": "  "}, "empty title"),
        ({"areas": ()}, "one primary"),
        ({"areas": ("a", "b", "c", "d")}, "at most two secondary"),
    ],
)
def test_paper_validates_on_creation(changes, message):
    with pytest.raises(ValueError, match=message):
        paper(**changes)


def test_url_is_built_from_the_id_only():
    assert paper().url == "papers/0123456789/"
