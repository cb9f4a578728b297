"""An independent, small judge of molecule drawings under the default profile's rules, used by
make_molecule_examples.py to confirm every expected verdict before anything is written.

Rules (those the default `molecule` check applies):
- atoms are filled circles: <circle> elements and closed paths of two half-circle arcs,
  classified by the nearest palette colour class; a colour farther than UNKNOWN_COLOUR from
  every palette colour is no element at all;
- bonds are straight lines: <line>, the straight pieces of <path> and <polyline>;
- a line end snaps to the nearest atom within (atom radius + 0.2 x typical bond length) of
  its centre, the typical bond length being the median nearest-neighbour distance between
  atom centres; an end that snaps to no atom is a dangling bond (fail);
- lines joining the same two atoms are one bond (a double bond's second line); their count
  is the bond order, compared only when the task asks for bond orders;
- the drawing passes iff its graph is isomorphic to the reference graph, atoms compared by
  colour class.

The judge also reports whether each verdict holds with margin (MARGINS), so that no expected
verdict depends on where exactly a checker puts its tolerances.
"""

import math
import re
import statistics
import xml.etree.ElementTree as ET

import networkx as nx

from molkit import PALETTE, hex_rgb
from oracle import IDENTITY, apply, local, parse_transform
from oracle import mat_mul as compose

SNAP = 0.2             # the default profile: radius + SNAP x typical bond length
UNKNOWN_COLOUR = 0.1   # RGB distance (0-1 components) beyond which a colour is no element
# With margin: an end meant to snap lies within radius + CLEAR_IN x bond of its atom and
# farther than radius + CLEAR_OUT x bond from every other; a dangling end lies farther than
# radius + CLEAR_OUT x bond from all. A palette colour is spelled within NEAR_COLOUR; a
# foreign colour is at least FAR_COLOUR from every palette colour.
CLEAR_IN, CLEAR_OUT = 0.1, 0.25
NEAR_COLOUR, FAR_COLOUR = 0.03, 0.15

NAMED = {"black": (0, 0, 0), "white": (1, 1, 1), "red": (1, 0, 0), "blue": (0, 0, 1),
         "lime": (0, 1, 0), "magenta": (1, 0, 1), "fuchsia": (1, 0, 1), "yellow": (1, 1, 0),
         "cyan": (0, 1, 1), "aqua": (0, 1, 1)}

CLASSES = sorted({c.upper() for c in PALETTE.values()})


def parse_colour(text):
    if text is None:
        return None
    t = text.strip().lower()
    if t in NAMED:
        return NAMED[t]
    if re.fullmatch(r"#[0-9a-f]{6}", t):
        return hex_rgb(t)
    if re.fullmatch(r"#[0-9a-f]{3}", t):
        return tuple(int(c * 2, 16) / 255 for c in t[1:])
    m = re.fullmatch(r"rgb\(([^)]*)\)", t)
    if m:
        parts = [p.strip() for p in m.group(1).split(",")]
        if len(parts) == 3:
            return tuple(float(p[:-1]) / 100 if p.endswith("%") else float(p) / 255 for p in parts)
    return None


def colour_class(rgb):
    """(nearest palette colour class, its distance)."""
    best = min(CLASSES, key=lambda c: math.dist(rgb, hex_rgb(c)))
    return best, math.dist(rgb, hex_rgb(best))


# --- reading ------------------------------------------------------------------------------------

def style_of(el, inherited):
    s = dict(inherited)
    for key in ("fill", "stroke"):
        if key in el.attrib:
            s[key] = el.attrib[key]
    for decl in (el.attrib.get("style") or "").split(";"):
        if ":" in decl:
            k, v = (x.strip() for x in decl.split(":", 1))
            if k in ("fill", "stroke"):
                s[k] = v
    return s


NUM = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?"


def path_commands(d):
    tokens = re.findall(rf"[MmLlHhVvZzAa]|{NUM}", d)
    out, i, cmd = [], 0, None
    arity = {"M": 2, "L": 2, "H": 1, "V": 1, "Z": 0, "A": 7}
    while i < len(tokens):
        if re.fullmatch(r"[A-Za-z]", tokens[i]):
            cmd = tokens[i]
            i += 1
        n = arity[cmd.upper()]
        args = [float(t) for t in tokens[i:i + n]]
        i += n
        out.append((cmd, args))
        if cmd in "Mm":
            cmd = "L" if cmd == "M" else "l"   # further pairs after a moveto are lineto
        if n == 0 and i < len(tokens) and not re.fullmatch(r"[A-Za-z]", tokens[i]):
            raise ValueError("numbers after Z")
    return out


def path_geometry(d):
    """(circle or None, straight pieces) of a path in its own coordinates."""
    pts, pieces, arcs = None, [], []
    cur = start = (0.0, 0.0)
    for cmd, a in path_commands(d):
        rel = cmd.islower()
        c = cmd.upper()
        if c == "M":
            cur = start = (cur[0] + a[0], cur[1] + a[1]) if rel else (a[0], a[1])
        elif c in "LHV":
            if c == "L":
                nxt = (cur[0] + a[0], cur[1] + a[1]) if rel else (a[0], a[1])
            elif c == "H":
                nxt = (cur[0] + a[0] if rel else a[0], cur[1])
            else:
                nxt = (cur[0], cur[1] + a[0] if rel else a[0])
            pieces.append((cur, nxt))
            cur = nxt
        elif c == "Z":
            if math.dist(cur, start) > 1e-9:
                pieces.append((cur, start))
            cur = start
        elif c == "A":
            nxt = (cur[0] + a[5], cur[1] + a[6]) if rel else (a[5], a[6])
            arcs.append((cur, nxt, a[0], a[1]))
            cur = nxt
    if arcs:
        # the only curved path atoms are drawn with: two half circles there and back
        if len(arcs) != 2 or pieces:
            raise ValueError("unsupported arc path")
        (p, q, rx, ry), (q2, p2, rx2, ry2) = arcs
        r = math.dist(p, q) / 2
        if not (math.isclose(rx, r, rel_tol=1e-3) and math.isclose(ry, r, rel_tol=1e-3)
                and math.dist(q, q2) < 1e-6 and math.dist(p, p2) < 1e-6 and rx2 == rx):
            raise ValueError("arcs are not a circle")
        pts = ((p[0] + q[0]) / 2, (p[1] + q[1]) / 2), r
    return pts, pieces


def read(svg_text):
    """(atoms [(x, y, r, rgb or None)], segments [((x1, y1), (x2, y2))]); ET.ParseError on
    malformed XML."""
    root = ET.fromstring(svg_text)
    atoms, segments = [], []

    def visit(el, m, inherited):
        m = compose(m, parse_transform(el.attrib.get("transform")))
        st = style_of(el, inherited)
        tag = local(el.tag)
        scale = math.sqrt(abs(m[0] * m[3] - m[1] * m[2]))
        stroked = st.get("stroke", "none") != "none"
        fill = st.get("fill", "black")
        if tag == "circle":
            if fill != "none":
                c = apply(m, (float(el.attrib["cx"]), float(el.attrib["cy"])))
                atoms.append((c[0], c[1], float(el.attrib["r"]) * scale, parse_colour(fill)))
        elif tag == "line" and stroked:
            p = (float(el.attrib["x1"]), float(el.attrib["y1"]))
            q = (float(el.attrib["x2"]), float(el.attrib["y2"]))
            segments.append((apply(m, p), apply(m, q)))
        elif tag == "polyline" and stroked:
            v = [float(x) for x in re.split(r"[\s,]+", el.attrib["points"].strip())]
            pts = list(zip(v[0::2], v[1::2]))
            segments.extend((apply(m, a), apply(m, b)) for a, b in zip(pts, pts[1:]))
        elif tag == "path":
            circle, pieces = path_geometry(el.attrib["d"])
            if circle and fill != "none":
                c = apply(m, circle[0])
                atoms.append((c[0], c[1], circle[1] * scale, parse_colour(fill)))
            if stroked:
                segments.extend((apply(m, a), apply(m, b)) for a, b in pieces)
        for child in el:
            visit(child, m, st)

    visit(root, IDENTITY, {})
    return atoms, segments


# --- judging ------------------------------------------------------------------------------------

class Judgement:
    def __init__(self):
        self.verdict = None
        self.reasons = []      # why it fails
        self.unclear = []      # where the verdict would hinge on an exact tolerance


def graph_of(svg_text, j):
    atoms, segments = read(svg_text)
    centres = [(a[0], a[1]) for a in atoms]
    nn = [min(math.dist(c, d) for k, d in enumerate(centres) if k != i) for i, c in enumerate(centres)]
    bond = statistics.median(nn)
    g = nx.Graph()
    for i, (x, y, r, rgb) in enumerate(atoms):
        if rgb is None:
            cls = None
            j.unclear.append(f"atom {i}: unreadable colour")
        else:
            cls, dist = colour_class(rgb)
            if dist > UNKNOWN_COLOUR:
                cls = None
            if NEAR_COLOUR < dist < FAR_COLOUR:
                j.unclear.append(f"atom {i}: colour {dist:.3f} from the palette")
        g.add_node(i, cls=cls)
    dangling = 0
    for s, seg in enumerate(segments):
        ends = []
        for p in seg:
            d = sorted((math.dist(p, (a[0], a[1])) - a[2], k) for k, a in enumerate(atoms))
            (d0, k0), d1 = d[0], (d[1][0] if len(d) > 1 else math.inf)
            if d0 <= CLEAR_IN * bond and d1 > CLEAR_OUT * bond:
                ends.append(k0)
            elif d0 > CLEAR_OUT * bond:
                ends.append(None)
            else:
                j.unclear.append(f"segment {s}: end {p} is {d0:.2f} beyond its nearest atom's edge, "
                                 f"{d1:.2f} beyond the next (bond {bond:.2f})")
                ends.append(k0 if d0 <= SNAP * bond else None)
        if None in ends:
            dangling += 1
            continue
        a, b = ends
        if a == b:
            j.unclear.append(f"segment {s}: both ends on atom {a}")
            continue
        if g.has_edge(a, b):
            g[a][b]["order"] += 1
        else:
            g.add_edge(a, b, order=1)
    return g, dangling


def judge(reference_svg, answer_svg, bond_order=False):
    j = Judgement()
    ref, ref_dangling = graph_of(reference_svg, j)
    if ref_dangling or j.unclear:
        raise ValueError(f"reference unclear: {j.unclear}")
    try:
        g, dangling = graph_of(answer_svg, j)
    except ET.ParseError as e:
        j.verdict = "invalid"
        j.reasons.append(f"not well-formed: {e}")
        return j
    if dangling:
        j.reasons.append(f"{dangling} line(s) with a dangling end")
    if any(g.nodes[n]["cls"] is None for n in g):
        j.reasons.append("an atom in no palette colour")
    em = (lambda a, b: a["order"] == b["order"]) if bond_order else None
    if not nx.is_isomorphic(ref, g, node_match=lambda a, b: a["cls"] == b["cls"], edge_match=em):
        j.reasons.append(f"graph differs ({ref.number_of_nodes()}/{ref.number_of_edges()} reference "
                         f"atoms/bonds, {g.number_of_nodes()}/{g.number_of_edges()} drawn)")
    j.verdict = "fail" if j.reasons else "pass"
    return j
