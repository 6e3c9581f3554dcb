"""generator/field_map.py: the 2D layout of the papers by meaning."""

import json

import numpy as np

from generator.area_list import load_areas
from generator import field_map
from generator.field_map import SIZE, landmark_rows, layout, map_file
from tests.test_render import make_paper


def clusters(per_cluster=20, seed=0):
    """Three fabricated clusters of unit vectors around three directions."""
    rng = np.random.default_rng(seed)
    centres = np.eye(3, 16) * 4
    points = np.vstack([centre + rng.standard_normal((per_cluster, 16)) * 0.3 for centre in centres])
    return (points / np.linalg.norm(points, axis=1, keepdims=True)).astype(np.float32)


def test_layout_is_deterministic_fills_the_box_and_keeps_clusters_apart():
    vectors = clusters()
    points = layout(vectors)
    assert np.array_equal(points, layout(vectors))
    assert points.shape == (60, 2) and points.min() == 0 and points.max() == SIZE
    centres = [points[n * 20:(n + 1) * 20].mean(axis=0) for n in range(3)]
    spread = max(np.linalg.norm(points[n * 20:(n + 1) * 20] - centres[n], axis=1).mean() for n in range(3))
    apart = min(np.linalg.norm(centres[a] - centres[b]) for a in range(3) for b in range(a + 1, 3))
    assert apart > 2 * spread


def test_a_few_papers_still_get_places():
    for count in range(4):
        points = layout(clusters()[:count])
        assert points.shape == (count, 2) and ((0 <= points) & (points <= SIZE)).all()


def test_map_file_gives_each_paper_a_point_and_its_areas_primary_first():
    areas = load_areas()
    papers = [make_paper(f"Paper {n}", pid=f"{n:010d}", areas=(("theory",), ("optimization", "theory"))[n % 2])
              for n in range(6)]
    path, text = map_file(papers, clusters(2), areas)
    data = json.loads(text)
    assert path == "searchdata/map.json" and [a["slug"] for a in data["areas"]] == [a.slug for a in areas]
    slugs = [[data["areas"][number]["slug"] for number in numbers] for _, _, *numbers in data["points"]]
    assert slugs == [["theory"], ["optimization", "theory"]] * 3


def test_beyond_the_landmarks_papers_join_their_cluster(monkeypatch):
    monkeypatch.setattr(field_map, "LANDMARKS", 24)
    vectors = clusters(per_cluster=40)
    points = layout(vectors)
    assert np.array_equal(points, layout(vectors)) and points.shape == (120, 2)
    # Where t-SNE puts the 24 landmarks depends on the CPU's rounding (a straggler of 24
    # may stay between clusters): the median is each cluster's place, and the test is
    # that every other paper joins its own cluster.
    landmarks = set(landmark_rows(120).tolist())
    centres = np.array([np.median(points[n * 40:(n + 1) * 40], axis=0) for n in range(3)])
    for row in sorted(set(range(120)) - landmarks):
        assert np.linalg.norm(centres - points[row], axis=1).argmin() == row // 40, row
