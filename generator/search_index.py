"""The site's search index: static files that a browser reads a few at a time.

Material's search loads one index of every page before the first result (35 MB at
10,000 papers) and Pagefind finds only pages holding every word of a query; this
index is a BM25F ranking over the papers' title, keywords, areas and abstract,
split so that a query fetches only the few small files of its own words, and any
word of the query can match (see the README's Search section for the numbers).

Files, under `searchdata/` of the docs folder (published as static files):

    manifest.json       what the client needs before a query: the stop words and
                        folds of search.yml, the areas, every document's areas as a
                        bit mask, and the prefixes of the term shards
    terms/<hex>.json    {term: [doc, weight, doc gap, weight, ...]} for every term
                        whose longest shard prefix is that prefix (hex of its UTF-8)
    docs/<k>.json       what a result shows, for documents 8k to 8k+7: title, address,
                        primary area, text (a file per document made 10,000 files)
    reading-list.json   [id, title, primary area] of every paper, for the My list page
                        (overrides/assets/javascripts/reading-list.js)

Documents 0..P-1 are the listed papers in reading order, then one per area.
A weight is the document's BM25F score for the term, times 100, rounded. The
client (overrides/assets/javascripts/search-words.js) folds and splits text exactly
as `words` does here; tests/test_search_index.py runs both on the same strings.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import yaml
from scipy import sparse
from sklearn.feature_extraction.text import CountVectorizer

from generator.area_list import Area
from generator import embedding
from generator.model import Paper
from generator.semantic_index import semantic_files
from generator.prefixes import prefix_groups

SETTINGS_FILE = Path(__file__).with_name("search.yml")
FOLDER = "searchdata"
SHARD_BYTES = 32_000  # a shard larger than this is split by one more letter...
MAX_PREFIX = 6  # ...up to prefixes of this length
WORD = re.compile(r"[^\W_]+")  # letters and digits (JavaScript: [\p{L}\p{N}]+)
MIN_WORD = 2
CARDS_PER_FILE = 8


@dataclass(frozen=True)
class SearchSettings:
    """search.yml, checked."""

    field_weights: Mapping[str, float]
    k1: float
    b: float
    area_page_weight: float
    near_weight: float
    prefix_weight: float
    fusion: Mapping[str, float]  # k, words, meaning, strong, lead, close, results: how word and meaning results merge
    folds: tuple[tuple[str, str, str], ...]  # ending, replacement, letters not allowed before it
    stop_words: frozenset[str]
    letter_names: Mapping[str, str]  # a Greek letter (folded) -> its name, the word it is searched as
    formula_marks: str  # characters of a formula's text: a chunk holding one is no compound
    # The terms of each whitespace-separated chunk seen so far: the same words recur
    # throughout a corpus, and folding them one character at a time took seconds.
    chunks: dict[str, list[str]] = field(default_factory=dict, compare=False, repr=False)

    @classmethod
    def load(cls, path: Path = SETTINGS_FILE) -> SearchSettings:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        folds = tuple((str(f[0]), str(f[1]), str(f[2]) if len(f) > 2 else "") for f in data["folds"])
        settings = cls(
            field_weights=dict(data["field_weights"]),
            k1=float(data["k1"]),
            b=float(data["b"]),
            area_page_weight=float(data["area_page_weight"]),
            near_weight=float(data["near_weight"]),
            prefix_weight=float(data["prefix_weight"]),
            fusion={name: float(value) for name, value in data["fusion"].items()},
            folds=folds,
            stop_words=frozenset(data["stop_words"].split()),
            letter_names={str(letter): str(name) for letter, name in data["letter_names"].items()},
            formula_marks=str(data["formula_marks"]),
        )
        if set(settings.field_weights) != {"title", "keywords", "areas", "text"}:
            raise ValueError(f"{path}: field_weights must give title, keywords, areas and text")
        if set(settings.fusion) != {"k", "words", "meaning", "strong", "lead", "close", "results"}:
            raise ValueError(f"{path}: fusion must give k, words, meaning, strong, lead, close and results")
        return settings


def fold(word: str, folds: Sequence[tuple[str, str, str]]) -> str:
    """`word` (lowercase, without accents) with the first fold whose ending it has applied."""
    for ending, replacement, not_after in folds:
        stem = len(word) - len(ending)
        if word.endswith(ending) and stem + len(replacement) >= 3 and not (not_after and word[stem - 1] in not_after):
            return word[:stem] + replacement
    return word


def plain_letters(text: str) -> str:
    """Lowercase `text` without accents or other combining marks ("Rényi" -> "renyi")."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.category(c).startswith("M")).lower()


def words(text: str, settings: SearchSettings) -> list[str]:
    """The index terms of `text`, in order: folded words of 2 or more characters that
    are not stop words, a Greek letter alone as its name ("ε" is "epsilon"). A compound
    written with hyphens or slashes ("HypMoE-ReID") also gives its parts joined
    ("hypmoereid"), so it is found written either way; a formula's "a_i" or
    "log(1/δ)/n" does not (searching "ai" listed 26 papers with a subscript a_i before
    one saying "AI")."""
    terms = []
    for chunk in text.split():
        known = settings.chunks.get(chunk)
        if known is None:
            parts = [settings.letter_names.get(part, part) for part in WORD.findall(plain_letters(chunk))]
            if len(parts) > 1 and not any(mark in chunk for mark in settings.formula_marks):
                parts.append("".join(parts))
            known = settings.chunks[chunk] = [
                fold(part, settings.folds) for part in parts
                if len(part) >= MIN_WORD and part not in settings.stop_words
            ]
        terms += known
    return terms


@dataclass(frozen=True)
class Document:
    """One search result: its text by field, and what the result list shows."""

    fields: Mapping[str, str]  # field name of search.yml -> text
    title: str
    url: str  # relative to the site root
    area: str  # the primary area's name ("Area" for an area page)
    text: str  # the plain text the snippet is taken from
    mask: int  # bit i set: the document is in the i-th area
    weight: float  # the kind's weight (area pages rank below papers)


def documents(papers: Sequence[Paper], areas: Sequence[Area],
              settings: SearchSettings) -> list[Document]:
    """The listed papers in reading order, then one document per area."""
    number = {area.slug: i for i, area in enumerate(areas)}
    names = {area.slug: area.name for area in areas}
    docs = [
        Document(
            fields={"title": paper.title, "keywords": " ; ".join(paper.keywords),
                    "areas": " ; ".join(names[slug] for slug in paper.areas), "text": paper.normalized.plain},
            title=paper.title, url=paper.url, area=names[paper.areas[0]], text=paper.normalized.plain,
            mask=sum(1 << number[slug] for slug in paper.areas), weight=1.0,
        )
        for paper in papers
    ]
    docs += [
        Document(
            fields={"title": area.name, "keywords": " ; ".join(area.phrases), "areas": area.name,
                    "text": area.description},
            title=area.name, url=f"areas/{area.slug}/", area="Area", text=area.description,
            mask=1 << number[area.slug], weight=settings.area_page_weight,
        )
        for area in areas
    ]
    return docs


def postings(docs: Sequence[Document], settings: SearchSettings) -> dict[str, str]:
    """term -> its postings as JSON numbers "doc,weight,gap,weight,...": for every
    document holding the term (in order), its BM25F score for it x 100, rounded.

    BM25F: a term's frequency in each field, normalised by the field's length and
    weighted by search.yml, summed over the fields, then saturated (k1) and
    multiplied by the term's idf and the document's weight (area pages count less).
    """
    names = list(settings.field_weights)
    vectorizer = CountVectorizer(analyzer=lambda text: words(text, settings))
    counts = vectorizer.fit_transform([doc.fields[name] for name in names for doc in docs]).tocsr()
    n = len(docs)
    frequency = sparse.csr_matrix((n, counts.shape[1]))
    for k, name in enumerate(names):
        field_counts = counts[k * n : (k + 1) * n]
        lengths = np.asarray(field_counts.sum(axis=1)).ravel()
        norm = 1 - settings.b + settings.b * lengths / max(1.0, lengths.mean())
        frequency = frequency + sparse.diags(settings.field_weights[name] / norm) @ field_counts
    frequency = frequency.tocsc()
    frequency.sort_indices()
    df = np.diff(frequency.indptr)
    idf = np.log(1 + (n - df + 0.5) / (df + 0.5))
    tf = frequency.data
    scores = tf * (settings.k1 + 1) / (settings.k1 + tf) * np.repeat(idf, df)
    scores *= np.array([doc.weight for doc in docs])[frequency.indices]
    scaled = np.maximum(1, np.rint(100 * scores)).astype(np.int64)
    result = {}
    for column, term in enumerate(vectorizer.get_feature_names_out()):
        start, stop = frequency.indptr[column], frequency.indptr[column + 1]
        numbers = frequency.indices[start:stop]
        pairs = np.empty(2 * (stop - start), dtype=np.int64)
        pairs[0::2] = np.diff(numbers, prepend=0)  # gaps keep the numbers short
        pairs[1::2] = scaled[start:stop]
        result[str(term)] = ",".join(map(str, pairs.tolist()))
    return result


def shard_json(terms: Sequence[str], postings: Mapping[str, str]) -> str:
    """{"term":[postings],...} for a shard (terms sorted, as json.dumps with sort_keys)."""
    return "{" + ",".join(f"{json.dumps(term, ensure_ascii=False)}:[{postings[term]}]" for term in terms) + "}\n"


def dumps(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True) + "\n"


def index_files(papers: Sequence[Paper], areas: Sequence[Area], vectors: np.ndarray,
                settings: SearchSettings | None = None) -> list[tuple[str, str | bytes]]:
    """Every file of the index as (path relative to the docs folder, data), the
    semantic index's included (semantic_index.py).

    `papers` are the listed papers; the index holds their abstracts' plain text;
    `vectors` are their vectors by meaning (embedding.py), a row per paper."""
    settings = settings or SearchSettings.load()
    docs = documents(papers, areas, settings)
    terms = postings(docs, settings)
    # A query word fetches the shard of its longest prefix; shards stay about SHARD_BYTES.
    grouped = prefix_groups({term: len(term) + len(text) + 6 for term, text in terms.items()}, SHARD_BYTES,
                            MAX_PREFIX)
    manifest = {
        "papers": len(papers),
        "areas": [{"slug": area.slug, "name": area.name} for area in areas],
        "masks": [doc.mask for doc in docs],
        "prefixes": sorted(grouped),
        "stop_words": sorted(settings.stop_words),
        "letter_names": dict(settings.letter_names),
        "formula_marks": settings.formula_marks,
        "folds": [list(f) for f in settings.folds],
        "near_weight": settings.near_weight,
        "prefix_weight": settings.prefix_weight,
        "fusion": settings.fusion,
        "cards_per_file": CARDS_PER_FILE,
    }
    files = [(f"{FOLDER}/manifest.json", dumps(manifest))]
    files += [(f"{FOLDER}/terms/{prefix.encode('utf-8').hex()}.json", shard_json(members, terms))
              for prefix, members in grouped.items()]
    cards = [{"t": doc.title, "u": doc.url, "a": doc.area, "x": doc.text} for doc in docs]
    files += [(f"{FOLDER}/docs/{start // CARDS_PER_FILE}.json", dumps(cards[start : start + CARDS_PER_FILE]))
              for start in range(0, len(cards), CARDS_PER_FILE)]
    files.append((f"{FOLDER}/reading-list.json", dumps([[paper.id, paper.title, doc.area]
                                                        for paper, doc in zip(papers, docs)])))
    return files + semantic_files(vectors, embedding.shared())
