"""The whole run, stage by stage: read -> normalise -> derive -> render -> write.

Everything is read before anything is written: keywords, areas and titles need
the whole corpus (the titles its keywords and the names many abstracts use). Each
abstract is parsed once, by forked processes, one per CPU, a few hundred abstracts at a
time (background.run_all); then they extract the keywords (one task: they need the
whole corpus) and derive the areas and the titles, as many at a time. They render the
pages too, while this process writes those that are done.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import partial

import numpy as np

from generator import embedding, registry
from generator.area_list import Area, load_areas
from generator.areas import classify_all
from generator.background import run_all
from generator.config import Settings
from generator.corrections import Correction, load_corrections
from generator.keywords import extract_keywords
from generator.model import Paper, Source, paper_id
from generator.normalize import NormalizedAbstract, ParsedAbstract
from generator.reader import Corpus, RawAbstract, SeedError, read_directory
from generator.render import Renderer
from generator.title_words import make_unique
from generator.title_common_names import common_names, names_used, written_by_many
from generator.titles import derive_description, title_and_need, with_keywords, with_own_name


#: Phrases the "Why" line of a paper page names per area (the strongest).
EVIDENCE_SHOWN = 4
ABSTRACTS_PER_TASK = 500  # abstracts whose titles, areas, HTML and vectors one task of a worker derives


class IdCollision(Exception):
    """Two different abstracts hash to the same short id."""


@dataclass
class Build:
    """What one run produced: everything but the pages, which `files` renders when read."""

    corpus: Corpus
    areas: tuple[Area, ...]
    papers: list[Paper]
    vectors: np.ndarray  # each paper's vector by meaning, a row per paper
    files: Iterator[tuple[str, str]]  # (path under docs/, text), rendered as they are read
    warnings: list[str]
    registry: str  # the registry file's new text: every id ever published


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


def derive_papers(
    abstracts: list[RawAbstract], ids: list[str], areas: tuple[Area, ...], corrections: dict[str, Correction]
) -> tuple[list[Paper], np.ndarray]:
    """Papers in reading order: derived keywords, areas and titles, then corrections on
    top; and each paper's vector by meaning (embedding.py), one row per paper.

    A corrected abstract is used for the derivation too (a fixed \\sysname gives
    a better title), and so are corrected keywords (they title a paper whose abstract
    never says what it does); the id always comes from the seed text.
    """
    fixes = [corrections.get(pid) for pid in ids]
    texts = [fix.abstract if fix and fix.abstract else abstract.text for abstract, fix in zip(abstracts, fixes)]
    # Two rounds of tasks shared by the workers as they free, each of ABSTRACTS_PER_TASK
    # abstracts but for the keywords, which need the whole corpus: first the parse; then the
    # keywords (one task, started first), the areas and the titles, which the keywords
    # replace where they are to title a paper (titles.title_and_need).
    slices = [range(start, min(start + ABSTRACTS_PER_TASK, len(texts)))
              for start in range(0, len(texts), ABSTRACTS_PER_TASK)]
    parsed = [one for part in run_all([partial(parse_each, texts, rows) for rows in slices]) for one in part]
    for abstract, one in zip(abstracts, parsed):
        if not any(character.isalnum() for character in one.normalized.plain):  # "", "~", "—"
            raise SeedError(f"{abstract.file}:{abstract.line}: the abstract has no words once its LaTeX is read "
                            f"({abstract.text[:60]!r}); write its text, or delete the paragraph")
    common = common_names(one.names for one in parsed)
    by_many = written_by_many([one.normalized.plain for one in parsed])
    found, *parts = run_all([partial(extract_keywords, [one.marked for one in parsed]),
                             *(partial(areas_each, parsed, fixes, areas, rows) for rows in slices),
                             *(partial(titles_each, parsed, fixes, common, by_many, rows) for rows in slices)])
    placed = [one for part, _ in parts[:len(slices)] for one in part]
    # (no abstracts: no part, and the empty array of the vectors' width)
    vectors = (np.concatenate([part_vectors for _, part_vectors in parts[:len(slices)]]) if slices
               else embedding.shared().embed([]))
    described = [one for part in parts[len(slices):] for one in part]
    keywords = [fix.keywords if fix and fix.keywords else tuple(tags) for fix, tags in zip(fixes, found)]
    titles = make_unique([fix.title if fix and fix.title
                          else with_keywords(title, keywords_instead, tags, one.normalized.plain)
                          for fix, (title, keywords_instead, _), tags, one in zip(fixes, described, keywords, parsed)],
                         ids, [bool(fix and fix.title) for fix in fixes],
                         [fix is not None and fix.withdrawn_reason is not None for fix in fixes], keywords)
    shared = {tag for tag, papers_with in Counter(tag for tags in keywords for tag in tags).items() if papers_with > 1}
    keywords = [tags if fix and fix.keywords else with_own_name(tags, title, one.normalized.plain, shared)
                for fix, tags, title, one in zip(fixes, keywords, titles, parsed)]
    papers = []
    for abstract, pid, fix, title, (*_, description), one, (areas_of, evidence, by_meaning), tags in zip(
            abstracts, ids, fixes, titles, described, parsed, placed, keywords):
        papers.append(
            Paper(
                id=pid,
                title=title,
                title_source="curated" if fix and fix.title else "derived",
                abstract=one.normalized.text,
                description=description,
                areas=fix.areas if fix and fix.areas else areas_of,
                area_evidence=() if fix and fix.areas else evidence,
                primary_by_meaning=not (fix and fix.areas) and by_meaning,
                keywords=tags,
                source=Source(abstract.file, abstract.paragraph, abstract.line),
                has_correction=fix is not None,
                curated=curated_fields(fix),
                authors=fix.authors if fix and fix.authors else (),
                links=tuple(fix.links.items()) if fix else (),
                withdrawn_reason=fix.withdrawn_reason if fix else None,
                normalized=one.normalized,
            )
        )
    return papers, vectors


@dataclass(frozen=True)
class Parsed:
    """One abstract parsed, in the forms the next tasks need. Made in a worker process
    where there are several CPUs, so only plain data, which travels back to the main one."""

    normalized: NormalizedAbstract
    formulas: tuple[str, ...]  # ParsedAbstract.formulas, whose variables a title keeps
    marked: str  # ParsedAbstract.with_formulas_marked: formulas between dollars, which keywords skip
    names: frozenset[str]  # the names it uses (title_common_names.names_used)


def parse_each(texts: list[str], rows: range) -> list[Parsed]:
    """The abstracts of `rows` parsed, with their HTML (its MathML is the slow part)."""
    return [Parsed(parse.normalized(), parse.formulas(), parse.with_formulas_marked(), names_used(parse.plain))
            for parse in (ParsedAbstract(texts[row]) for row in rows)]


#: An abstract's areas: their slugs, primary first; (slug, the phrases the "Why" line names)
#: for each; whether the primary one was found by meaning (areas.Classification.by_meaning).
Placed = tuple[tuple[str, ...], tuple[tuple[str, tuple[str, ...]], ...], bool]


def areas_each(parsed: list[Parsed], fixes: list[Correction | None], areas: tuple[Area, ...],
               rows: range) -> tuple[list[Placed], np.ndarray]:
    """The areas of the abstracts of `rows`, and their vectors by meaning."""
    plains = [parsed[row].normalized.plain for row in rows]
    # a curated title says what the paper is about too
    vectors = embedding.shared().embed([f"{fix.title}. {plain}" if (fix := fixes[row]) and fix.title else plain
                                        for row, plain in zip(rows, plains)])
    placed = []
    for classification in classify_all(plains, areas, vectors):
        chosen = tuple(area.slug for area in (classification.primary, *classification.secondary))
        evidence = tuple((slug, classification.evidence.get(slug, ())[:EVIDENCE_SHOWN]) for slug in chosen)
        placed.append((chosen, evidence, classification.by_meaning))
    return placed, vectors


def titles_each(parsed: list[Parsed], fixes: list[Correction | None], common: frozenset[str],
                by_many: Callable[[str], bool], rows: range) -> list[tuple[str, bool, str]]:
    """The title (unless a correction gives one) as titles.title_and_need gives it, before the
    keywords, and the description of the abstracts of `rows`, one after the other: both use the
    text's sentences, which titles.py splits once. `common`: the names many abstracts use;
    `by_many`: whether many abstracts write a phrase (title_common_names.written_by_many)."""
    return [(*(("", False) if (fix := fixes[row]) and fix.title
               else title_and_need(parsed[row].normalized.plain, parsed[row].formulas, common, by_many)),
             derive_description(parsed[row].normalized.plain)) for row in rows]


def curated_fields(fix: Correction | None) -> tuple[str, ...]:
    if fix is None:
        return ()
    return tuple(name for name in ("title", "abstract", "areas", "keywords") if getattr(fix, name))


def undefined_macro_uses(papers: list[Paper]) -> dict[str, list[Paper]]:
    """Undefined macro name -> the papers whose abstract uses it, sorted by name."""
    uses: dict[str, list[Paper]] = {}
    for paper in papers:
        for name in paper.normalized.undefined_macros:
            uses.setdefault(name, []).append(paper)
    return dict(sorted(uses.items()))


def macro_warnings(uses: dict[str, list[Paper]], shown: int = 3) -> list[str]:
    """One line per undefined macro, naming where it is used (the first few places)."""
    lines = []
    for name, papers in uses.items():
        places = [f"{paper.source.file}:{paper.source.line}" for paper in papers]
        more = f", +{len(places) - shown} more" if len(places) > shown else ""
        count = f"{len(places)} {'abstract' if len(places) == 1 else 'abstracts'}"
        lines.append(f"undefined macro {name} in {count} ({', '.join(places[:shown])}{more}); shown as a placeholder")
    return lines


def formula_warnings(papers: list[Paper]) -> list[str]:
    """One line per listed abstract holding formulas that cannot be rendered (the page
    shows their LaTeX source), naming its place, or its correction if that gave the
    abstract, and the formulas as written."""
    lines = []
    for paper in papers:
        if not (formulas := paper.normalized.unreadable_formulas) or paper.withdrawn:
            continue
        those = "this formula" if len(formulas) == 1 else "these formulas"
        if "abstract" in paper.curated:
            place, fix = f"corrections/{paper.id}.yml", "fix its abstract"
        else:
            place, fix = f"{paper.source.file}:{paper.source.line}", "a correction's abstract can fix " + (
                "it" if len(formulas) == 1 else "them")
        lines.append(f"{place}: cannot render {those}, shown as written: {', '.join(formulas)}; {fix}")
    return lines


def build(settings: Settings) -> Build:
    """Read every input and derive every paper in memory; the pages are rendered as
    the build's `files` are read, once, by the writer or the check."""
    settings.require_directory_urls()
    corpus = read_directory(settings.seeds_dir)
    areas = load_areas(settings.areas_file)
    ids = assign_ids(corpus.abstracts)
    published = registry.load(settings.registry_file)
    vanished = registry.vanished_report(published, dict(zip(ids, corpus.abstracts)), settings.registry_file)
    if vanished:
        raise registry.RegistryError(vanished)
    corrections = load_corrections(
        settings.corrections_dir, {pid: abstract.text for pid, abstract in zip(ids, corpus.abstracts)}, areas,
        display_root=settings.seeds_dir.parent,
    )
    papers, vectors = derive_papers(corpus.abstracts, ids, areas, corrections)
    macros = undefined_macro_uses(papers)
    warnings = corpus.warnings + formula_warnings(papers)  # the quality page lists these, macros apart
    renderer = Renderer(areas, papers, settings.repo_url(), settings.branch(), vectors, settings.site_url())
    return Build(corpus, areas, papers, vectors, renderer.pages(corpus.list_count, macros, warnings),
                 warnings + macro_warnings(macros), registry.dump(published | set(ids)))


def summary(result: Build) -> str:
    lists = result.corpus.list_count
    return (
        f"{len(result.papers)} {'paper' if len(result.papers) == 1 else 'papers'} from {lists} "
        f"{'list' if lists == 1 else 'lists'}, "
        f"{len(result.areas)} areas, {len(result.warnings)} "
        f"{'warning' if len(result.warnings) == 1 else 'warnings'}"
    )
