"""generator/broken_words.py: words a list broke at a line's end, whole again (fabricated text)."""

import pytest

from generator.broken_words import mended


@pytest.mark.parametrize("text, expected", [
    ("few-shot learn- ing in a sce- nario", "few-shot learning in a scenario"),  # words of the vocabulary
    ("approximate com- putations", "approximate computations"),  # ... in the plural
    ("the Fluxor- ator and the Fluxorator", "the Fluxorator and the Fluxorator"),  # a word the text writes whole
    ("real- world data", "real-world data"),  # no word: a compound
    ("pre- and post-training, low- or high-rank", "pre- and post-training, low- or high-rank"),  # joining words
    ("parameter values- the data", "parameter values- the data"),  # a dash before a stop word
    ("no break here", "no break here"),
])
def test_a_broken_word_is_whole_again(text, expected):
    assert mended(text) == expected
