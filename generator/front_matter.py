"""The YAML front matter of a generated page, framed by python-frontmatter, each value
written as JSON (never by string formatting of the values themselves).

JSON is YAML: a JSON string, list or object is a YAML flow scalar, sequence or mapping,
which PyYAML (MkDocs), python-frontmatter and YAML 1.2 readers (Zensical) all read back as
they were. PyYAML's own dumper took 0.15 ms a page (its representer is Python even with
libyaml), 1.5 s of CPU for 10,000 papers; json.dumps takes a twentieth of that."""

from __future__ import annotations

import html
import json
import re
from collections.abc import Mapping

import frontmatter

# What a JSON string may hold raw but a YAML document may not: characters YAML 1.1 does not
# allow in a stream (C1 controls, U+FFFE/U+FFFF), those it reads as line breaks (NEL, the line
# and paragraph separators: folded to a space inside quotes) and the byte-order mark. Escaped
# as \uXXXX, which YAML reads as JSON does.
NOT_RAW_IN_YAML = re.compile("[\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff]")
KEY = re.compile(r"[a-z_]+")


def json_value(value: object) -> str:
    """`value` as JSON that reads back the same as YAML."""
    return NOT_RAW_IN_YAML.sub(lambda found: f"\\u{ord(found[0]):04x}", json.dumps(value, ensure_ascii=False))


class JsonValuesHandler(frontmatter.YAMLHandler):
    """python-frontmatter's YAML handler, exporting one `key: <JSON>` line per field."""

    def export(self, metadata: dict[str, object], **kwargs: object) -> str:
        for key in metadata:
            if not KEY.fullmatch(key):
                raise ValueError(f"front-matter key {key!r} is not a plain name")
        return "\n".join(f"{key}: {json_value(value)}" for key, value in metadata.items())


HANDLER = JsonValuesHandler()


def with_front_matter(body: str, metadata: Mapping[str, object]) -> str:
    """Prefix `body` with YAML front-matter.

    Every page is left out of Material's search index: the site searches its own
    (generator/search_index.py), and Material's would be 35 MB at 10,000 papers."""
    metadata = {**metadata, "search": {"exclude": True}}
    return frontmatter.dumps(frontmatter.Post(body, **metadata), handler=HANDLER) + "\n"


def front_matter_text(text: str) -> str:
    """`text` escaped for HTML, as a front-matter `title` or `description` must be.

    Material (and Zensical, which runs no MkDocs hooks) print these two fields into
    `<title>`, `<meta content="...">` and the header without escaping, so the
    generator writes them escaped: no renderer can turn them into markup."""
    return html.escape(text, quote=True)
