// Overlaps (docs/layout.md): a text over another text (their boxes share more than a
// tenth of the smaller one), a stroke through a text's core (its box shrunk by a fifth of
// its height on every side) where nothing opaque drawn later hides the stroke there, and
// an item drawn twice (same kind, same extent and same geometry within a millionth of the
// drawing).
#include "layout/context.hpp"

#include <algorithm>
#include <cmath>

namespace plumbline::layout {

namespace {

constexpr double kTextShare = 0.10;     // of the smaller box's area
constexpr double kCoreInset = 0.20;     // of the text's height, each side

double area(const Box& b) { return b.empty ? 0 : std::max(0.0, b.max.x() - b.min.x()) * std::max(0.0, b.max.y() - b.min.y()); }

Box intersection(const Box& a, const Box& b) {
    Box out;
    const Vec2 lo(std::max(a.min.x(), b.min.x()), std::max(a.min.y(), b.min.y()));
    const Vec2 hi(std::min(a.max.x(), b.max.x()), std::min(a.max.y(), b.max.y()));
    if (lo.x() < hi.x() && lo.y() < hi.y()) out = Box{lo, hi, false};
    return out;
}

bool contains(const Box& outer, const Box& inner) {
    return !outer.empty && !inner.empty && outer.min.x() <= inner.min.x() && outer.min.y() <= inner.min.y() &&
           outer.max.x() >= inner.max.x() && outer.max.y() >= inner.max.y();
}

// Liang-Barsky: whether segment ab meets the box.
bool crosses(const Vec2& a, const Vec2& b, const Box& box) {
    double t0 = 0, t1 = 1;
    const Vec2 d = b - a;
    const double p[4] = {-d.x(), d.x(), -d.y(), d.y()};
    const double q[4] = {a.x() - box.min.x(), box.max.x() - a.x(), a.y() - box.min.y(), box.max.y() - a.y()};
    for (int k = 0; k < 4; ++k) {
        if (p[k] == 0) {
            if (q[k] < 0) return false;
            continue;
        }
        const double t = q[k] / p[k];
        if (p[k] < 0) t0 = std::max(t0, t);
        else t1 = std::min(t1, t);
        if (t0 > t1) return false;
    }
    return true;
}

bool opaque_fill(const Item& item) { return !item.style.fill.none && item.style.fill.a > 0.9; }

// The text's own node: the outline drawn around it by the same source construct.
bool same_construct(const Item& a, const Item& b) {
    return a.source.element_index >= 0 && a.source.element_index == b.source.element_index &&
           a.source.element == b.source.element && a.source.span.line == b.source.span.line &&
           a.source.span.column == b.source.span.column;
}

void text_over_text(Context& c) {
    const auto& items = c.scene.items;
    for (size_t x = 0; x < c.texts.size(); ++x)
        for (size_t y = x + 1; y < c.texts.size(); ++y) {
            if (!c.pair("text-over-text")) return;
            const Text& a = std::get<Text>(items[c.texts[x]].geometry);
            const Text& b = std::get<Text>(items[c.texts[y]].geometry);
            const Box both = intersection(a.box, b.box);
            const double smaller = std::min(area(a.box), area(b.box));
            if (!(smaller > 0) || area(both) <= kTextShare * smaller) continue;
            LayoutFinding f;
            f.code = "layout.overlap.texts";
            f.severity = Severity::Warning;
            f.message = "The texts '" + plain_text(a.content) + "' and '" + plain_text(b.content) + "' overlap (" +
                        num(100 * area(both) / smaller) + "% of the smaller).";
            f.items = {c.texts[x], c.texts[y]};
            f.shapes.push_back(box_shape(both, "overlap"));
            c.add(std::move(f));
        }
}

void stroke_through_text(Context& c) {
    const auto& items = c.scene.items;
    for (const int t : c.texts) {
        const Text& text = std::get<Text>(items[t].geometry);
        if (text.box.empty) continue;
        const double inset = kCoreInset * (text.box.max.y() - text.box.min.y());
        Box core{text.box.min + Vec2(inset, inset), text.box.max - Vec2(inset, inset), false};
        if (!(core.min.x() < core.max.x() && core.min.y() < core.max.y())) continue;
        std::vector<int> hits;
        for (const int s : c.strokes) {
            if (!c.pair("stroke-through-text")) return;
            const Item& stroke = items[s];
            const int primary = c.scene.primary_of(s);
            if (std::find(hits.begin(), hits.end(), primary) != hits.end()) continue;
            if (same_construct(stroke, items[t]) || stroke.label_of == t) continue;
            const Box sb = bounds(stroke.geometry);
            if (intersection(sb, core).empty && !(sb.max.x() - sb.min.x() == 0 || sb.max.y() - sb.min.y() == 0)) continue;
            const std::vector<Vec2> pts = c.outline(s);
            bool cross = false;
            for (size_t k = 0; k + 1 < pts.size() && !cross; ++k) cross = crosses(pts[k], pts[k + 1], core);
            if (!cross) continue;
            // Hidden there by an opaque shape drawn later (a node's fill=white)?
            bool hidden = false;
            for (int later = s + 1; later < static_cast<int>(items.size()) && !hidden; ++later) {
                const Item& h = items[later];
                if (!h.style.visible || !opaque_fill(h) || h.kind() == ItemKind::Text) continue;
                hidden = contains(bounds(h.geometry), core);
            }
            if (hidden) continue;
            hits.push_back(primary);
            LayoutFinding f;
            f.code = "layout.overlap.text_stroke";
            f.severity = Severity::Warning;
            f.message = "The text '" + plain_text(text.content) + "' has a line through it (" +
                        describe_source(items[primary].source, primary) + ").";
            f.items = {std::min(t, primary), std::max(t, primary)};
            f.shapes.push_back(box_shape(intersection(core, sb).empty ? core : intersection(core, sb), "overlap"));
            c.add(std::move(f));
        }
    }
}

// Given the two items' bounds (worked out once per item: a pair test is then a few
// comparisons until the extents agree).
bool same_geometry(const Geometry& a, const Geometry& b, const Box& ba, const Box& bb, double tol) {
    if (a.index() != b.index()) return false;
    if (ba.empty || bb.empty || (ba.min - bb.min).norm() > tol || (ba.max - bb.max).norm() > tol) return false;
    if (const Segment* s = std::get_if<Segment>(&a)) {
        const Segment& t = std::get<Segment>(b);
        return ((s->a - t.a).norm() <= tol && (s->b - t.b).norm() <= tol) ||
               ((s->a - t.b).norm() <= tol && (s->b - t.a).norm() <= tol);
    }
    if (const Circle* s = std::get_if<Circle>(&a)) return std::abs(s->r - std::get<Circle>(b).r) <= tol;
    if (const Text* s = std::get_if<Text>(&a)) return s->content == std::get<Text>(b).content;
    if (const Path* s = std::get_if<Path>(&a)) {
        const Path& t = std::get<Path>(b);
        if (s->pieces.size() != t.pieces.size()) return false;
        for (size_t k = 0; k < s->pieces.size(); ++k)
            if ((s->pieces[k].p0 - t.pieces[k].p0).norm() > tol || (s->pieces[k].p3 - t.pieces[k].p3).norm() > tol)
                return false;
        return true;
    }
    return true;   // ellipses, arcs, points: the extent decides
}

// The pairs (x, y), x < y, of c.items whose geometry is the same, in the order the pair loop
// meets them; false (nothing found) when that must be the loop itself: a budget it would run
// out in, or a bound that is not finite (a comparison with NaN passes there). Otherwise the
// items are sorted by kind and left edge, and only those whose left edges are within `tol`
// compared: the same pairs, found in a few comparisons an item where the loop made n²/2
// (a twentieth of a molecule answer's time).
bool same_pairs(Context& c, const std::vector<Box>& box, double tol, std::vector<std::pair<size_t, size_t>>& out) {
    const auto& items = c.scene.items;
    const size_t n = c.items.size(), total = n < 2 ? 0 : n * (n - 1) / 2;
    if (c.pairs + total > c.limits.max_pairs) return false;
    const auto finite = [](const Vec2& v) { return std::isfinite(v.x()) && std::isfinite(v.y()); };
    std::vector<size_t> order;
    for (size_t x = 0; x < n; ++x) {
        if (box[x].empty) continue;   // same_geometry: never the same
        if (!finite(box[x].min) || !finite(box[x].max)) return false;
        order.push_back(x);
    }
    const auto kind = [&](size_t x) { return items[c.items[x]].geometry.index(); };
    std::sort(order.begin(), order.end(), [&](size_t x, size_t y) {
        if (kind(x) != kind(y)) return kind(x) < kind(y);
        if (box[x].min.x() != box[y].min.x()) return box[x].min.x() < box[y].min.x();
        return x < y;
    });
    for (size_t i = 0; i < order.size(); ++i)
        for (size_t j = i + 1; j < order.size() && kind(order[j]) == kind(order[i]) &&
                               box[order[j]].min.x() - box[order[i]].min.x() <= tol;
             ++j) {
            const size_t x = std::min(order[i], order[j]), y = std::max(order[i], order[j]);
            if (same_geometry(items[c.items[x]].geometry, items[c.items[y]].geometry, box[x], box[y], tol))
                out.emplace_back(x, y);
        }
    std::sort(out.begin(), out.end());
    c.pairs += total;   // the pairs the loop would have spent
    return true;
}

void drawn_twice(Context& c) {
    const auto& items = c.scene.items;
    const double tol = 1e-6 * std::max(c.size, 1.0);
    std::vector<int> reported;
    std::vector<Box> box(c.items.size());
    for (size_t x = 0; x < c.items.size(); ++x) box[x] = bounds(items[c.items[x]].geometry);
    const auto report = [&](size_t x, size_t y) {
        const int a = c.items[x], b = c.items[y];
        reported.push_back(b);
        LayoutFinding f;
        f.code = "layout.overlap.duplicate";
        f.severity = Severity::Info;
        f.message = describe_source(items[b].source, b) + " draws again what " + describe_source(items[a].source, a) + " drew.";
        f.items = {a, b};
        f.shapes.push_back(box_shape(box[y], "overlap"));
        c.add(std::move(f));
    };
    const auto seen = [&](size_t y) { return std::find(reported.begin(), reported.end(), c.items[y]) != reported.end(); };
    std::vector<std::pair<size_t, size_t>> same;
    if (same_pairs(c, box, tol, same)) {
        for (const auto& [x, y] : same)
            if (!seen(y)) report(x, y);
        return;
    }
    for (size_t x = 0; x < c.items.size(); ++x)
        for (size_t y = x + 1; y < c.items.size(); ++y) {
            if (!c.pair("drawn-twice")) return;
            if (seen(y)) continue;
            if (!same_geometry(items[c.items[x]].geometry, items[c.items[y]].geometry, box[x], box[y], tol)) continue;
            report(x, y);
        }
}

}  // namespace

void find_overlaps(Context& c) {
    text_over_text(c);
    stroke_through_text(c);
    drawn_twice(c);
}

}  // namespace plumbline::layout
