"""The research areas, as ``areas.yml`` lists them: read, checked (an error names the
file and the area), and looked up by slug or name. Classifying a text is areas.py's."""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType

import yaml

DEFAULT_AREAS_PATH = Path(__file__).with_name("areas.yml")

_SLUG_RE = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
_FIELDS = ("name", "slug", "description", "phrases")
#: What separates the words of a phrase: spaces and hyphens.
WORD_SEPARATOR = re.compile(r"[\s\-]+")


class AreasError(ValueError):
    """``areas.yml`` is missing, unparsable or structurally invalid."""


@dataclass(frozen=True)
class Area:
    name: str
    slug: str
    description: str
    # Read-only view; left out of the hash (a mapping is unhashable) but not of ==.
    phrases: Mapping[str, float] = field(hash=False)


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
        if not phrase.strip() or phrase != phrase.strip() or not all(
                word == word.lower() or word == word.upper() for word in WORD_SEPARATOR.split(phrase)):
            raise AreasError(f"{where}: phrase {phrase!r} must be lowercase (an acronym in capitals: 'GAN'), "
                             "non-empty, without outer spaces")
        if isinstance(weight, bool) or not isinstance(weight, (int, float)) or not (
            math.isfinite(weight) and weight > 0
        ):
            raise AreasError(f"{where}: phrase {phrase!r} weight {weight!r} must be a positive number")
        checked[phrase] = float(weight)
    return checked


def area_lookup(areas: Sequence[Area]) -> dict[str, str]:
    """Slug, name and case-folded name of every area -> its slug."""
    lookup = {}
    for area in areas:
        lookup.update({area.slug: area.slug, area.name: area.slug, area.name.casefold(): area.slug})
    return lookup
