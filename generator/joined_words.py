"""Two phrases that a text joins by a preposition ("stable training of GANs"): how a paper
titled by its keywords (titles.keyword_title) joins its first two as the abstract does."""

from __future__ import annotations

import re

#: What joins two phrases in a text: a preposition, maybe an article after it.
PREPOSITION = re.compile(r"\s+(?:for|of|in|on|with|via|under|using|from|through)\s+", re.IGNORECASE)
ARTICLE = re.compile(r"(?:the|a|an)\s+", re.IGNORECASE)


def joined_by_a_preposition(one: str, other: str, text: str) -> str:
    """The first place where `text` writes `one` then `other` (either maybe plural), joined by
    a preposition and maybe an article ("stable training of GANs", "semi-supervised learning with
    graph neural networks"), or "". Found by string search: a regular expression compiled for
    each pair of keywords (as this was) took 3.5 s of 4.2 s at 10,000 papers."""
    folded = text.lower()
    if len(folded) != len(text):  # a letter whose lower case is longer ("İ") keeps its case, so that places match
        folded = "".join(lower if len(lower := character.lower()) == 1 else character for character in text)
    one, other = one.lower(), other.lower()
    start = folded.find(one)
    while start >= 0:
        if not (start and is_word_character(text[start - 1])) and (
                end := end_of_join(text, folded, start + len(one), other)) is not None:
            return text[start:end]
        start = folded.find(one, start + 1)
    return ""


def end_of_join(text: str, folded: str, end: int, other: str) -> int | None:
    """Where `other` ends, if the word of `text` that ends at `end` (maybe plural) is followed by a
    preposition, maybe an article, and the word or words `other` (lower case; maybe plural)."""
    for joined in plural_forms(folded, end):
        if joining := PREPOSITION.match(text, joined):
            article = ARTICLE.match(text, joining.end())
            for at in (article.end(), joining.end()) if article else (joining.end(),):
                if folded.startswith(other, at):
                    for last in plural_forms(folded, at + len(other)):
                        if not (last < len(text) and is_word_character(text[last])):
                            return last
    return None


def plural_forms(folded: str, end: int) -> list[int]:
    """Where a word that ends at `end` of `folded` ends with "s", with "es" or as it is, in the
    order a regular expression's (?:s|es)? tries them."""
    return [end + len(ending) for ending in ("s", "es", "") if folded.startswith(ending, end)]


def is_word_character(character: str) -> bool:
    """Is `character` a letter, a digit, "_" or "-" (what a regular expression's [\\w-] matches)?"""
    return character.isalnum() or character in "_-"
