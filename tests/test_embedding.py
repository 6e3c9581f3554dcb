"""generator/embedding.py, the committed table and its provenance, and the browser's
copy of the tokenizer and embedding (search-meaning.js `Meaning`), which must agree."""

import hashlib
import json
import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest
import yaml

from generator import embedding, make_vectors
from generator.normalize import ParsedAbstract
from generator.pipeline import assign_ids
from generator.reader import read_directory
from generator.semantic_index import semantic_files

ROOT = Path(__file__).parents[1]
MEANING_JS = ROOT / "overrides/assets/javascripts/search-meaning.js"

# The model's own tokenizer (the `tokenizers` package, in the `make vectors` environment,
# on the model's tokenizer.json) cuts these so; Embedder must cut them the same way.
TOKENS = {
    "Hopfield networks": ["hop", "##field", "networks"],
    "normalising flows": ["normal", "##ising", "flows"],
    "Rényi–Erdős 数据 😀": ["ren", "##yi", "–", "er", "##dos", "[UNK]", "[UNK]", "[UNK]"],
    "k-means (ICLR'24)": ["k", "-", "means", "(", "ic", "##lr", "'", "24", ")"],
    "ΣΟΦΙΑ naïve Straße İstanbul": ["σ", "##ο", "##φ", "##ια", "naive", "st", "##raße", "istanbul"],
    "\u00a0tab\there\u2028x\u200bzero-width": ["tab", "here", "x", "##zer", "##o", "-", "width"],
    "a\x0bb\x0cc\td\x85e\u200b": ["abc", "de"],
    "Ünïcödé — “quotes” … ½ ﬁ ligature Ⅻ ㎏ 한국어 日本語です": [
        "unicode", "—", "“", "quotes", "”", "…", "½", "ﬁ", "liga", "##ture", "[UNK]", "[UNK]", "ᄒ", "##ᅡ", "##ᆫ",
        "##ᄀ", "##ᅮ", "##ᆨ", "##ᄋ", "##ᅥ", "日", "本", "語", "て", "##す"],
}
TEXTS = [*TOKENS, "  spaces\tand\nnew lines ", "", "x" * 101 + " and a word of one hundred: " + "y" * 100,
         "We bound the regret of Thompson sampling."]


@pytest.mark.parametrize("text", TOKENS)
def test_tokens_are_those_of_the_models_tokenizer(text):
    embedder = embedding.shared()
    assert [embedder.vocabulary[n] for n in embedder.token_ids(text)] == TOKENS[text]


def test_vectors_have_length_one_and_mean_something():
    vectors = embedding.shared().embed(["Hopfield networks store memories as energy minima",
                                        "associative memory networks with an energy function",
                                        "a tax on imported steel", ""])
    assert np.allclose(np.linalg.norm(vectors[:3], axis=1), 1) and not vectors[3].any()
    assert vectors[0] @ vectors[1] > vectors[0] @ vectors[2]


def test_the_committed_table_matches_its_provenance():
    """`make vectors` needs torch, which neither `make test` nor CI installs, and torch on
    the CPU does not promise the same bits on another machine: so the table is checked
    against PROVENANCE.yml, written with it, and the pins of requirements-vectors.txt."""
    table = embedding.TABLE
    provenance = yaml.safe_load((table / "PROVENANCE.yml").read_text(encoding="utf-8"))
    assert provenance["files"] == {name: hashlib.sha256((table / name).read_bytes()).hexdigest()
                                   for name in ("vectors.npy", "tokenizer.json")}
    pins = (ROOT / "requirements-vectors.txt").read_text(encoding="utf-8").splitlines()
    assert provenance["package"] == make_vectors.PACKAGE
    for package, version in provenance["versions"].items():  # torch's "+cpu" is where it came from
        assert f"{package}=={version.split('+')[0]}" in pins, package
    assert provenance["command"] == "make vectors" and provenance["dimensions"] == make_vectors.DIMENSIONS
    assert list(provenance["source_files"]) == ["all_minilm_l6_v2/model.zip"]
    assert sum(path.stat().st_size for path in table.iterdir()) <= 20_000_000
    assert embedding.shared().vectors.shape == (len(embedding.shared().vocabulary), make_vectors.DIMENSIONS)


def test_the_fit_texts_are_fixtures_not_the_seed_lists():
    """The table is fitted on fabricated fixtures only, so that the query sets of the
    seed lists measure what any list gets."""
    texts = make_vectors.fit_texts()
    assert len(texts) > 5000
    seeds = " ".join(p.read_text(encoding="utf-8") for p in (ROOT / "seeds").glob("*.txt"))
    assert not [text for text in texts if len(text) > 200 and text in seeds]


NODE = """
import fs from "node:fs";
globalThis.fetch = async url => {
  const bytes = fs.readFileSync(new URL(url));
  return { ok: true, json: async () => JSON.parse(bytes), arrayBuffer: async () => bytes.buffer.slice(
    bytes.byteOffset, bytes.byteOffset + bytes.length) };
};
const { Meaning } = await import(process.argv[1]);
const meaning = await Meaning.load();
const texts = JSON.parse(process.argv[2]);
const out = [];
for (const text of texts) out.push({ ids: meaning.tokenIds(text), vector: Array.from(await meaning.embed(text) || []),
                                     near: await meaning.search(text, 2) });
console.log(JSON.stringify(out));
"""


def test_the_browser_embeds_a_query_as_the_build_does(tmp_path):
    if not shutil.which("node"):
        pytest.skip("Node.js is not installed (make test installs it for the lint)")
    embedder = embedding.shared()
    papers = embedder.embed(["Thompson sampling regret bounds", "protein folding with diffusion models"])
    for path, data in semantic_files(papers, embedder):
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_bytes(data if isinstance(data, bytes) else data.encode("utf-8"))
    script = tmp_path / "assets/javascripts" / MEANING_JS.name
    script.parent.mkdir(parents=True)
    for name in (MEANING_JS.name, "search-words.js", "site.js"):  # the script and what it imports
        shutil.copy(MEANING_JS.with_name(name), script.with_name(name))
    run = subprocess.run(["node", "--input-type=module", "-e", NODE, script.as_uri(), json.dumps(TEXTS)],
                         capture_output=True, text=True, check=True)
    for text, found in zip(TEXTS, json.loads(run.stdout)):
        assert found["ids"] == embedder.token_ids(text)
        expected = embedder.embed([text])[0]
        assert np.allclose(found["vector"] or np.zeros_like(expected), expected, atol=1e-5)
    regret = json.loads(run.stdout)[-1]["near"]
    assert [doc for doc, _ in regret] == [0, 1] and regret[0][1] > regret[1][1]


def test_paraphrases_find_their_papers_by_meaning_alone():
    """The 24 paraphrase queries (no content word of their abstract) against the seed
    papers by cosine alone, as README's table reports (WordLlama: R@5 0.63)."""
    abstracts = read_directory(ROOT / "seeds").abstracts
    ids = assign_ids(abstracts)
    embedder = embedding.shared()
    papers = embedder.embed([ParsedAbstract(abstract.text).plain for abstract in abstracts])
    queries = yaml.safe_load((ROOT / "tests/data/paraphrase_queries.yml").read_text(encoding="utf-8"))["queries"]
    similarities = embedder.embed([query["query"] for query in queries]) @ papers.T
    ranks = np.array([1 + int((row > row[ids.index(query["paper"])]).sum())
                      for query, row in zip(queries, similarities)])
    print(f"\n{len(queries)} paraphrases by meaning alone: recall@1 {np.mean(ranks == 1):.3f}, "
          f"recall@5 {np.mean(ranks <= 5):.3f}, MRR {np.mean(1 / ranks):.3f}")
    assert np.mean(ranks <= 5) >= 0.8
