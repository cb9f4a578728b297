// The typesetter behind node_text.hpp, shared by its text mode (node_text.cpp) and its math
// mode (tex_math.cpp): boxes, the pieces a line is made of, and the Setter reading TeX source.
#pragma once

#include <algorithm>
#include <cctype>
#include <string>
#include <string_view>
#include <vector>

#include "formats/tikz/tex_fonts.hpp"
#include "formats/tikz/tex_symbols.hpp"

namespace plumbline::tikz::tex {

struct Box {
    double w = 0, h = 0, d = 0;
    void beside(const Box& b) {
        w += b.w;
        h = std::max(h, b.h);
        d = std::max(d, b.d);
    }
};

// One unbreakable piece of a line: a word, a formula, a space (a break point), a line end.
struct Piece {
    enum class Kind { Ink, Space, Break } kind = Kind::Ink;
    Box box;
    std::string plain;
};

struct Style {
    TexFont font = TexFont::Roman;
    double size = 10;
};

// A character's metrics, or null when the font has none.
const GlyphMetrics* glyph(TexFont f, unsigned char c, double size);

class Setter {
public:
    // `base`: the size math is set at (10pt, 7pt in scripts at 10pt); `depth`: how deep in
    // groups the source is (groups past kMaxNesting are read flat, so no text nests the
    // reading without bound).
    explicit Setter(std::string_view src, double base = 10, int depth = 0) : src_(src), base_(base), depth_(depth) {}
    static constexpr int kMaxNesting = 64;

    // Text mode up to the end of the current group (or the text): pieces of a line.
    void text(size_t& i, Style style, std::vector<Piece>& out);
    // What TeX draws in the text that is not set here (a picture nested in a node, an
    // image): "" when nothing, else its name as written ("\\begin{tikzpicture}").
    const std::string& unread() const { return unread_; }
    // What the text holds that is set only roughly here (a display or an alignment: align*,
    // tabular, $$...$$): "" when nothing, else the first, as written. The box TeX makes for
    // it may be of another size.
    const std::string& rough() const { return rough_; }

private:
    struct Atom {
        MathClass cls = MathClass::Ord;
        Box box;
        std::string plain;
        bool is_char = false;
        double italic = 0;
        bool kern = false;          // explicit space: no class spacing around it
    };

    // The argument at i: a {group}'s content (i moves past it), or one token.
    std::string_view argument(size_t& i);
    std::string command_name(size_t& i);
    void skip_blanks(size_t& i) {
        while (i < src_.size() && std::isspace(static_cast<unsigned char>(src_[i]))) ++i;
    }
    void skip_optional(size_t& i) {
        skip_blanks(i);
        if (i < src_.size() && src_[i] == '[') {
            int depth = 0;
            for (; i < src_.size(); ++i) {
                if (src_[i] == '[') ++depth;
                if (src_[i] == ']' && --depth == 0) {
                    ++i;
                    break;
                }
            }
        }
    }

    // Math mode from i up to `close` ("$", "\\)", "}" for a group, "" for one argument).
    Box math(size_t& i, std::string_view close, bool script, std::string& plain);
    Box math_text(std::string_view inner, TexFont font, double size, std::string& plain);
    Box math_atom(size_t& i, bool script, Atom& atom);
    Box attach_scripts(size_t& i, Atom& atom, bool script);
    Box inline_text(std::string_view inner, Style style, std::string& plain);

    std::string_view src_;
    double base_;
    int depth_;
    int flat_ = 0;   // braces opened past kMaxNesting, read as nothing
    std::string unread_;
    std::string rough_;
};

}  // namespace plumbline::tikz::tex
