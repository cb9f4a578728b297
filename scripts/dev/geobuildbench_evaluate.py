#!/usr/bin/env python3
"""Builds a correct and a wrong construction for a seeded random sample of GeoBuildBench
problems, judges both with GeoBuildBench's own evaluator (src/dsl/dsl_validator.py) and
writes them, as their DSL and as SVG answers, to tests/corpus/geobuildbench/evaluated/.

    /usr/bin/python3 scripts/dev/geobuildbench_evaluate.py GEOBUILDBENCH_DIR [--count 40] [--seed 43]
    build/plumb ... (then: --plumb build/plumb fills in Plumbline's verdicts)

GEOBUILDBENCH_DIR is a checkout of github.com/ooongs/GeoBuildBench at 5a31908 (its src/ and
data/geoqa3_dataset_en_retranslated.json); its evaluator runs unchanged (numpy, matplotlib:
nothing stubbed). The sample: the problem ids in the dataset's order, shuffled by
random.Random(SEED), taken in that order; a problem is skipped (and listed in skipped.tsv
with the reason) when it did not translate, or when the solver below finds no construction
that their evaluator passes with every condition met (every object too, when one is found:
some problems require a polygon their conditions make self-intersecting).

A construction is the named points with coordinates (the benchmark's units, y up), the
required segments (polygon sides and lines drawn as segments) and circles (centre and a
point on it, or a radius). The correct one is found by least squares over the points'
coordinates (residuals per condition type, hinges for inequalities and for points kept
apart), from seeded random starts. The wrong one moves the point named in most conditions
(ties: the first in the problem's list of points) by 30% of the figure's size in a seeded
direction; for a problem without conditions it leaves out the last required point's
label and its segments. Both are written as DSL (`point : x y -> A`, `segment : A B -> s1`,
`circle : O A -> c1` or `circle : O r -> c1`: the evaluator's own commands) and as SVG at
10 scene units per benchmark unit (the tasks' `unit`), y flipped (the page's up is their
y up), every point a dot with its name as a text 12 units high beside it.
"""
import argparse
import io
import json
import math
import os
import random
import subprocess
import sys
import contextlib
import time

import numpy as np
from scipy.optimize import least_squares

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
CORPUS = os.path.join(ROOT, "tests", "corpus", "geobuildbench")
SCALE = 10.0          # scene units per benchmark unit (the tasks' "unit")
DEG = math.pi / 180


class Unsupported(Exception):
    pass


# --- the problem's points, circles and residuals ------------------------------------------------
class Model:
    def __init__(self, problem):
        self.problem = problem
        req = problem.get("required_objects", {})
        names = list(dict.fromkeys(req.get("points", []) or []))   # a name listed twice is one point
        self.circles = {}     # centre -> radius point or None
        for c in req.get("circles", []) or []:
            if isinstance(c, dict) and c.get("center"):
                self.circles.setdefault(c["center"], c.get("radius_point"))
        for cond in problem.get("verification_conditions", []):
            for name in referenced_points(cond):
                if name not in names:
                    names.append(name)
            for centre in referenced_centres(cond):
                self.circles.setdefault(centre, None)
        for centre, rp in self.circles.items():
            for n in (centre, rp):
                if n and n not in names:
                    names.append(n)
        self.names = names
        self.index = {n: i for i, n in enumerate(names)}
        # A circle with no point on it gets a radius of its own (a variable after the points').
        self.free_radius = {c: 2 * len(names) + k for k, c in enumerate(c for c, r in self.circles.items() if not r)}
        self.size = 2 * len(names) + len(self.free_radius)
        lengths = [float(c.get("value", 0)) for c in problem.get("verification_conditions", [])
                   if c.get("type") in ("distance_equals", "perimeter")]
        self.box = max([40.0] + [1.5 * v for v in lengths])
        # Points kept 4 units apart (40 scene units: labels told apart), or 0.3 of the
        # shortest stated length.
        self.apart = min([4.0] + [0.3 * v for v in lengths if v > 0])
        segs = [tuple(s) for s in req.get("segments", []) or []]
        for poly in req.get("polygons", []) or []:
            segs += [(poly[k], poly[(k + 1) % len(poly)]) for k in range(len(poly))]
        for line in req.get("lines", []) or []:
            if isinstance(line, list) and len(line) == 2:
                segs.append(tuple(line))
        seen, self.segments = set(), []
        for a, b in segs:
            if a in self.index and b in self.index and a != b and frozenset((a, b)) not in seen:
                seen.add(frozenset((a, b)))
                self.segments.append((a, b))

    def P(self, x, name):
        if name not in self.index:
            raise Unsupported(f"unknown point {name!r}")
        i = self.index[name]
        return np.array([x[2 * i], x[2 * i + 1]])

    def radius(self, x, centre):
        rp = self.circles.get(centre)
        if rp:
            return np.linalg.norm(self.P(x, rp) - self.P(x, centre))
        if centre in self.free_radius:
            return x[self.free_radius[centre]]
        raise Unsupported(f"no circle centred at {centre}")

    def residuals(self, x):
        out = []
        for cond in self.problem.get("verification_conditions", []):
            out += condition_residuals(self, x, cond)
        # Points kept apart (labels must be told apart) and radii kept positive.
        pts = [self.P(x, n) for n in self.names]
        for i in range(len(pts)):
            for j in range(i + 1, len(pts)):
                d = np.linalg.norm(pts[i] - pts[j])
                out.append(0.5 * max(0.0, self.apart - d))
        for c, k in self.free_radius.items():
            out.append(max(0.0, 2.0 - x[k]))
        # The figure kept in a box (the scale is otherwise free): 40 units, or more when a
        # stated length needs it.
        for v in x[:2 * len(self.names)]:
            out.append(0.1 * (max(0.0, -v) + max(0.0, v - self.box)))
        return np.array(out)


def referenced_points(c):
    out = []

    def add(v):
        if isinstance(v, str):
            out.append(v)
        elif isinstance(v, list):
            for w in v:
                add(w)
        elif isinstance(v, dict):
            for k in ("points", "circle_center", "radius_point", "center"):
                if k in v:
                    add(v[k])

    for k, v in c.items():
        if k in ("type", "value", "tolerance", "property", "arc_type", "direction", "transformation",
                 "ratio", "sides", "radius", "angle"):
            continue
        if k == "line" and isinstance(v, str):
            continue
        if k == "line" and isinstance(v, list) and len(v) == 1:
            continue
        add(v)
    return [p for p in out if p]


def referenced_centres(c):
    out = []
    if c.get("circle_center"):
        out.append(c["circle_center"])
    for o in c.get("objects", []) or []:
        if isinstance(o, dict) and o.get("circle_center"):
            out.append(o["circle_center"])
    return out


def unit(v):
    n = np.linalg.norm(v)
    return v / n if n > 1e-12 else v * 0


def angle_at(a, b, c):
    u, v = a - b, c - b
    nu, nv = np.linalg.norm(u), np.linalg.norm(v)
    if nu < 1e-12 or nv < 1e-12:
        return 0.0
    return math.atan2(abs(u[0] * v[1] - u[1] * v[0]), float(np.dot(u, v)))


def cross(u, v):
    return u[0] * v[1] - u[1] * v[0]


def line_distance(p, a, b):
    return cross(unit(b - a), p - a)


def hinge(v, margin):
    return max(0.0, margin - v)


def circumcentre(a, b, c):
    d = 2 * cross(b - a, c - a)
    if abs(d) < 1e-12:
        return None
    ba, ca = b - a, c - a
    ux = (ca[1] * np.dot(ba, ba) - ba[1] * np.dot(ca, ca)) / d
    uy = (ba[0] * np.dot(ca, ca) - ca[0] * np.dot(ba, ba)) / d
    return a + np.array([ux, uy])


def line_of(m, x, data):
    if isinstance(data, list) and len(data) == 2:
        return m.P(x, data[0]), m.P(x, data[1])
    raise Unsupported("a line named without its points")


def condition_residuals(m, x, c):
    k = c["type"]
    P = lambda n: m.P(x, n)
    A = lambda pts: angle_at(P(pts[0]), P(pts[1]), P(pts[2]))
    if k == "angle_value":
        return [10 * (A(c["points"][0]) - c["value"] * DEG)]
    if k == "point_on_circle":
        return [np.linalg.norm(P(c["point"]) - P(c["circle_center"])) - m.radius(x, c["circle_center"])]
    if k == "point_on_segment":
        a, b, p = P(c["segment"][0]), P(c["segment"][1]), P(c["point"])
        if c["point"] in c["segment"]:
            return []   # an end of its own segment: nothing to solve
        t = np.dot(p - a, b - a) / max(np.dot(b - a, b - a), 1e-9)
        return [line_distance(p, a, b), hinge(t, 0.1), hinge(1 - t, 0.1)]
    if k == "distance_equals":
        return [np.linalg.norm(P(c["segment"][0]) - P(c["segment"][1])) - c["value"]]
    if k in ("triangle_valid", "not_collinear"):
        a, b, cc = (P(n) for n in c["points"][:3])
        return [5 * hinge(math.sin(angle_at(b, a, cc)), 0.25), 5 * hinge(math.sin(angle_at(a, b, cc)), 0.25)]
    if k in ("perpendicular", "parallel"):
        a, b = line_of(m, x, c["objects"][0])
        d, e = line_of(m, x, c["objects"][1])
        u, v = unit(b - a), unit(e - d)
        return [10 * (np.dot(u, v) if k == "perpendicular" else cross(u, v))]
    if k == "point_on_line":
        a, b = line_of(m, x, c["line"])
        return [line_distance(P(c["point"]), a, b)]
    if k == "segment_equality":
        segs = c.get("segments") or c.get("objects")
        ls = [np.linalg.norm(P(s[0]) - P(s[1])) for s in segs]
        return [l - ls[0] for l in ls[1:]]
    if k == "angle_bisector":
        a, v, b = c["angle_points"]
        line = c["line"]
        if not (isinstance(line, list) and len(line) == 2):
            raise Unsupported("a line named without its points")
        g = line[1] if line[0] == v else line[0]
        pa, pv, pb, pg = P(a), P(v), P(b), P(g)
        return [line_distance(pv, P(line[0]), P(line[1])),
                10 * (angle_at(pa, pv, pg) - angle_at(pg, pv, pb))]
    if k == "midpoint_of":
        mid = (P(c["segment"][0]) + P(c["segment"][1])) / 2
        return list(P(c["point"]) - mid)
    if k == "concyclic":
        pts = [P(n) for n in c["points"]]
        o = circumcentre(*pts[:3])
        if o is None:
            return [10.0] * (len(pts) - 3)
        r = np.linalg.norm(pts[0] - o)
        return [np.linalg.norm(p - o) - r for p in pts[3:]]
    if k == "angle_equality":
        angs = [A(p) for p in c["points"]]
        return [10 * (a - angs[0]) for a in angs[1:]]
    if k == "diameter":
        o = P(c["circle_center"])
        a, b = P(c["segment"][0]), P(c["segment"][1])
        r = m.radius(x, c["circle_center"])
        return list(o - (a + b) / 2) + [np.linalg.norm(a - o) - r]
    if k == "collinear":
        pts = [P(n) for n in c["points"]]
        return [line_distance(p, pts[0], pts[1]) for p in pts[2:]]
    if k == "angle_sum":
        return [10 * (sum(A(a["points"]) for a in c["angles"]) - c["value"] * DEG)]
    if k == "perimeter":
        poly = [P(n) for n in c["polygon"]]
        return [sum(np.linalg.norm(poly[i] - poly[(i + 1) % len(poly)]) for i in range(len(poly))) - c["value"]]
    if k in ("tangent", "tangent_at_point"):
        a, b = line_of(m, x, c["line"])
        o = P(c["circle_center"])
        out = [abs(line_distance(o, a, b)) - m.radius(x, c["circle_center"])]
        tp = c.get("tangent_point") or c.get("point")
        if k == "tangent_at_point" and tp:
            out += [line_distance(P(tp), a, b), np.linalg.norm(P(tp) - o) - m.radius(x, c["circle_center"])]
        return out
    if k in ("point_on_line_extension", "point_on_segment_extension"):
        a, b = (P(n) for n in (c.get("line_segment") or c.get("segment")))
        p = P(c["point"])
        t = np.dot(p - a, b - a) / max(np.dot(b - a, b - a), 1e-9)
        return [line_distance(p, a, b), hinge(t - 1, 0.2)]
    if k == "same_side":
        a, b = line_of(m, x, c["line"])
        s1, s2 = (line_distance(P(n), a, b) for n in c["points"])
        return [hinge(s1 * s2, 1.0)]
    if k == "point_above_line":
        a, b = line_of(m, x, c["line"])
        if a[0] > b[0]:
            a, b = b, a
        return [hinge(line_distance(P(c["point"]), a, b), 1.0)]
    if k == "point_inside_circle":
        r = c.get("radius") or m.radius(x, c["circle_center"])
        return [hinge(r - np.linalg.norm(P(c["point"]) - P(c["circle_center"])), 1.0)]
    if k == "regular_polygon":
        pts = [P(n) for n in c["polygon_points"]]
        n = len(pts)
        sides = [np.linalg.norm(pts[i] - pts[(i + 1) % n]) for i in range(n)]
        angs = [angle_at(pts[i - 1], pts[i], pts[(i + 1) % n]) for i in range(n)]
        want = (n - 2) * math.pi / n
        # Convex and clockwise (y up): their evaluator's directed angle at each vertex is then
        # the interior one ((n - 2) 180 / n); counterclockwise it is 360 minus it.
        turns = [cross(pts[i] - pts[i - 1], pts[(i + 1) % n] - pts[i]) for i in range(n)]
        return [s - sides[0] for s in sides[1:]] + [10 * (a - want) for a in angs] + \
               [hinge(-t, 1.0) for t in turns]
    if k == "polygon_property":
        A_, B_, C_, D_ = (P(n) for n in c["polygon"])
        prop = c.get("property")
        out = [10 * cross(unit(B_ - A_), unit(C_ - D_)), 10 * cross(unit(C_ - B_), unit(D_ - A_))]
        if prop == "trapezoid":
            out = out[:1]
        if prop in ("rectangle", "square"):
            out.append(10 * np.dot(unit(B_ - A_), unit(C_ - B_)))
        if prop in ("rhombus", "square"):
            out.append(np.linalg.norm(B_ - A_) - np.linalg.norm(C_ - B_))
        return out
    if k in ("intersection", "intersection_point"):
        lines = c.get("objects") or c.get("lines")
        p = P((c.get("points") or [c.get("point")])[0])
        return [line_distance(p, *line_of(m, x, l)) for l in lines]
    if k == "point_incenter":
        a, b, cc = (P(n) for n in c["triangle"])
        i = P(c["point"])
        d = [line_distance(i, a, b), line_distance(i, b, cc), line_distance(i, cc, a)]
        return [d[0] - d[1], d[1] - d[2], hinge(d[0] * np.sign(cross(b - a, cc - a)), 0.5)]
    raise Unsupported(f"condition type {k}")


# --- solving ------------------------------------------------------------------------------------
def solve(model, rng, tries=12, seconds=60.0):
    best = None
    start = time.process_time()
    for attempt in range(tries):
        if time.process_time() - start > seconds:
            return
        x0 = np.array([rng.uniform(0, 30) for _ in range(model.size)])
        for c, k in model.free_radius.items():
            x0[k] = rng.uniform(5, 15)
        # A polygon's corners start in order around a circle, clockwise (y up), so that the
        # solution found is a simple polygon (their evaluator fails a self-intersecting one).
        for poly in model.problem.get("required_objects", {}).get("polygons", []) or []:
            cx, cy, r = rng.uniform(12, 18), rng.uniform(12, 18), rng.uniform(8, 12)
            for k, name in enumerate(poly):
                if name in model.index:
                    a = -2 * math.pi * k / len(poly) + rng.uniform(-0.2, 0.2)
                    i = model.index[name]
                    x0[2 * i], x0[2 * i + 1] = cx + r * math.cos(a), cy + r * math.sin(a)
        try:
            r = least_squares(model.residuals, x0, xtol=1e-15, ftol=1e-15, gtol=1e-15, max_nfev=400)
        except Unsupported:
            raise
        except Exception:
            continue
        cost = float(np.max(np.abs(model.residuals(r.x)))) if model.residuals(r.x).size else 0.0
        if best is None or cost < best[0]:
            best = (cost, r.x)
        if cost < 1e-10:
            yield r.x
            # Their collinearity test (numpy's matrix_rank) is decided by rounding: the same
            # construction solved again from a nearby start rounds differently.
            for again in range(8):
                x1 = r.x + np.array([rng.uniform(-1e-3, 1e-3) for _ in range(model.size)])
                r1 = least_squares(model.residuals, x1, xtol=1e-15, ftol=1e-15, gtol=1e-15, max_nfev=200)
                if float(np.max(np.abs(model.residuals(r1.x)))) < 1e-10:
                    yield r1.x
    return


# --- writing ------------------------------------------------------------------------------------
def fmt(v):
    return repr(float(v))


def dsl(model, x, left_out=()):
    lines = []
    for n in model.names:
        if n in left_out:
            continue
        p = model.P(x, n)
        lines.append(f"point : {fmt(p[0])} {fmt(p[1])} -> {n}")
    for k, (a, b) in enumerate(model.segments):
        if a in left_out or b in left_out:
            continue
        lines.append(f"segment : {a} {b} -> s{k + 1}")
    for k, (c, rp) in enumerate(model.circles.items()):
        if c in left_out or rp in left_out:
            continue
        arg = rp if rp else fmt(x[model.free_radius[c]])
        lines.append(f"circle : {c} {arg} -> c{k + 1}")
    return "\n".join(lines) + "\n"


def svg(model, x, left_out=()):
    return svg_from_dsl(dsl(model, x, left_out))


def parse_dsl(text):
    """The points, segments and circles of a construction in the DSL this script writes."""
    points, segments, circles = {}, [], []
    for line in text.splitlines():
        if " -> " not in line or " : " not in line:
            continue
        head, out = line.split(" -> ")
        command, args = head.split(" : ")
        args = args.split()
        if command == "point":
            points[out.strip()] = np.array([float(args[0]), float(args[1])])
        elif command == "segment":
            segments.append((args[0], args[1]))
        elif command == "circle":
            circles.append((args[0], args[1]))
    return points, segments, circles


def crossings(segs, circs):
    """Where the drawn segments and circles cross (the points Plumbline's labels may name)."""
    out = []
    for i in range(len(segs)):
        for j in range(i + 1, len(segs)):
            (a, b), (c, d) = segs[i], segs[j]
            den = cross(b - a, d - c)
            if abs(den) < 1e-12:
                continue
            t, u = cross(c - a, d - c) / den, cross(c - a, b - a) / den
            if -1e-9 <= t <= 1 + 1e-9 and -1e-9 <= u <= 1 + 1e-9:
                out.append(a + t * (b - a))
    for a, b in segs:
        for o, r in circs:
            d = b - a
            A, B, C = np.dot(d, d), 2 * np.dot(d, a - o), np.dot(a - o, a - o) - r * r
            disc = B * B - 4 * A * C
            if A < 1e-12 or disc < 0:
                continue
            for t in ((-B - math.sqrt(disc)) / (2 * A), (-B + math.sqrt(disc)) / (2 * A)):
                if -1e-9 <= t <= 1 + 1e-9:
                    out.append(a + t * d)
    for i in range(len(circs)):
        for j in range(i + 1, len(circs)):
            (o1, r1), (o2, r2) = circs[i], circs[j]
            dd = np.linalg.norm(o2 - o1)
            if dd < 1e-12 or dd > r1 + r2 or dd < abs(r1 - r2):
                continue
            a = (r1 * r1 - r2 * r2 + dd * dd) / (2 * dd)
            h = math.sqrt(max(0.0, r1 * r1 - a * a))
            m = o1 + a * (o2 - o1) / dd
            n = np.array([-(o2 - o1)[1], (o2 - o1)[0]]) / dd
            out += [m + h * n, m - h * n]
    return out


def ambiguous(text, near=12.0):
    """Whether a drawn crossing falls within `near` scene units of a point without being it:
    a label there could name either (Plumbline names the drawn point nearest to the text), so
    such a solution is not taken as the correct construction."""
    pts, seg_names, circ_names = parse_dsl(text)
    page = {n: p * SCALE for n, p in pts.items()}
    segs = [(page[a], page[b]) for a, b in seg_names if a in page and b in page]
    circs = [(page[c], (np.linalg.norm(pts[arg] - pts[c]) if arg in pts else float(arg)) * SCALE)
             for c, arg in circ_names]
    for c in crossings(segs, circs):
        for p in page.values():
            if 0.05 < np.linalg.norm(c - p) < near:
                return True
    return False


def svg_from_dsl(text):
    """A construction as an SVG answer: 10 scene units per unit, y flipped (their up is the
    page's up), each point a dot (a circle of radius 0.1 stroked 4 wide) with its name in a
    12-unit text, placed where no other
    drawn point (dot, segment end, crossing) is nearer to the text's middle than its own."""
    pts, seg_names, circ_names = parse_dsl(text)
    circles = []
    for c, arg in circ_names:
        r = np.linalg.norm(pts[arg] - pts[c]) if arg in pts else float(arg)
        circles.append((pts[c], r))
    xs = [p[0] for p in pts.values()] + [o[0] + s * r for o, r in circles for s in (-1, 1)]
    ys = [p[1] for p in pts.values()] + [o[1] + s * r for o, r in circles for s in (-1, 1)]
    x0, y1 = min(xs), max(ys)
    W = (max(xs) - x0) * SCALE + 60
    H = (y1 - min(ys)) * SCALE + 60
    to = lambda p: np.array([30 + (p[0] - x0) * SCALE, 30 + (y1 - p[1]) * SCALE])
    page = {n: to(p) for n, p in pts.items()}
    segs = [(page[a], page[b]) for a, b in seg_names if a in page and b in page]
    circs = [(to(o), r * SCALE) for o, r in circles]
    out = []
    for a, b in segs:
        out.append(f'<line x1="{a[0]:.3f}" y1="{a[1]:.3f}" x2="{b[0]:.3f}" y2="{b[1]:.3f}" stroke="black"/>')
    for o, r in circs:
        out.append(f'<circle cx="{o[0]:.3f}" cy="{o[1]:.3f}" r="{r:.3f}" fill="none" stroke="black"/>')
    for n, p in page.items():
        # A dot drawn by its stroke around a tiny circle: the lines through it cross that
        # circle within 0.1 of the point, which Plumbline's labels take as the point itself.
        out.append(f'<circle cx="{p[0]:.3f}" cy="{p[1]:.3f}" r="0.1" fill="black" stroke="black" stroke-width="4"/>')
    others = list(page.values()) + crossings(segs, circs) + [o for o, r in circs]
    taken = []
    for n, p in page.items():
        # The text's middle 9 to 15 units from its point, in the direction where the nearest
        # other point (or text already placed) is farthest.
        best, best_score = None, -1e9
        for dist in (15, 12, 9):
            for k in range(24):
                a = 2 * math.pi * k / 24
                m = p + dist * np.array([math.cos(a), math.sin(a)])
                near = min([np.linalg.norm(m - q) for q in others if np.linalg.norm(q - p) > 0.5] +
                           [np.linalg.norm(m - q) for q in taken] + [1e9])
                score = near - np.linalg.norm(m - p)
                if score > best_score:
                    best, best_score = m, score
        taken.append(best)
        out.append(f'<text x="{best[0] - 3.5 * len(n):.1f}" y="{best[1] + 4:.1f}" font-size="12">{n}</text>')
    return ('Here is the construction:\n\n```svg\n'
            f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W:.0f} {H:.0f}" width="{W:.0f}" height="{H:.0f}">\n'
            + "\n".join(out) + "\n</svg>\n```\n")


# --- their evaluator ----------------------------------------------------------------------------
class Theirs:
    def __init__(self, repo):
        sys.path.insert(0, repo)
        from src.dsl.dsl_validator import DSLValidator, ValidationErrorLogger
        from src.benchmark.benchmark_dataset import BenchmarkProblem
        self.Validator, self.Logger, self.Problem = DSLValidator, ValidationErrorLogger, BenchmarkProblem
        self.logdir = "/tmp/geobuildbench-validation-logs"

    def judge(self, problem, text):
        path = "/tmp/geobuildbench-construction.txt"
        with open(path, "w") as f:
            f.write(text)
        np.random.seed(0)   # fit_to_window draws a random border
        v = self.Validator(error_logger=self.Logger(self.logdir))
        with contextlib.redirect_stdout(io.StringIO()):
            r = v.validate(path, self.Problem.from_dict(json.loads(json.dumps(problem))))
        failed = [f"{f.get('type')}" for f in r.failed_conditions]
        missing = sum(len(v) for v in r.missing_objects.values())
        return {"success": bool(r.success), "objects": round(float(r.object_score), 4),
                "conditions": round(float(r.condition_score), 4), "failed": failed, "missing": missing,
                "error": (r.error_message or "").splitlines()[0] if r.error_message else ""}


def plumbline_verdicts(plumb, out):
    """Judges every construction of `out` with Plumbline (`plumb check`, the translated task)
    and writes outcomes.tsv beside their evaluator's verdicts."""
    tasks = {}
    for line in open(os.path.join(CORPUS, "tasks.jsonl")):
        t = json.loads(line)
        tasks[t["id"].split("/", 1)[1]] = t
    rows = [l.rstrip("\n").split("\t") for l in open(os.path.join(out, "theirs.tsv"))][1:]
    result = ["id\tconstruction\ttheirs\tplumbline_threshold\tplumbline_strict\tagree\ttheir_objects\t"
              "their_conditions\tplumbline_objects\tplumbline_conditions\tplumbline_failed"]
    agree = 0
    for pid, kind, what, theirs_verdict, t_obj, t_cond, t_failed in rows:
        path = "/tmp/geobuildbench-task.json"
        with open(path, "w") as f:
            json.dump(tasks[pid], f)
        r = json.loads(subprocess.run([plumb, "check", path, os.path.join(out, f"{pid}-{kind}.txt"), "--no-timings",
                                       "--report", "full"], capture_output=True, text=True, check=True).stdout)
        c = r.get("constraints", {})
        share = {}
        for g in ("objects", "conditions"):
            rel = [x for x in c.get("constraints", []) if x["id"].split("#")[0] in
                   (("segment", "circle") if g == "objects" else ()) or
                   (g == "conditions" and x["id"].split("#")[0] not in ("segment", "circle"))]
            share[g] = round(sum(x["satisfied"] for x in rel) / len(rel), 4) if rel else 1.0
        failed = ",".join(x["id"] for x in c.get("constraints", []) if not x["satisfied"])
        threshold = "pass" if c.get("passes_threshold") else "fail"
        same = threshold == theirs_verdict
        agree += same
        result.append(f"{pid}\t{kind}\t{theirs_verdict}\t{threshold}\t{r['verdict']}\t{'yes' if same else 'no'}\t"
                      f"{t_obj}\t{t_cond}\t{share['objects']}\t{share['conditions']}\t{failed}")
    with open(os.path.join(out, "outcomes.tsv"), "w") as f:
        f.write("\n".join(result) + "\n")
    print(f"{agree} of {len(rows)} verdicts agree", file=sys.stderr)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("repo")
    ap.add_argument("--plumb", help="only judge the written constructions with this plumb binary")
    ap.add_argument("--count", type=int, default=40)
    ap.add_argument("--seed", type=int, default=43)
    ap.add_argument("--out", default=os.path.join(CORPUS, "evaluated"))
    ap.add_argument("--svg-only", action="store_true", help="only redraw every <id>-<kind>.dsl of OUT as SVG")
    args = ap.parse_args()
    if args.svg_only:
        for name in sorted(os.listdir(args.out)):
            if name.endswith(".dsl"):
                with open(os.path.join(args.out, name[:-4] + ".txt"), "w") as f:
                    f.write(svg_from_dsl(open(os.path.join(args.out, name)).read()))
        return
    if args.plumb:
        return plumbline_verdicts(args.plumb, args.out)
    data = json.load(open(os.path.join(args.repo, "data", "geoqa3_dataset_en_retranslated.json")))
    problems = data["problems"] if isinstance(data, dict) else data
    translated = set()
    for line in open(os.path.join(CORPUS, "tasks.jsonl")):
        translated.add(json.loads(line)["id"].split("/", 1)[1])
    order = [p["id"] for p in problems]
    random.Random(args.seed).shuffle(order)
    byid = {p["id"]: p for p in problems}
    theirs = Theirs(args.repo)
    os.makedirs(args.out, exist_ok=True)
    rows, skipped = [], []
    for pid in order:
        if len(rows) >= 2 * args.count:
            break
        p = byid[pid]
        if pid not in translated:
            skipped.append((pid, "does not translate"))
            continue
        model = Model(p)
        rng = random.Random(f"{args.seed}/{pid}")
        found, closest, fallback = None, None, None
        try:
            for x in solve(model, rng):
                if ambiguous(dsl(model, x)):
                    continue
                verdict = theirs.judge(p, dsl(model, x))
                if verdict["objects"] == 1.0 and verdict["conditions"] == 1.0:
                    found = x
                    break
                # Every condition met and passed, when no try meets every object too (a required
                # polygon the conditions make self-intersecting).
                if verdict["conditions"] == 1.0 and verdict["success"] and fallback is None:
                    fallback = x
                if closest is None or verdict["objects"] + verdict["conditions"] > closest["objects"] + closest["conditions"]:
                    closest = verdict
        except Unsupported as e:
            skipped.append((pid, str(e)))
            continue
        if found is None:
            found = fallback
        if found is None:
            why = "no construction found that their evaluator passes in full"
            if closest:
                why += (f"; the closest: objects {closest['objects']}, conditions {closest['conditions']}, failing "
                        f"{','.join(closest['failed']) or '-'}")
            skipped.append((pid, why))
            continue
        # The wrong construction.
        conds = p.get("verification_conditions", [])
        left_out = ()
        wrong = found.copy()
        if conds:
            counts = {n: sum(n in referenced_points(c) for c in conds) for n in model.names}
            victim = max(model.names, key=lambda n: (counts[n], -model.names.index(n)))
            pts = np.array([model.P(found, n) for n in model.names])
            size = float(np.max(np.ptp(pts, axis=0)))
            a = rng.uniform(0, 2 * math.pi)
            i = model.index[victim]
            wrong[2 * i] += 0.3 * size * math.cos(a)
            wrong[2 * i + 1] += 0.3 * size * math.sin(a)
            how = f"{victim} moved by 30% of the figure"
        else:
            victim = (p["required_objects"].get("points") or model.names)[-1]
            left_out = (victim,)
            how = f"{victim} left out"
        for kind, x, lo, what in (("correct", found, (), "every condition met"), ("wrong", wrong, left_out, how)):
            text = dsl(model, x, lo)
            v = theirs.judge(p, text)
            name = f"{pid}-{kind}"
            with open(os.path.join(args.out, name + ".dsl"), "w") as f:
                f.write(text)
            with open(os.path.join(args.out, name + ".txt"), "w") as f:
                f.write(svg(model, x, lo))
            rows.append((pid, kind, what, v))
        print(pid, rows[-2][3]["success"], rows[-1][3]["success"], rows[-1][3]["conditions"], file=sys.stderr,
              flush=True)
        write_tables(args.out, rows, skipped)
    write_tables(args.out, rows, skipped)
    print(f"{len(rows) // 2} problems, {len(skipped)} skipped", file=sys.stderr)


def write_tables(out, rows, skipped):
    with open(os.path.join(out, "theirs.tsv"), "w") as f:
        f.write("id\tconstruction\twhat\ttheir_success\ttheir_objects\ttheir_conditions\ttheir_failed\n")
        for pid, kind, what, v in rows:
            f.write(f"{pid}\t{kind}\t{what}\t{'pass' if v['success'] else 'fail'}\t{v['objects']}\t"
                    f"{v['conditions']}\t{','.join(v['failed'])}\n")
    with open(os.path.join(out, "skipped.tsv"), "w") as f:
        f.write("id\treason\n")
        for pid, why in skipped:
            f.write(f"{pid}\t{why}\n")


if __name__ == "__main__":
    main()
