#!/usr/bin/python3
"""DiagramIR's six layout items: their published agreement reproduced, and Plumbline's
layout section measured against the same people.

DiagramIR (github.com/vishalku02/DiagramIR, MIT): 398 TikZ geometry pictures, 386 rated by
people on six layout items. Their notebook (notebooks/backtranslation_analysis.ipynb)
computes Cohen's kappa per item over THREE categories (Yes, No, N/A) and averages the six:

  * humans: data/human_ratings.csv read with empty cells as missing; an item whose
    "Applicable - <item>" column says "N/A" becomes "N/A"; a missing value becomes "N/A";
    one row per diagram_id (the first; there are no duplicates: rating_source is one
    rater or 'irr_consensus' for the 49 pictures two rated);
  * a pipeline's answer: its CSV read by pandas (an empty cell is missing), lower-cased
    through their label_map (true/yes -> Yes, false/no -> No, n/a, "" and missing -> N/A);
  * the pairs: the inner join on diagram_id (all 386 for their backtranslation, 384-386
    for the judges, who skip pictures without a PNG);
  * kappa: sklearn's cohen_kappa_score over the union of labels seen.

Usage:
  diagramir_kappa.py reproduce            their figures from their CSVs
  diagramir_kappa.py measure [--plumb B]  Plumbline's layout section (build/plumb layout)
                                          against the people: kappa per item, all / even / odd
Run with /usr/bin/python3 (numpy only; no PyPI). The DiagramIR repository is read from its
snapshot: fetch github:vishalku02/DiagramIR -> /work/.mirror/vishalku02+DiagramIR/repo
(override with DIAGRAMIR_GIT).
"""
import csv
import io
import json
import os
import re
import subprocess
import sys

DIAGRAMIR_GIT = os.environ.get("DIAGRAMIR_GIT", "/work/.mirror/vishalku02+DiagramIR/repo")
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
csv.field_size_limit(1 << 30)

# Human column -> (backtranslation column, judge column); the order of their table.
ITEMS = [
    ("Diagram is fully in frame", "diagram_fully_in_canvas", "frame"),
    ("Diagram elements are scaled to be readable", "diagram_elements_are_readable_size", "readable"),
    ("Diagram elements don't problematically overlap", "diagram_elements_dont_problematically_overlap", "overlap"),
    ("Labeled angles (if any) match drawn angle", "angle_labels_matches_arcs", "angles"),
    ("Labeled lengths and areas (if any) match visual proportions", "labeled_lengths_areas_match_proportions", "proportions"),
    ("Labels (if any) are associated with correct elements", "labels_associated_with_elements", "labels"),
]

LABEL_MAP = {
    "yes": "Yes", "y": "Yes", "true": "Yes", "1": "Yes",
    "no": "No", "n": "No", "false": "No", "0": "No",
    "n/a": "N/A", "na": "N/A", "not applicable": "N/A", "": "N/A",
}
# pandas' default missing-value spellings (read_csv without keep_default_na=False)
PANDAS_NA = {"", "#N/A", "#N/A N/A", "#NA", "-1.#IND", "-1.#QNAN", "-NaN", "-nan", "1.#IND",
             "1.#QNAN", "<NA>", "N/A", "NA", "NULL", "NaN", "None", "n/a", "nan", "null"}


def git_show(path):
    return subprocess.run(["git", "-C", DIAGRAMIR_GIT, "show", "HEAD:" + path],
                          check=True, capture_output=True).stdout.decode("utf-8")


def git_ls(prefix):
    out = subprocess.run(["git", "-C", DIAGRAMIR_GIT, "ls-tree", "--name-only", "HEAD", prefix + "/"],
                         check=True, capture_output=True).stdout.decode()
    return sorted(out.split())


def read_csv(path):
    return list(csv.DictReader(io.StringIO(git_show(path))))


def normalise(value, pandas_default_na):
    """Their label_map applied as the notebook does: str(value).strip().lower(), a missing
    value (NaN -> 'nan', not in the map) falling to N/A by fillna."""
    if value is None or (pandas_default_na and value in PANDAS_NA):
        return "N/A"
    return LABEL_MAP.get(str(value).strip().lower(), "N/A")


def cohen_kappa(a, b):
    """Cohen's kappa of two equally long label lists (sklearn's cohen_kappa_score, no
    weights): (p_o - p_e) / (1 - p_e) over the union of labels; 1 - p_e == 0 gives nan
    (sklearn: nan with a warning)."""
    assert len(a) == len(b) and a
    labels = sorted(set(a) | set(b))
    n = len(a)
    po = sum(1 for x, y in zip(a, b) if x == y) / n
    pe = sum((a.count(l) / n) * (b.count(l) / n) for l in labels)
    if pe == 1:
        return float("nan")
    return (po - pe) / (1 - pe)


def human_ratings():
    """diagram_id -> {item: Yes/No/N/A}, their way; and each row's TikZ."""
    rows = read_csv("data/human_ratings.csv")
    out, tikz = {}, {}
    for r in rows:
        did = int(r["diagram_id"])
        if did in out:
            continue
        vals = {}
        for human, _, short in ITEMS:
            v = r[human] if r[human] != "" else None
            if r.get("Applicable - " + human, "") == "N/A":
                v = "N/A"
            vals[short] = normalise(v, pandas_default_na=False)
        out[did] = vals
        tikz[did] = r["tikz"]
    return out, tikz


def pipeline_answers(path, suffix):
    rows = read_csv(path)
    out = {}
    for r in rows:
        did = int(r["diagram_id"])
        if did in out:
            continue
        out[did] = {short: normalise(r.get(col + suffix), pandas_default_na=True)
                    for _, col, short in ITEMS}
    return out


def kappas(humans, answers, ids=None):
    ids = sorted(set(humans) & set(answers) & (set(ids) if ids is not None else set(humans)))
    per = {}
    for _, _, short in ITEMS:
        per[short] = cohen_kappa([humans[i][short] for i in ids], [answers[i][short] for i in ids])
    return per, sum(per.values()) / len(per), len(ids)


def their_pipelines():
    """(name, answers) for their backtranslation runs (the file their notebook picked:
    the first glob match per model, which for gpt-4.1-mini was the 20260219 file) and
    their judges (the latest date per model)."""
    out = []
    bt = git_ls("results/backtranslation")
    for model in ["gpt-5", "gpt-5-mini", "gpt-4.1", "gpt-4.1-mini"]:
        files = [f for f in bt if re.search(r"evaluation_results_%s_\d{8}\.csv$" % re.escape(model), f)]
        chosen = max(files)   # the notebook printed the latest for the one model with two
        out.append(("backtranslation " + model, os.path.basename(chosen),
                    pipeline_answers(chosen, "_passed")))
    lj = git_ls("results/llm_judge")
    for model in ["gpt-5", "gpt-5-mini", "gpt-4.1", "gpt-4.1-mini"]:
        files = [f for f in lj if re.search(r"evaluation_results_both_%s_\d{8}\.csv$" % re.escape(model), f)]
        chosen = max(files)
        out.append(("judge(both) " + model, os.path.basename(chosen), pipeline_answers(chosen, "_value")))
    return out


def fmt(x):
    return "  nan" if x != x else "%5.2f" % x


def header():
    return "%-28s %4s " % ("pipeline", "n") + " ".join("%11s" % s for _, _, s in ITEMS) + "   mean"


def row(name, per, mean, n):
    return "%-28s %4d " % (name, n) + " ".join("%11s" % fmt(per[s]) for _, _, s in ITEMS) + "  %5.3f" % mean


def reproduce():
    humans, _ = human_ratings()
    print("human ratings: %d pictures" % len(humans))
    print(header())
    for name, f, answers in their_pipelines():
        per, mean, n = kappas(humans, answers)
        print(row(name, per, mean, n) + "   " + f)


# --- Plumbline's layout section against the people ---------------------------------------

PICTURES_FILE = os.path.join(ROOT, "tests", "corpus", "diagramir", "pictures.json.gz")
RESULTS_DIR = os.path.join(ROOT, "tests", "corpus", "diagramir-layout")


def pictures():
    """diagram_id -> TikZ text with the class's macros inlined: the DiagramIR corpus
    (tests/corpus/diagramir/, scripts/dev/diagramir_assemble.py), one copy for issue 40's
    reading and issue 46's layout."""
    import gzip
    with gzip.open(PICTURES_FILE, "rt", encoding="utf-8") as f:
        data = json.load(f)
    out = {}
    for p in data["pictures"]:
        did = int(p["path"].rsplit("=", 1)[1])
        out[did] = p["text"]
    return out


def layout_of(plumb, text):
    r = subprocess.run([plumb, "layout", "tikz", "-"], input=text.encode("utf-8"), capture_output=True, timeout=120)
    return json.loads(r.stdout.decode("utf-8"))


def codes_of(section):
    return sorted({f["code"] for f in section["findings"]})


# The mapping from the layout section to DiagramIR's six items (docs/layout.md, "DiagramIR").
# Fitted on the even-numbered pictures only (diagram_id even: DiagramIR's own numbering,
# 1..398, the ids in its CSVs).
def items_of(section, fallback):
    if section is None:
        return dict(fallback)
    codes = set(codes_of(section))
    ex = section["examined"]
    has = lambda *prefixes: any(c.startswith(p) for c in codes for p in prefixes)
    out = {}
    out["frame"] = "No" if has("layout.frame.") else "Yes"
    out["readable"] = "No" if has("layout.legibility.") else "Yes"
    out["overlap"] = "No" if has("layout.overlap.texts", "layout.overlap.text_stroke") else "Yes"
    # Fitted on the even half: right-angle marks count as labelled angles for people too.
    if ex["angle_labels"] + ex["right_angle_marks"] == 0:
        out["angles"] = "N/A"
    else:
        # The angle marks and labels only (equal-length tick marks are not about angles).
        out["angles"] = "No" if has("layout.mark.right_angle", "layout.mark.angle_label") else "Yes"
    if ex["length_labels"] < 2:
        out["proportions"] = "N/A"
    else:
        out["proportions"] = "No" if has("layout.proportion.") else "Yes"
    # Fitted on the even half: any text is a label to people; only a label with nothing
    # within reach is one they call wrongly associated (ambiguity they do not count).
    if ex["texts"] == 0:
        out["labels"] = "N/A"
    else:
        out["labels"] = "No" if has("layout.label.far") else "Yes"
    return out


def digest(section):
    import hashlib
    if section is None:
        return "-"
    key = json.dumps({"examined": section["examined"],
                      "findings": [[f["code"], f["items"]] for f in section["findings"]]}, sort_keys=True)
    return hashlib.sha1(key.encode()).hexdigest()[:12]


def clip_projection(plumb, text):
    """What `layout.frame.clipped` would say once the TikZ reader applies \clip (it does not
    yet: tikz.clip.ignored): the picture read again with each `\clip` turned into a drawn
    path (so the reader works out its rectangle, registers and units included), and No when
    a visible item of the picture reaches past that rectangle by more than 0.001 of its
    diagonal plus half its stroke (docs/layout.md's frame tolerance). A dev-script estimate,
    reported apart from the core's figures; None when the picture has no \clip."""
    if "\\clip" not in text:
        return None
    marked = re.sub(r"\\clip\b", r"\\draw[plumblineclipmarker]", text)
    marked = marked.replace("\\begin{tikzpicture}", "\\tikzset{plumblineclipmarker/.style={draw}}\\begin{tikzpicture}", 1)
    r = subprocess.run([plumb, "read", "tikz", "-"], input=marked.encode("utf-8"), capture_output=True, timeout=120)
    out = json.loads(r.stdout.decode("utf-8"))
    if not out.get("ok"):
        return None
    items = out["scene"]["items"]
    base = subprocess.run([plumb, "read", "tikz", "-"], input=text.encode("utf-8"), capture_output=True, timeout=120)
    plain = json.loads(base.stdout.decode("utf-8"))
    if not plain.get("ok"):
        return None
    # The clip paths: items of the marked reading at the \clip commands' lines.
    clip_lines = {text.count("\n", 0, m.start()) + 1 for m in re.finditer(r"\\clip\b", text)}
    boxes = []
    for it in items:
        if it["source"]["span"].get("line") in clip_lines and it["origin"] == it["index"]:
            b = geometry_box(it["geometry"])
            if b:
                boxes.append(b)
    if not boxes:
        return None
    clip = boxes[0]
    for b in boxes[1:]:
        clip = (max(clip[0], b[0]), max(clip[1], b[1]), min(clip[2], b[2]), min(clip[3], b[3]))
    slack = 0.001 * ((clip[2] - clip[0]) ** 2 + (clip[3] - clip[1]) ** 2) ** 0.5
    for it in plain["scene"]["items"]:
        if it["origin"] != it["index"] or not it.get("style", {}).get("visible", True):
            continue
        if it["source"]["span"].get("line") in clip_lines:
            continue
        b = geometry_box(it["geometry"])
        if not b:
            continue
        half = 0 if it["kind"] == "text" else it.get("style", {}).get("stroke_width", 0) / 2
        over = max(clip[0] - b[0], clip[1] - b[1], b[2] - clip[2], b[3] - clip[3])
        if over > slack + half:
            return "No"
    return "Yes"


def geometry_box(g):
    pts = []
    t = g.get("type")
    if t == "segment":
        pts = [g["a"], g["b"]]
    elif t in ("circle",):
        c, r = g["c"], g["r"]
        pts = [[c[0] - r, c[1] - r], [c[0] + r, c[1] + r]]
    elif t == "text":
        pts = [g["box"]["min"], g["box"]["max"]] if "box" in g else [g["anchor"]]
    elif t == "path":
        nums = [float(x) for x in re.findall(r"-?[\d.]+(?:e-?\d+)?", g.get("d", ""))]
        pts = [[nums[k], nums[k + 1]] for k in range(0, len(nums) - 1, 2)]
    elif t == "ellipse":
        c, rx = g["c"], max(g["rx"], g["ry"])
        pts = [[c[0] - rx, c[1] - rx], [c[0] + rx, c[1] + rx]]
    elif t == "point":
        pts = [g["p"]] if "p" in g else []
    if not pts:
        return None
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return (min(xs), min(ys), max(xs), max(ys))


def measure(plumb):
    from concurrent.futures import ThreadPoolExecutor
    humans, _ = human_ratings()
    pics = pictures()
    ids = sorted(i for i in humans if i in pics)
    with ThreadPoolExecutor(max_workers=2) as pool:
        reads = dict(zip(ids, pool.map(lambda i: layout_of(plumb, pics[i]), ids)))
    # An unread picture (refused, or read only in part) gets the even half's most common
    # human answer per item: the layout section says nothing about it.
    even = [i for i in ids if i % 2 == 0]
    fallback = {}
    for _, _, short in ITEMS:
        vals = [humans[i][short] for i in even]
        fallback[short] = max(sorted(set(vals)), key=vals.count)
    answers, rows = {}, []
    for i in ids:
        r = reads[i]
        status = "ok" if r.get("ok") and r.get("complete") else ("incomplete" if r.get("ok") else "error")
        section = r.get("layout") if status == "ok" else None
        answers[i] = items_of(section, fallback)
        rows.append([str(i), status, ",".join(codes_of(section)) if section else "-", digest(section)] +
                    [answers[i][s] for _, _, s in ITEMS] + [humans[i][s] for _, _, s in ITEMS])
    read_ids = [i for i in ids if rows[ids.index(i)][1] == "ok"]
    projected = None
    if "--clip-projection" in sys.argv:
        with ThreadPoolExecutor(max_workers=2) as pool:
            proj = dict(zip(ids, pool.map(lambda i: clip_projection(plumb, pics[i]), ids)))
        projected = {}
        for i in ids:
            projected[i] = dict(answers[i])
            if proj[i] is not None and rows[ids.index(i)][1] == "ok":
                projected[i]["frame"] = proj[i]
    with open(os.path.join(RESULTS_DIR, "findings.tsv"), "w") as f:
        f.write("\t".join(["diagram_id", "read", "codes", "digest"] + ["ours_" + s for _, _, s in ITEMS] +
                          ["human_" + s for _, _, s in ITEMS]) + "\n")
        for r in rows:
            f.write("\t".join(r) + "\n")
    table = []
    print("pictures: %d rated with a picture, %d read whole" % (len(ids), len(read_ids)))
    print(header())
    for name, subset in [("plumbline all", ids), ("plumbline even (fitted)", [i for i in ids if i % 2 == 0]),
                         ("plumbline odd (held out)", [i for i in ids if i % 2 == 1]),
                         ("plumbline read whole", read_ids)]:
        per, mean, n = kappas(humans, answers, subset)
        print(row(name, per, mean, n))
        table.append([name, str(n)] + ["%.3f" % per[s] for _, _, s in ITEMS] + ["%.3f" % mean])
    if projected:
        for name, subset in [("projected \\clip all", ids), ("projected \\clip odd", [i for i in ids if i % 2 == 1])]:
            per, mean, n = kappas(humans, projected, subset)
            print(row(name, per, mean, n))
            table.append([name, str(n)] + ["%.3f" % per[s] for _, _, s in ITEMS] + ["%.3f" % mean])
    for name, f, theirs in their_pipelines():
        for label, subset in [("all", ids), ("odd", [i for i in ids if i % 2 == 1])]:
            per, mean, n = kappas(humans, theirs, subset)
            if label == "all":
                print(row(name, per, mean, n))
            table.append([name + " " + label, str(n)] + ["%.3f" % per[s] for _, _, s in ITEMS] + ["%.3f" % mean])
    with open(os.path.join(RESULTS_DIR, "kappa.tsv"), "w") as f:
        f.write("\t".join(["pipeline", "n"] + [s for _, _, s in ITEMS] + ["mean"]) + "\n")
        for t in table:
            f.write("\t".join(t) + "\n")


if __name__ == "__main__":
    cmd = sys.argv[1] if len(sys.argv) > 1 else "reproduce"
    if cmd == "reproduce":
        reproduce()
    elif cmd == "measure":
        plumb = sys.argv[sys.argv.index("--plumb") + 1] if "--plumb" in sys.argv else os.path.join(ROOT, "build", "plumb")
        measure(plumb)
    else:
        sys.exit("usage: diagramir_kappa.py reproduce|measure [--plumb PATH]")
