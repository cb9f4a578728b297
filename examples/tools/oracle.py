"""A small, independent judge for the generated examples (standard library only).

It exists so that every expected verdict in examples/geometry is checked against a second
implementation before it is written: an answer labelled pass must reproduce every reference
item within PASS_TOL, and an answer labelled fail must miss some reference item by at least
FAIL_TOL. The gap between the two keeps the labels independent of the exact tolerance a
checker chooses. It reads only the SVG this generator writes (line, polyline, polygon,
rect, circle, ellipse, path with M L H V Z A C, and translate/scale/rotate/matrix
transforms on elements and groups).
"""

import math
import re
import xml.etree.ElementTree as ET

import svgkit as K

PASS_TOL = 2.0       # scene units
FAIL_TOL = 15.0
PASS_IOU = 0.97      # ellipses
FAIL_IOU = 0.90


# --- transforms -------------------------------------------------------------------------

def mat_mul(m, n):
    a, b, c, d, e, f = m
    a2, b2, c2, d2, e2, f2 = n
    return (a * a2 + c * b2, b * a2 + d * b2, a * c2 + c * d2, b * c2 + d * d2,
            a * e2 + c * f2 + e, b * e2 + d * f2 + f)


def apply(m, p):
    a, b, c, d, e, f = m
    return (a * p[0] + c * p[1] + e, b * p[0] + d * p[1] + f)


IDENTITY = (1, 0, 0, 1, 0, 0)


def parse_transform(text):
    m = IDENTITY
    for name, args in re.findall(r"(\w+)\s*\(([^)]*)\)", text or ""):
        v = [float(x) for x in re.split(r"[\s,]+", args.strip()) if x]
        if name == "translate":
            t = (1, 0, 0, 1, v[0], v[1] if len(v) > 1 else 0)
        elif name == "scale":
            t = (v[0], 0, 0, v[1] if len(v) > 1 else v[0], 0, 0)
        elif name == "rotate":
            a = math.radians(v[0])
            t = (math.cos(a), math.sin(a), -math.sin(a), math.cos(a), 0, 0)
            if len(v) == 3:
                t = mat_mul(mat_mul((1, 0, 0, 1, v[1], v[2]), t), (1, 0, 0, 1, -v[1], -v[2]))
        elif name == "matrix":
            t = tuple(v)
        else:
            raise ValueError(f"transform {name} not supported by the oracle")
        m = mat_mul(m, t)
    return m


def similarity(m):
    """Scale and rotation (degrees) of a similarity transform."""
    a, b, c, d, _, _ = m
    s = math.sqrt(abs(a * d - b * c))
    assert abs(a * a + b * b - s * s) < 1e-6 * max(1, s * s), "oracle: non-similarity transform"
    return s, math.degrees(math.atan2(b, a))


# --- path data --------------------------------------------------------------------------

def arc_centre(p0, rx, ry, phi_deg, large, sweep, p1):
    """SVG endpoint to centre parameterisation (SVG 1.1 F.6.5)."""
    phi = math.radians(phi_deg)
    cphi, sphi = math.cos(phi), math.sin(phi)
    dx, dy = (p0[0] - p1[0]) / 2, (p0[1] - p1[1]) / 2
    x1, y1 = cphi * dx + sphi * dy, -sphi * dx + cphi * dy
    lam = x1 * x1 / (rx * rx) + y1 * y1 / (ry * ry)
    if lam > 1:
        rx, ry = rx * math.sqrt(lam), ry * math.sqrt(lam)
    num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
    den = rx * rx * y1 * y1 + ry * ry * x1 * x1
    k = math.sqrt(max(0.0, num / den))
    if large == sweep:
        k = -k
    cx1, cy1 = k * rx * y1 / ry, -k * ry * x1 / rx
    c = (cphi * cx1 - sphi * cy1 + (p0[0] + p1[0]) / 2, sphi * cx1 + cphi * cy1 + (p0[1] + p1[1]) / 2)
    return c, rx, ry


def parse_path(d):
    """Subpaths as lists of pieces: ('L', p, q), ('A', p, q, (c, rx, ry, phi)), ('C', p, q)."""
    tokens = re.findall(r"[MLHVZACmlhvzac]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?", d)
    i, cmd, cur, start = 0, None, (0.0, 0.0), (0.0, 0.0)
    subpaths, pieces = [], []

    def num():
        nonlocal i
        v = float(tokens[i])
        i += 1
        return v

    while i < len(tokens):
        if tokens[i].isalpha():
            cmd = tokens[i]
            i += 1
        rel = cmd.islower()
        c = cmd.upper()
        base = cur if rel else (0.0, 0.0)
        if c == "M":
            if pieces:
                subpaths.append(pieces)
            pieces = []
            cur = start = K.add(base, (num(), num()))
            cmd = "l" if rel else "L"
        elif c == "L":
            q = K.add(base, (num(), num()))
            pieces.append(("L", cur, q))
            cur = q
        elif c == "H":
            q = (num() + (cur[0] if rel else 0), cur[1])
            pieces.append(("L", cur, q))
            cur = q
        elif c == "V":
            q = (cur[0], num() + (cur[1] if rel else 0))
            pieces.append(("L", cur, q))
            cur = q
        elif c == "Z":
            if K.dist(cur, start) > 1e-9:
                pieces.append(("L", cur, start))
            cur = start
            subpaths.append(pieces)
            pieces = []
        elif c == "A":
            rx, ry, phi, large, sweep = num(), num(), num(), num(), num()
            q = K.add(base, (num(), num()))
            centre, rx, ry = arc_centre(cur, rx, ry, phi, int(large), int(sweep), q)
            pieces.append(("A", cur, q, (centre, rx, ry, phi)))
            cur = q
        elif c == "C":
            num(), num(), num(), num()
            q = K.add(base, (num(), num()))
            pieces.append(("C", cur, q))
            cur = q
    if pieces:
        subpaths.append(pieces)
    return subpaths


# --- the drawing as primitives -------------------------------------------------------------

class Drawing:
    def __init__(self):
        self.segments, self.circles, self.ellipses = [], [], []


def local(tag):
    return tag.split("}")[-1]


def collect(svg_text, only_class=None):
    root = ET.fromstring(svg_text)
    out = Drawing()

    def visit(el, m, inherited):
        m = mat_mul(m, parse_transform(el.get("transform")))
        classes = inherited | set(el.get("class", "").split())
        tag = local(el.tag)
        take = only_class is None or only_class in classes
        nums = lambda *names: [float(el.get(n, "0")) for n in names]
        if take and tag == "line":
            x1, y1, x2, y2 = nums("x1", "y1", "x2", "y2")
            out.segments.append((apply(m, (x1, y1)), apply(m, (x2, y2))))
        elif take and tag in ("polyline", "polygon"):
            v = [float(x) for x in re.split(r"[\s,]+", el.get("points").strip())]
            p = [apply(m, (v[k], v[k + 1])) for k in range(0, len(v), 2)]
            if tag == "polygon":
                p.append(p[0])
            out.segments += list(zip(p, p[1:]))
        elif take and tag == "rect":
            x, y, w, h = nums("x", "y", "width", "height")
            p = [apply(m, q) for q in [(x, y), (x + w, y), (x + w, y + h), (x, y + h), (x, y)]]
            out.segments += list(zip(p, p[1:]))
        elif take and tag == "circle":
            cx, cy, r = nums("cx", "cy", "r")
            s, _ = similarity(m)
            out.circles.append((apply(m, (cx, cy)), r * s))
        elif take and tag == "ellipse":
            cx, cy, rx, ry = nums("cx", "cy", "rx", "ry")
            s, rot = similarity(m)
            out.ellipses.append((apply(m, (cx, cy)), rx * s, ry * s, rot))
        elif take and tag == "path":
            for sub in parse_path(el.get("d")):
                add_subpath(sub, m)
        for child in el:
            visit(child, m, classes)

    def add_subpath(pieces, m):
        kinds = {p[0] for p in pieces}
        if kinds == {"L"}:
            out.segments += [(apply(m, p[1]), apply(m, p[2])) for p in pieces]
        elif kinds == {"A"}:
            (c, rx, ry, phi) = pieces[0][3]
            s, rot = similarity(m)
            if abs(rx - ry) < 1e-6:
                out.circles.append((apply(m, c), rx * s))
            else:
                out.ellipses.append((apply(m, c), rx * s, ry * s, phi + rot))
        elif kinds == {"C"} and len(pieces) == 4:
            ends = [apply(m, p[1]) for p in pieces]
            c = K.centroid(*ends)
            out.circles.append((c, sum(K.dist(c, e) for e in ends) / 4))
        else:
            raise ValueError("oracle: mixed subpath")

    visit(root, IDENTITY, set())
    return out


# --- judging -----------------------------------------------------------------------------------

def segment_error(ref, segments):
    """Smallest tolerance at which some chain of collinear candidate segments covers `ref`."""
    p, q = ref
    length = K.dist(p, q)
    d = K.unit(K.sub(q, p))
    best = math.inf
    for tol in [0.25 * k for k in range(1, 161)]:
        pieces = []
        for a, b in segments:
            if K.distance_point_line(a, p, q) <= tol and K.distance_point_line(b, p, q) <= tol:
                s, t = sorted((K.dot(K.sub(a, p), d), K.dot(K.sub(b, p), d)))
                pieces.append((s, t))
        reach = 0.0   # how far from p the chain covers the reference, so far
        for s, t in sorted(pieces):
            if s <= reach + tol:
                reach = max(reach, t)
        if reach >= length - tol:
            best = tol
            break
    return best


def circle_error(ref, circles):
    c, r = ref
    return min((max(K.dist(c, c2), abs(r - r2)) for c2, r2 in circles), default=math.inf)


def ellipse_iou(ref, ellipses):
    return max((K.ellipse_iou(ref, e) for e in ellipses), default=0.0)


def judge(reference_svg, candidate_svg):
    """('pass'|'fail'|'unclear', worst error) for a candidate drawing."""
    ref = collect(reference_svg, "output_object")
    cand = collect(candidate_svg)
    errors = [segment_error(s, cand.segments) for s in ref.segments]
    errors += [circle_error(c, cand.circles) for c in ref.circles]
    ious = [ellipse_iou(e, cand.ellipses) for e in ref.ellipses]
    worst = max(errors, default=0.0)
    worst_iou = min(ious, default=1.0)
    if worst <= PASS_TOL and worst_iou >= PASS_IOU:
        return "pass", worst, worst_iou
    if worst >= FAIL_TOL or worst_iou <= FAIL_IOU:
        return "fail", worst, worst_iou
    return "unclear", worst, worst_iou
