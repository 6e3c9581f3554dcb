"""generator/keyword_selection.py: one tag per concept across papers (fabricated tags)."""

from generator.keyword_selection import (inside_broad, one_tag_per_concept, select, without_their_head,
                                         without_their_modifier)
from generator.keywords import extract_keywords


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


def test_one_paper_gets_one_of_two_kinds_of_the_same_thing():
    """"bandit problem" and "bandit algorithm", "residual networks" and "residual architectures" were tags of one
    real paper each: the same concept named by two of keywords.yml's concept heads. (The words are stems.)"""
    scored = [(3.0, "bandit problem"), (2.5, "bandit algorithm"), (2.0, "regret bound"), (1.5, "bandit feedback")]
    key_words = {key: tuple(key.split()) for _, key in scored}
    assert [key for _, key in select(scored, key_words, 4)] == ["bandit problem", "regret bound", "bandit feedback"]


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


def test_a_candidate_found_only_as_the_end_of_a_longer_one_lacks_its_modifier():
    """Fabricated occurrences: "descent algorithm" is always "coordinate descent algorithm" here;
    "feature selection" stands alone once."""
    keys = ["coordinate descent algorithm", "descent algorithm", "coordinate descent algorithm", "descent algorithm",
            "sparse feature selection", "feature selection", "feature selection"]
    assert without_their_modifier(keys) == {"descent algorithm"}


def test_a_phrase_most_papers_write_only_after_a_modifier_connects_no_papers():
    """Fabricated abstracts: "descent algorithm" was the tag of papers of coordinate descent and of
    mirror descent, shared by them on a fragment (the real lists had it 14 times)."""
    docs = ["We develop a coordinate descent algorithm for sparse regression. The coordinate descent algorithm "
            "converges fast on lasso problems.",
            "We study a mirror descent algorithm for online learning. The mirror descent algorithm attains optimal "
            "regret.", "We propose a kernel method for graphs.", "Graph neural networks learn on graphs."]
    tags = extract_keywords(docs)
    assert "coordinate descent algorithm" in tags[0] and "mirror descent algorithm" in tags[1], tags


def test_a_candidate_found_only_inside_a_broad_phrase_is_a_piece_of_it():
    """Fabricated occurrences: "processing models" is only ever part of "natural language processing
    models" (keywords.yml's broad_phrases, which became "processing models" once the whole was one);
    "language models" stands alone once, and a phrase of no broad one keeps its pieces."""
    keys = ["natural language processing model", "language processing model", "processing model",
            "language model", "natural language processing model", "language processing model", "processing model",
            "language model", "language model", "region proposal network", "proposal network"]
    assert inside_broad(keys) == {"language processing model", "processing model"}
