"""generator/joined_words.py: two phrases joined by a preposition (fabricated texts)."""

import pytest

from generator.joined_words import joined_by_a_preposition


@pytest.mark.parametrize("one, other, text, joined", [
    ("loss", "GAN", "Adversarial losses for the GANs we train.", "losses for the GANs"),
    ("process", "graph", "processes on graphs", "processes on graphs"),
    ("kernel", "the test", "a kernel for the test", "kernel for the test"),  # the article is the other's own
    ("learning", "graphs", "Learning  WITH\ngraphs.", "Learning  WITH\ngraphs"),
    ("learning", "graph", "deep-learning on graphs; learning on graphs", "learning on graphs"),  # a word of its own
    ("learning", "graph", "learning on graph-based models", ""),
    ("learning", "graph", "learning on graphical models", ""),
    ("learning", "graph", "learning and graphs", ""),
    ("istanbul", "maps", "İ. Istanbul of maps", "Istanbul of maps"),  # a letter whose lower case is longer
])
def test_two_keywords_are_found_joined_by_a_preposition(one, other, text, joined):
    """Fabricated cases of what the regular expression that this search replaced matched."""
    assert joined_by_a_preposition(one, other, text) == joined
