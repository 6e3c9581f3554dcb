"""The MkDocs hook overrides/hooks/prerendered_html.py: which blocks it sets aside, and
that Python-Markdown's output is the same with it; and whole sites built with and without
it (1,000 look-alikes here, the hostile site in test_safety.py). The pages here are fabricated."""

from __future__ import annotations

import importlib.util
import shutil
from types import SimpleNamespace

import markdown
import pytest
from mkdocs.exceptions import PluginError

from tests.built_site import generate, mkdocs_build, mkdocs_build_without_hooks, synthetic_list, tree
from tests.conftest import ROOT

spec = importlib.util.spec_from_file_location("prerendered_html", ROOT / "overrides/hooks/prerendered_html.py")
hook = importlib.util.module_from_spec(spec)
spec.loader.exec_module(hook)

PAGE = """# A fabricated paper

<p class="paper-actions"><button type="button">☆ Add to my list</button></p>

<div class="abstract">We bound $x$ by <math><mi>x</mi></math> &amp; more.</div>

**Links:** [code](https://example.org/code)

<p><small>Why: the abstract mentions “graph”.</small></p>

The title is derived from the abstract.

<div class="outer"><div>one</div>
<div>two</div></div>

<p>first</p> <p>second</p>

<small>inline, so Markdown wraps it in a paragraph</small>

## Related papers

<ul>
<li><a href="../x/">X</a> · Theory</li>
</ul>

<div class="paper-cite"><pre><code>@inproceedings{x,
}</code></pre></div>
"""


def page(path: str) -> SimpleNamespace:
    return SimpleNamespace(file=SimpleNamespace(src_uri=path), present_anchor_ids={"from-markdown"})


def convert(text: str) -> str:
    return markdown.Markdown(extensions=["attr_list", "toc"]).convert(text)


@pytest.mark.parametrize("block, whole", [
    ('<div class="abstract">text</div>', True),
    ("<ul>\n<li>a</li>\n</ul>", True),
    ("<div><div>a</div>\n<div>b</div></div>", True),
    ("<p>first</p> <p>second</p>", False),  # two elements
    ("<div>a</div> and text", False),
    ("<small>inline</small>", False),  # not a block-level tag
    ("<pre>\n<code>x</code>\n</pre>", True),
    ("<paper>x</paper>", False),  # <p... is not <p>
    ("**Links:** <p>x</p>", False),
])
def test_a_block_is_set_aside_when_it_is_one_block_level_element(block, whole):
    assert hook.one_element(block) is whole


def test_generated_pages_convert_to_the_same_html():
    paper = page("papers/x.md")
    hidden = hook.on_page_markdown(PAGE, page=paper)
    assert "<math>" not in hidden and "<ul>" not in hidden and "@inproceedings" not in hidden
    assert "<p>first</p> <p>second</p>" in hidden and "<small>inline" in hidden
    assert hidden.count(hook.PLACEHOLDER) == 4  # one per run of blocks in a row: Markdown reads fewer paragraphs
    assert hook.on_page_content(convert(hidden), page=paper) == convert(PAGE)


def test_the_anchors_in_blocks_set_aside_are_the_pages_anchors_still():
    """MkDocs checks links to anchors against the ids its own parser finds in raw HTML."""
    keywords = page("tags/ne.md")
    text = ('<div class="tags"><h2 id="kw-neural-fields">neural fields</h2>\n'
            '<p class="x" id="kw-a&amp;b">a</p><a href="#x" name="old-anchor">old</a> data-id="no"</div>\n')
    hook.on_page_content(convert(hook.on_page_markdown(text, page=keywords)), page=keywords)
    assert keywords.present_anchor_ids == {"from-markdown", "kw-neural-fields", "kw-a&b", "old-anchor"}


def test_hand_written_pages_are_left_alone():
    assert hook.on_page_markdown(PAGE, page=page("about.md")) is PAGE
    assert hook.on_page_content("<p>x</p>", page=page("about.md")) == "<p>x</p>"


def test_a_block_not_put_back_is_an_error():
    paper = page("areas/x.md")
    hook.on_page_markdown("# Area\n\n<div>papers</div>\n", page=paper)
    with pytest.raises(PluginError, match="areas/x.md: 1 of its runs of HTML blocks were not put back"):
        hook.on_page_content("<h1>Area</h1>", page=paper)


def test_a_site_at_scale_builds_strictly_and_the_same_without_the_hook(tmp_path):
    """1,000 look-alike abstracts (as `make bench` makes them) and the seeds: keyword pages
    per initial letters, whose anchors tags.md links to, and area pages in several parts."""
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    for path in (ROOT / "seeds").glob("*.txt"):
        shutil.copy(path, seeds)
    (seeds / "synthetic.txt").write_text(synthetic_list(1000), encoding="utf-8")
    project = tmp_path / "project"
    generate(project, seeds)
    assert (project / "docs/tags").is_dir() and any((project / "docs/areas").glob("*/2.md"))
    built = tree(mkdocs_build(project))  # strict: a link to an anchor it did not see fails it
    without = tree(mkdocs_build_without_hooks(project))
    assert built.keys() == without.keys()
    assert [path for path in built if built[path] != without[path]] == []
