"""The paper record every later stage works on, and its stable id."""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field

from generator.list_checks import cut_short
from generator.normalize import NormalizedAbstract, normalize_abstract

ID_LENGTH = 10
ID_PATTERN = re.compile(rf"^[0-9a-f]{{{ID_LENGTH}}}$")
# Key phrases per paper: a correction must give this many, the keyword extractor
# aims for it (fewer only for an abstract with too few content words).
KEYWORDS_MIN, KEYWORDS_MAX = 3, 6


def paper_id(text: str) -> str:
    """Stable, URL-safe id of an abstract: the first 10 hex digits of the SHA-256
    of its text as the reader gives it (UTF-8): whitespace normalised, and ligatures
    and invisible characters inside words repaired (reader.repair_characters).
    Independent of file and position, so adding or moving abstracts never changes
    an existing URL."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:ID_LENGTH]


@dataclass(frozen=True)
class Source:
    """Where an abstract was read: seed file, paragraph (1-based, heading excluded), line."""

    file: str
    paragraph: int
    line: int


@dataclass(frozen=True)
class Paper:
    """One paper page. `areas` holds area slugs, primary first."""

    id: str
    title: str
    title_source: str  # "derived" (from the abstract) or "curated" (a correction)
    abstract: str  # the text as read from the seed, whitespace-normalised
    description: str  # one plain-text sentence
    areas: tuple[str, ...]
    # (area slug, the phrases that placed the paper in it, strongest first) for each area
    # the rules gave it, primary first; none for curated areas
    area_evidence: tuple[tuple[str, tuple[str, ...]], ...]
    keywords: tuple[str, ...]
    source: Source
    # meaning chose the primary area (areas.Classification.by_meaning); never for curated areas
    primary_by_meaning: bool = False
    # From a correction file (seeds/corrections/<id>.yml), if the paper has one:
    has_correction: bool = False
    curated: tuple[str, ...] = ()  # fields a correction set: "title", "abstract", "areas", "keywords"
    authors: tuple[str, ...] = ()
    links: tuple[tuple[str, str], ...] = ()  # (kind, https URL)
    withdrawn_reason: str | None = None
    # The abstract parsed once (HTML, plain text, undefined macros). The pipeline passes
    # the parse it already made; without one, or with one of another text (as after
    # `replace(paper, abstract=...)`), the abstract is parsed here.
    normalized: NormalizedAbstract | None = field(default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        if not ID_PATTERN.match(self.id):
            raise ValueError(f"paper id {self.id!r} is not {ID_LENGTH} hex digits")
        if not self.title.strip():
            raise ValueError(f"paper {self.id}: empty title")
        if not 1 <= len(self.areas) <= 3:
            raise ValueError(f"paper {self.id}: needs one primary and at most two secondary areas")
        if len(self.keywords) > KEYWORDS_MAX:
            raise ValueError(f"paper {self.id}: more than {KEYWORDS_MAX} keywords")
        if self.normalized is None or self.normalized.text != self.abstract:
            object.__setattr__(self, "normalized", normalize_abstract(self.abstract))  # frozen: set once, here

    @property
    def abstract_html(self) -> str:
        """Safe single-line HTML of the abstract (see `normalize.abstract_html`)."""
        return self.normalized.html

    @property
    def cut_short(self) -> bool:
        """The abstract stops mid-sentence, on a word no sentence ends on ("..., with the"):
        cut short where its list copied it (list_checks.cut_short), so the page says so."""
        return cut_short(self.abstract)

    @property
    def withdrawn(self) -> bool:
        return self.withdrawn_reason is not None

    @property
    def url(self) -> str:
        """Site-relative URL of the paper page."""
        return f"papers/{self.id}/"
