#!/usr/bin/env python3
"""Dev only (CI does not need Graphviz): reads small DOT graphs that exercise how Graphviz
reads DOT (comma-separated node lists, entities in ordinary labels, charset=latin1, `\\N`
of names with escapes) with both `dot -Tjson` and `build/plumb read dot`, and compares the
node names, the edges and every node's label (the lines Graphviz draws, joined by line
breaks). Writes tests/toolchain/graphviz/dot-reading.tsv; every row should say `same`.
tests/unit/read/dot_reader_test.cpp holds the same expectations without Graphviz.

Usage: python3 scripts/dev/dot_reading.py   (needs `dot` and build/plumb)
"""

import json
import os
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
PLUMB = os.environ.get("PLUMB", os.path.join(ROOT, "build", "plumb"))
OUT = os.path.join(ROOT, "tests", "toolchain", "graphviz", "dot-reading.tsv")

CASES = [
    ("comma-edges", b"digraph { a, b -> c, d }"),
    ("comma-nodes", b"digraph { e, f; g, h [label=X] }"),
    ("comma-ports", b"digraph { g:p, h:n -> i }"),
    ("comma-undirected", b"graph { a, b -- c -- d, e }"),
    ("entities-xml", b'digraph { a [label="&lt;x&gt; &amp; &quot;q&quot;"] }'),
    ("entities-numeric", b'digraph { b [label="&#160;|&#x3b1;|&#X3B1;|&#0;|&#1234567;|&#x123456;"] }'),
    ("entities-named", b'digraph { c [label="&alpha;&beta;&Omega;&rarr;&hellip;&euro;&copy;&le;&infin;"] }'),
    ("entities-unknown", b'digraph { c [label="&foo; &AMP; &amp &apos; &thetasym; &upsih;"] }'),
    ("entities-before-escapes", b'digraph { e [label="x&#92;ny"]; f [label="p\\\\&amp;q"] }'),
    ("entities-in-names", b'digraph { "e&amp;f" -> "&lt;g&gt;" }'),
    ("html-label-entities", b"digraph { a [label=<x &alpha; &amp; &#945;>] }"),
    ("name-escapes", b'digraph G { "a\\nb"; "c\\\\d" [label="<\\N>"]; "x\\Gy"; "h\\"i"; "l\\lm\\r" }'),
    ("graph-name", b'digraph "G\\n1" { a [label="\\G"] }'),
    ("record-entities", b'digraph { r [shape=record, label="&lt;in&gt;|{&alpha;|\\N}"] }'),
    ("charset-latin1", b'digraph { charset=latin1; "caf\xe9" -> b; b [label="\xb5m &eacute;"] }'),
    ("charset-iso", b'digraph { graph [charset="ISO-8859-1"]; a [label="\xc3\xa9"] }'),
    ("charset-l1-html", b"digraph { charset=L1; a [label=<caf\xe9 &alpha;>] }"),
    ("utf8-default", b'digraph { b [label="\xc3\xa9\xce\xb1"] }'),
    ("utf8-stray-latin1", b'digraph { b [label="caf\xe9"] }'),
]


def graphviz(dot):
    r = subprocess.run(["dot", "-Tjson"], input=dot, capture_output=True)
    if r.returncode != 0:
        return None
    d = json.loads(r.stdout.decode("utf-8", "surrogateescape"))
    nodes = [o for o in d.get("objects", []) if "nodes" not in o and "edges" not in o and "_gvid" in o]
    nodes.sort(key=lambda o: o["_gvid"])
    labels = {}
    for o in nodes:
        lines = [op["text"] for op in o.get("_ldraw_", []) if op["op"] == "T"]
        labels[o["name"]] = "\n".join(lines)
    names = [o["name"] for o in nodes]
    gvid = {o["_gvid"]: o["name"] for o in nodes}
    edges = sorted((gvid[e["tail"]], gvid[e["head"]]) for e in d.get("edges", []))
    return names, edges, labels


def plumbline(dot):
    r = subprocess.run([PLUMB, "read", "dot", "-"], input=dot, capture_output=True)
    if r.returncode != 0:
        return None
    d = json.loads(r.stdout.decode("utf-8", "surrogateescape"))
    g = d.get("scene", {}).get("graph")
    if not d.get("ok") or g is None:
        return None
    names = [n["id"] for n in g["nodes"]]
    labels = {n["id"]: n["label"] for n in g["nodes"]}
    edges = sorted((names[e["from"]], names[e["to"]]) for e in g["edges"])
    return names, edges, labels


def main():
    version = subprocess.run(["dot", "-V"], capture_output=True, text=True).stderr.strip()
    rows, same = [], 0
    for name, dot in CASES:
        latin1 = b"charset=latin1" in dot or b"ISO-8859-1" in dot or b"charset=L1" in dot
        gv, pl = graphviz(dot), plumbline(dot)
        if gv is None or pl is None:
            verdict = "both-reject" if gv is None and pl is None else "differ:" + ("plumbline-rejects" if pl is None else "graphviz-rejects")
            rows.append([name, verdict, "", "", ""])
            same += verdict == "both-reject"
            continue
        # Graphviz 2.43's -Tjson converts a Latin-1 graph's strings to UTF-8 on output,
        # the drawn texts too, which its label code had converted already: undone once.
        fix = (lambda t: t.encode("latin-1").decode("utf-8")) if latin1 else (lambda t: t)
        gv_names = gv[0]
        gv_edges = gv[1]
        gv_labels = {k: fix(v) for k, v in gv[2].items()}
        nodes_ok = sorted(gv_names) == sorted(pl[0])
        edges_ok = gv_edges == pl[1]
        labels_ok = gv_labels == pl[2]
        verdict = "same" if nodes_ok and edges_ok and labels_ok else "differ"
        same += verdict == "same"
        shown = " | ".join(f"{k}={v!r}" for k, v in pl[2].items())
        rows.append([name, verdict, f"nodes {'=' if nodes_ok else '!='}", f"edges {'=' if edges_ok else '!='}",
                     ("labels = " if labels_ok else f"labels != graphviz {gv_labels!r}; plumbline ") + shown])
    with open(OUT, "w", encoding="utf-8", errors="backslashreplace") as f:
        f.write(f"# {version}; python3 scripts/dev/dot_reading.py\n")
        f.write("case\tverdict\tnodes\tedges\tlabels\n")
        for row in rows:
            f.write("\t".join(row) + "\n")
    for row in rows:
        print("\t".join(row).encode("utf-8", "backslashreplace").decode("utf-8"))
    print(f"{same} of {len(rows)} DOT cases read as {version} reads them")
    return 0


if __name__ == "__main__":
    sys.exit(main())
