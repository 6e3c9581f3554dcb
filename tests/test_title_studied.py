"""generator/title_studied.py: what the authors say they study, as a title names it
(fabricated sentences)."""

import pytest

from generator.title_studied import of_topic, studied_object

TOPIC_FIRST = "Programming assistants are used by millions of students. "


@pytest.mark.parametrize("sentence, rest, studied", [
    ("We study the convergence of SGD under heavy tails.", "the convergence of SGD under heavy tails.",
     "the convergence of SGD under heavy tails"),
    ("We study these challenges.", "these challenges.", ""),  # names no topic
    ("We investigate their origin in attention heads.", "their origin in attention heads.", ""),  # points back
    ("We analyze the convergence of the resulting method.", "the convergence of the resulting method.", ""),
    ("We consider the stricter requirement of zero violation.", "the stricter requirement of zero violation.", ""),
    ("We evaluate nine classifiers on 8,700 images.", "nine classifiers on 8,700 images.",
     "an evaluation of nine classifiers on 8,700 images"),  # a counted evaluation is a study
    ("We evaluate it offline with held-out clicks.", "it offline with held-out clicks.", ""),
    ("We study how agencies specify, evaluate and monitor the systems they buy, and why.",
     "how agencies specify, evaluate and monitor the systems they buy, and why.",
     "how agencies specify, evaluate and monitor the systems they buy"),  # a "how" clause keeps its list
])
def test_the_object_of_a_study_verb(sentence, rest, studied):
    assert studied_object(sentence, rest) == studied


def test_a_study_of_its_design_only_or_a_variant_is_one_of_the_topic():
    assert of_topic("a randomized field study with 312 students", TOPIC_FIRST) == (
        "a randomized field study of Programming assistants with 312 students")
    assert of_topic("a variant", TOPIC_FIRST) == "a variant of Programming assistants"
    assert of_topic("a randomized field study", "Do students learn less? We ran a study.") == "a randomized field study"


def test_a_setting_between_commas_after_how_leaves_the_question_whole():
    # fabricated: was "how, in graph neural networks, depth" (cut at the comma)
    rest = "how, in graph neural networks, depth affects the smoothness of node features."
    assert studied_object("We study " + rest, rest) == "how depth affects the smoothness of node features"
