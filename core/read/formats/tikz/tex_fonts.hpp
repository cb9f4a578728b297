// Computer Modern's metrics (tex_fonts_data.cpp, generated from TeX Live's TFM files by
// tools/tex_fonts.py): what node text is measured with. Values are in units of the font's
// design size, so a font used at `size` multiplies them by `size`. LaTeX sets each size in
// a font of its own design size (its .fd files: \scriptsize in cmr7, \Large in cmr12
// scaled to 14.4pt, \Huge in cmr17): font_metrics(font, size) is that font.
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
    double design_size;           // pt
    double space;                 // the interword space (TFM's SPACE), design size units
};

// The 10pt font (7pt for Roman7 and MathItalic7).
const FontMetrics& font_metrics(TexFont font);
// The font LaTeX sets `font`'s family in at `size` pt (Roman7 is Roman, MathItalic7 MathItalic).
const FontMetrics& font_metrics(TexFont font, double size);

}  // namespace plumbline::tikz
