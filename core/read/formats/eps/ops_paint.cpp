// Painting (stroke, fill, eofill, rectstroke, rectfill), the page (showpage ends the reading), the
// operators that print or set devices (read past), and the PostScript operators that are
// not interpreted (an error naming them).
#include <cmath>

#include "formats/eps/machine.hpp"

namespace plumbline::eps {

namespace {

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
                       {"copypage", op_noop},       {"erasepage", op_noop},      {"print", op_print},         {"=", op_print},
                       {"==", op_print},            {"pstack", op_noop},         {"stack", op_noop},
                       {"flush", op_noop},          {"setpagedevice", op_print}, {"usertime", op_time},
                       {"realtime", op_time}});
    for (const char* name : {"strokepath", "reversepath", "ufill", "ustroke", "ueofill", "run", "file", "execform",
                             "resourceforall"})
        t.push_back({name, op_unsupported});
}

}  // namespace plumbline::eps
