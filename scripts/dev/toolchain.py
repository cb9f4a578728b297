#!/usr/bin/env python3
"""A corpus through the published pipeline's real toolchain (dev only): the harness the
TikZ and EPS drivers share (scripts/dev/tikz_toolchain.py, scripts/dev/eps_toolchain.py).

A driver names its drawings (`corpus()`: id, source file, task file or '') and turns one
into pdf2svg's page (`compile_page(text)`: the SVG, or None when the toolchain stops).
The harness extracts each answer's drawing as Plumbline does, keeps the page in
tests/toolchain/<format>/pages/<id>.svg and records in tests/toolchain/<format>/pipeline.tsv,
per file, whether it compiled and, for task answers whose task has a reference in the
same format, what the published appendix-F script prints for the answer's page against
the reference's page.

The script cannot be run on pdf2svg's output literally (see
core/read/formats/published/published.hpp: pdf2svg writes only paths, strokes under their
own transform, no classes), so `normalise_page` takes the one reading under which the
published TikZ and EPS numbers can exist, the same model Plumbline's published reading
implements, but here on the real page: each path's transform applied, circles and
ellipses (closed paths of four curves: TikZ's, and Ghostscript's `0 360 arc`) written as
<circle>/<ellipse>, a path of one straight piece as a <line>, other paths kept with their
commands, red paint marked class="output_object" (the reference's added elements), the
colour as the fill attribute. The verbatim scripts (examples/tools/ssvg_*_script.py)
then judge the normalised pages.
"""
import json
import math
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PLUMB = os.path.join(ROOT, "build", "plumb")
sys.path.insert(0, os.path.join(ROOT, "examples", "tools"))
import ssvg_geometry_script as geometry_script  # noqa: E402
import run_ssvg_geometry_script  # noqa: E402
try:
    import ssvg_molecule_script as molecule_script  # noqa: E402  (needs networkx)
except ImportError:
    molecule_script = None

SVG_NS = "http://www.w3.org/2000/svg"


def example_answers(folder, prefix):
    """(id, answer, task) for every answer of every task under examples/<folder>."""
    rows = []
    base = os.path.join(ROOT, "examples", folder)
    if not os.path.isdir(base):
        return rows
    for task in sorted(os.listdir(base)):
        answers = os.path.join(base, task, "answers")
        if not os.path.isdir(answers):
            continue
        for name in sorted(os.listdir(answers)):
            rows.append((f"{prefix}{task}/{name[:-4]}", os.path.join(answers, name), os.path.join(base, task, "task.json")))
    return rows


def files_in(folder, suffix, prefix):
    """(id, file, '') for every file with the suffix in a folder (relative to the root)."""
    base = os.path.join(ROOT, folder)
    if not os.path.isdir(base):
        return []
    return [(f"{prefix}{name[:-len(suffix)]}", os.path.join(base, name), "")
            for name in sorted(os.listdir(base)) if name.endswith(suffix)]


def molecule_references(filename):
    """(id, file, '') for every molecule example's reference in one format."""
    molecules = os.path.join(ROOT, "examples", "molecule")
    return [(f"molecule/{task}/reference", os.path.join(molecules, task, filename), "")
            for task in sorted(os.listdir(molecules)) if os.path.isfile(os.path.join(molecules, task, filename))]


def convert(name, text, *commands):
    """pdf2svg's page of `text` written to `name` in a fresh folder after `commands` (each
    an argv list, run there: the compiler writing d.pdf), or None when any of them fails."""
    with tempfile.TemporaryDirectory() as tmp:
        with open(os.path.join(tmp, name), "w", encoding="utf-8") as f:
            f.write(text)
        try:
            for argv in (*commands, ["pdf2svg", "d.pdf", "d.svg"]):
                subprocess.run(argv, cwd=tmp, capture_output=True, timeout=120, check=True)
        except (subprocess.CalledProcessError, subprocess.TimeoutExpired):
            return None
        with open(os.path.join(tmp, "d.svg"), encoding="utf-8") as f:
            return f.read()


def drawing_of(source, task, fmt):
    """The drawing's text: the file itself, or what Plumbline extracts from an answer."""
    if not task:
        with open(source, encoding="utf-8") as f:
            return f.read()
    report = json.loads(subprocess.run([PLUMB, "check", task, source, "--no-timings", "--report", "full"], check=True,
                                       capture_output=True, text=True).stdout)
    extracted = report.get("extracted") or {}
    return extracted.get("text") if extracted.get("format") == fmt else None


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
    """(centre, a, b) when the path is a circle or an ellipse drawn as four curves: M, four
    C back to the start, Z or not (Ghostscript leaves out a fill's closing Z)."""
    letters = "".join(c for c, _ in cmds)
    if letters not in ("MCCCC", "MCCCCZ") and not letters.startswith("MCCCCZ"):
        return None
    pts = [tuple(cmds[0][1][0:2])] + [tuple(cmds[k][1][4:6]) for k in range(1, 5)]
    # pdfTeX and Ghostscript write coordinates to about 0.004bp: 0.02bp keeps 1.5pt atoms.
    if math.hypot(pts[4][0] - pts[0][0], pts[4][1] - pts[0][1]) > 0.02:
        return None
    c = ((pts[0][0] + pts[2][0]) / 2, (pts[0][1] + pts[2][1]) / 2)
    c2 = ((pts[1][0] + pts[3][0]) / 2, (pts[1][1] + pts[3][1]) / 2)
    if math.hypot(c[0] - c2[0], c[1] - c2[1]) > 0.02 + 1e-3 * math.hypot(pts[0][0] - c[0], pts[0][1] - c[1]):
        return None
    return c, (pts[0][0] - c[0], pts[0][1] - c[1]), (pts[1][0] - c[0], pts[1][1] - c[1])


def red(paint):
    return paint.replace(" ", "") in ("rgb(100%,0%,0%)",)


_parents = {}


def ancestors(root, elem):
    if id(root) not in _parents:
        _parents.clear()
        _parents[id(root)] = {c: p for p in root.iter() for c in p}
    parents = _parents[id(root)]
    while elem in parents:
        elem = parents[elem]
        yield elem


def normalise_page(svg_text):
    root = ET.fromstring(svg_text)
    out = [f'<svg xmlns="{SVG_NS}">']
    for elem in root.iter(f"{{{SVG_NS}}}path"):
        if any(p.tag.endswith("clipPath") or p.tag.endswith("symbol") for p in ancestors(root, elem)):
            continue   # clip outlines and glyphs: not drawn primitives
        st = style_of(elem)
        m = matrix_of(elem)
        cmds = [(c, [v for pair in zip(*[iter(args)] * 2) for v in apply(m, *pair)]) for c, args in path_commands(elem.get("d", ""))]
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


def run_script(module, reference_page, answer_page):
    """What the script prints for the two pages (the runner's harness, shared)."""
    return run_ssvg_geometry_script.run_script(reference_page, answer_page, module)


def main(fmt, corpus, compile_page, argv):
    """Compiles the corpus and writes tests/toolchain/<fmt>/pipeline.tsv and pages/.
    `--only SUBSTRING` recompiles the matching drawings and keeps the other rows."""
    only = argv[argv.index("--only") + 1] if "--only" in argv else ""
    out_dir = os.path.join(ROOT, "tests", "toolchain", fmt)
    pages = os.path.join(out_dir, "pages")
    os.makedirs(pages, exist_ok=True)
    reference_pages = {}
    rows = []
    everything = corpus()
    order = [ident for ident, _, _ in everything]
    for ident, source, task in everything:
        if only and only not in ident:
            continue
        text = drawing_of(source, task, fmt)
        if text is None:
            continue
        page = compile_page(text)
        page_file = ident.replace("/", "__") + ".svg"
        script = "-"
        if page is not None:
            with open(os.path.join(pages, page_file), "w", encoding="utf-8") as f:
                f.write(page)
            if task:
                with open(task, encoding="utf-8") as f:
                    t = json.load(f)
                module = geometry_script if t.get("domain") == "geometry" else molecule_script
                if t.get("reference_format") == fmt and module is not None:
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
    tsv = os.path.join(out_dir, "pipeline.tsv")
    if only and os.path.isfile(tsv):   # a partial run updates its rows and keeps the others
        with open(tsv, encoding="utf-8") as f:
            kept = [tuple(line.rstrip("\n").split("\t")) for line in f.readlines()[1:]]
        done = {r[0] for r in rows}
        rows = sorted([r for r in kept if r[0] not in done] + rows, key=lambda r: order.index(r[0]) if r[0] in order else len(order))
    with open(tsv, "w", encoding="utf-8") as f:
        f.write("id\tsource\ttask\tcompiled\tpage\tscript\n")
        for row in rows:
            f.write("\t".join(row) + "\n")
    print(f"{len(rows)} drawings; {sum(r[3] == 'ok' for r in rows)} compiled")
