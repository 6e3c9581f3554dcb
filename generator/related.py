"""Related papers: each paper's nearest papers by meaning (the vectors of embedding.py)."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from generator.model import Paper

RELATED = 5  # papers listed under "Related papers"
BLOCK = 1024  # rows compared at once (a 1024 x 10,000 float32 block is 40 MB)
SPARE = 8  # candidates kept beyond `count` per row before ties are broken


def nearest(vectors: np.ndarray, candidates: Sequence[int], rows: Sequence[int] | None = None,
            count: int = RELATED) -> list[list[int]]:
    """For each of `rows` (default: every row) of `vectors` (length 1 each), the `count`
    rows among `candidates` of highest cosine similarity, most similar first, never
    the row itself. Deterministic: similarities are rounded to 6 decimals and ties go
    to the lower row."""
    candidates = np.asarray(candidates, dtype=np.int64)
    rows = np.arange(len(vectors)) if rows is None else np.asarray(rows, dtype=np.int64)
    keep = min(count + 1 + SPARE, len(candidates))  # +1: the row itself may be among them
    found: list[list[int]] = []
    for start in range(0, len(rows), BLOCK):
        block = rows[start : start + BLOCK]
        similarity = vectors[block] @ vectors[candidates].T
        if keep == 0:
            found += [[] for _ in block]
            continue
        top = np.argpartition(-similarity, keep - 1, axis=1)[:, :keep]
        for row, columns, scores in zip(block, top, np.take_along_axis(similarity, top, axis=1)):
            order = np.lexsort((candidates[columns], -np.round(scores, 6)))
            found.append([int(n) for n in candidates[columns[order]] if n != row][:count])
    return found


def related_papers(papers: Sequence[Paper], vectors: np.ndarray,
                   rows: Sequence[int] | None = None) -> dict[str, list[Paper]]:
    """Paper id -> its RELATED nearest listed papers (withdrawn ones are never related),
    for the papers of `rows` (default: all)."""
    listed = [n for n, paper in enumerate(papers) if not paper.withdrawn]
    rows = range(len(papers)) if rows is None else rows
    return {papers[row].id: [papers[n] for n in near] for row, near in zip(rows, nearest(vectors, listed, rows))}


def shared_keywords(paper: Paper, other: Paper) -> list[str]:
    """`other`'s keywords that `paper` has too (compared without case), in `other`'s order."""
    mine = {keyword.casefold() for keyword in paper.keywords}
    return [keyword for keyword in other.keywords if keyword.casefold() in mine]
