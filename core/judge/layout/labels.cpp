// Labels (docs/layout.md): each point label ("A", "B'") and the point it names, the
// nearest end, vertex, centre or marker to its box; a label with no point within reach
// (kReach font sizes) names nothing, one whose second-nearest point is nearly as near
// (within kAmbiguity font sizes) names either. Length labels ("8", "4 cm") are attached
// to the nearest stroked segment, with the same two tests (the second line not one lying
// along the first); proportions.cpp reads the attachments.
#include "layout/context.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "common/labels.hpp"

namespace plumbline::layout {

namespace {

constexpr double kReach = 4.0;        // font sizes from the label's box
constexpr double kAmbiguity = 0.15;   // font sizes between the nearest and the next
constexpr size_t kMaxPoints = 4096;

double distance_to_box(const Vec2& p, const Box& b) {
    if (b.empty) return std::numeric_limits<double>::infinity();
    const double dx = std::max({b.min.x() - p.x(), 0.0, p.x() - b.max.x()});
    const double dy = std::max({b.min.y() - p.y(), 0.0, p.y() - b.max.y()});
    return std::hypot(dx, dy);
}

double distance_segment_box(const Segment& s, const Box& b) {
    // Near enough for ranking: the nearer of the segment's points to the box's centre and
    // the box's distance to that point.
    const Vec2 centre = (b.min + b.max) / 2;
    const double t = std::clamp(project_parameter(centre, s), 0.0, 1.0);
    return distance_to_box(s.a + t * (s.b - s.a), b);
}

// Distance from p to the line through s (to s.a when s has no length).
double distance_to_line(const Vec2& p, const Segment& s) {
    const Vec2 d = s.b - s.a;
    const double len = d.norm();
    if (!(len > 0)) return (p - s.a).norm();
    return std::abs(d.x() * (p.y() - s.a.y()) - d.y() * (p.x() - s.a.x())) / len;
}

LayoutFinding label_finding(const char* code, const std::string& message, int text, const Vec2& from,
                            const Vec2& to) {
    LayoutFinding f;
    f.code = code;
    f.severity = Severity::Warning;
    f.message = message;
    f.items = {text};
    f.shapes.push_back(line_shape(from, to, "label"));
    return f;
}

void point_labels(Context& c) {
    const auto& items = c.scene.items;
    // The texts that name a point, with the name; the points are worked out only when there
    // is one (a molecule's atoms and a flowchart's boxes have none: there the points were a
    // twentieth of its time).
    std::vector<std::pair<int, std::string>> named_texts;
    for (const int t : c.texts) {
        const Text& text = std::get<Text>(items[t].geometry);
        std::string name;
        if (labels::is_point_name(plain_text(text.content), &name) && !text.box.empty) named_texts.emplace_back(t, name);
    }
    if (named_texts.empty()) return;
    std::vector<Vec2> points;
    const double same = 1e-3 * std::max(c.size, 1e-9);
    for (const Vec2& p : labels::points_of_interest(c.scene, kMaxPoints)) {
        bool seen = false;
        for (const Vec2& q : points)
            if ((p - q).norm() <= same) { seen = true; break; }
        if (!seen) points.push_back(p);
    }
    std::vector<Context::NamedPoint> named;
    for (const auto& [t, name] : named_texts) {
        const Text& text = std::get<Text>(items[t].geometry);
        ++c.out.examined.point_labels;
        double d1 = std::numeric_limits<double>::infinity(), d2 = d1;
        int best = -1, second = -1;
        for (size_t k = 0; k < points.size(); ++k) {
            if (!c.pair("point-labels")) return;
            const double d = distance_to_box(points[k], text.box);
            if (d < d1) {
                d2 = d1;
                second = best;
                d1 = d;
                best = static_cast<int>(k);
            } else if (d < d2) {
                d2 = d;
                second = static_cast<int>(k);
            }
        }
        const double em = std::max(text.font_size, 1e-9);
        const Vec2 from = text_centre(text);
        if (best >= 0 && d1 <= kReach * em) named.push_back({name, points[best], t});
        if (best < 0 || d1 > kReach * em) {
            LayoutFinding f = label_finding("layout.label.far",
                                            "The label '" + name + "' is " + (best < 0 ? "near no point" : num(d1 / em) + " font sizes from the nearest point") +
                                                ": it names nothing a reader can see.",
                                            t, from, best < 0 ? from : points[best]);
            c.add(std::move(f));
        } else if (d2 - d1 < kAmbiguity * em) {
            LayoutFinding f = label_finding("layout.label.ambiguous",
                                            "The label '" + name + "' is about as near two points (" + num(d1) + " and " +
                                                num(d2) + "): a reader cannot tell which it names.",
                                            t, from, points[best]);
            // The other point it could name, for the page.
            if (second >= 0) f.shapes.push_back(line_shape(from, points[second], "other"));
            c.add(std::move(f));
        }
    }
    // A name labelled twice names no one point.
    for (const auto& n : named)
        if (std::count_if(named.begin(), named.end(), [&](const auto& o) { return o.name == n.name; }) == 1)
            c.named_points.push_back(n);
}

void length_labels(Context& c) {
    const auto& items = c.scene.items;
    for (const int t : c.texts) {
        const Text& text = std::get<Text>(items[t].geometry);
        const std::optional<double> value = length_value(text.content);
        if (!value || text.box.empty) continue;
        double d1 = std::numeric_limits<double>::infinity(), d2 = d1;
        int best = -1;
        const double em = std::max(text.font_size, 1e-9);
        // A label beside a line's interior names that line rather than one whose end only
        // comes as near (a height's foot on the base): among the lines as near as the
        // nearest (within kAmbiguity font sizes), one it stands beside is taken first.
        const Vec2 centre = text_centre(text);
        const auto beside = [&](const Segment& seg) {
            const double t = project_parameter(centre, seg);
            return t > 0 && t < 1;
        };
        bool best_beside = false;
        for (const int s : c.segments) {
            if (!c.pair("length-labels")) return;
            const Segment& seg = std::get<Segment>(items[s].geometry);
            if (!(seg.length() > 0)) continue;
            const double d = distance_segment_box(seg, text.box);
            const bool b = beside(seg);
            const bool nearer = best < 0 || d < d1 - kAmbiguity * em ||
                                (d <= d1 + kAmbiguity * em && ((b && !best_beside) || (b == best_beside && d < d1)));
            if (nearer) {
                best = s;
                d1 = d;
                best_beside = b;
            }
        }
        if (best < 0) continue;
        // The next nearest line that is not a piece of the same line (a right-angle mark's
        // side along a base is the base, to a reader), nor, for a label beside its line, a
        // line it is not beside.
        const Segment& first = std::get<Segment>(items[best].geometry);
        const bool first_beside = best_beside;
        int second = -1;
        for (const int s : c.segments) {
            if (s == best || !c.pair("length-labels")) continue;
            const Segment& seg = std::get<Segment>(items[s].geometry);
            if (!(seg.length() > 0)) continue;
            const double on_line = std::max(distance_to_line(seg.a, first), distance_to_line(seg.b, first));
            if (on_line <= kAmbiguity * em || (first_beside && !beside(seg))) continue;
            const double d = distance_segment_box(seg, text.box);
            if (d < d2) {
                d2 = d;
                second = s;
            }
        }
        const Segment& seg = std::get<Segment>(items[best].geometry);
        const Vec2 mid = (seg.a + seg.b) / 2;
        if (d1 > kReach * em) {
            c.add(label_finding("layout.label.far",
                                "The length label '" + plain_text(text.content) + "' is " + num(d1 / em) +
                                    " font sizes from the nearest line: it measures nothing a reader can see.",
                                t, text_centre(text), mid));
            continue;
        }
        ++c.out.examined.length_labels;
        c.length_labels.push_back({t, best, *value, seg.length()});
        if (d2 - d1 < kAmbiguity * em && d1 > 0) {
            LayoutFinding f = label_finding("layout.label.ambiguous",
                                            "The length label '" + plain_text(text.content) + "' is about as near two lines (" +
                                                num(d1) + " and " + num(d2) + "): a reader cannot tell which it measures.",
                                            t, text_centre(text), mid);
            // The other line it could measure, for the page.
            if (second >= 0) {
                const Segment& other = std::get<Segment>(items[second].geometry);
                f.shapes.push_back(line_shape(text_centre(text), (other.a + other.b) / 2, "other"));
            }
            c.add(std::move(f));
        }
    }
}

}  // namespace

void find_label_problems(Context& c) {
    point_labels(c);
    length_labels(c);
}

}  // namespace plumbline::layout
