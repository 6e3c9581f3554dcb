"""Research-area classification of abstracts against ``areas.yml``.

Each area in ``areas.yml`` carries weighted key phrases. An abstract's score for
an area is the sum of the weights of the phrases it contains; the best-scoring
area is the primary one, and close runners-up become secondary areas. The rules
are plain data so contributors can tune them without touching this module.

The counting is scikit-learn's: a CountVectorizer whose vocabulary is every
spelling of every phrase turns a whole corpus into one sparse count matrix, and
the scores are a matrix product with the phrase x area weights. Classify a
corpus with ``classify_all``; ``classify`` is the same for a single text.

Meaning is a second signal: each area's phrases, embedded (embedding.py) and
summed by weight, give the area a direction; a text nearer one area's direction
than the others' gains on it (MEANING_WEIGHT). It decides between areas whose
phrases score alike, or a paper that names its area's topic in words no phrase
lists.

Examples are a third signal: each area's labelled abstracts (area_examples.json, the
mean of their vectors) give it a second direction by meaning, and a text nearer one
area's examples than the others' gains on it (EXAMPLE_WEIGHT)."""

from __future__ import annotations

import difflib
import itertools
import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType

import numpy as np
from scipy import sparse
from sklearn.feature_extraction.text import CountVectorizer

from generator import embedding
from generator.area_list import WORD_SEPARATOR, Area, AreasError, area_lookup
from generator.embedding import unit_rows

#: Slug of the area used when no phrase of any area matches a text, nor has it a meaning.
FALLBACK_SLUG = "general-ml"
#: A phrase counts at most this many times, so one repeated word cannot dominate.
MAX_COUNT_PER_PHRASE = 3
#: A secondary area needs at least this fraction of the primary area's score (phrases
#: and meaning together, for both) ...
SECONDARY_MIN_RATIO = 0.4
#: ... and at least this absolute score ...
SECONDARY_MIN_SCORE = 4.0
#: ... of which its phrases give at least this much: meaning adds to phrases but names no area
#: alone ("GPU" in a text about efficiency makes no systems paper). On the 729 labelled abstracts
#: 0.01 (any phrase), 2, 3 and 4 find the labelled primary among the assigned areas for 672, 670,
#: 665 and 654, with 0.51, 0.53, 0.58 and 0.60 of the secondaries shown labelled ones and 0.50,
#: 0.49, 0.46 and 0.41 of the labelled secondaries found.
SECONDARY_MIN_PHRASES = 3.0
MAX_SECONDARY = 2
#: What meaning adds to an area's phrase score: this times how many standard deviations
#: the text's similarity to the area lies above its mean similarity to the 21 areas.
#: 2 moved 14% of primary areas on real lists; on the fabricated labelled abstracts
#: (the area fixture and the blind sets) top-1 went 522 -> 543 of 672, the seeds 43/57
#: stayed, 0 gives the phrases alone.
MEANING_WEIGHT = 2.0
#: What the labelled examples add, in the same units (standard deviations of the text's
#: similarity to each area's examples). Measured leaving each labelled set out (its examples
#: made from the others: tests/test_area_agreement.py): 0 (none), 0.5, 1, 1.5, 2 and 2.5 agree
#: with 586, 591, 595, 599, 597 and 601 of the 729 labelled primary areas; above 1 the examples
#: move short texts whose phrases tell their area (tests/test_areas.py).
EXAMPLE_WEIGHT = 1.0
#: Each area's mean vector over labelled abstracts whose primary area it is; `make golden`
#: rewrites it from the labelled sets of tests/data (tests/test_area_agreement.py).
EXAMPLES_FILE = Path(__file__).with_name("area_examples.json")

@dataclass(frozen=True)
class Classification:
    primary: Area
    secondary: tuple[Area, ...]
    #: Area slug -> matched phrases (strongest first), for the primary and
    #: secondary areas only; empty when nothing matched.
    evidence: Mapping[str, tuple[str, ...]] = field(hash=False)
    #: Meaning chose the primary area: ahead of the area whose phrases score highest
    #: (a secondary one if they score enough), or where no phrase matched.
    by_meaning: bool = False


# --------------------------------------------------------------------------
# Matching and scoring
#
# The text statistics are scikit-learn's: a CountVectorizer whose vocabulary is
# every spelling of every key phrase counts the phrases of the whole corpus in
# one sparse matrix, and scores are sparse matrix products. Raw counts, not
# TF-IDF: the weights in areas.yml already say how telling a phrase is, and an
# IDF fitted on the corpus would let adding one paper move the others.

#: A token is a run of word characters or one other non-space character, except
#: hyphens, which (like whitespace) only separate tokens. So "state-of-the-art"
#: is four words, and punctuation such as "," or "." breaks a phrase.
TOKEN_PATTERN = r"\w+|[^\w\s-]"
_TOKEN_RE = re.compile(TOKEN_PATTERN)
#: The last word of a phrase may take a plural "s" or "es".
_PLURAL_SUFFIXES = ("", "s", "es")


def spellings(phrase: str) -> set[str]:
    """Every token sequence (space-joined) that counts as an occurrence of phrase.

    Inside a phrase, a space or hyphen matches a space, a hyphen or nothing
    ("fine-tuning" -> "fine tuning", "finetuning"), and the last word may take a
    plural "s"/"es" ("graph neural network" -> "graph neural networks").
    """
    words = [word for word in WORD_SEPARATOR.split(phrase.lower()) if word]
    found: set[str] = set()
    for joiners in itertools.product((" ", ""), repeat=max(len(words) - 1, 0)):
        joined = "".join(word + joiner for word, joiner in zip(words, (*joiners, "")))
        for suffix in _PLURAL_SUFFIXES if words else ():
            found.add(" ".join(_TOKEN_RE.findall(joined + suffix)))
    found.discard("")
    return found


def in_capitals(token: str) -> bool:
    """Is a word of a text written in capitals, two letters or more ("SOLAR", "GAN"; not "3D", "GANs")?"""
    return token.isupper() and sum(character.isalpha() for character in token) >= 2


class _PhraseAnalyzer:
    """CountVectorizer analyzer: the word n-grams of a text that are key-phrase spellings.

    It yields what ``CountVectorizer(token_pattern=TOKEN_PATTERN, ngram_range=(1,
    longest), lowercase=True)`` would count against this vocabulary, but for words in
    capitals, which are acronyms or names ("SOLAR", a model): such a word only counts
    where a phrase writes it in capitals too ("GAN"). It only extends an n-gram while
    it is still the start of some spelling, instead of building every n-gram of the text
    and looking it up (three times faster).
    """

    def __init__(self, terms: Iterable[str], acronyms: Iterable[str] = ()):
        self.terms = frozenset(terms)
        self.acronyms = frozenset(acronyms)  # lowercase
        self.prefixes = frozenset(
            " ".join(tokens[:length])
            for tokens in (term.split(" ") for term in self.terms)
            for length in range(1, len(tokens) + 1)
        )

    def __call__(self, text: str) -> list[str]:
        # a word in capitals that no phrase writes so stays as it is, and matches nothing
        tokens = [token if token.isupper() and in_capitals(token) and token.lower() not in self.acronyms
                  else token.lower() for token in _TOKEN_RE.findall(text)]
        terms, prefixes = self.terms, self.prefixes
        found = []
        for start in [start for start, token in enumerate(tokens) if token in prefixes]:  # can begin a spelling
            gram, position = tokens[start], start + 1
            while gram in prefixes:
                if gram in terms:
                    found.append(gram)
                if position == len(tokens):
                    break
                gram = f"{gram} {tokens[position]}"
                position += 1
        return found


@dataclass(frozen=True)
class _Model:
    """The fitted statistics for one tuple of areas."""

    vectorizer: CountVectorizer
    #: spelling x phrase, 1 where the spelling is one of the phrase's spellings.
    spelling_to_phrase: sparse.csr_matrix
    #: phrase x area weight (0 where the area does not list the phrase).
    weights: sparse.csr_matrix
    dense_weights: np.ndarray
    #: phrase x area position of the phrase in the area's list (evidence ties keep file order).
    file_order: np.ndarray
    phrases: tuple[str, ...]
    #: The areas' common centre by meaning, and area x dimension: each one's direction
    #: from it (`meaning_directions`).
    meaning_centre: np.ndarray
    meanings: np.ndarray


@lru_cache(maxsize=8)
def _model(areas: tuple[Area, ...]) -> _Model:
    """Vocabulary, vectorizer and weight matrices for these areas (cached per tuple of areas)."""
    phrases = tuple(dict.fromkeys(phrase for area in areas for phrase in area.phrases))
    phrase_index = {phrase: index for index, phrase in enumerate(phrases)}
    dense_weights = np.zeros((len(phrases), len(areas)))
    file_order = np.zeros((len(phrases), len(areas)), dtype=np.int64)
    for column, area in enumerate(areas):
        for position, (phrase, weight) in enumerate(area.phrases.items()):
            dense_weights[phrase_index[phrase], column] = weight
            file_order[phrase_index[phrase], column] = position

    vocabulary: dict[str, int] = {}
    rows, columns = [], []
    for column, phrase in enumerate(phrases):
        for term in sorted(spellings(phrase)):
            rows.append(vocabulary.setdefault(term, len(vocabulary)))
            columns.append(column)
    if not vocabulary:  # CountVectorizer refuses an empty vocabulary; "" never occurs in a text.
        vocabulary[""] = 0
    spelling_to_phrase = sparse.csr_matrix(
        (np.ones(len(rows)), (rows, columns)), shape=(len(vocabulary), len(phrases))
    )
    acronyms = {word.lower() for phrase in phrases for word in WORD_SEPARATOR.split(phrase) if in_capitals(word)}
    meaning_centre, meanings = meaning_directions(areas)
    return _Model(
        vectorizer=CountVectorizer(vocabulary=vocabulary, analyzer=_PhraseAnalyzer(vocabulary, acronyms)),
        spelling_to_phrase=spelling_to_phrase,
        weights=sparse.csr_matrix(dense_weights),
        dense_weights=dense_weights,
        file_order=file_order,
        phrases=phrases,
        meaning_centre=meaning_centre,
        meanings=meanings,
    )


def meaning_directions(areas: Sequence[Area]) -> tuple[np.ndarray, np.ndarray]:
    """Each area's direction by meaning, and their common centre: an area's phrases'
    vectors summed, each as heavy as the phrase's weight, at length 1; less the mean
    of the areas' (the centre), at length 1 again. Measured from the centre, the areas
    whose phrases are the most generic machine-learning words are not near every
    abstract."""
    sums = np.array([np.array(list(area.phrases.values())) @ embedding.shared().embed(list(area.phrases))
                     for area in areas])
    return centred_directions(sums)


def centred_directions(rows: np.ndarray, known: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
    """The `rows` at length 1, their mean (the centre) over the `known` ones (default: all), and each
    row's direction from the centre at length 1; an unknown row has no direction (zeros)."""
    rows = unit_rows(rows)
    known = np.ones(len(rows), dtype=bool) if known is None else known
    centre = rows[known].mean(axis=0)
    return centre, np.where(known[:, None], unit_rows(rows - centre), 0)


def meaning_scores(vectors: np.ndarray, model: _Model) -> np.ndarray:
    """Text x area: MEANING_WEIGHT times how far (in standard deviations) a text's
    similarity to the area lies above its mean similarity to all areas, both measured
    from the areas' centre; 0 for a text without a vector (no word the table knows)."""
    return MEANING_WEIGHT * lead_over_mean(vectors, model.meaning_centre, model.meanings)


def lead_over_mean(vectors: np.ndarray, centre: np.ndarray, directions: np.ndarray) -> np.ndarray:
    """Text x area: how many standard deviations a text's similarity to each direction
    (measured from `centre`) lies above its mean over the directions; 0 for a text without
    a vector."""
    similarity = unit_rows(vectors - centre) @ directions.T
    spread = similarity.std(axis=1, keepdims=True)
    scores = (similarity - similarity.mean(axis=1, keepdims=True)) / np.where(spread == 0, 1, spread)
    scores[~vectors.any(axis=1)] = 0
    return scores


#: Area slug -> the mean vector of its labelled example abstracts.
Examples = Mapping[str, np.ndarray]


@lru_cache(maxsize=1)
def load_examples(path: Path = EXAMPLES_FILE) -> Examples:
    """The example means of area_examples.json, by area slug."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return MappingProxyType({slug: np.array(entry["mean"], dtype=np.float32)
                                 for slug, entry in data["areas"].items()})
    except (OSError, ValueError, KeyError, TypeError) as error:
        raise AreasError(f"{path}: cannot read the areas' example vectors ({error}); "
                         "`make golden` rewrites it") from None


def example_scores(vectors: np.ndarray, areas: Sequence[Area], examples: Examples) -> np.ndarray:
    """Text x area: EXAMPLE_WEIGHT times the text's lead (`lead_over_mean`) in similarity to
    each area's examples, measured from their common centre as the phrases' meaning is
    (`meaning_directions`); an area without examples has no direction (similarity 0)."""
    means = np.array([examples.get(area.slug, np.zeros(vectors.shape[1])) for area in areas], dtype=np.float32)
    known = means.any(axis=1)
    if not known.any():
        return np.zeros((len(vectors), len(areas)))
    return EXAMPLE_WEIGHT * lead_over_mean(vectors, *centred_directions(means, known))


def phrase_counts(texts: Sequence[str], areas: Sequence[Area]) -> sparse.csr_matrix:
    """Text x phrase occurrence counts, capped at MAX_COUNT_PER_PHRASE.

    Columns follow the phrases of all areas in file order, each phrase once.
    """
    model = _model(tuple(areas))
    counts = (model.vectorizer.transform(texts) @ model.spelling_to_phrase).tocsr()
    np.minimum(counts.data, MAX_COUNT_PER_PHRASE, out=counts.data)
    return counts


def classify_all(texts: Sequence[str], areas: Sequence[Area],
                 vectors: np.ndarray | None = None, examples: Examples | None = None) -> list[Classification]:
    """Classify many texts at once; the same result as classify() on each, much faster.

    For each text: one primary area, the best by phrases and meaning together, and up
    to MAX_SECONDARY runners-up by the same score whose phrases give SECONDARY_MIN_PHRASES.
    Ties are broken by the order of the areas in the file. When no phrase matches, the
    primary area is the nearest in meaning alone; for a text without a word the embedding
    knows either, the one with slug FALLBACK_SLUG. `vectors`: the texts' vectors by meaning
    (embedding.py), a row each; by default the texts are embedded here. `examples`: each
    area's example mean, by default area_examples.json's.
    """
    areas = tuple(areas)
    if not texts:
        return []
    model = _model(areas)
    counts = phrase_counts(texts, areas)
    # Rounded so that the summation order cannot break a tie between equal scores.
    scores = np.round((counts @ model.weights).toarray(), 9)
    vectors = embedding.shared().embed(list(texts)) if vectors is None else vectors
    examples = load_examples() if examples is None else examples
    combined = np.round(scores + meaning_scores(vectors, model) + example_scores(vectors, areas, examples), 9)
    # A stable sort keeps file order among equal scores: the primary area is the first.
    ranking = np.argsort(-combined, axis=1, kind="stable")
    by_phrases = np.argmax(scores, axis=1)  # ties: the first
    fallback = next((area for area in areas if area.slug == FALLBACK_SLUG), None)

    results = []
    for row, (primary, *others) in enumerate(ranking[:, : MAX_SECONDARY + 1]):
        top = scores[row, by_phrases[row]]
        if top <= 0 and not vectors[row].any():  # neither a phrase nor a word the embedding knows
            if fallback is None:
                raise AreasError(f"no area with slug {FALLBACK_SLUG!r} to fall back on")
            results.append(Classification(primary=fallback, secondary=(), evidence=MappingProxyType({})))
            continue
        # the runners-up by the primary's own score, each named by phrases of the text
        threshold = max(SECONDARY_MIN_SCORE, SECONDARY_MIN_RATIO * combined[row, primary])
        secondary = [column for column in others
                     if combined[row, column] >= threshold and scores[row, column] >= SECONDARY_MIN_PHRASES]
        chosen = [primary, *secondary]
        matched = counts.indices[counts.indptr[row] : counts.indptr[row + 1]]
        matched_counts = counts.data[counts.indptr[row] : counts.indptr[row + 1]]
        results.append(
            Classification(
                primary=areas[primary],
                secondary=tuple(areas[column] for column in secondary),
                evidence=MappingProxyType(
                    {areas[column].slug: _evidence(model, matched, matched_counts, column) for column in chosen}
                ),
                by_meaning=bool(primary != by_phrases[row] or top <= 0),
            )
        )
    return results


def _evidence(model: _Model, matched: np.ndarray, counts: np.ndarray, column: int) -> tuple[str, ...]:
    """The area's matched phrases, strongest contribution first (ties: file order)."""
    contributions = model.dense_weights[matched, column] * counts
    keep = contributions > 0
    phrases, contributions = matched[keep], contributions[keep]
    order = np.lexsort((model.file_order[phrases, column], -contributions))
    return tuple(model.phrases[index] for index in phrases[order])


def classify(text: str, areas: Sequence[Area]) -> Classification:
    """Classify one text; see classify_all()."""
    return classify_all([text], areas)[0]


def classify_by_phrases(text: str, areas: Sequence[Area]) -> Classification:
    """Classify one text by its phrases alone, as a text without meaning (a vector of
    zeros) is: for a few words, such as an area's name, whose meaning says little."""
    return classify_all([text], areas, np.zeros((1, _model(tuple(areas)).meanings.shape[1])))[0]


def suggest_area(name: str, areas: Sequence[Area]) -> str | None:
    """The slug a contributor most likely meant by an unknown area `name`, or None.

    A slug or name spelled almost alike ("decison-making-rl", "optimisation") comes
    first, then the area whose key phrases the name matches ("reinforcement learning"
    -> decision-making-rl), then the one area whose slug or name contains it ("vision")."""
    wanted = name.casefold()
    spellings = {key.casefold(): slug for key, slug in area_lookup(areas).items()}
    close = difflib.get_close_matches(wanted, list(spellings), n=1, cutoff=0.75)
    if close:
        return spellings[close[0]]
    classification = classify_by_phrases(wanted.replace("-", " ").replace("_", " "), areas)
    if classification.evidence:
        return classification.primary.slug
    containing = {slug for key, slug in spellings.items() if wanted in key}
    return containing.pop() if len(containing) == 1 else None
