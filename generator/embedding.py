"""One vector per text, by meaning, in the space of the sentence-embedding model
all-MiniLM-L6-v2 (generator/embedding_table/, written by `make vectors`, see
generator/make_vectors.py). Numpy and scipy only.

A text's vector is the mean of its tokens' rows in `vectors.npy`, scaled to length
1: a static table distilled from the model and fitted so that the mean lands near
where the model itself would put the text. Papers and queries are embedded alike.

The tokenizer is the model's own (BERT's uncased WordPiece), written out here and
in the browser (overrides/assets/javascripts/search-meaning.js, `tokenIds`) the
same way: control characters go, CJK ideographs stand apart, accents are stripped,
letters lowercased; words split at white space and around each punctuation mark;
each word is cut into the longest pieces of the vocabulary from the left (pieces
after the first start with "##"), or is unknown as a whole if it cannot be.
Unknown tokens add nothing to the mean.
"""

from __future__ import annotations

import json
import re
import unicodedata
from functools import cache, cached_property, lru_cache
from itertools import chain
from pathlib import Path

import numpy as np
from scipy import sparse

TABLE = Path(__file__).with_name("embedding_table")
MAX_WORD = 100  # characters; a longer word is one unknown token, as in BERT
# Unicode's White_Space characters; listed, so that the browser splits exactly so.
WHITE_SPACE = "\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000"
ASCII_PUNCTUATION = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"
CJK = ((0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0x20000, 0x2A6DF), (0x2A700, 0x2B73F),
       (0x2B740, 0x2B81F), (0x2B820, 0x2CEAF), (0x2F800, 0x2FA1F))
ASCII_CONTROLS = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")  # not tab and line breaks: white space
NON_ASCII = re.compile(r"[^\x00-\x7f]")
# A word, or a punctuation mark on its own (other than ASCII's, spaced apart before).
TOKENS = re.compile(f"[^{WHITE_SPACE}{re.escape(ASCII_PUNCTUATION)}]+|[{re.escape(ASCII_PUNCTUATION)}]")


@lru_cache(maxsize=None)
def _cleaned(character: str) -> str:
    """A non-ASCII character before decomposition: gone if a control or format
    character, with spaces around it if a CJK ideograph."""
    if unicodedata.category(character) in ("Cc", "Cf") or character == "\ufffd":
        return ""
    return f" {character} " if any(start <= ord(character) <= end for start, end in CJK) else character


@lru_cache(maxsize=None)
def _undecorated(character: str) -> str:
    """A non-ASCII character after decomposition: gone if an accent, with spaces
    around it if punctuation."""
    category = unicodedata.category(character)
    return "" if category == "Mn" else f" {character} " if category.startswith("P") else character


def split_words(text: str) -> list[str]:
    """BERT's uncased normalisation and pre-tokenisation (see the module docstring):
    the text's words, each punctuation mark a word of its own."""
    text = ASCII_CONTROLS.sub("", text)
    if not text.isascii():
        text = NON_ASCII.sub(lambda match: _cleaned(match[0]), text)
        text = NON_ASCII.sub(lambda match: _undecorated(match[0]), unicodedata.normalize("NFD", text))
    return TOKENS.findall(text.lower())


class Embedder:
    """The tokenizer and the token vectors of one table folder."""

    def __init__(self, folder: Path = TABLE):
        data = json.loads((folder / "tokenizer.json").read_text(encoding="utf-8"))
        self.vocabulary: list[str] = data["vocabulary"]
        self.ids = {token: number for number, token in enumerate(self.vocabulary)}
        self.unknown = self.ids[data["unknown"]]
        self.scale = np.array(data["scale"], dtype=np.float32)
        self.vectors = np.load(folder / "vectors.npy")
        self.word_ids = lru_cache(maxsize=200_000)(self._word_ids)

    @cached_property
    def table(self) -> np.ndarray:
        """Every token's vector as float32; the unknown token's is zero (it adds nothing)."""
        table = self.vectors.astype(np.float32) * self.scale
        table[self.unknown] = 0
        return table

    def token_ids(self, text: str) -> list[int]:
        return list(chain.from_iterable(map(self.word_ids, split_words(text))))

    def _word_ids(self, word: str) -> tuple[int, ...]:
        """WordPiece: the longest pieces of the vocabulary from the left, else unknown."""
        if len(word) > MAX_WORD:
            return (self.unknown,)
        pieces, start = [], 0
        while start < len(word):
            for end in range(len(word), start, -1):
                piece = word[start:end] if start == 0 else f"##{word[start:end]}"
                if piece in self.ids:
                    pieces.append(self.ids[piece])
                    start = end
                    break
            else:
                return (self.unknown,)
        return tuple(pieces)

    def embed(self, texts: list[str]) -> np.ndarray:
        """float32 [len(texts), dimensions], each row of length 1 (zeros for a text
        without a known token): the sum of its tokens' rows (the mean's direction), as
        one sparse product."""
        ids = [self.token_ids(text) for text in texts]
        counts = sparse.csr_matrix(
            (np.ones(sum(map(len, ids)), dtype=np.float32), list(chain.from_iterable(ids)),
             np.cumsum([0, *map(len, ids)])), shape=(len(texts), len(self.vocabulary)))
        return unit_rows(np.asarray(counts @ self.table, dtype=np.float32))


def unit_rows(matrix: np.ndarray) -> np.ndarray:
    """Each row at length 1 (a row of zeros stays zeros)."""
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    return matrix / np.where(norms == 0, 1, norms)


@cache
def shared() -> Embedder:
    """The committed table, loaded once per process (in 0.03 s)."""
    return Embedder()
