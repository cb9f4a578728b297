#!/usr/bin/env python3
"""Writes hand-built constructions for a few GeoBuildBench problems as SVG answers
(tests/corpus/geobuildbench/samples/<id>-<pass|fail>-<what>.txt): the named points with
their labels, the required segments and circles. `pass` answers satisfy every condition of
the problem; each `fail` answer breaks one (GeoBuildBench's own evaluator, which passes at
90% of objects and of conditions, would fail it too by its rules; it is not run here).
tests/corpus/geobuildbench_test.cpp holds each answer's verdict on the translated task.

    python3 scripts/dev/geobuildbench_samples.py
"""
import math
import os

OUT = os.path.join(os.path.dirname(__file__), "..", "..", "tests", "corpus", "geobuildbench", "samples")


def on_circle(centre, r, degrees):
    return (centre[0] + r * math.cos(math.radians(degrees)), centre[1] - r * math.sin(math.radians(degrees)))


def drawing(points, segments, circles):
    cx = sum(p[0] for p in points.values()) / len(points)
    cy = sum(p[1] for p in points.values()) / len(points)
    out = []
    for a, b in segments:
        (x1, y1), (x2, y2) = points[a], points[b]
        out.append(f'<line x1="{x1:.2f}" y1="{y1:.2f}" x2="{x2:.2f}" y2="{y2:.2f}" stroke="black"/>')
    for centre, through in circles:
        (x, y), r = points[centre], math.dist(points[centre], points[through])
        out.append(f'<circle cx="{x:.2f}" cy="{y:.2f}" r="{r:.2f}" fill="none" stroke="black"/>')
    for name, (x, y) in points.items():
        # The label 14 units out from the figure's middle (the centre's label below right).
        d = math.dist((x, y), (cx, cy))
        ux, uy = ((x - cx) / d, (y - cy) / d) if d > 1 else (0.7, 0.7)
        out.append(f'<text x="{x + 14 * ux - 4:.1f}" y="{y + 14 * uy + 4:.1f}" font-size="12">{name}</text>')
    return ('Here is the construction:\n\n```svg\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400">\n'
            + "\n".join(out) + "\n</svg>\n```\n")


def inscribed_quadrilateral(aoc):
    """367: ABCD inscribed in circle O, angle AOC = aoc."""
    O = (200.0, 200.0)
    pts = {"A": on_circle(O, 120, 200), "B": on_circle(O, 120, 200 - aoc - (360 - aoc) / 2 + 180),
           "C": on_circle(O, 120, 200 - aoc), "D": on_circle(O, 120, 200 - aoc - (360 - aoc) / 2), "O": O}
    pts["B"] = on_circle(O, 120, 200 + (360 - aoc) / 2)
    pts["D"] = on_circle(O, 120, 200 - aoc / 2)
    return drawing(pts, [("A", "B"), ("B", "C"), ("C", "D"), ("D", "A")], [("O", "A")])


def circumcentre_outside(acb, equal=True):
    """3: O outside triangle ABC with OA = OB = OC, angle ACB = acb."""
    O = (200.0, 200.0)
    pts = {"A": on_circle(O, 120, 100), "B": on_circle(O, 120, 100 + 2 * acb), "C": on_circle(O, 120, 130 + 2 * acb),
           "O": O}
    if not equal:
        pts["C"] = on_circle(O, 95, 130 + 2 * acb)
    segs = [("A", "B"), ("B", "C"), ("C", "A"), ("O", "A"), ("O", "B"), ("O", "C")]
    return drawing(pts, segs, [("O", "A")])


def main():
    os.makedirs(OUT, exist_ok=True)
    answers = {
        "367-pass-aoc-100": inscribed_quadrilateral(100),
        "367-fail-aoc-120": inscribed_quadrilateral(120),
        "3-pass-acb-30": circumcentre_outside(30),
        "3-fail-acb-40": circumcentre_outside(40),
        "3-fail-oc-shorter": circumcentre_outside(30, equal=False),
    }
    for name, text in answers.items():
        with open(os.path.join(OUT, name + ".txt"), "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
