"""Every abstract rendered faithfully and safely, end to end.

The site is generated from seeds/ plus the fabricated hostile list
(tests/data/hostile/hostile.txt, see its README) and one fabricated 150 KB
abstract written here, built with `mkdocs build --strict` (its one hook changes no
byte, so Zensical, which runs no hooks, builds the same pages), and then every
built HTML page and the search index are parsed and checked:

* scripts: every `<script>` must be one the site's own templates write.  The
  allowlist is not hand-written: it is every script (attributes and text,
  exactly) found in a *reference* site built the same way from the two
  ordinary abstracts of the hostile list.  Material writes the same scripts
  on every page of the same depth (the bundle `assets/javascripts/bundle.*.min.js`,
  the inline `__md_scope`/`__md_get` and palette snippets, the
  `application/json` `__config`), and both sites have pages at every depth, so
  an exact match is possible and a new Material version needs no edit here;
* no attribute named `on...`, no `srcdoc`, no URL attribute (href, src, action,
  formaction, xlink:href, data, poster, background, cite) whose value starts
  with `javascript:`, `vbscript:` or `data:` once ASCII whitespace and control
  characters are removed (Material's own pages use no data: URL; if one ever
  does, it shows up in the reference site and would have to be allowed here);
* no element type that neither the reference site nor the abstract allowlist has;
* inside `div.abstract` only: em, strong, code (optionally class math-source),
  span class small-caps / undefined-macro (with a title), and the MathML
  elements and attributes that generator/formulas.py allows (plus
  `annotation encoding` and `data-search-exclude`, which Material's search
  plugin deletes from the page);
* `<title>` and `<meta name="description">`: no unescaped `<`, no child
  element, and on paper pages exactly the front-matter title and description;
* the search index (generator/search_index.py): plain text, which the search
  client only ever inserts as text; and it carries the plain text of every formula.

And every abstract (each paragraph of seeds/ and of the hostile list, and the
150 KB one) is on exactly one paper page, shown literally where it is hostile.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from pathlib import Path

import frontmatter
import pytest
import yaml
from bs4 import BeautifulSoup

from generator.model import paper_id
from generator.formulas import MATHML_ATTRIBUTES, MATHML_ELEMENTS, formula_text
from generator.math_spans import split_math
from generator.normalize import abstract_html
from generator.reader import RawAbstract, read_directory
from tests.conftest import ROOT
from tests.built_site import generate, mkdocs_build, mkdocs_build_without_hooks, search_cards, tree

HOSTILE = ROOT / "tests/data/hostile/hostile.txt"
BIG_FILE = "zz_big.txt"
BIG_SIZE = 150_000

URL_ATTRIBUTES = {"href", "src", "action", "formaction", "xlink:href", "data", "poster", "background", "cite"}
BAD_SCHEMES = ("javascript:", "vbscript:", "data:")
ABSTRACT_ATTRIBUTES = {
    "em": set(),
    "strong": set(),
    "code": {"class"},
    "span": {"class", "title"},
    **{name: set(MATHML_ATTRIBUTES) | {"data-search-exclude"} for name in MATHML_ELEMENTS},
}
ABSTRACT_ATTRIBUTES["annotation"] = {"encoding"}
ABSTRACT_ATTRIBUTES["math"] = ABSTRACT_ATTRIBUTES["math"] | {"tabindex", "class"}  # wide math scrolls (formulas.mathml)
ABSTRACT_ATTRIBUTES |= {"a": {"href", "rel"}, "u": set(), "sup": set(), "sub": set()}  # \\url, \\underline...
ABSTRACT_CLASSES = {"code": [None, ["math-source"]], "span": [["small-caps"], ["undefined-macro"], ["math-punct"]],
                    "math": [None, ["math-wide"]]}


def big_abstract(size: int = BIG_SIZE) -> str:
    """A fabricated abstract of `size` characters or a little more (deterministic).

    Two thirds are ordinary sentences with math, asterisks and escaped markup,
    repeated; the rest is `*a *a *a ...`, stars that open emphasis but are
    never closed, which made the old emphasis matcher quadratic (minutes)."""
    sentences = [
        "We scale sparse routing to many experts with $O(n \\log n)$ cost.",
        "Unmatched stars such as *a *a *a and the optimum p* stay literal, as does H^*.",
        "Each expert keeps snake_case_names such as route_tokens unchanged.",
        "Payloads like <script>alert(1)</script> and [x](javascript:alert(1)) remain plain text.",
        "The bound $\\widetilde{O}(H^4S/\\varepsilon^2)$ holds for each of the $m$ players.",
        "We call these *routing maps* and report **consistent** gains of 3\\% on average.",
    ]
    parts, length, i = ["We study routing at scale."], 0, 0
    while length < size * 2 // 3:
        sentence = f"In round {i // len(sentences) + 1}, " + sentences[i % len(sentences)]
        parts.append(sentence)
        length += len(sentence) + 1
        i += 1
    parts.append("Finally, " + "*a " * ((size - length) // 3 + 1) + "and nothing closes them.")
    return " ".join(parts)


@dataclass
class Site:
    root: Path  # the built site
    docs: Path  # the generated docs folder
    abstracts: list[RawAbstract]
    generator_log: str


def build(work: Path, seed_files: dict[str, str]) -> Site:
    """Generate the site in `work` from `seed_files` (name -> text) and build it strictly
    (built_site.mkdocs_build fails on any WARNING or ERROR line)."""
    seeds = work / "seeds"
    seeds.mkdir()
    for name, text in seed_files.items():
        (seeds / name).write_text(text, encoding="utf-8")
    generated = generate(work, seeds)
    return Site(mkdocs_build(work), work / "docs", read_directory(seeds).abstracts, generated.stderr)


def hostile_paragraphs() -> list[str]:
    return [abstract.text for abstract in read_directory(HOSTILE.parent).abstracts]


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Site:
    """seeds/ + the hostile list + the 150 KB abstract."""
    files = {path.name: path.read_text(encoding="utf-8") for path in sorted((ROOT / "seeds").glob("*.txt"))}
    files[HOSTILE.name] = HOSTILE.read_text(encoding="utf-8")
    files[BIG_FILE] = "NeurIPS 2026 Papers\n\n" + big_abstract() + "\n"
    return build(tmp_path_factory.mktemp("hostile"), files)


@pytest.fixture(scope="module")
def reference(tmp_path_factory) -> Site:
    """The same site built from the two ordinary abstracts of the hostile list only."""
    ordinary = "\n\n".join(["NeurIPS 2026 Papers", *hostile_paragraphs()[:2]])
    return build(tmp_path_factory.mktemp("reference"), {"ordinary.txt": ordinary})


def pages(site: Site) -> dict[str, BeautifulSoup]:
    return {
        page.relative_to(site.root).as_posix(): BeautifulSoup(page.read_text(encoding="utf-8"), "html.parser")
        for page in sorted(site.root.rglob("*.html"))
    }


def script_fingerprint(script) -> tuple:
    return tuple(sorted((name, str(value)) for name, value in script.attrs.items())), script.get_text()


def report(findings: list[str], limit: int = 20) -> str:
    return f"{len(findings)} findings:\n" + "\n".join(findings[:limit])


@pytest.fixture(scope="module")
def built_pages(site) -> dict[str, BeautifulSoup]:
    return pages(site)


@pytest.fixture(scope="module")
def reference_pages(reference) -> dict[str, BeautifulSoup]:
    return pages(reference)


def paper_page(built_pages, text: str) -> BeautifulSoup:
    return built_pages[f"papers/{paper_id(text)}/index.html"]


# ---------------------------------------------------------------- the build


def test_the_build_has_no_warnings(site):
    # The generator's only complaints are the undefined macros (\sysname, \ourmethod), the
    # malformed formulas of paragraph 17, and markup that a list copied from a web page
    # would hold (paragraphs 5, 11 and 23), and the length of the 150 KB abstract.
    lines = [line for line in site.generator_log.splitlines() if line.strip()]
    assert [line for line in lines if not line.startswith("warning: undefined macro ")] == [
        "warning: hostile.txt:29: holds an HTML entity, '&lt;', shown as written: copied from a web page's source?",
        "warning: hostile.txt:61: starts with '1.', a list's number: copied from a numbered list?",
        "warning: hostile.txt:105: holds an HTML tag, '<b>', shown as written: copied from a web page's source?",
        "warning: zz_big.txt:3: a paragraph of 150,063 characters, more than any abstract (OpenReview allows 5,000): "
        "abstracts without a blank line between them?",
        "warning: hostile.txt:83: cannot render these formulas, shown as written: $\\left( x$, "
        "$\\begin{matrix} a & b$; a correction's abstract can fix them",
    ], site.generator_log


def test_the_fixture_is_all_there(site):
    names = {abstract.file for abstract in site.abstracts}
    assert {HOSTILE.name, BIG_FILE} <= names
    assert len([a for a in site.abstracts if a.file == HOSTILE.name]) == len(hostile_paragraphs()) >= 20
    big = next(a for a in site.abstracts if a.file == BIG_FILE)
    assert len(big.text) >= BIG_SIZE


# ---------------------------------------------------------------- markup


def test_every_script_is_one_the_templates_write(built_pages, reference_pages):
    allowed = {script_fingerprint(s) for page in reference_pages.values() for s in page.find_all("script")}
    assert any("src" in dict(attrs) for attrs, _ in allowed)  # the reference really has Material's scripts
    findings = [
        f"{path}: {str(script)[:160]}"
        for path, page in built_pages.items()
        for script in page.find_all("script")
        if script_fingerprint(script) not in allowed
    ]
    assert not findings, report(findings)


def test_no_event_handlers_or_script_urls(built_pages, reference_pages):
    def findings_in(all_pages):
        found = []
        for path, page in all_pages.items():
            for element in page.find_all(True):
                for name, value in element.attrs.items():
                    name = name.lower()
                    values = value if isinstance(value, list) else [value]
                    if name.startswith("on") or name == "srcdoc":
                        found.append(f"{path}: <{element.name} {name}=...>")
                    elif name in URL_ATTRIBUTES:
                        for url in values:
                            if re.sub(r"[\x00-\x20]", "", url).lower().startswith(BAD_SCHEMES):
                                found.append(f"{path}: <{element.name} {name}={url[:80]!r}>")
                if element.name == "meta" and element.get("http-equiv", "").lower() == "refresh":
                    found.append(f"{path}: <meta http-equiv=refresh>")
        return found

    assert findings_in(reference_pages) == []  # Material itself needs no exception
    findings = findings_in(built_pages)
    assert not findings, report(findings)


def test_no_element_the_site_does_not_write(built_pages, reference_pages):
    known = {element.name for page in reference_pages.values() for element in page.find_all(True)}
    known |= ABSTRACT_ATTRIBUTES.keys()
    findings = sorted(
        {f"{path}: <{element.name}>" for path, page in built_pages.items() for element in page.find_all(True)
         if element.name not in known}
    )
    assert not findings, report(findings)


def test_abstract_body_holds_only_allowlisted_markup(site, built_pages):
    findings = []
    for abstract in site.abstracts:
        path = f"papers/{paper_id(abstract.text)}/index.html"
        bodies = built_pages[path].select("div.abstract")
        if len(bodies) != 1:
            findings.append(f"{path}: {len(bodies)} abstract bodies")
            continue
        for element in bodies[0].find_all(True):
            allowed = ABSTRACT_ATTRIBUTES.get(element.name)
            if allowed is None:
                findings.append(f"{path}: <{element.name}> in the abstract")
                continue
            if set(element.attrs) - allowed:
                findings.append(f"{path}: <{element.name}> has {sorted(set(element.attrs) - allowed)}")
            if element.name in ABSTRACT_CLASSES and element.get("class") not in ABSTRACT_CLASSES[element.name]:
                findings.append(f"{path}: <{element.name} class={element.get('class')}>")
            if element.name == "a" and not (re.match(r"https?://[^/\s\"'<>]", element.get("href", ""))
                                            and element.get("rel") == ["nofollow", "noopener"]
                                            and not element.find("a")):
                findings.append(f"{path}: {str(element)[:120]}")
    assert not findings, report(findings)


def test_latex_links_are_links_only_to_http_pages(site, built_pages):
    abstract = next(a for a in site.abstracts if a.text.startswith("We release the code"))
    body = paper_page(built_pages, abstract.text).select_one("div.abstract")
    assert [(a["href"], a.get_text()) for a in body.find_all("a")] == [
        ("https://example.org/code_v2", "https://example.org/code_v2"),
        ("https://example.org/data", "our data page"),
        ("http://mirror.example.org/~x", "http://mirror.example.org/~x"),
    ]
    text = body.get_text()
    assert "this link" in text and "data:text/html,<script>alert(4)</script>" in text and "[key<b>]" in text


def test_the_site_is_the_same_without_hooks(site):
    """Every check here holds for a build without MkDocs hooks, as Zensical (which reads
    mkdocs.yml but runs no hooks) would build it: the one hook (overrides/hooks/
    prerendered_html.py, speed only) changes no byte of the site."""
    config = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    assert config["hooks"] == ["overrides/hooks/prerendered_html.py"]
    built, without = tree(site.root), tree(mkdocs_build_without_hooks(site.docs.parent))
    assert built.keys() == without.keys()
    assert [path for path in built if built[path] != without[path]] == []


def test_titles_and_descriptions_are_text(site, built_pages):
    findings = []
    for path, page in built_pages.items():
        raw = (site.root / path).read_text(encoding="utf-8")
        titles = re.findall(r"<title>(.*?)</title>", raw, re.DOTALL)
        descriptions = re.findall(r'<meta name="description" content="([^"]*)"', raw)
        head_titles = page.head.find_all("title") if page.head else []
        if len(titles) != 1 or len(head_titles) != 1 or head_titles[0].find(True):
            findings.append(f"{path}: <title> is not one text element")
        if len(descriptions) > 1 or len(page.select('meta[name="description"]')) != len(descriptions):
            findings.append(f"{path}: <meta name=description> is not one plain attribute")
        for text in titles + descriptions:
            if "<" in text:
                findings.append(f"{path}: unescaped < in {text[:80]!r}")
    for abstract in site.abstracts:
        pid = paper_id(abstract.text)
        page = built_pages[f"papers/{pid}/index.html"]
        meta = frontmatter.loads((site.docs / f"papers/{pid}.md").read_text(encoding="utf-8")).metadata
        for name in ("title", "description"):  # escaped by the generator: no renderer can make markup of them
            if set("<>\"") & set(meta[name]):
                findings.append(f"papers/{pid}: front-matter {name} {meta[name][:80]!r} is not HTML-escaped")
            meta[name] = html.unescape(meta[name])
        if page.select_one("h1").get_text() != meta["title"]:
            findings.append(f"papers/{pid}: <h1> is not the title {meta['title']!r}")
        title = page.head.title.get_text() if page.head and page.head.title else None
        if title is None or not title.startswith(meta["title"]):
            findings.append(f"papers/{pid}: <title> {title!r} is not the title {meta['title']!r}")
        if page.select_one('meta[name="description"]')["content"] != meta["description"]:
            findings.append(f"papers/{pid}: meta description is not {meta['description'][:80]!r}")
        cited = meta["title_source"] == "curated"  # a derived title gets no citation_ tags
        for selector, expected in (('meta[property="og:title"]', meta["title"]),
                                   ('meta[name="citation_title"]', meta["title"] if cited else None),
                                   ('meta[property="og:description"]', meta["description"])):
            tags = page.select(selector)
            if expected is None and tags:
                findings.append(f"papers/{pid}: {selector} for a derived title")
            elif expected is not None and (len(tags) != 1 or tags[0]["content"] != expected):
                findings.append(f"papers/{pid}: {selector} is not one tag holding {expected[:80]!r}")
    assert not findings, report(findings)


# ---------------------------------------------------------------- faithfulness


def test_every_abstract_is_on_exactly_one_paper_page(site, built_pages):
    shown: dict[str, list[str]] = {}
    for path, page in built_pages.items():
        if path.startswith("papers/"):
            for body in page.select("div.abstract"):
                shown.setdefault(body.get_text(), []).append(path)
    for abstract in site.abstracts:
        expected = BeautifulSoup(abstract_html(abstract.text), "html.parser").get_text()
        assert shown.get(expected) == [f"papers/{paper_id(abstract.text)}/index.html"], (
            f"{abstract.file}:{abstract.line}"
        )
    assert len(site.abstracts) == len({paper_id(a.text) for a in site.abstracts})


@pytest.mark.parametrize(
    "start, literal",
    [
        ("Static site generators", "{{ config }}"),
        ("Static site generators", "{% for x in y %}"),
        ("Static site generators", '--8<-- "/etc/passwd"'),
        ("We evaluate prompt-injection", "<script>alert(1)</script> and <img src=x onerror=alert(1)>"),
        ("Rendering untrusted", '<style>body{display:none}</style> and "><svg onload=alert(1)>'),
        ("Rendering untrusted", "</div><script>alert(2)</script> and an unclosed <!-- comment"),
        ("Markup smuggling", "entity tricks such as &lt;script&gt; and &#106;avascript:alert(1)"),
        ("We audit the links", "[click here](javascript:alert(1)), ![tracking pixel](data:image/svg+xml"),
        ("We audit the links", '{: onclick="alert(1)" }'),
        ("# heading levels", "# heading levels in generated documentation"),
        ("# heading levels", "long answers * item lists that begin a line, 1. item enumerations, > quote blocks, "
                             "| a | b | tables,"),
        ("* item markers", "* item markers at the very start"),
        ("1. item numbering", "1. item numbering at the start"),
        ("> quote markers", "> quote markers can start"),
        ("| a | b |", "| a | b | tables written inline, with |---|---| rules"),
        ("We revisit reward shaping", "snake_case_names such as compute_value_function and __init__"),
        ("We revisit reward shaping", "the optimum p* of the shaped objective"),
        ("We revisit reward shaping", "value H^* exactly; a * b stays"),
        ("Replicability in learning", "[STOC ’22], Ghazi et al. [NeurIPS ’21]"),
        ("Training a frontier model", "upwards of $5 million"),
        ("Training a frontier model", "costs $0.01 or more. We model the budget of a lab that has $ left"),
        ("We study malformed mathematics", "such as $\\left( x$ or an unfinished environment such as "
                                           "$\\begin{matrix} a & b$ should"),
        ("We present \\ourmethod", "We present ⟨ourmethod⟩, a compiler"),
    ],
)
def test_hostile_text_is_shown_literally(site, built_pages, start, literal):
    abstract = next(a for a in site.abstracts if a.file == HOSTILE.name and a.text.startswith(start))
    body = paper_page(built_pages, abstract.text).select_one("div.abstract")
    assert literal in body.get_text()


def test_intended_markup_is_rendered(site, built_pages):
    def body(start):
        abstract = next(a for a in site.abstracts if a.file == HOSTILE.name and a.text.startswith(start))
        return paper_page(built_pages, abstract.text).select_one("div.abstract")

    assert [em.get_text() for em in body("We revisit reward shaping").select("em")] == ["counterfactual maps"]
    assert [b.get_text() for b in body("We revisit reward shaping").select("strong")] == ["consistent"]
    assert [c.get_text() for c in body("Replicability").select("code")] == ["PyRepl", "k-means--"]
    assert len(body("We prove that the estimator").select("math")) == 4
    assert len(body("We prove that the estimator").select('math[display="block"]')) == 1
    assert [c.get_text() for c in body("We study malformed").select("code.math-source")] == [
        "$\\left( x$", "$\\begin{matrix} a & b$"
    ]
    macros = body("We present").select("span.undefined-macro")
    assert [span["title"] for span in macros] == ["undefined macro \\ourmethod"] * 2
    radius = body("We study certified robustness")
    assert len(radius.select("math")) == 3 and "javascript" not in str(radius.select("math"))


# ---------------------------------------------------------------- search index


@pytest.fixture(scope="module")
def search_index(site) -> dict[str, dict]:
    return search_cards(site.root)


def index_text(search_index: dict[str, dict], abstract_text: str) -> str:
    card = search_index.get(f"papers/{paper_id(abstract_text)}/")
    assert card, abstract_text[:60]
    return card["x"]


def test_the_search_client_writes_no_html():
    """Titles and abstracts reach the results as text nodes only (textContent), so
    nothing in the index can become markup in the search results."""
    scripts = sorted((ROOT / "overrides/assets/javascripts").glob("search*.js"))
    assert len(scripts) == 3
    for script in scripts:
        text = script.read_text(encoding="utf-8")
        assert not re.search(r"innerHTML|outerHTML|insertAdjacentHTML|document\.write|eval\(|new Function", text), script


def test_search_index_holds_the_plain_text(site, search_index):
    for abstract in site.abstracts:
        card = search_index[f"papers/{paper_id(abstract.text)}/"]
        assert "<" not in card["x"] or "<" in abstract.text, card["u"]
        assert set(card) == {"t", "u", "a", "x"}


def test_search_index_has_readable_math(site, search_index):
    seeds = [a for a in site.abstracts if a.file != HOSTILE.name and a.file != BIG_FILE]
    so3 = [a for a in seeds if "$SO(3)$" in a.text]
    epsilon = [a for a in seeds if "\\varepsilon" in a.text]
    markov = [a for a in seeds if "\\widetilde{O}" in a.text]
    assert so3 and epsilon and markov
    for abstract in so3:
        assert "SO(3)" in index_text(search_index, abstract.text)
    for abstract in epsilon:
        assert "ε" in index_text(search_index, abstract.text)
    markov_text = index_text(search_index, markov[0].text)
    assert "is Õ(H^4S∑_(i=1)^m A_i/ε^2) (Li et al., 2022)" in markov_text
    assert "to Õ(H^4S max_(i∈[m]) A_i/ε^2), matching" in markov_text
    assert "H4S" not in markov_text  # the MathML token soup ("O~(H4S∑i=1mAi/ε2)")
    sysname = [a for a in seeds if "\\sysname" in a.text]
    assert "we propose ⟨sysname⟩, a system" in index_text(search_index, sysname[0].text)


def test_search_index_carries_the_text_of_every_formula(site, search_index):
    """Each formula that renders as MathML is in the index as its plain text, never as token soup."""
    findings = []
    for abstract in site.abstracts:
        if abstract.file == BIG_FILE:
            continue
        text = index_text(search_index, abstract.text)
        _, maths = split_math(" ".join(abstract.text.split()))
        for math in maths:
            rendered = BeautifulSoup(abstract_html(math.raw), "html.parser")
            if rendered.select_one("code.math-source"):
                continue
            plain = " ".join(formula_text(math.source).split())
            soup = rendered.select_one("semantics > semantics").get_text()  # what MathML's text content reads
            if plain not in text:
                findings.append(f"{abstract.file}:{abstract.line}: {plain!r} not in the index")
            if len(soup) >= 6 and soup != plain and soup in text:
                findings.append(f"{abstract.file}:{abstract.line}: MathML text {soup!r} in the index")
    assert not findings, report(findings)
