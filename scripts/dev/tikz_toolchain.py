#!/usr/bin/env python3
"""The TikZ corpus through pdflatex + pdf2svg (dev only; the harness is toolchain.py).

The corpus: the TikZ example answers and references and the TikZ support-table cases.
Each is compiled as SSVG-Bench does: pdflatex on a standalone page, cropped to the
picture, then pdf2svg.

usage: python3 scripts/dev/tikz_toolchain.py [--only SUBSTRING]
"""
import shutil
import sys

import toolchain

PREAMBLE = ("\\documentclass{standalone}\n\\usepackage{tikz}\n"
            "\\usetikzlibrary{calc,intersections,arrows.meta,positioning,shapes.geometric}\n")


def corpus():
    """(id, source path, task path or '') for every TikZ drawing, in a stable order."""
    return (toolchain.example_answers("tikz", "") + toolchain.example_answers("tikz-molecule", "tikz-molecule/") +
            toolchain.molecule_references("reference.tex") + toolchain.files_in("tests/golden/tikz_support", ".tex", "support/"))


def document(tikz):
    """A whole document is compiled as it is; a bare picture gets a standalone preamble,
    with what precedes the picture (\\definecolor, \\usetikzlibrary) put in the preamble,
    as a wrapper would, so that it adds no spaces to the page."""
    if "\\documentclass" in tikz:
        return tikz
    at = tikz.find("\\begin{tikzpicture}")
    head, body = (tikz[:at], tikz[at:]) if at >= 0 else ("", "\\begin{tikzpicture}\n" + tikz + "\n\\end{tikzpicture}")
    return PREAMBLE + head + "\\begin{document}\n" + body + "\n\\end{document}\n"


def compile_page(tikz):
    """pdf2svg's page for the drawing, or None when pdflatex stops."""
    return toolchain.convert("d.tex", document(tikz), ["pdflatex", "-interaction=nonstopmode", "-halt-on-error", "d.tex"])


if __name__ == "__main__":
    if not (shutil.which("pdflatex") and shutil.which("pdf2svg")):
        sys.exit("tikz_toolchain: needs pdflatex and pdf2svg (scripts/dev/toolchain.sh installs them)")
    toolchain.main("tikz", corpus, compile_page, sys.argv)
