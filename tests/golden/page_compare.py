"""Comparing a reader's golden snapshot with the page a real toolchain drew.

Shared by tikz_support/compare_pdflatex.py (pdflatex) and eps_support/compare_ghostscript.py
(Ghostscript): both turn the case into a PDF, convert it with pdf2svg, and hand this module
the SVG's paths and glyphs with the map from the SVG's coordinates into the Scene's frame.
Every item of <case>.expected is then matched with the drawn path nearest to it (symmetric
Hausdorff distance over both, sampled every 0.25 units), and every text with the glyphs
around it.
"""
import math
import os
import re
import subprocess
import xml.etree.ElementTree as ET

SVG = "{http://www.w3.org/2000/svg}"
XLINK = "{http://www.w3.org/1999/xlink}"


# --- SVG paths --------------------------------------------------------------------------

def parse_transform(text):
    if not text:
        return (1, 0, 0, 1, 0, 0)
    m = re.match(r"matrix\(([^)]*)\)", text)
    return tuple(float(v) for v in re.split(r"[ ,]+", m.group(1).strip()))


def apply(m, p):
    a, b, c, d, e, f = m
    return (a * p[0] + c * p[1] + e, b * p[0] + d * p[1] + f)


def cubic(p0, p1, p2, p3, t):
    u = 1 - t
    return (u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
            u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1])


def sample_cubic(p0, p1, p2, p3, step=0.25):
    length = dist(p0, p1) + dist(p1, p2) + dist(p2, p3)
    n = max(2, min(400, int(length / step) + 1))
    return [cubic(p0, p1, p2, p3, k / n) for k in range(1, n + 1)]


def sample_line(p0, p1, step=0.25):
    n = max(1, min(400, int(dist(p0, p1) / step) + 1))
    return [(p0[0] + (p1[0] - p0[0]) * k / n, p0[1] + (p1[1] - p0[1]) * k / n) for k in range(1, n + 1)]


def path_points(d, m, close=False):
    """Sampled points of SVG path data (cairo writes M, L, C, Z, absolute); with close, every
    subpath is closed as a fill closes it."""
    tokens = re.findall(r"[MLCZ]|-?[\d.]+(?:e-?\d+)?", d)
    pts, i, cur, start = [], 0, None, None
    while i < len(tokens):
        cmd = tokens[i]
        i += 1
        if cmd == "Z":
            if cur and start:
                pts += sample_line(cur, start)
                cur = start
            continue
        args = []
        n = {"M": 2, "L": 2, "C": 6}[cmd]
        while i < len(tokens) and tokens[i] not in "MLCZ":
            args.append(float(tokens[i]))
            i += 1
        for k in range(0, len(args), n):
            q = [apply(m, (args[k + j], args[k + j + 1])) for j in range(0, n, 2)]
            if cmd == "M":
                cur = start = q[0]
                if pts:
                    pts.append(None)
                pts.append(cur)
            elif cmd == "L":
                pts += sample_line(cur, q[0])
                cur = q[0]
            else:
                pts += sample_cubic(cur, q[0], q[1], q[2])
                cur = q[2]
    # A subpath that is one point (TikZ's "M centre Z" after a line ended at a node) draws nothing.
    out, sub = [], []
    for q in pts + [None]:
        if q is not None:
            sub.append(q)
            continue
        if sub and any(dist(sub[0], r) > 1e-6 for r in sub):
            if close:
                sub += sample_line(sub[-1], sub[0])
            out += ([None] if out else []) + sub
        sub = []
    return out


def style_of(el):
    out = {}
    for part in (el.get("style") or "").split(";"):
        if ":" in part:
            k, v = part.split(":", 1)
            out[k.strip()] = v.strip()
    return out


def css_colour(text):
    if not text or text == "none":
        return "none"
    m = re.match(r"rgb\(([\d.]+)%,([\d.]+)%,([\d.]+)%\)", text)
    if m:
        return "#" + "".join("%02x" % round(float(v) * 2.55) for v in m.groups())
    return text


def run_cases(argv, folder, suffix, compare):
    """The comparison scripts' command line: [--keep DIR] [case ...], every case of the
    folder (files ending in `suffix`) when none is named; compare(slug, keep) each."""
    keep = None
    if "--keep" in argv:
        i = argv.index("--keep")
        keep = argv[i + 1]
        os.makedirs(keep, exist_ok=True)
        argv = argv[:i] + argv[i + 2:]
    slugs = argv or sorted(f[:-len(suffix)] for f in os.listdir(folder) if f.endswith(suffix))
    for slug in slugs:
        compare(slug, keep)


def pdf_page(work):
    """pdf2svg's page of `work`/case.pdf as svg_drawing reads it, with the SVG's path; None
    (and why, printed) when there is no PDF or pdf2svg cannot read it."""
    if not os.path.exists(os.path.join(work, "case.pdf")):
        print("   no PDF")
        return None
    subprocess.run(["pdf2svg", "case.pdf", "case.svg", "1"], cwd=work, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, timeout=120)
    svg = os.path.join(work, "case.svg")
    if not os.path.exists(svg):
        print("   pdf2svg could not read the PDF")
        return None
    paths, glyphs = svg_drawing(svg)
    return paths, glyphs, svg


def svg_drawing(svg_path):
    """The paths pdf2svg wrote (path data, transform, paint, width) and the glyphs it placed
    (ink box, fill, origin on the baseline), in the SVG's coordinates."""
    root = ET.parse(svg_path).getroot()
    glyph_boxes = {}
    for sym in root.iter(SVG + "symbol"):
        pts = []
        for p in sym.iter(SVG + "path"):
            if p.get("d"):
                pts += path_points(p.get("d"), (1, 0, 0, 1, 0, 0))
        if pts:
            glyph_boxes[sym.get("id")] = box_of(pts)
    paths, glyphs = [], []

    def walk(el, inherited_fill):
        tag = el.tag.replace(SVG, "")
        if tag in ("defs", "clipPath", "symbol", "mask"):
            return
        st = style_of(el)
        fill = st.get("fill", inherited_fill)
        if tag == "path" and el.get("d"):
            paths.append({"d": el.get("d"), "m": parse_transform(el.get("transform")),
                          "stroke": css_colour(st.get("stroke", "none")), "fill": css_colour(st.get("fill", "none")),
                          "stroke_opacity": st.get("stroke-opacity"), "width": st.get("stroke-width")})
        if tag == "use":
            ref = el.get(XLINK + "href", "")[1:]
            if ref in glyph_boxes:
                x, y = float(el.get("x", 0)), float(el.get("y", 0))
                b = glyph_boxes[ref]
                glyphs.append(((b[0] + x, b[1] + y, b[2] + x, b[3] + y), css_colour(fill), (x, y)))
        for child in el:
            walk(child, fill)

    walk(root, "none")
    return paths, glyphs


# --- the snapshot's items -----------------------------------------------------------------

NUM = r"-?[\d.]+"
PT = r"\((" + NUM + r"),(" + NUM + r")\)"


def ellipse_point(c, rx, ry, rot, t):
    ct, st, cr, sr = math.cos(t), math.sin(t), math.cos(rot), math.sin(rot)
    x, y = rx * ct, ry * st
    return (c[0] + x * cr - y * sr, c[1] + x * sr + y * cr)


def sample_ellipse(c, rx, ry, rot, t0=0.0, dt=2 * math.pi):
    n = max(8, min(720, int(abs(dt) * max(rx, ry) / 0.25) + 1))
    return [ellipse_point(c, rx, ry, rot, t0 + dt * k / n) for k in range(n + 1)]


def floats(text):
    return [float(v) for v in re.findall(r"(?<![A-Za-z\d.])-?\d+(?:\.\d+)?", text)]


def item_points(geometry):
    kind = geometry.split(" ", 1)[0]
    if kind == "segment":
        v = floats(geometry)
        return [(v[0], v[1])] + sample_line((v[0], v[1]), (v[2], v[3]))
    if kind == "circle":
        v = floats(geometry)
        return sample_ellipse((v[0], v[1]), v[2], v[2], 0)
    if kind == "ellipse":
        v = floats(geometry)
        return sample_ellipse((v[0], v[1]), v[2], v[3], math.radians(v[4]))
    if kind == "path":
        body = geometry.split(":", 1)[1]
        pts, cur = [], None
        for m in re.finditer(r"([MLCQA])([^MLCQAZ]*)", body):
            cmd, v = m.group(1), floats(m.group(2))
            if cmd == "M":
                cur = (v[0], v[1])
                if pts:
                    pts.append(None)
                pts.append(cur)
            elif cmd == "L":
                pts += sample_line(cur, (v[0], v[1]))
                cur = (v[0], v[1])
            elif cmd == "C":
                pts += sample_cubic(cur, (v[0], v[1]), (v[2], v[3]), (v[4], v[5]))
                cur = (v[4], v[5])
            elif cmd == "Q":
                c1 = (cur[0] + 2 / 3 * (v[0] - cur[0]), cur[1] + 2 / 3 * (v[1] - cur[1]))
                c2 = (v[2] + 2 / 3 * (v[0] - v[2]), v[3] + 2 / 3 * (v[1] - v[3]))
                pts += sample_cubic(cur, c1, c2, (v[2], v[3]))
                cur = (v[2], v[3])
            else:  # A c=(cx,cy) r=(rx,ry) rot=deg t0=deg dt=deg to (x,y)
                cx, cy, rx, ry, rot, t0, dt, x, y = v
                pts += sample_ellipse((cx, cy), rx, ry, math.radians(rot), math.radians(t0), math.radians(dt))
                cur = (x, y)
        if geometry.rstrip().endswith("Z") and pts:
            start = pts[max(i for i, p in enumerate([None] + pts) if p is None):][0]
            pts += sample_line(cur, start)
        return pts
    return None


def snapshot_items(text):
    items = []
    for line in text.splitlines():
        m = re.match(r"item (\d+) (\S+) (\S+)((?: depth \d+)?(?: transformed)?) (.*?) \| (.*)$", line)
        if not m:
            continue
        index, element, where, _, geometry, style = m.groups()
        st = dict(re.findall(r"(stroke|fill|width) (\S+)", style))
        items.append({"index": int(index), "element": element, "where": where, "geometry": geometry,
                      "stroke": st.get("stroke", "none").split("/")[0], "fill": st.get("fill", "none").split("/")[0],
                      "width": float(st.get("width", "0"))})
    return items


# --- distances ----------------------------------------------------------------------------

def dist(a, b):
    return math.hypot(a[0] - b[0], a[1] - b[1])


def box_of(pts):
    pts = [p for p in pts if p is not None]
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return (min(xs), min(ys), max(xs), max(ys))


def segments(pts):
    """Consecutive pairs of a sampled polyline; None in the list breaks it (a new subpath)."""
    out = []
    for a, b in zip(pts, pts[1:]):
        if a is not None and b is not None:
            out.append((a, b))
    return out


def point_segment(p, s):
    (ax, ay), (bx, by) = s
    dx, dy = bx - ax, by - ay
    l2 = dx * dx + dy * dy
    t = 0 if l2 == 0 else max(0, min(1, ((p[0] - ax) * dx + (p[1] - ay) * dy) / l2))
    return math.hypot(p[0] - ax - t * dx, p[1] - ay - t * dy)


def directed(a, b, cell=2.0):
    """How far the points a lie from the polyline b at most (b's pieces are short)."""
    grid = {}
    for s in segments(b):
        m = ((s[0][0] + s[1][0]) / 2, (s[0][1] + s[1][1]) / 2)
        grid.setdefault((int(m[0] // cell), int(m[1] // cell)), []).append(s)
    if not grid:
        return float("inf")
    worst = 0.0
    for p in a:
        if p is None:
            continue
        gx, gy = int(p[0] // cell), int(p[1] // cell)
        best = None
        for r in range(0, 200):
            for i in range(gx - r, gx + r + 1):
                for j in range(gy - r, gy + r + 1):
                    if max(abs(i - gx), abs(j - gy)) != r:
                        continue
                    for q in grid.get((i, j), ()):
                        d = point_segment(p, q)
                        if best is None or d < best:
                            best = d
            if best is not None and best <= (r - 1) * cell:
                break
        if best is None:
            return float("inf")
        worst = max(worst, best)
    return worst


def is_small(box):
    return max(box[2] - box[0], box[3] - box[1]) < 8


def lower_bound(inner, outer):
    """A lower bound of directed(inner points, outer points) from their boxes."""
    return max(0, outer[0] - inner[0], outer[1] - inner[1], inner[2] - outer[2], inner[3] - outer[3])




# --- one page -----------------------------------------------------------------------------

def compare_page(expected, paths, glyphs, to_scene, scale, unit="pt", anchors=False):
    """Prints how far each item of the snapshot text `expected` lies from the drawn path
    nearest to it, what was drawn that no item stands for, stroke widths and colours that
    differ, and how each text sits on its glyphs; returns the worst distance.

    paths and glyphs are svg_drawing's, to_scene maps an SVG point into the Scene's frame and
    scale is Scene units per SVG unit (for widths). With anchors, each text's anchor is also
    compared with its first glyph's origin (where a reader puts text at the current point)."""
    for p in paths:
        for role in ("stroke", "fill"):
            pts = path_points(p["d"], p["m"], close=role == "fill")
            p[role + "_pts"] = [None if q is None else to_scene(q) for q in pts]
        p["pts"] = p["stroke_pts"]
        p["box"] = box_of(p["pts"]) if p["pts"] else (0, 0, 0, 0)
        p["items"] = {"stroke": [], "fill": []}
    worst = 0.0
    texts = []
    for item in snapshot_items(expected):
        if item["geometry"].startswith("text "):
            texts.append(item)
            continue
        pts = item_points(item["geometry"])
        if not pts:
            continue
        ibox = box_of(pts)
        for role in ("stroke", "fill"):
            if item[role] == "none":
                continue
            best, best_path = float("inf"), None
            for p in paths:
                if p[role] == "none" or not p["pts"] or lower_bound(ibox, p["box"]) >= min(best, 20):
                    continue
                d = directed(pts, p[role + "_pts"])
                if d < best:
                    best, best_path = d, p
            notes = ""
            if best_path:
                # Arrow tips: TikZ shortens a line under its tip, which reaches the end point.
                tips = [q for t in paths if t is not best_path and t["pts"] and is_small(t["box"])
                        for q in [None] + t["pts"]]
                if tips and best > 0.05:
                    best = min(best, directed(pts, best_path[role + "_pts"] + [None] + tips))
                best_path["items"][role].append(pts)
                if best_path[role] != item[role]:
                    notes += "  colour %s, drawn %s" % (item[role], best_path[role])
                if role == "stroke" and best_path["width"] is not None:
                    a, b, c, d = best_path["m"][:4]
                    drawn = float(best_path["width"]) * math.sqrt(abs(a * d - b * c)) * scale
                    if abs(drawn - item["width"]) > 0.01:
                        notes += "  width %g, drawn %.3f" % (item["width"], drawn)
            worst = max(worst, best)
            print("   item %-3d %-8s %-6s %s  %s%s" % (item["index"], item["element"], role,
                                                      "%.3f%s" % (best, unit) if best < 1e9 else "no path",
                                                      item["geometry"][:70], notes))
    # What was drawn that the items do not cover.
    for p in paths:
        if not p["pts"]:
            continue
        b = p["box"]
        for role in ("stroke", "fill"):
            if p[role] == "none":
                continue
            mine = [q for pts in p["items"][role] for q in [None] + pts]
            if not mine:
                small = is_small(b)
                print("   drawn %s with no item%s: box (%.2f,%.2f)-(%.2f,%.2f) %s" % (
                    role, " (small: an arrow tip?)" if small else "", b[0], b[1], b[2], b[3], p[role]))
                continue
            d = directed(p[role + "_pts"], mine)
            worst = max(worst, d)
            if d > 0.05:
                print("   drawn %s box (%.2f,%.2f)-(%.2f,%.2f) is %.3f%s from its items" % (
                    role, b[0], b[1], b[2], b[3], d, unit))
    # Text: each glyph goes to the nearest text box; the ink is compared with the box.
    boxes = []
    for t in texts:
        v = floats(t["geometry"].split(" at ", 1)[1])
        if len(v) >= 7:
            boxes.append((t, (v[3], v[4], v[5], v[6]), []))
        else:  # no box (empty text)
            boxes.append((t, (v[0], v[1], v[0], v[1]), []))
    stray = 0
    for (x0, y0, x1, y1), _, origin in glyphs:
        (gx0, gy0), (gx1, gy1) = to_scene((x0, y0)), to_scene((x1, y1))
        g = (min(gx0, gx1), min(gy0, gy1), max(gx0, gx1), max(gy0, gy1), to_scene(origin))
        c = ((g[0] + g[2]) / 2, (g[1] + g[3]) / 2)
        best, owner = None, None
        for entry in boxes:
            b = entry[1]
            d = math.hypot(max(b[0] - c[0], 0, c[0] - b[2]), max(b[1] - c[1], 0, c[1] - b[3]))
            if best is None or d < best:
                best, owner = d, entry
        if owner is None or best > 15:
            stray += 1
        else:
            owner[2].append(g)
    for t, b, gs in boxes:
        if not gs:
            print("   text %-3d no glyphs near %s" % (t["index"], t["geometry"][:60]))
            continue
        ink = (min(g[0] for g in gs), min(g[1] for g in gs), max(g[2] for g in gs), max(g[3] for g in gs))
        dc = math.hypot((ink[0] + ink[2]) / 2 - (b[0] + b[2]) / 2, (ink[1] + ink[3]) / 2 - (b[1] + b[3]) / 2)
        where = ""
        if anchors:
            # The first glyph's origin against the anchor, past the advance of leading spaces
            # (which draw no glyph) as the reader's box gives it.
            first = min(gs, key=lambda g: (g[4][0], g[4][1]))[4]
            content = re.match(r'text "((?:[^"\\]|\\.)*)"', t["geometry"]).group(1)
            v = floats(t["geometry"].split(" at ", 1)[1])
            lead = (len(content) - len(content.lstrip(" "))) * (b[2] - b[0]) / max(1, len(content))
            where = "anchor off by %.2f%s, " % (math.hypot(first[0] - v[0] - lead, first[1] - v[1]), unit)
        print("   text %-3d %scentre off by %.2f%s, ink %.1fx%.1f vs box %.1fx%.1f  %s" % (
            t["index"], where, dc, unit, ink[2] - ink[0], ink[3] - ink[1], b[2] - b[0], b[3] - b[1],
            t["geometry"][:50]))
    if stray:
        print("   %d glyphs far from every text item" % stray)
    print("   worst item distance %.3f%s" % (worst, unit))
    return worst
