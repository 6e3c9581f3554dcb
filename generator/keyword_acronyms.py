"""The acronyms of a corpus for keyword extraction (generator/keywords.py, step 1): what
the definitions of every document teach (`Definitions`), and what an acronym stands for in
one document (`DocumentAcronyms`): its own definition, else the corpus's."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from types import MappingProxyType

from generator.keyword_text import TOKEN
from generator.keyword_words import tag_key, token_info


class Definitions:
    """What step 1 learns from the acronym definitions of every document."""

    def __init__(self) -> None:
        self.local: list[dict] = []              # per document: folded acronym -> long form entry
        self.boosts: list[dict[str, float]] = []  # per document: phrase key -> boost
        self.spelled: dict[str, str] = {}        # long-form key -> its spelling in a definition
        self.title_votes: Counter = Counter()    # case votes cast by Title-Case long forms
        self.defined: dict[str, Counter] = {}    # folded acronym -> long-form keys
        self.entries: dict[str, tuple] = {}      # long-form key -> its entry

    def acronym_maps(self, cleaned: Sequence[str]) -> list[DocumentAcronyms]:
        """Per document (`cleaned`: their texts), folded acronym -> long form: its own
        definitions, then those the corpus gives consistently (two thirds of the
        definitions agree) where the document says a word of the long form."""
        shared = {}
        for akey, counter in self.defined.items():
            key, votes = counter.most_common(1)[0]
            if 3 * votes >= 2 * sum(counter.values()):
                shared[akey] = self.entries[key]
        borrowed = MappingProxyType({shared[akey][0]: akey for akey, counter in self.defined.items()
                                     if akey in shared and sum(counter.values()) == 1})  # defined once
        return [DocumentAcronyms(local, shared, text, borrowed) for local, text in zip(self.local, cleaned)]


class DocumentAcronyms:
    """One document's acronyms: `get(folded acronym)` gives the long-form entry of its
    own definition, else the corpus's if the document says a content word of it and no
    other words it spells (`spells_otherwise`). Without that word the acronym means something
    else here: an abstract on referring expression generation (REG) became one on "Riemannian
    extragradient", another paper's REG; AD, Alzheimer's disease, became "automatic
    differentiation"; one on binary neural networks (BNNs) one on "Bayesian neural networks"."""

    def __init__(self, local: dict, shared: dict, text: str, borrowed: Mapping[str, str] = MappingProxyType({})):
        self.local, self.shared, self.text, self.borrowed = local, shared, text, borrowed
        self._tokens: list[str] | None = None
        self._words: frozenset[str] | None = None
        self._got: dict[str, tuple | None] = {}  # folded acronym -> what `get` gave (asked a million times a list)

    def get(self, akey: str):
        if akey in self._got:
            return self._got[akey]
        entry = self.local.get(akey)
        if entry is None and (entry := self.shared.get(akey)) is not None and (
                not self.words() & set(entry[3]) or self.spells_otherwise(akey, entry[0])):
            entry = None
        self._got[akey] = entry
        return entry

    def spells_otherwise(self, akey: str, key: str) -> bool:
        """Does the document write words whose initials are the acronym `akey` ("binary neural networks"
        for "bnn") other than its corpus long form `key` ("bayesian neural network")?"""
        tokens = [token.lower() for token in self.tokens()]
        return any("".join(token[:1] for token in tokens[start:start + len(akey)]) == akey
                   and tag_key(" ".join(tokens[start:start + len(akey)])) != key
                   for start in range(len(tokens) - len(akey) + 1) if tokens[start][:1] == akey[:1])

    def written_for(self, key: str) -> str | None:
        """The acronym as this document writes it, where `key` is the long form of an acronym
        that one other paper alone defined (`borrowed`: long-form key -> folded acronym) and this
        document uses without writing all of its words: the tag is what it wrote ("RAM" beside
        "activations" was shown as one paper's "ranking activation map"). An acronym that
        several papers define (CNN, MAML) keeps the long form, one tag for all that use it."""
        akey = self.borrowed.get(key)
        if akey is None or akey in self.local or set(self.shared[akey][3]) <= self.words():
            return None
        return next((token for token in self.tokens() if tag_key(token) == akey), None)

    def tokens(self) -> list[str]:
        """The document's words, as written (read once)."""
        if self._tokens is None:
            self._tokens = TOKEN.findall(self.text)
        return self._tokens

    def words(self) -> frozenset[str]:
        """The content parts of the document's words (as long_form_entry gives a long form's)."""
        if self._words is None:
            self._words = frozenset(part for token in self.tokens() for part in token_info(token).parts)
        return self._words
