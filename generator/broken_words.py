"""Words that an abstract's source broke at a line's end and the list kept ("Few-Shot Learn-
ing", "a sce- nario", "adver- sarial"), whole again for what reads the text: the titles and
the keywords (the page shows the abstract as the list gives it)."""

from __future__ import annotations

import re

from generator import embedding
from generator.keyword_words import STOP_WORDS

# A word broken by "- " ... but not before a word that joins two ("pre- and post-training").
BROKEN_WORD = re.compile(r"\b([A-Za-z]{2,})- (?!(?:and|or|nor|to|as|vs|versus|but|via|with)\b)([a-z]{2,})\b")


def mended(text: str) -> str:
    """`text` with each broken word whole again where that makes a word (of the embedding's
    vocabulary, also in the plural: "computations"; or one the text writes whole elsewhere:
    "scenario"), else a compound ("real- world": "real-world"), unless a stop word follows the
    hyphen, which is then a dash ("values- the data")."""
    if "- " not in text:
        return text
    own = set(re.findall(r"[a-z]+", text.lower()))
    words = embedding.shared().ids

    def mend(broken: re.Match[str]) -> str:
        word = broken[1] + broken[2]
        low = word.lower()
        whole = low in words or low in own or low.endswith("s") and low[:-1] in words
        if whole:
            return word
        # before a stop word, a dash: "values- the data"
        return broken[0] if broken[2].lower() in STOP_WORDS else f"{broken[1]}-{broken[2]}"

    return BROKEN_WORD.sub(mend, text)
