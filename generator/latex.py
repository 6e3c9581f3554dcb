"""Low-level LaTeX scanning shared by prose (math_spans.py, prose_parser.py) and
formulas (formulas.py, formula_text.py).

Scans are linear in the input: brace matches are recorded once per string, and
sorted lists of positions are searched by bisection (see `Braces`, `next_position`).
"""

from __future__ import annotations

import re
from bisect import bisect_left

from latex2mathml.symbols_parser import convert_symbol

CONTROL_WORD = re.compile(r"\\([A-Za-z]+)")


def next_position(positions: list[int], start: int) -> int:
    """The first position at or after `start`, or -1."""
    k = bisect_left(positions, start)
    return positions[k] if k < len(positions) else -1


def symbol(command: str) -> str | None:
    """Unicode character latex2mathml uses for a symbol command such as `\\neq`."""
    code = convert_symbol(command)
    return chr(int(code, 16)) if code else None


class Braces:
    """Balanced `{...}` groups of one string, each brace matched at most once.

    A scan from one `{` records the match of every `{` it passes, so later
    look-ups are O(1) and a scan that meets an already matched group jumps
    over it.  Searching afresh from every `{` made unclosed groups
    (`\\textbf{ \\textbf{ ...`) quadratic.  Escaped braces do not count.
    """

    def __init__(self, s: str):
        self.s = s
        self.match: dict[int, int] = {}  # `{` position -> its `}` position, or -1 if unclosed

    def span(self, i: int, stop: int) -> tuple[int, int] | None:
        """Positions of the braces of a `{...}` group starting at `i` (after
        optional spaces) and closed before `stop`, or None if there is none."""
        s = self.s
        while i < stop and s[i] == " ":
            i += 1
        if i >= stop or s[i] != "{":
            return None
        if i not in self.match:
            self._scan(i)
        j = self.match[i]
        return None if j == -1 or j >= stop else (i, j)

    def group(self, i: int) -> tuple[str, int] | None:
        """The content of the `{...}` group at `i` and the index after it, or None."""
        span = self.span(i, len(self.s))
        return None if span is None else (self.s[span[0] + 1 : span[1]], span[1] + 1)

    def _scan(self, start: int) -> None:
        s, match = self.s, self.match
        open_braces: list[int] = []
        j = start
        while True:
            found = BRACE_OR_ESCAPE.search(s, j)
            if found is None:
                break
            j = found.start()
            c = s[j]
            if c == "\\":
                j += 2
                continue
            if c == "{":
                known = match.get(j)
                if known == -1:  # unclosed from here, so every enclosing group is unclosed too
                    break
                if known is not None:  # a balanced group matched before: skip it
                    j = known + 1
                    continue
                open_braces.append(j)
            elif open_braces:  # `}`
                match[open_braces.pop()] = j
                if not open_braces:
                    return
            j += 1
        for k in open_braces:
            match[k] = -1


BRACE_OR_ESCAPE = re.compile(r"[{}\\]")
