#!/usr/bin/env python3
"""The TikZ corpus through the published pipeline's real toolchain (dev only).

For every TikZ drawing in the corpus (the TikZ example answers and references, the TikZ
support-table cases), this compiles it as SSVG-Bench does (pdflatex on a standalone page,
cropped to the picture) and converts the PDF with pdf2svg. The page goes to
tests/toolchain/tikz/pages/<id>.svg; tests/toolchain/tikz/pipeline.tsv records, per file,
whether it compiled and, for task answers whose task has a TikZ reference, what the
published appendix-F script prints for the answer's page against the reference's page.

The script cannot be run on pdf2svg's output literally (see
core/src/formats/published/published.hpp: pdf2svg writes only paths, strokes under their
own transform, no classes), so `normalise_page` takes the one reading under which the
published TikZ numbers can exist, the same model Plumbline's published reading
implements, but here on the real page: each path's transform applied, TikZ's circles and
ellipses (closed paths of four curves) written as <circle>/<ellipse>, a path of one
straight piece as a <line>, other paths kept with their commands, red paint marked
class="output_object" (the reference's added elements), the colour as the fill attribute.
The verbatim scripts (examples/tools/ssvg_*_script.py) then judge the normalised pages.

usage: python3 scripts/dev/tikz_toolchain.py [--only SUBSTRING]
"""
import contextlib
import io
import json
import math
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "tests", "toolchain", "tikz")
PLUMB = os.path.join(ROOT, "build", "plumb")
sys.path.insert(0, os.path.join(ROOT, "examples", "tools"))
import ssvg_geometry_script as geometry_script  # noqa: E402
import run_ssvg_geometry_script  # noqa: E402
try:
    import ssvg_molecule_script as molecule_script  # noqa: E402  (needs networkx)
except ImportError:
    molecule_script = None

PREAMBLE = ("\\documentclass{standalone}\n\\usepackage{tikz}\n"
            "\\usetikzlibrary{calc,intersections,arrows.meta,positioning,shapes.geometric}\n")
SVG_NS = "http://www.w3.org/2000/svg"


def corpus():
    """(id, source path, task path or '') for every TikZ drawing, in a stable order."""
    rows = []
    for folder in ("tikz", "tikz-molecule"):
        tikz = os.path.join(ROOT, "examples", folder)
        for task in sorted(os.listdir(tikz)):
            answers = os.path.join(tikz, task, "answers")
            if not os.path.isdir(answers):
                continue
            prefix = "" if folder == "tikz" else "tikz-molecule/"
            for name in sorted(os.listdir(answers)):
                rows.append((f"{prefix}{task}/{name[:-4]}", os.path.join(answers, name), os.path.join(tikz, task, "task.json")))
    molecules = os.path.join(ROOT, "examples", "molecule")
    for task in sorted(os.listdir(molecules)):
        ref = os.path.join(molecules, task, "reference.tex")
        if os.path.isfile(ref):
            rows.append((f"molecule/{task}/reference", ref, ""))
    support = os.path.join(ROOT, "tests", "golden", "tikz_support")
    if os.path.isdir(support):
        for name in sorted(os.listdir(support)):
            if name.endswith(".tex"):
                rows.append((f"support/{name[:-4]}", os.path.join(support, name), ""))
    return rows


def drawing_of(source, task):
    """The TikZ text: the file itself, or what Plumbline extracts from an answer."""
    if not task:
        with open(source, encoding="utf-8") as f:
            return f.read()
    report = json.loads(subprocess.run([PLUMB, "check", task, source, "--no-timings"], check=True,
                                       capture_output=True, text=True).stdout)
    extracted = report.get("extracted") or {}
    return extracted.get("text") if extracted.get("format") == "tikz" else None


def document(tikz):
    """A whole document is compiled as it is; a bare picture gets a standalone preamble,
    with what precedes the picture (\\definecolor, \\usetikzlibrary) put in the preamble,
    as a wrapper would, so that it adds no spaces to the page."""
    if "\\documentclass" in tikz:
        return tikz
    at = tikz.find("\\begin{tikzpicture}")
    head, body = (tikz[:at], tikz[at:]) if at >= 0 else ("", "\\begin{tikzpicture}\n" + tikz + "\n\\end{tikzpicture}")
    return PREAMBLE + head + "\\begin{document}\n" + body + "\n\\end{document}\n"


def compile_page(tikz):
    """pdf2svg's page for the drawing, or None when pdflatex stops."""
    with tempfile.TemporaryDirectory() as tmp:
        with open(os.path.join(tmp, "d.tex"), "w", encoding="utf-8") as f:
            f.write(document(tikz))
        try:
            subprocess.run(["pdflatex", "-interaction=nonstopmode", "-halt-on-error", "d.tex"], cwd=tmp,
                           capture_output=True, timeout=120, check=True)
            subprocess.run(["pdf2svg", "d.pdf", "d.svg"], cwd=tmp, capture_output=True, timeout=60, check=True)
        except (subprocess.CalledProcessError, subprocess.TimeoutExpired):
            return None
        with open(os.path.join(tmp, "d.svg"), encoding="utf-8") as f:
            return f.read()


# --- the page, normalised for the scripts -------------------------------------------------

def style_of(elem):
    out = {}
    for part in elem.get("style", "").split(";"):
        if ":" in part:
            k, v = part.split(":", 1)
            out[k.strip()] = v.strip()
    return out


def matrix_of(elem):
    m = re.match(r"\s*matrix\(([^)]*)\)", elem.get("transform", ""))
    if not m:
        return (1, 0, 0, 1, 0, 0)
    return tuple(float(v) for v in re.split(r"[,\s]+", m.group(1).strip()))


def apply(m, x, y):
    a, b, c, d, e, f = m
    return (a * x + c * y + e, b * x + d * y + f)


def path_commands(d):
    """pdf2svg's path data: [(letter, [numbers])]; it writes absolute M, L, C, Z only."""
    out = []
    for letter, args in re.findall(r"([MLCZ])([^MLCZ]*)", d):
        out.append((letter, [float(v) for v in args.split()]))
    return out


def four_curve_conic(cmds):
    """(centre, a, b) when the path is TikZ's circle or ellipse: M, four C, Z."""
    letters = "".join(c for c, _ in cmds)
    if not letters.startswith("MCCCCZ"):
        return None
    pts = [tuple(cmds[0][1][0:2])] + [tuple(cmds[k][1][4:6]) for k in range(1, 4)]
    c = ((pts[0][0] + pts[2][0]) / 2, (pts[0][1] + pts[2][1]) / 2)
    c2 = ((pts[1][0] + pts[3][0]) / 2, (pts[1][1] + pts[3][1]) / 2)
    # pdfTeX writes coordinates to about 0.004bp: a tolerance of 0.02bp keeps 1.5pt atoms.
    if math.hypot(c[0] - c2[0], c[1] - c2[1]) > 0.02 + 1e-3 * math.hypot(pts[0][0] - c[0], pts[0][1] - c[1]):
        return None
    return c, (pts[0][0] - c[0], pts[0][1] - c[1]), (pts[1][0] - c[0], pts[1][1] - c[1])


def red(paint):
    return paint.replace(" ", "") in ("rgb(100%,0%,0%)",)


def normalise_page(svg_text):
    root = ET.fromstring(svg_text)
    out = [f'<svg xmlns="{SVG_NS}">']
    for elem in root.iter(f"{{{SVG_NS}}}path"):
        if any(p.tag.endswith("clipPath") or p.tag.endswith("symbol") for p in ancestors(root, elem)):
            continue   # clip outlines and glyphs: not drawn primitives
        st = style_of(elem)
        m = matrix_of(elem)
        cmds = [(c, [v for pair in zip(*[iter(args)] * 2) for v in apply(m, *pair)]) for c, args in path_commands(elem.get("d", ""))]
        paint = st.get("stroke", "none") if st.get("stroke", "none") != "none" else st.get("fill", "none")
        attrs = f' fill="{st.get("fill", "none")}" stroke="{st.get("stroke", "none")}"'
        if red(st.get("stroke", "none")) or red(st.get("fill", "none")):
            attrs += ' class="output_object"'
        conic = four_curve_conic(cmds)
        if conic:
            (cx, cy), a, b = conic
            ra, rb = math.hypot(*a), math.hypot(*b)
            if abs(ra - rb) <= 0.02 + 1e-3 * max(ra, rb):
                out.append(f'<circle cx="{cx:.6f}" cy="{cy:.6f}" r="{(ra + rb) / 2:.6f}"{attrs}/>')
            else:
                ang = math.degrees(math.atan2(a[1], a[0]))
                out.append(f'<ellipse cx="{cx:.6f}" cy="{cy:.6f}" rx="{ra:.6f}" ry="{rb:.6f}" '
                           f'transform="rotate({ang:.6f} {cx:.6f} {cy:.6f})"{attrs}/>')
            continue
        if [c for c, _ in cmds] == ["M", "L"]:
            (x1, y1), (x2, y2) = cmds[0][1], cmds[1][1]
            out.append(f'<line x1="{x1:.6f}" y1="{y1:.6f}" x2="{x2:.6f}" y2="{y2:.6f}"{attrs}/>')
            continue
        d = " ".join(c + " " + " ".join(f"{v:.6f}" for v in args) for c, args in cmds)
        out.append(f'<path d="{d}"{attrs}/>')
    out.append("</svg>")
    return "\n".join(out)


_parents = {}


def ancestors(root, elem):
    if id(root) not in _parents:
        _parents.clear()
        _parents[id(root)] = {c: p for p in root.iter() for c in p}
    parents = _parents[id(root)]
    while elem in parents:
        elem = parents[elem]
        yield elem


def run_script(module, reference_page, answer_page):
    """What the script prints for the two pages (the runner's harness, shared)."""
    return run_ssvg_geometry_script.run_script(reference_page, answer_page, module)


def main():
    only = sys.argv[sys.argv.index("--only") + 1] if "--only" in sys.argv else ""
    if not (shutil.which("pdflatex") and shutil.which("pdf2svg")):
        sys.exit("tikz_toolchain: needs pdflatex and pdf2svg (scripts/dev/tikz-toolchain.sh installs them)")
    pages = os.path.join(OUT, "pages")
    os.makedirs(pages, exist_ok=True)
    reference_pages = {}
    rows = []
    everything = corpus()
    order = [ident for ident, _, _ in everything]
    for ident, source, task in everything:
        if only and only not in ident:
            continue
        tikz = drawing_of(source, task)
        if tikz is None:
            continue
        page = compile_page(tikz)
        page_file = ident.replace("/", "__") + ".svg"
        script = "-"
        if page is not None:
            with open(os.path.join(pages, page_file), "w", encoding="utf-8") as f:
                f.write(page)
            if task:
                with open(task, encoding="utf-8") as f:
                    t = json.load(f)
                module = geometry_script if t.get("domain") == "geometry" else molecule_script
                if t.get("reference_format") == "tikz" and module is not None:
                    if task not in reference_pages:
                        ref_page = compile_page(t["reference"])
                        reference_pages[task] = normalise_page(ref_page) if ref_page else None
                    if reference_pages[task] is not None:
                        script = run_script(module, reference_pages[task], normalise_page(page))
        elif task:
            script = "0"   # a compile error: the published pipeline scores it 0
        rows.append((ident, os.path.relpath(source, ROOT), os.path.relpath(task, ROOT) if task else "",
                     "ok" if page is not None else "error", page_file if page is not None else "", script))
        print(f"{ident}: {rows[-1][3]} script={script}", file=sys.stderr)
    if only:   # a partial run updates its rows and keeps the others
        with open(os.path.join(OUT, "pipeline.tsv"), encoding="utf-8") as f:
            kept = [tuple(line.rstrip("\n").split("\t")) for line in f.readlines()[1:]]
        done = {r[0] for r in rows}
        rows = sorted([r for r in kept if r[0] not in done] + rows, key=lambda r: order.index(r[0]) if r[0] in order else len(order))
    with open(os.path.join(OUT, "pipeline.tsv"), "w", encoding="utf-8") as f:
        f.write("id\tsource\ttask\tcompiled\tpage\tscript\n")
        for row in rows:
            f.write("\t".join(row) + "\n")
    print(f"{len(rows)} drawings; {sum(r[3] == 'ok' for r in rows)} compiled")


if __name__ == "__main__":
    main()
