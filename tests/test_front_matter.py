"""Front matter written as JSON values reads back exactly, by every reader of the pages.
The strings are fabricated to be hostile to YAML."""

import sys

import frontmatter
import pytest
import yaml
from mkdocs.utils.meta import get_data

from generator.front_matter import with_front_matter

HOSTILE = [
    "", " ", "  leading and trailing  ", "---", "...", "--- not a title", "null", "~", "yes", "no", "on", "off",
    "true", "1e3", "0x10", "012", "1:30", "- item", "? key", ": colon", "key: value", "# not a comment",
    "a # b", "'single'", '"double"', "back\\slash", "\\u0041 written out", "{braces}", "[brackets]", "*alias",
    "&anchor", "!tag", "%YAML 1.2", "@at", "`tick`", "|", ">", "tab\there", "line\nbreak", "cr\rlf",
    "nul\x00byte", "bell\x07", "del\x7f", "nel\x85line", "c1\x9b", "line\u2028separator",
    "paragraph\u2029separator", "\ufeffbom", "nonchar\ufffe\uffff", "Erdős–Rényi ≈ θ_n", "日本語のタイトル",
    "emoji 🧠 and 𝔼[X]", "&lt;script&gt;", "a  b", "trailing newline\n",
]


def every_character() -> list[str]:
    """Every code point but the surrogates (which no UTF-8 file holds), 512 to a string."""
    points = [point for point in range(sys.maxunicode + 1) if not 0xD800 <= point <= 0xDFFF]
    return ["".join(map(chr, points[start:start + 512])) for start in range(0, len(points), 512)]


def metadata_of(text: str) -> dict:
    return {"title": text, "areas": [text, "Theory"], "source": {"file": text, "line": 3}, "tags": []}


@pytest.mark.parametrize("text", HOSTILE)
def test_hostile_values_read_back_by_every_reader(text):
    page = with_front_matter("# Body\n", metadata_of(text))
    expected = {**metadata_of(text), "search": {"exclude": True}}
    post = frontmatter.loads(page)
    assert post.metadata == expected
    assert post.content == "# Body"
    assert get_data(page) == ("# Body\n", expected)  # as MkDocs reads a page
    assert yaml.load(page.split("---\n")[1], Loader=yaml.CSafeLoader) == expected


def test_every_character_reads_back():
    for text in every_character():
        page = with_front_matter("", {"title": text})
        assert yaml.load(page.split("---\n")[1], Loader=yaml.CSafeLoader)["title"] == text


def test_one_line_per_field_in_the_given_order():
    page = with_front_matter("Body\n", {"id": "0123456789", "title": "T", "areas": ["Theory", "Optimization"]})
    assert page == ('---\nid: "0123456789"\ntitle: "T"\nareas: ["Theory", "Optimization"]\n'
                    'search: {"exclude": true}\n---\n\nBody\n')


def test_a_key_that_is_not_a_plain_name_is_refused():
    with pytest.raises(ValueError, match="not a plain name"):
        with_front_matter("", {"title: x\nother": "y"})
