"""Tests for generator.areas: the real areas.yml, the classifier and the loader's validation.

All abstracts below are fabricated for the tests; they are not real papers.
"""

from types import MappingProxyType

import pytest

from generator.areas import (
    DEFAULT_AREAS_PATH,
    Area,
    AreasError,
    classify,
    load_areas,
)

CFP_AREA_NAMES = [
    "Computer vision",
    "Language and multimodal language models",
    "Robotics, embodied systems, and engineering",
    "AI/ML for physical sciences",
    "AI/ML for health and biotechnology",
    "AI/ML for sustainability",
    "AI/ML for social sciences",
    "AI/ML for creatives",
    "Neuroscience and cognitive science",
    "Socio-technical aspects of AI",
    "Human interaction in AI systems",
    "Decision-making, reinforcement learning, and control",
    "Generalization and multi-task learning",
    "Optimization",
    "Probabilistic methods",
    "AI and network science",
    "Data-centric aspects of AI",
    "SysML Infrastructure",
    "Theory",
    "Deep learning",
    "General machine learning: core contributions in supervised and unsupervised methods",
]


@pytest.fixture(scope="module")
def areas():
    return load_areas()


def test_real_file_has_the_21_cfp_areas_in_order(areas):
    assert [area.name for area in areas] == CFP_AREA_NAMES
    slugs = [area.slug for area in areas]
    assert len(set(slugs)) == len(slugs)
    assert "general-ml" in slugs
    assert all(area.phrases for area in areas)


def test_areas_are_immutable_and_hashable(areas):
    area = areas[0]
    assert len({area, *areas}) == len(areas)
    with pytest.raises(TypeError):
        area.phrases["new phrase"] = 1.0  # type: ignore[index]


# Fabricated abstracts, one per convention the Call for Papers implies.
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
    ],
)
def test_conventions(areas, text, expected):
    assert classify(text, areas).primary.slug == expected


def test_evidence_names_the_matched_phrases(areas):
    result = classify("An eviction policy for the KV cache of an LLM serving system.", areas)
    assert result.primary.slug == "sysml"
    assert "kv cache" in result.evidence["sysml"]
    assert set(result.evidence) == {result.primary.slug, *(a.slug for a in result.secondary)}


def test_no_match_falls_back_to_general_ml(areas):
    result = classify("Lorem ipsum dolor sit amet.", areas)
    assert result.primary.slug == "general-ml"
    assert result.secondary == ()
    assert dict(result.evidence) == {}


def test_matching_is_whole_word_with_plurals_and_hyphen_variants(areas):
    # "art" inside "state-of-the-art" and "pde" inside "updated" must not count.
    assert classify("A state-of-the-art method, updated.", areas).primary.slug == "general-ml"
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
)


def test_at_most_two_secondary_areas_and_ties_keep_file_order():
    result = classify("alpha alpha beta beta gamma gamma delta delta", TOY_AREAS)
    assert result.primary.slug == "alpha"
    assert [area.slug for area in result.secondary] == ["beta", "gamma"]


def test_secondary_areas_need_half_the_primary_score_and_a_minimum():
    # alpha 9, gamma 6, beta 3: beta is below half of 9.
    result = classify("alpha alpha alpha beta gamma gamma", TOY_AREAS)
    assert [area.slug for area in result.secondary] == ["gamma"]
    # alpha 3, beta 3: an equal score, but below the absolute minimum.
    assert classify("alpha beta", TOY_AREAS).secondary == ()


def test_repeated_phrase_counts_at_most_three_times():
    # Uncapped, "x" would give alpha 5 > 3.5.
    assert classify("x x x x x y", TOY_AREAS).primary.slug == "gamma"


VALID_ENTRY = "- name: Theory\n  slug: theory\n  description: Bounds.\n  phrases:\n    regret bound: 3\n"


@pytest.mark.parametrize(
    ("content", "fragment"),
    [
        ("name: [unclosed\n", "cannot read"),
        ("name: Theory\n", "list of areas"),
        ("[]\n", "list of areas"),
        ("- just a string\n", "area #1"),
        ("- name: Theory\n  description: Bounds.\n  phrases: {regret: 1}\n", "'slug'"),
        ("- name: Theory\n  slug: theory\n  description: Bounds.\n  phrase: {regret: 1}\n", "phrase"),
        (VALID_ENTRY.replace("slug: theory", "slug: Learning Theory"), "'slug'"),
        (VALID_ENTRY + VALID_ENTRY.replace("name: Theory", "name: Other"), "'slug'"),
        (VALID_ENTRY + VALID_ENTRY, "duplicate name"),
        (VALID_ENTRY.replace("description: Bounds.", "description: ''"), "'description'"),
        (VALID_ENTRY.replace("    regret bound: 3\n", "    - regret bound\n"), "'phrases'"),
        (VALID_ENTRY.replace("regret bound: 3", "Regret Bound: 3"), "lowercase"),
        (VALID_ENTRY.replace("regret bound: 3", "regret bound: -1"), "positive number"),
        (VALID_ENTRY.replace("regret bound: 3", "regret bound: yes"), "positive number"),
        (VALID_ENTRY.replace("regret bound: 3", "regret bound: high"), "positive number"),
        (VALID_ENTRY.replace("regret bound: 3", "no: 3"), "quote it"),
    ],
)
def test_invalid_files_raise_areas_error_naming_the_file(tmp_path, content, fragment):
    path = tmp_path / "areas.yml"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(AreasError) as excinfo:
        load_areas(path)
    message = str(excinfo.value)
    assert str(path) in message
    assert fragment in message
    assert "\n" not in message


def test_missing_file_raises_areas_error(tmp_path):
    with pytest.raises(AreasError, match="cannot read"):
        load_areas(tmp_path / "absent.yml")


def test_default_path_is_the_shipped_file():
    assert DEFAULT_AREAS_PATH.name == "areas.yml" and DEFAULT_AREAS_PATH.is_file()
