"""One vector per text, by meaning: the mean of its tokens' vectors in the committed
WordLlama table (generator/embedding_table/, written by `make vectors`, see
generator/make_vectors.py), scaled to length 1. Numpy only.

The tokenizer is Llama 2's byte-pair encoding, written out here and in the
browser (overrides/assets/javascripts/search-meaning.js, `tokenIds`) the same way, so a
query typed on the site and an abstract embedded here meet in the same space:
whitespace runs become one "▁" before each word, each word starts as its
characters (a character outside the vocabulary as its UTF-8 bytes, `<0xE2>`),
and the adjacent pair of lowest merge rank is merged (leftmost first) until no
pair has a rank.
"""

from __future__ import annotations

import json
import re
from functools import cache, cached_property, lru_cache
from pathlib import Path

import numpy as np

TABLE = Path(__file__).with_name("embedding_table")
SPACE = "\u2581"
WORD = re.compile(r"\S+")


class Embedder:
    """The tokenizer and the token vectors of one table folder."""

    def __init__(self, folder: Path = TABLE):
        data = json.loads((folder / "tokenizer.json").read_text(encoding="utf-8"))
        self.vocabulary: list[str] = data["vocabulary"]
        self.ids = {token: number for number, token in enumerate(self.vocabulary)}
        self.ranks = {tuple(merge.split(" ")): rank for rank, merge in enumerate(data["merges"])}
        self.scale = np.array(data["scale"], dtype=np.float32)
        self.vectors = np.load(folder / "vectors.npy")
        self.unknown = self.ids[data["unknown"]]
        self.word_ids = lru_cache(maxsize=200_000)(self._word_ids)

    @cached_property
    def table(self) -> np.ndarray:
        """Every token's vector as float32."""
        return self.vectors.astype(np.float32) * self.scale

    def token_ids(self, text: str) -> list[int]:
        return [number for word in WORD.findall(text) for number in self.word_ids(word)]

    def _word_ids(self, word: str) -> tuple[int, ...]:
        symbols: list[str] = []
        for character in SPACE + word:
            if character in self.ids:
                symbols.append(character)
            else:
                symbols += [f"<0x{byte:02X}>" for byte in character.encode("utf-8")]
        while len(symbols) > 1:
            ranked = [(self.ranks.get(pair, len(self.ranks)), n) for n, pair in enumerate(zip(symbols, symbols[1:]))]
            rank, n = min(ranked)
            if rank == len(self.ranks):
                break
            symbols[n : n + 2] = [symbols[n] + symbols[n + 1]]
        return tuple(self.ids.get(symbol, self.unknown) for symbol in symbols)

    def embed(self, texts: list[str]) -> np.ndarray:
        """float32 [len(texts), dimensions], each row of length 1 (zeros for a text without words)."""
        table = self.table
        out = np.zeros((len(texts), table.shape[1]), dtype=np.float32)
        for row, text in enumerate(texts):
            ids = self.token_ids(text)
            if ids:
                out[row] = table[ids].mean(axis=0)
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        return out / np.where(norms == 0, 1, norms)


@cache
def shared() -> Embedder:
    """The committed table, loaded once per process (forked workers inherit it)."""
    return Embedder()
