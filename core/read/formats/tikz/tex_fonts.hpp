// Computer Modern's metrics (tex_fonts_data.cpp, generated from TeX Live's TFM files by
// tools/tex_fonts.py): what node text is measured with. Values are in units of the font's
// design size (10pt, or 7pt for the script fonts); a 12pt text scales the 10pt font.
#pragma once

#include <cstddef>

namespace plumbline::tikz {

enum class TexFont { Roman, MathItalic, Bold, Italic, Sans, Typewriter, Symbols, Roman7, MathItalic7 };

struct GlyphMetrics {
    float width, height, depth, italic;
    bool exists;
};
struct Kern {
    unsigned char left, right;
    float amount;
};
struct Ligature {
    unsigned char left, right, result;
};

struct FontMetrics {
    const GlyphMetrics* glyphs;   // 128 codes
    const Kern* kerns;            // sorted by (left, right); text fonts only
    size_t kern_count;
    const Ligature* ligatures;    // sorted by (left, right); text fonts only
    size_t ligature_count;
    int design_size;              // pt
};

const FontMetrics& font_metrics(TexFont font);

}  // namespace plumbline::tikz
