// Path construction: moveto/lineto/curveto and their relative forms, arc/arcn with the
// implicit line from the current point, arct/arcto, closepath, currentpoint, pathbbox.
// Points are transformed by the CTM as they are added (graphics.hpp).
#include <algorithm>
#include <cmath>

#include "base/numbers.hpp"
#include "formats/eps/machine.hpp"

namespace plumbline::eps {

namespace {

constexpr double kDeg = kPi / 180;

bool finite_point(Machine& m, const Vec2& p) {
    if (is_finite(p)) return true;
    return m.fail("undefinedresult", "the point is not finite");
}

bool op_newpath(Machine& m) {
    m.gs().path.clear();
    return true;
}

bool move(Machine& m, bool relative) {
    double v[2];
    if (!m.pop_numbers(v, 2)) return false;
    Vec2 p(v[0], v[1]);
    if (relative) {
        Vec2 at;
        if (!m.current_user_point(&at)) return false;
        p += at;
    }
    const Vec2 page = m.gs().ctm.apply(p);
    if (!finite_point(m, page)) return false;
    m.build_path().move_to(page);
    return true;
}
bool op_moveto(Machine& m) { return move(m, false); }
bool op_rmoveto(Machine& m) { return move(m, true); }

bool line(Machine& m, bool relative) {
    double v[2];
    if (!m.pop_numbers(v, 2)) return false;
    Vec2 at;
    if (!m.current_user_point(&at)) return false;
    const Vec2 p = relative ? at + Vec2(v[0], v[1]) : Vec2(v[0], v[1]);
    const Vec2 page = m.gs().ctm.apply(p);
    if (!finite_point(m, page) || !m.add_piece_budget()) return false;
    m.build_path().line_to(page);
    return true;
}
bool op_lineto(Machine& m) { return line(m, false); }
bool op_rlineto(Machine& m) { return line(m, true); }

bool curve(Machine& m, bool relative) {
    double v[6];
    if (!m.pop_numbers(v, 6)) return false;
    Vec2 at;
    if (!m.current_user_point(&at)) return false;
    const Vec2 base = relative ? at : Vec2(0, 0);
    const Affine& t = m.gs().ctm;
    const Vec2 c1 = t.apply(base + Vec2(v[0], v[1])), c2 = t.apply(base + Vec2(v[2], v[3])),
               p = t.apply(base + Vec2(v[4], v[5]));
    if (!finite_point(m, c1) || !finite_point(m, c2) || !finite_point(m, p) || !m.add_piece_budget()) return false;
    m.build_path().curve_to(c1, c2, p);
    return true;
}
bool op_curveto(Machine& m) { return curve(m, false); }
bool op_rcurveto(Machine& m) { return curve(m, true); }

bool op_closepath(Machine& m) {
    m.gs().path.close();
    return true;
}

// The arc of centre c and radius r from angle a (degrees) sweeping `sweep` degrees
// (positive counterclockwise), in user space: the implicit line (or moveto) to its start,
// then the arc, transformed by the CTM.
bool add_arc(Machine& m, const Vec2& c, double r, double a, double sweep) {
    const Affine& t = m.gs().ctm;
    const Vec2 start_user = c + r * Vec2(std::cos(a * kDeg), std::sin(a * kDeg));
    const Vec2 start = t.apply(start_user);
    if (!finite_point(m, start) || !m.add_piece_budget()) return false;
    CurrentPath& path = m.build_path();
    if (path.has_point()) path.line_to(start);
    else path.move_to(start);
    if (r == 0 || sweep == 0) return true;
    Arc arc;
    arc.ellipse.c = c;
    arc.ellipse.rx = arc.ellipse.ry = std::abs(r);
    arc.t0 = (a + (r < 0 ? 180 : 0)) * kDeg;
    arc.dt = sweep * kDeg;
    const Arc page = transform(arc, t);
    if (!finite_point(m, page.ellipse.c) || !std::isfinite(page.ellipse.rx) || !std::isfinite(page.ellipse.ry))
        return m.fail("undefinedresult", "the arc is not finite");
    if (!m.add_piece_budget()) return false;
    path.arc_piece(page);
    return true;
}

// arc: counterclockwise; an end angle below the start is raised by multiples of 360.
// arcn: clockwise, the other way. A sweep past a full turn traces the circle more than once
// and ends at the end angle: it is drawn as one turn and what is left of the next.
bool arc_op(Machine& m, bool clockwise) {
    double v[5];
    if (!m.pop_numbers(v, 5)) return false;
    double d = v[4] - v[3];
    if (!std::isfinite(d)) return m.fail("undefinedresult", "an angle is not finite");
    if (!clockwise && d < 0) {
        d = std::fmod(d, 360.0);
        if (d < 0) d += 360;
    } else if (clockwise && d > 0) {
        d = std::fmod(d, 360.0);
        if (d > 0) d -= 360;
    }
    if (std::abs(d) > 360) d = std::copysign(360 + std::fmod(std::abs(d), 360.0), d);
    return add_arc(m, Vec2(v[0], v[1]), v[2], v[3], d);
}
bool op_arc(Machine& m) { return arc_op(m, false); }
bool op_arcn(Machine& m) { return arc_op(m, true); }

// arct / arcto: the arc of radius r tangent to the line from the current point to
// (x1, y1) and to the line from there to (x2, y2), after a line to its first tangent point.
bool tangent_arc(Machine& m, bool push_points) {
    double v[5];
    if (!m.pop_numbers(v, 5)) return false;
    Vec2 p0;
    if (!m.current_user_point(&p0)) return false;
    const Vec2 p1(v[0], v[1]), p2(v[2], v[3]);
    const double r = v[4];
    if (r < 0) return m.fail("undefinedresult", "a negative radius");
    const Vec2 u = p0 - p1, w = p2 - p1;
    const double lu = u.norm(), lw = w.norm();
    const double cross = u.x() * w.y() - u.y() * w.x();
    Vec2 t1 = p1, t2 = p1;
    if (lu == 0 || lw == 0 || std::abs(cross) <= 1e-12 * lu * lw || r == 0) {
        // Collinear or degenerate: a line to (x1, y1).
        const Vec2 page = m.gs().ctm.apply(p1);
        if (!finite_point(m, page) || !m.add_piece_budget()) return false;
        m.build_path().line_to(page);
    } else {
        const Vec2 du = u / lu, dw = w / lw;
        const double theta = std::acos(std::clamp(du.dot(dw), -1.0, 1.0));   // angle at p1
        const double d = r / std::tan(theta / 2);
        t1 = p1 + du * d;
        t2 = p1 + dw * d;
        const Vec2 bisector = (du + dw).normalized();
        const Vec2 c = p1 + bisector * (r / std::sin(theta / 2));
        const double a1 = std::atan2(t1.y() - c.y(), t1.x() - c.x()) / kDeg;
        double a2 = std::atan2(t2.y() - c.y(), t2.x() - c.x()) / kDeg;
        // The path turns left (counterclockwise) when p0 -> p1 -> p2 turns left.
        const Vec2 in = p1 - p0;
        const bool left = in.x() * w.y() - in.y() * w.x() > 0;
        double sweep = a2 - a1;
        if (left) {
            while (sweep < 0) sweep += 360;
        } else {
            while (sweep > 0) sweep -= 360;
        }
        if (!add_arc(m, c, r, a1, sweep)) return false;
    }
    if (push_points)
        return m.push(make_real(t1.x(), m.op_offset)) && m.push(make_real(t1.y(), m.op_offset)) &&
               m.push(make_real(t2.x(), m.op_offset)) && m.push(make_real(t2.y(), m.op_offset));
    return true;
}
bool op_arct(Machine& m) { return tangent_arc(m, false); }
bool op_arcto(Machine& m) { return tangent_arc(m, true); }

bool op_currentpoint(Machine& m) {
    Vec2 p;
    if (!m.current_user_point(&p)) return false;
    return m.push(make_real(p.x(), m.op_offset)) && m.push(make_real(p.y(), m.op_offset));
}

// The path's bounding box in user space (the box of the page-space box's corners). A
// Bezier curve's control points count, as in Ghostscript; arcs count by their own extent
// (Ghostscript's Bezier pieces of an arc stay inside it).
bool op_pathbbox(Machine& m) {
    Box box;
    for (const Subpath& s : m.gs().path.subpaths()) {
        box.add(s.start);
        for (const PathPiece& p : s.path.pieces) {
            switch (p.kind) {
                case PathPiece::Kind::Arc: box.add(bounds(p.arc)); break;
                case PathPiece::Kind::Cubic: box.add(p.p2); [[fallthrough]];
                case PathPiece::Kind::Quad: box.add(p.p1); [[fallthrough]];
                case PathPiece::Kind::Line:
                    box.add(p.p0);
                    box.add(p.p3);
                    break;
            }
        }
    }
    if (box.empty) return m.fail("nocurrentpoint", "the current path is empty");
    const Affine& t = m.gs().ctm;
    const double det = t.determinant();
    if (det == 0 || !std::isfinite(det)) return m.fail("undefinedresult", "the current matrix is not invertible");
    Box user;
    for (const Vec2& corner : {box.min, box.max, Vec2(box.min.x(), box.max.y()), Vec2(box.max.x(), box.min.y())}) {
        const Vec2 q = corner - Vec2(t.e, t.f);
        user.add(Vec2((t.d * q.x() - t.c * q.y()) / det, (-t.b * q.x() + t.a * q.y()) / det));
    }
    return m.push(make_real(user.min.x(), m.op_offset)) && m.push(make_real(user.min.y(), m.op_offset)) &&
           m.push(make_real(user.max.x(), m.op_offset)) && m.push(make_real(user.max.y(), m.op_offset));
}

bool op_flattenpath(Machine&) { return true; }   // curves stay curves: the Scene keeps them exact

}  // namespace

void add_path_operators(std::vector<OperatorEntry>& t) {
    t.insert(t.end(), {{"newpath", op_newpath},     {"moveto", op_moveto},   {"rmoveto", op_rmoveto},
                       {"lineto", op_lineto},       {"rlineto", op_rlineto}, {"curveto", op_curveto},
                       {"rcurveto", op_rcurveto},   {"closepath", op_closepath}, {"arc", op_arc},
                       {"arcn", op_arcn},           {"arct", op_arct},       {"arcto", op_arcto},
                       {"currentpoint", op_currentpoint}, {"pathbbox", op_pathbbox},
                       {"flattenpath", op_flattenpath}});
}

}  // namespace plumbline::eps
