#!/usr/bin/env python3
"""How faithfully a reading draws what the real toolchain draws (dev only): the ink of a
reference page (pdf2svg's page of what pdflatex or Ghostscript made) against the ink of
Plumbline's reading drawn back by the core (`plumb draw`), as a boundary F-score.

    python3 scripts/dev/ink_fscore.py REF.svg OURS.svg [--ours-unit pt|bp] [--tolerance 2]

prints {"precision", "recall", "f", "dx", "dy", "scale"}; `fscore(ref_text, ours_text,
ours_unit)` is the same for importing drivers (scripts/dev/tikz_world.py, eps_world.py).

The rule, so figures from different drivers compare:
- Texts are left out of both: glyphs are fonts' business, not geometry (pdf2svg draws
  them as <use> of "#glyph..." symbols; the core's writer as <text>).
- Both are rasterised by rsvg-convert at the same scale, 4 pixels per bp unless the
  drawing is large (at most 2400 pixels a side; the scale is reported). The reference is
  in bp (PDF units); the reading in its scene's units: pt for TikZ (72/72.27 bp), bp for
  EPS.
- Ink is a pixel with alpha above 1/4; its boundary the ink pixels with a non-ink
  4-neighbour.
- The two are aligned by the translation that maximises the matched boundary (a page and
  a reading differ by where the page puts its origin), found by FFT correlation of each
  boundary with the other's tolerance zone; ties go to the shift where the boundaries
  coincide most.
- Both boundaries get a margin of the tolerance first, so one on a page's edge (a
  reading's frame is its ink's box) is matched on its far side as well.
- precision = share of the reading's boundary pixels within the tolerance (2 bp) of the
  reference's boundary, recall the reverse, F their harmonic mean. Both empty: F = 1; one
  empty: F = 0.
"""
import argparse
import io
import json
import os
import re
import subprocess
import sys
import tempfile

import numpy as np
from PIL import Image
from scipy import ndimage, signal

PX_PER_BP = 4.0
MAX_SIDE = 2400
PT_IN_BP = 72.0 / 72.27

GLYPH_USE = re.compile(r"<use\b[^>]*?(?:xlink:)?href=\"#glyph[^\"]*\"[^>]*?/>", re.S)
TEXT = re.compile(r"<text\b.*?</text>|<text\b[^>]*/>", re.S)
VIEWBOX = re.compile(r"viewBox=\"([^\"]+)\"")
SIZE = re.compile(r"<svg\b[^>]*?\bwidth=\"([0-9.]+)(pt|px|bp)?\"[^>]*?\bheight=\"([0-9.]+)(pt|px|bp)?\"", re.S)


def strip_texts(svg):
    return TEXT.sub("", GLYPH_USE.sub("", svg))


def extent(svg, unit_in_bp):
    """The drawing's width and height in bp: the viewBox (in the drawing's units)."""
    m = VIEWBOX.search(svg)
    if m:
        parts = [float(v) for v in re.split(r"[\s,]+", m.group(1).strip())]
        return parts[2] * unit_in_bp, parts[3] * unit_in_bp
    m = SIZE.search(svg)
    if m:
        return float(m.group(1)) * unit_in_bp, float(m.group(3)) * unit_in_bp
    raise ValueError("the SVG has neither a viewBox nor a width and height")


def rasterise(svg, width_px, height_px):
    with tempfile.NamedTemporaryFile("w", suffix=".svg", delete=False) as f:
        f.write(svg)
        name = f.name
    try:
        png = subprocess.run(["rsvg-convert", "-w", str(width_px), "-h", str(height_px), name],
                             capture_output=True, timeout=120, check=True).stdout
    finally:
        os.unlink(name)
    alpha = np.asarray(Image.open(io.BytesIO(png)).convert("RGBA"))[:, :, 3]
    return alpha > 64


def boundary(mask):
    if not mask.any():
        return mask
    inner = ndimage.binary_erosion(mask, structure=ndimage.generate_binary_structure(2, 1),
                                   border_value=0)
    return mask & ~inner


def zone(b, radius_px):
    """Pixels within radius_px of a boundary pixel."""
    if not b.any():
        return b.astype(float)
    return (ndimage.distance_transform_edt(~b) <= radius_px).astype(float)


def fscore(ref_text, ours_text, ours_unit="pt", tolerance_bp=2.0):
    unit = PT_IN_BP if ours_unit == "pt" else 1.0
    ref_svg, ours_svg = strip_texts(ref_text), strip_texts(ours_text)
    rw, rh = extent(ref_svg, 1.0)
    ow, oh = extent(ours_svg, unit)
    scale = min(PX_PER_BP, MAX_SIDE / max(rw, rh, ow, oh, 1e-9))
    ref = boundary(rasterise(ref_svg, max(1, round(rw * scale)), max(1, round(rh * scale))))
    ours = boundary(rasterise(ours_svg, max(1, round(ow * scale)), max(1, round(oh * scale))))
    nr, no = int(ref.sum()), int(ours.sum())
    if nr == 0 or no == 0:
        f = 1.0 if nr == no else 0.0
        return {"precision": f, "recall": f, "f": f, "dx": 0.0, "dy": 0.0, "scale": scale}
    radius = tolerance_bp * scale
    # A margin of the tolerance round both, so a boundary on a page's edge (the outermost
    # ink: a reading's frame is its ink's box) has its tolerance zone on the far side too.
    pad = int(np.ceil(radius)) + 1
    ref, ours = np.pad(ref, pad), np.pad(ours, pad)
    ref_zone, ours_zone = zone(ref, radius), zone(ours, radius)
    # matched(s) for the reading shifted by s: reading boundary in the reference's zone plus
    # reference boundary in the shifted reading's zone; both are full cross-correlations.
    a = signal.fftconvolve(ref_zone, ours[::-1, ::-1].astype(float), mode="full")
    b = signal.fftconvolve(ref.astype(float), ours_zone[::-1, ::-1], mode="full")
    # Ties (every shift within the tolerance matches as much) go to the shift where the
    # boundaries coincide most, so dx and dy say where the reading sits.
    exact = signal.fftconvolve(ref.astype(float), ours[::-1, ::-1].astype(float), mode="full")
    total = np.round(a + b) + 0.5 * np.clip(exact, 0, None) / (nr + no + 1)
    iy, ix = np.unravel_index(int(np.argmax(total)), total.shape)
    dy, dx = iy - (ours.shape[0] - 1), ix - (ours.shape[1] - 1)
    matched_ours, matched_ref = round(a[iy, ix]), round(b[iy, ix])
    precision, recall = min(1.0, matched_ours / no), min(1.0, matched_ref / nr)
    f = 0.0 if precision + recall == 0 else 2 * precision * recall / (precision + recall)
    return {"precision": round(precision, 4), "recall": round(recall, 4), "f": round(f, 4),
            "dx": round(dx / scale, 2), "dy": round(dy / scale, 2), "scale": round(scale, 4)}


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("reference")
    ap.add_argument("reading")
    ap.add_argument("--ours-unit", choices=["pt", "bp"], default="pt")
    ap.add_argument("--tolerance", type=float, default=2.0, help="in bp (default 2)")
    args = ap.parse_args(argv)
    with open(args.reference, encoding="utf-8") as f:
        ref = f.read()
    with open(args.reading, encoding="utf-8") as f:
        ours = f.read()
    print(json.dumps(fscore(ref, ours, args.ours_unit, args.tolerance)))


if __name__ == "__main__":
    main(sys.argv[1:])
