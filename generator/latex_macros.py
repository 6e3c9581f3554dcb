"""The LaTeX text macros of abstracts, as latex_macros.yml lists them for maintainers to
tune (its header says what each table means); generator/prose_parser.py applies them."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path

import yaml

from generator.prose_tree import HTML_WRAPPERS


@dataclass(frozen=True)
class MacroTables:
    """The maintainer-tunable tables of latex_macros.yml (its header says what each means)."""

    style: dict[str, str]  # name -> key of HTML_WRAPPERS
    declarations: dict[str, str]  # name -> key of HTML_WRAPPERS
    citations: frozenset[str]
    environments: frozenset[str]
    abbreviations: dict[str, str]
    symbols: dict[str, str]
    references: dict[str, str]
    accents: dict[str, str]  # name -> combining mark


def load_macro_tables(path: Path) -> MacroTables:
    """Read latex_macros.yml, refusing names and styles that could never work."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    tables = MacroTables(
        **{section: data[section] for section in ("style", "declarations", "abbreviations", "symbols", "references", "accents")},
        citations=frozenset(data["citations"]),
        environments=frozenset(data["environments"]),
    )
    names = [name for section in vars(tables).values() for name in section]
    problems = [
        f"not a control word: {name!r}"  # YAML reads `on:`, `no:`... as booleans: quote such names
        for name in names
        if not (isinstance(name, str) and re.fullmatch("[A-Za-z]+", name))
        and not (name in tables.accents and re.fullmatch(r"[^\sA-Za-z\\{}]", name))
    ]
    problems += [f"listed twice: {name}" for name in sorted(set(names), key=str) if names.count(name) > 1]
    for name, style in {**tables.style, **tables.declarations}.items():
        if style not in HTML_WRAPPERS:
            problems.append(f"{name}: unknown style {style!r}")
    for name, text in {**tables.abbreviations, **tables.symbols, **tables.references}.items():
        if not isinstance(text, str):
            problems.append(f"{name}: text is not a string")
    for name, mark in tables.accents.items():
        if not (isinstance(mark, str) and len(mark) == 1 and unicodedata.combining(mark)):
            problems.append(f"{name}: not one combining mark")
    if problems:
        raise ValueError(f"{path}: " + "; ".join(problems))
    return tables


MACROS = load_macro_tables(Path(__file__).with_name("latex_macros.yml"))
