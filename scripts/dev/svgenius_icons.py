#!/usr/bin/python3
"""Dev only (CI does not need it): SVGenius's 300 bug-fixing icons drawn back.

Each icon (the ground truth of one of SVGenius's bug-fixing tasks, with the PNG the
benchmark rendered of it) is read into a Scene and drawn back by the core's writer
(`plumb draw svg`); rsvg-convert rasterises that at the PNG's size, and the two rasters
are compared: a pixel differs when a channel (0-255, both flattened on white) is off by
more than 64, and an icon is drawn faithfully when under 1% of its pixels differ (the
render test's tolerance, tests/browser/resvg-render.test.mjs). The icon itself through
rsvg-convert is measured the same way, as the yardstick.

    /usr/bin/python3 scripts/dev/svgenius_icons.py [--mirror DIR] [--plumb build/plumb] [--list]

DIR is a checkout or mirror of https://github.com/ZJU-REAL/SVGenius (Apache-2.0); the
default is where the `fetch` tool puts it. Needs librsvg2-bin (rsvg-convert) and python3-numpy.
"""
import argparse
import json
import os
import struct
import subprocess
import sys
import tempfile
import zlib

import numpy   # Debian's python3-numpy

LEVELS = [("easy", "easy_svg_errors_dataset"), ("medium", "medium_svg_errors_dataset"),
          ("hard", "hard_errors_dataset")]
CHANNEL, SHARE = 64, 0.01


def git_show(mirror, path):
    return subprocess.run(["git", "-C", mirror, "show", f"HEAD:{path}"], check=True,
                          capture_output=True).stdout


def decode_png(data):
    """(width, height, rows of RGBA bytes) of an 8-bit, non-interlaced PNG."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, palette, trns = 8, b"", None, None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", body)
        elif kind == b"PLTE":
            palette = body
        elif kind == b"tRNS":
            trns = body
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    assert depth == 8 and interlace == 0, f"unsupported PNG (depth {depth}, interlace {interlace})"
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[color]
    raw, stride = zlib.decompress(idat), width * channels
    rows, prev = [], bytearray(stride)
    for y in range(height):
        f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b, c = prev[i], prev[i - channels] if i >= channels else 0
            if f == 0: break
            if f == 1: line[i] = (line[i] + a) & 255
            elif f == 2: line[i] = (line[i] + b) & 255
            elif f == 3: line[i] = (line[i] + ((a + b) >> 1)) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        prev = line
        if color == 6: rows.append(bytes(line))
        elif color == 2: rows.append(b"".join(bytes(line[i:i + 3]) + b"\xff" for i in range(0, stride, 3)))
        elif color == 0: rows.append(b"".join(bytes([v, v, v, 255]) for v in line))
        elif color == 4: rows.append(b"".join(bytes([line[i]] * 3 + [line[i + 1]]) for i in range(0, stride, 2)))
        else:
            rows.append(b"".join(palette[3 * v:3 * v + 3] + bytes([trns[v] if trns and v < len(trns) else 255])
                                 for v in line))
    return width, height, rows


def on_white(rows):
    """The pixels as an (height, width, 3) array flattened on white."""
    rgba = numpy.frombuffer(b"".join(rows), dtype=numpy.uint8).reshape(len(rows), -1, 4).astype(numpy.int32)
    alpha = rgba[:, :, 3:4]
    return (rgba[:, :, :3] * alpha + 255 * (255 - alpha)) // 255


def differing_share(a, b):
    if a.shape != b.shape:
        return 1.0
    return float((numpy.abs(a - b).max(axis=2) > CHANNEL).mean())


def rasterise(svg_bytes, width, height, tmp):
    path = os.path.join(tmp, "in.svg")
    with open(path, "wb") as f:
        f.write(svg_bytes)
    png = subprocess.run(["rsvg-convert", "-w", str(width), "-h", str(height), path], capture_output=True)
    if png.returncode != 0:
        return None
    return on_white(decode_png(png.stdout)[2])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mirror", default="/work/.mirror/ZJU-REAL+SVGenius/repo")
    ap.add_argument("--plumb", default="build/plumb")
    ap.add_argument("--list", action="store_true", help="print every icon's shares")
    args = ap.parse_args()
    # The tasks name their icons with spaces where the repository's files have underscores.
    files = subprocess.run(["git", "-C", args.mirror, "ls-tree", "-r", "-z", "--name-only", "HEAD", "src/data"],
                           check=True, capture_output=True).stdout.decode().split("\0")
    by_name = {f.replace(" ", "_"): f for f in files if f}
    icons = []
    for level, name in LEVELS:
        for entry in json.loads(git_show(args.mirror, f"src/tasks/editing/bug_fixion/{name}.json")):
            base = by_name["src/" + entry["svg_path"].replace("../../../", "").replace(" ", "_")]
            icons.append((level, base, base[:-4] + ".png"))
    counts = {"drawn back": 0, "rsvg-convert": 0}
    unfaithful = []
    with tempfile.TemporaryDirectory() as tmp:
        for level, svg_path, png_path in icons:
            svg = git_show(args.mirror, svg_path)
            width, height, rows = decode_png(git_show(args.mirror, png_path))
            truth = on_white(rows)
            drawn = subprocess.run([args.plumb, "draw", "svg", "-"], input=svg, capture_output=True).stdout
            shares = {}
            for label, text in (("drawn back", drawn), ("rsvg-convert", svg)):
                raster = rasterise(text, width, height, tmp)
                shares[label] = differing_share(raster, truth) if raster is not None else 1.0
                if shares[label] < SHARE:
                    counts[label] += 1
            if shares["drawn back"] >= SHARE:
                unfaithful.append((svg_path, shares["drawn back"]))
            if args.list:
                print(f"{level}\t{os.path.basename(svg_path)}\t{shares['drawn back']:.4f}\t{shares['rsvg-convert']:.4f}")
    n = len(icons)
    for label, c in counts.items():
        print(f"{label}: {c} of {n} faithful ({100 * c / n:.1f}%)")
    for path, share in unfaithful:
        print(f"  not faithful: {path} ({100 * share:.2f}% of pixels differ)")


if __name__ == "__main__":
    sys.exit(main())
