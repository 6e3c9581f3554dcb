"""Read seed lists into raw records without losing a single abstract.

A seed list is a text file: an optional short heading line ("NeurIPS 2026
Papers"), then one abstract per paragraph. Paragraphs are separated by blank
lines (a line of only white space or zero-width characters is blank); single
newlines inside a paragraph are hard wraps and are joined with a space (with
nothing between two Chinese, Japanese or Korean characters, which are written
without spaces). A list holding a character no reader can see (UNSHOWABLE) is
refused, naming file, line and column; what could be read as a heading or as an
abstract gets a warning (`ambiguities`).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

from generator import list_checks, near_duplicates
from generator.list_checks import SENTENCE_END

#: A heading is one line, at most this long, with no sentence-ending punctuation.
MAX_HEADING_CHARS = 80
#: What could be read either way gets a warning: a heading of more words than this (an
#: abstract of one line?), a first abstract of at most this many words that would be a
#: heading but for its full stop, and a first paragraph whose first line is a heading of
#: at most this many characters (a heading with no blank line after it?).
MAX_HEADING_WORDS = 8
HEADING_WITH_STOP_WORDS = 5
MAX_SECTION_WORDS = 16  # a line in a list with no full stop and at most this many words is a heading
GLUED_HEADING_CHARS = 40

#: Characters a reader cannot see that change what a page shows: control characters (but
#: tab and line feed); the bidirectional embeddings, overrides and isolates, which can
#: show a line reversed; and the private-use characters of the Basic Multilingual Plane
#: (a vendor's logo), which no font of the site draws and math_spans.py uses for its
#: placeholders. A seed list or a correction that holds one is refused.
UNSHOWABLE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ue000-\uf8ff]")


class SeedError(Exception):
    """A seed file that cannot be read; the message names the file and line."""


@dataclass(frozen=True)
class RawAbstract:
    """One abstract as read: where it came from and its whitespace-normalised text."""

    file: str  # file name inside the seed directory, e.g. "000_c58.txt"
    paragraph: int  # 1-based position among the abstracts of that file
    line: int  # 1-based line where the paragraph starts
    text: str


@dataclass
class SeedList:
    """Everything read from one seed file."""

    file: str
    heading: str | None
    abstracts: list[RawAbstract] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


def normalize_whitespace(text: str) -> str:
    """Collapse every run of whitespace to one space and trim the ends."""
    return " ".join(text.split())


def decode(data: bytes, name: str) -> str:
    """Decode UTF-8 (with or without BOM) and turn CRLF, CR, form feeds and Unicode's
    line and paragraph separators into LF.

    Invalid UTF-8, or a character of UNSHOWABLE, raises SeedError naming the file and
    line of the first one.
    """
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        raise SeedError(
            f"{name}:{line}: not valid UTF-8 (byte 0x{data[error.start]:02x} at offset "
            f"{error.start}); re-save the file as UTF-8"
        ) from None
    # A form feed (pdftotext's page break, "...\n\fnext line") is nothing, so an abstract
    # across a page stays whole and line numbers stay as an editor counts them; Unicode's
    # line separator is a space and its paragraph separator a paragraph break (the
    # line numbers after one are then one or two more than an editor shows).
    for ending, replacement in (("\r\n", "\n"), ("\r", "\n"), ("\f", ""), ("\u2028", " "), ("\u2029", "\n\n")):
        text = text.replace(ending, replacement)
    if hidden := UNSHOWABLE.search(text):
        character = hidden[0]
        line = text.count("\n", 0, hidden.start()) + 1
        column = hidden.start() - text.rfind("\n", 0, hidden.start())
        fix = ("re-save the list from its source as UTF-8: UTF-8 text read as Latin-1 leaves such characters"
               if "\x80" <= character <= "\x9f" else "delete it")
        raise SeedError(f"{name}:{line}: invisible character {describe(character)} at column {column}; {fix}")
    return text


# Characters that only a copy puts in a word: ligatures of a PDF's font (ﬁ), soft
# hyphens (invisible but where a line breaks; at a line's end join_lines joins the word),
# zero-width spaces and word joiners, and zero-width (non-)joiners between two Latin
# letters (in other scripts they shape letters, and stay).
LIGATURES = str.maketrans({"\ufb00": "ff", "\ufb01": "fi", "\ufb02": "fl", "\ufb03": "ffi", "\ufb04": "ffl",
                           "\ufb05": "st", "\ufb06": "st"})
COPIED_CHARACTER = re.compile("[\ufb00-\ufb06\u00ad\u200b-\u200d\u2060\ufeff]")
INVISIBLE_IN_A_WORD = re.compile(r"\u00ad(?![ \t]*\n[ \t]*\S)|[\u200b\u2060\ufeff]|(?<=[A-Za-z])[\u200c\u200d](?=[A-Za-z])")
SOFT_HYPHEN = "\u00ad"


def repair_characters(text: str) -> str:
    """`text` without the characters a copy puts in words (the abstract reads the same;
    titles, keywords and search see whole words); its lines stay where they are."""
    if not COPIED_CHARACTER.search(text):  # the usual list, read at once
        return text
    return INVISIBLE_IN_A_WORD.sub("", text.translate(LIGATURES))


def describe(character: str) -> str:
    """"U+202E (RIGHT-TO-LEFT OVERRIDE)", "U+001B (a control character)"."""
    kind = {"Cc": "a control character", "Co": "a private-use character"}.get(unicodedata.category(character))
    return f"U+{ord(character):04X} ({unicodedata.name(character, kind)})"


def is_blank(line: str) -> bool:
    """A line with nothing to see: white space and format characters (zero-width
    spaces, byte order marks) only."""
    return all(character.isspace() or unicodedata.category(character) == "Cf" for character in line)


def split_paragraphs(text: str) -> list[tuple[int, list[str]]]:
    """Split on blank lines; return (first line number, its lines) per paragraph."""
    paragraphs: list[tuple[int, list[str]]] = []
    start, lines = 0, []
    for number, line in enumerate(text.split("\n"), start=1):
        if is_blank(line):
            if lines:
                paragraphs.append((start, lines))
                lines = []
            continue
        if not lines:
            start = number
        lines.append(line)
    if lines:
        paragraphs.append((start, lines))
    return paragraphs


# Scripts written without spaces between words: a hard wrap inside them is no space.
UNSPACED_SCRIPT = re.compile(r"[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]")


def join_lines(lines: list[str]) -> str:
    """Join hard-wrapped lines with a space, or with nothing between two CJK characters
    or after a compound's hyphen ("training-" and "free" are "training-free"). The
    joined text is what the paper id is computed from: a list wrapped anew keeps its
    ids, and nothing else in the list changes them (a word a PDF hyphenated, "esti-" /
    "mator", stays as written, with a warning: `split_words`)."""
    text = lines[0].strip()
    for line in lines[1:]:
        line = line.strip()
        if UNSPACED_SCRIPT.match(text[-1:]) and UNSPACED_SCRIPT.match(line[:1]):
            text += line
        elif text.endswith(SOFT_HYPHEN):  # "out\u00ad" and "performs": a word a copy broke
            text = text[:-1] + line
        else:
            text += ("" if WRAPPED_COMPOUND.search(text) and not SUSPENDED_HYPHEN.match(line) else " ") + line
    return text


def split_words(name: str, start: int, lines: list[str], spelled: Spellings) -> list[str]:
    """Warnings for the words of a paragraph (its first line number `start`) that a line's
    end hyphenates and the list writes whole elsewhere ("esti-" / "mator", "estimator")."""
    warnings = []
    for n, (before, after) in enumerate(zip(lines, lines[1:])):
        if split := spelled.split_word(before.strip(), after.strip()):
            first, rest = split
            warnings.append(f"{name}:{start + n}: '{first}-' / '{rest}' at a line's end stays '{first}-{rest}', but "
                            f"the list writes '{first}{rest}' elsewhere: a word a PDF split? join it before the list "
                            "is published")
    return warnings


# A line ending in a word's hyphen (not a dash: "--", " -"), and a next line that goes
# on with "and"/"or" after it ("pre-" / "and post-training"), where the space stays.
WRAPPED_COMPOUND = re.compile(r"[\w$]-$")  # "training-", "$k$-"
SUSPENDED_HYPHEN = re.compile(r"(?:and|or|to)\b")
# (From the hyphen, with the letter looked behind: a pattern that starts with the letter is
# tried at every character, 0.2 s over a 10,000-abstract list; this one 0.01 s.)
HYPHEN_AT_A_LINES_END = re.compile(r"-(?<=[A-Za-z]-)[ \t]*\n")
WORD_BEFORE_HYPHEN = re.compile(r"(?<![\w-])([A-Za-z]+)-$")
WORD_AFTER = re.compile(r"[a-z]+(?![\w-])")


@dataclass(frozen=True)
class Spellings:
    """The words of one list as its lines write them: whole ("estimator") and
    hyphenated ("pre-training")."""

    words: frozenset[str]
    hyphenated: frozenset[str]

    @classmethod
    def of(cls, text: str) -> Spellings:
        lowered = text.lower()
        return cls(frozenset(re.findall(r"(?<![\w-])[a-z]+(?![\w-])", lowered)),
                   frozenset(re.findall(r"(?<![\w-])[a-z]+-[a-z]+(?![\w-])", lowered)))

    def split_word(self, text: str, line: str) -> tuple[str, str] | None:
        """The two parts of the word hyphenated at the end of `text` and going on in
        `line`, if the list writes that word whole elsewhere and never with this hyphen."""
        before, after = WORD_BEFORE_HYPHEN.search(text), WORD_AFTER.match(line)
        if not (before and after):
            return None
        start, end = before[1].lower(), after[0]
        return (start, end) if start + end in self.words and f"{start}-{end}" not in self.hyphenated else None


def is_heading(lines: list[str]) -> bool:
    """True for a short one-line list title, never for an abstract."""
    return one_unfinished_line(lines) and len(lines[0].strip()) <= MAX_HEADING_CHARS


def parse(text: str, name: str) -> SeedList:
    """Parse decoded text of one seed file."""
    text = repair_characters(text)
    paragraphs = split_paragraphs(text)
    spelled = Spellings.of(text) if HYPHEN_AT_A_LINES_END.search(text) else None
    heading = None
    if paragraphs and is_heading(paragraphs[0][1]):
        heading = normalize_whitespace(paragraphs[0][1][0])
        paragraphs = paragraphs[1:]
    seed = SeedList(file=name, heading=heading)
    for index, (line, lines) in enumerate(paragraphs, start=1):
        if reason := list_checks.refusal(lines):
            raise SeedError(f"{name}:{line}: {reason}")
        seed.abstracts.append(RawAbstract(name, index, line, normalize_whitespace(join_lines(lines))))
    seed.warnings = ambiguities(seed, paragraphs[0] if paragraphs else None)
    seed.warnings += list_checks.paragraph_warnings(name, paragraphs)
    if spelled:
        seed.warnings += [warning for line, lines in paragraphs for warning in split_words(name, line, lines, spelled)]
    seed.warnings += [
        f"{name}:{line}: {lines[0].strip()!r} reads like a heading, not an abstract, and is published as a "
        "paper; if it is not one, delete it (a list has one heading, its first line)"
        for line, lines in paragraphs if reads_like_heading(lines)]
    return seed


def reads_like_heading(lines: list[str]) -> bool:
    """A one-line paragraph of a few words with no sentence end ("Oral presentations",
    "Poster session 2"): no abstract is that."""
    return one_unfinished_line(lines) and len(lines[0].split()) <= MAX_SECTION_WORDS


def one_unfinished_line(lines: list[str]) -> bool:
    """One line with no sentence end: a heading's shape."""
    return len(lines) == 1 and not lines[0].strip().endswith(SENTENCE_END)


def ambiguities(seed: SeedList, first: tuple[int, list[str]] | None) -> list[str]:
    """Warnings for what may be a heading read as an abstract, or the other way round
    (`first`: the first paragraph after the heading, if any)."""
    warnings = []
    if seed.heading and len(seed.heading.split()) > MAX_HEADING_WORDS:
        warnings.append(f"{seed.file}:1: read {seed.heading!r} as the list's heading; if it is an abstract, "
                        "put a heading line and a blank line above it")
    if seed.heading or not first:
        return warnings
    line, lines = first
    opening = lines[0].strip()
    if len(lines) > 1 and is_heading(lines[:1]) and len(opening) <= GLUED_HEADING_CHARS and not (
            UNSPACED_SCRIPT.match(opening[-1:])):  # a Chinese or Japanese line wraps anywhere
        warnings.append(f"{seed.file}:{line}: the first abstract starts with {opening!r}; "
                        "if that is the list's heading, put a blank line after it")
    if len(lines) == 1 and opening.endswith(SENTENCE_END) and is_heading([opening[:-1]]) and (
            len(opening.split()) <= HEADING_WITH_STOP_WORDS):
        warnings.append(f"{seed.file}:{line}: the first abstract is {opening!r}; "
                        "if it is the list's heading, remove its full stop")
    return warnings


def read_file(path: Path) -> SeedList:
    """Read one seed file (bytes -> text -> paragraphs)."""
    try:
        data = path.read_bytes()
    except OSError as error:  # a folder or a broken link named *.txt, say
        raise SeedError(f"{path.name}: cannot read the seed list: {error.strerror or error}") from None
    return parse(decode(data, path.name), path.name)


@dataclass
class Corpus:
    """All distinct abstracts of a seed directory, in reading order, plus warnings."""

    lists: list[SeedList]
    abstracts: list[RawAbstract]
    warnings: list[str]

    @property
    def list_count(self) -> int:
        """The lists that hold at least one abstract ("from 3 lists": not an empty or a
        heading-only one, which a warning names)."""
        return sum(1 for seed in self.lists if seed.abstracts)


def where(abstract: RawAbstract) -> str:
    return f"{abstract.file}:{abstract.line} (paragraph {abstract.paragraph})"


def collect(lists: list[SeedList]) -> Corpus:
    """Drop repeated abstracts (first one wins); warn about empty lists, and about
    abstracts that nearly repeat another or are a part of one (kept: a warning is no
    verdict)."""
    warnings: list[str] = []
    first_seen: dict[str, RawAbstract] = {}
    for seed in lists:
        warnings += seed.warnings
        if not seed.abstracts:
            kind = "has only a heading" if seed.heading else "is empty"
            warnings.append(f"{seed.file}: {kind}; no abstracts read from it")
        for abstract in seed.abstracts:
            if abstract.text in first_seen:
                warnings.append(
                    f"{where(abstract)}: same abstract as {where(first_seen[abstract.text])}; "
                    "kept one page for both"
                )
            else:
                first_seen[abstract.text] = abstract
    abstracts = list(first_seen.values())
    return Corpus(lists, abstracts, warnings + near_duplicate_warnings(abstracts))


def near_duplicate_warnings(abstracts: list[RawAbstract]) -> list[str]:
    """One line per abstract that nearly repeats an earlier one, or is a part of another
    (a paragraph split in two), naming both places."""
    warnings = []
    for match in near_duplicates.find([abstract.text for abstract in abstracts]):
        subject, other = abstracts[match.subject], abstracts[match.other]
        share = int(match.share * 100 + 1e-9)  # 0.29 * 100 is 28.999...: floored, never shown above
        warnings.append(
            f"{where(subject)}: {share}% of its words are part of {where(other)}, in the same order; if it was "
            "split off that abstract, delete it, or withdraw it by a correction once published" if match.part else
            f"{where(subject)}: nearly repeats {where(other)} ({share}% the same words); "
            "if it is the same paper, delete one, or withdraw one by a correction once published")
    return warnings


def read_directory(directory: Path) -> Corpus:
    """Read every `*.txt` in `directory`, in sorted file-name order."""
    if not directory.is_dir():
        raise SeedError(f"{directory}: seed directory not found")
    paths = sorted(directory.iterdir())  # not glob("*.txt"), which ignores case on some systems
    corpus = collect([read_file(path) for path in paths if path.suffix == ".txt"])
    corpus.warnings += [f"{path.name}: not read; only files named *.txt are seed lists"
                        for path in paths if path.suffix.lower() == ".txt" and path.suffix != ".txt"]
    corpus.warnings += [f"{path.name}/: not read; seed lists go directly in {directory.name}/, not in a folder"
                        for path in paths if path.is_dir() and path.suffix != ".txt" and any(path.rglob("*.txt"))]
    return corpus
