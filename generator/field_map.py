"""A map of the field: every listed paper placed in 2D by meaning (t-SNE of the
vectors of embedding.py, scikit-learn), for the Explore page and the small map on
each area page (overrides/assets/javascripts/field-map.js draws both).

File, under `searchdata/` (in the search index's document order, so that the titles
of searchdata/reading-list.json line up with it):

    map.json    {"areas": [{"slug", "name"}], "points": [[x, y, area number, ...], ...]}
                x and y are whole numbers in 0..SIZE; then the paper's areas, primary first
"""

from __future__ import annotations

import json
from collections.abc import Sequence

import numpy as np
from sklearn.decomposition import PCA
from sklearn.manifold import TSNE
from threadpoolctl import threadpool_limits

from generator.area_list import Area
from generator.model import Paper

SIZE = 1000  # the map's width and height in its own units
PCA_DIMENSIONS = 30  # t-SNE runs on the vectors' main directions (faster, the usual recipe)
PERPLEXITY = 30
ITERATIONS = 350  # scikit-learn's 250 of early exaggeration, then 100: 500 kept the same neighbours
                 # (trustworthiness 0.653 vs 0.656 at 10,000 papers) and took 1.1 s more
ANGLE = 0.8  # Barnes-Hut trade-off: 0.8 lays out 2,000 points in 2.8 s, the default 0.5 in 3.7 s
SEED = 2026
LANDMARKS = 2000  # papers laid out by t-SNE; the others join their nearest landmarks
                  # (at 10,000 papers: all of them 29 s, 3,000 landmarks 8 s, 2,000 3 s)
NEIGHBOURS = 10  # landmarks that place each other paper


def landmark_rows(count: int) -> np.ndarray:
    """The rows of the papers that t-SNE lays out: at most LANDMARKS, evenly spaced."""
    return np.unique(np.linspace(0, count - 1, min(count, LANDMARKS)).round().astype(np.int64))


def layout(vectors: np.ndarray) -> np.ndarray:
    """int [papers, 2] in 0..SIZE: t-SNE of the vectors (length 1 each), deterministic
    (fixed seed and one thread: threads sum in a varying order). Beyond LANDMARKS
    papers, t-SNE places evenly spaced landmarks and every other paper goes to the
    similarity-weighted mean of its NEIGHBOURS most similar landmarks. Fewer than 4
    papers sit on a diagonal."""
    count = len(vectors)
    if count < 4:
        return np.array([[SIZE * (n + 1) // (count + 1)] * 2 for n in range(count)], dtype=np.int64).reshape(-1, 2)
    landmarks = landmark_rows(count)
    points = np.zeros((count, 2))
    with threadpool_limits(1):
        reduced = PCA(n_components=min(PCA_DIMENSIONS, len(landmarks), vectors.shape[1]),
                      random_state=SEED).fit_transform(vectors[landmarks])
        points[landmarks] = TSNE(n_components=2, init="pca", random_state=SEED,
                                 perplexity=min(PERPLEXITY, (len(landmarks) - 1) / 3), max_iter=ITERATIONS,
                                 angle=ANGLE, n_jobs=1).fit_transform(reduced)
    others = np.setdiff1d(np.arange(count), landmarks)
    neighbours = min(NEIGHBOURS, len(landmarks))
    for start in range(0, len(others), 1024):
        rows = others[start : start + 1024]
        similarity = vectors[rows] @ vectors[landmarks].T
        near = np.sort(np.argpartition(-similarity, neighbours - 1, axis=1)[:, :neighbours], axis=1)
        weights = np.maximum(np.take_along_axis(similarity, near, axis=1), 1e-6)
        points[rows] = (weights[:, :, None] * points[landmarks][near]).sum(axis=1) / weights.sum(axis=1, keepdims=True)
    points -= points.min(axis=0)
    return np.round(points * (SIZE / max(float(points.max()), 1e-9))).astype(np.int64)


def map_file(papers: Sequence[Paper], vectors: np.ndarray, areas: Sequence[Area]) -> tuple[str, str]:
    """searchdata/map.json of the listed `papers` (their `vectors`, a row each)."""
    number = {area.slug: n for n, area in enumerate(areas)}
    points = [[int(x), int(y), *(number[slug] for slug in paper.areas)] for paper, (x, y) in zip(papers, layout(vectors))]
    data = {"areas": [{"slug": area.slug, "name": area.name} for area in areas], "points": points}
    return "searchdata/map.json", json.dumps(data, ensure_ascii=False, separators=(",", ":"))
