"""The abstracts labelled with their primary area, set by set, and the areas' example
vectors made from them (generator/area_examples.json).

The sets: each seed list (tests/data/area_labels.yml, a person's labels), the fabricated
area fixture and each fabricated blind set (tests/data/blind*/). A set is measured with
examples made from the other sets only (`examples_leaving_out`), so that no figure counts
an abstract that its own label helped to place.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache

import numpy as np
import yaml

from generator import embedding
from generator.areas import EXAMPLES_FILE, Examples
from generator.normalize import plain_text
from generator.reader import read_directory
from tests.conftest import ROOT

DATA = ROOT / "tests" / "data"
SEED_LABELS = DATA / "area_labels.yml"
FIXTURE = DATA / "area_fixture.yml"
BLIND_SETS = tuple(sorted((path.name for path in DATA.glob("blind*") if (path / "labels.yml").exists()),
                          key=lambda name: int(name[5:] or 1)))


@dataclass(frozen=True)
class LabelledSet:
    texts: tuple[str, ...]  # plain text, as the pipeline classifies it
    primary: tuple[str, ...]  # the labelled primary area of each


@lru_cache(maxsize=1)
def labelled_sets() -> dict[str, LabelledSet]:
    """Every labelled set by name: each seed list (by file name), "area_fixture", each blind set."""
    labels = {entry["source"]: entry["primary"] for entry in yaml.safe_load(SEED_LABELS.read_text(encoding="utf-8"))}
    seeds: dict[str, list[tuple[str, str]]] = {}
    for abstract in read_directory(ROOT / "seeds").abstracts:
        seeds.setdefault(abstract.file, []).append((plain_text(abstract.text),
                                                    labels[f"{abstract.file}#{abstract.paragraph}"]))
    sets = {name: LabelledSet(*map(tuple, zip(*pairs))) for name, pairs in seeds.items()}
    cases = yaml.safe_load(FIXTURE.read_text(encoding="utf-8"))
    sets["area_fixture"] = LabelledSet(tuple(plain_text(case["abstract"]) for case in cases),
                                       tuple(case["primary"] for case in cases))
    for name in BLIND_SETS:
        folder = DATA / name
        sets[name] = LabelledSet(
            tuple(plain_text(abstract.text) for abstract in read_directory(folder).abstracts),
            tuple(label["primary"] for label in yaml.safe_load((folder / "labels.yml").read_text(encoding="utf-8"))))
    return sets


@lru_cache(maxsize=None)
def vectors_of(name: str) -> np.ndarray:
    return embedding.shared().embed(list(labelled_sets()[name].texts))


@lru_cache(maxsize=None)
def examples_leaving_out(left_out: str = "") -> Examples:
    """Each area's mean vector over the labelled abstracts of every set but `left_out`
    whose primary area it is ("": every set, as area_examples.json holds them)."""
    names = [name for name in labelled_sets() if name != left_out]
    vectors = np.concatenate([vectors_of(name) for name in names])
    primary = np.array([slug for name in names for slug in labelled_sets()[name].primary])
    return {slug: vectors[primary == slug].mean(axis=0) for slug in sorted(set(primary))}


def examples_file_text() -> str:
    """area_examples.json as the labelled sets make it (means rounded to 6 decimals)."""
    counts = {slug: sum(labels.primary.count(slug) for labels in labelled_sets().values())
              for slug in examples_leaving_out()}
    areas = {slug: {"examples": counts[slug], "mean": [round(float(value), 6) for value in mean]}
             for slug, mean in examples_leaving_out().items()}
    about = ("Each area's mean vector by meaning (generator/embedding.py) over the abstracts labelled with it "
             "as their primary area: the seed lists, the area fixture and the blind sets of tests/data "
             "(tests/labelled_areas.py). Not edited by hand: `make golden` rewrites it.")
    # one line an area: a diff shows which areas' examples changed
    return "{\n" + f'"about": {json.dumps(about)},\n"areas": {{\n' + ",\n".join(
        f"{json.dumps(slug)}: {json.dumps(entry)}" for slug, entry in areas.items()) + "\n}\n}\n"
