import yaml

from generator.area_list import load_areas
from generator.areas import classify_all
from generator.normalize import plain_text
from generator.reader import read_directory
from tests.conftest import ROOT
from tests.measure_labelled import measure


def test_a_blind_set_is_measured_as_its_tests_measure_it():
    # the figures that tests/test_area_agreement.py and test_keyword_gold.py floor for blind11,
    # counted here the way test_area_agreement.py counts them
    folder = ROOT / "tests" / "data" / "blind11"
    labels = yaml.safe_load((folder / "labels.yml").read_text(encoding="utf-8"))
    results = classify_all([plain_text(abstract.text) for abstract in read_directory(folder).abstracts], load_areas())
    top1 = sum(result.primary.slug == label["primary"] for result, label in zip(results, labels))
    assigned = sum(label["primary"] in (result.primary.slug, *(area.slug for area in result.secondary))
                   for result, label in zip(results, labels))
    agreement = measure(folder)
    assert (agreement.abstracts, agreement.top1, agreement.assigned) == (42, top1, assigned)
    assert 0.19 <= agreement.keywords[2] <= 1 and 0 < agreement.title_words <= 1
    assert agreement.line("blind11").startswith(f"blind11: areas top-1 {top1}/42, assigned {assigned}/42; keywords P ")
