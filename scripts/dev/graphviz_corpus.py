#!/usr/bin/env python3
"""Dev only (CI does not need Graphviz): Graphviz's own test graphs (tests/corpus/graphviz/)
read as DOT and drawn by `dot -Tsvg`, against what Graphviz itself reads and draws.

  python3 scripts/dev/graphviz_corpus.py extract GIT_DIR [COMMIT]
      Takes the graphs from a clone or mirror of Graphviz's repository (graphs/directed,
      graphs/undirected, rtest/graphs, rtest/*.dot, tests/regression_tests/**; *.gv and
      *.dot), reads each with `dot -Tjson` (accepted or not; node names, the labels dot
      draws, the edges tail -> head) and renders those of up to 60 nodes with `dot -Tsvg`;
      writes tests/corpus/graphviz/graphs.json.gz (the DOT texts, dot's readings, the SVGs).
  python3 scripts/dev/graphviz_corpus.py reread [PATH...]
      Reads the corpus's graphs (the given ones, or all) with `dot -Tjson` again and
      rewrites their recorded reading, the DOT texts and SVGs kept (after a change to how
      dot's JSON is read).
  python3 scripts/dev/graphviz_corpus.py measure
      Reads every graph of the corpus with `build/plumb read dot` and judges every SVG with
      the diagram check (the DOT as the reference, Graphviz's SVG as the answer); prints
      the totals and the failures. tests/js/graphviz-corpus.test.mjs does the same without
      Graphviz and holds each graph's outcome (tests/corpus/graphviz/outcomes.tsv;
      PLUMBLINE_UPDATE_GRAPHVIZ=1 rewrites it).

Needs Debian's graphviz (2.43) for `extract`, build/plumb for `measure`.
"""

import base64
import gzip
import json
import os
import re
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
PLUMB = os.environ.get("PLUMB", os.path.join(ROOT, "build", "plumb"))
CORPUS = os.path.join(ROOT, "tests", "corpus", "graphviz", "graphs.json.gz")
MAX_DRAWN = 60   # nodes: larger graphs are read as DOT only
FOLDERS = re.compile(r"^(graphs/(directed|undirected)/[^/]+|rtest/graphs/[^/]+|rtest/[^/]+|tests/regression_tests/.+)\.(gv|dot)$")
LATIN1 = re.compile(rb"charset\s*=\s*\"?(latin-?1|l1|iso[-_]?8859-1|iso-ir-100)", re.I)


def git(gitdir, *args):
    return subprocess.run(["git", "--git-dir", gitdir, *args], capture_output=True, check=True).stdout


def graphviz_reading(dot):
    """dot's own reading: None when dot rejects the graph."""
    # dot's layout of the largest graphs takes minutes; neato without iterations and
    # without splines reads them as dot does and draws the same labels (it is the layout
    # only that differs), so it stands in past 30 seconds.
    # A layout that fails (an assertion in dot's maze or trapezoid code) is no reading
    # failure either: whether Graphviz reads the file is `nop`'s answer.
    engine = "dot"
    try:
        r = subprocess.run(["dot", "-Tjson"], input=dot, capture_output=True, timeout=30)
        ok = r.returncode == 0
    except subprocess.TimeoutExpired:
        ok = False
    if not ok:
        syntax = subprocess.run(["nop"], input=dot, capture_output=True)
        if syntax.returncode != 0:
            return {"accepted": False, "error": syntax.stderr.decode("utf-8", "replace").strip()[:300]}
        engine = "neato"
        try:
            r = subprocess.run(["neato", "-Tjson", "-Gmaxiter=0", "-Gsplines=false", "-Goverlap=true"],
                               input=dot, capture_output=True, timeout=300)
        except subprocess.TimeoutExpired:
            return {"accepted": None}
        if r.returncode != 0:
            return {"accepted": None}
    # A file of several graphs gives one JSON object each: the first is the one read.
    d = json.JSONDecoder().raw_decode(r.stdout.decode("utf-8", "surrogateescape"))[0]
    # Bytes dot writes back that are not UTF-8 (a name's stray Latin-1 byte) are read as
    # Latin-1 characters, as Graphviz (and Plumbline) read them.
    def text(t):
        return re.sub("[\udc80-\udcff]", lambda m: chr(ord(m.group()) - 0xDC00), t)
    if LATIN1.search(dot):
        fix = lambda t: text(t).encode("latin-1", "replace").decode("utf-8", "replace")
    else:
        fix = text
    # The objects are the subgraphs (the first _subgraph_cnt: an empty one has neither
    # "nodes" nor "edges", so those keys cannot tell it from a node), then the nodes.
    nodes = sorted((o for o in d.get("objects", [])[d.get("_subgraph_cnt", 0):] if "_gvid" in o),
                   key=lambda o: o["_gvid"])
    gvid = {o["_gvid"]: text(o["name"]) for o in nodes}
    return {
        "accepted": True,
        "engine": engine,
        "directed": bool(d.get("directed")),
        "nodes": [text(o["name"]) for o in nodes],
        "labels": ["\n".join(fix(op["text"]) for op in o.get("_ldraw_", []) if op["op"] == "T") for o in nodes],
        "edges": [[gvid[e["tail"]], gvid[e["head"]]] for e in d.get("edges", [])],
    }


def extract(gitdir, commit="HEAD"):
    commit = git(gitdir, "rev-parse", commit).decode().strip()
    names = [p for p in git(gitdir, "ls-tree", "-r", "--name-only", commit).decode().split("\n") if FOLDERS.match(p)]
    version = subprocess.run(["dot", "-V"], capture_output=True, text=True).stderr.strip()
    graphs = []
    # A graph already in the corpus file and accepted is taken from it (REUSE=1), so a
    # change to how rejected graphs are read does not lay out every graph again.
    done = {}
    if os.environ.get("REUSE") == "1" and os.path.exists(CORPUS):
        done = {g["path"]: g for g in json.loads(gzip.decompress(open(CORPUS, "rb").read()))["graphs"]
                if g["graphviz"].get("accepted")}
    for path in sorted(names):
        if path in done:
            graphs.append(done[path])
            continue
        data = git(gitdir, "show", f"{commit}:{path}")
        entry = {"path": path}
        try:
            entry["dot"] = data.decode("utf-8")
        except UnicodeDecodeError:
            entry["dot_base64"] = base64.b64encode(data).decode()   # not UTF-8: bytes as they are
        entry["graphviz"] = reading = graphviz_reading(data)
        if reading.get("accepted") and len(reading["nodes"]) <= MAX_DRAWN:
            try:
                r = subprocess.run(["dot", "-Tsvg"], input=data, capture_output=True, timeout=300)
                if r.returncode == 0:
                    svg = r.stdout.decode("utf-8", "replace")
                    entry["svg"] = svg[:svg.find("</svg>") + 7]   # the first graph's page only
            except subprocess.TimeoutExpired:
                pass
        graphs.append(entry)
        print(path, reading.get("accepted"), len(reading.get("nodes", [])), "svg" if "svg" in entry else "", file=sys.stderr)
    out = {
        "source": "https://gitlab.com/graphviz/graphviz (GitHub mirror evilkim/gitlab-graphviz-mirror)",
        "commit": commit,
        "licence": "EPL-1.0 (Eclipse Public License 1.0), the Graphviz authors",
        "graphviz": version,
        "graphs": graphs,
    }
    os.makedirs(os.path.dirname(CORPUS), exist_ok=True)
    with open(CORPUS, "wb") as f:
        f.write(gzip.compress(json.dumps(out, ensure_ascii=False, sort_keys=True).encode(), 9, mtime=0))
    drawn = sum("svg" in g for g in graphs)
    print(f"{CORPUS}: {len(graphs)} graphs, {drawn} drawn by {version}")


def reread(paths):
    corpus = json.loads(gzip.decompress(open(CORPUS, "rb").read()))
    for entry in corpus["graphs"]:
        if paths and entry["path"] not in paths:
            continue
        before = entry["graphviz"]
        entry["graphviz"] = graphviz_reading(dot_bytes(entry))
        print(entry["path"], "changed" if entry["graphviz"] != before else "same", file=sys.stderr)
    with open(CORPUS, "wb") as f:
        f.write(gzip.compress(json.dumps(corpus, ensure_ascii=False, sort_keys=True).encode(), 9, mtime=0))


def normalise(label):
    """Labels as the diagram check compares them (docs/diagram.md, "Node alignment"): ASCII
    letters lower case, runs of blanks, no-break spaces and line breaks one space, trimmed."""
    return " ".join(re.split(r"[ \t\n\r\f\v\u00a0]+", label.translate({c: c + 32 for c in range(65, 91)}))).strip()


def dot_bytes(entry):
    return base64.b64decode(entry["dot_base64"]) if "dot_base64" in entry else entry["dot"].encode()


def plumb_reading(data):
    r = subprocess.run([PLUMB, "read", "dot", "-"], input=data, capture_output=True)
    d = json.loads(r.stdout.decode("utf-8", "surrogateescape")) if r.stdout else {}
    g = d.get("scene", {}).get("graph")
    if not d.get("ok") or g is None:
        return None
    return g


def measure():
    corpus = json.loads(gzip.decompress(open(CORPUS, "rb").read()))
    accepted_same = same_sets = 0
    labels_same = labels_all = 0
    lines = []
    for entry in corpus["graphs"]:
        gv = entry["graphviz"]
        g = plumb_reading(dot_bytes(entry))
        accepted_same += (g is not None) == bool(gv.get("accepted"))
        if g is not None and gv.get("accepted"):
            names = [n["id"] for n in g["nodes"]]
            # Edges as unordered pairs: Plumbline stores an edge the way its arrow points
            # (dir=back swapped), dot's JSON as it was written.
            edges = sorted(tuple(sorted((names[e["from"]], names[e["to"]]))) for e in g["edges"])
            ok = sorted(names) == sorted(gv["nodes"]) and edges == sorted(tuple(sorted(e)) for e in gv["edges"])
            same_sets += ok
            if not ok:
                print("sets differ:", entry["path"])
            mine = {n["id"]: n["label"] for n in g["nodes"]}
            for name, label in zip(gv["nodes"], gv["labels"]):
                labels_all += 1
                labels_same += name in mine and normalise(mine[name]) == normalise(label)
        # A task is JSON text: a reference that is not UTF-8 cannot be one, so those few
        # drawings are not judged (their DOT is read above all the same).
        if "svg" in entry and "dot_base64" not in entry:
            task = {"schema": "plumbline/task@1", "id": "graphviz/" + entry["path"], "domain": "diagram",
                    "format": "svg", "prompt": "", "reference": dot_bytes(entry).decode("utf-8", "replace"),
                    "reference_format": "dot", "check": {"kind": "diagram"}}
            lines.append(json.dumps({"id": entry["path"], "task": task, "candidate": entry["svg"]}))
    r = subprocess.run([PLUMB, "batch", "--no-timings", "--report", "full"], input="\n".join(lines).encode(),
                       capture_output=True)
    passed = 0
    for line, out in zip(lines, r.stdout.decode().strip().split("\n")):
        rep = json.loads(out)
        rep = rep.get("report", rep)
        d = rep.get("diagram", {})
        f1 = [d.get(k, {}).get("f1", 0) for k in ("nodes", "paths", "edges")]
        passed += rep["verdict"] == "pass"
        if rep["verdict"] != "pass":
            print("svg", json.loads(line)["id"], rep["verdict"], " ".join(f"{v:.3g}" for v in f1))
    total = len(corpus["graphs"])
    accepted = sum(bool(e["graphviz"].get("accepted")) for e in corpus["graphs"])
    print(f"DOT: accepted/rejected as dot in {accepted_same} of {total}; node and edge sets equal in {same_sets} of "
          f"{accepted} accepted; labels equal {labels_same} of {labels_all}")
    print(f"SVG: {passed} of {len(lines)} pictures pass")


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] == "extract":
        extract(*sys.argv[2:4])
    elif len(sys.argv) >= 2 and sys.argv[1] == "reread":
        reread(set(sys.argv[2:]))
    elif len(sys.argv) == 2 and sys.argv[1] == "measure":
        measure()
    else:
        print(__doc__)
        sys.exit(2)
