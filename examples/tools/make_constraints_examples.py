#!/usr/bin/env python3
"""Writes examples/constraints/: construction tasks whose answer is not unique (SSVG-Bench
Pattern 2), judged by the `constraints` check. Each task has answers that make different
free choices (all pass) and the mistakes a careless model makes (each fails).

    python3 examples/tools/make_constraints_examples.py
"""
import json
import math
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(__file__))
from svgkit import (IN, OUT, add, circle, circle_arcs_d, circle_intersections, dist, dot_mark, f, label, line,
                    mid, mul, norm, path, path_lines, perp, polygon, pt, rotate, sub, svg, unit)

ROOT = os.path.join(os.path.dirname(__file__), "..", "constraints")
SIZE = (400, 400)

PROMPT_TAIL = (
    "\n\nPlease visualize the explanation by adding elements to the SVG diagram.\n"
    "- Set the color of any added elements to red.\n"
    "- Assign class=\"output_text\" to any added text elements, and class=\"output_object\" to all other added elements.\n"
    "- Do not modify any elements that are originally present in the SVG.\n"
    "- Do not use any animations.")


def fenced(drawing, prose="Here is the construction:"):
    return f"{prose}\n\n```svg\n{drawing}\n```\n"


def write_task(name, explanation, given, reference_extra, check, answers):
    folder = os.path.join(ROOT, name)
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(os.path.join(folder, "answers"))
    given_svg = svg(SIZE, given)
    task = {
        "schema": "plumbline/task@1",
        "id": f"constraints/{name}",
        "domain": "geometry",
        "format": "svg",
        "prompt": f"[Explanation]{explanation}\n\n[SVG]{given_svg}{PROMPT_TAIL}",
        "input": given_svg,
        "reference": svg(SIZE, given + reference_extra),
        "check": dict({"kind": "constraints"}, **check),
    }
    with open(os.path.join(folder, "task.json"), "w") as out:
        json.dump(task, out, indent=2, ensure_ascii=False)
        out.write("\n")
    for answer_name, text in answers.items():
        with open(os.path.join(folder, "answers", answer_name + ".txt"), "w") as out:
            out.write(text)


def answer(given, extra, prose="Here is the construction:"):
    return fenced(svg(SIZE, given + extra), prose)


NO_DRAWING = "I cannot draw this construction, but the idea is explained above in words.\n"


# --- 1. Pattern 2, Figure 3: the perpendicular bisector by compass ------------------------------------

def compass_bisector_check(select):
    """Appendix F's first Pattern-2 script as data: circles centred at A and B with equal
    radii over half of AB, and a line through both of their intersections."""
    return {
        "answer_select": select,
        "objects": {
            "AB": {"given": "segment", "label": "AB"},
            "A": {"given": "point", "label": "A"},
            "B": {"given": "point", "label": "B"},
            "c1": {"answer": "circle"},
            "c2": {"answer": "circle"},
            "l": {"answer": "segment"},
            "I1": {"intersection": ["c1", "c2"], "which": 0},
            "I2": {"intersection": ["c1", "c2"], "which": 1},
        },
        "constraints": [
            {"id": "c1-centred-at-A", "coincide": ["A", {"centre": "c1"}]},
            {"id": "c2-centred-at-B", "coincide": ["B", {"centre": "c2"}]},
            {"id": "equal-radii", "equal": ["c1", "c2"]},
            {"id": "radius-over-half-AB", "compare": "radius(c1) > 0.5 * length(AB)"},
            {"id": "line-through-I1", "on": ["I1", "l"]},
            {"id": "line-through-I2", "on": ["I2", "l"]},
        ],
    }


def perpendicular_bisector_compass(name, select, colour_case):
    A, B = (110.0, 210.0), (290.0, 190.0)
    given = [line(A, B, IN), label((96, 226), "A"), label((296, 186), "B")]

    def construction(r1, r2=None, through=None, reach=1.0, cls=OUT, extra="", arcs=False):
        r2 = r1 if r2 is None else r2
        pts = circle_intersections(A, r1, B, r2) if through is None else through
        els = []
        if arcs:
            els += [path(circle_arcs_d(A, r1), cls, extra), path(circle_arcs_d(B, r2), cls, extra)]
        else:
            els += [circle(A, r1, cls, extra), circle(B, r2, cls, extra)]
        if through is None:
            p, q = pts
        else:
            p, q = through
        m = mid(p, q)
        d = mul(sub(q, p), 0.5 * reach)
        els.append(line(sub(m, d), add(m, d), cls, extra))
        return els

    def shifted_line(r, dx):
        pts = circle_intersections(A, r, B, r)
        return construction(r, through=[(p[0] + dx, p[1]) for p in pts])

    answers = {
        "pass-radius-130": answer(given, construction(130)),
        "pass-radius-160-long-line": answer(given, construction(160, reach=1.3)),
        "pass-arcs-as-paths": answer(given, construction(120, arcs=True),
                                     "The two circles are drawn as paths; the line joins their intersections."),
        "fail-radius-below-half": answer(given, construction(80, through=[(200, 100), (200, 300)])),
        "fail-radii-unequal": answer(given, construction(130, 110)[:2] + construction(120)[2:]),
        "fail-line-misses-intersections": answer(given, shifted_line(130, 9)),
        "fail-line-too-short": answer(given, construction(130, reach=0.5)),
        "invalid-no-drawing": NO_DRAWING,
    }
    if colour_case:
        answers["fail-not-red"] = answer(given, construction(130, cls="", extra='stroke="blue" fill="none"'))
    write_task(
        name,
        "To construct the perpendicular bisector of segment AB with compass and straightedge, draw two circles "
        "of equal radius, larger than half of AB, centred at A and at B, and draw the line through their two "
        "intersection points.",
        given, construction(140),
        compass_bisector_check(select),
        answers)


# --- 2. Pattern 2, Figure 5 (bottom): an external tangent for each pair of the four small circles --------

def external_tangents():
    big = ((200.0, 200.0), 180.0)
    small = [((120.0, 130.0), 22.0), ((280.0, 125.0), 28.0), ((275.0, 280.0), 18.0), ((125.0, 270.0), 25.0)]
    given = [circle(big[0], big[1], IN)] + [circle(c, r, IN) for c, r in small]

    def tangents(c1, r1, c2, r2):
        d = dist(c1, c2)
        u = unit(sub(c2, c1))
        v = perp(u)
        a = (r1 - r2) / d
        b = math.sqrt(max(0.0, 1 - a * a))
        out = []
        for s in (1, -1):
            n = (a * u[0] + s * b * v[0], a * u[1] + s * b * v[1])
            out.append((add(c1, mul(n, r1)), add(c2, mul(n, r2))))
        return out

    pairs = [(i, j) for i in range(4) for j in range(i + 1, 4)]

    def drawing(choice, tweak=None, extend=1.0):
        els = []
        for k, (i, j) in enumerate(pairs):
            p, q = tangents(*small[i], *small[j])[choice(k)]
            if tweak and tweak[0] == k:
                p, q = tweak[1](p, q)
            m, h = mid(p, q), mul(sub(q, p), 0.5 * extend)
            els.append(line(sub(m, h), add(m, h)))
        return els

    objects = {f"C{k + 1}": {"given": "circle", "index": k, "sort": "radius"} for k in range(4)}
    constraints = []
    for i, j in pairs:
        t = f"t{i + 1}{j + 1}"
        ci, cj = f"C{i + 1}", f"C{j + 1}"
        objects[t] = {"answer": "segment"}
        constraints += [
            {"id": f"{t}-tangent-{ci}", "tangent": [t, ci]},
            {"id": f"{t}-tangent-{cj}", "tangent": [t, cj]},
            {"id": f"{t}-external", "same_side": [{"centre": ci}, {"centre": cj}, t]},
            {"id": f"{t}-reaches-{ci}", "on": [{"tangent_point": [t, ci]}, t]},
            {"id": f"{t}-reaches-{cj}", "on": [{"tangent_point": [t, cj]}, t]},
        ]

    def cross_pair(k):
        i, j = pairs[k]
        (c1, r1), (c2, r2) = small[i], small[j]
        # An internal (crossing) tangent: touches both, centres on opposite sides.
        d = dist(c1, c2)
        u = unit(sub(c2, c1))
        v = perp(u)
        a = (r1 + r2) / d
        b = math.sqrt(1 - a * a)
        n = (a * u[0] + b * v[0], a * u[1] + b * v[1])
        return add(c1, mul(n, r1)), sub(c2, mul(n, r2))

    def missed(p, q):
        n = perp(unit(sub(q, p)))
        return add(p, mul(n, 12)), add(q, mul(n, 12))

    write_task(
        "external-tangents-four-circles",
        "Two circles that do not overlap have two external common tangents, touching both circles on the same "
        "side. For each pair of the four small circles, draw an external common tangent.",
        given, drawing(lambda k: 0),
        {"answer_select": {"class": "output_object"}, "objects": objects, "constraints": constraints},
        {
            "pass-first-tangents": answer(given, drawing(lambda k: 0)),
            "pass-mixed-sides-extended": answer(given, drawing(lambda k: k % 2, extend=1.4)),
            "pass-both-tangents-each-pair": answer(given, drawing(lambda k: 0) + drawing(lambda k: 1)),
            "fail-one-tangent-misses": answer(given, drawing(lambda k: 0, tweak=(2, missed))),
            "fail-internal-tangent": answer(given, drawing(lambda k: 0)[:5] + [line(*cross_pair(5))]),
            "fail-one-pair-missing": answer(given, drawing(lambda k: 0)[:5]),
            "fail-tangent-stops-short": answer(given, drawing(lambda k: 0, tweak=(1, lambda p, q: (p, mid(p, q))))),
        })


# --- 3. any circle tangent to two given lines -----------------------------------------------------------

def circle_tangent_two_lines():
    V, P, Q = (60.0, 330.0), (360.0, 330.0), (300.0, 90.0)
    given = [line(V, P, IN), line(V, Q, IN), label((44, 344), "V"), label((364, 344), "P"), label((304, 84), "Q")]
    bis = unit(add(unit(sub(P, V)), unit(sub(Q, V))))
    ang = math.acos(max(-1, min(1, (unit(sub(P, V))[0] * unit(sub(Q, V))[0] + unit(sub(P, V))[1] * unit(sub(Q, V))[1])))) / 2

    def incircle_at(t):
        c = add(V, mul(bis, t))
        return c, t * math.sin(ang)

    def ans(t, dr=0.0, shift=(0.0, 0.0)):
        c, r = incircle_at(t)
        return [circle(add(c, shift), r + dr)]

    write_task(
        "circle-tangent-to-two-lines",
        "A circle tangent to both sides of an angle has its centre on the angle bisector. Draw a circle tangent to "
        "both segments VP and VQ.",
        given, ans(170),
        {
            "objects": {
                "VP": {"given": "segment", "label": "VP"},
                "VQ": {"given": "segment", "label": "VQ"},
                "c": {"answer": "circle"},
            },
            "constraints": [
                {"id": "tangent-VP", "tangent": ["VP", "c"]},
                {"id": "tangent-VQ", "tangent": ["VQ", "c"]},
                {"id": "touches-VP-on-the-segment", "on": [{"tangent_point": ["VP", "c"]}, "VP"]},
                {"id": "touches-VQ-on-the-segment", "on": [{"tangent_point": ["VQ", "c"]}, "VQ"]},
            ],
        },
        {
            "pass-small": answer(given, ans(110)),
            "pass-large": answer(given, ans(220)),
            "pass-as-path": answer(given, [path(circle_arcs_d(*incircle_at(160)))]),
            "fail-radius-too-large": answer(given, ans(160, dr=12)),
            "fail-centre-off-bisector": answer(given, ans(160, shift=(0, -14))),
            "fail-touches-one-line-only": answer(given, [circle(add(V, (150, -40)), 40)]),
            "invalid-no-drawing": NO_DRAWING,
        })


# --- 4. a line through P parallel to AB, of any length --------------------------------------------------

def parallel_through_point():
    A, B, P = (80.0, 280.0), (300.0, 230.0), (160.0, 120.0)
    given = [line(A, B, IN), dot_mark(P), label((66, 296), "A"), label((306, 226), "B"), label((150, 110), "P")]
    d = unit(sub(B, A))

    def seg(back, fwd, turn=0.0, shift=0.0):
        e = rotate(d, turn)
        p = add(P, mul(perp(d), shift))
        return [line(sub(p, mul(e, back)), add(p, mul(e, fwd)))]

    write_task(
        "parallel-through-point-any-length",
        "Through a point P not on line AB there is exactly one line parallel to AB. Draw the line through P "
        "parallel to AB.",
        given, seg(100, 100),
        {
            "preserve_input": "strict",
            "objects": {
                "AB": {"given": "segment", "label": "AB"},
                "P": {"given": "point", "label": "P"},
                "s": {"answer": "segment"},
            },
            "constraints": [
                {"id": "through-P", "on": ["P", "s"]},
                {"id": "parallel-to-AB", "parallel": ["s", "AB"]},
            ],
        },
        {
            "pass-long": answer(given, seg(120, 180)),
            "pass-short-from-P": answer(given, seg(0, 60)),
            "pass-reversed": answer(given, [line(add(P, mul(d, 90)), sub(P, mul(d, 40)))]),
            "fail-tilted-8-degrees": answer(given, seg(100, 100, turn=8)),
            "fail-misses-P-by-9": answer(given, seg(100, 100, shift=9)),
            "fail-through-P-to-B": answer(given, [line(P, B)]),
            # Right construction, but the given segment's end B was moved 15 units down.
            "fail-given-segment-modified": answer([line(A, add(B, (0, 15)), IN)] + given[1:], seg(100, 100)),
            "invalid-no-drawing": NO_DRAWING,
        })


# --- 5. the square on AB, on either side ----------------------------------------------------------------

def square_on_segment():
    A, B = (130.0, 220.0), (260.0, 190.0)
    given = [line(A, B, IN), label((116, 236), "A"), label((266, 186), "B")]

    def square(side, skew=0.0, scale=1.0, as_polygon=False):
        n = mul(perp(unit(sub(B, A))), side * dist(A, B) * scale)
        C = add(B, rotate(n, skew))
        D = add(A, n)
        if as_polygon:
            return [polygon([A, B, C, D])]
        return [line(B, C), line(C, D), line(D, A)]

    write_task(
        "square-on-segment-either-side",
        "Draw a square with side AB (on either side of AB).",
        given, square(1),
        {
            "objects": {
                "AB": {"given": "segment", "label": "AB"},
                "A": {"given": "point", "label": "A"},
                "B": {"given": "point", "label": "B"},
                "s1": {"answer": "segment"},
                "s2": {"answer": "segment"},
                "s3": {"answer": "segment"},
                "C": {"far_end": ["s1", "B"]},
                "D": {"far_end": ["s3", "A"]},
            },
            "constraints": [
                {"id": "s1-from-B", "endpoint": ["B", "s1"]},
                {"id": "s3-from-A", "endpoint": ["A", "s3"]},
                {"id": "s1-perpendicular", "perpendicular": ["s1", "AB"]},
                {"id": "s3-perpendicular", "perpendicular": ["s3", "AB"]},
                {"id": "sides-equal", "equal": ["s1", "s3", "AB"]},
                {"id": "s2-joins-C", "endpoint": ["C", "s2"]},
                {"id": "s2-joins-D", "endpoint": ["D", "s2"]},
                {"id": "same-side", "same_side": ["C", "D", "AB"]},
            ],
        },
        {
            "pass-above": answer(given, square(1)),
            "pass-below": answer(given, square(-1)),
            "pass-polygon": answer(given, square(-1, as_polygon=True), "The square ABCD as one polygon:"),
            "fail-rectangle": answer(given, square(1, scale=0.7)),
            "fail-skewed-corner": answer(given, square(1, skew=10)),
            "fail-sides-crossed": answer(given, [line(B, add(B, mul(perp(unit(sub(B, A))), dist(A, B)))),
                                                  line(add(B, mul(perp(unit(sub(B, A))), dist(A, B))),
                                                       sub(A, mul(perp(unit(sub(B, A))), dist(A, B)))),
                                                  line(sub(A, mul(perp(unit(sub(B, A))), dist(A, B))), A)]),
        })


# --- 6. a tangent at a given point of a circle ----------------------------------------------------------

def tangent_at_point():
    O, r = (200.0, 210.0), 110.0
    T = add(O, mul(unit((0.6, -0.8)), r))
    given = [circle(O, r, IN), dot_mark(O), dot_mark(T), label((186, 226), "O"), label((T[0] + 6, T[1] - 6), "T")]
    u = perp(unit(sub(T, O)))

    def seg(back, fwd, turn=0.0, out=0.0):
        e = rotate(u, turn)
        p = add(T, mul(unit(sub(T, O)), out))
        return [line(sub(p, mul(e, back)), add(p, mul(e, fwd)))]

    write_task(
        "tangent-at-point",
        "The tangent to a circle at a point T is perpendicular to the radius OT. Draw the tangent to the circle at T.",
        given, seg(90, 90),
        {
            "objects": {
                "k": {"given": "circle", "index": 0, "select": {"class": "input_object"}},
                "O": {"given": "point", "label": "O"},
                "T": {"given": "point", "label": "T"},
                "t": {"answer": "segment"},
            },
            "constraints": [
                {"id": "through-T", "on": ["T", "t"]},
                {"id": "tangent", "tangent": ["t", "k"]},
                {"id": "perpendicular-to-OT", "perpendicular": ["t", {"segment": ["O", "T"]}]},
            ],
        },
        {
            "pass-symmetric": answer(given, seg(90, 90)),
            "pass-one-sided-long": answer(given, seg(0, 160)),
            "pass-with-radius": answer(given, seg(70, 110) + [line(O, T, OUT, 'stroke-dasharray="4"')]),
            "fail-misses-by-11": answer(given, seg(90, 90, out=11)),
            "fail-tilted-12-degrees": answer(given, seg(90, 90, turn=12)),
            "fail-radius-instead": answer(given, [line(O, add(T, mul(unit(sub(T, O)), 40)))]),
        })


# --- 7. a right triangle on a given hypotenuse ----------------------------------------------------------

def right_triangle_on_hypotenuse():
    A, B = (100.0, 260.0), (300.0, 260.0)
    given = [line(A, B, IN), label((86, 276), "A"), label((306, 276), "B")]
    M, R = mid(A, B), dist(A, B) / 2

    def triangle(deg, scale=1.0):
        C = add(M, mul((math.cos(math.radians(deg)), math.sin(math.radians(deg))), R * scale))
        return [line(A, C), line(C, B)]

    write_task(
        "right-triangle-on-hypotenuse",
        "By Thales' theorem the right angle of a right triangle lies on the circle with its hypotenuse as diameter. "
        "Draw a right triangle ABC with hypotenuse AB.",
        given, triangle(-60),
        {
            "objects": {
                "A": {"given": "point", "label": "A"},
                "B": {"given": "point", "label": "B"},
                "a": {"answer": "segment"},
                "b": {"answer": "segment"},
                "C": {"far_end": ["a", "A"]},
            },
            "constraints": [
                {"id": "a-from-A", "endpoint": ["A", "a"]},
                {"id": "b-from-B", "endpoint": ["B", "b"]},
                {"id": "legs-meet-at-C", "endpoint": ["C", "b"]},
                {"id": "right-angle-at-C", "perpendicular": ["a", "b"]},
            ],
        },
        {
            "pass-isosceles": answer(given, triangle(-90)),
            "pass-steep": answer(given, triangle(-35)),
            "pass-below": answer(given, triangle(70)),
            "fail-acute-apex": answer(given, triangle(-90, scale=1.4)),
            "fail-obtuse-apex": answer(given, triangle(-60, scale=0.75)),
            "fail-legs-apart": answer(given, [line(A, add(M, (-20, -95))), line(add(M, (10, -100)), B)]),
        })


# --- 8. an angle bisector ---------------------------------------------------------------------------------

def angle_bisector():
    B, A, C = (80.0, 300.0), (360.0, 300.0), (150.0, 90.0)
    given = [line(B, A, IN), line(B, C, IN), label((64, 316), "B"), label((364, 316), "A"), label((154, 84), "C")]
    bis = unit(add(unit(sub(A, B)), unit(sub(C, B))))

    def ray(length, turn=0.0, start=0.0):
        e = rotate(bis, turn)
        return [line(add(B, mul(e, start)), add(B, mul(e, length)))]

    write_task(
        "angle-bisector-any-length",
        "The bisector of angle ABC divides it into two equal angles. Draw the bisector of angle ABC.",
        given, ray(250),
        {
            "objects": {
                "A": {"given": "point", "label": "A"},
                "B": {"given": "point", "label": "B"},
                "C": {"given": "point", "label": "C"},
                "l": {"answer": "segment"},
                "P": {"far_end": ["l", "B"]},
            },
            "constraints": [
                {"id": "bisects-ABC", "bisects_angle": ["l", "A", "B", "C"]},
                {"id": "equal-halves", "equal": ["angle(A, B, P)", "angle(P, B, C)"]},
            ],
        },
        {
            "pass-long-ray": answer(given, ray(260)),
            "pass-short-ray": answer(given, ray(90)),
            "pass-from-inside": answer(given, ray(200, start=40)),
            "fail-off-by-8-degrees": answer(given, ray(250, turn=8)),
            "fail-median-to-AC": answer(given, [line(B, mid(A, C))]),
            "fail-misses-vertex": answer(given, [line(add(B, (0, -12)), add(add(B, mul(bis, 250)), (0, -12)))]),
        })


# --- 9. a circle through two given points ------------------------------------------------------------------

def circle_through_two_points():
    A, B = (140.0, 230.0), (270.0, 170.0)
    given = [dot_mark(A), dot_mark(B), label((124, 246), "A"), label((276, 166), "B")]
    M, n = mid(A, B), perp(unit(sub(B, A)))

    def through(t, dr=0.0):
        c = add(M, mul(n, t))
        return [circle(c, dist(c, A) + dr)]

    write_task(
        "circle-through-two-points",
        "Every circle through A and B has its centre on the perpendicular bisector of AB. Draw a circle passing "
        "through A and B.",
        given, through(40),
        {
            "objects": {
                "A": {"given": "point", "label": "A"},
                "B": {"given": "point", "label": "B"},
                "c": {"answer": "circle"},
            },
            "constraints": [
                {"id": "through-A", "on": ["A", "c"]},
                {"id": "through-B", "on": ["B", "c"]},
            ],
        },
        {
            "pass-smallest": answer(given, through(0)),
            "pass-centre-above": answer(given, through(-90)),
            "pass-centre-below": answer(given, through(60)),
            "fail-radius-14-short": answer(given, through(30, dr=-14)),
            "fail-centre-at-A": answer(given, [circle(A, dist(A, B))]),
        })


# --- 10. two chords and their perpendicular bisectors meet at the centre ----------------------------------

def chords_bisectors_concurrent():
    O, r = (200.0, 200.0), 130.0
    given = [circle(O, r, IN), label((206, 196), "O")]

    def on_circle(deg):
        return add(O, mul((math.cos(math.radians(deg)), math.sin(math.radians(deg))), r))

    def figure(d1, d2, d3, d4, off=0.0, tilt=0.0):
        P1, P2, P3, P4 = on_circle(d1), on_circle(d2), on_circle(d3), on_circle(d4)
        els = [line(P1, P2), line(P3, P4)]
        for k, (p, q) in enumerate(((P1, P2), (P3, P4))):
            m = mid(p, q)
            e = rotate(perp(unit(sub(q, p))), tilt if k == 1 else 0.0)
            m = add(m, mul(unit(sub(q, p)), off if k == 1 else 0.0))
            els.append(line(sub(m, mul(e, 150)), add(m, mul(e, 150))))
        return els

    write_task(
        "chord-bisectors-meet-at-centre",
        "The perpendicular bisector of every chord passes through the centre of the circle. Draw two chords that "
        "are not parallel and the perpendicular bisector of each; they meet at the centre O.",
        given, figure(200, 300, 10, 80),
        {
            "objects": {
                "k": {"given": "circle", "index": 0, "sort": "radius", "select": {"class": "input_object"}},
                "O": {"given": "point", "label": "O"},
                "ch1": {"answer": "segment"},
                "ch2": {"answer": "segment"},
                "m1": {"answer": "segment"},
                "m2": {"answer": "segment"},
            },
            "constraints": [
                {"id": "ch1-is-a-chord", "on": [{"start": "ch1"}, "k"]},
                {"id": "ch1-is-a-chord-2", "on": [{"end": "ch1"}, "k"]},
                {"id": "ch2-is-a-chord", "on": [{"start": "ch2"}, "k"]},
                {"id": "ch2-is-a-chord-2", "on": [{"end": "ch2"}, "k"]},
                {"id": "m1-bisects-ch1", "bisects_segment": ["m1", "ch1"]},
                {"id": "m1-perpendicular", "perpendicular": ["m1", "ch1"]},
                {"id": "m2-bisects-ch2", "bisects_segment": ["m2", "ch2"]},
                {"id": "m2-perpendicular", "perpendicular": ["m2", "ch2"]},
                {"id": "meet-at-centre", "coincide": ["O", {"intersection": ["m1", "m2"]}]},
            ],
        },
        {
            "pass-two-chords": answer(given, figure(200, 300, 10, 80)),
            "pass-other-chords": answer(given, figure(120, 230, 300, 20)),
            "fail-bisector-shifted": answer(given, figure(200, 300, 10, 80, off=10)),
            "fail-bisector-tilted": answer(given, figure(200, 300, 10, 80, tilt=8)),
        })


# --- 12. an equilateral triangle on AB, on either side ------------------------------------------------------

def equilateral_triangle():
    A, B = (120.0, 230.0), (280.0, 210.0)
    given = [line(A, B, IN), label((106, 246), "A"), label((286, 206), "B")]

    def apex(side, deg=60.0, scale=1.0):
        return add(A, mul(rotate(sub(B, A), -side * deg), scale))

    def tri(side, deg=60.0, scale=1.0):
        C = apex(side, deg, scale)
        return [line(A, C), line(B, C)]

    write_task(
        "equilateral-triangle-on-segment",
        "Euclid's first proposition: on a given segment AB an equilateral triangle can be constructed. Draw an "
        "equilateral triangle with side AB.",
        given, tri(1),
        {
            "objects": {
                "AB": {"given": "segment", "label": "AB"},
                "A": {"given": "point", "label": "A"},
                "B": {"given": "point", "label": "B"},
                "a": {"answer": "segment"},
                "b": {"answer": "segment"},
                "C": {"far_end": ["a", "A"]},
            },
            "constraints": [
                {"id": "a-from-A", "endpoint": ["A", "a"]},
                {"id": "b-from-B", "endpoint": ["B", "b"]},
                {"id": "sides-meet", "endpoint": ["C", "b"]},
                {"id": "sides-equal", "equal": ["a", "b", "AB"]},
            ],
        },
        {
            "pass-above": answer(given, tri(1)),
            "pass-below": answer(given, tri(-1)),
            "pass-with-compass-circles": answer(given, tri(1) + [circle(A, dist(A, B)), circle(B, dist(A, B))]),
            "fail-isosceles-70": answer(given, [line(A, add(mid(A, B), mul(perp(unit(sub(B, A))), -115))),
                                                line(B, add(mid(A, B), mul(perp(unit(sub(B, A))), -115)))]),
            "fail-apex-off-by-8-degrees": answer(given, tri(1, deg=68)),
        })


# --- 13. the perpendicular from P to line AB --------------------------------------------------------------

def perpendicular_from_point():
    A, B, P = (70.0, 280.0), (330.0, 250.0), (180.0, 90.0)
    given = [line(A, B, IN), dot_mark(P), label((56, 296), "A"), label((336, 246), "B"), label((170, 80), "P")]
    d = unit(sub(B, A))
    t = (P[0] - A[0]) * d[0] + (P[1] - A[1]) * d[1]
    F = add(A, mul(d, t))

    def seg(extend=0.0, turn=0.0, start=P):
        e = rotate(unit(sub(F, P)), turn)
        return [line(start, add(P, mul(e, dist(P, F) + extend)))]

    write_task(
        "perpendicular-from-point-to-line",
        "From a point P not on a line, exactly one perpendicular can be dropped to the line. Draw the perpendicular "
        "from P to AB, down to AB.",
        given, seg(),
        {
            "preserve_input": "strict",
            "objects": {
                "AB": {"given": "segment", "label": "AB"},
                "P": {"given": "point", "label": "P"},
                "s": {"answer": "segment"},
            },
            "constraints": [
                {"id": "through-P", "on": ["P", "s"]},
                {"id": "perpendicular", "perpendicular": ["s", "AB"]},
                {"id": "reaches-AB", "on": [{"foot": ["P", "AB"]}, "s"]},
            ],
        },
        {
            "pass-exact": answer(given, seg()),
            "pass-past-the-line": answer(given, seg(extend=40)),
            "pass-from-above-P": answer(given, seg(start=sub(P, mul(unit(sub(F, P)), 30)))),
            "fail-stops-short": answer(given, seg(extend=-60)),
            "fail-vertical-instead": answer(given, [line(P, (P[0], 270))]),
            "fail-tilted-8-degrees": answer(given, seg(turn=8)),
        })


# --- 14. a circle touching line AB at T, of any radius ----------------------------------------------------

def circle_tangent_at_point_of_line():
    A, B, T = (60.0, 260.0), (340.0, 260.0), (180.0, 260.0)
    given = [line(A, B, IN), dot_mark(T), label((46, 276), "A"), label((344, 276), "B"), label((176, 280), "T")]

    def c(r, dx=0.0, dr=0.0):
        return [circle((T[0] + dx, T[1] - r), r + dr)]

    write_task(
        "circle-tangent-to-line-at-point",
        "A circle tangent to a line at T has its centre on the perpendicular to the line at T. Draw a circle that "
        "touches AB at T.",
        given, c(80),
        {
            "objects": {
                "AB": {"given": "segment", "label": "AB"},
                "T": {"given": "point", "label": "T"},
                "k": {"answer": "circle"},
            },
            "constraints": [
                {"id": "tangent", "tangent": ["AB", "k"]},
                {"id": "touches-at-T", "coincide": ["T", {"tangent_point": ["AB", "k"]}]},
            ],
        },
        {
            "pass-small": answer(given, c(40)),
            "pass-large-below": answer(given, [circle((T[0], T[1] + 120), 120)]),
            "pass-as-path": answer(given, [path(circle_arcs_d((T[0], T[1] - 70), 70))]),
            "fail-touches-elsewhere": answer(given, c(60, dx=30)),
            "fail-crosses-the-line": answer(given, c(60, dr=15)),
        })


# --- 15. a line through P separating A from B --------------------------------------------------------------

def line_separating_points():
    A, B, P = (110.0, 120.0), (290.0, 320.0), (200.0, 200.0)
    given = [dot_mark(A), dot_mark(B), dot_mark(P), label((96, 114), "A"), label((296, 334), "B"),
             label((208, 196), "P")]

    def through(deg, length=160.0, shift=(0.0, 0.0)):
        e = (math.cos(math.radians(deg)), math.sin(math.radians(deg)))
        p = add(P, shift)
        return [line(sub(p, mul(e, length / 2)), add(p, mul(e, length / 2)))]

    write_task(
        "line-separating-two-points",
        "A line separates two points when they lie on opposite sides of it. Draw a line through P that separates "
        "A from B.",
        given, through(135),
        {
            "objects": {
                "A": {"given": "point", "label": "A"},
                "B": {"given": "point", "label": "B"},
                "P": {"given": "point", "label": "P"},
                "l": {"answer": "segment"},
            },
            "constraints": [
                {"id": "through-P", "on": ["P", "l"]},
                {"id": "separates", "opposite_side": ["A", "B", "l"]},
            ],
        },
        {
            "pass-perpendicular-to-AB": answer(given, through(135)),
            "pass-steep": answer(given, through(100, 240)),
            "pass-flat": answer(given, through(170)),
            "fail-through-A-and-B": answer(given, [line(A, B)]),
            "fail-parallel-to-AB-beside-both": answer(given, through(math.degrees(math.atan2(200, 180)), 220)),
        })


# --- 16. an obtuse triangle on base AB --------------------------------------------------------------------

def obtuse_triangle():
    A, B = (110.0, 260.0), (290.0, 260.0)
    given = [line(A, B, IN), label((96, 276), "A"), label((296, 276), "B")]

    def tri(C):
        return [line(A, C), line(C, B)]

    write_task(
        "obtuse-triangle-on-base",
        "A triangle is obtuse when one angle exceeds 90°; its apex then lies inside the circle on the base as "
        "diameter. Draw a triangle ABC on base AB whose angle at C is obtuse.",
        given, tri((200, 210)),
        {
            "objects": {
                "A": {"given": "point", "label": "A"},
                "B": {"given": "point", "label": "B"},
                "a": {"answer": "segment"},
                "b": {"answer": "segment"},
                "C": {"far_end": ["a", "A"]},
                "thales": {"circle": [{"midpoint": ["A", "B"]}, "A"]},
            },
            "constraints": [
                {"id": "a-from-A", "endpoint": ["A", "a"]},
                {"id": "b-from-B", "endpoint": ["B", "b"]},
                {"id": "sides-meet", "endpoint": ["C", "b"]},
                {"id": "obtuse-at-C", "compare": "angle(A, C, B) > 95"},
                {"id": "apex-inside-thales-circle", "inside": ["C", "thales"]},
            ],
        },
        {
            "pass-flat": answer(given, tri((200, 220))),
            "pass-lopsided": answer(given, tri((140, 230))),
            "pass-below": answer(given, tri((230, 300))),
            "fail-right-angle": answer(given, tri((200, 170))),
            "fail-acute": answer(given, tri((200, 100))),
        })


# --- 17. a circle inside k through its centre ----------------------------------------------------------------

def circle_inside_through_centre():
    O, R = (200.0, 200.0), 140.0
    given = [circle(O, R, IN), label((206, 196), "O")]

    def c(deg, r, dr=0.0):
        centre = add(O, mul((math.cos(math.radians(deg)), math.sin(math.radians(deg))), r))
        return [circle(centre, r + dr)]

    write_task(
        "circle-inside-through-centre",
        "Draw a circle that lies inside circle k and passes through its centre O.",
        given, c(30, 60),
        {
            "objects": {
                "k": {"given": "circle", "index": 0},
                "O": {"given": "point", "label": "O"},
                "c": {"answer": "circle"},
            },
            "constraints": [
                {"id": "through-O", "on": ["O", "c"]},
                {"id": "inside-k", "inside": ["c", "k"]},
            ],
        },
        {
            "pass-small": answer(given, c(200, 40)),
            "pass-touching-k": answer(given, c(-60, 70)),
            "fail-pokes-out": answer(given, c(90, 90)),
            "fail-misses-O": answer(given, c(0, 50, dr=-15)),
        })


# --- 18. the Pattern-2 task of Figure 3 asked in TikZ: the same constraints judge the same Scene --------------

def perpendicular_bisector_compass_tikz():
    A, B = (110.0, 210.0), (290.0, 190.0)

    def tikz(body):
        return ("\\documentclass{standalone}\n\\usepackage{tikz}\n\\begin{document}\n"
                "\\begin{tikzpicture}[x=1pt,y=1pt]\n" + "\n".join(body) + "\n\\end{tikzpicture}\n\\end{document}")

    def p(q):
        return f"({f(q[0])},{f(-q[1])})"

    given = [f"\\draw {p(A)} -- {p(B)};", f"\\node at (96,-226) {{A}};", f"\\node at (296,-186) {{B}};"]

    def construction(r1, r2=None, shift=0.0, colour="red"):
        r2 = r1 if r2 is None else r2
        pts = circle_intersections(A, r1, B, r2) if dist(A, B) < r1 + r2 else [(200.0, 100.0), (200.0, 300.0)]
        (x1, y1), (x2, y2) = pts
        return [f"\\draw[{colour}] {p(A)} circle ({f(r1)});", f"\\draw[{colour}] {p(B)} circle ({f(r2)});",
                f"\\draw[{colour}] {p((x1 + shift, y1))} -- {p((x2 + shift, y2))};"]

    named = ["\\coordinate (P) at (110,-210);", "\\coordinate (Q) at (290,-190);",
             "\\draw[red, name path=c1] (P) circle (150);", "\\draw[red, name path=c2] (Q) circle (150);"]
    i1, i2 = circle_intersections(A, 150, B, 150)
    named.append(f"\\draw[red] {p(i1)} -- {p(i2)};")

    def fenced_tikz(body, prose="Here is the construction:"):
        return f"{prose}\n\n```latex\n{tikz(given + body)}\n```\n"

    check = compass_bisector_check({"color": "red"})
    name = "perpendicular-bisector-compass-tikz"
    folder = os.path.join(ROOT, name)
    os.makedirs(os.path.join(folder, "answers"))
    task = {
        "schema": "plumbline/task@1",
        "id": f"constraints/{name}",
        "domain": "geometry",
        "format": "tikz",
        "prompt": ("[Explanation]To construct the perpendicular bisector of segment AB with compass and straightedge, "
                   "draw two circles of equal radius, larger than half of AB, centred at A and at B, and draw the line "
                   "through their two intersection points.\n\n[TikZ]" + tikz(given) +
                   "\n\nPlease visualize the explanation by adding elements to the TikZ picture.\n"
                   "- Draw every added element in red.\n- Do not modify the elements originally present."),
        "input": tikz(given),
        "input_format": "tikz",
        "reference": tikz(given + construction(140)),
        "reference_format": "tikz",
        "check": dict({"kind": "constraints"}, **check),
    }
    with open(os.path.join(folder, "task.json"), "w") as out:
        json.dump(task, out, indent=2, ensure_ascii=False)
        out.write("\n")
    answers = {
        "pass-radius-130": fenced_tikz(construction(130)),
        "pass-named-coordinates": fenced_tikz(named, "With named points and paths:"),
        "fail-radius-below-half": fenced_tikz(construction(80)),
        "fail-line-misses-intersections": fenced_tikz(construction(130, shift=9)),
        "fail-not-red": fenced_tikz(construction(130, colour="blue")),
        "invalid-no-drawing": NO_DRAWING,
    }
    for answer_name, text in answers.items():
        with open(os.path.join(folder, "answers", answer_name + ".txt"), "w") as out:
            out.write(text)


# --- 19. physics: the block on an inclined plane (SSVG-Bench's first figure), three force arrows -----

ARROW_DEFS = ('<defs><marker id="head" orient="auto" markerWidth="8" markerHeight="8" refX="8" refY="4">'
              '<path d="M 0 0 L 8 4 L 0 8 z" style="fill: red"/></marker></defs>')


def arrow(p, q, head="end"):
    return line(p, q, OUT, f'marker-{head}="url(#head)"')


def inclined_plane():
    A, C, angle = (60.0, 320.0), (340.0, 320.0), 30.0
    B = (C[0], C[1] - (C[0] - A[0]) * math.tan(math.radians(angle)))
    u = unit(sub(B, A))                      # up the slope
    n = (u[1], -u[0])                        # away from the plane (up and to the left)
    F = add(A, mul(u, 150))                  # where the block touches the plane
    G = add(F, mul(n, 30))                   # the block's centre
    corners = [add(F, mul(u, -30)), add(F, mul(u, 30)), add(add(F, mul(u, 30)), mul(n, 60)),
               add(add(F, mul(u, -30)), mul(n, 60))]
    given = [polygon([A, C, B], IN), polygon(corners, IN), dot_mark(G), label((46, 336), "A"),
             label((346, 154), "B"), label((346, 336), "C"), label((G[0] + 6, G[1] - 6), "G")]

    def forces(weight=(0, 1), normal=n, friction=u, wlen=90, nlen=70, flen=60, heads=("end", "end", "end"),
               start=G):
        ends = [add(start, mul(unit(weight), wlen)), add(start, mul(unit(normal), nlen)),
                add(start, mul(unit(friction), flen))]
        out = [ARROW_DEFS]
        for end, head in zip(ends, heads):
            out.append(arrow(start, end, head) if head else line(start, end))
        return out

    write_task(
        "inclined-plane-forces",
        "A block rests on a plane inclined at 30 degrees, held by friction. Three forces act on it at its centre G: "
        "its weight, straight down; the normal force of the plane, perpendicular to the plane and away from it; and "
        "friction, along the plane and up the slope. Draw the three forces as arrows from G.",
        given, forces(),
        {
            "answer_select": {"class": "output_object", "color": "red"},
            "objects": {
                "AB": {"given": "segment", "label": "AB"},
                "G": {"given": "point", "label": "G"},
                "W": {"answer": "arrow"},
                "N": {"answer": "arrow"},
                "f": {"answer": "arrow"},
            },
            "constraints": [
                {"id": "weight-vertical", "vertical": ["W"]},
                {"id": "weight-down", "points": ["W", "down"]},
                {"id": "weight-at-G", "starts_at": ["W", "G"]},
                {"id": "normal-perpendicular", "perpendicular": ["N", "AB"]},
                {"id": "normal-away-from-plane", "points_away_from": ["N", {"line": "AB"}]},
                {"id": "normal-at-G", "starts_at": ["N", "G"]},
                {"id": "friction-along-plane", "parallel": ["f", "AB"]},
                {"id": "friction-up-slope", "points": ["f", "AB"]},
                {"id": "friction-at-G", "starts_at": ["f", "G"]},
            ],
        },
        {
            "pass-three-forces": answer(given, forces()),
            "pass-other-lengths": answer(given, forces(wlen=60, nlen=100, flen=40)),
            "fail-normal-drawn-vertical-up": answer(given, forces(normal=(0, -1))),
            "fail-friction-down-the-slope": answer(given, forces(friction=mul(u, -1))),
            "fail-weight-without-arrowhead": answer(given, forces(heads=(None, "end", "end"))),
            "fail-weight-points-up": answer(given, forces(weight=(0, -1))),
        })

# --- 20. a regular hexagon inscribed in a circle, a vertex at A: a polygon object ---------------------

def regular_hexagon_in_circle():
    O, R = (200.0, 200.0), 120.0
    A = (O[0] + R, O[1])
    given = [circle(O, R, IN), dot_mark(O), dot_mark(A), label((186, 196), "O"), label((A[0] + 6, A[1] - 6), "A")]

    def corners(n=6, r=R, turn=0.0, moved=None):
        # Counterclockwise as drawn (y down: the angle decreases) from A's direction.
        out = []
        for k in range(n):
            deg = -360.0 * k / n + turn + (moved[1] if moved and moved[0] == k else 0.0)
            out.append(add(O, mul((math.cos(math.radians(deg)), math.sin(math.radians(deg))), r)))
        return out

    six = corners()
    write_task(
        "regular-hexagon-in-circle",
        "Construct a regular hexagon inscribed in circle k, with one vertex at A.",
        given, [polygon(six)],
        {
            "answer_select": {"class": "output_object"},
            "objects": {
                "k": {"given": "circle", "index": 0},
                "A": {"given": "point", "label": "A"},
                "h": {"answer": "polygon", "sides": 6},
                "V": {"one_of": [{"vertex": ["h", i]} for i in range(6)]},
            },
            "constraints": [
                {"id": "regular", "regular": ["h"]},
                {"id": "inscribed", "inscribed": ["h", "k"]},
                {"id": "vertex-at-A", "coincide": ["A", "V"]},
            ],
        },
        {
            "pass-polygon": answer(given, [polygon(six)]),
            "pass-six-lines": answer(given, [line(six[i], six[(i + 1) % 6]) for i in range(6)],
                                     "The hexagon, side by side with the compass:"),
            "pass-closed-path-clockwise": answer(given, [path(path_lines(list(reversed(six[2:] + six[:2])), True))]),
            "fail-irregular": answer(given, [polygon(corners(moved=(2, 12.0)))]),
            "fail-not-at-A": answer(given, [polygon(corners(turn=20.0))]),
            "fail-too-small": answer(given, [polygon(corners(r=100.0))]),
            "fail-pentagon": answer(given, [polygon(corners(n=5))]),
        })


# --- 21. the minor arc about O from A to B: an arc object, with its ends and which way it goes ----------

def minor_arc_about_centre():
    O = (200.0, 260.0)
    A, B = (120.0, 180.0), (280.0, 180.0)
    R = dist(O, A)
    given = [line(A, B, IN), dot_mark(O), dot_mark(A), dot_mark(B),
             label((194, 280), "O"), label((104, 178), "A"), label((286, 178), "B")]

    def on(deg, r=R, centre=O):
        return add(centre, mul((math.cos(math.radians(deg)), math.sin(math.radians(deg))), r))

    def arc_d(p, q, r, large, sweep):
        return f"M {pt(p, ' ')} A {f(r)} {f(r)} 0 {large} {sweep} {pt(q, ' ')}"

    def bezier_d(start_deg, end_deg, pieces):
        # Cubic pieces along the circle (control arms 4/3 tan(quarter of the turn) of the radius).
        step = (end_deg - start_deg) / pieces
        k = 4.0 / 3.0 * math.tan(math.radians(step) / 4) * R
        d = "M " + pt(on(start_deg), " ")
        for i in range(pieces):
            a0, a1 = start_deg + i * step, start_deg + (i + 1) * step
            t0 = (-math.sin(math.radians(a0)), math.cos(math.radians(a0)))
            t1 = (-math.sin(math.radians(a1)), math.cos(math.radians(a1)))
            c1, c2 = add(on(a0), mul(t0, k)), sub(on(a1), mul(t1, k))
            d += f" C {pt(c1, ' ')} {pt(c2, ' ')} {pt(on(a1), ' ')}"
        return d

    write_task(
        "minor-arc-about-centre",
        "With the compass point at O, draw the arc from A to B on the side of AB away from O (the minor arc).",
        given, [path(arc_d(A, B, R, 0, 1))],
        {
            "answer_select": {"class": "output_object"},
            "objects": {
                "A": {"given": "point", "label": "A"},
                "B": {"given": "point", "label": "B"},
                "O": {"given": "point", "label": "O"},
                "a": {"answer": "arc"},
                "m": {"midpoint": {"arc": ["O", "A", "B"], "sweep": "minor"}},
            },
            "constraints": [
                {"id": "centre-O", "coincide": ["O", {"centre": "a"}]},
                {"id": "from-A", "endpoint": ["A", "a"]},
                {"id": "to-B", "endpoint": ["B", "a"]},
                {"id": "minor", "on": ["m", "a"]},
            ],
        },
        {
            "pass-arc-command": answer(given, [path(arc_d(A, B, R, 0, 1))]),
            "pass-drawn-from-B": answer(given, [path(arc_d(B, A, R, 0, 0))]),
            "pass-beziers": answer(given, [path(bezier_d(-135.0, -45.0, 2))], "The arc, as two curves:"),
            "fail-major-arc": answer(given, [path(arc_d(A, B, R, 1, 0))]),
            "fail-whole-circle": answer(given, [circle(O, R)]),
            "fail-other-centre": answer(given, [path(arc_d(A, B, 160.0, 0, 1))]),
            "fail-stops-short": answer(given, [path(arc_d(A, on(-70.0), R, 0, 1))]),
        })


def main():
    shutil.rmtree(ROOT, ignore_errors=True)
    os.makedirs(ROOT)
    perpendicular_bisector_compass("perpendicular-bisector-compass", {"class": "output_object"}, False)
    perpendicular_bisector_compass("perpendicular-bisector-compass-red", {"color": "red"}, True)
    external_tangents()
    circle_tangent_two_lines()
    parallel_through_point()
    square_on_segment()
    tangent_at_point()
    right_triangle_on_hypotenuse()
    angle_bisector()
    circle_through_two_points()
    chords_bisectors_concurrent()
    equilateral_triangle()
    perpendicular_from_point()
    circle_tangent_at_point_of_line()
    line_separating_points()
    obtuse_triangle()
    circle_inside_through_centre()
    perpendicular_bisector_compass_tikz()
    inclined_plane()
    regular_hexagon_in_circle()
    minor_arc_about_centre()


if __name__ == "__main__":
    main()
