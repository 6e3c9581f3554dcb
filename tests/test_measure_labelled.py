from tests.conftest import ROOT
from tests.measure_labelled import measure


def test_a_blind_set_is_measured_as_its_tests_measure_it():
    # the figures that tests/test_area_agreement.py and test_keyword_gold.py floor for blind11
    agreement = measure(ROOT / "tests" / "data" / "blind11")
    assert (agreement.abstracts, agreement.top1, agreement.assigned) == (42, 31, 36)
    assert 0.19 <= agreement.keywords[2] <= 1 and 0 < agreement.title_words <= 1
    assert agreement.line("blind11").startswith("blind11: areas top-1 31/42, assigned 36/42; keywords P ")
