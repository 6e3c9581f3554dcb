"""The whole run, stage by stage: read -> normalise -> derive -> render -> write.

Everything is read before anything is written: keywords, areas and title
uniqueness need the whole corpus.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from generator.areas import Area, classify, load_areas
from generator.config import Settings
from generator.keywords import extract_keywords
from generator.model import Paper, Source, paper_id
from generator.normalize import plain_text, undefined_macros
from generator.reader import Corpus, RawAbstract, read_directory
from generator.render import Renderer
from generator.titles import derive_description, derive_title, make_unique


class IdCollision(Exception):
    """Two different abstracts hash to the same short id."""


@dataclass
class Build:
    """What one run produced, before anything is written."""

    corpus: Corpus
    areas: tuple[Area, ...]
    papers: list[Paper]
    files: list[tuple[str, str]]
    warnings: list[str] = field(default_factory=list)


def assign_ids(abstracts: list[RawAbstract]) -> list[str]:
    ids: dict[str, RawAbstract] = {}
    for abstract in abstracts:
        new = paper_id(abstract.text)
        if new in ids:
            other = ids[new]
            raise IdCollision(
                f"{abstract.file}:{abstract.line}: id {new} also belongs to "
                f"{other.file}:{other.line}; lengthen ID_LENGTH in generator/model.py"
            )
        ids[new] = abstract
    return list(ids)


def derive_papers(corpus: Corpus, areas: tuple[Area, ...]) -> list[Paper]:
    """Papers in reading order, with derived titles, areas and keywords."""
    abstracts = corpus.abstracts
    ids = assign_ids(abstracts)
    plain = [plain_text(abstract.text) for abstract in abstracts]
    titles = make_unique([derive_title(text) for text in plain], ids)
    keywords = extract_keywords(plain)
    papers = []
    for abstract, pid, text, title, tags in zip(abstracts, ids, plain, titles, keywords):
        classification = classify(text, areas)
        chosen = (classification.primary, *classification.secondary)
        papers.append(
            Paper(
                id=pid,
                title=title,
                title_source="derived",
                abstract=abstract.text,
                description=derive_description(text),
                areas=tuple(area.slug for area in chosen),
                area_evidence=tuple(classification.evidence.get(classification.primary.slug, ())),
                keywords=tuple(tags),
                source=Source(abstract.file, abstract.paragraph, abstract.line),
            )
        )
    return papers


def macro_warnings(corpus: Corpus, shown: int = 3) -> list[str]:
    """One line per undefined macro, naming where it is used (the first few places)."""
    places: dict[str, list[str]] = {}
    for abstract in corpus.abstracts:
        for name in undefined_macros(abstract.text):
            places.setdefault(name, []).append(f"{abstract.file}:{abstract.line}")
    return [
        f"undefined macro {name} in {len(where)} "
        f"{'abstract' if len(where) == 1 else 'abstracts'} ({', '.join(where[:shown])}"
        f"{f', +{len(where) - shown} more' if len(where) > shown else ''}); shown as a placeholder"
        for name, where in sorted(places.items())
    ]


def build(settings: Settings) -> Build:
    """Read every input and render every output in memory."""
    corpus = read_directory(settings.seeds_dir)
    areas = load_areas(settings.areas_file)
    papers = derive_papers(corpus, areas) if corpus.abstracts else []
    renderer = Renderer(areas, papers, settings.repo_url())
    files = renderer.pages(list_count=len(corpus.lists))
    return Build(corpus, areas, papers, files, corpus.warnings + macro_warnings(corpus))


def summary(result: Build) -> str:
    lists = len(result.corpus.lists)
    return (
        f"{len(result.papers)} papers from {lists} {'list' if lists == 1 else 'lists'}, "
        f"{len(result.areas)} areas, {len(result.warnings)} "
        f"{'warning' if len(result.warnings) == 1 else 'warnings'}"
    )
