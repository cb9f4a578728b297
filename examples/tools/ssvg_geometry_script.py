#!/usr/bin/env python3
# -*- coding: utf-8 -*-
# SSVG-Bench's published Pattern-1 geometry evaluation (appendix F.1, Figures 23-30), as
# printed, joined into one importable module: Figures 23-27's parse_svg_file, then Figures
# 28-30's evaluation. What joining changed: Figure 28's `from parse_svg_file import
# parse_svg_file` is dropped (the function is in this file), `import argparse` (used by
# main, missing from the listing) is added, and the paper's line numbers are removed.
# Where the printed listing is evidently garbled, its intent is followed, and each such
# place is marked "INTENT:"; these are the same readings core/read/formats/published/
# script_svg.cpp takes:
# - parse_segments' loop body is indented under `for elem in root.iter()` (the listing
#   puts safe_float and the if-chain after the loop);
# - the path pattern's backslashes, lost in print, are restored: [-+]?\d*\.?\d+(?:\.\d+)?
# - parse_transform iterates t_re (which gains the argument group its m.group(2) needs)
#   over the attribute, and splits arguments on commas and whitespace ([,\s]+);
# - match_ellipses' `else: return False` belongs to `if best_iou >= iou_thresh`.
# Its skewX/skewY matrices and everything else are kept as printed.
# examples/tools/run_ssvg_geometry_script.py runs main() on every geometry example answer.

import re
import math
import sys
import random
import argparse
import xml.etree.ElementTree as ET


def tag(elem):
    """Return the tag name without namespace."""
    return elem.tag.split('}')[1]


def parse_segments(root, filter_class=None):
    """
    Decompose line, polygon, polyline, path, and rect elements into line segments.
    If filter_class is specified, only elements that have that class attribute are used.
    Returns: [ ((x1, y1), (x2, y2)), ... ]
    """
    segs = []

    def ok_class(elem):
        if filter_class is None:
            return True
        return filter_class in elem.get('class', '').split()

    def safe_float(value):
        try:
            return float(value)
        except (TypeError, ValueError):
            return 0.0

    for elem in root.iter():  # INTENT: the body below is the loop's
        t = tag(elem)

        if t == 'line' and ok_class(elem):
            x1 = safe_float(elem.get('x1', 0))
            y1 = safe_float(elem.get('y1', 0))
            x2 = safe_float(elem.get('x2', 0))
            y2 = safe_float(elem.get('y2', 0))
            segs.append(((x1, y1), (x2, y2)))

        elif t == 'polygon' and ok_class(elem):
            pts = re.split(r'[,\s]+', elem.get('points', '').strip())
            coords = [float(v) for v in pts if v]
            pts_list = list(zip(coords[0::2], coords[1::2]))
            for i in range(len(pts_list)):
                segs.append((pts_list[i], pts_list[(i + 1) % len(pts_list)]))

        elif t == 'polyline' and ok_class(elem):
            pts = re.split(r'[,\s]+', elem.get('points', '').strip())
            coords = [float(v) for v in pts if v]
            pts_list = list(zip(coords[0::2], coords[1::2]))
            for i in range(len(pts_list) - 1):
                segs.append((pts_list[i], pts_list[i + 1]))

        elif t == 'path' and ok_class(elem):
            d = elem.get('d', '')
            tokens = re.findall(r'[ML]|[-+]?\d*\.?\d+(?:\.\d+)?', d)  # INTENT: backslashes
            cur = None
            i = 0
            while i < len(tokens):
                tok = tokens[i]
                if tok == 'M':
                    cur = (float(tokens[i + 1]), float(tokens[i + 2]))
                    i += 3
                elif tok == 'L' and cur is not None:
                    nxt = (float(tokens[i + 1]), float(tokens[i + 2]))
                    segs.append((cur, nxt))
                    cur = nxt
                    i += 3
                else:
                    i += 1

        elif t == 'rect' and ok_class(elem):
            x = float(elem.get('x', '0'))
            y = float(elem.get('y', '0'))
            w = float(elem.get('width', '0'))
            h = float(elem.get('height', '0'))
            p1 = (x, y)
            p2 = (x + w, y)
            p3 = (x + w, y + h)
            p4 = (x, y + h)
            segs.extend([(p1, p2), (p2, p3), (p3, p4), (p4, p1)])

    return segs


def parse_circles(root, filter_class=None):
    """
    Extract circle elements. If filter_class is specified, filter by that class.
    Returns: [ ((cx, cy), r), ... ]
    """
    circls = []
    for elem in root.iter():
        if tag(elem) == 'circle':
            cls = elem.get('class', '').split()
            if filter_class is None or filter_class in cls:
                cx = float(elem.get('cx', 0))
                cy = float(elem.get('cy', 0))
                r = float(elem.get('r', 0))
                circls.append(((cx, cy), r))
    return circls


def parse_ellipses(root, filter_class=None):
    """
    Extract ellipse elements. Supports translate / rotate / scale / matrix in the transform attribute.
    Returns: [ ((cx, cy), rx, ry, angle_deg), ... ]
    """
    ellipses = []
    # Tokenizer for transform attribute
    t_re = re.compile(r'(matrix|translate|rotate|scale|skewX|skewY)\s*\(([^\)]+)\)', re.I)  # INTENT: group 2

    def mult(A, B):
        """3x3 matrix multiplication A @ B."""
        return [
            [
                A[0][0] * B[0][0] + A[0][1] * B[1][0] + A[0][2] * B[2][0],
                A[0][0] * B[0][1] + A[0][1] * B[1][1] + A[0][2] * B[2][1],
                A[0][0] * B[0][2] + A[0][1] * B[1][2] + A[0][2] * B[2][2],
            ],
            [
                A[1][0] * B[0][0] + A[1][1] * B[1][0] + A[1][2] * B[2][0],
                A[1][0] * B[0][1] + A[1][1] * B[1][1] + A[1][2] * B[2][1],
                A[1][0] * B[0][2] + A[1][1] * B[1][2] + A[1][2] * B[2][2],
            ],
            [0, 0, 1],
        ]

    def mat_translate(tx, ty=0.0):
        return [[1, 0, tx], [0, 1, ty], [0, 0, 1]]

    def mat_rotate(angle_deg, cx=0.0, cy=0.0):
        a = math.radians(angle_deg)
        c = math.cos(a)
        s = math.sin(a)
        # Affine transform including rotation around center (cx, cy)
        return mult(
            mult(mat_translate(cx, cy), [[c, -s, 0], [s, c, 0], [0, 0, 1]]),
            mat_translate(-cx, -cy),
        )

    def mat_scale(sx, sy=None):
        if sy is None:
            sy = sx
        return [[sx, 0, 0], [0, sy, 0], [0, 0, 1]]

    def mat_skewx(a_deg):
        t = math.tan(math.radians(a_deg))
        # Note: SVG skewX corresponds to x' = x + tan(ax) * y
        return [[1, math.tan(0), 0], [t, 1, 0], [0, 0, 1]]

    def mat_skewy(a_deg):
        t = math.tan(math.radians(a_deg))
        # Note: SVG skewY corresponds to y' = y + tan(ay) * x
        return [[1, t, 0], [math.tan(0), 1, 0], [0, 0, 1]]

    def mat_matrix(a, b, c, d, e, f):
        # SVG: [x', y'] = [a c e; b d f; 0 0 1] [x, y, 1]^T
        return [[a, c, e], [b, d, f], [0, 0, 1]]

    def parse_transform(txt):
        """Compose transform string from left to right (SVG applies transforms in that order)."""
        M = [[1, 0, 0], [0, 1, 0], [0, 0, 1]]
        for m in t_re.finditer(txt or ''):  # INTENT: the pattern, not the text, iterates
            name = m.group(1).lower()
            parts = [float(v) for v in re.split(r'[,\s]+', m.group(2).strip()) if v]  # INTENT: \s
            if name == 'matrix' and len(parts) == 6:
                Mi = mat_matrix(*parts)
            elif name == 'translate':
                Mi = mat_translate(parts[0], parts[1] if len(parts) > 1 else 0.0)
            elif name == 'rotate':
                if len(parts) >= 3:
                    Mi = mat_rotate(parts[0], parts[1], parts[2])
                else:
                    Mi = mat_rotate(parts[0])
            elif name == 'scale':
                Mi = mat_scale(parts[0], parts[1] if len(parts) > 1 else None)
            elif name == 'skewx':
                Mi = mat_skewx(parts[0])
            elif name == 'skewy':
                Mi = mat_skewy(parts[0])
            else:
                continue
            M = mult(M, Mi)
        return M

    def apply_affine(M, x, y):
        """Apply 3x3 affine matrix to point (x, y)."""
        return (
            M[0][0] * x + M[0][1] * y + M[0][2],
            M[1][0] * x + M[1][1] * y + M[1][2],
        )

    def decompose_axes(Mlin, rx, ry):
        """
        Linear part of ellipse transform: A = Mlin @ diag(rx, ry)
        Major/minor axis lengths = sqrt(eigenvalues of A A^T),
        orientation angle = angle of the principal eigenvector.
        """
        a, c = Mlin[0][0], Mlin[0][1]
        b, d = Mlin[1][0], Mlin[1][1]
        arx, cry = a * rx, c * ry
        brx, dry = b * rx, d * ry
        p = arx * arx + cry * cry
        q = brx * brx + dry * dry
        r = arx * brx + cry * dry
        trace = p + q
        diff = p - q
        disc = math.hypot(diff, 2 * r)
        lam1 = 0.5 * (trace + disc)
        lam2 = 0.5 * (trace - disc)
        R1 = math.sqrt(max(lam1, 0.0))
        R2 = math.sqrt(max(lam2, 0.0))
        angle = 0.5 * math.atan2(2 * r, diff) if (abs(r) + abs(diff)) > 0 else 0.0
        return R1, R2, math.degrees(angle)

    # --- Main loop ---
    for elem in root.iter():
        if tag(elem) == 'ellipse':
            cls = elem.get('class', '').split()
            if filter_class is not None and filter_class not in cls:
                continue
            cx = float(elem.get('cx', 0.0))
            cy = float(elem.get('cy', 0.0))
            rx = float(elem.get('rx', 0.0))
            ry = float(elem.get('ry', 0.0))
            M = parse_transform(elem.get('transform', ''))
            cx_t, cy_t = apply_affine(M, cx, cy)
            Mlin = [[M[0][0], M[0][1]], [M[1][0], M[1][1]]]
            if rx == 0.0 and ry == 0.0:
                R1 = R2 = 0.0
                angle_deg = 0.0
            else:
                R1, R2, angle_deg = decompose_axes(Mlin, rx, ry)
            ellipses.append(((cx_t, cy_t), R1, R2, angle_deg))
        elif tag(elem) == 'circle' and elem.get('transform', '') != '':
            cls = elem.get('class', '').split()
            if filter_class is not None and filter_class not in cls:
                continue
            cx = float(elem.get('cx', 0.0))
            cy = float(elem.get('cy', 0.0))
            rx = float(elem.get('r', 0.0))
            ry = float(elem.get('r', 0.0))
            M = parse_transform(elem.get('transform', ''))
            cx_t, cy_t = apply_affine(M, cx, cy)
            Mlin = [[M[0][0], M[0][1]], [M[1][0], M[1][1]]]
            if rx == 0.0 and ry == 0.0:
                R1 = R2 = 0.0
                angle_deg = 0.0
            else:
                R1, R2, angle_deg = decompose_axes(Mlin, rx, ry)
            ellipses.append(((cx_t, cy_t), R1, R2, angle_deg))
    return ellipses


def parse_svg_file(path, filter_class=None):
    root = ET.parse(path).getroot()
    segs = parse_segments(root, filter_class)
    circs = parse_circles(root, filter_class)
    ells = parse_ellipses(root, filter_class)
    return segs, circs, ells


def dist_point_to_segment(pt, a, b):
    """Distance between point `pt` and segment `ab`"""
    x, y = pt; x1, y1 = a; x2, y2 = b
    dx, dy = x2-x1, y2-y1
    if dx == 0 and dy == 0:
        return math.hypot(x-x1, y-y1)
    t = ((x-x1)*dx + (y-y1)*dy) / (dx*dx + dy*dy)
    t = max(0.0, min(1.0, t))
    proj = (x1 + t*dx, y1 + t*dy)
    return math.hypot(x-proj[0], y-proj[1])


def match_segments(gt_segs, out_segs, tol=1e1):
    """Check whether each segment in ground truth matches any segment in output"""
    for p1, p2 in gt_segs:
        ok = False
        for q1, q2 in out_segs:
            if dist_point_to_segment(p1, q1, q2) <= tol and \
               dist_point_to_segment(p2, q1, q2) <= tol:
                ok = True
                break
        if not ok:
            return False
    return True


def circle_iou(c1, r1, c2, r2):
    """Calculate IoU (Intersection over Union) of two circles"""
    d = math.hypot(c1[0]-c2[0], c1[1]-c2[1])
    if d >= r1 + r2:
        return 0.0
    if d <= abs(r1 - r2):
        return (min(r1, r2)**2) / (max(r1, r2)**2)
    r1_sq, r2_sq = r1**2, r2**2
    alpha = math.acos((d*d + r1_sq - r2_sq) / (2*d*r1))
    beta = math.acos((d*d + r2_sq - r1_sq) / (2*d*r2))
    inter = (r1_sq*alpha + r2_sq*beta -
             0.5*math.sqrt((-d+r1+r2)*(d+r1-r2)*(d-r1+r2)*(d+r1+r2)))
    union = math.pi*(r1_sq + r2_sq) - inter
    return inter / union


def match_circles(gt_circls, out_circls, tol_center=1e1, tol_r=1e1):
    """
    Match each ground-truth circle by maximizing IoU and
    filter by center distance and radius difference
    """
    unmatched = list(out_circls)
    for c_gt, r_gt in gt_circls:
        if not unmatched:
            return False
        # find best IoU
        best_i, best_iou = 0, circle_iou(c_gt, r_gt, unmatched[0][0], unmatched[0][1])
        for i, (c_out, r_out) in enumerate(unmatched[1:], start=1):
            iou = circle_iou(c_gt, r_gt, c_out, r_out)
            if iou > best_iou:
                best_iou, best_i = iou, i
        c_out, r_out = unmatched[best_i]
        dc = math.hypot(c_gt[0]-c_out[0], c_gt[1]-c_out[1])
        if dc <= tol_center and abs(r_gt-r_out) <= tol_r:
            unmatched.pop(best_i)
        else:
            return False
    return True


def ellipse_iou(e1, e2, samples=2000):
    """Compute approximate IoU for two rotated ellipses by Monte Carlo sampling"""
    def inside(pt, ell):
        (cx, cy), rx, ry, angle = ell
        rad = math.radians(-angle)
        cosA = math.cos(rad); sinA = math.sin(rad)
        dx, dy = pt[0]-cx, pt[1]-cy
        x = dx*cosA - dy*sinA
        y = dx*sinA + dy*cosA
        return x*x/(rx*rx) + y*y/(ry*ry) <= 1

    def bbox(ell):
        (cx, cy), rx, ry, angle = ell
        rad = math.radians(angle)
        cosA = math.cos(rad); sinA = math.sin(rad)
        w = abs(rx*cosA) + abs(ry*sinA)
        h = abs(rx*sinA) + abs(ry*cosA)
        return (cx-w, cy-h, cx+w, cy+h)

    b1 = bbox(e1); b2 = bbox(e2)
    minx = min(b1[0], b2[0]); miny = min(b1[1], b2[1])
    maxx = max(b1[2], b2[2]); maxy = max(b1[3], b2[3])
    area_box = (maxx-minx)*(maxy-miny)
    cnt1 = cnt2 = cnt_both = 0
    for _ in range(samples):
        x = random.uniform(minx, maxx)
        y = random.uniform(miny, maxy)
        in1 = inside((x, y), e1)
        in2 = inside((x, y), e2)
        if in1: cnt1 += 1
        if in2: cnt2 += 1
        if in1 and in2: cnt_both += 1
    if cnt1+cnt2-cnt_both == 0:
        return 0.0
    area_inter = cnt_both/samples * area_box
    area_union = (cnt1+cnt2-cnt_both)/samples * area_box
    return area_inter / area_union


def match_ellipses(gt_ells, out_ells, iou_thresh=0.95):
    """Match each ground-truth ellipse by maximizing IoU; pass if above threshold"""
    unmatched = list(out_ells)
    for gt in gt_ells:
        if not unmatched:
            return False
        best_i, best_iou = 0, ellipse_iou(gt, unmatched[0])
        for i, out in enumerate(unmatched[1:], start=1):
            iou = ellipse_iou(gt, out)
            if iou > best_iou:
                best_iou, best_i = iou, i
        if best_iou >= iou_thresh:
            unmatched.pop(best_i)
        else:  # INTENT: the else of the if above
            return False
    return True


def merge_collinear_segments(segments, angle_tol=math.radians(5)):
    """Merge segments that share an endpoint and are almost collinear"""
    merged = []
    thresh = -math.cos(angle_tol)
    n = len(segments)
    for i in range(n):
        u, v = segments[i]
        for j in range(i+1, n):
            w, x = segments[j]
            shared = None
            if u == w:
                shared, p1, p2 = u, v, x
            elif u == x:
                shared, p1, p2 = u, v, w
            elif v == w:
                shared, p1, p2 = v, u, x
            elif v == x:
                shared, p1, p2 = v, u, w
            else:
                continue
            vec1 = (p1[0]-shared[0], p1[1]-shared[1])
            vec2 = (p2[0]-shared[0], p2[1]-shared[1])
            n1 = math.hypot(*vec1); n2 = math.hypot(*vec2)
            if n1 == 0 or n2 == 0:
                continue
            cos_ang = (vec1[0]*vec2[0] + vec1[1]*vec2[1]) / (n1*n2)
            if cos_ang <= thresh:
                merged.append((p1, p2))
    return merged


def main():
    p = argparse.ArgumentParser(description="SVG Output Evaluation Script")
    p.add_argument('ground_truth', help="File path of ground-truth SVG")
    p.add_argument('llm_output', help="File path of LLM-generated SVG")
    args = p.parse_args()

    try:
        gt_segs, gt_circls, gt_ells = parse_svg_file(args.ground_truth, filter_class='output_object')
        out_segs, out_circls, out_ells = parse_svg_file(args.llm_output)
    except Exception:
        print("0")
        sys.exit(0)
    out_segs.extend(merge_collinear_segments(out_segs))

    # Matching
    stage1 = match_segments(gt_segs, out_segs)
    stage2 = match_circles(gt_circls, out_circls)
    stage3 = match_ellipses(gt_ells, out_ells)

    print("1" if (stage1 and stage2 and stage3) else "0")

if __name__ == '__main__':
    main()
