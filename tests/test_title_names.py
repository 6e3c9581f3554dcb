"""generator/title_names.py: titles of named contributions (fabricated titles)."""

import pytest

from generator.title_names import name_first


@pytest.mark.parametrize("title, expected", [
    ("A Memory-Efficient Network With Two Branches, Namely TwoNet", "TwoNet: A Memory-Efficient Network With Two Branches"),
    ("An Efficient Backbone, Namely GridMLP for Video Networks", "GridMLP: An Efficient Backbone for Video Networks"),
    ("A Sparse Attention Transformer Entitled SPAformer", "SPAformer: A Sparse Attention Transformer"),
    ("A Denoising Network, Namely DN-3, From the Baseline", "DN-3: A Denoising Network"),  # the aside goes
    ("A Method, Called LEN-2 for Soft Labels", "LEN-2 for Soft Labels"),  # a head that says nothing goes
    # no coined name: a task, words of a longer name, a title-cased word
    ("A Method for Real-Time Graphics, Namely Super-Resolution", "A Method for Real-Time Graphics, Namely Super-Resolution"),
    ("A Fusion Framework, Namely Multi-View Relation Network", "A Fusion Framework, Namely Multi-View Relation Network"),
    ("A Model Called Nemesis", "A Model Called Nemesis"),
])
def test_a_trailing_coined_name_leads(title, expected):
    assert name_first(title) == expected
