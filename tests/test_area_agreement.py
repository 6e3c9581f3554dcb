"""Agreement of the area classifier with hand labels of the seed abstracts.

tests/data/area_labels.yml holds a person's labels of the 57 seed abstracts
(primary area and 0-2 secondary areas), made without looking at the classifier.
The abstracts are classified the way the pipeline does it (plain text of each
abstract, one classify_all call a list), with the areas' labelled examples made from
the other labelled sets only (tests/labelled_areas.py), and two rates are checked
against floors set just below what the current areas.yml achieves, so a regression fails:

- top-1 agreement: the predicted primary area is the labelled primary area;
- gold primary among assigned: the labelled primary area is the predicted
  primary or one of the predicted secondary areas.

The floors are not targets: tune areas.yml with phrases that are right for
NeurIPS papers in general, never with words that only fit one of these abstracts.
"""

import json
from dataclasses import dataclass

import numpy as np
import pytest
import yaml

from generator import areas as areas_module
from generator.area_list import load_areas
from generator.areas import classify_all
from generator.normalize import plain_text
from generator.reader import read_directory
from tests.conftest import ROOT
from tests.labelled_areas import (EXAMPLES_FILE, FIXTURE, SEED_LABELS, examples_file_text, examples_leaving_out,
                                  labelled_sets)


#: Achieved with the current areas.yml: 43/57 (0.754) and 53/57 (0.930); with the examples of
#: the other labelled sets (stop 58) 44/57 and 52/57 (0.912: a larger lead of the primary area
#: leaves out a third area), the floors one abstract below.
TOP1_FLOOR = 0.75
ASSIGNED_FLOOR = 0.89


@dataclass(frozen=True)
class Outcome:
    source: str
    gold: tuple[str, ...]  # primary first
    predicted: tuple[str, ...]  # primary first


@pytest.fixture(scope="module")
def outcomes() -> list[Outcome]:
    """The seeds classified list by list, each with the examples of the other labelled sets."""
    labels = {entry["source"]: entry for entry in yaml.safe_load(SEED_LABELS.read_text(encoding="utf-8"))}
    abstracts = read_directory(ROOT / "seeds").abstracts
    sources = [f"{abstract.file}#{abstract.paragraph}" for abstract in abstracts]
    assert sorted(sources) == sorted(labels), "area_labels.yml must label every seed abstract exactly once"
    found = []
    for name in dict.fromkeys(abstract.file for abstract in abstracts):
        rows = [abstract for abstract in abstracts if abstract.file == name]
        found += [(f"{abstract.file}#{abstract.paragraph}", result) for abstract, result in zip(rows, classify_all(
            [plain_text(abstract.text) for abstract in rows], load_areas(), examples=examples_leaving_out(name)))]
    return [
        Outcome(
            source=source,
            gold=(labels[source]["primary"], *labels[source]["secondary"]),
            predicted=(result.primary.slug, *(area.slug for area in result.secondary)),
        )
        for source, result in found
    ]


def rates(outcomes: list[Outcome]) -> str:
    count = len(outcomes)
    top1 = sum(o.predicted[0] == o.gold[0] for o in outcomes)
    assigned = sum(o.gold[0] in o.predicted for o in outcomes)
    return (f"top-1 {top1}/{count} = {top1 / count:.3f}, "
            f"gold primary among assigned {assigned}/{count} = {assigned / count:.3f}")


def report(outcomes: list[Outcome], floors: tuple[float, float] = (TOP1_FLOOR, ASSIGNED_FLOOR)) -> str:
    """Agreement over all seeds and per seed list (areas.yml was written reading all
    three lists, so a list's figure is not a true leave-one-list-out: the fixture's
    held-out half below is the unseen measure), then every disagreement."""
    lists = sorted({o.source.split("#")[0] for o in outcomes})
    lines = [
        f"{rates(outcomes)} (floors {floors[0]}, {floors[1]})",
        *(f"  {name}: {rates([o for o in outcomes if o.source.startswith(name + '#')])}" for name in lists),
        *(
            f"  {o.source}: gold {' + '.join(o.gold)}; predicted {' + '.join(o.predicted)}"
            for o in outcomes
            if o.predicted[0] != o.gold[0]
        ),
    ]
    return "\n".join(lines)


def test_labels_use_known_slugs():
    slugs = {area.slug for area in load_areas()}
    for entry in yaml.safe_load(SEED_LABELS.read_text(encoding="utf-8")):
        assert entry["primary"] in slugs, entry["source"]
        assert set(entry["secondary"]) <= slugs - {entry["primary"]}, entry["source"]
        assert len(entry["secondary"]) <= 2, entry["source"]


def test_top1_agreement(outcomes):
    message = report(outcomes)
    print(message)
    rate = sum(o.predicted[0] == o.gold[0] for o in outcomes) / len(outcomes)
    assert rate >= TOP1_FLOOR, message


def test_gold_primary_among_assigned_areas(outcomes):
    message = report(outcomes)
    print(message)
    rate = sum(o.gold[0] in o.predicted for o in outcomes) / len(outcomes)
    assert rate >= ASSIGNED_FLOOR, message


# FABRICATED abstracts, 4 per area as primary, most touching two or three areas, labelled
# as their authors would label them by a helper who never saw areas.yml. The even entries
# were used to find phrases areas.yml lacked ("weather forecast", "typeface", "bilevel",
# "bellman rank"); the odd ones never were. Floors just below what areas.yml achieves.
FIXTURE_FLOORS = {  # half: (top-1 floor, gold primary among assigned floor)
    "tuned (even)": (0.85, 0.9),  # measured 0.881 and 0.929 (0.786 and 0.905 by phrases alone, 0.738 and
                                  # 0.810 before tuning)
    "held out (odd)": (0.83, 0.9),  # measured 0.857 and 0.929 (0.762 and 0.881 by phrases alone)
}


def test_fixture_labels_use_known_slugs():
    slugs = {area.slug for area in load_areas()}
    for case in yaml.safe_load(FIXTURE.read_text(encoding="utf-8")):
        assert case["primary"] in slugs and set(case["secondary"]) <= slugs - {case["primary"]}, case["primary"]


@pytest.mark.parametrize("half", sorted(FIXTURE_FLOORS))
def test_fabricated_abstracts_get_their_authors_areas(half):
    cases = yaml.safe_load(FIXTURE.read_text(encoding="utf-8"))[0 if half.startswith("tuned") else 1::2]
    results = classify_all([plain_text(case["abstract"]) for case in cases], load_areas(),
                           examples=examples_leaving_out("area_fixture"))
    top1 = sum(result.primary.slug == case["primary"] for result, case in zip(results, cases)) / len(cases)
    assigned = sum(case["primary"] in (result.primary.slug, *(area.slug for area in result.secondary))
                   for result, case in zip(results, cases)) / len(cases)
    print(f"{half}: top-1 {top1:.3f}, gold primary among assigned {assigned:.3f} ({len(cases)} abstracts)")
    top1_floor, assigned_floor = FIXTURE_FLOORS[half]
    assert top1 >= top1_floor and assigned >= assigned_floor


# FABRICATED abstracts, 2 per area, labelled before the generator ever ran on them by
# helpers who saw only the areas' names and descriptions (tests/data/blind*/README.md).
# areas.yml was not tuned on them. Floors (top-1, gold primary among assigned) just
# below what was measured: blind 36/42 and 39/42, blind2 31/42 and 37/42, blind3 30/42 and 34/42,
# blind4 38/42 and 40/42, blind5 (stop 27, unseen by any rule) 35/42 and 39/42, blind6 (stop 28,
# unseen) 29/42 and 35/42, blind7 (stop 29, unseen) 29/42 and 35/42, blind8 (stop 30, unseen) 31/42 and 36/42,
# blind9 (stop 30, unseen) 31/42 and 36/42, blind10 (stop 31, unseen) 26/42 and 35/42, blind11 (stop 31,
# unseen) 31/42 and 36/42, blind12 (stop 32, unseen) 29/42 and 32/42, blind13 (stop 32, unseen) 27/42 and 33/42,
# blind14 (end of stop 32, unseen) 26/42 and 29/42. Since meaning joined the phrases (stop 36) the floors
# are one abstract below: blind 37 and 39, blind2 35 and 40, blind3 31 and 37, blind4 39 and 40, blind5 37
# and 41, blind6 36 and 39, blind7 36 and 39, blind8 36 and 37, blind9 34 and 36, blind10 30 and 35,
# blind11 28 and 36 (31 and 36 by phrases alone), blind12 34 and 37, blind13 32 and 35, blind14 25 and 31.
# Since the secondary areas are the runners-up by phrases and meaning too (stop 38), gold primary
# among assigned, measured: blind 42, blind2 41, blind3 38, blind4 42, blind5 41, blind6 39, blind7 40,
# blind8 38, blind9 37, blind10 35, blind11 38, blind12 36, blind13 35, blind14 32 (floors one below).
# Since Data-centric's "dataset" and "benchmark" weigh half (stop 49: a blind area chair preferred the
# 129 real primaries it moved 29 to 9), blind6 finds 37 (floor 37). Since Optimization names submodular
# maximization, coordinate descent and their like (stop 52), blind6 finds the primary of 34 (the meaning of
# Optimization moved a spectral clustering paper of "non-convex cluster shapes" there), blind11 of 30.
# Since each area's labelled examples add to its score (stop 58; the set's own examples left out),
# top-1 rose in 9 sets and fell in none (blind2 36, blind3 33, blind4 39, blind6 35, blind9 34, blind11 31,
# blind12 34, blind14 26), gold primary among assigned rose in 4 and fell in 1 (blind5 41).
BLIND_FLOORS = {"blind": (0.85, 0.97), "blind2": (0.83, 0.95), "blind3": (0.76, 0.88), "blind4": (0.9, 0.97),
                "blind5": (0.85, 0.95), "blind6": (0.8, 0.9), "blind7": (0.83, 0.92), "blind8": (0.83, 0.88),
                "blind9": (0.78, 0.88), "blind10": (0.69, 0.8), "blind11": (0.71, 0.88), "blind12": (0.78, 0.88),
                "blind13": (0.73, 0.8), "blind14": (0.59, 0.73)}


@pytest.mark.parametrize("name", sorted(BLIND_FLOORS))
def test_blind_abstracts_get_their_authors_areas(name):
    folder = ROOT / "tests" / "data" / name
    labels = yaml.safe_load((folder / "labels.yml").read_text(encoding="utf-8"))
    abstracts = read_directory(folder).abstracts
    assert [abstract.paragraph for abstract in abstracts] == [label["paragraph"] for label in labels]
    results = classify_all([plain_text(abstract.text) for abstract in abstracts], load_areas(),
                           examples=examples_leaving_out(name))
    outcomes = [Outcome(f"{name}#{label['paragraph']}", (label["primary"], *label["secondary"]),
                        (result.primary.slug, *(area.slug for area in result.secondary)))
                for label, result in zip(labels, results)]
    message = report(outcomes, BLIND_FLOORS[name])
    print(message)
    top1 = sum(o.predicted[0] == o.gold[0] for o in outcomes) / len(outcomes)
    assigned = sum(o.gold[0] in o.predicted for o in outcomes) / len(outcomes)
    assert top1 >= BLIND_FLOORS[name][0] and assigned >= BLIND_FLOORS[name][1], message


MEANING_WEIGHTS = (0.0, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 4.0)  # tried for areas.MEANING_WEIGHT


def hits_left_out(monkeypatch, constant: str, weights: tuple[float, ...]) -> tuple[int, dict[float, int], int]:
    """Top-1 agreement over all labelled sets with areas.`constant` chosen leaving each set
    out (the best of `weights` on the others, the nearest to the one in use on a tie) and
    the examples of the others; also the total for each weight, and the abstracts."""
    sets = labelled_sets()
    areas = load_areas()
    in_use = getattr(areas_module, constant)
    hits = {}
    for weight in weights:
        monkeypatch.setattr(areas_module, constant, weight)
        for name, labelled in sets.items():
            hits[weight, name] = sum(result.primary.slug == label for result, label in zip(
                classify_all(list(labelled.texts), areas, examples=examples_leaving_out(name)), labelled.primary))
    left_out = 0
    for held in sets:
        chosen = max(weights, key=lambda weight: (sum(hits[weight, name] for name in sets if name != held),
                                                  -abs(weight - in_use)))
        left_out += hits[chosen, held]
    totals = {weight: sum(hits[weight, name] for name in sets) for weight in weights}
    return left_out, totals, sum(len(labelled.primary) for labelled in sets.values())


MEANING_WEIGHTS = (0.0, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 4.0)  # tried for areas.MEANING_WEIGHT


def test_meaning_helps_each_labelled_set_left_out(monkeypatch):
    """areas.MEANING_WEIGHT is tuned on the labelled sets: chosen on all sets but one and
    scored on the one left out, it agrees with more labelled primary areas than the
    phrases and examples alone (weight 0). Measured: 598 of 729 against 591 (before the
    examples, stop 57: 582 against 565)."""
    left_out, totals, count = hits_left_out(monkeypatch, "MEANING_WEIGHT", MEANING_WEIGHTS)
    print(f"top-1 with the weight chosen leaving each set out: {left_out}/{count}; "
          f"without meaning {totals[0.0]}/{count}")
    assert left_out > totals[0.0]


EXAMPLE_WEIGHTS = (0.0, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0)  # tried for areas.EXAMPLE_WEIGHT


def test_examples_help_each_labelled_set_left_out(monkeypatch):
    """areas.EXAMPLE_WEIGHT, chosen and its examples made leaving each labelled set out, agrees
    with more labelled primary areas than phrases and meaning without examples (weight 0).
    Measured: 601 of 729 against 586; the weight in use, 1.0, gives 595 (2.5 gives 601 but
    moves short texts whose phrases tell their area: tests/test_areas.py)."""
    left_out, totals, count = hits_left_out(monkeypatch, "EXAMPLE_WEIGHT", EXAMPLE_WEIGHTS)
    print(f"top-1 with the weight chosen leaving each set out: {left_out}/{count}; "
          f"without examples {totals[0.0]}/{count}; "
          + ", ".join(f"{weight}: {hits}" for weight, hits in totals.items()))
    assert left_out > totals[0.0]


def test_the_examples_file_is_made_from_the_labelled_sets(request):
    """generator/area_examples.json holds what the labelled sets give (`make golden` rewrites it),
    to the last rounded decimal (another machine's floats may round the other way)."""
    if request.config.getoption("--update-golden"):
        EXAMPLES_FILE.write_text(examples_file_text(), encoding="utf-8")
    committed = json.loads(EXAMPLES_FILE.read_text(encoding="utf-8"))["areas"]
    made = json.loads(examples_file_text())["areas"]
    stale = f"{EXAMPLES_FILE} is out of date with the labelled sets; `make golden` rewrites it"
    assert {slug: entry["examples"] for slug, entry in committed.items()} == {
        slug: entry["examples"] for slug, entry in made.items()}, stale
    assert all(np.allclose(committed[slug]["mean"], made[slug]["mean"], rtol=0, atol=2e-6) for slug in made), stale
