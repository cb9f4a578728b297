#!/usr/bin/env python3
"""The eps-world corpus (tests/corpus/eps-world/corpus.json.gz) measured against
Ghostscript (dev only; needs gs, pdf2svg, rsvg-convert and Debian's python3 with numpy,
scipy and PIL for scripts/dev/ink_fscore.py).

    /usr/bin/python3 scripts/dev/eps_world.py [--plumb build/plumb] [--only SUBSTRING] [--write]

Per file: Ghostscript's page (gs -dSAFER -dEPSCrop -sDEVICE=pdfwrite -dAutoRotatePages=/None,
then pdf2svg: without /None pdfwrite turns a page whose text runs mostly vertically, as
gnuplot's rotated tick labels do, by 90 degrees, which no reading is to follow; pages
and F-scores are cached under $EPS_WORLD_CACHE, default /tmp/eps-world-cache, by content),
Plumbline's reading (`plumb read eps`) and that reading drawn back (`plumb draw eps`), and
the boundary F-score of the two inks (ink_fscore.fscore, texts left out, 2 bp). Outcomes:
  read      the reading has no error (ok);
  faithful  F >= 0.90 against Ghostscript's page;
  right     read and faithful;
  refused   not read, with an error diagnostic saying why;
  flagged   read, F < 0.90, and a warning says the reading is not the page;
  silent    read, F < 0.90, and no warning: a silent misreading, the worst outcome;
  unmeasured  read, F not computed (--cached-only, for a quick complete table).
Files Ghostscript itself cannot draw (it stops with an error) are right when Plumbline
refuses them too. --write records tests/corpus/eps-world/outcomes.tsv (the CI test,
tests/js/eps-world.test.mjs, holds each file to its row) and prints the tables.
"""
import argparse
import gzip
import hashlib
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ink_fscore  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
CORPUS = os.path.join(ROOT, "tests", "corpus", "eps-world", "corpus.json.gz")
OUTCOMES = os.path.join(ROOT, "tests", "corpus", "eps-world", "outcomes.tsv")
CACHE = os.environ.get("EPS_WORLD_CACHE", "/tmp/eps-world-cache")
FAITHFUL = 0.90
GS_TAG = b"autorotate-none\0"


def load():
    with gzip.open(CORPUS, "rt", encoding="utf-8") as f:
        return json.load(f)["files"]


def ghostscript_page(data, work):
    """pdf2svg's page of Ghostscript's PDF, or None when Ghostscript stops (cached)."""
    os.makedirs(CACHE, exist_ok=True)
    # Pages are kept under the content's SHA-1 and the options' tag: -dAutoRotatePages=/None
    # keeps the page as the program drew it (pdfwrite otherwise turns a page whose text
    # runs mostly vertically, as gnuplot's rotated tick labels do, by 90 degrees).
    key = os.path.join(CACHE, hashlib.sha1(GS_TAG + data).hexdigest())
    if os.path.exists(key + ".svg"):
        with open(key + ".svg", encoding="utf-8") as f:
            return f.read()
    if os.path.exists(key + ".failed"):
        return None
    src, pdf, svg = (os.path.join(work, n) for n in ("d.eps", "d.pdf", "d.svg"))
    with open(src, "wb") as f:
        f.write(data)
    ok = False
    try:
        gs = subprocess.run(["gs", "-q", "-dNOPAUSE", "-dBATCH", "-dSAFER", "-dEPSCrop", "-sDEVICE=pdfwrite",
                             "-dAutoRotatePages=/None", "-dFirstPage=1", "-dLastPage=1", "-o", pdf, src], capture_output=True, timeout=120)
        ok = gs.returncode == 0 and os.path.exists(pdf) and \
            subprocess.run(["pdf2svg", pdf, svg, "1"], capture_output=True, timeout=120).returncode == 0
    except subprocess.TimeoutExpired:
        ok = False
    if not ok:
        open(key + ".failed", "w").close()
        return None
    with open(svg, encoding="utf-8") as f:
        text = f.read()
    with open(key + ".svg", "w", encoding="utf-8") as f:
        f.write(text)
    return text


CACHED_ONLY = False   # --cached-only: F-scores not yet computed are left out ("unmeasured")


def cached_fscore(ref, drawn):
    """ink_fscore.fscore of the two pages, cached by their content (rasterising is slow)."""
    key = os.path.join(CACHE, "f-" + hashlib.sha1((ref + "\0" + drawn).encode("utf-8")).hexdigest())
    if os.path.exists(key):
        with open(key, encoding="utf-8") as fh:
            return float(fh.read())
    if CACHED_ONLY:
        return None
    f = ink_fscore.fscore(ref, drawn, "bp")["f"]
    with open(key, "w", encoding="utf-8") as fh:
        fh.write(repr(f))
    return f


def plumbline(plumb, path):
    r = subprocess.run([plumb, "read", "eps", path], capture_output=True, timeout=120)
    read = json.loads(r.stdout.decode("utf-8"))
    d = subprocess.run([plumb, "draw", "eps", path], capture_output=True, timeout=120)
    return read, d.stdout.decode("utf-8") if d.returncode == 0 else ""


def codes(read, severities):
    return sorted({d["code"] for d in read.get("diagnostics", []) if d.get("severity") in severities})


def measure(entry, plumb, work):
    data = entry["text"].encode("latin1")
    path = os.path.join(work, entry["id"] + ".eps")
    with open(path, "wb") as f:
        f.write(data)
    ref = ghostscript_page(data, work)
    read, drawn = plumbline(plumb, path)
    ok = bool(read.get("ok"))
    errors, warnings = codes(read, {"error"}), codes(read, {"warning"})
    items = len(read.get("scene", {}).get("items", []))
    f = None
    if ref is not None and ok and drawn:
        f = cached_fscore(ref, drawn)
    if ref is None:
        outcome = "right" if not ok else "gs-refuses"
    elif not ok:
        outcome = "refused"
    elif f is None:
        outcome = "unmeasured"
    elif f is not None and f >= FAITHFUL:
        outcome = "right"
    elif warnings:
        outcome = "flagged"
    else:
        outcome = "silent"
    return dict(id=entry["id"], producer=entry["producer"], gs="page" if ref is not None else "error",
                ok=ok, items=items, errors=errors, warnings=warnings,
                f="" if f is None else f"{f:.3f}", outcome=outcome)


def tables(rows):
    by = {}
    for r in rows:
        by.setdefault(r["producer"], []).append(r)
    head = (f"{'producer':<14}{'files':>6}{'read':>6}{'faithful':>9}{'right':>7}{'refused':>8}{'flagged':>8}"
            f"{'silent':>7}{'unmeasured':>11}")
    out = [head]

    def line(name, rs):
        n = len(rs)
        read = sum(r["ok"] for r in rs)
        faithful = sum(1 for r in rs if r["f"] and float(r["f"]) >= FAITHFUL)
        right = sum(r["outcome"] == "right" for r in rs)
        return (f"{name:<14}{n:>6}{read:>6}{faithful:>9}{right:>7}{sum(r['outcome'] == 'refused' for r in rs):>8}"
                f"{sum(r['outcome'] == 'flagged' for r in rs):>8}{sum(r['outcome'] == 'silent' for r in rs):>7}"
                f"{sum(r['outcome'] == 'unmeasured' for r in rs):>11}")
    for p in sorted(by):
        out.append(line(p, by[p]))
    out.append(line("all", rows))
    return out


def main(argv):
    ap = argparse.ArgumentParser()
    ap.add_argument("--plumb", default=os.path.join(ROOT, "build", "plumb"))
    ap.add_argument("--only", default="")
    ap.add_argument("--write", action="store_true")
    ap.add_argument("--cached-only", action="store_true", help="no new F-scores: those not cached are unmeasured")
    ap.add_argument("--shard", default="0/1", help="k/n: only every n-th file from the k-th (to fill the caches in parallel)")
    args = ap.parse_args(argv)
    global CACHED_ONLY
    CACHED_ONLY = args.cached_only
    rows = []
    k, n = (int(v) for v in args.shard.split("/"))
    with tempfile.TemporaryDirectory() as work:
        for i, e in enumerate(load()):
            if args.only not in e["id"] or i % n != k:
                continue
            r = measure(e, args.plumb, work)
            rows.append(r)
            print("\t".join([r["id"], r["gs"], "ok" if r["ok"] else "error", str(r["items"]), r["f"], r["outcome"],
                             ",".join(r["errors"] + r["warnings"])]), flush=True)
    for t in tables(rows):
        print(t)
    if args.write:
        with open(OUTCOMES, "w", encoding="utf-8") as f:
            f.write("# id\tproducer\tghostscript\treading\titems\terrors\twarnings\tF\toutcome\n")
            for r in rows:
                f.write("\t".join([r["id"], r["producer"], r["gs"], "ok" if r["ok"] else "error", str(r["items"]),
                                   ",".join(r["errors"]), ",".join(r["warnings"]), r["f"], r["outcome"]]) + "\n")


if __name__ == "__main__":
    main(sys.argv[1:])
