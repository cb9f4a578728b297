#!/usr/bin/env python3
"""Writes tex_fonts_data.cpp: the Computer Modern metrics node text is measured with.

Reads the fonts' TFM files through tftopl (TeX Live), so the numbers are TeX's own:
width, height, depth and italic correction of every character, and for the text fonts
the kerning and ligature program. Run from this folder: python3 tex_fonts.py
"""
import re
import subprocess

# name in C++, TFM name, whether its kerns and ligatures are kept (text fonts)
FONTS = [("Roman", "cmr10", True), ("MathItalic", "cmmi10", False), ("Bold", "cmbx10", True),
         ("Italic", "cmti10", True), ("Sans", "cmss10", True), ("Typewriter", "cmtt10", False),
         ("Symbols", "cmsy10", False), ("Roman7", "cmr7", False), ("MathItalic7", "cmmi7", False)]

# LaTeX's size table (the OT1/OML/OMS .fd files: ot1cmr.fd, omlcmm.fd, omscmsy.fd,
# ot1cmss.fd, ot1cmtt.fd): the TFM each family is set in at each size of the standard
# classes. A 7pt \scriptsize is cmr7 at 7pt, not cmr10 scaled; a 14.4pt \Large is cmr12
# scaled. Sizes between are substituted by the nearest, as LaTeX does.
SIZES = [5, 6, 7, 8, 9, 10, 10.95, 12, 14.4, 17.28, 20.74, 24.88]
DESIGN = {
    "Roman": ["cmr5", "cmr6", "cmr7", "cmr8", "cmr9", "cmr10", "cmr10", "cmr12", "cmr12", "cmr17", "cmr17", "cmr17"],
    "MathItalic": ["cmmi5", "cmmi6", "cmmi7", "cmmi8", "cmmi9", "cmmi10", "cmmi10"] + ["cmmi12"] * 5,
    "Bold": ["cmbx5", "cmbx6", "cmbx7", "cmbx8", "cmbx9", "cmbx10", "cmbx10"] + ["cmbx12"] * 5,
    # Italic, sans and typewriter text stays in the 10pt fonts, scaled (rare in node text at
    # other sizes; kept out so this file stays small).
    "Italic": ["cmti10"] * 12,
    "Sans": ["cmss10"] * 12,
    "Typewriter": ["cmtt10"] * 12,
    "Symbols": ["cmsy5", "cmsy6", "cmsy7", "cmsy8", "cmsy9", "cmsy10"] + ["cmsy10"] * 6,
}
TEXT = {"Roman", "Bold", "Italic", "Sans"}   # fonts whose kerns and ligatures are kept

def sexp(text):
    tokens = re.findall(r"\(|\)|[^\s()]+", text)
    stack = [[]]
    for t in tokens:
        if t == "(":
            stack.append([])
        elif t == ")":
            done = stack.pop()
            stack[-1].append(done)
        else:
            stack[-1].append(t)
    return stack[0]


def code(kind, value):
    if kind == "C":
        return ord(value)
    if kind == "O":
        return int(value, 8)
    if kind == "D":
        return int(value)
    if kind == "H":
        return int(value, 16)
    raise ValueError(kind)


def read(tfm):
    path = subprocess.run(["kpsewhich", tfm + ".tfm"], capture_output=True, text=True, check=True).stdout.strip()
    pl = subprocess.run(["tftopl", path], capture_output=True, text=True, check=True).stdout
    chars, kerns, ligs, params = {}, [], [], {}
    for item in sexp(pl):
        if item[0] == "DESIGNSIZE":
            params["DESIGNSIZE"] = float(item[2])
        elif item[0] == "FONTDIMEN":
            for sub in item[1:]:
                if isinstance(sub, list) and len(sub) == 3:
                    params[sub[0]] = float(sub[2])
        elif item[0] == "CHARACTER":
            c = code(item[1], item[2])
            m = {"CHARWD": 0.0, "CHARHT": 0.0, "CHARDP": 0.0, "CHARIC": 0.0}
            for sub in item[3:]:
                if isinstance(sub, list) and sub[0] in m:
                    m[sub[0]] = float(sub[2])
            chars[c] = m
        elif item[0] == "LIGTABLE":
            labels, fresh = [], True
            for entry in item[1:]:
                if entry[0] == "LABEL":
                    if not fresh:
                        labels = []
                    fresh = True
                    if entry[1] != "BOUNDARYCHAR":
                        labels.append(code(entry[1], entry[2]))
                elif entry[0] == "STOP":
                    fresh = False
                elif entry[0] == "KRN":
                    fresh = False
                    for left in labels:
                        kerns.append((left, code(entry[1], entry[2]), float(entry[4])))
                elif entry[0] == "LIG":
                    fresh = False
                    for left in labels:
                        ligs.append((left, code(entry[1], entry[2]), code(entry[3], entry[4])))
    return chars, kerns, ligs, params


# The packed tables' reader (written out as it stands).
PACKED = """// A font as generated: the distinct dimensions, four indices a character, which exist.
struct PackedFont {
    const float* dims;
    const unsigned short* chars;
    const char* exists;
    const Kern* kerns;
    size_t kern_count;
    const Ligature* ligatures;
    size_t ligature_count;
    double design_size, space;
};
"""

ACCESSORS = """// Every font unpacked at once on first use: a function-local static, so initialised once
// and safely when readers run on several threads.
struct Unpacked {
    GlyphMetrics glyphs[128];
    FontMetrics metrics;
};
constexpr size_t kCount = sizeof kFonts / sizeof *kFonts, kSizeCount = sizeof *kBySize / sizeof **kBySize;

// `i`: a kFonts index, or past them an index into kBySize read row by row.
const Unpacked& unpack(size_t i) {
    static const std::vector<Unpacked> fonts = [] {
        std::vector<Unpacked> all(kCount + sizeof kBySize / sizeof **kBySize);
        for (size_t f = 0; f < all.size(); ++f) {
            const PackedFont& p = f < kCount ? kFonts[f] : kBySize[(f - kCount) / kSizeCount][(f - kCount) % kSizeCount];
            Unpacked& u = all[f];
            for (int c = 0; c < 128; ++c) {
                const unsigned short* k = p.chars + 4 * c;
                u.glyphs[c] = GlyphMetrics{p.dims[k[0]], p.dims[k[1]], p.dims[k[2]], p.dims[k[3]], p.exists[c] == '1'};
            }
            u.metrics = FontMetrics{u.glyphs, p.kerns, p.kern_count, p.ligatures, p.ligature_count, p.design_size, p.space};
        }
        return all;
    }();
    return fonts[i];
}

}  // namespace

const FontMetrics& font_metrics(TexFont font) { return unpack(static_cast<size_t>(font)).metrics; }

const FontMetrics& font_metrics(TexFont font, double size) {
    size_t best = 0;   // the nearest of LaTeX's sizes (it substitutes one between)
    for (size_t i = 1; i < sizeof kSizes / sizeof *kSizes; ++i)
        if (std::abs(kSizes[i] - size) < std::abs(kSizes[best] - size)) best = i;
    return unpack(kCount + static_cast<size_t>(font) * kSizeCount + best).metrics;
}
"""


def number(v):
    text = "%.6g" % v
    return text[1:] if text.startswith("0.") else "-" + text[2:] if text.startswith("-0.") else text


def main():
    out = ["// Computer Modern metrics, generated by tools/tex_fonts.py from TeX Live's TFM files",
           "// (tftopl): per character width, height, depth and italic correction in units of the",
           "// design size, the interword space, and the text fonts' kerns and ligatures; the",
           "// design sizes LaTeX sets each size in (its .fd files). Do not edit by hand.",
           '#include "formats/tikz/tex_fonts.hpp"', "", "#include <cmath>", "#include <vector>", "",
           "namespace plumbline::tikz {", "", "namespace {", "", PACKED]
    emitted = {}      # TFM name -> its FontMetrics initialiser
    tables = {}       # a kern or ligature table's text -> its name (sizes share equal tables)
    order = []

    def emit(tfm, text):
        if tfm in emitted:
            return
        chars, kerns, ligs, params = read(tfm)
        ident = "k_" + tfm
        out.append("// %s" % tfm)
        # As a TFM stores them: each dimension's distinct values once, a character four
        # indices into them (index 0 is 0; a missing character has width index 0 and no
        # height: see exists below).
        dims = []
        for field in ("CHARWD", "CHARHT", "CHARDP", "CHARIC"):
            values = sorted({m[field] for m in chars.values()} | {0.0})
            values.remove(0.0)
            dims.append([0.0] + values)
        out.append("constexpr float %s_dims[] = {%s};" % (ident, ", ".join(number(v) for d in dims for v in d)))
        base = [0, len(dims[0]), len(dims[0]) + len(dims[1]), len(dims[0]) + len(dims[1]) + len(dims[2])]
        assert base[3] + len(dims[3]) < 65536
        cells = []
        for c in range(128):
            m = chars.get(c)
            if m is None:
                cells.append("0,0,0,0")
            else:
                cells.append(",".join(str(base[k] + dims[k].index(m[f]) if m[f] else 0)
                                      for k, f in enumerate(("CHARWD", "CHARHT", "CHARDP", "CHARIC"))))
        exists = "".join("1" if c in chars else "0" for c in range(128))
        out.append("constexpr unsigned short %s_chars[128 * 4] = {" % ident)
        for k in range(0, 128, 16):
            out.append("    " + ",".join(cells[k:k + 16]) + ",")
        out.append("};")
        out.append('constexpr char %s_exists[] = "%s";' % (ident, exists))
        names = ["nullptr", "0", "nullptr", "0"]
        for kind, items, fmt, slot in (("Kern", sorted(set(kerns)), lambda e: "{%d, %d, %s}" % (e[0], e[1], number(e[2])), 0),
                                       ("Ligature", sorted(set(ligs)), lambda e: "{%d, %d, %d}" % e, 2)):
            if not text or not items:
                continue
            body = [fmt(e) for e in items]
            lines = ["    " + ", ".join(body[k:k + 6]) + "," for k in range(0, len(body), 6)]
            key = kind + "\n".join(lines)
            if key not in tables:
                tables[key] = "k_%s_%s" % (tfm, kind.lower())
                out.append("constexpr %s %s[] = {" % (kind, tables[key]))
                out.extend(lines)
                out.append("};")
            names[slot] = tables[key]
            names[slot + 1] = "sizeof(%s) / sizeof(%s)" % (tables[key], kind)
        emitted[tfm] = "{%s_dims, %s_chars, %s_exists, %s, %s, %s, %s, %s, %s}" % (ident, ident, ident, names[0], names[1], names[2], names[3],
                                                         number(params["DESIGNSIZE"]), number(params["SPACE"]))
        order.append(tfm)
        out.append("")

    for name, tfm, text in FONTS:
        emit(tfm, name.rstrip("7") in TEXT)
    for family, tfms in DESIGN.items():
        for tfm in tfms:
            emit(tfm, family in TEXT)
    out.append("// By TexFont (the 10pt fonts, and the 7pt script fonts).")
    out.append("constexpr PackedFont kFonts[] = {")
    out += ["    %s,  // %s" % (emitted[tfm], tfm) for _, tfm, _ in FONTS]
    out.append("};")
    out.append("")
    out.append("// LaTeX's sizes, and by TexFont the font it sets each in (the .fd files).")
    out.append("constexpr double kSizes[%d] = {%s};" % (len(SIZES), ", ".join(number(v) for v in SIZES)))
    out.append("constexpr PackedFont kBySize[][%d] = {" % len(SIZES))
    for name, tfm, text in FONTS:
        family = name.rstrip("7")
        out.append("    {  // %s" % name)
        for t in DESIGN[family]:
            out.append("        %s,  // %s" % (emitted[t], t))
        out.append("    },")
    out.append("};")
    out.append("")
    out.append(ACCESSORS)
    out.append("}  // namespace plumbline::tikz")
    with open("../tex_fonts_data.cpp", "w") as f:
        f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
