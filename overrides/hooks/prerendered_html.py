"""MkDocs hook: the generated pages' HTML blocks skip Python-Markdown, and come out the same.

The generator writes most of a paper, area or keyword page as HTML blocks (the
abstract with its MathML, the links, the lists of papers). Python-Markdown keeps
such a block as written, but finds where it ends with Python's HTMLParser, and
MkDocs parses it once more for the ids it holds: a quarter of the mkdocs build of
10,000 papers. This hook sets every block that is one whole element aside before
Markdown reads the page, leaves one placeholder paragraph for each run of such blocks
(Python-Markdown's inline patterns read every paragraph, so fewer paragraphs, less
time: a third of the hook's and Markdown's time at 10,000 papers), and puts the blocks
back where and as Python-Markdown would have (each followed by a newline, one more
between them, the page stripped at the ends).

Only an optimisation: the site built without this hook is byte for byte the same
(tests/test_safety.py builds both), so an engine that runs no MkDocs hooks
(Zensical) builds the same pages. MkDocs' check of links to anchors is told the ids
inside the blocks, as its own parser would have found them.
"""

from __future__ import annotations

import re
import secrets
from html import unescape

from mkdocs.exceptions import PluginError

#: The folders of docs/ whose pages only the generator writes (generator/writer.py's
#: GENERATED_DIRS): no code blocks, so a block that starts at a line's start with an HTML
#: tag is HTML to Python-Markdown.
GENERATED_FOLDERS = ("papers/", "areas/", "tags/")

#: Tags that Python-Markdown treats as block-level (it keeps their blocks as written).
BLOCK_TAGS = ("div", "nav", "ol", "p", "pre", "table", "ul")

BLOCK_START = re.compile(rf"<({'|'.join(BLOCK_TAGS)})[\s>]")
#: What MkDocs counts as an anchor of a page (mkdocs.structure.pages._HTMLHandler): an id, or an <a name>.
ANCHOR = re.compile(r'<(?:[a-zA-Z][^>]*?\sid|a\s[^>]*?(?<=\s)name)="([^"]*)"')

#: The paragraph a run of blocks set aside leaves: PLACEHOLDER, the page's random hex, N, the run's number.
PLACEHOLDER = "PRERENDERED"
PUT_BACK = re.compile(rf"<p>{PLACEHOLDER}[0-9a-f]{{16}}N(\d+)</p>")

_set_aside: dict[str, tuple[str, list[list[str]]]] = {}  # page's source path -> (placeholder prefix, runs of blocks)


def one_element(block: str) -> bool:
    """Whether `block` is exactly one element of a block-level tag: it opens one at
    its start and the element closes only at its end."""
    start = BLOCK_START.match(block)
    if not start or not block.endswith(f"</{start[1]}>"):
        return False
    depth = 0
    for tag in re.finditer(rf"<(/?){start[1]}[\s>]", block):
        depth += -1 if tag[1] else 1
        if depth == 0:
            return tag.end() == len(block)
    return False


def on_page_markdown(markdown: str, page, **_) -> str:
    if not page.file.src_uri.startswith(GENERATED_FOLDERS):
        return markdown
    prefix = f"{PLACEHOLDER}{secrets.token_hex(8)}N"
    groups: list[list[str]] = []  # the blocks set aside: each run of them behind one placeholder
    parts = markdown.split("\n\n")  # (str.split: a regular expression took a tenth of the time saved)
    kept: list[str] = []
    for part in parts:
        block = part.rstrip("\n")
        if not one_element(block):
            kept.append(part)
        elif kept and kept[-1] == f"{prefix}{len(groups) - 1}":  # (no newline after it: the run goes on)
            groups[-1].append(block)
            kept[-1] += part[len(block):]
        else:
            groups.append([block])
            kept.append(f"{prefix}{len(groups) - 1}{part[len(block):]}")
    if not groups:
        return markdown
    _set_aside[page.file.src_uri] = (prefix, groups)
    return "\n\n".join(kept)


def on_page_content(html: str, page, **_) -> str:
    if page.file.src_uri not in _set_aside:
        return html
    prefix, groups = _set_aside.pop(page.file.src_uri)
    restored = 0

    def restore(placeholder: re.Match) -> str:
        nonlocal restored
        if placeholder[0][3:-4] != f"{prefix}{placeholder[1]}":
            return placeholder[0]
        restored += 1
        # as Python-Markdown writes blocks in a row: each followed by a newline, then the one between
        return "\n\n".join(groups[int(placeholder[1])]) + "\n"

    html = PUT_BACK.sub(restore, html)
    if restored != len(groups) or prefix in html:
        raise PluginError(f"{page.file.src_uri}: {len(groups) - restored} of its runs of HTML blocks were not "
                          f"put back (overrides/hooks/prerendered_html.py)")
    # the anchors that MkDocs' own parser would have found in them, for its check of links to them
    page.present_anchor_ids |= {unescape(value) for group in groups for block in group
                                if 'id="' in block or 'name="' in block for value in ANCHOR.findall(block)}
    return html.strip()
