#!/usr/bin/env python3
"""Compares the EPS support cases' snapshots with what Ghostscript draws.

Each case (<case>.eps) is run by Ghostscript into a PDF cropped to its bounding box, as the
published chain does it:

    gs -q -dNOPAUSE -dBATCH -dSAFER -dEPSCrop -sDEVICE=pdfwrite -o case.pdf case.eps
    pdf2svg case.pdf case.svg 1

The first page's SVG is in bp with y down from the top of the box Ghostscript cropped to (its
%%HiResBoundingBox when there is one, else its %%BoundingBox; with neither in the header, as
with `(atend)`, Ghostscript does not crop and the page is its default paper). A point (x, y)
of the SVG is the page point (llx + x, ury - y), and the reader's Scene has it at
(llx + x, ury_reader - (ury - y)): the same point when the reader flips against the box
Ghostscript cropped to (then x_scene = x + llx, y_scene = y). Every item of <case>.expected
is matched with the drawn path nearest to it (../page_compare.py, shared with the TikZ
cases' pdflatex comparison); stroke widths and colours that differ are named, and each text's
anchor is compared with its first glyph's origin.

Dev only (CI has no Ghostscript): /usr/bin/python3 compare_ghostscript.py [case ...] [--keep DIR]
Prints, per case, each Scene item's distance to Ghostscript's path, the paths Ghostscript drew
that no item stands for, text against the glyphs, and Ghostscript's error with the line and
column of the token it had just read (Ghostscript's "Current file position").
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

GS = ["gs", "-q", "-dNOPAUSE", "-dBATCH", "-dSAFER", "-dEPSCrop", "-sDEVICE=pdfwrite", "-o", "case.pdf", "case.eps"]
NUMBER = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?"


# --- the bounding boxes -------------------------------------------------------------------

def boxes(eps):
    """The boxes of the DSC comments, as the reader and as Ghostscript read them:
    (hires, first integer box anywhere (the reader takes a trailer's after `(atend)`),
    the integer box of the header (what Ghostscript's -dEPSCrop sees))."""
    hires = box = header_box = None
    in_header = True
    for line in eps.splitlines():
        if in_header and not line.startswith("%"):
            in_header = False
        for key in ("%%HiResBoundingBox:", "%%BoundingBox:"):
            if not line.startswith(key):
                continue
            v = re.findall(NUMBER, line[len(key):])
            if len(v) != 4 or not re.fullmatch(r"\s*(?:%s\s+){3}%s\s*" % (NUMBER, NUMBER), line[len(key):]):
                continue
            b = tuple(float(x) for x in v)
            if b[2] <= b[0] or b[3] <= b[1]:
                continue
            if key == "%%HiResBoundingBox:":
                hires = hires or b
            else:
                box = box or b
                if in_header:
                    header_box = header_box or b
    return hires, box, header_box


def svg_size(svg_path):
    text = open(svg_path).read(2000)
    m = re.search(r'viewBox="0 0 (%s) (%s)"' % (NUMBER, NUMBER), text)
    return float(m.group(1)), float(m.group(2))


# --- Ghostscript's errors -----------------------------------------------------------------

def line_column(text, offset):
    """Line and column (1-based) of the token that ends at or just before `offset`."""
    end = max(0, min(offset, len(text)))
    while end > 0 and text[end - 1] in " \t\r\n":
        end -= 1
    start = end
    if start > 0 and text[start - 1] in "[]{}":
        start -= 1  # a token of its own
    while start > 0 and text[start - 1] not in " \t\r\n()<>[]{}/%":
        start -= 1
    if start > 0 and text[start - 1] == "/":
        start -= 1
    line = text.count("\n", 0, start) + 1
    return line, start - (text.rfind("\n", 0, start) + 1) + 1


def gs_errors(output, eps):
    out = []
    position = re.search(r"Current file position is (\d+)", output)
    for m in re.finditer(r"Error: (/\S+) in (.*)", output):
        where = ""
        if position:
            where = " after the token at %d:%d" % line_column(eps, int(position.group(1)))
        out.append("%s in %s%s" % (m.group(1), m.group(2).strip(), where))
    return out


# --- one case -----------------------------------------------------------------------------

def compare(slug, keep=None):
    eps = open(os.path.join(HERE, slug + ".eps")).read()
    expected = open(os.path.join(HERE, slug + ".expected")).read()
    work = tempfile.mkdtemp(prefix="eps-" + slug + "-")
    try:
        shutil.copy(os.path.join(HERE, slug + ".eps"), os.path.join(work, "case.eps"))
        print("== %s" % slug)
        try:
            run = subprocess.run(GS, cwd=work, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=60)
        except subprocess.TimeoutExpired:
            print("   Ghostscript did not finish in 60 s")
            return None
        output = run.stdout.decode("utf-8", "replace")
        for e in gs_errors(output, eps):
            print("   Ghostscript error: %s" % e)
        page = pdf_page(work)
        if page is None:
            return None
        paths, glyphs, _ = page
        width, height = svg_size(os.path.join(work, "case.svg"))
        if keep:
            shutil.copy(os.path.join(work, "case.svg"), os.path.join(keep, slug + ".svg"))
            shutil.copy(os.path.join(work, "case.pdf"), os.path.join(keep, slug + ".pdf"))
    finally:
        shutil.rmtree(work, ignore_errors=True)

    hires, box, header_box = boxes(eps)
    reader_ury = (hires or box or (0, 0, 0, 0))[3]
    crop = None
    for b in (hires, header_box):
        if b and abs(b[2] - b[0] - width) < 0.01 and abs(b[3] - b[1] - height) < 0.01:
            crop = b
            break
    if crop is None:
        crop = (0, 0, width, height)
        print("   Ghostscript did not crop: its %gx%g page" % (width, height))
    llx, ury = crop[0], crop[3]
    return compare_page(expected, paths, glyphs, lambda q: (q[0] + llx, q[1] - ury + reader_ury), 1.0, "bp",
                        anchors=True)


if __name__ == "__main__":
    run_cases(sys.argv[1:], HERE, ".eps", compare)
