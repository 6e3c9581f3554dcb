"""Tests for generator.areas: the classifier (the loader's are in test_area_list.py).

All abstracts below are fabricated for the tests; they are not real papers.
"""

from types import MappingProxyType

import numpy as np
import pytest
from sklearn.feature_extraction.text import CountVectorizer

from generator import areas as areas_module
from generator.area_list import Area, AreasError, load_areas
from generator.areas import (
    TOKEN_PATTERN,
    _model,
    classify,
    classify_all,
    classify_by_phrases,
    load_examples,
    meaning_directions,
    phrase_counts,
    spellings,
    suggest_area,
)
from generator.normalize import plain_text
from generator.reader import read_directory
from tests.conftest import ROOT

@pytest.fixture(scope="module")
def areas():
    return load_areas()


# Fabricated one-line abstracts (not real papers): first one per convention the
# Call for Papers implies, then one per area the seed abstracts barely cover, then
# the remaining areas: every area has at least one.
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "We present a serving system that manages the KV cache of large language models "
            "across GPUs, raising throughput and cutting latency under memory pressure.",
            "sysml",
        ),
        (
            "We propose a neural PDE solver: a neural operator trained on numerical simulations "
            "that solves partial differential equations such as Navier-Stokes far faster than "
            "classical solvers.",
            "physical-sciences",
        ),
        (
            "We study adversarial bandits and prove a regret bound of order sqrt(T) that matches "
            "the lower bound up to logarithmic factors.",
            "theory",
        ),
        (  # ... but a bandit algorithm with its regret bound is a bandit paper (the Call lists bandits there)
            "We propose a contextual bandit algorithm for recommending news articles under delayed feedback, "
            "prove that its regret is sublinear, and show that it beats Thompson sampling on logged data.",
            "decision-making-rl",
        ),
        (
            "We estimate the causal effect of a treatment from observational data with hidden "
            "confounding, and show our estimator of the average treatment effect is consistent.",
            "probabilistic-methods",
        ),
        (
            "We construct conformal prediction sets for deep regression models, giving "
            "uncertainty quantification with finite-sample coverage.",
            "probabilistic-methods",
        ),
        # Areas the seed abstracts barely cover.
        (
            "We propose an anchor-free object detector for aerial images that improves the recall "
            "of small objects, with results on COCO and DOTA.",
            "computer-vision",
        ),
        (
            "We train a quadruped robot to walk over rough terrain with a learned locomotion controller "
            "that transfers from simulation to the real world without fine-tuning.",
            "robotics",
        ),
        (
            "We forecast household electricity demand and rooftop solar generation so that grid operators "
            "can integrate more renewable energy and cut carbon emissions.",
            "sustainability",
        ),
        (
            "We present a model that composes piano music in the style of a given composer, and "
            "professional musicians rate the originality of its melodies.",
            "creatives",
        ),
        (
            "In a user study with 120 participants, we measure how explanations from an AI assistant "
            "change people's trust in and reliance on its advice.",
            "human-interaction",
        ),
        (
            "We analyse Adam with decoupled weight decay on non-convex objectives and show that its "
            "convergence rate improves with the momentum parameter.",
            "optimization",
        ),
        (
            "We show that filtering web-scale pretraining data with a small quality classifier and removing "
            "near-duplicate documents improves downstream accuracy at a fixed compute budget.",
            "data-centric",
        ),
        (
            "We propose a test-time adaptation method that updates normalization statistics on unlabeled "
            "target data, improving robustness under distribution shift.",
            "generalization",
        ),
        (
            "We study community detection in sparse networks and show that spectral methods based on the "
            "non-backtracking matrix recover communities down to the detectability threshold.",
            "network-science",
        ),
        (
            "We audit a commercial hiring model for gender and racial bias and propose a post-processing "
            "method that equalizes false positive rates across demographic groups.",
            "socio-technical",
        ),
        # The remaining areas, so that every area has one (written before they were run).
        (
            "We study in-context learning in large language models and show that chain-of-thought prompting "
            "improves multi-step reasoning on math word problems without any fine-tuning.",
            "language-models",
        ),
        (
            "We predict drug-target binding affinity from protein sequences and molecular graphs, and validate "
            "the top candidates in wet-lab assays for a kinase involved in cancer.",
            "health-biotech",
        ),
        (
            "Using survey data from 40 countries, we model how economic inequality shapes political "
            "polarization, and estimate the effect of a cash transfer policy on voter turnout.",
            "social-sciences",
        ),
        (
            "We fit recurrent neural network models to spiking activity recorded from mouse visual cortex and "
            "show that they reproduce the dynamics of neural populations during a decision task.",
            "neuroscience",
        ),
        (
            "We propose an offline reinforcement learning algorithm that learns a policy from logged "
            "trajectories, with a conservative value function that avoids overestimating unseen actions.",
            "decision-making-rl",
        ),
        (
            "We propose a new normalization layer for deep neural network architectures that stabilises the "
            "training of very deep residual networks without warm-up.",
            "deep-learning",
        ),
        (
            "We propose a kernel method for semi-supervised classification that uses unlabeled data through a "
            "graph Laplacian regularizer, with results on standard tabular benchmarks.",
            "general-ml",
        ),
        # a test's power and null distribution are statistics, whatever optimizes them (a real abstract went to
        # Optimization by "non-convex objective"); competitive ratios are theory, whatever market they are of
        (
            "We learn deep kernels for independence tests that maximise test power, modelling how the null "
            "distribution changes while the non-convex objective is optimized.",
            "probabilistic-methods",
        ),
        (
            "Motivated by online advertising markets, we study a variant of online matching. We give a "
            "deterministic algorithm with a competitive ratio of 1/2 and a randomized algorithm whose competitive "
            "ratio is optimal.",
            "theory",
        ),
        # submodular maximization and coordinate descent are optimization, however much they prove (real
        # abstracts of both went to Theory by "we prove" and "approximation guarantee")
        (
            "We study maximizing a monotone submodular function subject to a matroid constraint. We prove an "
            "approximation guarantee of 1 - 1/e for a greedy algorithm and give a matching lower bound.",
            "optimization",
        ),
        (
            "We prove that greedy coordinate descent converges faster than random coordinate descent on "
            "problems with a sparse solution, and give a tight upper bound on its rate.",
            "optimization",
        ),
        # retrosynthesis is chemistry, whatever graphs it generates; density models are probabilistic, whatever
        # images they are tested on (a blind review found them in network science and computer vision)
        (
            "Retrosynthesis finds the reactants of a target molecule. We cast it as graph generation with a "
            "diffusion model over molecular graphs and predict chemical reactions more accurately.",
            "physical-sciences",
        ),
        # how a network computes, read from its attention heads and neurons, is deep learning, not neuroscience
        (
            "We show that transformers trained on modular addition learn Fourier features, and trace how the "
            "circuits form during training with a mechanistic analysis of attention heads and MLP neurons.",
            "deep-learning",
        ),
        (
            "We propose a family of deep density models built from invertible layers and show that their "
            "density models reach higher likelihood on image pixels than previous density models.",
            "probabilistic-methods",
        ),
    ],
)
def test_fabricated_abstracts_get_the_expected_primary_area(areas, text, expected):
    assert classify(text, areas).primary.slug == expected


# (fabricated, in the words of two CVPR 2019 abstracts that got no vision area at all: about networks,
# with vision only in "visual tracking" and "face images")
@pytest.mark.parametrize("text", [
    "Siamese trackers in visual tracking use shallow backbone networks and do not exploit modern deep neural "
    "networks. We study how to use deeper and wider convolutional neural network architectures as their backbones. "
    "Replacing the backbone alone does not help: a large receptive field reduces feature discriminability, and "
    "padding in the convolutions biases learning. We propose residual modules that remove the effect of padding, "
    "and design new architectures with controlled receptive field size and network stride.",
    "Deep neural networks with embedded morphable basis functions represent shapes well but need strong "
    "regularization. We learn 3D face models that represent face images in detail, with proxies that side-step the "
    "regularization and a dual-pathway network architecture that balances global and local models of shape and albedo.",
])
def test_vision_papers_about_networks_are_vision_papers_too(areas, text):
    result = classify(text, areas)
    assert "computer-vision" in (result.primary.slug, *(area.slug for area in result.secondary))


def test_a_study_of_text_corpora_is_a_language_paper(areas):
    """(fabricated, in the words of "Measuring the Language of Self-Disclosure across Corpora", ACL 2022,
    which was a data-centric paper alone)"""
    text = ("People disclose personal information at different rates in different communities. We measure "
            "self-disclosure across three corpora of forum posts, annotate ten thousand posts for it, and find "
            "that the rate depends on the topic of the forum more than on its size.")
    assert classify(text, areas).primary.slug == "language-models"


def test_evidence_names_the_matched_phrases(areas):
    result = classify("An eviction policy for the KV cache of an LLM serving system.", areas)
    assert result.primary.slug == "sysml"
    assert "KV cache" in result.evidence["sysml"]
    assert set(result.evidence) == {result.primary.slug, *(a.slug for a in result.secondary)}


def test_a_word_in_capitals_is_a_name_not_the_word(areas):
    # FABRICATED: SOLAR, a model named like a word, made this a paper on sustainability ("solar")
    result = classify("We present SOLAR, a contrastive learning framework for commonsense inference over "
                      "knowledge graphs, trained with SOLAR-Loss.", areas)
    assert "sustainability" not in (result.primary.slug, *(area.slug for area in result.secondary))
    # ... where an acronym that areas.yml writes in capitals still counts
    assert "GAN" in classify("A GAN for image synthesis with GANs.", areas).evidence["deep-learning"]


def test_without_phrase_or_meaning_falls_back_to_general_ml(areas):
    for result in classify("∮ ∯ ∰", areas), classify_by_phrases("Lorem ipsum dolor sit amet.", areas):
        assert result.primary.slug == "general-ml"
        assert result.secondary == ()
        assert dict(result.evidence) == {}
        assert not result.by_meaning


def test_without_phrase_meaning_alone_places_the_text(areas):
    result = classify("Does access to generative AI tools change which jobs freelancers bid on? Using two years "
                      "of platform data, we estimate the effect on task choice and earnings.", areas)
    assert (result.primary.slug, result.secondary, result.by_meaning) == ("social-sciences", (), True)
    assert dict(result.evidence) == {"social-sciences": ()}


# FABRICATED abstracts whose phrases point at one area and whose meaning at another.
@pytest.mark.parametrize(("text", "by_phrases", "with_meaning"), [
    ("We propose a compression scheme for the weights of convolutional networks that cuts inference latency on "
     "mobile phones by half, with a custom kernel for sparse int4 matrix multiplication and no loss in ImageNet "
     "accuracy.", "computer-vision", "sysml"),
])
def test_meaning_can_outweigh_the_phrases(areas, text, by_phrases, with_meaning):
    assert classify_by_phrases(text, areas).primary.slug == by_phrases
    result = classify(text, areas)
    assert (result.primary.slug, result.by_meaning) == (with_meaning, True)


def test_meaning_decides_between_areas_whose_phrases_score_alike():
    """A text whose vector points at an area's direction (from the areas' centre) gains
    on that area; the area its phrases favour stays, as a secondary one."""
    text = "alpha alpha beta beta"  # alpha 6, beta 6: alpha first in the file
    centre, directions = meaning_directions(TOY_AREAS)
    beta = classify_all([text], TOY_AREAS, (centre + directions[1])[None, :])[0]
    assert (beta.primary.slug, [area.slug for area in beta.secondary], beta.by_meaning) == ("beta", ["alpha"], True)
    assert dict(beta.evidence) == {"beta": ("beta",), "alpha": ("alpha",)}
    alpha = classify_all([text], TOY_AREAS, (centre + directions[0])[None, :])[0]
    assert (alpha.primary.slug, alpha.by_meaning) == ("alpha", False)
    # pointing at beta, meaning gives beta 3.9 and alpha -0.1: a phrase lead of 6 stands, of 3 not
    toward_beta = (centre + directions[1])[None, :]
    assert classify_all(["alpha alpha alpha beta"], TOY_AREAS, toward_beta)[0].primary.slug == "alpha"
    assert classify_all(["alpha alpha alpha beta beta"], TOY_AREAS, toward_beta)[0].primary.slug == "beta"


def test_secondary_areas_are_runners_up_by_phrases_and_meaning(monkeypatch):
    """Secondary areas come from the primary's own score: a phrase too weak on its own
    (beta 3, below the minimum of 4) makes beta secondary when the text's meaning points
    at it (3 + 3.9); an area whose phrases give less than 3 never is, whatever its meaning."""
    centre, directions = meaning_directions(TOY_AREAS)
    toward_beta = (centre + directions[1])[None, :]
    result = classify_all(["alpha alpha alpha beta"], TOY_AREAS, toward_beta)[0]
    assert (result.primary.slug, [area.slug for area in result.secondary]) == ("alpha", ["beta"])
    assert dict(result.evidence) == {"alpha": ("alpha",), "beta": ("beta",)}
    assert classify_by_phrases("alpha alpha alpha beta", TOY_AREAS).secondary == ()
    monkeypatch.setattr(areas_module, "SECONDARY_MIN_SCORE", 0.0)
    assert classify_all(["alpha alpha alpha"], TOY_AREAS, toward_beta)[0].secondary == ()
    # nor one whose phrases give less than SECONDARY_MIN_PHRASES: "x" (1) toward alpha
    toward_alpha = (centre + directions[0])[None, :]
    assert classify_all(["gamma gamma gamma x"], TOY_AREAS, toward_alpha)[0].secondary == ()
    assert classify_all(["gamma gamma gamma x x x"], TOY_AREAS, toward_alpha)[0].secondary == (TOY_AREAS[0],)


def test_examples_decide_between_areas_whose_phrases_score_alike(monkeypatch):
    """A text nearer one area's examples than the others' gains on that area; an area
    without examples gains nothing by them."""
    monkeypatch.setattr(areas_module, "MEANING_WEIGHT", 0.0)  # the examples alone
    width = meaning_directions(TOY_AREAS)[1].shape[1]
    alpha_example, beta_example, gamma_example = np.eye(width)[:3]  # fabricated vectors
    examples = {"alpha": alpha_example, "beta": beta_example, "gamma": gamma_example}
    text = "alpha alpha beta beta"  # alpha 6, beta 6: alpha first in the file
    near_beta = classify_all([text], TOY_AREAS, beta_example[None, :], examples)[0]
    assert (near_beta.primary.slug, [area.slug for area in near_beta.secondary]) == ("beta", ["alpha"])
    assert near_beta.by_meaning
    assert classify_all([text], TOY_AREAS, alpha_example[None, :], examples)[0].primary.slug == "alpha"
    assert classify_all([text], TOY_AREAS, beta_example[None, :], {})[0].primary.slug == "alpha"


def test_an_unreadable_examples_file_is_named(tmp_path):
    broken = tmp_path / "area_examples.json"
    broken.write_text('{"areas": {"theory": {"examples": 3}}}', encoding="utf-8")
    with pytest.raises(AreasError, match="area_examples.json: cannot read the areas' example vectors"):
        load_examples(broken)


def test_matching_is_whole_word_with_plurals_and_hyphen_variants(areas):
    # "art" inside "state-of-the-art" and "pde" inside "updated" must not count.
    assert classify_by_phrases("A state-of-the-art method, updated.", areas).primary.slug == "general-ml"
    assert classify("Two Graph Neural Networks.", areas).primary.slug == "network-science"
    assert classify("Fine tuning and finetuning.", areas).evidence["generalization"] == ("fine-tuning",)


def _area(slug, phrases):
    return Area(name=slug.title(), slug=slug, description="Fabricated.", phrases=MappingProxyType(phrases))


TOY_AREAS = (
    _area("alpha", {"alpha": 3.0, "x": 1.0}),
    _area("beta", {"beta": 3.0}),
    _area("gamma", {"gamma": 3.0, "y": 3.5}),
    _area("delta", {"delta": 3.0}),
    _area("general-ml", {"omega": 1.0}),
    _area("generative", {"GAN": 1.0, "solar": 1.0}),
)


def test_at_most_two_secondary_areas_and_ties_keep_file_order():
    result = classify_by_phrases("alpha alpha beta beta gamma gamma delta delta", TOY_AREAS)
    assert result.primary.slug == "alpha"
    assert [area.slug for area in result.secondary] == ["beta", "gamma"]


def test_secondary_areas_need_half_the_primary_score_and_a_minimum():
    # alpha 9, gamma 6, beta 3: beta is below half of 9.
    result = classify_by_phrases("alpha alpha alpha beta gamma gamma", TOY_AREAS)
    assert [area.slug for area in result.secondary] == ["gamma"]
    # alpha 3, beta 3: an equal score, but below the absolute minimum.
    assert classify_by_phrases("alpha beta", TOY_AREAS).secondary == ()


def test_repeated_phrase_counts_at_most_three_times():
    # Uncapped, "x" would give alpha 5 > 3.5.
    assert classify_by_phrases("x x x x x y", TOY_AREAS).primary.slug == "gamma"


def _as_data(result):
    return (result.primary.slug, [area.slug for area in result.secondary], dict(result.evidence))


@pytest.fixture(scope="module")
def seed_texts():
    return [plain_text(abstract.text) for abstract in read_directory(ROOT / "seeds").abstracts]


def test_classify_all_equals_classify_on_each_text(areas, seed_texts):
    texts = [*seed_texts, "", "Lorem ipsum.", "An eviction policy for the KV cache of an LLM serving system."]
    batch = classify_all(texts, areas)
    assert [_as_data(result) for result in batch] == [_as_data(classify(text, areas)) for text in texts]
    # Any sequence of areas will do, and no text gives no result.
    assert [_as_data(result) for result in classify_all(texts, list(areas))] == [_as_data(r) for r in batch]
    assert classify_all([], areas) == []


def test_classify_all_keeps_toy_semantics():
    texts = ["alpha alpha beta beta gamma gamma delta delta", "x x x x x y", "nothing here"]
    no_meaning = np.zeros((len(texts), meaning_directions(TOY_AREAS)[1].shape[1]))
    assert [result.primary.slug for result in classify_all(texts, TOY_AREAS, no_meaning)] == [
        "alpha", "gamma", "general-ml"]


def test_spellings_join_or_split_words_and_pluralise_the_last_one():
    assert spellings("fine-tuning") == {
        "fine tuning", "finetuning", "fine tunings", "finetunings", "fine tuninges", "finetuninges"
    }
    assert "stochastic processes" in spellings("stochastic process")
    # Other punctuation stays a token of its own.
    assert "a / b test" in spellings("a/b test")


HYPHEN_AREAS = (
    _area("tuning", {"fine-tuning": 3.0}),
    _area("processes", {"stochastic process": 3.0}),
    _area("graphs", {"graph neural network": 3.0}),
    _area("general-ml", {"omega": 1.0}),
    _area("generative", {"GAN": 1.0, "solar": 1.0}),
)


@pytest.mark.parametrize(
    ("text", "phrase", "count"),
    [
        ("Fine-tuning, fine tuning, finetuning.", "fine-tuning", 3),
        # a word in capitals is an acronym or a name: it counts where the phrase writes it so
        ("Fine-tuning, FINETUNING.", "fine-tuning", 1),
        ("A GAN, two GANs and a gan.", "GAN", 3),
        ("SOLAR, a model named like a word; SOLAR-Loss; solar cells.", "solar", 1),
        ("Fine-Tunings of fine - tuning.", "fine-tuning", 2),
        ("Two stochastic processes and a stochastic-process.", "stochastic process", 2),
        ("Graph-Neural-Networks and graph neural networks.", "graph neural network", 2),
        # Only the last word takes a plural; punctuation breaks a phrase; words stay whole.
        ("Graphs neural network; graph, neural network.", "graph neural network", 0),
        ("Refine-tuning is not fine-tuning2.", "fine-tuning", 0),
    ],
)
def test_hyphen_and_plural_folding(text, phrase, count):
    columns = list(dict.fromkeys(p for area in HYPHEN_AREAS for p in area.phrases))
    counts = phrase_counts([text], HYPHEN_AREAS).toarray()[0]
    assert counts[columns.index(phrase)] == count


def test_phrase_counts_match_plain_word_ngrams(areas, seed_texts):
    """The fast analyzer counts exactly what scikit-learn's own word n-grams would (on texts
    whose words in capitals are acronyms that areas.yml writes so: test_hyphen_and_plural_folding
    has the others)."""
    model = _model(tuple(areas))
    vocabulary = model.vectorizer.vocabulary
    longest = max(len(term.split(" ")) for term in vocabulary)
    plain = CountVectorizer(vocabulary=vocabulary, token_pattern=TOKEN_PATTERN, ngram_range=(1, longest))
    texts = [*seed_texts, "Fine-tuning LLMs with a/b tests, k-means and state-of-the-art GNNs."]
    assert (plain.transform(texts) != model.vectorizer.transform(texts)).nnz == 0


def test_the_fabricated_abstracts_cover_every_area(areas):
    marks = next(mark for mark in test_fabricated_abstracts_get_the_expected_primary_area.pytestmark
                 if mark.name == "parametrize")
    assert {expected for _, expected in marks.args[1]} == {area.slug for area in areas}


@pytest.mark.parametrize("name, slug", [
    ("optimisation", "optimization"),  # British spelling
    ("Theroy", "theory"),  # typo
    ("Probabilistic Method", "probabilistic-methods"),  # a name, nearly
    ("graph neural networks", "network-science"),  # a key phrase of the area
    ("LLM", "language-models"),
    ("vision", "computer-vision"),  # part of one slug
    ("cooking", None),
])
def test_suggested_area(name, slug):
    assert suggest_area(name, load_areas()) == slug
