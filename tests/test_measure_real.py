"""tests/measure_real.py on a fabricated paper list in the shape of the public lists of past venues."""

import json

from tests.measure_real import measure
from tests.measure_real_search import queries, seed_list


def test_a_real_paper_list_is_measured(tmp_path):
    # FABRICATED papers
    papers = [
        {"title": "ROTI-GCV: Generalized Cross-Validation for Rotationally Invariant Data",
         "abstract": "Cross-validation is unreliable for rotationally invariant data. We introduce a new framework, "
                     "ROTI-GCV, for reliably performing cross-validation under rotational invariance, and we prove "
                     "that its risk estimate is consistent in the proportional regime.",
         "keywords": "cross-validation; rotational invariance"},
        {"title": "Placeholder", "abstract": "To appear."},  # too short: not counted
    ]
    path = tmp_path / "venue.json"
    path.write_text(json.dumps(papers), encoding="utf-8")
    line = measure(path, "theory")
    assert line.startswith("venue.json: 1 papers; title words F1 ")
    assert "leading name kept 1/1" in line and "(1 papers)" in line and "; theory primary " in line


def test_a_real_paper_list_becomes_one_seed_list_and_its_queries(tmp_path):
    # FABRICATED papers; the same abstract twice is one paper
    abstract = ("We propose a sampler for diffusion models that halves the number of steps at equal sample quality, "
                "by reusing the score of the previous step where the trajectory is nearly straight, and we show on "
                "four image benchmarks that it matches the full sampler.")
    papers = [{"title": "Half-Step: Faster $k$-Step Sampling", "abstract": abstract, "keywords": "diffusion; sampling"},
              {"title": "A repeat", "abstract": abstract}]
    path = tmp_path / "venue.json"
    path.write_text(json.dumps(papers), encoding="utf-8")
    listed = seed_list([path], tmp_path / "project")
    assert [paper["title"] for paper in listed] == ["Half-Step: Faster $k$-Step Sampling"]
    assert (tmp_path / "project" / "seeds" / "real.txt").read_text(encoding="utf-8") == f"Real abstracts\n\n{abstract}\n"
    asked = queries(listed, {1: "0123456789"}, sample=5)
    assert asked == {"title": [{"query": "Half-Step: Faster k-Step Sampling", "paper": "0123456789"}],
                     "keywords": [{"query": "diffusion sampling", "paper": "0123456789"}]}
