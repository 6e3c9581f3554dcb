"""Checks of a seed list's paragraphs, which reader.py runs on every list: what
cannot be one abstract is refused, and what copying a list out of a web page, a
PDF, a spreadsheet or an e-mail leaves in it is warned about, each naming the
list's file and line. The artefacts are data (list_checks.yml)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import yaml

#: OpenReview's limit for an abstract: a longer paragraph holds more than one.
MAX_ABSTRACT_CHARS = 5000
#: A line at least this long is a whole abstract, not one hard-wrapped line of it.
ABSTRACT_LINE_CHARS = 300
SENTENCE_END = (".", "!", "?", "。", "！", "？")
#: What may follow a sentence's end: closing quotes and brackets.
CLOSING = "\"')]}’”»"
SHOWN_CHARS = 40  # of a quoted piece of the list
URL_AT_THE_END = re.compile(r"\S+://\S+\s*$")  # a paragraph ending in a link ends no sentence, and is whole


@dataclass(frozen=True)
class Check:
    """One artefact of list_checks.yml (its header says what each field means)."""

    name: str
    pattern: re.Pattern
    message: str
    example: str


_DATA = yaml.safe_load(Path(__file__).with_name("list_checks.yml").read_text(encoding="utf-8"))
CHECKS = tuple(Check(entry["name"], re.compile(entry["pattern"]), entry["message"], entry["example"])
               for entry in _DATA["checks"])
UNFINISHED_ENDINGS = frozenset(_DATA["unfinished_endings"]["words"])
UNFINISHED_MARKS = tuple(_DATA["unfinished_endings"]["marks"])
LAST_WORD = re.compile(r"([A-Za-z]+)\s*$")


def shown(text: str) -> str:
    """A piece of the list as a message quotes it: one line, shortened."""
    text = " ".join(text.split())
    return repr(text if len(text) <= SHOWN_CHARS else text[: SHOWN_CHARS - 1] + "…")


def refusal(lines: list[str]) -> str | None:
    """Why a paragraph (its lines as in the file) cannot be one abstract, or None."""
    text = "\n".join(lines)
    if not any(character.isalpha() for character in text):
        return f"{shown(text)} has no words: a page number or a separator? delete it"
    whole = [len(line.strip()) for line in lines if len(line.strip()) >= ABSTRACT_LINE_CHARS]
    if len(text) > MAX_ABSTRACT_CHARS and len(whole) > 1:
        return (f"one paragraph of {len(text):,} characters holds {len(whole)} lines of {min(whole):,} to "
                f"{max(whole):,} characters, more than any abstract (OpenReview allows {MAX_ABSTRACT_CHARS:,}): "
                "one abstract per line? put a blank line between abstracts")
    return None


def paragraph_warnings(name: str, paragraphs: list[tuple[int, list[str]]]) -> list[str]:
    """Warnings for the paragraphs (first line number, lines) of the list `name`."""
    found = []
    for number, (line, lines) in enumerate(paragraphs):
        text = "\n".join(lines)
        if len(text) > MAX_ABSTRACT_CHARS:
            found.append(f"{name}:{line}: a paragraph of {len(text):,} characters, more than any abstract "
                         f"(OpenReview allows {MAX_ABSTRACT_CHARS:,}): abstracts without a blank line between them?")
        for check in CHECKS:
            if match := check.pattern.search(text):
                at = line + text.count("\n", 0, match.start())  # the line of what was found
                found.append(f"{name}:{at}: {check.message.format(found=shown(match[0]))}")
        end_line = line + len(lines) - 1
        if number + 1 < len(paragraphs) and split_off(text, paragraphs[number + 1][1][0]):
            found.append(f"{name}:{end_line}: ends mid-sentence ({shown(last_words(text))}) and the next paragraph "
                         f"(line {paragraphs[number + 1][0]}) starts in lower case: one abstract split in two, "
                         "as at a PDF's page break? join them")
        elif cut_short(text):
            found.append(f"{name}:{end_line}: ends mid-sentence ({shown(last_words(text))}): cut short where it "
                         "was copied from? complete it from the paper")
    return found


def last_words(text: str) -> str:
    """The end of a paragraph, from a word's start, to quote."""
    tail = text[-SHOWN_CHARS:]
    return tail if len(text) <= SHOWN_CHARS or " " not in tail else tail[tail.index(" ") + 1 :]


def unfinished(text: str) -> bool:
    """Does the paragraph stop without a sentence's end (and not at a link)?"""
    return not text.rstrip().rstrip(CLOSING).endswith(SENTENCE_END) and not URL_AT_THE_END.search(text)


def split_off(text: str, next_line: str) -> bool:
    """A paragraph that stops mid-sentence (not at a link) before one that goes on in
    lower case ("often unstable ..."; not "mRNA design ...")."""
    first_word = re.match(r"\s*([^\s,;:.]*)", next_line)[1]
    return unfinished(text) and first_word.isalpha() and first_word.islower()


def cut_short(text: str) -> bool:
    """A paragraph that stops on a word or mark no sentence ends on ("..., with the"):
    most abstracts without a full stop at the end are whole ("... over existing
    baselines"), these are not (list_checks.yml: unfinished_endings)."""
    if not unfinished(text):
        return False
    last = LAST_WORD.search(text)
    return text.rstrip().endswith(UNFINISHED_MARKS) or bool(last and last[1].lower() in UNFINISHED_ENDINGS)

