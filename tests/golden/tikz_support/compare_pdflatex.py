#!/usr/bin/env python3
"""Compares the TikZ support cases' snapshots with what TeX draws.

Each case (<case>.tex) is compiled with pdflatex (a bare picture inside
\\documentclass[tikz,border=0pt]{standalone} with the libraries the cases use; a whole
document as it is) and converted with pdf2svg. An invisible marker from (0,0) to (1pt,0),
drawn first in the picture with `reset cm`, gives the picture's origin on the page, so
every path pdf2svg wrote is turned into the Scene's frame (pt, y down). Then every item of
<case>.expected is matched with the drawn path nearest to it, and every node text with the
glyphs around it (../page_compare.py, shared with the EPS cases' Ghostscript comparison).

Dev only (CI has no TeX): python3 compare_pdflatex.py [case ...] [--keep DIR]
Prints, per case, each Scene item's distance to TeX's path, the paths TeX drew that no item
stands for, text boxes against the glyphs' ink, and TeX's errors (line numbers of the case).
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from page_compare import compare_page, pdf_page, run_cases  # noqa: E402  (tests/golden/page_compare.py)

K = 72.27 / 72  # pt per bp
LIBRARIES = ("calc,intersections,positioning,arrows.meta,shapes.geometric,decorations.pathmorphing,"
             "decorations.pathreplacing,angles,quotes")
MARKER = r"\draw[reset cm, draw={rgb,255:red,1;green,2;blue,3}, line width=0.01pt] (0pt,0pt) -- (1pt,0pt);"


# --- the case as TeX compiles it ---------------------------------------------------------

def document(tex):
    """The text pdflatex compiles, and how many lines were put before the case's first."""
    m = re.search(r"\\begin\{tikzpicture\}", tex)
    if not m:
        raise SystemExit("no tikzpicture")
    at = m.end()
    rest = tex[at:]
    skip = len(rest) - len(rest.lstrip(" \t"))
    if rest[skip:skip + 1] == "[":
        depth, i = 0, skip
        while i < len(rest):
            depth += {"[": 1, "]": -1}.get(rest[i], 0)
            i += 1
            if depth == 0:
                break
        at += i
    tex = tex[:at] + MARKER + tex[at:]
    if "\\documentclass" in tex:
        return tex, 0
    head = ("\\documentclass[tikz,border=0pt]{standalone}\n\\usetikzlibrary{" + LIBRARIES + "}\n"
            "\\begin{document}\n")
    return head + tex + "\n\\end{document}\n", 3


def tex_errors(log, shift):
    out = []
    lines = log.splitlines()
    for i, line in enumerate(lines):
        if line.startswith("! ") and line.strip() != "!  ==> Fatal error occurred, no output PDF file produced!":
            where = ""
            for follow in lines[i + 1:i + 12]:
                m = re.match(r"l\.(\d+)", follow)
                if m:
                    where = " at case line %d" % (int(m.group(1)) - shift)
                    break
            out.append(line[2:] + where)
    return out


# --- one case -----------------------------------------------------------------------------

def compare(slug, keep=None):
    tex = open(os.path.join(HERE, slug + ".tex")).read()
    expected = open(os.path.join(HERE, slug + ".expected")).read()
    text, shift = document(tex)
    work = tempfile.mkdtemp(prefix="tikz-" + slug + "-")
    try:
        with open(os.path.join(work, "case.tex"), "w") as f:
            f.write(text)
        print("== %s" % slug)
        try:
            subprocess.run(["pdflatex", "-interaction=nonstopmode", "case.tex"], cwd=work,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=30)
        except subprocess.TimeoutExpired:
            print("   TeX did not finish in 30 s (a loop that does not end?)")
            return None
        log = open(os.path.join(work, "case.log"), errors="replace").read()
        for e in tex_errors(log, shift):
            print("   TeX error: %s" % e)
        page = pdf_page(work)
        if page is None:
            return None
        paths, glyphs, _ = page
        if keep:
            shutil.copy(os.path.join(work, "case.svg"), os.path.join(keep, slug + ".svg"))
            shutil.copy(os.path.join(work, "case.tex"), os.path.join(keep, slug + ".tex"))
    finally:
        shutil.rmtree(work, ignore_errors=True)

    marker = next((p for p in paths if p["stroke"] == "#010203"), None)
    if not marker:
        print("   no origin marker in the PDF")
        return None
    tx, ty = marker["m"][4], marker["m"][5]
    paths = [p for p in paths if p is not marker]
    return compare_page(expected, paths, glyphs, lambda q: ((q[0] - tx) * K, (q[1] - ty) * K), K)


if __name__ == "__main__":
    run_cases(sys.argv[1:], HERE, ".tex", compare)
