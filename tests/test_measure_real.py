"""tests/measure_real.py on a fabricated paper list in the shape of the public lists of past venues."""

import json

from tests.measure_real import measure


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
