// The given drawing's labels: which text names which point, and the segments and
// circles those points name (labels.hpp).
#include "common/labels.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <string_view>

#include "common/words.hpp"

namespace plumbline::labels {

namespace {

// Beyond these, a given drawing is not a labelled figure a person reads point by point;
// the limits keep the pairing of texts and points cheap on hostile input.
constexpr size_t kMaxTexts = 256;
constexpr size_t kMaxPoints = 4096;
// A label sits within this many font sizes of its point.
constexpr double kReachInFontSizes = 2.5;
// Points within this share of the drawing's size are the same point.
constexpr double kToleranceShare = 0.002;

bool starts_with(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
    return s;
}

// The length of one suffix mark at the start of `s` (a digit, a prime, a subscript digit,
// "_1" or "_{12}"), or 0.
size_t mark_length(std::string_view s) {
    if (s.empty()) return 0;
    const unsigned char c = static_cast<unsigned char>(s[0]);
    if (std::isdigit(c) || c == '\'') return 1;
    if (starts_with(s, "\xE2\x80\xB2") || starts_with(s, "\xE2\x80\xB3")) return 3;   // ′ ″
    if (s.size() >= 3 && starts_with(s, "\xE2\x82") && static_cast<unsigned char>(s[2]) >= 0x80 &&
        static_cast<unsigned char>(s[2]) <= 0x89)
        return 3;   // ₀ … ₉
    if (c == '_') {
        size_t n = 1;
        const bool braced = s.size() > 1 && s[1] == '{';
        if (braced) ++n;
        const size_t digits_from = n;
        while (n < s.size() && std::isdigit(static_cast<unsigned char>(s[n]))) ++n;
        if (n == digits_from) return 0;
        if (braced) {
            if (n >= s.size() || s[n] != '}') return 0;
            ++n;
        }
        return n;
    }
    return 0;
}

double distance_to_line(const Vec2& p, const Vec2& a, const Vec2& b) {
    const Vec2 d = b - a;
    const double len = d.norm();
    if (!(len > 0)) return (p - a).norm();
    return std::abs(d.x() * (p.y() - a.y()) - d.y() * (p.x() - a.x())) / len;
}

std::string list(const std::vector<std::string>& names) {
    std::string s;
    for (size_t k = 0; k < names.size(); ++k)
        s += (k == 0 ? "" : (k + 1 == names.size() ? " and " : ", ")) + names[k];
    return s;
}

}  // namespace

namespace {
void add_point(std::vector<Vec2>& points, const Vec2& p, size_t limit) {
    if (points.size() < limit && is_finite(p)) points.push_back(p);
}
}  // namespace

std::vector<Vec2> points_of_interest(const Scene& scene, size_t limit) {
    std::vector<Vec2> points;
    for (const Item& item : scene.items) {
        if (!item.style.visible) continue;
        const Geometry& g = item.geometry;
        if (const Segment* s = std::get_if<Segment>(&g)) {
            add_point(points, s->a, limit);
            add_point(points, s->b, limit);
        } else if (const Circle* c = std::get_if<Circle>(&g)) {
            add_point(points, c->c, limit);
        } else if (const Ellipse* e = std::get_if<Ellipse>(&g)) {
            add_point(points, e->c, limit);
        } else if (const Arc* a = std::get_if<Arc>(&g)) {
            add_point(points, a->start(), limit);
            add_point(points, a->end(), limit);
        } else if (const Path* p = std::get_if<Path>(&g)) {
            for (const PathPiece& piece : p->pieces) {
                add_point(points, piece.start(), limit);
                add_point(points, piece.end(), limit);
            }
        } else if (const Point* m = std::get_if<Point>(&g)) {
            add_point(points, m->p, limit);
        }
    }
    return points;
}

bool is_point_name(const std::string& text, std::string* shown) {
    std::string_view s = trimmed(text);
    if (s.size() >= 2 && s.front() == '$' && s.back() == '$') s = trimmed(s.substr(1, s.size() - 2));
    if (s.empty() || !(s[0] >= 'A' && s[0] <= 'Z')) return false;
    size_t at = 1;
    int marks = 0;
    while (at < s.size()) {
        const size_t n = mark_length(s.substr(at));
        if (n == 0 || ++marks > 4) return false;
        at += n;
    }
    if (shown) *shown = std::string(s);
    return true;
}

Labelling Labelling::of(const Scene& given) {
    Labelling l;
    const double size = given.frame.known ? given.frame.diagonal() : given.bounds().diagonal();
    l.tolerance_ = std::isfinite(size) && size > 0 ? kToleranceShare * size : 1e-6;

    struct Candidate {
        std::string name;
        Vec2 at;
        double reach;
    };
    std::vector<Candidate> texts;
    for (const Item& item : given.items) {
        const Text* t = std::get_if<Text>(&item.geometry);
        if (!t || !item.style.visible) continue;
        std::string name;
        if (!is_point_name(t->content, &name)) continue;
        const Vec2 at = t->box.empty ? t->anchor : Vec2((t->box.min + t->box.max) / 2);
        const double reach = kReachInFontSizes * t->font_size;
        if (!is_finite(at) || !std::isfinite(reach) || !(reach > 0)) continue;
        texts.push_back(Candidate{std::move(name), at, reach});
        if (texts.size() >= kMaxTexts) break;
    }
    if (texts.empty()) return l;

    // Distinct points of interest (the same vertex is the end of two sides).
    std::vector<Vec2> points;
    for (const Vec2& p : points_of_interest(given, kMaxPoints)) {
        bool seen = false;
        for (const Vec2& q : points) seen = seen || (p - q).norm() <= l.tolerance_;
        if (!seen) points.push_back(p);
    }

    // Closest pairs first: each text names one point, each point has one name.
    struct Pair {
        double d;
        size_t text, point;
    };
    std::vector<Pair> pairs;
    for (size_t t = 0; t < texts.size(); ++t)
        for (size_t p = 0; p < points.size(); ++p) {
            const double d = (texts[t].at - points[p]).norm();
            if (d <= texts[t].reach) pairs.push_back(Pair{d, t, p});
        }
    std::stable_sort(pairs.begin(), pairs.end(), [](const Pair& a, const Pair& b) { return a.d < b.d; });
    std::vector<bool> text_used(texts.size()), point_used(points.size());
    std::vector<std::pair<size_t, size_t>> chosen;   // (text, point), in text order below
    for (const Pair& p : pairs) {
        if (text_used[p.text] || point_used[p.point]) continue;
        bool name_taken = false;
        for (const auto& c : chosen) name_taken = name_taken || texts[c.first].name == texts[p.text].name;
        if (name_taken) continue;
        text_used[p.text] = point_used[p.point] = true;
        chosen.emplace_back(p.text, p.point);
    }
    std::sort(chosen.begin(), chosen.end());
    for (const auto& c : chosen) l.points.push_back(Label{texts[c.first].name, points[c.second]});
    if (l.points.empty()) return l;

    auto label_at = [&](const Vec2& p) {
        for (size_t k = 0; k < l.points.size(); ++k)
            if ((l.points[k].at - p).norm() <= l.tolerance_) return static_cast<int>(k);
        return -1;
    };
    for (const Item& item : given.items) {
        if (!item.style.visible) continue;
        if (const Segment* s = std::get_if<Segment>(&item.geometry)) {
            const int a = label_at(s->a), b = label_at(s->b);
            if (a < 0 || b < 0 || a == b) continue;
            bool known = false;
            for (const NamedSegment& n : l.segments) known = known || (n.a == a && n.b == b) || (n.a == b && n.b == a);
            if (!known) l.segments.push_back(NamedSegment{a, b});
        } else if (const Circle* c = std::get_if<Circle>(&item.geometry)) {
            // A small filled circle marks a point; only a drawn circle is one to be on.
            const int centre = label_at(c->c);
            if (centre >= 0 && c->r > 4 * l.tolerance_) l.circles.push_back(NamedCircle{centre, *c});
        }
    }
    return l;
}

Naming Labelling::name(const Vec2& p) const {
    Naming n;
    if (points.empty() || !is_finite(p)) return n;
    double best = tolerance_;
    for (const Label& l : points) {
        const double d = (l.at - p).norm();
        if (d <= best) best = d, n.kind = Naming::Kind::Label, n.what = l.name;
    }
    if (n.kind != Naming::Kind::None) return n;
    Naming on_segment, on_line;
    for (const NamedSegment& s : segments) {
        const Vec2& a = points[static_cast<size_t>(s.a)].at;
        const Vec2& b = points[static_cast<size_t>(s.b)].at;
        const std::string what = points[static_cast<size_t>(s.a)].name + points[static_cast<size_t>(s.b)].name;
        if (distance_point_segment(p, Segment{a, b}) <= tolerance_) {
            if ((p - (a + b) / 2).norm() <= tolerance_) return Naming{Naming::Kind::Midpoint, what};
            if (on_segment.kind == Naming::Kind::None) on_segment = Naming{Naming::Kind::OnSegment, what};
        } else if (on_line.kind == Naming::Kind::None && distance_to_line(p, a, b) <= tolerance_) {
            on_line = Naming{Naming::Kind::OnLine, what};
        }
    }
    if (on_segment.kind != Naming::Kind::None) return on_segment;
    if (on_line.kind != Naming::Kind::None) return on_line;
    for (const NamedCircle& c : circles)
        if (std::abs((p - c.circle.c).norm() - c.circle.r) <= tolerance_)
            return Naming{Naming::Kind::OnCircle, "the circle centred at " + points[static_cast<size_t>(c.centre)].name};
    return n;
}

std::vector<int> Labelling::through(const Circle& c) const {
    std::vector<int> on;
    for (size_t k = 0; k < points.size(); ++k)
        if (std::abs((points[k].at - c.c).norm() - c.r) <= tolerance_) on.push_back(static_cast<int>(k));
    return on;
}

std::string point_phrase(const Labelling* labels, const Vec2& p) {
    const std::string xy = words::point(p);
    if (!labels || labels->empty()) return xy;
    const Naming n = labels->name(p);
    switch (n.kind) {
        case Naming::Kind::Label: return n.what + " " + xy;
        case Naming::Kind::Midpoint: return "the midpoint of " + n.what + " " + xy;
        case Naming::Kind::OnSegment: return "a point on " + n.what + " " + xy;
        case Naming::Kind::OnLine: return "a point on line " + n.what + " " + xy;
        case Naming::Kind::OnCircle: return "a point on " + n.what + " " + xy;
        case Naming::Kind::None: break;
    }
    return xy;
}

std::string point_words(const Labelling* labels, const Vec2& p) {
    const std::string xy = words::point(p);
    if (!labels || labels->empty()) return xy;
    const Naming n = labels->name(p);
    switch (n.kind) {
        case Naming::Kind::Label: return n.what + " " + xy;
        case Naming::Kind::Midpoint: return xy + " at the midpoint of " + n.what;
        case Naming::Kind::OnSegment: return xy + " on " + n.what;
        case Naming::Kind::OnLine: return xy + " on line " + n.what;
        case Naming::Kind::OnCircle: return xy + " on " + n.what;
        case Naming::Kind::None: break;
    }
    return xy;
}

std::string two_points_words(const Labelling* labels, const Vec2& a, const Vec2& b) {
    if (labels && !labels->empty()) {
        const Naming na = labels->name(a), nb = labels->name(b);
        // One relation shared by both: said once.
        if (na.kind == nb.kind && na.what == nb.what && na.kind != Naming::Kind::None &&
            na.kind != Naming::Kind::Label && na.kind != Naming::Kind::Midpoint) {
            const std::string rest = point_words(labels, b);
            return words::point(a) + " and " + rest;
        }
    }
    return point_words(labels, a) + " and " + point_words(labels, b);
}

namespace {

bool named(const Naming& n) { return n.kind != Naming::Kind::None; }

// "O (250,200)" or "the midpoint of AB (250,325)" for a centre a person would name so.
std::string centre_phrase(const Labelling& l, const Vec2& c) {
    const Naming n = l.name(c);
    if (n.kind == Naming::Kind::Label) return n.what + " " + words::point(c);
    if (n.kind == Naming::Kind::Midpoint) return "the midpoint of " + n.what + " " + words::point(c);
    return "";
}

std::vector<std::string> names_of(const Labelling& l, const std::vector<int>& indices) {
    std::vector<std::string> names;
    for (int k : indices) names.push_back(l.points[static_cast<size_t>(k)].name);
    return names;
}

std::string describe_circle(const Labelling& l, const Circle& c) {
    const std::string centre = centre_phrase(l, c.c);
    const std::vector<std::string> through = names_of(l, l.through(c));
    std::vector<std::string> tangent;
    for (const NamedSegment& s : l.segments) {
        const Segment side{l.points[static_cast<size_t>(s.a)].at, l.points[static_cast<size_t>(s.b)].at};
        // Tangent: the side is at the radius's distance and the circle meets it in what
        // looks like a point: a chord of at most two tolerances or 4% of the side. A circle
        // that crosses the side (the nine-point circle, through a side's midpoint and the
        // foot of an altitude) can be as near the radius's distance, but its chord is long.
        const double t = project_parameter(c.c, side);
        const double d = distance_point_segment(c.c, side);
        const double tol = l.tolerance();
        const double half_chord = std::sqrt(std::max(0.0, c.r * c.r - d * d));
        const double point_like = std::max(tol, 0.02 * (side.b - side.a).norm());
        if (t >= 0 && t <= 1 && std::abs(d - c.r) <= tol && half_chord <= point_like)
            tangent.push_back(l.points[static_cast<size_t>(s.a)].name + l.points[static_cast<size_t>(s.b)].name);
    }
    if (centre.empty() && through.empty() && tangent.empty()) return words::describe_geometry(c);
    std::string relations;
    if (!through.empty()) relations += " through " + list(through);
    if (!tangent.empty()) relations += std::string(through.empty() ? "" : " and") + " tangent to " + list(tangent);
    if (!centre.empty())
        return "circle centred at " + centre + ", r " + words::number(c.r) + (relations.empty() ? "" : ",") + relations;
    return "circle" + relations + " (centre " + words::point(c.c) + ", r " + words::number(c.r) + ")";
}

std::string describe_ellipse(const Labelling& l, const Ellipse& e) {
    const std::string centre = centre_phrase(l, e.c);
    // The foci, on the major axis.
    const double major = std::max(std::abs(e.rx), std::abs(e.ry)), minor = std::min(std::abs(e.rx), std::abs(e.ry));
    const double f = std::sqrt(std::max(0.0, major * major - minor * minor));
    Vec2 axis(std::cos(e.angle), std::sin(e.angle));
    if (std::abs(e.ry) > std::abs(e.rx)) axis = Vec2(-axis.y(), axis.x());
    std::vector<int> focus_labels;
    if (f > l.tolerance())
        for (const Vec2& p : {Vec2(e.c - axis * f), Vec2(e.c + axis * f)})
            for (size_t k = 0; k < l.points.size(); ++k)
                if ((l.points[k].at - p).norm() <= l.tolerance()) {
                    focus_labels.push_back(static_cast<int>(k));
                    break;
                }
    std::sort(focus_labels.begin(), focus_labels.end());   // F₁ before F₂, as the drawing lists them
    const std::vector<std::string> foci = names_of(l, focus_labels);
    if (centre.empty() && foci.empty()) return words::describe_geometry(e);
    std::string s = "ellipse";
    if (!centre.empty()) s += " centred at " + centre;
    if (foci.size() == 2) s += std::string(centre.empty() ? "" : ",") + " with foci " + foci[0] + " and " + foci[1];
    if (foci.size() == 1) s += std::string(centre.empty() ? "" : ",") + " with a focus at " + foci[0];
    s += " (" + std::string(centre.empty() ? "centre " + words::point(e.c) + ", " : "") + "rx " +
         words::number(e.rx) + ", ry " + words::number(e.ry);
    const double deg = e.angle * 180 / 3.14159265358979323846;
    if (std::abs(deg) >= 0.005) s += ", rotated " + words::number(deg) + " deg";
    return s + ")";
}

}  // namespace

std::string describe_geometry(const Labelling* labels, const Geometry& g) {
    if (!labels || labels->empty()) return words::describe_geometry(g);
    if (const Segment* s = std::get_if<Segment>(&g)) {
        const Naming a = labels->name(s->a), b = labels->name(s->b);
        if (!named(a) && !named(b)) return words::describe_geometry(g);
        // Both ends on one labelled circle (a labelled point may be one of them): a chord of it.
        if (a.kind != Naming::Kind::Label || b.kind != Naming::Kind::Label)
            for (const NamedCircle& c : labels->circles) {
                auto on = [&](const Vec2& p) { return std::abs((p - c.circle.c).norm() - c.circle.r) <= labels->tolerance(); };
                if (!on(s->a) || !on(s->b)) continue;
                auto end = [&](const Naming& n, const Vec2& p) {
                    return n.kind == Naming::Kind::Label ? n.what + " " + words::point(p) : words::point(p);
                };
                return "chord of the circle centred at " + labels->points[static_cast<size_t>(c.centre)].name +
                       " from " + end(a, s->a) + " to " + end(b, s->b);
            }
        return "segment from " + point_phrase(labels, s->a) + " to " + point_phrase(labels, s->b);
    }
    if (const Circle* c = std::get_if<Circle>(&g)) return describe_circle(*labels, *c);
    if (const Ellipse* e = std::get_if<Ellipse>(&g)) return describe_ellipse(*labels, *e);
    return words::describe_geometry(g);
}

}  // namespace plumbline::labels
