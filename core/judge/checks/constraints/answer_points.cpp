// Points the answer names (answer_points.hpp).
#include "checks/constraints/answer_points.hpp"

#include <algorithm>
#include <cmath>

#include "common/labels.hpp"
#include "checks/constraints/figure.hpp"

namespace plumbline::constraints {

namespace {

// Points within this share of the drawing's size are one point (as the labels' rule).
constexpr double kSameShare = 0.002;

// The labels' points of interest (ends, vertices, centres, point markers), and where drawn
// segments and circles cross (segments as drawn, not extended).
std::vector<Vec2> points_of(const Scene& scene) {
    std::vector<Vec2> out = labels::points_of_interest(scene, kMaxNamedCandidates);
    std::vector<Figure> crossing;
    for (const Item& item : scene.items) {
        if (!item.style.visible || crossing.size() >= kMaxCrossingItems) continue;
        if (const auto* s = std::get_if<Segment>(&item.geometry)) crossing.push_back(Figure::line(s->a, s->b, true));
        else if (const auto* c = std::get_if<Circle>(&item.geometry)) crossing.push_back(Figure::circle(c->c, c->r));
    }
    for (size_t i = 0; i < crossing.size(); ++i)
        for (size_t j = i + 1; j < crossing.size(); ++j) {
            std::string why;
            for (const Vec2& p : intersections(crossing[i], crossing[j], 1e-9, why)) {
                // Segments cross only where both are drawn.
                const bool on_i = crossing[i].type != Type::Line || distance_to_segment(p, crossing[i]) <= 1e-6;
                const bool on_j = crossing[j].type != Type::Line || distance_to_segment(p, crossing[j]) <= 1e-6;
                if (on_i && on_j && out.size() < kMaxNamedCandidates && is_finite(p)) out.push_back(p);
            }
        }
    return out;
}

}  // namespace

std::vector<NamedPoint> answer_points(const Scene& scene) {
    struct Text_ {
        std::string name;
        Vec2 at;
        double reach;
    };
    std::vector<Text_> texts;
    for (const Item& item : scene.items) {
        const Text* t = std::get_if<Text>(&item.geometry);
        std::string name;
        if (!t || !item.style.visible || !labels::is_point_name(t->content, &name)) continue;
        const Vec2 at = t->box.empty ? t->anchor : Vec2((t->box.min + t->box.max) / 2);
        const double reach = kNamingReachInFontSizes * t->font_size;
        if (!is_finite(at) || !std::isfinite(reach) || !(reach > 0)) continue;
        texts.push_back(Text_{name, at, reach});
        if (texts.size() >= kMaxNamingTexts) break;
    }
    if (texts.empty()) return {};
    const double size = scene.frame.known ? scene.frame.diagonal() : scene.bounds().diagonal();
    const double same = std::isfinite(size) && size > 0 ? kSameShare * size : 1e-6;
    std::vector<Vec2> points;
    for (const Vec2& p : points_of(scene)) {
        bool seen = false;
        for (const Vec2& q : points) seen = seen || distance(p, q) <= same;
        if (!seen) points.push_back(p);
    }
    struct Pair {
        double d;
        size_t text, point;
    };
    std::vector<Pair> pairs;
    for (size_t t = 0; t < texts.size(); ++t)
        for (size_t p = 0; p < points.size(); ++p) {
            const double d = distance(texts[t].at, points[p]);
            if (d <= texts[t].reach) pairs.push_back(Pair{d, t, p});
        }
    std::stable_sort(pairs.begin(), pairs.end(), [](const Pair& a, const Pair& b) { return a.d < b.d; });
    std::vector<bool> text_used(texts.size()), point_used(points.size());
    std::vector<NamedPoint> out;
    for (const Pair& p : pairs) {
        if (text_used[p.text] || point_used[p.point]) continue;
        bool taken = false;
        for (const NamedPoint& n : out) taken = taken || n.name == texts[p.text].name;
        if (taken) continue;
        text_used[p.text] = point_used[p.point] = true;
        out.push_back(NamedPoint{texts[p.text].name, points[p.point], p.d});
    }
    return out;
}

bool has_point_text(const Scene& scene, const std::string& name) {
    for (const Item& item : scene.items) {
        const Text* t = std::get_if<Text>(&item.geometry);
        std::string shown;
        if (t && item.style.visible && labels::is_point_name(t->content, &shown) && shown == name) return true;
    }
    return false;
}

}  // namespace plumbline::constraints
