"""The site's search by meaning: static files from which the browser embeds a query
the way embedding.py embeds a paper, and compares it with every paper.

Files, under `searchdata/semantic/` (fetched once the reader starts typing):

    tokenizer.json      the vocabulary of the tokenizer and its unknown token, and the
                        scale of each dimension (from generator/embedding_table/)
    tokens/<k>.bin      int8 vectors of the tokens from k * tokens_per_file on, a row
                        each, FILE_BYTES a file: a query fetches only its tokens' files
    papers.bin          int8 [papers, dimensions]: each listed paper's vector times
                        127, rounded, in the lexical index's document order
"""

from __future__ import annotations

import json

import numpy as np

from generator.embedding import Embedder

FOLDER = "searchdata/semantic"
FILE_BYTES = 16384  # of token vectors: a query needs a few files


def semantic_files(vectors: np.ndarray, embedder: Embedder) -> list[tuple[str, str | bytes]]:
    """Every file of the semantic index as (path relative to the docs folder, data);
    `vectors`: the listed papers' vectors (length 1 each) in document order."""
    dimensions = int(embedder.vectors.shape[1])
    per_file = FILE_BYTES // dimensions
    tokenizer = {
        "dimensions": dimensions,
        "tokens_per_file": per_file,
        "scale": [float(value) for value in embedder.scale],
        "vocabulary": embedder.vocabulary,
        "unknown": embedder.vocabulary[embedder.unknown],
    }
    files: list[tuple[str, str | bytes]] = [
        (f"{FOLDER}/tokenizer.json", json.dumps(tokenizer, ensure_ascii=False, separators=(",", ":"))),
        (f"{FOLDER}/papers.bin", np.round(vectors * 127).astype(np.int8).tobytes()),
    ]
    files += [(f"{FOLDER}/tokens/{start // per_file}.bin", embedder.vectors[start : start + per_file].tobytes())
              for start in range(0, len(embedder.vectors), per_file)]
    return files
