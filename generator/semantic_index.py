"""The site's search by meaning: static files from which the browser embeds a query
the way embedding.py embeds a paper, and compares it with every paper.

Files, under `searchdata/semantic/` (fetched once the reader starts typing):

    tokenizer.json      the vocabulary and merges of the tokenizer, and the scale of
                        each dimension (from generator/embedding_table/tokenizer.json)
    tokens/<k>.bin      int8 vectors of tokens TOKENS_PER_FILE*k onwards, a row each:
                        a query fetches only the files of its own tokens
    papers.bin          int8 [papers, dimensions]: each listed paper's vector times
                        127, rounded, in the lexical index's document order
"""

from __future__ import annotations

import json

import numpy as np

from generator.embedding import Embedder

FOLDER = "searchdata/semantic"
TOKENS_PER_FILE = 128  # 16 KB a file at 128 dimensions; a query needs a few


def semantic_files(vectors: np.ndarray, embedder: Embedder) -> list[tuple[str, str | bytes]]:
    """Every file of the semantic index as (path relative to the docs folder, data);
    `vectors`: the listed papers' vectors (length 1 each) in document order."""
    tokenizer = {
        "dimensions": int(embedder.vectors.shape[1]),
        "tokens_per_file": TOKENS_PER_FILE,
        "scale": [float(value) for value in embedder.scale],
        "vocabulary": embedder.vocabulary,
        "unknown": embedder.vocabulary[embedder.unknown],
        "merges": [" ".join(pair) for pair in embedder.ranks],
    }
    files: list[tuple[str, str | bytes]] = [
        (f"{FOLDER}/tokenizer.json", json.dumps(tokenizer, ensure_ascii=False, separators=(",", ":"))),
        (f"{FOLDER}/papers.bin", np.round(vectors * 127).astype(np.int8).tobytes()),
    ]
    files += [(f"{FOLDER}/tokens/{start // TOKENS_PER_FILE}.bin",
               embedder.vectors[start : start + TOKENS_PER_FILE].tobytes())
              for start in range(0, len(embedder.vectors), TOKENS_PER_FILE)]
    return files
