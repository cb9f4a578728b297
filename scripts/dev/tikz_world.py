#!/usr/bin/python3
"""TikZ as people write it (issue 40): the real-world corpora against TeX (dev only).

The corpus is tests/corpus/<corpus>/pictures.json.gz (its README gives the selection
rule, origins and licences); `--corpus tikz-world` (the default: three collections of
diagrams) or `--corpus diagramir` (DiagramIR's 398 geometry pictures, its class inlined by
scripts/dev/diagramir_assemble.py). Steps:

  assemble MIRRORS   build pictures.json.gz from the collections' git snapshots under
                     MIRRORS (owner+name/repo, as the `fetch` tool leaves them)
  compile            pdflatex + pdf2svg each picture (cached in --work, default
                     /tmp/tikz-world): ref/<n>.svg, or ref/<n>.fail with TeX's last lines
  measure            read each with `build/plumb read tikz`, draw the reading back with
                     `build/plumb draw tikz`, compare ink with scripts/dev/ink_fscore.py;
                     print each picture's outcome and the totals, write outcomes.tsv
  readings           write readings.tsv: what Plumbline reads of each picture (no TeX
                     needed; tests/js/tikz-world.test.mjs holds it)
  summarize          print the totals of an outcomes TSV (--out, default outcomes.tsv)

measure compares only the pictures chosen (--only S: ids containing S; --ids; --pending: those
the outcomes file has no row for yet) and keeps the other rows of --out. Each comparison is
cached in --work/fscore by the two pages' text: a run cut short resumes, and a run after a
change to the reader compares again only the pictures whose drawing changed.

Outcomes of a compiled picture: `error` (read with an error: refused), `ok` read without
error; faithful when F >= 0.90; read right = ok and faithful; refused with a diagnostic =
an error, or a warning saying the reading is incomplete; silently wrong = ok, no warning,
F < 0.90.

usage: /usr/bin/python3 scripts/dev/tikz_world.py [--corpus C] assemble|compile|measure|readings|summarize
       [--only S] [--jobs N]
"""
import argparse
import concurrent.futures
import gzip
import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = os.path.join(ROOT, "tests", "corpus", "tikz-world")   # set by --corpus
PICTURES = os.path.join(CORPUS, "pictures.json.gz")
PLUMB = os.path.join(ROOT, "build", "plumb")
FAITHFUL = 0.90
# The comparison's version, part of the cache key: "edge-margin" since boundaries on a page's
# edge are matched on both sides (ink_fscore.py); F-scores cached before it are not reused.
METRIC = "edge-margin"

COLLECTIONS = [
    {"name": "petarv", "repo": "PetarV-/TikZ", "commit": "86aee049f5355d77c598b936399e42caf8941e60",
     "licence": "MIT, copyright (c) 2016 Petar Veličković"},
    {"name": "janosh", "repo": "janosh/diagrams", "commit": "247d61a23da8e6c831c02050da6a5b88b21d9d24",
     "licence": "MIT, copyright (c) 2021 Janosh Riebesell"},
    {"name": "thoma", "repo": "MartinThoma/LaTeX-examples", "commit": "2286e6e3833904b2c058b2a855db9b7f81776c59",
     "licence": "MIT, copyright (c) 2012-2013 Martin Thoma"},
]


def slug(s):
    return re.sub(r"[^a-z0-9]+", "-", s.lower()).strip("-")


def is_picture(text):
    return "\\documentclass" in text and ("tikzpicture" in text or "\\tikz" in text)


def write_corpus(collections, pictures):
    ids = [p["id"] for p in pictures]
    assert len(ids) == len(set(ids)), "duplicate ids"
    data = {"collections": collections, "pictures": pictures}
    with gzip.open(PICTURES, "wt", encoding="utf-8", compresslevel=9) as f:
        json.dump(data, f, ensure_ascii=False, separators=(",", ":"))
    counts = {}
    for p in pictures:
        counts[p["collection"]] = counts.get(p["collection"], 0) + 1
    print(len(pictures), "pictures", counts)


def assemble(mirrors):
    if os.path.basename(CORPUS) == "diagramir":
        sys.path.insert(0, os.path.join(ROOT, "scripts", "dev"))
        import diagramir_assemble
        return write_corpus(*diagramir_assemble.assemble(mirrors))
    pictures = []
    petarv_folders = set()
    for c in COLLECTIONS:
        git = os.path.join(mirrors, c["repo"].replace("/", "+"), "repo")
        names = subprocess.run(["git", "-C", git, "ls-tree", "-r", "--name-only", c["commit"]], check=True,
                               capture_output=True, text=True).stdout.splitlines()
        for path in sorted(names):
            parts = path.split("/")
            if not path.endswith(".tex"):
                continue
            if c["name"] == "janosh" and not (len(parts) == 3 and parts[0] == "assets"):
                continue
            if c["name"] == "janosh" and slug(parts[1]) in petarv_folders:
                continue   # taken over from PetarV-/TikZ: counted there
            if c["name"] == "thoma" and not (len(parts) == 3 and parts[0] == "tikz" and parts[2] == parts[1] + ".tex"):
                continue
            text = subprocess.run(["git", "-C", git, "show", c["commit"] + ":" + path], check=True,
                                  capture_output=True).stdout.decode("utf-8", "replace")
            if not is_picture(text):
                continue
            folder = parts[0] if c["name"] == "petarv" else parts[1]
            if c["name"] == "petarv":
                petarv_folders.add(slug(folder))
            pid = c["name"] + "/" + slug(folder if c["name"] != "petarv" or len(parts) == 2 else folder + "-" + parts[-1][:-4])
            pictures.append({"id": pid, "collection": c["name"], "repo": c["repo"], "commit": c["commit"],
                             "path": path, "text": text})
    write_corpus(COLLECTIONS, pictures)


def load():
    with gzip.open(PICTURES, "rt", encoding="utf-8") as f:
        return json.load(f)


def file_name(pid):
    return pid.replace("/", "__")


def document(text):
    """The file as it stands; a class other than standalone draws no page number."""
    if re.search(r"\\documentclass(\[[^\]]*\])?\{standalone\}", text):
        return text
    return text.replace("\\begin{document}", "\\begin{document}\\pagestyle{empty}\\thispagestyle{empty}", 1)


def preloaded(picture, work):
    """DiagramIR's pictures share their packages and libraries: those are preloaded once
    into a pdflatex format (mylatexformat: the document's lines up to \\endofdump are the
    format's); the first line `%&<format>` names it. None for other corpora."""
    if picture["collection"] != "diagramir":
        return None
    sys.path.insert(0, os.path.join(ROOT, "scripts", "dev"))
    import diagramir_assemble
    split = diagramir_assemble.format_split(picture["text"])
    if not split:
        return None
    head, rest = split
    name = "diagramir-" + hashlib.sha1(head.encode("utf-8")).hexdigest()[:12]
    fmt = os.path.join(work, name + ".fmt")
    if not os.path.exists(fmt):
        with tempfile.TemporaryDirectory() as tmp:
            with open(os.path.join(tmp, "f.tex"), "w", encoding="utf-8") as f:
                f.write(head + "\\endofdump\n\\begin{document}\\end{document}\n")
            subprocess.run(["nice", "pdflatex", "-ini", "-jobname=" + name, "&pdflatex", "mylatexformat.ltx", "f.tex"],
                           cwd=tmp, capture_output=True, timeout=600)
            os.replace(os.path.join(tmp, name + ".fmt"), fmt)
    return fmt, "%&" + name + "\n" + head + "\\endofdump\n" + rest


def compile_one(picture, work):
    ref = os.path.join(work, "ref", file_name(picture["id"]))
    if os.path.exists(ref + ".svg") or os.path.exists(ref + ".fail"):
        return
    with tempfile.TemporaryDirectory() as tmp:
        text = document(picture["text"])
        pre = preloaded(picture, work)
        if pre:
            fmt, text = pre
            os.symlink(fmt, os.path.join(tmp, os.path.basename(fmt)))
        with open(os.path.join(tmp, "d.tex"), "w", encoding="utf-8") as f:
            f.write(text)
        log = ""
        try:
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
        except (subprocess.TimeoutExpired, subprocess.CalledProcessError) as e:
            log += "\n" + str(e)
        errors = [line for line in log.splitlines() if line.startswith("!")]
        with open(ref + ".fail", "w", encoding="utf-8") as f:
            f.write("\n".join(errors[:3] or log.splitlines()[-5:]) + "\n")


def compile_all(pictures, work, jobs):
    os.makedirs(os.path.join(work, "ref"), exist_ok=True)
    # In a fixed pseudo-random order, so that a run cut short is a fair sample.
    pictures = sorted(pictures, key=lambda p: hashlib.sha1(p["id"].encode("utf-8")).hexdigest())
    done = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        for _ in pool.map(lambda p: compile_one(p, work), pictures):
            done += 1
            if done % 25 == 0:
                print("compiled", done, "of", len(pictures), flush=True)
    ok = sum(os.path.exists(os.path.join(work, "ref", file_name(p["id"]) + ".svg")) for p in pictures)
    print(ok, "of", len(pictures), "compile")


def plumb(args, text):
    r = subprocess.run([os.environ.get("PLUMB", PLUMB), *args, "-"], input=text.encode("utf-8"), capture_output=True, timeout=120)
    return r.stdout.decode("utf-8", "replace")


# Warnings that say the reading is incomplete: Plumbline read something other than what TeX
# draws and says so. Other warnings (an unknown key read past) do not.
INCOMPLETE = ("tikz.shape.approximated", "tikz.text.approximated", "tikz.pic.skipped", "tikz.option.incomplete",
              "tikz.picture.unread", "tikz.picture.placement", "tikz.clip.ignored", "read.limit.")


def summary(out):
    """What a reading says, as readings.tsv records it (tests/js/tikz-world.test.mjs computes
    the same from the module's reading): ok, the diagnostics' codes by severity,
    and the primary items counted by kind (kind:count, sorted). Counts, not coordinates: the
    native and WebAssembly builds may print a number's last digit differently."""
    diags = out.get("diagnostics", [])
    items = (out.get("scene") or {}).get("items", [])
    kinds = {}
    for i, it in enumerate(items):
        if it.get("origin", -1) in (i, -1):
            kinds[it["kind"]] = kinds.get(it["kind"], 0) + 1
    return {
        "ok": bool(out.get("ok")),
        "errors": sorted({d["code"] for d in diags if d.get("severity") == "error"}),
        "warnings": sorted({d["code"] for d in diags if d.get("severity") == "warning"}),
        "items": " ".join("%s:%d" % (k, kinds[k]) for k in sorted(kinds)) or "-",
    }


def reading(text):
    return summary(json.loads(plumb(["read", "tikz"], text)))


def incomplete(r):
    return any(w.startswith(INCOMPLETE) for w in r["warnings"])


def write_readings(pictures):
    rows = ["id\tread\terrors\twarnings\titems"]
    for p in pictures:
        r = reading(p["text"])
        rows.append("\t".join([p["id"], "ok" if r["ok"] else "error",
                               ",".join(r["errors"]) or "-", ",".join(r["warnings"]) or "-", r["items"]]))
    with open(os.path.join(CORPUS, "readings.tsv"), "w", encoding="utf-8") as f:
        f.write("\n".join(rows) + "\n")
    print(len(pictures), "readings written")


def measure(pictures, work, jobs, out, carry=""):
    sys.path.insert(0, os.path.join(ROOT, "scripts", "dev"))
    try:
        from ink_fscore import fscore
    except ImportError:
        sys.exit("tikz_world: scripts/dev/ink_fscore.py is missing (git merge main)")

    # --carry OLD_PLUMB: a picture whose drawing OLD_PLUMB draws byte for byte the same keeps
    # the F of its row in --out (measured for that drawing), uncompared; counted on stderr.
    earlier = {}
    if carry and os.path.exists(out):
        for line in open(out, encoding="utf-8").read().splitlines()[1:]:
            cols = line.split("\t")
            if len(cols) > 4 and cols[4] != "-":
                earlier[cols[0]] = float(cols[4])
    carried = []

    def one(p):
        ref_path = os.path.join(work, "ref", file_name(p["id"]) + ".svg")
        if not os.path.exists(ref_path):
            return p, None, None   # TeX failed (ref/<n>.fail), or not compiled yet
        r = reading(p["text"])
        f = None
        if r["ok"]:
            ours = plumb(["draw", "tikz"], p["text"])
            with open(ref_path, encoding="utf-8") as fh:
                ref = fh.read()
            # The comparison is the slow part (about 10 s a picture): its result is cached by
            # the two pages' text, so a run cut short resumes and a re-run after a change to
            # the reader compares again only the pictures whose drawing changed.
            key = hashlib.sha1((METRIC + "\0" + ref + "\0" + ours).encode("utf-8")).hexdigest()
            cached = os.path.join(work, "fscore", key + ".json")
            if carry and p["id"] in earlier and not os.path.exists(cached) and \
                    subprocess.run([carry, "draw", "tikz", "-"], input=p["text"].encode("utf-8"),
                                   capture_output=True, timeout=120).stdout.decode("utf-8", "replace") == ours:
                carried.append(p["id"])
                f = {"f": earlier[p["id"]]}
            elif os.path.exists(cached):
                with open(cached, encoding="utf-8") as fh:
                    f = json.load(fh)
            else:
                try:
                    f = fscore(ref, ours, ours_unit="pt")
                except Exception as e:   # a comparison that fails is recorded, not hidden
                    f = {"f": 0.0, "error": str(e)[:80]}
                os.makedirs(os.path.dirname(cached), exist_ok=True)
                with open(cached + ".tmp", "w", encoding="utf-8") as fh:
                    json.dump(f, fh)
                os.replace(cached + ".tmp", cached)
        return p, r, f

    rows = ["id\tcollection\toutcome\tread\tF\terrors\twarnings"]
    totals = {}
    done = lambda p: any(os.path.exists(os.path.join(work, "ref", file_name(p["id"]) + e)) for e in (".svg", ".fail"))
    pictures = [p for p in pictures if done(p)]
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        for p, r, f in pool.map(one, pictures):
            if r is None:
                outcome, fval = "tex-failed", None
            else:
                fval = f["f"] if f else None
                faithful = fval is not None and fval >= FAITHFUL
                if not r["ok"]:
                    outcome = "refused"
                elif faithful:
                    outcome = "right-incomplete" if incomplete(r) else "right"
                elif incomplete(r):
                    outcome = "refused"   # read, but it says the reading is incomplete
                elif r["warnings"]:
                    outcome = "wrong-warned"
                else:
                    outcome = "silently-wrong"
            rows.append("\t".join([p["id"], p["collection"], outcome, "-" if r is None else ("ok" if r["ok"] else "error"),
                                   "-" if fval is None else "%.3f" % fval,
                                   "-" if r is None else (",".join(r["errors"]) or "-"),
                                   "-" if r is None else (",".join(r["warnings"]) or "-")]))
            key = (p["collection"], outcome, r is not None and r["ok"], fval is not None and fval >= FAITHFUL,
                   "pgfplots" in p["text"] and "\\begin{axis}" in p["text"])
            totals[key] = totals.get(key, 0) + 1
    # With --only, the other pictures' rows of an earlier run are kept.
    measured = {row.split("\t", 1)[0] for row in rows[1:]}
    if os.path.exists(out):
        kept = [line for line in open(out, encoding="utf-8").read().splitlines()[1:]
                if line and line.split("\t", 1)[0] not in measured]
        order = {p["id"]: i for i, p in enumerate(load()["pictures"])}
        rows = rows[:1] + sorted(rows[1:] + kept, key=lambda line: order.get(line.split("\t", 1)[0], len(order)))
    with open(out, "w", encoding="utf-8") as f:
        f.write("\n".join(rows) + "\n")
    if carry:
        print("F carried over (drawing unchanged) for", len(carried), "pictures", file=sys.stderr)
        with open(os.path.join(work, "carried.txt"), "w", encoding="utf-8") as f:
            f.write("\n".join(carried) + "\n")
    print_totals(totals)


def print_totals(totals):
    def count(pred):
        return sum(n for k, n in totals.items() if pred(*k))
    for label, sel in (("all", lambda c, axis: True), ("outside pgfplots", lambda c, axis: not axis),
                       ("pgfplots axis", lambda c, axis: axis)):
        compiled = count(lambda c, o, ok, fa, ax: o != "tex-failed" and sel(c, ax))
        if not compiled:
            continue
        ok = count(lambda c, o, ok, fa, ax: o != "tex-failed" and ok and sel(c, ax))
        faithful = count(lambda c, o, ok, fa, ax: o != "tex-failed" and fa and sel(c, ax))
        right = count(lambda c, o, ok, fa, ax: o.startswith("right") and sel(c, ax))
        refused = count(lambda c, o, ok, fa, ax: o == "refused" and sel(c, ax))
        silent = count(lambda c, o, ok, fa, ax: o == "silently-wrong" and sel(c, ax))
        warned = count(lambda c, o, ok, fa, ax: o == "wrong-warned" and sel(c, ax))
        failed = count(lambda c, o, ok, fa, ax: o == "tex-failed" and sel(c, ax))
        pct = lambda n: "%d (%.0f%%)" % (n, 100.0 * n / compiled)
        print("| %s | %d | %s | %s | **%s** | %s | **%s** | %s | (%d tex-failed)" %
              (label, compiled, pct(ok), pct(faithful), pct(right), pct(refused), pct(silent), pct(warned), failed))


def summarize(pictures, path, collections):
    """The totals of an outcomes TSV (as measure prints them), overall and per collection."""
    texts = {p["id"]: p["text"] for p in pictures}
    rows = [line.split("\t") for line in open(path, encoding="utf-8").read().splitlines()[1:]]
    for label, pick in [("", lambda c: True)] + [(c["name"] + ": ", (lambda n: lambda c: c == n)(c["name"]))
                                                for c in collections if len(collections) > 1]:
        totals = {}
        for pid, collection, outcome, read, f, *_ in rows:
            if pid not in texts or not pick(collection):
                continue
            fa = f != "-" and float(f) >= FAITHFUL
            axis = "pgfplots" in texts[pid] and "\\begin{axis}" in texts[pid]
            key = (collection, outcome, read == "ok", fa, axis)
            totals[key] = totals.get(key, 0) + 1
        if label:
            print("--", label.rstrip(": "))
        print_totals(totals)


def main():
    global CORPUS, PICTURES
    ap = argparse.ArgumentParser()
    ap.add_argument("--corpus", default="tikz-world", choices=["tikz-world", "diagramir"])
    ap.add_argument("step", choices=["assemble", "compile", "measure", "readings", "summarize"])
    ap.add_argument("mirrors", nargs="?", default="/work/.mirror")
    ap.add_argument("--only", default="")
    ap.add_argument("--work", default="")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", default="")
    ap.add_argument("--ids", default="", help="measure only these ids: a comma-separated list, or @FILE (one a line)")
    ap.add_argument("--carry", default="", help="OLD_PLUMB: keep the F of --out's rows whose drawing it draws the same")
    ap.add_argument("--pending", action="store_true",
                    help="measure only the pictures the outcomes file (--out) has no row for: a run cut short resumes")
    a = ap.parse_args()
    CORPUS = os.path.join(ROOT, "tests", "corpus", a.corpus)
    PICTURES = os.path.join(CORPUS, "pictures.json.gz")
    a.work = a.work or os.path.join("/tmp", a.corpus)
    a.out = a.out or os.path.join(CORPUS, "outcomes.tsv")
    if a.step == "assemble":
        return assemble(a.mirrors)
    data = load()
    pictures = [p for p in data["pictures"] if a.only in p["id"]]
    if a.ids:
        ids = open(a.ids[1:]).read().split() if a.ids.startswith("@") else a.ids.split(",")
        pictures = [p for p in pictures if p["id"] in set(ids)]
    if a.pending and os.path.exists(a.out):
        have = {line.split("\t", 1)[0] for line in open(a.out, encoding="utf-8").read().splitlines()[1:]}
        pictures = [p for p in pictures if p["id"] not in have]
    if a.step == "compile":
        compile_all(pictures, a.work, a.jobs)
    elif a.step == "readings":
        write_readings(pictures)
    elif a.step == "summarize":
        summarize(pictures, a.out, data["collections"])
    else:
        print("| pictures | compiled | read without error | faithful (F >= 0.90) | read right | refused with a "
              "diagnostic | silently wrong | wrong, with a warning |")
        measure(pictures, a.work, a.jobs, a.out, a.carry)


if __name__ == "__main__":
    main()
