#!/usr/bin/python3
"""The chemfig corpus (issue 45) against pdflatex (dev only).

The corpus is tests/corpus/chemfig/answers/*.tex (written by `write` from
scripts/dev/chemfig_molecules.py; its README gives the origin). Steps:

  write       write the answers from chemfig_molecules.py
  compile     pdflatex (standalone class, \\usepackage{chemfig}; a bare \\chemfig is put in
              such a document) + pdf2svg each answer, cached in --work (default
              /tmp/chemfig-corpus): ref/<id>.svg, or ref/<id>.fail with TeX's error and line
  measure     read each with `build/plumb read chemfig`, draw the reading back with
              `build/plumb draw chemfig`, compare ink with scripts/dev/ink_fscore.py
              (texts left out); write outcomes.tsv and print the totals
  summarize   print the totals of outcomes.tsv
  sheets      contact sheets of the compiled pages (rsvg-convert, Pillow), twelve answers a
              sheet with their ids, in --work/sheets: what a person looks at to write down
              the molecule each answer draws (scripts/dev/chemfig_drawn.py)

Outcomes: for an answer pdflatex compiles, `right` (read without error, F >= 0.90),
`right-incomplete` (the same, with a warning saying the reading is incomplete), `refused`
(an error, or an incomplete reading below 0.90), `wrong-warned`, `silently-wrong`; for one
pdflatex refuses, `both-refuse` (Plumbline errs too) or `accepted` (Plumbline reads it: a
defect). Read right = right + right-incomplete.

usage: /usr/bin/python3 scripts/dev/chemfig_corpus.py write|compile|measure|summarize [--only S]
"""
import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = os.path.join(ROOT, "tests", "corpus", "chemfig")
ANSWERS = os.path.join(CORPUS, "answers")
PLUMB = os.environ.get("PLUMB", os.path.join(ROOT, "build", "plumb"))
FAITHFUL = 0.90
# Warnings that say the reading is incomplete (chemfig draws something it does not).
INCOMPLETE = ("chemfig.command.unread", "chemfig.tikz.unread", "chemfig.key.ignored", "chemfig.bond.style",
              "read.limit.")

sys.path.insert(0, os.path.join(ROOT, "scripts", "dev"))


def write():
    from chemfig_molecules import (BARE, DOCUMENT, DOCUMENT_SEP, EXTRA, INVALID, MOLECULES, TIKZ)
    os.makedirs(ANSWERS, exist_ok=True)
    for f in os.listdir(ANSWERS):
        os.remove(os.path.join(ANSWERS, f))
    shapes = [DOCUMENT, DOCUMENT, BARE, DOCUMENT_SEP, DOCUMENT, TIKZ]
    n = 0
    for k, (mid, name, code) in enumerate(MOLECULES):
        text = shapes[k % len(shapes)] % code
        with open(os.path.join(ANSWERS, mid + ".tex"), "w", encoding="utf-8") as f:
            f.write("%% " + name + "\n" + text if text.startswith("\\documentclass") else text)
        n += 1
    for mid, text in EXTRA:
        with open(os.path.join(ANSWERS, mid + ".tex"), "w", encoding="utf-8") as f:
            f.write(text)
        n += 1
    for mid, what, text in INVALID:
        with open(os.path.join(ANSWERS, mid + ".tex"), "w", encoding="utf-8") as f:
            f.write("%% invalid: " + what + "\n" + text)
        n += 1
    print(n, "answers written")


def load(only=""):
    out = []
    for name in sorted(os.listdir(ANSWERS)):
        if name.endswith(".tex") and only in name:
            with open(os.path.join(ANSWERS, name), encoding="utf-8") as f:
                out.append((name[:-4], f.read()))
    return out


def document(text):
    if "\\documentclass" in text:
        return text
    return "\\documentclass{standalone}\n\\usepackage{chemfig}\n\\begin{document}\n" + text + "\\end{document}\n"


def compile_one(aid, text, work):
    ref = os.path.join(work, "ref", aid)
    if os.path.exists(ref + ".svg") or os.path.exists(ref + ".fail"):
        return
    with tempfile.TemporaryDirectory() as tmp:
        with open(os.path.join(tmp, "d.tex"), "w", encoding="utf-8") as f:
            f.write(document(text))
        r = subprocess.run(["nice", "pdflatex", "-interaction=nonstopmode", "-halt-on-error", "-no-shell-escape",
                            "d.tex"], cwd=tmp, capture_output=True, timeout=180)
        log = r.stdout.decode("utf-8", "replace")
        if r.returncode == 0 and os.path.exists(os.path.join(tmp, "d.pdf")):
            subprocess.run(["pdf2svg", "d.pdf", "d.svg", "1"], cwd=tmp, capture_output=True, timeout=120, check=True)
            with open(os.path.join(tmp, "d.svg"), encoding="utf-8") as f:
                svg = f.read()
            with open(ref + ".svg", "w", encoding="utf-8") as f:
                f.write(svg)
            return
        lines = log.splitlines()
        error = next((l for l in lines if l.startswith("!")), "?")
        where = next((l for l in lines if re.match(r"l\.\d+", l)), "")
        line = re.match(r"l\.(\d+)", where).group(1) if where else "?"
        # A bare answer is wrapped in a document: its lines are 3 further down.
        if line != "?" and "\\documentclass" not in text:
            line = str(int(line) - 3)
        with open(ref + ".fail", "w", encoding="utf-8") as f:
            f.write("line %s: %s\n" % (line, error.lstrip("! ").strip()))


def compile_all(answers, work, jobs):
    os.makedirs(os.path.join(work, "ref"), exist_ok=True)
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        list(pool.map(lambda a: compile_one(a[0], a[1], work), answers))
    ok = sum(os.path.exists(os.path.join(work, "ref", a[0] + ".svg")) for a in answers)
    print(ok, "of", len(answers), "compile")


def plumb(args, text):
    r = subprocess.run([PLUMB, *args, "-"], input=text.encode("utf-8"), capture_output=True, timeout=120)
    return r.stdout.decode("utf-8", "replace")


def summary(out):
    """What a reading says (tests/unit/read/chemfig_corpus_test.cpp computes the same): ok, the
    codes by severity, the primary items counted by kind, and the first error's line."""
    diags = out.get("diagnostics", [])
    items = (out.get("scene") or {}).get("items", [])
    kinds = {}
    for i, it in enumerate(items):
        if it.get("origin", -1) in (i, -1):
            kinds[it["kind"]] = kinds.get(it["kind"], 0) + 1
    errors = [d for d in diags if d.get("severity") == "error"]
    line = (errors[0].get("span") or {}).get("line", 0) if errors else 0
    return {
        "ok": bool(out.get("ok")),
        "errors": sorted({d["code"] for d in errors}),
        "warnings": sorted({d["code"] for d in diags if d.get("severity") == "warning"}),
        "items": " ".join("%s:%d" % (k, kinds[k]) for k in sorted(kinds)) or "-",
        "line": line,
    }


HEADER = ["id", "pdflatex", "outcome", "read", "error_line", "F", "errors", "warnings", "items"]


def measure(answers, work, jobs, out):
    from ink_fscore import fscore

    def one(a):
        aid, text = a
        r = summary(json.loads(plumb(["read", "chemfig"], text)))
        ref_svg = os.path.join(work, "ref", aid + ".svg")
        fail = os.path.join(work, "ref", aid + ".fail")
        tex = None
        f = None
        if os.path.exists(ref_svg):
            tex = "ok"
            if r["ok"]:
                ours = plumb(["draw", "chemfig"], text)
                with open(ref_svg, encoding="utf-8") as fh:
                    ref = fh.read()
                try:
                    f = fscore(ref, ours, ours_unit="pt")["f"]
                except Exception as e:  # recorded, not hidden
                    print(aid, "comparison failed:", e, file=sys.stderr)
                    f = 0.0
        elif os.path.exists(fail):
            with open(fail, encoding="utf-8") as fh:
                tex = "error " + fh.read().strip()
        return aid, tex, r, f

    rows = ["\t".join(HEADER)]
    counts = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        for aid, tex, r, f in pool.map(one, answers):
            if tex is None:
                continue
            incomplete = any(w.startswith(INCOMPLETE) for w in r["warnings"])
            if tex != "ok":
                outcome = "both-refuse" if not r["ok"] else "accepted"
            elif not r["ok"]:
                outcome = "refused"
            elif f >= FAITHFUL:
                outcome = "right-incomplete" if incomplete else "right"
            elif incomplete:
                outcome = "refused"
            elif r["warnings"]:
                outcome = "wrong-warned"
            else:
                outcome = "silently-wrong"
            counts[outcome] = counts.get(outcome, 0) + 1
            rows.append("\t".join([aid, tex.replace("\t", " "), outcome, "ok" if r["ok"] else "error",
                                   str(r["line"]) if not r["ok"] else "-", "-" if f is None else "%.3f" % f,
                                   ",".join(r["errors"]) or "-", ",".join(r["warnings"]) or "-", r["items"]]))
    with open(out, "w", encoding="utf-8") as fh:
        fh.write("\n".join(rows) + "\n")
    summarize(out)


def summarize(path):
    rows = [dict(zip(HEADER, l.split("\t"))) for l in open(path, encoding="utf-8").read().splitlines()[1:]]
    compiled = [r for r in rows if r["pdflatex"] == "ok"]
    refused_by_tex = [r for r in rows if r["pdflatex"] != "ok"]
    right = [r for r in compiled if r["outcome"].startswith("right")]
    ok = [r for r in compiled if r["read"] == "ok"]
    faithful = [r for r in compiled if r["F"] != "-" and float(r["F"]) >= FAITHFUL]
    pct = lambda n, d: "%d of %d (%.1f%%)" % (n, d, 100.0 * n / d if d else 0)
    print("compiled by pdflatex:", len(compiled), "; refused by pdflatex:", len(refused_by_tex))
    print("read without error:", pct(len(ok), len(compiled)))
    print("faithful (F >= 0.90):", pct(len(faithful), len(compiled)))
    print("read right (no error and F >= 0.90):", pct(len(right), len(compiled)))
    for o in sorted({r["outcome"] for r in rows}):
        print("  %-18s %d" % (o, sum(r["outcome"] == o for r in rows)))
    same_line = 0
    for r in refused_by_tex:
        m = re.match(r"error line (\d+):", r["pdflatex"])
        same_line += bool(m) and r["error_line"] == m.group(1)
    print("pdflatex's errors refused too:", pct(sum(r["outcome"] == "both-refuse" for r in refused_by_tex),
                                                 len(refused_by_tex)),
          "; on pdflatex's line:", same_line)


def sheets(answers, work):
    from PIL import Image, ImageDraw
    out_dir = os.path.join(work, "sheets")
    os.makedirs(out_dir, exist_ok=True)
    cells = []
    for aid, _ in answers:
        svg = os.path.join(work, "ref", aid + ".svg")
        if not os.path.exists(svg):
            continue
        png = os.path.join(out_dir, aid + ".png")
        subprocess.run(["rsvg-convert", "-z", "2.5", "-b", "white", "-o", png, svg], check=True)
        cells.append((aid, Image.open(png).convert("RGB")))
    width, height, cols = 420, 330, 3
    for start in range(0, len(cells), 12):
        chunk = cells[start:start + 12]
        sheet = Image.new("RGB", (width * cols, height * ((len(chunk) + cols - 1) // cols)), "white")
        draw = ImageDraw.Draw(sheet)
        for k, (aid, im) in enumerate(chunk):
            im.thumbnail((width - 10, height - 30))
            x, y = (k % cols) * width, (k // cols) * height
            sheet.paste(im, (x + 5, y + 25))
            draw.text((x + 5, y + 5), aid, fill="red")
            draw.rectangle([x, y, x + width - 1, y + height - 1], outline="gray")
        sheet.save(os.path.join(out_dir, f"sheet{start // 12:02d}.png"))
    print(len(cells), "pages on", (len(cells) + 11) // 12, "sheets in", out_dir)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("step", choices=["write", "compile", "measure", "summarize", "sheets"])
    ap.add_argument("--only", default="")
    ap.add_argument("--work", default="/tmp/chemfig-corpus")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", default=os.path.join(CORPUS, "outcomes.tsv"))
    a = ap.parse_args()
    if a.step == "write":
        return write()
    answers = load(a.only)
    if a.step == "compile":
        compile_all(answers, a.work, a.jobs)
    elif a.step == "measure":
        measure(answers, a.work, a.jobs, a.out)
    elif a.step == "sheets":
        sheets(answers, a.work)
    else:
        summarize(a.out)


if __name__ == "__main__":
    main()
