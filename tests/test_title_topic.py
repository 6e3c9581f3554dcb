"""generator/title_topic.py: the topic of an abstract, the subject of its first sentence
(fabricated sentences)."""

import pytest

from generator.title_topic import is_topic, topic, with_topic


@pytest.mark.parametrize("text, expected", [
    ("Kalman filtering provides a principled inference framework. We propose X.", "Kalman filtering"),
    # a verb in -s that is a noun as often ("yields") is one before an adjective of a result
    ("Deep learning yields great results across many fields. We propose X.", "Deep learning"),
    # what the background says of the topic before it names it goes
    ("Recent advancements in 3D Gaussian splatting have enabled fast rendering. We propose X.",
     "3D Gaussian splatting"),
    ("The rapid growth of online product reviews makes reading them hard. We propose X.", "online product reviews"),
    # (a real title read "HBFP: A Hybrid BFP-FP Approach for the Wide Adoption of DNNs")
    ("The wide adoption of graph neural networks strains accelerators. We propose X.", "graph neural networks"),
    ("Progress in robotics depends on data. We propose X.", "robotics"),
    ("The field of image denoising has advanced with deep networks. We propose X.", "image denoising"),
    ("There has been an increasing interest in 3D indoor navigation, where a robot follows instructions. We "
     "propose X.", "3D indoor navigation"),
    # ... and so does the time that saw it (the topic was "Recent years", and titles ended "for Recent Years")
    ("Recent years have seen the rise of federated speech recognition on phones. We propose X.",
     "federated speech recognition on phones"),
    ("The past decade has witnessed rapid progress in 3D reconstruction. We propose X.", "3D reconstruction"),
    ("Recent years have brought about an interest in sign language translation. We propose X.",
     "sign language translation"),
    ("Recent interest in entity linking has grown. We propose X.", "entity linking"),
    # ... and so does what it says is hard or wanted about it, or how new it is ("A Key Challenge in ...")
    ("A key challenge in attribute value extraction from product pages is scale. We propose X.",
     "attribute value extraction from product pages"),
    ("One of the main difficulties of scaling robot mapping to large buildings is memory. We propose X.",
     "scaling robot mapping to large buildings"),
    ("The goal of early action prediction is to guess an action early. We propose X.", "early action prediction"),
    ("The recently proposed generative flow networks train a sampler. We propose X.", "generative flow networks"),
    # ... and what others found about it, said before the finding (was "Recent Works on Lottery Ticket Hypothesis")
    ("Recent works on lottery tickets have shown that pre-trained language models hold sparse subnetworks. We "
     "propose X.", "pre-trained language models"),
    # ... and the ways others go about it (a real title read "ALGAE: A Method for Many Approaches to Robot
    # Learning Begin": "begin" was no verb)
    ("Many approaches to robot learning begin by inferring a reward. We propose X.", "robot learning"),
    ("Current methods for image deblurring start from a sharp prior. We propose X.", "image deblurring"),
    ("Traditional algorithms for graph matching proceed by relaxation. We propose X.", "graph matching"),
    # ... but the paper itself is no topic ("Classless Association: The Goal"; APPROACH_IS reads what it says)
    ("The goal of this paper is to train a model. We propose X.", ""),
    ("The main contribution of our work is a new loss. We propose X.", ""),
    # no topic where the sentence opens with an expletive or a motive
    ("It is common to use quotations in essays. We propose X.", ""),
    ("Motivated by the success of T5 in language, we propose a speech model.", ""),
    ("Modern deep learning heavily relies on adaptive optimizers. We propose X.", "Modern deep learning"),
    # ... and a verb that the subject ends on, or a framing head (real titles ended "... for Catastrophic Forgetting
    # Occurs", "... for the Existence of Spurious Correlations")
    ("Catastrophic forgetting occurs when a network loses what it learned before. We propose X.",
     "Catastrophic forgetting"),
    ("The existence of spurious features in the training data can make learning fail. We propose X.",
     "spurious features in the training data"),
    # "pose" is a noun unless it poses something
    ("3D human pose estimation from a monocular video has improved. We propose X.",
     "3D human pose estimation from a monocular video"),
    ("Occlusions pose a serious challenge to trackers. We propose X.", "Occlusions"),
    # ... or the problem the authors first say they take on (a real title was "ODIN: A Simple and Effective Method")
    ("We consider the problem of detecting unusual images in neural networks. We propose X.",
     "detecting unusual images in neural networks"),
    ("In this paper, we study the task of table question answering. We propose X.", "table question answering"),
])
def test_the_topic_is_the_subject_of_the_first_sentence(text, expected):
    assert topic(text) == expected


@pytest.mark.parametrize("subject, is_one", [
    ("offline reinforcement learning", True),
    ("a temporal knowledge graph", True),
    ("a central question for cognitive science", False),  # one thing of many, said of nothing
    ("a human", False),
    ("a variety of learning objectives", False),
    ("many applications of imitation learning", False),  # a framing of the topic
    ("recent entity and relation extraction works", False),
    ("sarcasm employs", False),  # a clause read as a noun phrase
    # too broad to say which (keywords.yml's broad phrases): "Graph2Seq: An Embedding Framework for
    # Neural Networks" (it embeds graphs), "AdaBN: Adaptive Batch Normalization for Deep Neural Networks"
    ("Neural networks", False),
    ("deep neural networks", False),
    ("deep learning", False),
])
def test_what_may_complete_a_description_as_its_topic(subject, is_one):
    assert is_topic(subject) is is_one


def test_a_description_is_not_completed_with_what_its_acronym_stands_for():
    text = "Generative adversarial networks are hard to train. We propose robust GANs. They work."
    assert with_topic("robust GANs", text) == "robust GANs"
    assert with_topic("robust samplers", text) == "robust samplers for Generative adversarial networks"


def test_a_topic_of_one_content_word_completes_no_description():
    """"Centripetal SGD: An Optimization Method for the Redundancy", "A Loss for the Goal" and
    "ENet: Efficient Neural Network for the Ability" were derived titles of real abstracts
    (these are fabricated)."""
    assert with_topic("an optimization method", "The redundancy is widely recognized in CNNs.") == \
        "an optimization method"
    assert with_topic("an optimization method", "Filter redundancy in CNNs is widely recognized.") == \
        "an optimization method for Filter redundancy in CNNs"


def test_a_preposition_inside_a_hyphenated_word_is_no_complement():
    """Fabricated: "out-of-distribution" and "end-to-end" hold no "of" or "to" that says what a
    detector is for, so the topic completes it as it would "an anomaly detector"."""
    text = "Open-set speech recognition is hard. We propose an out-of-distribution detector. It works."
    assert with_topic("an out-of-distribution detector", text) == (
        "an out-of-distribution detector for Open-set speech recognition")
    assert with_topic("an end-to-end model", text) == "an end-to-end model for Open-set speech recognition"
    assert with_topic("a detector of outliers", text) == "a detector of outliers"
