// The given drawing kept exactly (see given_exact.hpp).
#include "checks/constraints/given_exact.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "common/words.hpp"

namespace plumbline::constraints {

namespace {

constexpr double kColourEqual = 0.02;   // RGB distance below which two paints are one colour

double far(const Vec2& p, const Vec2& q) { return (p - q).norm(); }

// The largest distance between corresponding defining points, or infinity when the two
// geometries are not of one kind (a segment's ends in either order).
double extent_error(const Geometry& g, const Geometry& h) {
    constexpr double kNo = std::numeric_limits<double>::infinity();
    if (g.index() != h.index()) return kNo;
    if (const auto* a = std::get_if<Segment>(&g)) {
        const auto& b = std::get<Segment>(h);
        return std::min(std::max(far(a->a, b.a), far(a->b, b.b)), std::max(far(a->a, b.b), far(a->b, b.a)));
    }
    if (const auto* a = std::get_if<Circle>(&g)) {
        const auto& b = std::get<Circle>(h);
        return std::max(far(a->c, b.c), std::abs(a->r - b.r));
    }
    if (const auto* a = std::get_if<Point>(&g)) return far(a->p, std::get<Point>(h).p);
    if (const auto* a = std::get_if<Text>(&g)) {
        const auto& b = std::get<Text>(h);
        return a->content == b.content ? far(a->anchor, b.anchor) : kNo;
    }
    // Ellipses, arcs, paths: their bounds' corners.
    const Box p = bounds(g), q = bounds(h);
    return std::max(far(p.min, q.min), far(p.max, q.max));
}

bool same_paint(const Color& a, const Color& b) {
    if (a.none || b.none) return a.none == b.none;
    return color_distance(a, b) <= kColourEqual && std::abs(a.a - b.a) <= kColourEqual;
}

// What differs between a given item and an answer item of the same place ("" when none).
std::string difference(const Item& g, const Item& a) {
    std::vector<std::string> out;
    std::vector<std::string> gc = g.style.classes, ac = a.style.classes;
    std::sort(gc.begin(), gc.end());
    std::sort(ac.begin(), ac.end());
    if (gc != ac) out.push_back("its class");
    if (!same_paint(g.style.stroke, a.style.stroke)) out.push_back("its stroke colour");
    if (!same_paint(g.style.fill, a.style.fill)) out.push_back("its fill colour");
    std::string s;
    for (size_t k = 0; k < out.size(); ++k) s += (k == 0 ? "" : k + 1 == out.size() ? " and " : ", ") + out[k];
    return s;
}

}  // namespace

int check_given_exact(const Scene& given, const Scene& answer, double tolerance, Report& report) {
    std::vector<char> taken(answer.items.size(), 0);
    int changed = 0, elements = 0;
    const size_t n = std::min(given.items.size(), kMaxExactGiven);
    const size_t m = std::min(answer.items.size(), kMaxExactAnswer);
    for (size_t i = 0; i < n; ++i) {
        const Item& g = given.items[i];
        if (given.primary_of(static_cast<int>(i)) != static_cast<int>(i) || !g.style.visible) continue;
        ++elements;
        // The answer's item at the same place, of the same kind and extent; among several,
        // one with nothing changed, else the nearest.
        int best = -1;
        double best_error = std::numeric_limits<double>::infinity();
        std::string best_change;
        for (size_t j = 0; j < m; ++j) {
            const Item& a = answer.items[j];
            if (taken[j] || answer.primary_of(static_cast<int>(j)) != static_cast<int>(j) || !a.style.visible) continue;
            const double e = extent_error(g.geometry, a.geometry);
            if (!(e <= tolerance)) continue;
            const std::string change = difference(g, a);
            const bool better = best < 0 || (change.empty() && !best_change.empty()) ||
                                (change.empty() == best_change.empty() && e < best_error);
            if (better) best = static_cast<int>(j), best_error = e, best_change = change;
        }
        if (best >= 0 && best_change.empty()) {
            taken[static_cast<size_t>(best)] = 1;
            continue;
        }
        ++changed;
        Diagnostic d;
        d.code = "constraints.given.changed";
        d.severity = Severity::Error;
        d.source = "input";
        d.item = static_cast<int>(i);
        d.span = g.source.span;
        d.shapes.push_back(Shape{"expected", words::shape_of(g.geometry)});
        d.message = "The given " + words::describe_item(given, static_cast<int>(i)) + " (" +
                    words::describe_geometry(g.geometry) + ") is not in the answer exactly as given: " +
                    (best < 0 ? "no element of its kind has its extent within " + words::number(tolerance) +
                                    " (it was moved, lengthened, shortened or removed)"
                              : best_change + " changed") +
                    ". The task asks for the given drawing to be kept exactly, so the answer fails.";
        report.diagnostics.push_back(std::move(d));
    }
    Requirement r;
    r.id = "given-exact";
    r.kind = "preserve_input";
    r.measure = "elements";
    r.satisfied = changed == 0;
    r.error = changed;
    r.tolerance = tolerance;
    report.requirements.push_back(r);
    if (changed > 0 && report.verdict == Verdict::Pass) report.verdict = Verdict::Fail;
    (void)elements;
    return changed;
}

}  // namespace plumbline::constraints
