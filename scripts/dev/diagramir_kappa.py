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


if __name__ == "__main__":
    cmd = sys.argv[1] if len(sys.argv) > 1 else "reproduce"
    if cmd == "reproduce":
        reproduce()
    else:
        sys.exit("usage: diagramir_kappa.py reproduce|measure")
