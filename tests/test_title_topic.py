"""generator/title_topic.py: the topic of an abstract, the subject of its first sentence
(fabricated sentences)."""

import pytest

from generator.title_topic import topic


@pytest.mark.parametrize("text, expected", [
    ("Kalman filtering provides a principled inference framework. We propose X.", "Kalman filtering"),
    # what the background says of the topic before it names it goes
    ("Recent advancements in 3D Gaussian splatting have enabled fast rendering. We propose X.",
     "3D Gaussian splatting"),
    ("The rapid growth of online product reviews makes reading them hard. We propose X.", "online product reviews"),
    ("Progress in robotics depends on data. We propose X.", "robotics"),
])
def test_the_topic_is_the_subject_of_the_first_sentence(text, expected):
    assert topic(text) == expected
