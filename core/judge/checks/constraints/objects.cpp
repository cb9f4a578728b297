// Given, answer and derived objects as figures (see objects.hpp).
#include "checks/constraints/objects.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "base/numbers.hpp"
#include "common/words.hpp"
#include "checks/constraints/answer_points.hpp"
#include "checks/constraints/shapes.hpp"

namespace plumbline::constraints {

namespace {

// An arc is drawn along a circle when every point of it is within this share of the radius.
constexpr double kArcRoundness = 0.01;

const Item& item_at(const Scene& s, int i) { return s.items[static_cast<size_t>(i)]; }

std::string trimmed(const std::string& s) {
    size_t a = 0, b = s.size();
    while (a < b && std::isspace(static_cast<unsigned char>(s[a]))) ++a;
    while (b > a && std::isspace(static_cast<unsigned char>(s[b - 1]))) --b;
    return s.substr(a, b - a);
}

// The items of the given drawing that count: visible, and selected when the object says.
std::vector<int> given_items(const Object& o, const Scene& given, Profile profile) {
    std::vector<int> items;
    if (o.given.select) {
        items = select_items(given, *o.given.select, profile, nullptr, 0);
    } else {
        for (int i = 0; i < static_cast<int>(given.items.size()); ++i) items.push_back(i);
    }
    items.erase(std::remove_if(items.begin(), items.end(), [&](int i) { return !item_at(given, i).style.visible; }),
                items.end());
    return items;
}

// Where a label is: the middle of the text's box (its anchor when it has none). Texts are
// looked for among all of the given drawing's items, whatever the selection.
bool label_position(const Scene& given, const std::string& label, Vec2& at) {
    for (const Item& it : given.items) {
        const Text* t = std::get_if<Text>(&it.geometry);
        if (!t || !it.style.visible || trimmed(t->content) != label) continue;
        at = t->box.empty ? t->anchor : Vec2((t->box.min + t->box.max) / 2);
        return true;
    }
    return false;
}

void vertices_of(const Geometry& g, std::vector<Vec2>& out) {
    if (const auto* s = std::get_if<Segment>(&g)) {
        out.push_back(s->a);
        out.push_back(s->b);
    } else if (const auto* c = std::get_if<Circle>(&g)) {
        out.push_back(c->c);
    } else if (const auto* p = std::get_if<Point>(&g)) {
        out.push_back(p->p);
    } else if (const auto* path = std::get_if<Path>(&g)) {
        for (const PathPiece& piece : path->pieces) {
            out.push_back(piece.start());
            out.push_back(piece.end());
        }
    }
}

bool labelled_point(const Scene& given, const std::vector<int>& items, const std::string& label, Vec2& out,
                    std::string& error) {
    Vec2 at;
    if (!label_position(given, label, at)) {
        error = "no text \"" + label + "\" in the given drawing";
        return false;
    }
    std::vector<Vec2> vertices;
    for (const int i : items) vertices_of(item_at(given, i).geometry, vertices);
    double best = std::numeric_limits<double>::infinity();
    for (const Vec2& v : vertices)
        if (is_finite(v) && distance(v, at) < best) best = distance(v, at), out = v;
    if (!std::isfinite(best)) {
        error = "the given drawing has no vertex for the label \"" + label + "\"";
        return false;
    }
    return true;
}

std::vector<int> of_type(const Scene& given, const std::vector<int>& items, Type t, double tol) {
    std::vector<int> out;
    std::vector<Vec2> corners;
    for (const int i : items) {
        const ItemKind k = item_at(given, i).kind();
        if ((t == Type::Line && k == ItemKind::Segment) || (t == Type::Circle && k == ItemKind::Circle) ||
            (t == Type::Point && k == ItemKind::Point))
            out.push_back(i);
        else if (t == Type::Polygon && given.primary_of(i) == i && polygon_of_geometry(item_at(given, i).geometry, tol, corners))
            out.push_back(i);
        else if (t == Type::Arc && given.primary_of(i) == i && arc_of_geometry(item_at(given, i).geometry).defined)
            out.push_back(i);
    }
    return out;
}

}  // namespace

bool supporting_circle(const Geometry& g, Circle& out) {
    if (const auto* a = std::get_if<Arc>(&g)) {
        const Ellipse& e = a->ellipse;
        if (!(e.rx > 0) || std::abs(e.rx - e.ry) > kArcRoundness * std::max(e.rx, e.ry)) return false;
        out = Circle{e.c, (e.rx + e.ry) / 2};
        return true;
    }
    const auto* path = std::get_if<Path>(&g);
    if (!path || path->pieces.empty() || path->closed) return false;
    // The circle through the path's start, middle and end, then every piece checked
    // against it at a few points of each.
    std::vector<Vec2> samples;
    for (const PathPiece& piece : path->pieces) {
        if (piece.kind == PathPiece::Kind::Line) return false;
        for (int k = 0; k < 4; ++k) samples.push_back(piece.point_at(k / 4.0));
    }
    samples.push_back(path->pieces.back().end());
    const Vec2 a = samples.front(), b = samples[samples.size() / 2], c = samples.back();
    Object o;
    o.op = Op::Circumcircle;
    const std::vector<Figure> three = {Figure::point(a), Figure::point(b), Figure::point(c)};
    o.args = {0, 1, 2};
    const Figure circle = derive(o, three, 1e-9);
    if (!circle.defined) return false;
    for (const Vec2& p : samples)
        if (!is_finite(p) || std::abs(distance(p, circle.c) - circle.r) > kArcRoundness * circle.r) return false;
    out = Circle{circle.c, circle.r};
    return true;
}

namespace {

// A filled triangle drawn as an arrowhead at `end` of the segment from `other` to `end`:
// its tip is the vertex opposite its shortest side (the base), its axis runs from the
// base's middle to the tip within kDrawnHeadAngle of the segment's direction, `end` lies on
// that axis within half the base's width (the line stops at the base, at the tip, or
// between), and the head is no longer than the segment.
constexpr double kDrawnHeadAngleDeg = 15;
constexpr size_t kMaxHeadScan = 4096;   // items looked at for drawn heads

bool drawn_head_at(const Scene& scene, const Vec2& other, const Vec2& end) {
    const double len = distance(other, end);
    if (!(len > 0)) return false;
    const Vec2 dir = (end - other) / len;
    const size_t n = std::min(scene.items.size(), kMaxHeadScan);
    for (size_t i = 0; i < n; ++i) {
        const Item& it = scene.items[i];
        const auto* path = std::get_if<Path>(&it.geometry);
        if (!path || !it.style.visible || it.style.fill.none || !(it.style.fill.a > 0) ||
            scene.primary_of(static_cast<int>(i)) != static_cast<int>(i))
            continue;
        std::vector<Vec2> v;
        for (const PathPiece& piece : path->pieces) {
            if (piece.kind != PathPiece::Kind::Line) {
                v.clear();
                break;
            }
            if (v.empty() || distance(v.back(), piece.start()) > 1e-9 * (1 + len)) v.push_back(piece.start());
            if (distance(piece.end(), v.front()) > 1e-9 * (1 + len)) v.push_back(piece.end());
        }
        // Repeated corners (a path closed by a line back to its start) counted once.
        std::vector<Vec2> corners;
        for (const Vec2& p : v) {
            bool seen = false;
            for (const Vec2& q : corners) seen = seen || distance(p, q) <= 1e-9 * (1 + len);
            if (!seen) corners.push_back(p);
        }
        if (corners.size() != 3) continue;
        size_t tip = 0;
        double base = std::numeric_limits<double>::infinity();
        for (size_t k = 0; k < 3; ++k) {
            const double side = distance(corners[(k + 1) % 3], corners[(k + 2) % 3]);
            if (side < base) base = side, tip = k;
        }
        const Vec2 t = corners[tip];
        const Vec2 m = (corners[(tip + 1) % 3] + corners[(tip + 2) % 3]) / 2;
        const double h = distance(t, m);
        if (!(h > 0) || h > len) continue;
        // A flat triangle has no tip: twice its area must be near base x height, as a head's is.
        const Vec2 e1 = corners[1] - corners[0], e2 = corners[2] - corners[0];
        if (std::abs(e1.x() * e2.y() - e1.y() * e2.x()) < 0.5 * base * h) continue;
        if (std::acos(std::clamp((t - m).dot(dir) / h, -1.0, 1.0)) > kDrawnHeadAngleDeg * kPi / 180) continue;
        if (distance_point_segment(end, Segment{m, t}) <= base / 2) return true;
    }
    return false;
}

}  // namespace

bool arrow_of(const Scene& scene, int item, Vec2& tail, Vec2& head) {
    const Item& it = item_at(scene, item);
    const auto* s = std::get_if<Segment>(&it.geometry);
    if (!s) return false;
    Arrowheads heads = it.arrows;
    Vec2 first = s->a, last = s->b;
    const int primary = scene.primary_of(item);
    if (primary != item && primary >= 0) {
        const Item& p = item_at(scene, primary);
        const auto* path = std::get_if<Path>(&p.geometry);
        if (!path || path->pieces.empty()) return false;
        first = path->pieces.front().start();
        last = path->pieces.back().end();
        heads = p.arrows;
        const double near = 1e-9 * (1 + s->a.norm() + s->b.norm());
        // Only the run that holds the path's headed end carries the head.
        const bool has_first = distance(s->a, first) <= near || distance(s->b, first) <= near;
        const bool has_last = distance(s->a, last) <= near || distance(s->b, last) <= near;
        heads.start = heads.start && has_first;
        heads.end = heads.end && has_last;
    }
    // No marker or tip: arrowheads drawn as filled triangles of their own at an end.
    if (!heads.start && !heads.end && (primary == item || primary < 0)) {
        heads.start = drawn_head_at(scene, last, first);
        heads.end = drawn_head_at(scene, first, last);
    }
    if (heads.start == heads.end) return false;
    // The head at the item's last point (end) or first (start); the segment's end nearer it.
    const Vec2 tip = heads.end ? last : first;
    const bool b_is_head = distance(s->b, tip) <= distance(s->a, tip);
    tail = b_is_head ? s->a : s->b;
    head = b_is_head ? s->b : s->a;
    return true;
}

Figure labelled_answer_point(const Scene& candidate, const std::vector<NamedPoint>& named, const std::string& label) {
    for (const NamedPoint& n : named)
        if (n.name == label) return Figure::point(n.at);
    if (!has_point_text(candidate, label)) return Figure::undefined("the answer has no text \"" + label + "\"");
    return Figure::undefined("the answer's text \"" + label + "\" is not within " + words::number(kNamingReachInFontSizes) +
                             " font sizes of a point it draws that no nearer text names");
}

Figure arc_of_geometry(const Geometry& g) {
    Circle circle;
    if (!supporting_circle(g, circle)) return Figure::undefined("it is not an arc of a circle");
    if (const auto* a = std::get_if<Arc>(&g)) {
        // A circular Arc: its parameter is the angle, turned by the ellipse's rotation.
        const double start = a->t0 + a->ellipse.angle;
        return Figure::arc(circle.c, circle.r, start, a->dt);
    }
    // A path along one circle: its turn round the centre, read from points along it.
    const Path& path = std::get<Path>(g);
    std::vector<Vec2> along;
    for (const PathPiece& piece : path.pieces)
        for (int k = 0; k < 8; ++k) along.push_back(piece.point_at(k / 8.0));
    along.push_back(path.pieces.back().end());
    return arc_through(circle.c, circle.r, along);
}

Figure figure_of_item(const Scene& scene, int item, Type t, bool arrow, double tol) {
    const Geometry& g = item_at(scene, item).geometry;
    Figure f = Figure::undefined("item " + std::to_string(item) + " is not a " + name(t));
    if (std::vector<Vec2> corners; t == Type::Polygon && polygon_of_geometry(g, tol, corners))
        f = Figure::polygon(std::move(corners));
    if (t == Type::Arc) f = arc_of_geometry(g);
    Vec2 tail, head;
    if (const auto* s = std::get_if<Segment>(&g); s && t == Type::Line)
        f = arrow && arrow_of(scene, item, tail, head) ? Figure::line(tail, head, true) : Figure::line(s->a, s->b, true);
    if (const auto* c = std::get_if<Circle>(&g); c && t == Type::Circle) f = Figure::circle(c->c, c->r);
    if (Circle c; t == Type::Circle && !std::holds_alternative<Circle>(g) && supporting_circle(g, c))
        f = Figure::circle(c.c, c.r);
    if (const auto* c = std::get_if<Circle>(&g); c && t == Type::Point) f = Figure::point(c->c);
    if (const auto* p = std::get_if<Point>(&g); p && t == Type::Point) f = Figure::point(p->p);
    f.item = item;
    return f;
}

bool find_given(const Object& o, const Scene& given, Profile profile, double tolerance, Figure& out,
                std::string& error) {
    const std::vector<int> items = given_items(o, given, profile);
    const GivenSpec& spec = o.given;
    if (!spec.label.empty()) {
        if (spec.type == Type::Point) {
            Vec2 p;
            if (!labelled_point(given, items, spec.label, p, error)) return false;
            out = Figure::point(p);
            return true;
        }
        if (spec.type == Type::Circle || spec.type == Type::Arc) {
            Vec2 at;
            if (!label_position(given, spec.label, at)) {
                error = "no text \"" + spec.label + "\" in the given drawing";
                return false;
            }
            double best = std::numeric_limits<double>::infinity();
            for (const int i : of_type(given, items, spec.type, tolerance)) {
                const Figure c = figure_of_item(given, i, spec.type);
                if (c.defined && distance_to(at, c) < best) best = distance_to(at, c), out = c;
            }
            if (std::isfinite(best)) return true;
            error = std::string("the given drawing has no ") + name(spec.type) + " for the label \"" + spec.label + "\"";
            return false;
        }
        // A segment "AB": split the label where both parts are labels of the drawing.
        Vec2 at;
        for (size_t cut = 1; cut < spec.label.size(); ++cut) {
            const std::string first = spec.label.substr(0, cut), second = spec.label.substr(cut);
            if (!label_position(given, first, at) || !label_position(given, second, at)) continue;
            Vec2 p, q;
            if (!labelled_point(given, items, first, p, error) || !labelled_point(given, items, second, q, error))
                return false;
            for (const int i : of_type(given, items, Type::Line, tolerance)) {
                const Figure s = figure_of_item(given, i, Type::Line);
                const bool along = distance(s.a, p) <= tolerance && distance(s.b, q) <= tolerance;
                const bool against = distance(s.a, q) <= tolerance && distance(s.b, p) <= tolerance;
                if (!along && !against) continue;
                out = along ? s : Figure::line(s.b, s.a, true);
                out.item = i;
                return true;
            }
            error = "no segment of the given drawing joins the points labelled \"" + first + "\" " + words::point(p) +
                    " and \"" + second + "\" " + words::point(q);
            return false;
        }
        error = "\"" + spec.label + "\" is not two labels of the given drawing";
        return false;
    }
    std::vector<int> kind = of_type(given, items, spec.type, tolerance);
    if (spec.by_radius)
        std::stable_sort(kind.begin(), kind.end(), [&](int a, int b) {
            return std::get<Circle>(item_at(given, a).geometry).r < std::get<Circle>(item_at(given, b).geometry).r;
        });
    if (spec.index < 0 || spec.index >= static_cast<int>(kind.size())) {
        error = "the given drawing has " + std::to_string(kind.size()) + " " + name(spec.type) +
                (spec.type == Type::Line ? " item(s) (segments)" : " item(s)") + ", so there is no index " +
                std::to_string(spec.index);
        return false;
    }
    out = figure_of_item(given, kind[static_cast<size_t>(spec.index)], spec.type, false, tolerance);
    return true;
}

std::vector<int> answer_pool(const Scene& candidate, const std::vector<int>& selected, const Object& o, double tol) {
    const Type t = o.type;
    std::vector<int> out;
    // A closed path recognised as a circle is taken as that circle; its path is not an arc.
    std::vector<char> has_circle;
    if (o.arc || t == Type::Arc) {
        has_circle.assign(candidate.items.size(), 0);
        for (size_t i = 0; i < candidate.items.size(); ++i)
            if (candidate.items[i].kind() == ItemKind::Circle) {
                const int p = candidate.primary_of(static_cast<int>(i));
                if (p >= 0) has_circle[static_cast<size_t>(p)] = 1;
            }
    }
    for (const int i : selected) {
        const Item& it = item_at(candidate, i);
        if (!it.style.visible) continue;
        const ItemKind k = it.kind();
        Vec2 tail, head;
        Circle c;
        if (t == Type::Line && k == ItemKind::Segment && (!o.arrow || arrow_of(candidate, i, tail, head)))
            out.push_back(i);
        else if ((t == Type::Circle && k == ItemKind::Circle) || (t == Type::Point && k == ItemKind::Point))
            out.push_back(i);
        else if ((t == Type::Arc || (t == Type::Circle && o.arc)) && (k == ItemKind::Arc || k == ItemKind::Path) &&
                 !has_circle[static_cast<size_t>(i)] && supporting_circle(it.geometry, c))
            out.push_back(i);
        else if (std::vector<Vec2> corners; t == Type::Polygon && candidate.primary_of(i) == i &&
                 polygon_of_geometry(it.geometry, tol, corners) &&
                 (o.sides == 0 || static_cast<int>(corners.size()) == o.sides))
            out.push_back(i);
    }
    return out;
}

Figure derive(const Object& o, const std::vector<Figure>& figures, double eps) {
    std::vector<const Figure*> in;
    for (const int a : o.args) {
        const Figure& f = figures[static_cast<size_t>(a)];
        if (!f.defined) return Figure::undefined(f.why);
        in.push_back(&f);
    }
    std::string why;
    switch (o.op) {
        case Op::Literal: return Figure::point(o.literal);
        case Op::Midpoint:
            if (in.size() == 1 && in[0]->type == Type::Arc) return Figure::point(arc_midpoint(*in[0]));
            if (in.size() == 1) return Figure::point((in[0]->a + in[0]->b) / 2);
            return Figure::point((in[0]->p + in[1]->p) / 2);
        case Op::Intersection: {
            const std::vector<Vec2> pts = intersections(*in[0], *in[1], eps, why);
            if (pts.empty()) return Figure::undefined(why);
            if (o.which >= static_cast<int>(pts.size()))
                return Figure::undefined(in[0]->type == Type::Line && in[1]->type == Type::Line
                                             ? "two lines meet only once"
                                             : "they touch at one point only, so there is no second intersection");
            return Figure::point(pts[static_cast<size_t>(o.which)]);
        }
        case Op::Foot: return foot(in[0]->p, *in[1], eps);
        case Op::Centre: return Figure::point(in[0]->c);
        case Op::TangentPoint: return foot(in[1]->c, *in[0], eps);
        case Op::TangentFrom: return tangent_from(in[0]->p, *in[1], o.which, eps);
        case Op::LineThrough:
            if (in.size() == 1) return Figure::line(in[0]->a, in[0]->b, false);
            if (distance(in[0]->p, in[1]->p) <= eps) return Figure::undefined("the two points coincide, so no one line passes through them");
            return Figure::line(in[0]->p, in[1]->p, false);
        case Op::SegmentBetween: return Figure::line(in[0]->p, in[1]->p, true);
        case Op::CircleThrough: return Figure::circle(in[0]->p, distance(in[0]->p, in[1]->p));
        case Op::CircleRadius: return Figure::circle(in[0]->p, o.number);
        case Op::Start: return Figure::point(in[0]->a);
        case Op::End: return Figure::point(in[0]->b);
        case Op::FarEnd:
            return Figure::point(distance(in[0]->a, in[1]->p) >= distance(in[0]->b, in[1]->p) ? in[0]->a : in[0]->b);
        case Op::Circumcircle: {
            const Vec2 a = in[0]->p, b = in[1]->p, c = in[2]->p;
            const double d = 2 * ((b - a).x() * (c - a).y() - (b - a).y() * (c - a).x());
            const double span = std::max({distance(a, b), distance(b, c), distance(a, c)});
            // Collinear (or coincident) points: no circle, or one too large to mean anything.
            if (!(std::abs(d) > eps * span) || !(span > eps))
                return Figure::undefined("the three points are on one line, so no circle passes through them");
            const Vec2 u = b - a, v = c - a;
            const Vec2 centre = a + Vec2(v.y() * u.squaredNorm() - u.y() * v.squaredNorm(),
                                         u.x() * v.squaredNorm() - v.x() * u.squaredNorm()) / d;
            return Figure::circle(centre, distance(centre, a));
        }
        case Op::PerpBisector: {
            const Vec2 p = in.size() == 1 ? in[0]->a : in[0]->p, q = in.size() == 1 ? in[0]->b : in[1]->p;
            if (distance(p, q) <= eps) return Figure::undefined("the two points coincide, so they have no perpendicular bisector");
            const Vec2 m = (p + q) / 2, d = q - p;
            return Figure::line(m, m + Vec2(-d.y(), d.x()), false);
        }
        case Op::Reflection: {
            const Vec2 p = in[0]->p;
            if (in[1]->type == Type::Point) return Figure::point(2 * in[1]->p - p);
            const Figure f = foot(p, *in[1], eps);
            if (!f.defined) return f;
            return Figure::point(2 * f.p - p);
        }
        case Op::Rotation: {
            // Counterclockwise as drawn: with y down, that is a clockwise turn in the numbers.
            const double a = -o.number * kPi / 180;
            const Vec2 d = in[0]->p - in[1]->p;
            return Figure::point(in[1]->p + Vec2(d.x() * std::cos(a) - d.y() * std::sin(a),
                                                 d.x() * std::sin(a) + d.y() * std::cos(a)));
        }
        case Op::Homothety: return Figure::point(in[1]->p + o.number * (in[0]->p - in[1]->p));
        case Op::AngleBisector: {
            const Vec2 a = in[0]->p, b = in[1]->p, c = in[2]->p;
            const Vec2 u = a - b, v = c - b;
            if (u.norm() <= eps || v.norm() <= eps)
                return Figure::undefined("the angle's vertex coincides with another of its points");
            Vec2 bisector = u / u.norm() + v / v.norm();
            if (bisector.norm() < 1e-12) bisector = Vec2(-u.y(), u.x());   // a straight angle: the perpendicular
            return Figure::line(b, b + bisector, false);
        }
        case Op::PolygonOf: {
            std::vector<Vec2> v;
            for (const Figure* f : in) v.push_back(f->p);
            return Figure::polygon(std::move(v));
        }
        case Op::Vertex:
        case Op::Side: {
            const size_t n = in[0]->vertices.size();
            if (o.which < 0 || static_cast<size_t>(o.which) >= n)
                return Figure::undefined("the polygon has " + std::to_string(n) + " vertices, so it has no " +
                                         (o.op == Op::Vertex ? "vertex " : "side ") + std::to_string(o.which));
            const Vec2& v = in[0]->vertices[static_cast<size_t>(o.which)];
            if (o.op == Op::Vertex) return Figure::point(v);
            return Figure::line(v, in[0]->vertices[(static_cast<size_t>(o.which) + 1) % n], true);
        }
        case Op::ArcOf: return arc_from(in[0]->p, in[1]->p, in[2]->p, o.sweep, eps);
        case Op::CircleOfArc: return Figure::circle(in[0]->c, in[0]->r);
        case Op::Choice:
        case Op::AnswerLabel:
        case Op::Given:
        case Op::Answer: break;
    }
    return Figure::undefined("not a derived object");
}

}  // namespace plumbline::constraints
