"""Corrections: small YAML files, one per paper, at seeds/corrections/<id>.yml.

A correction overrides what the generator derived (title, areas, keywords) or
read (abstract), and adds what the lists lack (authors, links). Every field is
optional. Loading validates each file against the current papers and areas and
reports every problem as one line naming the file and line, with the fix.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import parse_qs, urlparse

import yaml

from generator import registry
from generator.area_list import Area, area_lookup
from generator.areas import suggest_area
from generator.correction_abstract import abstract_problem
from generator.correction_yaml import LINK_KINDS, all_commented, silent_slips, syntax_problem
from generator.model import KEYWORDS_MAX, KEYWORDS_MIN
from generator.normalize import ParsedAbstract
from generator.reader import UNSHOWABLE, describe

FIELDS = ("title", "abstract", "areas", "keywords", "authors", "links", "withdrawn", "note")
MAX_TITLE_CHARS = 200
# A complete HTML tag or comment; "$p<q$" and "a < b" are not tags.
HTML_TAG = re.compile(r"<[A-Za-z][\w:-]*(?:\s[^<>]*)?/?>|</[A-Za-z][\w:-]*\s*>|<!--")

# The example values of the correction template that every paper page links to
# (render.correction_template). A contributor who uncomments them without editing
# would publish them, so the check refuses each one.
TEMPLATE_AUTHORS = ("First Author", "Second Author")
TEMPLATE_LINKS = {"openreview": "https://openreview.net/forum?id=...", "arxiv": "https://arxiv.org/abs/..."}
TEMPLATE_NOTE = "How you know (for example the OpenReview page)."

# What a real page of each site looks like: arXiv ids old (math.AG/0601001) and new
# (2601.00001v2); an OpenReview forum or PDF with its id.
ARXIV_PATH = re.compile(r"/(abs|pdf)/([a-z-]+(\.[A-Z]{2})?/\d{7}|\d{4}\.\d{4,5})(v\d+)?(\.pdf)?/?")
OPENREVIEW_PATH = re.compile(r"/(forum|pdf)/?")
OPENREVIEW_ID = re.compile(r"[A-Za-z0-9_-]{5,}")
PLACEHOLDER_TEXT = re.compile(r"\.\.\.|…|<[^<>]*>|\bTODO\b|\bXXX\b")


def link_problem(kind: str, url: str) -> str | None:
    """Why `url` is not a plausible `kind` link (None when it is)."""
    parsed = urlparse(url)
    if parsed.scheme != "https" or not parsed.netloc:
        return f"must be an https:// URL, not {url!r}"
    if PLACEHOLDER_TEXT.search(url) or " " in url:
        return f"{url!r} still holds a placeholder; paste the address of the real page"
    if "." not in parsed.hostname:
        return f"{url!r} has no real host name"
    if kind == "arxiv" and not (parsed.hostname in ("arxiv.org", "www.arxiv.org")
                                and ARXIV_PATH.fullmatch(parsed.path)):
        return f"{url!r} is not an arXiv paper; use https://arxiv.org/abs/<id>, e.g. https://arxiv.org/abs/2601.00001"
    if kind == "openreview":
        ids = parse_qs(parsed.query).get("id", [])
        if not (parsed.hostname in ("openreview.net", "www.openreview.net") and OPENREVIEW_PATH.fullmatch(parsed.path)
                and len(ids) == 1 and OPENREVIEW_ID.fullmatch(ids[0])):
            return (f"{url!r} is not an OpenReview paper; use https://openreview.net/forum?id=<id> "
                    "with the id from the paper's OpenReview address")
    return None


@dataclass(frozen=True)
class Correction:
    """The validated content of one correction file (None: field not given)."""

    paper_id: str
    path: str
    title: str | None = None
    abstract: str | None = None
    areas: tuple[str, ...] | None = None  # area slugs, primary first
    keywords: tuple[str, ...] | None = None
    authors: tuple[str, ...] | None = None
    links: Mapping[str, str] = field(default_factory=dict)
    withdrawn_reason: str | None = None  # set when the paper is withdrawn
    note: str | None = None


@dataclass
class Problems:
    """Collects one-line problems: `path:line: what is wrong; how to fix it`."""

    lines: list[str] = field(default_factory=list)

    def add(self, path: str, node: yaml.Node | None, message: str) -> None:
        line = node.start_mark.line + 1 if node is not None else 1
        self.lines.append(f"{path}:{line}: {message}")


class CorrectionsError(Exception):
    """One or more correction files are invalid; str() lists one problem per line."""

    def __init__(self, problems: list[str]):
        super().__init__("\n".join(problems))
        self.problems = problems


class UnreadableValue(Exception):
    """A YAML node that yaml.safe_load cannot turn into a value (a `!tag`, a date that
    is no date, a number too long); names the node and the reason."""

    def __init__(self, node: yaml.Node, reason: str):
        super().__init__(reason)
        self.node = node


def _construct(node: yaml.Node) -> object:
    """The Python value of a YAML node, as yaml.safe_load would read it."""
    loader = yaml.SafeLoader("")
    try:
        return loader.construct_object(node, deep=True)
    except (yaml.YAMLError, ValueError, OverflowError) as error:
        reason = getattr(error, "problem", None) or str(error).splitlines()[0]
        raise UnreadableValue(node, " ".join(reason.split())) from None
    finally:
        loader.dispose()


class Validator:
    """Checks one file's YAML nodes against the areas of areas.yml."""

    def __init__(self, path: str, areas: Sequence[Area], problems: Problems):
        self.path = path
        self.known_areas = areas
        self.area_slugs = area_lookup(areas)
        self.problems = problems

    def problem(self, node: yaml.Node | None, message: str) -> None:
        self.problems.add(self.path, node, message)

    def text(self, node: yaml.Node, name: str, *, allow_empty: bool = False, link: bool = False) -> str | None:
        """The text of `node`; `link`: a URL, where "<id>" is a placeholder, not HTML."""
        value = _construct(node) if isinstance(node, yaml.ScalarNode) else None
        if value is None and isinstance(node, yaml.ScalarNode) and not node.value:  # "reason: " with nothing after
            value = ""
        if isinstance(value, (int, float)) and link:  # "arxiv: 2401.01234", read as a number
            example = f", e.g. https://arxiv.org/abs/{node.value}" if name.endswith("arxiv") else ""
            self.problem(node, f"{name} must be the address of the page, an https:// URL{example}; "
                               f"not {node.value!r}")
            return None
        if not isinstance(value, str):
            self.problem(node, f"{name} must be text; put it in quotes")
            return None
        value = " ".join(value.split())
        if not value and not allow_empty:
            self.problem(node, f"{name} is empty; give the text or remove "
                               f"{'it from the list' if name.startswith('an entry') else 'the field'}")
            return None
        if hidden := UNSHOWABLE.search(value):
            self.problem(node, f"{name} holds an invisible character {describe(hidden[0])}; delete it")
            return None
        if HTML_TAG.search(value) and not (link and PLACEHOLDER_TEXT.search(value)):
            self.problem(node, f"{name} contains raw HTML ({HTML_TAG.search(value).group()!r}); write plain text")
            return None
        return value

    def title(self, node: yaml.Node) -> str | None:
        """The title as pages, meta tags and citations show it: LaTeX in it read as a
        derived title's is ('$\\nabla$-Flows' gives "∇-Flows"), not printed as typed."""
        value = self.text(node, "title")
        if value is None or not ("$" in value or "\\" in value):
            return value
        parsed = ParsedAbstract(value)  # read once, for both
        if unknown := parsed.normalized().undefined_macros:
            self.problem(node, f"title: {unknown[0]} is not a LaTeX command this site knows; write what it stands for")
            return None
        if not parsed.plain.strip():  # '\emph{}', '$\quad$'
            self.problem(node, "title is empty once its LaTeX is read; write the title")
            return None
        return parsed.plain

    def text_list(self, node: yaml.Node, name: str) -> tuple[str, ...] | None:
        if not isinstance(node, yaml.SequenceNode):
            self.problem(node, f"{name} must be a list, e.g. {name}: [first, second]")
            return None
        items = [self.text(item, f"an entry of {name}") for item in node.value]
        if any(item is None for item in items):
            return None
        if not items:
            self.problem(node, f"{name} is an empty list; give at least one entry or remove the field")
            return None
        return tuple(items)

    def keywords(self, node: yaml.Node) -> tuple[str, ...] | None:
        keywords = self.text_list(node, "keywords")
        if keywords is not None and not KEYWORDS_MIN <= len(keywords) <= KEYWORDS_MAX:
            self.problem(node, f"keywords: give {KEYWORDS_MIN} to {KEYWORDS_MAX} key phrases, not {len(keywords)}")
            return None
        repeated = [keyword for n, keyword in enumerate(keywords or ())
                    if keyword.casefold() in {other.casefold() for other in keywords[:n]}]
        if repeated:
            self.problem(node, f"keywords: {repeated[0]!r} is given twice; keep one")
            return None
        return keywords

    def authors(self, node: yaml.Node) -> tuple[str, ...] | None:
        authors = self.text_list(node, "authors")
        if authors is None:
            return None
        examples = [(item, name) for item, name in zip(node.value, authors) if name in TEMPLATE_AUTHORS]
        for item, name in examples:
            self.problem(item, f"authors: {name!r} is the template's example; write the real names or delete the line")
        return None if examples else authors

    def note(self, node: yaml.Node) -> str | None:
        note = self.text(node, "note")
        if note == TEMPLATE_NOTE:
            self.problem(node, "note is the template's example; say how you know (a link is best) or delete the line")
            return None
        return note

    def areas(self, node: yaml.Node) -> tuple[str, ...] | None:
        names = self.text_list(node, "areas")
        if names is None:
            return None
        slugs = []
        for item, name in zip(node.value, names):
            slug = self.area_slugs.get(name) or self.area_slugs.get(name.casefold())
            if slug is None and (split := self.split_name(names, len(slugs))):
                # "[Decision-making, reinforcement learning, and control]": a name with commas, split by YAML
                self.problem(item, f"areas: {split[0]!r} holds commas, so YAML read it as several areas; write it "
                                   f"in quotes, or its slug {split[1]}")
                return None
            if slug is None:
                suggestion = suggest_area(name, self.known_areas)
                hint = f"did you mean {suggestion}? " if suggestion else ""
                self.problem(item, f"unknown area {name!r}; {hint}use an area slug or name from generator/areas.yml")
            slugs.append(slug)
        if None in slugs:
            return None
        if len(slugs) > 3 or len(set(slugs)) != len(slugs):
            self.problem(node, "areas: give one primary area, then at most two different secondary ones")
            return None
        return tuple(slugs)

    def split_name(self, names: tuple[str, ...], start: int) -> tuple[str, str] | None:
        """(name, slug) of an area whose name holds commas, read as the entries from `start` on."""
        for end in range(start + 2, len(names) + 1):
            joined = ", ".join(names[start:end])
            if slug := self.area_slugs.get(joined) or self.area_slugs.get(joined.casefold()):
                return joined, slug
        return None

    def links(self, node: yaml.Node) -> dict[str, str] | None:
        if not isinstance(node, yaml.MappingNode):
            self.problem(node, f"links must be a mapping of {', '.join(LINK_KINDS)} to https URLs")
            return None
        links = {}
        for key_node, value_node in self.unique_pairs(node):
            kind = _construct(key_node)
            if kind not in LINK_KINDS:
                self.problem(key_node, f"unknown link {kind!r}; allowed: {', '.join(LINK_KINDS)}")
                continue
            url = self.text(value_node, f"links.{kind}", link=True)
            if url is None:
                continue
            problem = link_problem(kind, url)
            if problem:
                self.problem(value_node, f"links.{kind} {problem}")
                continue
            links[kind] = url
        return links

    def withdrawn(self, node: yaml.Node) -> str | None:
        """The reason of `withdrawn: {reason: ...}`; None for `withdrawn: false`."""
        if isinstance(node, yaml.ScalarNode) and _construct(node) is False:
            return None
        if isinstance(node, yaml.MappingNode):
            pairs = self.unique_pairs(node)
            if [_construct(key) for key, _ in pairs] == ["reason"]:
                return self.text(pairs[0][1], "withdrawn.reason")
        self.problem(node, "withdrawn must be false, or a mapping with a reason: withdrawn: {reason: ...}")
        return None

    def fields(self, root: yaml.MappingNode) -> dict[str, object]:
        """The checked value of each field of the file (None where it has a problem)."""
        values: dict[str, object] = {}
        for key_node, value_node in self.unique_pairs(root):
            name = _construct(key_node)
            if name not in FIELDS:
                self.problem(key_node, f"unknown field {name!r}; allowed: {', '.join(FIELDS)}")
            elif name == "title":
                values[name] = self.title(value_node)
            elif name == "abstract":
                values[name] = self.text(value_node, name)
            elif name in ("keywords", "authors", "note", "areas", "links"):
                values[name] = getattr(self, name)(value_node)
            else:
                values["withdrawn_reason"] = self.withdrawn(value_node)
        return values

    def unique_pairs(self, node: yaml.MappingNode) -> list[tuple[yaml.Node, yaml.Node]]:
        """Key/value node pairs; a repeated key is a problem (YAML would keep only the last)."""
        seen: dict[object, yaml.Node] = {}
        pairs = []
        for key_node, value_node in node.value:
            key = _construct(key_node) if isinstance(key_node, yaml.ScalarNode) else None
            if key in seen:
                first = seen[key].start_mark.line + 1
                self.problem(key_node, f"duplicate key {key!r} (first on line {first}); keep one")
                continue
            seen[key] = key_node
            pairs.append((key_node, value_node))
        return pairs


def parse_file(path: Path, display: str, areas: Sequence[Area], problems: Problems,
               published: str) -> Correction | None:
    """Validate one correction file; None if it has any problem. `published`: the
    paper's abstract in the seed list, which a corrected abstract fixes."""
    before = len(problems.lines)
    paper_id = path.stem
    try:
        text = path.read_text(encoding="utf-8")
        root = yaml.compose(text, Loader=yaml.SafeLoader)
    except UnicodeDecodeError:
        problems.add(display, None, "not valid UTF-8; save the file as UTF-8")
        return None
    except yaml.YAMLError as error:
        where, message = syntax_problem(error)
        problems.lines.append(f"{display}:{where}: {message}")
        return None
    if root is None:
        problems.add(display, None, "every line is commented out; remove the '# ' in front of the lines you correct"
                     if all_commented(text) else "the file is empty; add at least one field or delete the file")
        return None
    if not isinstance(root, yaml.MappingNode):
        problems.add(display, root, f"expected fields such as `title: ...` at the top level ({', '.join(FIELDS)})")
        return None
    check = Validator(display, areas, problems)
    for node, message in silent_slips(text, root):
        check.problem(node, message)
    try:
        values = check.fields(root)
    except UnreadableValue as error:
        check.problem(error.node, f"cannot read this value ({error}); write it as plain text in quotes")
        return None
    if published and isinstance(values.get("abstract"), str) and (problem := abstract_problem(values["abstract"],
                                                                                             published)):
        check.problem(next(value for key, value in root.value if key.value == "abstract"), problem)
    if isinstance(values.get("title"), str) and len(values["title"]) > MAX_TITLE_CHARS:
        check.problem(root, f"title is longer than {MAX_TITLE_CHARS} characters; shorten it")
    if len(problems.lines) > before:
        return None
    return Correction(paper_id=paper_id, path=display, **{k: v for k, v in values.items() if v is not None})


def _shown(path: Path, display_root: Path | None) -> str:
    """`path` as messages name it: relative to `display_root` if given."""
    return path.relative_to(display_root).as_posix() if display_root else path.as_posix()


def load_corrections(
    folder: Path, published: Mapping[str, str], areas: Sequence[Area], display_root: Path | None = None
) -> dict[str, Correction]:
    """Every `<id>.yml` in `folder`, validated; raises CorrectionsError listing all problems,
    also for a correction of a paper put next to `folder` instead (seeds/<id>.yml, which
    nothing reads). `published`: each paper's abstract in the seed lists, by paper id (the
    ids a file may be named by; the text a corrected abstract fixes)."""
    problems = Problems()
    corrections: dict[str, Correction] = {}
    # "seeds/<id>.yml": a correction that nothing reads corrected nothing
    problems.lines += [f"{_shown(path, display_root)}: a correction is not read here; move it to "
                       f"{folder.name}/{path.stem}.yml" for path in sorted(folder.parent.glob("*.y*ml"))
                       if path.stem in published]
    for path in sorted(folder.iterdir()) if folder.is_dir() else ():
        display = _shown(path, display_root)
        if path.name.startswith("."):
            continue
        if path.is_dir():
            problems.lines.append(f"{display}/: a folder is not read; put correction files directly in "
                                  f"{folder.name}/, one <paper id>.yml per paper")
            continue
        if path.suffix != ".yml":
            problems.add(display, None, "correction files are named <paper id>.yml; rename or remove this file")
            continue
        if path.stem not in published:
            problems.add(display, None, f"unknown paper id {path.stem!r}; the file name must be the id of a paper "
                                        f"(the last part of its URL){registry.id_hint(path.stem, published)}")
            continue
        correction = parse_file(path, display, areas, problems, published[path.stem])
        if correction is not None:
            corrections[correction.paper_id] = correction
    if problems.lines:
        raise CorrectionsError(problems.lines)
    return corrections
