"""A corrected abstract against the published one (corrections.py reads the file): a
correction fixes the published text (a typo, a macro); it does not cut it, replace it,
bring in a macro the site does not know, or lose its math."""

from __future__ import annotations

import difflib

from generator.normalize import ParsedAbstract

# A corrected abstract keeps at least this share of the published one's characters,
# when that one is long enough to tell.
KEPT_TEXT = 0.6
MIN_COMPARED_CHARS = 100


def abstract_problem(abstract: str, published: str) -> str | None:
    """The first problem of a corrected abstract (None if it has none)."""
    return rewritten(abstract, published) or new_macro(abstract, published) or lost_math(abstract, published)


def rewritten(abstract: str, published: str) -> str | None:
    """The problem with a corrected abstract that keeps too little of the published one:
    cut short (the template's block half uncommented) or another paper's. Compared by
    characters, so that Chinese and Japanese (no spaces between words) count alike;
    a published abstract of a few words ("TBA.") may be replaced."""
    published, abstract = " ".join(published.split()), " ".join(abstract.split())
    if len(published) < MIN_COMPARED_CHARS:
        return None
    matcher = difflib.SequenceMatcher(None, published, abstract, autojunk=False)
    kept = sum(block.size for block in matcher.get_matching_blocks()) / len(published)
    if kept >= KEPT_TEXT:
        return None
    return (f"abstract keeps only {kept:.0%} of the published one's text; a correction fixes it (a typo, a macro), "
            "it does not cut or replace it: is every line of it uncommented, and is this the right paper?")


def new_macro(abstract: str, published: str) -> str | None:
    """The problem with a corrected abstract that brings in a macro the site does not know
    (`\\ours{}` for the name): its page would show a placeholder ⟨ours⟩, and the warning
    named the seed list. One the published abstract has already may stay."""
    known = set(ParsedAbstract(published).normalized().undefined_macros)
    added = [macro for macro in ParsedAbstract(abstract).normalized().undefined_macros if macro not in known]
    return f"abstract: {added[0]} is not a LaTeX command this site knows; write what it stands for" if added else None


def lost_math(abstract: str, published: str) -> str | None:
    """The problem with a corrected abstract without any of the published one's formulas: it
    was copied from the page, whose math is no LaTeX any more ("O (H4S∑i=1mAi/ε2)"), and the
    page would lose every formula."""
    formulas = len(ParsedAbstract(published).formulas())
    if not formulas or ParsedAbstract(abstract).formulas():
        return None
    return (f"abstract has none of the published one's {formulas} formula{'s' if formulas > 1 else ''} ($...$): "
            "copied from the page, its math is text; start from the paper's text in its seed list (the page's "
            "Source link) and fix it there")
