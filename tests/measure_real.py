"""How the generator's titles, keywords and areas agree with what real papers' authors
gave: their titles, their keywords and, for a venue of one field, its area.

    .venv/bin/python -m tests.measure_real LIST.json [--area SLUG] [LIST.json ...]

A LIST.json is a list of papers, each an object with "abstract", "title" and
optionally "keywords" (separated by ";" or ","), as the public paper lists of past
ML venues publish them (for example github:papercopilot/paperlists, files such as
nips/nips2018.json). Nothing of them is committed: abstracts belong to their
authors. `--area SLUG` (an area of generator/areas.yml) is the area most papers of
the venue belong to (computer-vision for a vision venue): the line then says how
often it is the primary area, and how often among the assigned ones.

One line per list: papers, the title words F1 against the real titles
(tests.test_titles.shared_words_f1), how often a real title that starts with a
name the abstract uses ("Nemesis: ...") gets a derived title that starts with it
too, and the keywords' precision, recall and F1 against the authors' keywords
(tests.test_keyword_gold.scores). Not part of `make test`; this is how a rule is
checked on real text, which the fabricated fixtures only stand in for.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

from generator.area_list import load_areas
from generator.areas import classify_all
from generator.keywords import extract_keywords
from generator.normalize import ParsedAbstract
from tests.test_keyword_gold import scores
from tests.test_titles import shared_words_f1, titled

MIN_ABSTRACT_CHARS = 200  # shorter "abstracts" of these lists are placeholders
LEADING_NAME = re.compile(r"^([A-Za-z][\w+.-]*[A-Za-z0-9+])\s*:")  # "Nemesis: ...", "ROTI-GCV: ..."


def papers_of(path: Path) -> list[dict]:
    papers = json.loads(path.read_text(encoding="utf-8"))
    return [dict(paper, abstract=" ".join(str(paper["abstract"]).split()), title=" ".join(str(paper["title"]).split()))
            for paper in papers if len(str(paper.get("abstract") or "")) >= MIN_ABSTRACT_CHARS]


def leading_name(title: str, abstract: str) -> str | None:
    """The name a real title starts with, if the abstract uses it too."""
    match = LEADING_NAME.match(title)
    return match[1] if match and re.search(rf"\b{re.escape(match[1])}\b", abstract) else None


def measure(path: Path, area: str | None = None) -> str:
    papers = papers_of(path)
    parses = [ParsedAbstract(paper["abstract"]) for paper in papers]
    titles = titled(parses)  # as the pipeline: with the list's keywords and common names
    words_f1 = sum(shared_words_f1(title, paper["title"]) for title, paper in zip(titles, papers)) / len(papers)
    names = [(name, title) for paper, title in zip(papers, titles) if (name := leading_name(paper["title"], paper["abstract"]))]
    kept = sum(title.lower().startswith(name.lower()) for name, title in names)
    line = f"{path.name}: {len(papers)} papers; title words F1 {words_f1:.3f}, leading name kept {kept}/{len(names)}"
    with_keywords = [row for row, paper in enumerate(papers) if paper.get("keywords")]
    if with_keywords:
        tags = extract_keywords([parses[row].with_formulas_marked() for row in with_keywords])
        gold = {str(row): [k.strip() for k in re.split(r"[;,]", papers[row]["keywords"]) if k.strip()]
                for row in with_keywords}
        precision, recall, f1 = scores({str(row): tuple(t) for row, t in zip(with_keywords, tags)}, gold)
        line += f"; keywords P {precision:.3f} R {recall:.3f} F1 {f1:.3f} ({len(with_keywords)} papers)"
    if area:
        results = classify_all([parse.plain for parse in parses], load_areas())
        top1 = sum(result.primary.slug == area for result in results)
        assigned = sum(area in (result.primary.slug, *(other.slug for other in result.secondary)) for result in results)
        line += f"; {area} primary {top1 / len(papers):.3f}, assigned {assigned / len(papers):.3f}"
    return line


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.measure_real", description=__doc__.split("\n\n")[0])
    parser.add_argument("lists", nargs="+", type=Path, help="JSON paper lists")
    parser.add_argument("--area", help="the area slug most papers of these lists belong to")
    args = parser.parse_args(argv)
    for path in args.lists:
        print(measure(path, args.area))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
