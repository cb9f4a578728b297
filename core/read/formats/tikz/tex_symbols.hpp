// What TeX's math symbols and math-mode characters are: the font and character they print
// (Computer Modern codes), their math class (which sets the spacing around them), and the
// Unicode they stand for in plain text.
#pragma once

#include <string_view>

#include "formats/tikz/tex_fonts.hpp"

namespace plumbline::tikz {

enum class MathClass { Ord, Op, Bin, Rel, Open, Close, Punct };

struct TexSymbol {
    std::string_view name;       // without the backslash: "alpha"; "" for a character
    TexFont font;
    unsigned char code;
    MathClass cls;
    std::string_view plain;      // UTF-8
    float width = 0;             // em, when no single Computer Modern glyph is it (\sum, \neq)
};

// A math command (\alpha, \cdot, \le, \sum, ...); nullptr when not known.
const TexSymbol* math_symbol(std::string_view name);
// A character typed in math mode: letters in math italic, digits upright, + a binary
// operator, = a relation, ...
TexSymbol math_character(char c);
// Superscript / subscript forms of plain text, when every character has one ("2" -> "²").
bool unicode_script(std::string_view text, bool superscript, std::string& out);

}  // namespace plumbline::tikz
