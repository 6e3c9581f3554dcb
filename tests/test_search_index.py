"""The search index (generator/search_index.py) and its client's text rules
(overrides/assets/javascripts/search-words.js): both must split and fold text alike,
or a query would miss words the index holds. The JavaScript runs in Node."""

from __future__ import annotations

import json
from dataclasses import replace
import shutil
import subprocess

import pytest

from generator import embedding
from generator.area_list import load_areas
from generator.prefixes import prefix_groups
from generator.search_index import SearchSettings, fold, index_files, words
from tests.conftest import ROOT
from tests.test_render import make_paper

SETTINGS = SearchSettings.load()
CLIENT = ROOT / "overrides/assets/javascripts/search-words.js"
NODE = shutil.which("node")

# Fabricated strings with what the rules must handle: case, accents, compounds,
# digits, British spellings, plurals, stop words, math symbols, other scripts.
TEXTS = [
    "HypMoE-ReID and I-Perceive beat scIFLF on C3 (3D, 5,000 GPUs).",
    "How can I estimate mutual information with a normalising flow?",
    "Rényi divergences, Nyström features and Erdős–Rényi graphs; naïve Bayes.",
    "Behaviour modelling: optimisation of colour analyses, studies and classes.",
    "O(k·polylog(n)) rounds for ε-accurate Õ(H^4 S) bounds; α/β-mixing.",
    "ϵ-greedy, ϑ and Σ, μTransfer, λ_max, |a_i| and x^2_t, log(1/δ)/n, f(x)=y+1",
    "Вероятностные модели and 我们提出了一种方法 with ﬁ ligatures and ＦＵＬＬ width.",
    "a an the of I x y z — bias biases analysis focus",
    "pre-/post-training, state-of-the-art, k-means++ and GPT-4o.",
]


def test_folds():
    assert [fold(w, SETTINGS.folds) for w in ["normalising", "optimisation", "behaviour", "colours", "studies",
                                                "flows", "analysis", "focus", "class", "gas", "modelling"]] == [
        "normalizing", "optimization", "behavior", "colors", "study", "flow", "analysis", "focus", "class", "gas",
        "modeling",
    ]


def test_words_split_compounds_and_drop_stop_words():
    assert words("HypMoE-ReID for the I-Perceive models", SETTINGS) == [
        "hypmoe", "reid", "hypmoereid", "perceive", "iperceive", "model"
    ]


def test_a_subscript_joins_no_word():
    """"ai" listed 26 papers with a formula's a_i before the one saying "AI"; formulas
    made terms such as "log1deltan" and "omegadnε"."""
    assert words("|a_i| and HypMoE-ReID", SETTINGS) == ["hypmoe", "reid", "hypmoereid"]
    assert words("log(1/δ)/n and Ω(dn/ε)", SETTINGS) == ["log", "delta", "omega", "dn", "epsilon"]


def test_a_greek_letter_is_searched_as_its_name():
    """"epsilon" found nothing in abstracts that write ϵ or ε (one letter is no term)."""
    assert words("ϵ-greedy and ε, ϑ, Σ", SETTINGS) == ["epsilon", "greedy", "epsilongreedy", "epsilon", "theta",
                                                        "sigma"]
    assert words("epsilon-greedy", SETTINGS) == ["epsilon", "greedy", "epsilongreedy"]


def in_the_client(function: str, texts: list[str]) -> list:
    """`function(text, settings)` of the search client (search-words.js) for each text, run by Node."""
    script = (
        CLIENT.read_text(encoding="utf-8")
        + "\nconst settings = { stopWords: new Set(%s), folds: %s, letterNames: %s, formulaMarks: %s };\n"
        % (json.dumps(sorted(SETTINGS.stop_words)), json.dumps([list(f) for f in SETTINGS.folds]),
           json.dumps(dict(SETTINGS.letter_names)), json.dumps(SETTINGS.formula_marks))
        + "console.log(JSON.stringify(%s.map(text => %s(text, settings))));\n" % (json.dumps(texts), function)
    )
    result = subprocess.run([NODE, "--input-type=module", "-e", script], capture_output=True, text=True,
                            check=True, cwd=CLIENT.parent)  # where its import "./site.js" is
    return json.loads(result.stdout)


@pytest.mark.skipif(NODE is None, reason="Node.js is needed to run the client's rules")
def test_the_client_splits_and_folds_exactly_as_the_index():
    assert in_the_client("words", TEXTS) == [words(text, SETTINGS) for text in TEXTS]


@pytest.mark.skipif(NODE is None, reason="Node.js is needed to run the client's rules")
def test_a_letter_typed_apart_from_its_word_is_also_asked_joined():
    """"k means" searched only "means", while "k-means" is indexed as "means" and "kmeans"."""
    queries = ["k means clustering", "t SNE", "a model", "I like k", "3 d scenes", "k-means", "top k retrieval",
               "α diversity"]
    assert in_the_client("queryWords", queries) == [
        ["mean", "clustering", "kmean"], ["sne", "tsne"], ["model"], [], ["scene", "3d"], ["mean", "kmean"],
        ["top", "retrieval", "topk", "kretrieval"], ["alpha", "diversity", "alphadiversity"],
    ]
    assert set(words("k-means clustering in t-SNE maps of 3-D scenes", SETTINGS)) >= {"kmean", "tsne", "3d"}


def test_every_key_is_in_the_group_of_its_longest_prefix():
    terms = {f"{a}{b}{c}": 4000 for a in "ab" for b in "abcd" for c in ("", "x", "yy", "zzz")}
    grouped = prefix_groups(terms, 32_000, 6)
    assert sorted(term for members in grouped.values() for term in members) == sorted(terms)
    for prefix, members in grouped.items():
        for term in members:
            assert prefix == max((p for p in grouped if term.startswith(p)), key=len)
    assert len(grouped) > 2  # the fabricated sizes are large enough to be split
    assert all(sum(terms[key] for key in keys) <= 32_000 for keys in grouped.values())


def two_papers_indexed() -> dict[str, str | bytes]:
    """The search files of two fabricated papers, by path under the docs folder."""
    papers = [
        replace(make_paper("Sparse Hopfield Networks", pid="0000000001"),
                abstract="We study Hopfield networks and their energy."),
        replace(make_paper("Conformal Prediction Sets", pid="0000000002", areas=("probabilistic-methods",)),
                abstract="Conformal prediction gives calibrated sets."),
    ]
    return dict(index_files(papers, load_areas(), embedding.shared().embed([p.abstract for p in papers]), SETTINGS))


def test_index_files_rank_the_paper_that_holds_the_words():
    areas = load_areas()
    files = two_papers_indexed()
    manifest = json.loads(files["searchdata/manifest.json"])
    assert manifest["papers"] == 2 and len(manifest["masks"]) == 2 + len(areas)
    shard = next(json.loads(text) for path, text in files.items()
                 if "/terms/" in path and '"hopfield"' in text)
    assert len(files["searchdata/semantic/papers.bin"]) == 2 * embedding.shared().vectors.shape[1]
    gaps, weight = shard["hopfield"][0::2], shard["hopfield"][1::2]
    assert gaps[0] == 0 and sum(gaps[:2]) >= 2 and weight[0] > 100  # of the papers, only 0 has it
    assert json.loads(files["searchdata/docs/0.json"])[1] == {
        "t": "Conformal Prediction Sets", "u": "papers/0000000002/", "a": "Probabilistic methods",
        "x": "Conformal prediction gives calibrated sets.",
    }


@pytest.mark.skipif(NODE is None, reason="Node.js is needed to run the client")
def test_the_cards_of_strong_word_matches_load_before_the_results_by_meaning_arrive():
    """Fetching the shown cards only once the results by meaning had joined was half of a
    later query's time at 10,000 papers; the best matches by words are fetched meanwhile."""
    texts = {path: text for path, text in two_papers_indexed().items() if "/semantic/" not in path}
    script = """
import { Index } from "./search-words.js";
const files = %s, asked = [];
globalThis.fetch = async url => {
  const path = "searchdata/" + String(url).split("/searchdata/")[1];
  asked.push(path);
  return new Response(files[path] ?? "", {status: path in files ? 200 : 404});
};
const index = await Index.load();
let arrive;
const searching = index.search("hopfield", [], new Promise(resolve => (arrive = resolve)), 10);
await new Promise(resolve => setTimeout(resolve, 100));  // the results by meaning still on their way
const cardsBefore = asked.filter(path => path.includes("/docs/"));
arrive([]);
const { ranked } = await searching;
console.log(JSON.stringify({ cardsBefore, first: ranked[0][0] }));
""" % json.dumps(texts)
    result = subprocess.run([NODE, "--input-type=module"], input=script, capture_output=True, text=True,
                            check=True, cwd=CLIENT.parent)
    assert json.loads(result.stdout) == {"cardsBefore": ["searchdata/docs/0.json"], "first": 0}
