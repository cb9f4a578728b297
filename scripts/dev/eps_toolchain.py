#!/usr/bin/env python3
"""The EPS corpus through Ghostscript + pdf2svg (dev only; the harness is toolchain.py).

The corpus: the EPS example answers (`examples/eps`, `examples/eps-molecule`), the
molecule references (`examples/molecule/*/reference.eps`), the EPS support-table cases
(`tests/golden/eps_support/`). Each is converted as the published pipeline does: Ghostscript
to PDF with the page cropped to the bounding box comment (-dEPSCrop), then pdf2svg. A
PostScript error makes Ghostscript exit non-zero: no page, as in the pipeline.

usage: python3 scripts/dev/eps_toolchain.py [--only SUBSTRING]
"""
import shutil
import sys

import toolchain


def text_file(entry):
    """A drawing this harness can take as text (the binary DOS EPS case cannot be: its
    Ghostscript page is checked by hand, tests/golden/eps_support/dos-header.eps)."""
    try:
        with open(entry[1], encoding="utf-8") as f:
            f.read()
        return True
    except UnicodeDecodeError:
        return False


def corpus():
    """(id, source path, task path or '') for every EPS drawing, in a stable order."""
    return [e for e in (toolchain.example_answers("eps", "") + toolchain.example_answers("eps-molecule", "eps-molecule/") +
                        toolchain.molecule_references("reference.eps") +
                        toolchain.files_in("tests/golden/eps_support", ".eps", "support/")) if text_file(e)]


def compile_page(eps):
    """pdf2svg's page for the drawing, or None when Ghostscript stops."""
    return toolchain.convert("d.eps", eps, ["gs", "-q", "-dNOPAUSE", "-dBATCH", "-dSAFER", "-dEPSCrop",
                                            "-sDEVICE=pdfwrite", "-o", "d.pdf", "d.eps"])


if __name__ == "__main__":
    if not (shutil.which("gs") and shutil.which("pdf2svg")):
        sys.exit("eps_toolchain: needs ghostscript and pdf2svg (scripts/dev/toolchain.sh installs them)")
    toolchain.main("eps", corpus, compile_page, sys.argv)
