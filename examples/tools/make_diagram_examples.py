#!/usr/bin/env python3
"""Writes the example diagram benchmark: examples/diagram/<task>/task.json and
examples/diagram/<task>/answers/<expected>-<label>.txt.

Each diagram (a flowchart with decisions, an ML pipeline, a state machine with self-loops,
an architecture diagram without directions, a transformer block with repeated labels) is
asked three ways: in DOT (<name>), in SVG (<name>-svg) and, for five of them, in TikZ
(<name>-tikz). The reference is always the DOT graph. Answers are raw model responses:
right ones written differently (other node ids, edge chains, `a -> {b c}`, clusters,
defaults, HTML labels, another layout, Graphviz's own SVG) and wrong ones (an edge missing,
reversed or added as a shortcut, a node missing or renamed, two labels swapped, a stray
node, a syntax error).

The expected verdict of every answer is decided here from the graph the answer encodes
(oracle below: same labelled node set and same arc set => pass), not from Plumbline.

Graphviz answers (`*-graphviz*.txt`) are `dot -Tsvg` output; they are rewritten only when
Graphviz is installed (Debian's `graphviz`), otherwise the committed ones are kept.

Usage: python3 examples/tools/make_diagram_examples.py   (rewrites examples/diagram/)
"""

import json
import os
import shutil
import subprocess
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "diagram")

# name: nodes {id: label}, edges [(a, b)], directed, layout {id: (column, row)}, topic.
DIAGRAMS = {
    "ml-pipeline": dict(
        topic="a machine-learning training pipeline: raw data is cleaned, split into a training and a test set, a model is trained, evaluated on the test set, and deployed",
        directed=True,
        nodes={"raw": "Raw data", "clean": "Clean", "split": "Split", "train": "Train model",
               "test": "Test set", "eval": "Evaluate", "deploy": "Deploy"},
        edges=[("raw", "clean"), ("clean", "split"), ("split", "train"), ("split", "test"),
               ("train", "eval"), ("test", "eval"), ("eval", "deploy")],
        layout={"raw": (1, 0), "clean": (1, 1), "split": (1, 2), "train": (0, 3), "test": (2, 3),
                "eval": (1, 4), "deploy": (1, 5)},
    ),
    "login-flowchart": dict(
        topic="a login flowchart: start, enter credentials, a decision whether they are valid; if not, show an error and enter them again; if valid, a decision whether two-factor authentication is on, which either asks for the code or goes straight to the dashboard; end",
        directed=True,
        nodes={"start": "Start", "enter": "Enter credentials", "valid": "Valid?", "error": "Show error",
               "twofa": "2FA enabled?", "code": "Ask for code", "dash": "Dashboard", "end": "End"},
        edges=[("start", "enter"), ("enter", "valid"), ("valid", "error"), ("error", "enter"),
               ("valid", "twofa"), ("twofa", "code"), ("twofa", "dash"), ("code", "dash"), ("dash", "end")],
        layout={"start": (1, 0), "enter": (1, 1), "valid": (1, 2), "error": (0, 2), "twofa": (1, 3),
                "code": (2, 3), "dash": (1, 4), "end": (1, 5)},
    ),
    "traffic-light": dict(
        topic="a pedestrian traffic light as a state machine: Red goes to Green, Green to Yellow, Yellow to Red; a button press in Red keeps it Red (a self-loop), and any state can go to Flashing on a fault, which returns to Red",
        directed=True,
        nodes={"r": "Red", "g": "Green", "y": "Yellow", "f": "Flashing"},
        edges=[("r", "g"), ("g", "y"), ("y", "r"), ("r", "r"), ("r", "f"), ("g", "f"), ("y", "f"), ("f", "r")],
        layout={"r": (0, 0), "g": (1, 1), "y": (0, 2), "f": (2, 0)},
    ),
    "web-architecture": dict(
        topic="a web application's architecture, connections without direction: browser to CDN and to the load balancer, the load balancer to two API servers, both API servers to the database and to the cache",
        directed=False,
        nodes={"browser": "Browser", "cdn": "CDN", "lb": "Load balancer", "api1": "API server 1",
               "api2": "API server 2", "db": "Database", "cache": "Cache"},
        edges=[("browser", "cdn"), ("browser", "lb"), ("lb", "api1"), ("lb", "api2"), ("api1", "db"),
               ("api2", "db"), ("api1", "cache"), ("api2", "cache")],
        layout={"browser": (1, 0), "cdn": (0, 1), "lb": (2, 1), "api1": (1, 2), "api2": (3, 2),
                "db": (1, 3), "cache": (3, 3)},
    ),
    "transformer-block": dict(
        topic="a transformer encoder block: the input goes to multi-head attention and, as a residual, to the first Add & Norm; attention feeds that Add & Norm, which feeds the feed-forward network and, as a residual, the second Add & Norm; the feed-forward network feeds the second Add & Norm, which gives the output",
        directed=True,
        nodes={"in": "Input", "mha": "Multi-head attention", "an1": "Add & Norm", "ffn": "Feed forward",
               "an2": "Add & Norm", "out": "Output"},
        edges=[("in", "mha"), ("in", "an1"), ("mha", "an1"), ("an1", "ffn"), ("an1", "an2"), ("ffn", "an2"),
               ("an2", "out")],
        layout={"in": (0, 0), "mha": (1, 1), "an1": (0, 2), "ffn": (1, 3), "an2": (0, 4), "out": (0, 5)},
    ),
    "data-platform": dict(
        topic="a data platform: web logs and mobile events stream into Kafka, the payments database and a CRM export go through a batch loader; Kafka feeds a stream processor (which drives a realtime dashboard and the serving API) and, like the batch loader, the raw lake; a Spark ETL job turns the raw lake into the warehouse, which feeds BI reports and a feature store; the feature store feeds model training and the serving API; training registers models in the model registry, which the serving API loads from",
        directed=True,
        nodes={"web": "Web logs", "mobile": "Mobile events", "pay": "Payments DB", "crm": "CRM export",
               "kafka": "Kafka", "batch": "Batch loader", "stream": "Stream processor", "lake": "Raw lake",
               "dash": "Realtime dashboard", "etl": "Spark ETL", "wh": "Warehouse", "bi": "BI reports",
               "fs": "Feature store", "train": "Model training", "reg": "Model registry", "api": "Serving API"},
        edges=[("web", "kafka"), ("mobile", "kafka"), ("pay", "batch"), ("crm", "batch"), ("kafka", "stream"),
               ("kafka", "lake"), ("batch", "lake"), ("stream", "dash"), ("stream", "api"), ("lake", "etl"),
               ("etl", "wh"), ("wh", "bi"), ("wh", "fs"), ("fs", "train"), ("fs", "api"), ("train", "reg"),
               ("reg", "api")],
        layout={"web": (0, 0), "mobile": (1, 0), "pay": (2, 0), "crm": (3, 0), "kafka": (1, 1), "batch": (3, 1),
                "stream": (0, 2), "lake": (2, 2), "dash": (0, 3), "etl": (2, 3), "wh": (2, 4), "bi": (1, 5),
                "fs": (3, 5), "train": (3, 6), "reg": (3, 7), "api": (1, 8)},
    ),
}

TIKZ = ["ml-pipeline", "login-flowchart", "traffic-light", "web-architecture", "data-platform"]


# --- the oracle: what an answer's graph is, independent of Plumbline -------------------------

def arcs_of(d, nodes, edges):
    """Arc set over labels (undirected: both ways)."""
    out = set()
    for a, b in edges:
        out.add((nodes[a], nodes[b]))
        if not d["directed"]:
            out.add((nodes[b], nodes[a]))
    return out


def same_graph(d, nodes, edges):
    import collections
    return (collections.Counter(nodes.values()) == collections.Counter(d["nodes"].values())
            and arcs_of(d, nodes, edges) == arcs_of(d, d["nodes"], d["edges"]))


# --- writing DOT ------------------------------------------------------------------------------

def q(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def dot_plain(d, nodes=None, edges=None, name="G"):
    nodes = nodes if nodes is not None else d["nodes"]
    edges = edges if edges is not None else d["edges"]
    kw, op = ("digraph", "->") if d["directed"] else ("graph", "--")
    lines = [f"{kw} {name} {{"]
    for i, label in nodes.items():
        lines.append(f"  {i} [label={q(label)}];")
    for a, b in edges:
        lines.append(f"  {a} {op} {b};")
    lines.append("}")
    return "\n".join(lines)


def dot_rewritten(d):
    """The same graph written another way: labels as ids, chains, {a b} targets, a cluster,
    node defaults, comments."""
    kw, op = ("digraph", "->") if d["directed"] else ("graph", "--")
    nodes, edges = d["nodes"], d["edges"]
    alias = {i: f"n{k}" for k, i in enumerate(sorted(nodes, reverse=True))}
    lines = [f"strict {kw} {{", "  // written by hand, another way", "  node [shape=box, style=rounded];",
             "  rankdir=TB"]
    ids = list(nodes)
    half = ids[: len(ids) // 2]
    lines.append("  subgraph cluster_first {")
    lines.append('    label="first half";')
    for i in half:
        lines.append(f"    {alias[i]} [label={q(nodes[i])}]")
    lines.append("  }")
    for i in ids[len(half):]:
        lines.append(f"  {alias[i]} [label={q(nodes[i])}]")
    # group edges by source: a -> {b c}
    by_source = {}
    for a, b in edges:
        by_source.setdefault(a, []).append(b)
    for a, targets in by_source.items():
        if len(targets) > 1:
            lines.append(f"  {alias[a]} {op} {{ {' '.join(alias[t] for t in targets)} }}")
        else:
            lines.append(f"  {alias[a]}:s {op} {alias[targets[0]]}:n;")
    lines.append("}")
    return "\n".join(lines)


# --- writing SVG by hand, as models do: rects, texts, lines with marker-end ------------------

BOX_W, BOX_H, COL, ROW = 150, 44, 190, 90


def box_of(d, i):
    c, r = d["layout"][i]
    x, y = 30 + c * COL, 30 + r * ROW
    return x, y, BOX_W, BOX_H


def clip(box, p, towards):
    """Where the segment from the box centre to `towards` leaves the box."""
    x, y, w, h = box
    cx, cy = x + w / 2, y + h / 2
    dx, dy = towards[0] - cx, towards[1] - cy
    t = min(w / 2 / abs(dx) if dx else 1e9, h / 2 / abs(dy) if dy else 1e9)
    return cx + dx * t, cy + dy * t


def centre(box):
    return box[0] + box[2] / 2, box[1] + box[3] / 2


def fmt(v):
    return f"{v:.1f}".rstrip("0").rstrip(".")


def svg_handwritten(d, nodes=None, edges=None, reverse=()):
    nodes = nodes if nodes is not None else d["nodes"]
    edges = edges if edges is not None else d["edges"]
    cols = max(c for c, _ in d["layout"].values()) + 1
    rows = max(r for _, r in d["layout"].values()) + 1
    width, height = 60 + (cols - 1) * COL + BOX_W + 60, 60 + (rows - 1) * ROW + BOX_H
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}">',
           '  <defs>',
           '    <marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">',
           '      <path d="M 0 0 L 10 5 L 0 10 z" fill="#333"/>',
           '    </marker>',
           '  </defs>',
           '  <rect width="100%" height="100%" fill="white"/>']
    for i, label in nodes.items():
        x, y, w, h = box_of(d, i)
        out.append(f'  <rect x="{x}" y="{y}" width="{w}" height="{h}" rx="8" fill="#e8f0fe" stroke="#1a56db" stroke-width="2"/>')
        words = label.split(" ")
        lines = [label] if len(label) <= 16 or len(words) == 1 else [" ".join(words[: len(words) // 2]), " ".join(words[len(words) // 2:])]
        for k, line in enumerate(lines):
            ty = y + h / 2 + 5 + (k - (len(lines) - 1) / 2) * 16
            out.append(f'  <text x="{fmt(x + w / 2)}" y="{fmt(ty)}" text-anchor="middle" font-family="Arial" font-size="14">'
                       + line.replace("&", "&amp;") + '</text>')
    for a, b in edges:
        start = (a, b) in reverse   # drawn from a to b with the arrowhead at a: b -> a
        marker = ""
        if d["directed"]:
            marker = ' marker-start="url(#arrow)"' if start else ' marker-end="url(#arrow)"'
        ba, bb = box_of(d, a), box_of(d, b)
        if a == b:   # a self-loop on the box's left side
            x, y, w, h = ba
            out.append(f'  <path d="M {x} {y + 12} C {x - 45} {y - 5} {x - 45} {y + h + 5} {x} {y + h - 12}" fill="none" stroke="#333" stroke-width="2"{marker}/>')
            continue
        p = clip(ba, centre(ba), centre(bb))
        r = clip(bb, centre(bb), centre(ba))
        out.append(f'  <line x1="{fmt(p[0])}" y1="{fmt(p[1])}" x2="{fmt(r[0])}" y2="{fmt(r[1])}" stroke="#333" stroke-width="2"{marker}/>')
    out.append("</svg>")
    return "\n".join(out)


# --- TikZ -------------------------------------------------------------------------------------

def tikz(d, nodes=None, edges=None, reverse=()):
    nodes = nodes if nodes is not None else d["nodes"]
    edges = edges if edges is not None else d["edges"]
    out = ["\\begin{tikzpicture}[box/.style={draw, rounded corners, minimum width=2.6cm, minimum height=0.8cm}]"]
    for i, label in nodes.items():
        c, r = d["layout"][i]
        out.append(f"  \\node[box] ({i}) at ({c * 3.5},{-r * 1.8}) {{{label}}};")
    for a, b in edges:
        style = ("<-" if (a, b) in reverse else "->") if d["directed"] else "-"
        if a == b:
            out.append(f"  \\draw[{style}] ({a}.north west) to[out=150, in=210, looseness=4] ({a}.south west);")
        else:
            out.append(f"  \\draw[{style}] ({a}) -- ({b});")
    out.append("\\end{tikzpicture}")
    return "\n".join(out)


# --- wrong answers, each a small change of the graph --------------------------------------------

def variants(d):
    """(label, nodes, edges, reverse) per wrong answer; reverse: edges drawn the other way."""
    nodes, edges = dict(d["nodes"]), list(d["edges"])
    out = []
    # an edge left out: the last one whose removal keeps every node on some edge
    for k in range(len(edges) - 1, -1, -1):
        rest = edges[:k] + edges[k + 1:]
        if all(any(n in e for e in rest) for n in nodes):
            out.append(("missing-edge", nodes, rest, ()))
            break
    directed_edges = [e for e in edges if e[0] != e[1]]
    if d["directed"]:
        e = directed_edges[len(directed_edges) // 2]
        out.append(("reversed-arrow", nodes, edges, (e,)))
    # a shortcut: first to last node in the layout order, if not already an edge
    ids = list(nodes)
    pairs = [(a, b) for a in ids for b in reversed(ids) if a != b and (a, b) not in edges]
    short = next((p for p in pairs if (p[1], p[0]) not in edges), pairs[0])
    out.append(("extra-edge", nodes, edges + [short], ()))
    # a node left out with its edges
    gone = ids[len(ids) // 2]
    out.append(("missing-node", {i: l for i, l in nodes.items() if i != gone},
                [e for e in edges if gone not in e], ()))
    # a renamed node
    renamed = dict(nodes)
    renamed[ids[1]] = "Process step"
    out.append(("renamed-node", renamed, edges, ()))
    # two labels swapped
    swapped = dict(nodes)
    a, b = ids[0], ids[-1]
    swapped[a], swapped[b] = nodes[b], nodes[a]
    out.append(("swapped-labels", swapped, edges, ()))
    return out


def stray(d):
    nodes = dict(d["nodes"])
    nodes["legend"] = "Legend"
    return nodes


# --- responses ----------------------------------------------------------------------------------

def fenced(lang, body, before="Here is the diagram.", after=""):
    text = f"{before}\n\n```{lang}\n{body}\n```\n"
    return text + (f"\n{after}\n" if after else "")


def graphviz_svg(dot_text):
    try:
        r = subprocess.run(["dot", "-Tsvg"], input=dot_text.encode(), capture_output=True, check=True)
    except (OSError, subprocess.CalledProcessError):
        return None
    return r.stdout.decode()


def write(task_dir, name, text):
    os.makedirs(os.path.join(task_dir, "answers"), exist_ok=True)
    with open(os.path.join(task_dir, "answers", name + ".txt"), "w") as f:
        f.write(text)


def task_json(name, d, fmt):
    what = {"dot": "Graphviz DOT", "svg": "SVG", "tikz": "TikZ"}[fmt]
    extra = {
        "dot": "Write the graph in the DOT language; label every node with its text.",
        "svg": "Draw every step as a box with its text inside and every connection as a line between the boxes"
               + (", with an arrowhead showing its direction." if d["directed"] else "."),
        "tikz": "Draw every step as a \\node[draw] with its text and every connection with \\draw[->].",
    }[fmt]
    return {
        "schema": "plumbline/task@1",
        "id": f"diagram/{name}",
        "domain": "diagram",
        "format": fmt,
        "prompt": f"Draw {d['topic']}, as a diagram in {what}. {extra}",
        "reference": dot_plain(d),
        "reference_format": "dot",
        "check": {"kind": "diagram"},
    }


def main():
    keep = {}
    # Graphviz answers are kept when Graphviz is not here to rewrite them.
    if os.path.isdir(ROOT):
        for task in os.listdir(ROOT):
            answers = os.path.join(ROOT, task, "answers")
            if os.path.isdir(answers):
                for f in os.listdir(answers):
                    if "graphviz" in f:
                        keep[(task, f)] = open(os.path.join(answers, f)).read()
        for task in os.listdir(ROOT):
            if os.path.isdir(os.path.join(ROOT, task)):
                shutil.rmtree(os.path.join(ROOT, task))
    have_dot = graphviz_svg("digraph { a }") is not None
    counts = {"pass": 0, "fail": 0, "invalid": 0}

    def answer(task_dir, label, text, expected):
        write(task_dir, f"{expected}-{label}", text)
        counts[expected] += 1

    for name, d in DIAGRAMS.items():
        # DOT
        tdir = os.path.join(ROOT, name)
        os.makedirs(tdir)
        json.dump(task_json(name, d, "dot"), open(os.path.join(tdir, "task.json"), "w"), indent=2, ensure_ascii=False)
        answer(tdir, "plain", fenced("dot", dot_plain(d, name="Answer")), "pass")
        assert same_graph(d, d["nodes"], d["edges"])
        answer(tdir, "rewritten-chains-cluster", fenced("dot", dot_rewritten(d), "Sure! I grouped the first steps in a cluster.",
                                                        "Render it with `dot -Tpng`."), "pass")
        bare = dot_plain(d, name="Flow")
        answer(tdir, "bare-in-prose", "The structure, as DOT:\n\n" + bare + "\n\nEach box is one step.", "pass")
        for label, nodes, edges, reverse in variants(d):
            real = [(b, a) if (a, b) in reverse else (a, b) for a, b in edges]
            assert not same_graph(d, nodes, real), label
            answer(tdir, label, fenced("dot", dot_plain(d, nodes, real)), "fail")
        nodes = stray(d)
        answer(tdir, "stray-node", fenced("dot", dot_plain(d, nodes)), "fail")
        op_wrong = "--" if d["directed"] else "->"
        broken = dot_plain(d).replace(" -> " if d["directed"] else " -- ", f" {op_wrong} ", 1)
        answer(tdir, "syntax-error", fenced("dot", broken), "invalid")
        answer(tdir, "no-graph", "I cannot draw diagrams, but the steps are listed in the question.", "invalid")

        # SVG
        sdir = os.path.join(ROOT, name + "-svg")
        os.makedirs(sdir)
        json.dump(task_json(name + "-svg", d, "svg"), open(os.path.join(sdir, "task.json"), "w"), indent=2,
                  ensure_ascii=False)
        answer(sdir, "handwritten", fenced("svg", svg_handwritten(d)), "pass")
        for label, nodes, edges, reverse in variants(d):
            answer(sdir, label, fenced("svg", svg_handwritten(d, nodes, edges, reverse)), "fail")
        free = max(c for c, _ in d["layout"].values()) + 1   # a column of its own
        answer(sdir, "stray-node", fenced("svg", svg_handwritten(dict(d, layout=dict(d["layout"], legend=(free, 0))), stray(d))),
               "fail")
        for label, dot_text, expected in [("graphviz", dot_rewritten(d), "pass"),
                                          ("graphviz-missing-edge", dot_plain(d, edges=variants(d)[0][2]), "fail")]:
            svg = graphviz_svg(dot_text) if have_dot else None
            file = f"{expected}-{label}.txt"
            if svg is not None:
                answer(sdir, label, fenced("svg", svg.strip(), "Rendered with Graphviz:"), expected)
            elif (name + "-svg", file) in keep:
                answer(sdir, label, keep[(name + "-svg", file)], expected)

        # TikZ
        if name in TIKZ:
            kdir = os.path.join(ROOT, name + "-tikz")
            os.makedirs(kdir)
            json.dump(task_json(name + "-tikz", d, "tikz"), open(os.path.join(kdir, "task.json"), "w"), indent=2,
                      ensure_ascii=False)
            answer(kdir, "nodes-and-arrows", fenced("latex", tikz(d)), "pass")
            for label, nodes, edges, reverse in variants(d)[:3]:
                answer(kdir, label, fenced("latex", tikz(d, nodes, edges, reverse)), "fail")
    print(f"examples/diagram: {counts}; graphviz {'ran' if have_dot else 'not installed: committed answers kept'}")


if __name__ == "__main__":
    main()
