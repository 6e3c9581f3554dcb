"""generator/pipeline.py: the stages in order, in memory."""

import pytest

from generator import background, pipeline, titles
from generator.area_list import load_areas
from generator.corrections import Correction
from generator.reader import RawAbstract, read_directory
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


def test_a_paper_whose_abstract_states_no_contribution_is_titled_by_its_keywords(seeds):
    """The titles come after the keywords, which title an abstract whose sentences never
    say what the paper does; a correction's keywords do it for a corrected paper."""
    unstated = RawAbstract("list.txt", 1, 1, "Recent years have seen a rise in methods for modelling contact "
                                            "between rigid bodies. Simulators trained on graphs of contacts are "
                                            "accurate on benchmarks.")  # (fabricated)
    abstracts = [unstated, *seeds[0][:3]]
    ids = pipeline.assign_ids(abstracts)
    papers, _ = pipeline.derive_papers(abstracts, ids, seeds[2], {})
    assert papers[0].title == titles.keyword_title(papers[0].keywords) and " and " in papers[0].title
    fix = Correction(ids[0], "corrections/x.yml", keywords=("rigid-body contact", "learned simulators"))
    fixed, _ = pipeline.derive_papers(abstracts, ids, seeds[2], {ids[0]: fix})
    assert fixed[0].title == "Rigid-Body Contact and Learned Simulators"
    assert [paper.title for paper in fixed[1:]] == [paper.title for paper in papers[1:]]


def test_a_name_that_five_abstracts_use_leads_no_title(seeds):
    """(fabricated) "CNNs" would lead the first title, but four more abstracts use it."""
    texts = ["We propose to train convolutional neural networks (CNNs) with binary weights. We present Group-Net, "
             "a network decomposition strategy for binary CNNs.",
             *(f"Pruning CNNs by rule {n} keeps accuracy on image benchmark number {n}." for n in range(4))]
    abstracts = [RawAbstract("list.txt", n, 2 * n - 1, text) for n, text in enumerate(texts, start=1)]
    papers, _ = pipeline.derive_papers(abstracts, pipeline.assign_ids(abstracts), seeds[2], {})
    assert papers[0].title.startswith("Group-Net: ")
    papers, _ = pipeline.derive_papers(abstracts[:4], pipeline.assign_ids(abstracts[:4]), seeds[2], {})
    assert papers[0].title.startswith("CNNs: ")


def test_a_paper_is_tagged_with_its_name_unless_a_correction_gives_its_keywords(seeds):
    """(fabricated) The title's name joins the derived keywords, first; curated ones stay as given."""
    text = ("Caricatures exaggerate faces. We present WarpGAN, a network that warps and styles a face photo into a "
            "caricature, learned from unpaired photos and caricatures with an identity-preserving adversarial loss.")
    abstracts = [RawAbstract("list.txt", 1, 1, text), *seeds[0][:3]]
    ids = pipeline.assign_ids(abstracts)
    papers, _ = pipeline.derive_papers(abstracts, ids, seeds[2], {})
    assert papers[0].title.startswith("WarpGAN: ") and papers[0].keywords[0] == "WarpGAN", papers[0]
    fix = Correction(ids[0], "corrections/x.yml", keywords=("caricature generation", "face warping"))
    fixed, _ = pipeline.derive_papers(abstracts, ids, seeds[2], {ids[0]: fix})
    assert fixed[0].keywords == ("caricature generation", "face warping")
