"""Tests for generator.area_list: the real areas.yml and the loader's validation (fabricated files)."""

import pytest

from generator.area_list import DEFAULT_AREAS_PATH, AreasError, load_areas


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


def test_a_phrase_is_lowercase_or_an_acronym_in_capitals(tmp_path):
    path = tmp_path / "areas.yml"
    path.write_text("- {name: A, slug: a, description: d, phrases: {Solar Power: 1}}\n", encoding="utf-8")
    with pytest.raises(AreasError, match="must be lowercase \\(an acronym in capitals"):
        load_areas(path)
    path.write_text("- {name: A, slug: a, description: d, phrases: {NP-hard: 1, generative AI: 1}}\n",
                    encoding="utf-8")
    assert list(load_areas(path)[0].phrases) == ["NP-hard", "generative AI"]


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
