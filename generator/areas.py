"""Research-area classification of abstracts against ``areas.yml``.

Each area in ``areas.yml`` carries weighted key phrases. An abstract's score for
an area is the sum of the weights of the phrases it contains; the best-scoring
area is the primary one, and close runners-up become secondary areas. The rules
are plain data so contributors can tune them without touching this module.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType

import yaml

DEFAULT_AREAS_PATH = Path(__file__).with_name("areas.yml")

#: Slug of the area used when no phrase of any area matches.
FALLBACK_SLUG = "general-ml"
#: A phrase counts at most this many times, so one repeated word cannot dominate.
MAX_COUNT_PER_PHRASE = 3
#: A secondary area needs at least this fraction of the primary area's score ...
SECONDARY_MIN_RATIO = 0.5
#: ... and at least this absolute score.
SECONDARY_MIN_SCORE = 4.0
MAX_SECONDARY = 2

_SLUG_RE = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
_FIELDS = ("name", "slug", "description", "phrases")


class AreasError(ValueError):
    """``areas.yml`` is missing, unparsable or structurally invalid."""


@dataclass(frozen=True)
class Area:
    name: str
    slug: str
    description: str
    # Read-only view; left out of the hash (a mapping is unhashable) but not of ==.
    phrases: Mapping[str, float] = field(hash=False)


@dataclass(frozen=True)
class Classification:
    primary: Area
    secondary: tuple[Area, ...]
    #: Area slug -> matched phrases (strongest first), for the primary and
    #: secondary areas only; empty when nothing matched.
    evidence: Mapping[str, tuple[str, ...]] = field(hash=False)


def load_areas(path: Path = DEFAULT_AREAS_PATH) -> tuple[Area, ...]:
    """Read and validate the area list; raise AreasError naming file and field."""
    try:
        data = yaml.safe_load(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
        reason = " ".join(str(exc).split())
        raise AreasError(f"{path}: cannot read areas: {reason}") from None
    if not isinstance(data, list) or not data:
        raise AreasError(f"{path}: expected a non-empty list of areas at top level")

    areas: list[Area] = []
    seen_names: set[str] = set()
    seen_slugs: set[str] = set()
    for index, entry in enumerate(data, start=1):
        where = f"{path}: area #{index}"
        if not isinstance(entry, dict):
            raise AreasError(f"{where}: expected a mapping with keys {', '.join(_FIELDS)}")
        if isinstance(entry.get("name"), str):
            where = f"{path}: area {entry['name']!r}"
        unknown = sorted(str(key) for key in entry if key not in _FIELDS)
        if unknown:
            raise AreasError(f"{where}: unknown field(s) {', '.join(unknown)}")
        for key in _FIELDS:
            if key not in entry:
                raise AreasError(f"{where}: missing field '{key}'")
        for key in ("name", "slug", "description"):
            if not isinstance(entry[key], str) or not entry[key].strip():
                raise AreasError(f"{where}: field '{key}' must be a non-empty string")

        name, slug = entry["name"], entry["slug"]
        if name in seen_names:
            raise AreasError(f"{where}: duplicate name")
        if not _SLUG_RE.fullmatch(slug):
            raise AreasError(f"{where}: field 'slug' {slug!r} must match [a-z0-9-]+ (no leading/trailing/double '-')")
        if slug in seen_slugs:
            raise AreasError(f"{where}: field 'slug' {slug!r} is used by an earlier area")
        seen_names.add(name)
        seen_slugs.add(slug)

        areas.append(
            Area(
                name=name,
                slug=slug,
                description=entry["description"].strip(),
                phrases=MappingProxyType(_validate_phrases(entry["phrases"], where)),
            )
        )
    return tuple(areas)


def _validate_phrases(phrases: object, where: str) -> dict[str, float]:
    if not isinstance(phrases, dict):
        raise AreasError(f"{where}: field 'phrases' must be a mapping of phrase: weight")
    checked: dict[str, float] = {}
    for phrase, weight in phrases.items():
        if not isinstance(phrase, str):
            # YAML turns unquoted yes/no/on/off/null/numbers into non-strings.
            raise AreasError(f"{where}: phrase {phrase!r} must be a string (quote it)")
        if not phrase.strip() or phrase != phrase.strip() or phrase != phrase.lower():
            raise AreasError(f"{where}: phrase {phrase!r} must be lowercase, non-empty, without outer spaces")
        if isinstance(weight, bool) or not isinstance(weight, (int, float)) or not (
            math.isfinite(weight) and weight > 0
        ):
            raise AreasError(f"{where}: phrase {phrase!r} weight {weight!r} must be a positive number")
        checked[phrase] = float(weight)
    return checked


@lru_cache(maxsize=None)
def _phrase_pattern(phrase: str) -> re.Pattern[str]:
    """Compile a phrase into a whole-word regex.

    Words may be joined by spaces, hyphens or nothing ("fine-tuning",
    "fine tuning" and "finetuning" all match "fine-tuning"), and the last word
    may take a plural "s"/"es".
    """
    words = [re.escape(word) for word in re.split(r"[\s\-]+", phrase) if word]
    # The start-of-word check sits after the first word, not before it: a pattern
    # that begins with a literal is searched much faster by the re module.
    first_word = words[0] + r"(?<!\w" + words[0] + ")"
    return re.compile(r"[\s\-]*".join([first_word, *words[1:]]) + r"(?:e?s)?(?!\w)")


def _score(text: str, area: Area) -> tuple[float, tuple[str, ...]]:
    """Return the area's score for lowercased text and its matched phrases, strongest first."""
    contributions: list[tuple[float, str]] = []
    for phrase, weight in area.phrases.items():
        count = len(_phrase_pattern(phrase).findall(text))
        if count:
            contributions.append((weight * min(count, MAX_COUNT_PER_PHRASE), phrase))
    contributions.sort(key=lambda item: -item[0])  # stable: ties keep file order
    return sum(value for value, _ in contributions), tuple(phrase for _, phrase in contributions)


def classify(text: str, areas: Sequence[Area]) -> Classification:
    """Pick one primary area and up to MAX_SECONDARY well-supported secondary areas.

    Ties are broken by the order of the areas in the file. When no phrase
    matches at all, the primary area is the one with slug FALLBACK_SLUG.
    """
    lowered = text.lower()
    scored = [(area, *_score(lowered, area)) for area in areas]
    # sorted() is stable, so equal scores keep file order.
    ranked = sorted((item for item in scored if item[1] > 0), key=lambda item: -item[1])
    if not ranked:
        fallback = next((area for area in areas if area.slug == FALLBACK_SLUG), None)
        if fallback is None:
            raise AreasError(f"no area with slug {FALLBACK_SLUG!r} to fall back on")
        return Classification(primary=fallback, secondary=(), evidence=MappingProxyType({}))

    top_score = ranked[0][1]
    threshold = max(SECONDARY_MIN_SCORE, SECONDARY_MIN_RATIO * top_score)
    secondary = [item for item in ranked[1:] if item[1] >= threshold][:MAX_SECONDARY]
    chosen = [ranked[0], *secondary]
    return Classification(
        primary=ranked[0][0],
        secondary=tuple(area for area, _, _ in secondary),
        evidence=MappingProxyType({area.slug: phrases for area, _, phrases in chosen}),
    )
