"""Plane geometry and SVG text helpers for the example generator (standard library only).

Points are (x, y) tuples in SVG user units, y growing downwards. Numbers are written with
at most two decimals, as the benchmark's own drawings and most model answers are.
"""

import math

# --- plane geometry -------------------------------------------------------------------


def add(p, q):
    return (p[0] + q[0], p[1] + q[1])


def sub(p, q):
    return (p[0] - q[0], p[1] - q[1])


def mul(p, k):
    return (p[0] * k, p[1] * k)


def lerp(p, q, t):
    return (p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t)


def mid(p, q):
    return lerp(p, q, 0.5)


def dot(p, q):
    return p[0] * q[0] + p[1] * q[1]


def norm(p):
    return math.hypot(p[0], p[1])


def dist(p, q):
    return norm(sub(p, q))


def unit(p):
    n = norm(p)
    return (p[0] / n, p[1] / n)


def perp(p):
    """p turned by +90 degrees on screen (clockwise, since y grows downwards)."""
    return (-p[1], p[0])


def rotate(p, deg, about=(0.0, 0.0)):
    """Turn p about `about` by deg degrees, as SVG's rotate() does (clockwise on screen)."""
    a = math.radians(deg)
    d = sub(p, about)
    return (about[0] + d[0] * math.cos(a) - d[1] * math.sin(a),
            about[1] + d[0] * math.sin(a) + d[1] * math.cos(a))


def foot(p, a, b):
    """Foot of the perpendicular from p to the line ab."""
    d = sub(b, a)
    t = dot(sub(p, a), d) / dot(d, d)
    return lerp(a, b, t)


def reflect(p, a, b):
    f = foot(p, a, b)
    return sub(mul(f, 2), p)


def intersect_lines(p, d, q, e):
    """Intersection of the lines p + s d and q + t e."""
    den = d[0] * e[1] - d[1] * e[0]
    s = ((q[0] - p[0]) * e[1] - (q[1] - p[1]) * e[0]) / den
    return add(p, mul(d, s))


def circumcircle(a, b, c):
    ax, ay = a
    bx, by = b
    cx, cy = c
    d = 2 * (ax * (by - cy) + bx * (cy - ay) + cx * (ay - by))
    ux = ((ax * ax + ay * ay) * (by - cy) + (bx * bx + by * by) * (cy - ay)
          + (cx * cx + cy * cy) * (ay - by)) / d
    uy = ((ax * ax + ay * ay) * (cx - bx) + (bx * bx + by * by) * (ax - cx)
          + (cx * cx + cy * cy) * (bx - ax)) / d
    o = (ux, uy)
    return o, dist(o, a)


def incircle(a, b, c):
    la, lb, lc = dist(b, c), dist(a, c), dist(a, b)
    s = la + lb + lc
    i = ((la * a[0] + lb * b[0] + lc * c[0]) / s, (la * a[1] + lb * b[1] + lc * c[1]) / s)
    return i, distance_point_line(i, a, b)


def centroid(*pts):
    return (sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts))


def distance_point_line(p, a, b):
    return dist(p, foot(p, a, b))


def circle_intersections(c1, r1, c2, r2):
    d = dist(c1, c2)
    a = (r1 * r1 - r2 * r2 + d * d) / (2 * d)
    h = math.sqrt(r1 * r1 - a * a)
    m = lerp(c1, c2, a / d)
    n = perp(unit(sub(c2, c1)))
    return add(m, mul(n, h)), sub(m, mul(n, h))


def tangent_points(o, r, p):
    """Points where the two tangents from the external point p touch the circle (o, r)."""
    d = dist(o, p)
    u = unit(sub(p, o))
    ang = math.degrees(math.acos(r / d))
    return add(o, mul(rotate(u, ang), r)), add(o, mul(rotate(u, -ang), r))


def ellipse_polygon(c, rx, ry, deg, n=720):
    a = math.radians(deg)
    pts = []
    for i in range(n):
        t = 2 * math.pi * i / n
        x, y = rx * math.cos(t), ry * math.sin(t)
        pts.append((c[0] + x * math.cos(a) - y * math.sin(a), c[1] + x * math.sin(a) + y * math.cos(a)))
    return pts


def _clip(subject, clipper):
    """Sutherland-Hodgman: subject clipped by the convex, counter-clockwise clipper."""
    out = subject
    for i in range(len(clipper)):
        a, b = clipper[i], clipper[(i + 1) % len(clipper)]
        inp, out = out, []
        if not inp:
            break

        def inside(p):
            return (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]) >= 0

        def cross_point(p, q):
            return intersect_lines(p, sub(q, p), a, sub(b, a))

        s = inp[-1]
        for e in inp:
            if inside(e):
                if not inside(s):
                    out.append(cross_point(s, e))
                out.append(e)
            elif inside(s):
                out.append(cross_point(s, e))
            s = e
    return out


def _area(poly):
    return abs(sum(poly[i][0] * poly[(i + 1) % len(poly)][1] - poly[(i + 1) % len(poly)][0] * poly[i][1]
                   for i in range(len(poly)))) / 2


def ellipse_iou(e1, e2):
    """IoU of two ellipses ((cx, cy), rx, ry, deg) through fine polygons."""
    p1, p2 = ellipse_polygon(*e1), ellipse_polygon(*e2)
    inter = _area(_clip(p1, p2)) if p1 and p2 else 0.0
    return inter / (_area(p1) + _area(p2) - inter)


# --- SVG text -------------------------------------------------------------------------


def f(x):
    """A number as a model would write it: at most two decimals, no trailing zeros."""
    s = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def pt(p, sep=","):
    return f"{f(p[0])}{sep}{f(p[1])}"


def pts(points):
    return " ".join(pt(p) for p in points)


STYLE = """<style>
.input_object { fill: none; stroke: black; stroke-width: 1; }
.input_text { fill: black; stroke: none; font-size: 12px; }
.output_object { fill: none; stroke: red; stroke-width: 1; }
.output_text { fill: red; stroke: none; font-size: 12px; }
</style>"""


def svg(size, elements):
    w, h = size
    head = f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" width="{w}" height="{h}">'
    body = [STYLE] + list(elements)
    return head + "\n" + "\n".join(body) + "\n</svg>"


def attrs(cls, extra):
    a = f' class="{cls}"' if cls else ""
    return a + (" " + extra if extra else "")


OUT = "output_object"
IN = "input_object"


def line(p, q, cls=OUT, extra=""):
    return f'<line{attrs(cls, extra)} x1="{f(p[0])}" y1="{f(p[1])}" x2="{f(q[0])}" y2="{f(q[1])}"/>'


def polyline(points, cls=OUT, extra=""):
    return f'<polyline{attrs(cls, extra)} points="{pts(points)}"/>'


def polygon(points, cls=OUT, extra=""):
    return f'<polygon{attrs(cls, extra)} points="{pts(points)}"/>'


def path(d, cls=OUT, extra=""):
    return f'<path{attrs(cls, extra)} d="{d}"/>'


def path_lines(points, closed=False):
    d = "M " + pt(points[0], " ") + "".join(" L " + pt(p, " ") for p in points[1:])
    return d + (" Z" if closed else "")


def circle(c, r, cls=OUT, extra=""):
    return f'<circle{attrs(cls, extra)} cx="{f(c[0])}" cy="{f(c[1])}" r="{f(r)}"/>'


def dot_mark(c, cls=IN, r=2.5):
    """A point marker: a small filled disc."""
    return f'<circle class="{cls}" cx="{f(c[0])}" cy="{f(c[1])}" r="{f(r)}" style="fill: {"black" if cls == IN else "red"}"/>'


def ellipse(c, rx, ry, deg, cls=OUT, extra=""):
    rot = f' transform="rotate({f(deg)} {f(c[0])} {f(c[1])})"' if deg else ""
    return f'<ellipse{attrs(cls, extra)} cx="{f(c[0])}" cy="{f(c[1])}" rx="{f(rx)}" ry="{f(ry)}"{rot}/>'


def label(p, s, cls="input_text"):
    return f'<text class="{cls}" x="{f(p[0])}" y="{f(p[1])}">{s}</text>'


def group(transform, elements):
    return f'<g transform="{transform}">\n' + "\n".join("  " + e for e in elements) + "\n</g>"


def circle_arcs_d(c, r):
    """A full circle as two half arcs, the way models write one with <path>."""
    a, b = (c[0] + r, c[1]), (c[0] - r, c[1])
    return f"M {pt(a, ' ')} A {f(r)} {f(r)} 0 1 0 {pt(b, ' ')} A {f(r)} {f(r)} 0 1 0 {pt(a, ' ')} Z"


def circle_bezier_d(c, r):
    """A full circle as the usual four cubic Beziers (k = 0.5523)."""
    k = 0.5523 * r
    x, y = c
    return (f"M {f(x + r)} {f(y)} "
            f"C {f(x + r)} {f(y + k)} {f(x + k)} {f(y + r)} {f(x)} {f(y + r)} "
            f"C {f(x - k)} {f(y + r)} {f(x - r)} {f(y + k)} {f(x - r)} {f(y)} "
            f"C {f(x - r)} {f(y - k)} {f(x - k)} {f(y - r)} {f(x)} {f(y - r)} "
            f"C {f(x + k)} {f(y - r)} {f(x + r)} {f(y - k)} {f(x + r)} {f(y)} Z")


def arc_mark_d(centre, radius, a_deg, b_deg):
    """A small compass arc around `centre` from angle a to angle b (construction mark)."""
    p = add(centre, mul(rotate((1, 0), a_deg), radius))
    q = add(centre, mul(rotate((1, 0), b_deg), radius))
    sweep = 1 if b_deg > a_deg else 0
    return f"M {pt(p, ' ')} A {f(radius)} {f(radius)} 0 0 {sweep} {pt(q, ' ')}"


def right_angle_mark(corner, d1, d2, size=8):
    """The little square that marks a right angle at `corner` between unit directions d1, d2."""
    a = add(corner, mul(d1, size))
    b = add(add(corner, mul(d1, size)), mul(d2, size))
    c = add(corner, mul(d2, size))
    return polyline([a, b, c], extra='stroke-width="0.5"')


def last_drawing(response):
    """The drawing a reader extracts: from the last `<svg` to its `</svg>`, or to the end of
    the fence or text when it is never closed; None when there is no `<svg` at all."""
    start = response.rfind("<svg")
    if start < 0:
        return None
    end = response.find("</svg>", start)
    if end >= 0:
        return response[start:end + len("</svg>")]
    fence = response.find("```", start)
    return response[start:fence if fence >= 0 else len(response)]
