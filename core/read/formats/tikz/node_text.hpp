// Node text as TeX sets it, approximately: the TeX source of a node's text read into what it
// says (plain text, math symbols as Unicode: "$x^2$" is "x²", "\textbf{A}" is "A") and the
// size of the box TeX would make for it, from Computer Modern's metrics (tex_fonts.hpp) with
// kerning and ligatures, math spacing, sub- and superscripts, \frac, and lines that end at
// a double backslash (when the node has align=) or wrap to a text width.
#pragma once

#include <string>
#include <string_view>

namespace plumbline::tikz {

struct TextLayout {
    double font_size = 10;     // pt: LaTeX's \normalsize
    bool lines = false;        // align= is set: \\ breaks lines (otherwise TikZ ignores it)
    double text_width = 0;     // text width=: the text wraps to it, and the box is that wide
    // The stretch, in em, a wrapped line may leave short before TeX's first pass (no
    // hyphenation, \pretolerance 100) fails and it hyphenates: TikZ's ragged text has
    // \rightskip 0pt plus 2em, centred text 2em each side, justified text only the spaces'
    // stretch (0); negative: fil glue (`flush` alignments), never.
    double stretch_em = 2;
};

struct SetText {
    std::string plain;         // what the text says; lines joined by '\n'
    double width = 0;          // pt
    double height = 0;         // above the first line's baseline
    double depth = 0;          // below the last line's baseline
    // text height= / text depth= replace the box's height and depth; the glyphs keep these
    // (negative: not replaced), so a text item's box stays on its ink.
    double ink_height = -1, ink_depth = -1;
    // Wrapped to a text width, a line is left shorter than its stretch allows (or a word is
    // wider than the line) before a word TeX can hyphenate: TeX would break that word where
    // Plumbline, which does not hyphenate, moves it whole. The word, or "".
    std::string hyphenated;
    int lines = 0;
    // A picture or image in the text that TeX draws and the setter does not (a nested
    // tikzpicture, \tikz, \includegraphics): "" when none, else the first, as written.
    std::string unread;
    // A display or an alignment set only roughly (align*, tabular, $$...$$): "" when none,
    // else the first, as written: TeX's box for the text may be of another size.
    std::string rough;
    double total_height() const { return height + depth; }
};

SetText set_node_text(std::string_view tex, const TextLayout& layout);

}  // namespace plumbline::tikz
