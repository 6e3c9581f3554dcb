"""MkDocs hooks for the site build (listed under `hooks:` in mkdocs.yml).

Material prints `page.meta.title` and `page.meta.description` into the HTML
without escaping (MkDocs' Jinja has autoescape off), so a title such as
`</title><script>` would become markup. Every template use of these values is
an HTML context, so escaping them once here is exactly right.
"""

from __future__ import annotations

import html

TEXT_FIELDS = ("title", "description")


def on_page_markdown(markdown, page, config, files):
    for key in TEXT_FIELDS:
        value = page.meta.get(key)
        if isinstance(value, str):
            page.meta[key] = html.escape(value)
    return markdown
