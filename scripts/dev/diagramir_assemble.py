#!/usr/bin/python3
"""DiagramIR's 398 TikZ pictures with their class's macros inlined (issue 40; dev only).

`tikz_world.py --corpus diagramir assemble` calls assemble() here. DiagramIR
(github.com/vishalku02/DiagramIR, MIT) gives each picture as a document of its own class,
`\\documentclass{IM}`, whose file (styles/IM.cls, styles/Tikz-IM.sty and the
styles/Tikz-IM-ES.sty it inputs) a reader of the picture alone does not have. The
inlining rule (tests/corpus/diagramir/README.md) is what a user pasting the picture
would do: the class line becomes what IM.cls loads (`standalone` with `border=0pt, 12pt,
tikz`), followed by

  1. what Tikz-IM.sty always sets: its packages and libraries, its `every ...` styles
     (the font declaration left out: it names the class's fonts), its colours;
  2. each further definition of Tikz-IM.sty or Tikz-IM-ES.sty the picture uses by name,
     with the definitions those use in turn (vertex styles, `\\drawarc`, the right-angle
     symbol, the page-width registers `\\newdimen\\QP` + `\\QP=1.625in`, ...);
  3. pgfplots' settings of the class when the picture has an `axis`.

Fonts are left out (Open Sans, sfmath): TeX and Plumbline then both set Computer Modern,
and the comparison leaves texts out anyway. The block sits between two marker comments,
so the picture as DiagramIR gives it is the text with the block replaced by
`\\documentclass{IM}` (original() below; the corpus test checks it).
"""
import csv
import io
import re
import subprocess

REPO = "vishalku02/DiagramIR"
COMMIT = "8f2154a317529ad9d8f73f7bb68c7a4270b277a6"
LICENCE = "MIT, copyright (c) 2025 Stanford EduNLP Lab"
DATA = "data/geometric_shapes_test_set.csv"
RATINGS = "data/human_ratings.csv"
CLASS_LINE = "\\documentclass{IM}"
BEGIN = "% --- inlined from DiagramIR's IM.cls and Tikz-IM.sty (tests/corpus/diagramir/README.md) ---"
END = "% --- end of the inlined class ---"
HEADER = "\\documentclass[border=0pt,12pt,tikz]{standalone}"


def git_show(git, path):
    return subprocess.run(["git", "-C", git, "show", COMMIT + ":" + path], check=True,
                          capture_output=True).stdout.decode("utf-8")


def chunks(text):
    """The sty's top-level statements: a line at brace depth 0 that starts with a control
    sequence begins one; it runs until its braces close (comments dropped)."""
    out, cur, depth = [], [], 0
    for line in text.splitlines():
        code = re.sub(r"(?<!\\)%.*", "", line).rstrip()
        if not code.strip():
            continue
        if depth == 0 and cur and code.lstrip().startswith("\\"):
            out.append("\n".join(cur))
            cur = []
        cur.append(code.strip() if depth == 0 else code)
        depth += code.count("{") - code.count("\\{") - code.count("}") + code.count("\\}")
    if cur:
        out.append("\n".join(cur))
    return out


def defined(chunk):
    """Names a chunk defines: macros, registers, tikz styles, pgfplots styles, colours."""
    names = set(re.findall(r"\\(?:newcommand\*?|renewcommand|def|newdimen|newcount|countdef)\s*\{?\\([A-Za-z]+)", chunk))
    names |= {"style:" + n for n in re.findall(r"\\tikzstyle\{([^}]+)\}", chunk)}
    names |= {"style:" + n.strip() for n in re.findall(r"(?:^|[{,\n])\s*([A-Za-z][A-Za-z ]*?)/\.(?:style|code|append style)", chunk)}
    names |= {"style:" + n for n in re.findall(r"\\pgfdeclaredecoration\{([^}]+)\}", chunk)}
    names = {n for n in names if not n.startswith(("style:every ", "style:after end"))}   # keys, not names
    m = re.match(r"\\([A-Za-z]+)\s*=", chunk)   # \QP=1.625in goes with \newdimen\QP
    if m:
        names.add(m.group(1))
    return names


def uses(text, name):
    if name.startswith("style:"):
        return re.search(r"(?<![A-Za-z])" + re.escape(name[6:]) + r"(?![A-Za-z])", text) is not None
    return re.search(r"\\" + re.escape(name) + r"(?![A-Za-z])", text) is not None


def class_parts(git):
    sty = git_show(git, "styles/Tikz-IM.sty")
    es = git_show(git, "styles/Tikz-IM-ES.sty")
    body = sty.split("%%% IM STYLE SETINGS %%%")[1].split("\\input{Tikz-IM-ES.sty}")[0]
    head = sty.split("%%% IM STYLE SETINGS %%%")[0]
    always = [c for c in chunks(head) if c.startswith(("\\usepackage", "\\usetikzlibrary", "\\usepgfplotslibrary",
                                                      "\\pgfplotsset{compat"))]
    always.append("\\usepackage{dashbox}\n\\usepackage{mathtools}")   # what Tikz-IM-ES.sty loads
    axis, named = [], []
    for c in chunks(body) + chunks(es):
        if c.startswith(("\\usepackage", "\\newcounter")):
            continue
        names = defined(c)
        if c.startswith("\\tikzset{every"):
            # The class's font declaration is an @-name of its own; the rest of the style stays.
            c = re.sub(r"font=\\IM@TikzFontDeclaration,?", "", c)
            if re.search(r"style=\{\s*\}", c):
                continue
            always.append(c)
        elif c.startswith("\\definecolor"):
            always.append(c)
        elif c.startswith("\\pgfplotsset") and not [n for n in names if not n.startswith("style:") or
                                                     n[6:] not in ("tick label style", "x axis line style",
                                                                   "y axis line style", "every axis", "every tick")]:
            axis.append(c)
        elif names:
            named.append((names, c))
        # else: nothing a picture can name (the long division's typesetting is named: \longdiv)
    return always, axis, named


def inline(text, parts):
    always, axis, named = parts
    block = list(always)
    if "\\begin{axis}" in text:
        block += [c for c in axis if "IM@" not in c]
    # Definitions the picture names (in its code, not in its comments: "% right angle
    # symbol at A" names nothing), and what those name in turn (to a fixed point).
    chosen, seen = [], re.sub(r"(?<!\\)%.*", "", text)
    changed = True
    while changed:
        changed = False
        for names, c in named:
            if c not in chosen and any(uses(seen, n) for n in names):
                chosen.append(c)
                seen += "\n" + c
                changed = True
    block += [c for names, c in named if c in chosen]   # in the class's order
    block = [re.sub(r"\\IM@TikzFontDeclaration", "", c) for c in block]
    return text.replace(CLASS_LINE, "\n".join([HEADER, BEGIN] + block + [END]), 1)


# The packages and libraries every picture loads (the start of the block, to
# `\usepackage{mathtools}`): compile() preloads them into a pdflatex format, TeX's own
# way of reading a common preamble once (mylatexformat); the document is otherwise the same.
FORMAT_END = "\\usepackage{mathtools}\n"


def format_split(text):
    """(the preloaded head, the rest) of an inlined picture, or None."""
    start = text.find(HEADER + "\n" + BEGIN)
    at = text.find(FORMAT_END, start)
    if start != 0 or at < 0:
        return None
    return text[:at + len(FORMAT_END)], text[at + len(FORMAT_END):]


def original(text):
    """The picture as DiagramIR gives it: the inlined block back to the class line."""
    start = text.index(HEADER + "\n" + BEGIN)
    end = text.index(END, start) + len(END)
    return text[:start] + CLASS_LINE + text[end:]


def assemble(mirrors):
    git = mirrors.rstrip("/") + "/" + REPO.replace("/", "+") + "/repo"
    parts = class_parts(git)
    rows = list(csv.DictReader(io.StringIO(git_show(git, DATA))))
    rated = sorted({r["diagram_id"] for r in csv.DictReader(io.StringIO(git_show(git, RATINGS)))}, key=int)
    pictures = []
    for r in rows:
        tex = r["tikz"].replace("\r\n", "\n")
        assert tex.count(CLASS_LINE) == 1, r["diagram_id"]
        text = inline(tex, parts)
        assert original(text) == tex
        pictures.append({"id": "diagramir/%03d" % int(r["diagram_id"]), "collection": "diagramir", "repo": REPO,
                         "commit": COMMIT, "path": DATA + "#diagram_id=" + r["diagram_id"],
                         "category": r["main_category"] + "/" + r["subcategory"],
                         "rated": r["diagram_id"] in rated, "text": text})
    collections = [{"name": "diagramir", "repo": REPO, "commit": COMMIT, "licence": LICENCE}]
    return collections, pictures
