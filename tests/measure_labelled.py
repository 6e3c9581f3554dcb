"""How the generator's areas, keywords and titles agree with the labels of fabricated
abstracts written blind (tests/data/blind*/: abstracts.txt and labels.yml):

    .venv/bin/python -m tests.measure_labelled tests/data/blind11 [more folders]

One line per folder: the primary area agreement (top-1, and the gold primary among the
assigned areas), keyword precision, recall and F1 against the five key phrases of each
abstract (tests/test_keyword_gold.scores), and the title words F1 against the authors'
titles (tests/test_titles.shared_words_f1). Not part of `make test`, which asserts floors
on the same figures; this is how a new blind set is measured before any rule reads it,
and a change compared with the code before it (run it in a `git worktree` of that code).
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

import yaml

from generator.area_list import load_areas
from generator.areas import classify_all
from generator.keywords import extract_keywords
from generator.normalize import ParsedAbstract
from generator.reader import read_directory
from tests.labelled_areas import examples_leaving_out
from tests.test_keyword_gold import scores
from tests.test_titles import shared_words_f1, titled


@dataclass(frozen=True)
class Agreement:
    abstracts: int
    top1: int  # predicted primary area == the labelled one
    assigned: int  # the labelled primary among the predicted areas
    keywords: tuple[float, float, float]  # precision, recall, F1
    title_words: float  # mean shared-words F1 with the authors' titles

    def line(self, name: str) -> str:
        precision, recall, f1 = self.keywords
        return (f"{name}: areas top-1 {self.top1}/{self.abstracts}, assigned {self.assigned}/{self.abstracts}; "
                f"keywords P {precision:.3f} R {recall:.3f} F1 {f1:.3f}; title words F1 {self.title_words:.3f}")


def measure(folder: Path) -> Agreement:
    labels = yaml.safe_load((folder / "labels.yml").read_text(encoding="utf-8"))
    abstracts = read_directory(folder).abstracts
    if [abstract.paragraph for abstract in abstracts] != [label["paragraph"] for label in labels]:
        raise ValueError(f"{folder}: labels.yml does not label every abstract once, in order")
    parses = [ParsedAbstract(abstract.text) for abstract in abstracts]
    # (a labelled set's own examples left out, as the tests measure it: generator/area_examples.json holds them)
    areas = classify_all([parse.plain for parse in parses], load_areas(), examples=examples_leaving_out(folder.name))
    keywords = extract_keywords([parse.with_formulas_marked() for parse in parses])
    titles = titled(parses, keywords)  # as the pipeline: with the list's keywords and common names
    return Agreement(
        abstracts=len(labels),
        top1=sum(result.primary.slug == label["primary"] for result, label in zip(areas, labels)),
        assigned=sum(label["primary"] in (result.primary.slug, *(area.slug for area in result.secondary))
                     for result, label in zip(areas, labels)),
        keywords=scores({str(label["paragraph"]): tuple(tags) for label, tags in zip(labels, keywords)},
                        {str(label["paragraph"]): label["keywords"] for label in labels}),
        title_words=sum(shared_words_f1(title, label["title"]) for title, label in zip(titles, labels)) / len(labels),
    )


def main(folders: list[str]) -> int:
    for folder in folders:
        print(measure(Path(folder)).line(folder))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
