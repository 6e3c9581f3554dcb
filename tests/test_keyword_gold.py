"""Keywords against the key phrases two readers wrote for each seed abstract, 5 each,
blind to the site's keywords (tests/data/keyword_gold.yml and keyword_gold2.yml).

A keyword and a gold phrase match when, compared as lowercase words with hyphens
as spaces and a plural "s" dropped, one is the other or holds it as consecutive
words ("KV cache eviction" matches "KV cache"). Precision: the share of keywords
that match a gold phrase; recall: the share of gold phrases a keyword matches.
The test prints both and F1, and fails below the floors, set just under what
generator/keywords.py achieves now: floors, not targets. Issue 13 asks for F1 0.70
against a reader; scored the same way, the two readers agree with each other at F1
0.660, so about that much is what an extractor can be expected to reach.
The same is measured on fabricated abstracts of other fields (tests/data/keyword_fixture.yml).
"""

from __future__ import annotations

import re
from functools import cache

import pytest
import yaml

from generator.area_list import load_areas
from generator.keywords import extract_keywords
from generator.model import paper_id
from generator.normalize import marked_plain_text
from generator.pipeline import assign_ids, derive_papers
from generator.reader import read_directory
from tests.conftest import ROOT

GOLD = ROOT / "tests" / "data" / "keyword_gold.yml"
SECOND_READER = ROOT / "tests" / "data" / "keyword_gold2.yml"
# measured 0.399 (precision 0.371, recall 0.432) when the gold set was added, and 0.348
# against the second reader when that was added; with the boost of the opening words
# (keywords.OPENING_BOOST) 0.440 (precision 0.410, recall 0.474) and 0.384; with meaning
# (keyword_scores.Meanings) 0.439 and 0.370, and as shown, with the paper's name, 0.470 and 0.359;
# with generic_terms and SHARED_BONUS 1.8, 0.447 and 0.374 (as shown 0.478 and 0.361)
F1_FLOORS = {GOLD.name: 0.42, SECOND_READER.name: 0.35}


def words(phrase: str) -> tuple[str, ...]:
    return tuple(re.sub(r"s$", "", word) if len(word) > 3 else word
                 for word in re.findall(r"[\w']+", phrase.lower().replace("-", " ")))


def contains(long: tuple[str, ...], short: tuple[str, ...]) -> bool:
    return any(long[i : i + len(short)] == short for i in range(len(long) - len(short) + 1))


def match(a: str, b: str) -> bool:
    x, y = words(a), words(b)
    return bool(x and y) and (contains(x, y) or contains(y, x))


def scores(predicted: dict[str, tuple[str, ...]], gold: dict[str, list[str]]) -> tuple[float, float, float]:
    hits_p = sum(any(match(k, g) for g in gold[pid]) for pid in gold for k in predicted[pid])
    hits_r = sum(any(match(k, g) for k in predicted[pid]) for pid in gold for g in gold[pid])
    precision = hits_p / max(1, sum(len(predicted[pid]) for pid in gold))
    recall = hits_r / max(1, sum(len(gold[pid]) for pid in gold))
    return precision, recall, 2 * precision * recall / max(precision + recall, 1e-9)


def test_match_is_whole_words_plural_and_hyphen_blind():
    assert match("KV cache eviction", "KV caches")
    assert match("normalizing flow", "Normalizing Flows")
    assert match("fine-tuning", "fine tuning")
    assert match("sparse attention", "attention") and match("attention", "sparse attention")
    assert not match("graph", "paragraph")
    assert not match("flow matching", "normalizing flows")


@cache
def seed_abstracts():
    return read_directory(ROOT / "seeds").abstracts


def gold_phrases(path) -> dict[str, list[str]]:
    """Paper id -> its 5 phrases, for every seed abstract."""
    gold = {entry["paper"]: entry["phrases"] for entry in yaml.safe_load(path.read_text(encoding="utf-8"))}
    assert {paper_id(a.text) for a in seed_abstracts()} == set(gold) and all(len(p) == 5 for p in gold.values())
    return gold


@pytest.fixture(scope="module")
def predicted() -> dict[str, tuple[str, ...]]:
    abstracts = seed_abstracts()
    keywords = extract_keywords([marked_plain_text(a.text) for a in abstracts])
    return {paper_id(a.text): tags for a, tags in zip(abstracts, keywords)}


@pytest.fixture(scope="module")
def shown() -> dict[str, tuple[str, ...]]:
    """The keywords as the pages show them: led by the name the title gives (titles.with_own_name)."""
    abstracts = seed_abstracts()
    papers, _ = derive_papers(abstracts, assign_ids(abstracts), load_areas(), {})
    return {paper.id: paper.keywords for paper in papers}


@pytest.mark.parametrize("path", [GOLD, SECOND_READER], ids=lambda path: path.name)
def test_keywords_match_the_gold_key_phrases(path, predicted, shown):
    for name, keywords in (("keywords", predicted), ("as shown", shown)):
        precision, recall, f1 = scores(keywords, gold_phrases(path))
        print(f"{name} vs {path.name}: precision {precision:.3f}, recall {recall:.3f}, F1 {f1:.3f}")
        assert f1 >= F1_FLOORS[path.name]


def test_how_far_two_readers_agree():
    """The second reader's phrases scored against the first's, as keywords are (0.660 when
    added): reported, as what a careful reader reaches against another; it changes only if a
    gold file does."""
    precision, recall, f1 = scores(gold_phrases(SECOND_READER), gold_phrases(GOLD))
    print(f"second reader vs first: precision {precision:.3f}, recall {recall:.3f}, F1 {f1:.3f}")
    assert 0.5 <= f1 < 0.8


# FABRICATED abstracts (72) with the 5 key phrases a careful reader would search for,
# written blind by a helper in many fields and styles (acronyms, British spellings,
# math). Its even entries were looked at to find tags a reader would not want (verbs
# read as nouns: "search terminates"; "past batches"); the odd ones never were case by
# case, but their F1 (with both halves and both readers) chose OPENING_BOOST among 1.3, 1.5
# and 2.0, so no set here is wholly unseen by the keyword rules any more.
FIXTURE = ROOT / "tests" / "data" / "keyword_fixture.yml"
# measured 0.268 and 0.339; with the boost of the opening words 0.344 and 0.352
FIXTURE_F1_FLOORS = {"looked at (even)": 0.32, "held out (odd)": 0.33}


@pytest.mark.parametrize("half", sorted(FIXTURE_F1_FLOORS))
def test_keywords_match_the_key_phrases_of_fabricated_abstracts(half):
    cases = yaml.safe_load(FIXTURE.read_text(encoding="utf-8"))
    assert all(len(case["phrases"]) == 5 for case in cases)
    keywords = extract_keywords([marked_plain_text(case["abstract"]) for case in cases])  # one corpus, as a list is
    chosen = range(0 if half.startswith("looked") else 1, len(cases), 2)
    precision, recall, f1 = scores({n: keywords[n] for n in chosen}, {n: cases[n]["phrases"] for n in chosen})
    print(f"{half}: precision {precision:.3f}, recall {recall:.3f}, F1 {f1:.3f}")
    assert f1 >= FIXTURE_F1_FLOORS[half]


# FABRICATED abstracts labelled blind before the generator ran (tests/data/blind*/README.md):
# 5 key phrases each; the keyword lists were not tuned on them but for number words and
# three verbs in -s (stop 25, from "blind") and the verbs, adjectives and superlatives that
# blind3's tags showed (stop 26), which leave F1 as it was. Measured: blind 0.300, then
# 0.309; blind2 0.262; blind3 0.203; blind4 (stop 26, never looked at tag by tag) 0.209;
# blind5 (stop 27, unseen by any rule) 0.231; blind6 (stop 28, unseen) 0.173;
# blind7 (stop 29, unseen) 0.247; blind8 (stop 30, unseen) 0.202;
# blind9 (stop 30, unseen) 0.184; blind10 (stop 31, unseen) 0.183, then 0.187; blind11 (stop 31,
# unseen) 0.206; blind12 (stop 32, unseen) 0.257; blind13 (stop 32, unseen, its authors' words
# rather than the areas') 0.139; blind14 (end of stop 32, unseen) 0.210.
BLIND_F1_FLOORS = {"blind": 0.29, "blind2": 0.25, "blind3": 0.19, "blind4": 0.19, "blind5": 0.22, "blind6": 0.16,
                   "blind7": 0.23, "blind8": 0.19, "blind9": 0.17, "blind10": 0.17,
                   "blind11": 0.19, "blind12": 0.24, "blind13": 0.12,
                   "blind14": 0.19}


@pytest.mark.parametrize("name", sorted(BLIND_F1_FLOORS))
def test_keywords_of_the_blind_sets(name):
    folder = ROOT / "tests" / "data" / name
    labels = yaml.safe_load((folder / "labels.yml").read_text(encoding="utf-8"))
    abstracts = read_directory(folder).abstracts
    keywords = extract_keywords([marked_plain_text(abstract.text) for abstract in abstracts])
    predicted = {str(abstract.paragraph): tuple(tags) for abstract, tags in zip(abstracts, keywords)}
    precision, recall, f1 = scores(predicted, {str(label["paragraph"]): label["keywords"] for label in labels})
    print(f"keywords vs {name}: precision {precision:.3f}, recall {recall:.3f}, F1 {f1:.3f}")
    assert f1 >= BLIND_F1_FLOORS[name]
