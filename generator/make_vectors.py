"""`make vectors`: write the committed embedding table from the WordLlama package.

    make vectors     # its own virtual environment (.venv-vectors) from requirements-vectors.txt
    .venv-vectors/bin/python -m generator.make_vectors FOLDER    # elsewhere (tests)

WordLlama (PyPI `wordllama`, MIT) ships a static token-embedding model in its
wheel: one 256-number vector per token of the Llama 2 tokenizer (32,000 tokens),
trained so that the mean of a text's token vectors embeds the text, and so that
the first 128 numbers are a smaller model of their own (Matryoshka). No torch and
no download from a model hub: the weights come with the registry package.

This writes, under generator/embedding_table/:
    vectors.npy       int8 [32000, DIMENSIONS]: the first DIMENSIONS numbers of each
                      token's vector, divided by its dimension's scale and rounded
    tokenizer.json    the tokenizer (vocabulary in id order, merges in rank order,
                      the unknown token) and each dimension's scale
    PROVENANCE.yml    what both were made from and how: package, version, source
                      files and their checksums, the command, and both files' checksums
The build (generator/embedding.py) and the browser (search-meaning.js) read only the first
two; tests/test_embedding.py checks them against PROVENANCE.yml.
Deterministic: the same package version gives the same bytes.
"""

from __future__ import annotations

import hashlib
import json
import sys
from importlib import metadata
from pathlib import Path

import numpy as np
import yaml

OUT = Path(__file__).with_name("embedding_table")
PACKAGE = "wordllama"
WEIGHTS = "weights/l2_supercat_256.safetensors"
TOKENIZER = "tokenizers/l2_supercat_tokenizer_config.json"
DIMENSIONS = 128


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def main(out: Path = OUT) -> None:
    from safetensors.numpy import load_file

    import wordllama

    root = Path(wordllama.__file__).parent
    weights = load_file(root / WEIGHTS)["embedding.weight"].astype(np.float32)[:, :DIMENSIONS]
    scale = np.abs(weights).max(axis=0) / 127
    vectors = np.round(weights / scale).astype(np.int8)
    model = json.loads((root / TOKENIZER).read_text(encoding="utf-8"))["model"]
    vocabulary = sorted(model["vocab"], key=model["vocab"].get)
    if [model["vocab"][token] for token in vocabulary] != list(range(len(vocabulary))):
        raise SystemExit("the tokenizer's ids are not 0..n-1")
    out.mkdir(exist_ok=True)
    np.save(out / "vectors.npy", vectors)
    tokenizer = {
        "scale": [float(value) for value in scale],
        "unknown": model["unk_token"],
        "vocabulary": vocabulary,
        "merges": [" ".join(merge) if isinstance(merge, list) else merge for merge in model["merges"]],
    }
    (out / "tokenizer.json").write_text(json.dumps(tokenizer, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
    provenance = {
        "package": PACKAGE,
        "version": metadata.version(PACKAGE),
        "license": "MIT",
        "source_files": {WEIGHTS: sha256(root / WEIGHTS), TOKENIZER: sha256(root / TOKENIZER)},
        "dimensions": DIMENSIONS,
        "command": "make vectors",
        "files": {name: sha256(out / name) for name in ("vectors.npy", "tokenizer.json")},
    }
    (out / "PROVENANCE.yml").write_text(
        "# Written by `make vectors` (generator/make_vectors.py); do not edit by hand. The files\n"
        "# of this folder come from the PyPI package below, its files named here (sha256).\n"
        + yaml.safe_dump(provenance, sort_keys=False), encoding="utf-8")
    print(f"wrote {out}/vectors.npy {vectors.shape}, tokenizer.json and PROVENANCE.yml")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
