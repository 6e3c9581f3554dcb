"""A corpus as arrays over all its tokens, so that the rules of keyword_candidates.analyse
(where a phrase may start, continue and end) run as array operations rather than once per
token: every cleaned document cut into chunks (keyword_text.split_chunks), each position's
token and its facts (keyword_words.token_info), and where chunks, sentences and documents
start."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from generator.keyword_text import split_chunks
from generator.keyword_words import Token, token_info


class Corpus:
    """Every cleaned document cut into chunks of tokens (`split_chunks`), as
    arrays over all the tokens of the corpus, so that the rules of
    `analyse` run as array operations rather than once per token.

    Positions number the tokens of all documents in reading order; ``ids``
    gives each position's token, ``infos`` each token's facts."""

    def __init__(self, texts: Sequence[str]) -> None:
        tokens: list[str] = []
        sizes: list[int] = []  # chunk -> its number of tokens
        chunks: list[tuple[int, bool, bool, bool]] = []  # (document, sentence start, glued left, glued right)
        self.texts = texts
        for d, text in enumerate(texts):
            for toks, sentence_start, glued_left, glued_right in split_chunks(text):
                tokens += toks
                sizes.append(len(toks))
                chunks.append((d, sentence_start, glued_left, glued_right))
        # token ids numbered in order of first occurrence
        index = {spelling: i for i, spelling in enumerate(dict.fromkeys(tokens))}
        self.documents = len(texts)
        self.infos = [token_info(t) for t in index]
        self.ids = np.fromiter(map(index.__getitem__, tokens), dtype=np.int64, count=len(tokens))
        self.chunk_starts = np.zeros(len(sizes) + 1, dtype=np.int64)
        np.cumsum(sizes, out=self.chunk_starts[1:])
        table = np.array(chunks, dtype=np.int64).reshape(-1, 4)  # (zip(*chunks) would make an iterator per chunk)
        chunk_doc = table[:, 0]
        sentence_start, glued_left, glued_right = (table[:, k].astype(bool) for k in (1, 2, 3))
        self.chunk_of = np.repeat(np.arange(len(sizes)), sizes)
        self.doc_of = chunk_doc[self.chunk_of]
        self.first = np.zeros(len(tokens), dtype=bool)  # first token of its chunk
        self.first[self.chunk_starts[:-1]] = True
        self.last = np.zeros(len(tokens), dtype=bool)  # last token of its chunk
        self.last[self.chunk_starts[1:] - 1] = True
        self.chunk_doc = chunk_doc
        self.sentence_of_chunk = np.cumsum(sentence_start) - 1  # numbered across documents
        self.sentence_first = self.first & sentence_start[self.chunk_of]
        self.glued_left = self.first & glued_left[self.chunk_of]
        self.glued_right = self.last & glued_right[self.chunk_of]

    def has(self, fact) -> np.ndarray:
        """``fact(token facts)`` at every position."""
        table = np.fromiter(map(fact, self.infos), dtype=bool, count=len(self.infos))
        return table[self.ids]

    def value(self, fact) -> np.ndarray:
        """The integer ``fact(token facts)`` at every position."""
        table = np.fromiter(map(fact, self.infos), dtype=np.int64, count=len(self.infos))
        return table[self.ids]

    def before(self, flags: np.ndarray) -> np.ndarray:
        """``flags`` of the previous token of the same chunk (False at a chunk's start)."""
        out = np.zeros_like(flags)
        out[1:] = flags[:-1]
        return out & ~self.first

    def after(self, flags: np.ndarray, k: int = 1) -> np.ndarray:
        """``flags`` of the token ``k`` positions later in the same chunk (False past its end)."""
        if k == 0:
            return flags
        out = np.zeros_like(flags)
        if k < flags.size:
            out[:-k] = flags[k:]
            out[:-k] &= self.chunk_of[k:] == self.chunk_of[:-k]
        return out

    def counted(self, where: np.ndarray) -> list[tuple[Token, int]]:
        """(token facts, occurrences) of the tokens at the positions ``where`` is True."""
        counts = np.bincount(self.ids[where], minlength=len(self.infos))
        return [(self.infos[t], int(counts[t])) for t in np.flatnonzero(counts).tolist()]


def shifted(values: np.ndarray, k: int) -> np.ndarray:
    """``values`` ``k`` positions later (0 past the end)."""
    out = np.zeros_like(values)
    if k < values.size:
        out[:values.size - k] = values[k:]
    return out
