"""generator/keyword_candidates.py: what an acronym's long form may be (fabricated long forms)."""

import pytest

from generator.keyword_candidates import long_form_entry


@pytest.mark.parametrize("long_form, acronym, kept", [
    ("adversarially regularized autoencoder", "ARAE", True),  # a generic first word its acronym spells
    ("generalised policy improvement", "GPI", True),  # ... and a generic last word
    ("solving partially observable Markov decision processes", "POMDPs", False),  # not spelled: no long form
    ("novel view synthesis", "NVS", True),
    ("novel view synthesis", "VS", False),
    ("the model", "TM", False),  # a stop word
])
def test_a_long_form_keeps_a_generic_first_word_only_if_its_acronym_spells_it(long_form, acronym, kept):
    assert (long_form_entry(long_form, acronym=acronym) is not None) == kept
