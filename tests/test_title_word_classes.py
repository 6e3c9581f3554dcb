"""generator/title_word_classes.py: what kind of word a title's word is (fabricated words)."""

import pytest

from generator.title_word_classes import is_adverb, is_verb, looks_plural, with_s


@pytest.mark.parametrize("word, adverb", [
    ("directly", True), ("Jointly", True), ("anomaly", False), ("subfamily", False), ("fly", False), ("FULLY", False),
])
def test_an_adverb_is_a_word_in_ly_that_is_no_noun(word, adverb):
    assert is_adverb(word) is adverb


@pytest.mark.parametrize("word, plural", [
    ("methods", True), ("Trajectories", True), ("loss", False), ("status", False), ("analysis", False), ("Lloyd's", False),
])
def test_a_plural_is_spelled_so(word, plural):
    assert looks_plural(word) is plural


@pytest.mark.parametrize("word, verb", [("is", True), ("aligns", True), ("converges", True), ("graphs", False)])
def test_a_verb_is_an_auxiliary_or_a_verb_in_s(word, verb):
    assert is_verb(word) is verb


def test_with_s_makes_a_nouns_plural_and_a_verbs_s_form():
    assert with_s("discrepancy") == "discrepancies" and with_s("Memory") == "Memories"
    assert with_s("network") == "networks" and with_s("box") == "boxes" and with_s("day") == "days"
    assert with_s("video") == "videos" and with_s("go", verb=True) == "goes"
    assert with_s("vary", verb=True) == "varies" and with_s("align", verb=True) == "aligns"
