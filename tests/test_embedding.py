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
from generator.semantic_index import semantic_files

ROOT = Path(__file__).parents[1]
MEANING_JS = ROOT / "overrides/assets/javascripts/search-meaning.js"

# Llama 2's tokenizer (the `tokenizers` package, in the `make vectors` environment)
# cuts these so; Embedder must cut them the same way.
TOKENS = {
    "Hopfield networks": ["▁Hop", "field", "▁networks"],
    "normalising flows": ["▁normal", "ising", "▁flows"],
    "Rényi–Erdős 数据 😀": ["▁Ré", "ny", "i", "–", "Er", "d", "ős", "▁", "数", "据", "▁",
                          "<0xF0>", "<0x9F>", "<0x98>", "<0x80>"],
    "k-means (ICLR'24)": ["▁k", "-", "me", "ans", "▁(", "IC", "LR", "'", "2", "4", ")"],
}
TEXTS = [*TOKENS, "  spaces\tand\nnew lines ", "", "We bound the regret of Thompson sampling."]


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
    """`make vectors` needs the wordllama package, which only its own environment
    installs (`make test` sets it up for the next test): here the table is checked
    against PROVENANCE.yml, written with it, and the pin of requirements-vectors.txt."""
    table = embedding.TABLE
    provenance = yaml.safe_load((table / "PROVENANCE.yml").read_text(encoding="utf-8"))
    assert provenance["files"] == {name: hashlib.sha256((table / name).read_bytes()).hexdigest()
                                   for name in ("vectors.npy", "tokenizer.json")}
    pins = (ROOT / "requirements-vectors.txt").read_text(encoding="utf-8").splitlines()
    assert f"{provenance['package']}=={provenance['version']}" in pins
    assert provenance["command"] == "make vectors" and provenance["dimensions"] == make_vectors.DIMENSIONS
    assert set(provenance["source_files"]) == {make_vectors.WEIGHTS, make_vectors.TOKENIZER}
    assert sum(path.stat().st_size for path in table.iterdir()) <= 20_000_000
    assert embedding.shared().vectors.shape == (len(embedding.shared().vocabulary), make_vectors.DIMENSIONS)


def test_make_vectors_reproduces_the_committed_table(tmp_path):
    python = ROOT / ".venv-vectors/bin/python"
    if not python.exists():
        pytest.skip("needs the `make vectors` environment: run `make vectors` once (a clean clone of "
                    "the commit that added the table reproduced it byte for byte)")
    subprocess.run([python, "-m", "generator.make_vectors", tmp_path], cwd=ROOT, check=True, capture_output=True)
    for name in ("vectors.npy", "tokenizer.json", "PROVENANCE.yml"):
        assert (tmp_path / name).read_bytes() == (embedding.TABLE / name).read_bytes()


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
