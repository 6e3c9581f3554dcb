"""Reading a correction file's YAML as a contributor wrote it: errors with the fix
for the usual slips, and the slips that YAML reads without an error but that would
publish something else than what was meant (corrections.py checks the values).

Found by trying the correction template as contributors do: `title: Ranking #1`
is the title "Ranking" (the rest is a comment); `"$\\nabla$-Flows"` in double quotes
loses its `\\n` to a line break; an abstract block whose last lines are still
commented out ends early.
"""

from __future__ import annotations

import re

import yaml

# YAML's messages, with what to do about them.
HINTS = {
    "found character '\\t'": "use spaces, not tabs",
    "mapping values are not allowed here": "a value holding ': ' goes in quotes, e.g. title: 'Name: Subtitle'",
    "found unknown escape character": "in double quotes a backslash starts an escape; write LaTeX in single quotes",
}
# Escapes of double-quoted YAML that turn LaTeX into other characters (\n, \t, \a, \_
# a no-break space, ...); \u, \U and \x stand for a character on purpose.
LETTER_ESCAPE = re.compile(r"\\(?:\\|([a-zA-Z_]))")
NOT_LATEX = set("uUx")


# A field's line that starts with spaces: "  areas: [theory]" after "title: ...", or the first
# line's " title: ..." (YAML says "mapping values are not allowed here", or that it expected
# '<document start>'; the first read as a quoting problem).
INDENTED_FIELD = re.compile(r"[ ]+[A-Za-z_]+:(?:\s|$)")
# The links a correction may give (corrections.py), indented under "links:" as the template writes them.
LINK_KINDS = ("openreview", "arxiv", "code", "project")


def syntax_problem(error: yaml.YAMLError) -> tuple[str, str]:
    """("line:column", message) for a file YAML cannot read."""
    mark = getattr(error, "problem_mark", None)
    where = f"{mark.line + 1}:{mark.column + 1}" if mark else "1"
    reason = " ".join((getattr(error, "problem", None) or str(error).splitlines()[0]).split())
    hint = next((hint for start, hint in HINTS.items() if reason.startswith(start)), "check indentation and quotes")
    lines = mark.buffer.splitlines() if mark and mark.buffer else []
    if number := indented_field(lines, mark.line + 1 if mark else 0):
        name = lines[number - 1].split(":")[0].strip()
        hint = (f"line {number}, '{name}:', goes under 'links:'; uncomment that line too" if name in LINK_KINDS
                else f"line {number} is indented: a field's name starts at the beginning of its line")
    return where, f"not valid YAML ({reason}); {hint}"


def indented_field(lines: list[str], last: int) -> int | None:
    """The number of the first of the first `last` lines that holds a field's name indented,
    where no line before it opens a mapping that it could belong to ("links:") or a block of
    text that may hold such words ("abstract: >-")."""
    in_block = False
    for number, line in enumerate(lines[:last], start=1):
        if in_block and line[:1] in (" ", ""):  # the block's text, to the first line not indented
            continue
        in_block = False
        if INDENTED_FIELD.match(line):
            return number
        if not line.lstrip().startswith("#"):
            if line.rstrip().endswith(":"):
                return None
            in_block = line.rstrip().endswith((">", "|", ">-", "|-"))
    return None


def all_commented(text: str) -> bool:
    """Does the file hold commented lines and nothing else (the template, unedited)?"""
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    return bool(lines) and all(line.startswith("#") for line in lines)


def silent_slips(text: str, root: yaml.Node) -> list[tuple[yaml.Node, str]]:
    """(value node, problem) for each value that YAML reads otherwise than it reads to
    a person: a plain value followed by ` #...` (a comment to YAML), a backslash
    escape in double quotes, a block whose next lines are commented out, a list item
    indented more than the others (which YAML joins to the one before)."""
    lines = text.splitlines()
    found = []
    for node in scalars(root):
        end = node.end_mark
        rest = lines[end.line][end.column:] if end.line < len(lines) else ""
        if node.style is None and rest[:1].isspace() and rest.lstrip().startswith("#"):
            found.append((node, f"' #' starts a comment, so the value ends at {node.value[-30:]!r}; if the '#' "
                                "belongs to it, put the whole value in quotes, else move the comment to a line of "
                                "its own"))
        elif node.style == '"' and any(escape[1] and escape[1] not in NOT_LATEX for escape in
                                       LETTER_ESCAPE.finditer(text[node.start_mark.index:end.index])):
            found.append((node, "in double quotes a backslash starts an escape ('\\n' is a line break, so "
                                "'$\\nabla$' loses its '\\n'); write the value in single quotes, or as a block (>-)"))
        elif node.style in (">", "|") and continued_in_comments(lines, node):
            found.append((node, "the text goes on in lines that are still commented out; remove the '# ' "
                                "in front of every line of it"))
        elif node.style is None and (joined := joined_item(lines, node)):
            found.append((node, f"line {joined[0]}, '{joined[1]}', is indented more than the items above it, so "
                                "YAML joined it to this one; start each '- ' of a list in the same column"))
    return found


def joined_item(lines: list[str], plain: yaml.ScalarNode) -> tuple[int, str] | None:
    """(line number, text) of the first line after the first of a plain value that starts
    with "- ": a list item indented more than the others, which YAML reads as more of the
    item above it ("- sample complexity" then "   - regret bound" is the one item
    "sample complexity - regret bound")."""
    for number in range(plain.start_mark.line + 1, min(plain.end_mark.line + 1, len(lines))):
        if lines[number].lstrip().startswith("- "):
            return number + 1, lines[number].strip()
    return None


def continued_in_comments(lines: list[str], block: yaml.ScalarNode) -> bool:
    """Does the line right after the block's last line hold more of it, commented out
    as the template writes it: "# " and then the block's indent ("#   text")?"""
    content = [n for n in range(block.start_mark.line + 1, block.end_mark.line) if lines[n].strip()]
    if not content or content[-1] + 1 >= len(lines):
        return False
    first = lines[content[0]]
    indent = len(first) - len(first.lstrip(" "))
    return re.match(rf"# {' ' * indent}\S", lines[content[-1] + 1]) is not None


def scalars(node: yaml.Node):
    """Every value (scalar node) under `node`; mapping keys left out."""
    if isinstance(node, yaml.ScalarNode):
        yield node
    elif isinstance(node, yaml.SequenceNode):
        for item in node.value:
            yield from scalars(item)
    elif isinstance(node, yaml.MappingNode):
        for _, value in node.value:
            yield from scalars(value)
