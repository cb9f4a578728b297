// Painting (stroke, fill, eofill, rectstroke, rectfill), fonts and text (show at the
// current point, stringwidth approximated), the page (showpage ends the reading), the
// operators that print or set devices (read past), and the PostScript operators that are
// not interpreted (an error naming them).
#include <cmath>

#include "formats/eps/machine.hpp"

namespace plumbline::eps {

namespace {

// Every glyph is 0.6 of the font size wide (Courier's width; Helvetica's average is near
// it): text is placed, not typeset.
constexpr double kGlyphWidth = 0.6;

bool paint(Machine& m, Machine::Paint how) {
    const std::vector<Subpath> subpaths = m.gs().path.subpaths();
    m.paint_path(subpaths, how, m.gs().path.origin());
    m.gs().path.clear();
    return true;
}
bool op_stroke(Machine& m) { return paint(m, Machine::Paint::Stroke); }
bool op_fill(Machine& m) { return paint(m, Machine::Paint::Fill); }
bool op_eofill(Machine& m) { return paint(m, Machine::Paint::EvenOddFill); }

// x y w h rectfill / rectstroke: a closed rectangle, painted without touching the path.
bool rect(Machine& m, Machine::Paint how) {
    double v[4];
    if (!m.pop_numbers(v, 4)) return false;
    const Affine& t = m.gs().ctm;
    const Vec2 p[4] = {t.apply(Vec2(v[0], v[1])), t.apply(Vec2(v[0] + v[2], v[1])),
                       t.apply(Vec2(v[0] + v[2], v[1] + v[3])), t.apply(Vec2(v[0], v[1] + v[3]))};
    for (const Vec2& q : p)
        if (!is_finite(q)) return m.fail("undefinedresult", "the rectangle is not finite");
    Subpath s;
    s.start = p[0];
    for (int k = 0; k < 4; ++k) s.path.pieces.push_back(PathPiece::line(p[k], p[(k + 1) % 4]));
    s.path.closed = true;
    m.paint_path({s}, how);
    return true;
}
bool op_rectfill(Machine& m) { return rect(m, Machine::Paint::Fill); }
bool op_rectstroke(Machine& m) { return rect(m, Machine::Paint::Stroke); }

bool op_showpage(Machine& m) {
    m.end_page();
    return true;
}
bool op_noop(Machine&) { return true; }

// Fonts are a name and a size: glyph outlines are not read.
bool op_findfont(Machine& m) {
    if (!m.need(1)) return false;
    const Object key = m.pop();
    std::string name;
    if (key.type == Type::Name) name = key.name();
    else if (key.type == Type::String) name = key.string();
    else return m.fail("typecheck", "findfont needs a font name");
    return m.push(make_font({name, 1}, m.op_offset));
}
bool op_scalefont(Machine& m) {
    double s = 0;
    Object font;
    if (!m.need(2) || !m.pop_number(&s) || !m.pop_type(Type::Font, &font)) return false;
    return m.push(make_font({font.font().name, font.font().size * s}, m.op_offset));
}
bool op_makefont(Machine& m) {
    Object matrix, font;
    if (!m.need(2) || !m.pop_type(Type::Array, &matrix) || !m.pop_type(Type::Font, &font)) return false;
    if (matrix.array().size() != 6 || !matrix.array()[3].is_number())
        return m.fail("rangecheck", "a matrix has six numbers");
    return m.push(make_font({font.font().name, font.font().size * std::abs(matrix.array()[3].number())}, m.op_offset));
}
bool op_setfont(Machine& m) {
    Object font;
    if (!m.pop_type(Type::Font, &font)) return false;
    m.gs().font = {font.font().name, font.font().size};
    return true;
}
bool op_selectfont(Machine& m) {
    if (!m.need(2)) return false;
    double size = 0;
    if (m.top().type == Type::Array) {
        const Object matrix = m.pop();
        size = matrix.array().size() == 6 && matrix.array()[3].is_number() ? std::abs(matrix.array()[3].number()) : 0;
    } else if (!m.pop_number(&size)) {
        return false;
    }
    const Object key = m.pop();
    if (key.type != Type::Name && key.type != Type::String) return m.fail("typecheck", "selectfont needs a font name");
    m.gs().font = {key.type == Type::Name ? key.name() : key.string(), size};
    return true;
}
bool op_currentfont(Machine& m) {
    const FontState& f = m.gs().font;
    return m.push(make_font({f.name.empty() ? "Courier" : f.name, f.name.empty() ? 1 : f.size}, m.op_offset));
}

bool font_ready(Machine& m) {
    if (!m.gs().font.name.empty()) return true;
    return m.fail("invalidfont", "no font is set (findfont, scalefont and setfont, or selectfont, come first)");
}

bool op_show(Machine& m) {
    Object s;
    if (!m.pop_type(Type::String, &s)) return false;
    Vec2 at;
    if (!m.current_user_point(&at)) return false;
    if (!font_ready(m)) return false;
    const double width = kGlyphWidth * m.gs().font.size * static_cast<double>(s.string().size());
    m.paint_text(s.string(), at, width);
    const Vec2 end = m.gs().ctm.apply(at + Vec2(width, 0));
    if (is_finite(end)) m.gs().path.move_to(end);
    return true;
}

bool op_stringwidth(Machine& m) {
    Object s;
    if (!m.pop_type(Type::String, &s)) return false;
    if (!font_ready(m)) return false;
    const double width = kGlyphWidth * m.gs().font.size * static_cast<double>(s.string().size());
    return m.push(make_real(width, m.op_offset)) && m.push(make_real(0, m.op_offset));
}

// print, =, ==: the operand is consumed, nothing is drawn.
bool op_print(Machine& m) { return m.need(1) && (m.pop(), true); }
bool op_time(Machine& m) { return m.push(make_integer(0, m.op_offset)); }

// PostScript operators a drawing might use that Plumbline does not interpret: running
// them wrongly would misdraw, so the drawing is invalid here.
bool op_unsupported(Machine& m) {
    m.note(Severity::Error, "eps.operator.unsupported",
           "`" + std::string(m.op_name) + "` is a PostScript operator Plumbline does not interpret; the drawing "
           "cannot be read past it.");
    return m.fail_quietly();
}

}  // namespace

void add_paint_operators(std::vector<OperatorEntry>& t) {
    t.insert(t.end(), {{"stroke", op_stroke},       {"fill", op_fill},           {"eofill", op_eofill},
                       {"rectfill", op_rectfill},   {"rectstroke", op_rectstroke}, {"showpage", op_showpage},
                       {"copypage", op_noop},       {"erasepage", op_noop},      {"findfont", op_findfont},
                       {"scalefont", op_scalefont}, {"makefont", op_makefont},   {"setfont", op_setfont},
                       {"selectfont", op_selectfont}, {"currentfont", op_currentfont}, {"show", op_show},
                       {"stringwidth", op_stringwidth}, {"print", op_print},     {"=", op_print},
                       {"==", op_print},            {"pstack", op_noop},         {"stack", op_noop},
                       {"flush", op_noop},          {"setpagedevice", op_print}, {"usertime", op_time},
                       {"realtime", op_time}});
    for (const char* name : {"image", "imagemask", "colorimage", "charpath", "strokepath", "reversepath", "clippath",
                             "shfill", "setpattern", "makepattern", "ashow", "widthshow", "awidthshow", "kshow",
                             "cshow", "xshow", "yshow", "xyshow", "glyphshow", "ufill", "ustroke", "ueofill",
                             "definefont", "run", "file", "token", "execform", "setcachedevice", "resourceforall",
                             "findresource", "defineresource", "filter", "currentfile", "readstring", "readhexstring"})
        t.push_back({name, op_unsupported});
}

}  // namespace plumbline::eps
