"""generator/pipeline.py: the stages in order, in memory."""

import pytest

from generator import background, pipeline
from generator.areas import load_areas
from generator.reader import read_directory
from tests.conftest import ROOT


@pytest.fixture(scope="module")
def seeds():
    abstracts = read_directory(ROOT / "seeds").abstracts
    return abstracts, pipeline.assign_ids(abstracts), load_areas()


def test_the_papers_do_not_depend_on_how_the_work_is_shared(seeds, monkeypatch):
    """Derived in tasks of a few abstracts in forked workers, or all here at once: the
    same papers and the same vectors, bit for bit."""
    abstracts, ids, areas = seeds
    shared_out = pipeline.derive_papers(abstracts, ids, areas, {})
    monkeypatch.setattr(pipeline, "ABSTRACTS_PER_TASK", 7)
    small_tasks = pipeline.derive_papers(abstracts, ids, areas, {})
    monkeypatch.setattr(background, "worker_count", lambda: 1)
    monkeypatch.setattr(pipeline, "ABSTRACTS_PER_TASK", len(abstracts))
    here = pipeline.derive_papers(abstracts, ids, areas, {})
    for papers, vectors in (small_tasks, here):
        assert papers == shared_out[0]
        assert vectors.tobytes() == shared_out[1].tobytes()
    assert len({paper.title for paper in here[0]}) == len(abstracts) > 50
