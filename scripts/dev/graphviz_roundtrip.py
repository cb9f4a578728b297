#!/usr/bin/env python3
"""Dev only (CI does not need Graphviz): renders every DOT graph of the diagram examples
(each DOT task's reference and every readable DOT answer) with Graphviz's `dot -Tsvg`,
keeps the pages in tests/toolchain/graphviz/<task>/<name>.svg, and records in
tests/toolchain/graphviz/outcomes.tsv what Plumbline reads back from each page: the
diagram check with the DOT graph as the reference and Graphviz's SVG as the answer
(verdict, node, path and edge F1). Reading Graphviz's own drawing must give its graph
back: every row should say pass 1 1 1. tests/golden/diagram_golden_test.cpp re-reads the
committed pages and keeps them from regressing.

Usage: bash scripts/dev/graphviz.sh   (installs graphviz from Debian when missing)
"""

import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
EXAMPLES = os.path.join(ROOT, "examples", "diagram")
OUT = os.path.join(ROOT, "tests", "toolchain", "graphviz")
PLUMB = os.path.join(ROOT, "build", "plumb")


def plumb_check(task, answer_text):
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "task.json")
        with open(path, "w") as f:
            json.dump(task, f)
        r = subprocess.run([PLUMB, "check", path, "-", "--report", "full", "--no-timings"],
                           input=answer_text.encode(), capture_output=True, check=True)
        return json.loads(r.stdout)


def main():
    version = subprocess.run(["dot", "-V"], capture_output=True, text=True).stderr.strip()
    rows = []
    for task_name in sorted(os.listdir(EXAMPLES)):
        task_file = os.path.join(EXAMPLES, task_name, "task.json")
        if not os.path.isfile(task_file):
            continue
        task = json.load(open(task_file))
        if task.get("format") != "dot":
            continue
        graphs = [("reference", task["reference"])]
        answers = os.path.join(EXAMPLES, task_name, "answers")
        for name in sorted(os.listdir(answers)):
            report = plumb_check(task, open(os.path.join(answers, name)).read())
            if report["verdict"] != "invalid" and report.get("extracted"):
                graphs.append((name[:-4], report["extracted"]["text"]))
        for name, dot_text in graphs:
            svg = subprocess.run(["dot", "-Tsvg"], input=dot_text.encode(), capture_output=True, check=True).stdout.decode()
            os.makedirs(os.path.join(OUT, task_name), exist_ok=True)
            with open(os.path.join(OUT, task_name, name + ".svg"), "w") as f:
                f.write(svg)
            back = dict(task, format="svg", reference=dot_text, reference_format="dot", id="graphviz/" + task_name)
            report = plumb_check(back, svg)
            d = report.get("diagram", {})
            f1 = [d.get(k, {}).get("f1", 0) for k in ("nodes", "paths", "edges")]
            rows.append([f"{task_name}/{name}", report["verdict"]] + [f"{v:g}" for v in f1])
    with open(os.path.join(OUT, "outcomes.tsv"), "w") as f:
        f.write(f"# {version}; bash scripts/dev/graphviz.sh\n")
        f.write("graph\tverdict\tnode_f1\tpath_f1\tedge_f1\n")
        for row in rows:
            f.write("\t".join(row) + "\n")
    passed = sum(r[1] == "pass" for r in rows)
    print(f"tests/toolchain/graphviz: {len(rows)} DOT graphs rendered by {version}; read back as their graph: {passed}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
