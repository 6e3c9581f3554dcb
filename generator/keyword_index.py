"""The keyword index: every keyword that MIN_PAPERS or more listed papers share, with
the papers that carry it, in reading order, on one page (tags.md) or, when that page
would be too large for a phone (at 10,000 papers it was 9 MB), on one page per initial
letter or letters (tags/<prefix>.md) under an index of those pages and of the most
shared keywords."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from urllib.parse import urlencode

from generator.model import Paper
from generator.prefixes import prefix_groups

PAGE_CHARS = 200_000  # the Markdown of one keyword page stays about this size
MOST_SHARED = 50  # keywords listed with their counts on the index of pages
LISTED = 500  # papers listed under one keyword (a search link stands for the rest): a guard only,
# since a reader wants all of them (the search finds papers holding any of the words; 114 papers
# was the largest keyword of 6,206 real abstracts, and the cap of 100 hid 14 of them)
#: A keyword of fewer papers has no entry, and its paper's page does not link it: on 6,206 real
#: abstracts 71% of the keywords were a single paper's, and the entry a reader reached from the
#: paper's page listed that paper alone.
MIN_PAPERS = 2


def reading_order(text: str) -> tuple[str, str]:
    """Sort key as a reader expects: case and accents ignored ("Écart" beside "ecology")."""
    folded = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return folded.casefold(), text


LEADING_ARTICLE = re.compile(r"^(?:an?|the)\s+(?=\w)", re.IGNORECASE)


def title_order(title: str) -> tuple[tuple[str, str], str]:
    """Sort key of a title as a library catalogue has it: reading order without a leading
    A, An or The (2,706 of 6,206 real derived titles start with one)."""
    return reading_order(LEADING_ARTICLE.sub("", title, count=1)), title


def unique_anchors(texts: Sequence[str]) -> dict[str, str]:
    """An HTML id for each text, folded to ASCII letters, digits and hyphens; texts
    that fold alike ("k-means", "K means") get -2, -3... in the order given."""
    anchors: dict[str, str] = {}
    taken: set[str] = set()
    for text in texts:
        base = "-".join(re.findall(r"[a-z0-9]+", reading_order(text)[0])) or "keyword"
        candidate, n = base, 1
        while candidate in taken:
            n += 1
            candidate = f"{base}-{n}"
        taken.add(candidate)
        anchors[text] = candidate
    return anchors


@dataclass(frozen=True)
class Entry:
    keyword: str
    anchor: str  # the id of its entry: kw-<anchor>
    papers: tuple[Paper, ...]  # in reading order of their titles

    @property
    def listed(self) -> tuple[Paper, ...]:
        """The papers the entry lists (all, up to LISTED; a search link gives the rest)."""
        return self.papers[:LISTED]

    @property
    def search(self) -> str:
        """The query string of a search for the keyword, for entries with more papers."""
        return urlencode({"q": self.keyword})


class KeywordIndex:
    """Where each keyword's entry is, and the pages that list them."""

    def __init__(self, papers: Sequence[Paper]):
        by_keyword: dict[str, list[Paper]] = {}
        for paper in sorted(papers, key=lambda paper: title_order(paper.title)):  # each list in reading order
            for keyword in paper.keywords:
                by_keyword.setdefault(keyword, []).append(paper)
        by_keyword = {keyword: listed for keyword, listed in by_keyword.items() if len(listed) >= MIN_PAPERS}
        anchors = unique_anchors(sorted(by_keyword, key=reading_order))
        self.entries = [Entry(keyword, anchor, tuple(by_keyword[keyword])) for keyword, anchor in anchors.items()]
        self.paper_count = len(papers)
        sizes = {entry.anchor: 60 + 2 * len(entry.keyword) + sum(len(p.title) + 25 for p in entry.listed)
                 for entry in self.entries}
        if sum(sizes.values()) <= PAGE_CHARS:
            self.groups = {"": [entry.anchor for entry in self.entries]}
        else:
            self.groups = prefix_groups(sizes, PAGE_CHARS, max_prefix=4)
        self.page_of = {anchor: self.page(prefix) for prefix, members in self.groups.items() for anchor in members}
        self.anchor_of = {entry.keyword: entry.anchor for entry in self.entries}

    @staticmethod
    def page(prefix: str) -> str:
        """The page (relative to the docs folder) that lists the keywords of `prefix`."""
        return f"tags/{prefix}.md" if prefix else "tags.md"

    def target(self, keyword: str) -> tuple[str, str] | None:
        """The page and the id of the keyword's entry, or None for a keyword that fewer than
        MIN_PAPERS listed papers have (one paper's, or only withdrawn papers')."""
        anchor = self.anchor_of.get(keyword)
        return None if anchor is None else (self.page_of[anchor], f"kw-{anchor}")

    def most_shared(self) -> list[Entry]:
        """The keywords carried by the most papers (at least two), most first."""
        shared = [entry for entry in self.entries if len(entry.papers) > 1]
        return sorted(shared, key=lambda entry: -len(entry.papers))[:MOST_SHARED]
