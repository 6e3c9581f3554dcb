"""generator/keyword_selection.py: one tag per concept across papers (fabricated tags)."""

from generator.keyword_selection import one_tag_per_concept, without_their_head


def test_x_and_x_model_become_the_tag_more_papers_carry():
    tags = [("LSTMs", "sentiment"), ("LSTMs",), ("LSTM networks", "speech"), ("LSTM model", "LSTMs"),
            ("EM",), ("EM algorithm", "mixtures"), ("EM algorithm",),
            ("classification networks",), ("classification problems",), ("classification problems",),
            ("classification",), ("instance learning",), ("instance",)]
    assert one_tag_per_concept(tags) == [
        ("LSTMs", "sentiment"), ("LSTMs",), ("LSTMs", "speech"), ("LSTMs",),  # a paper with both keeps one
        ("EM algorithm",), ("EM algorithm", "mixtures"), ("EM algorithm",),  # the form most papers write
        # "X" joins its leading variant, but "X networks" and "X problems" stay two concepts
        ("classification networks",), ("classification problems",), ("classification problems",),
        ("classification problems",),
        ("instance learning",), ("instance",)]  # "learning" makes a new concept


def test_tags_without_such_pairs_are_left_as_they_are():
    tags = [("diffusion models", "score matching"), ("score matching",), ()]
    assert one_tag_per_concept(tags) == tags


def test_a_candidate_found_only_as_the_start_of_a_longer_one_lacks_its_head():
    """Fabricated occurrences: "active feature" is always "active feature acquisition" here;
    "feature acquisition" is a phrase of its own, and "feature selection" stands alone once."""
    keys = ["active feature", "active feature acquisition", "feature acquisition", "active feature",
            "active feature acquisition", "feature acquisition", "feature selection", "feature selection",
            "feature selection method", "rl agent"]
    assert without_their_head(keys) == {"active feature"}
