// Whether an item is already in the given input drawing. Everything the item draws, taken
// as a reference, must be found among the input's items by the same matchers (so a copy of
// a given line, or a piece of one, is the given line; a line extended past a given one is
// not). Text and point markers, which the matchers do not handle, compare by content and
// position.
#include <algorithm>
#include <cmath>
#include <numeric>

#include "matching/matching.hpp"

namespace plumbline::matching {

namespace {

bool text_in(const Text& t, const Scene& input, double tol) {
    return std::any_of(input.items.begin(), input.items.end(), [&](const Item& other) {
        const Text* o = std::get_if<Text>(&other.geometry);
        return o && other.style.visible && o->content == t.content && (o->anchor - t.anchor).norm() <= tol;
    });
}

bool point_in(const Point& p, const Scene& input, double tol) {
    return std::any_of(input.items.begin(), input.items.end(), [&](const Item& other) {
        const Point* o = std::get_if<Point>(&other.geometry);
        return o && other.style.visible && (o->p - p.p).norm() <= tol;
    });
}

bool usable(const Segment& s) { return is_finite(s.a) && is_finite(s.b) && s.a != s.b; }
bool usable(const Circle& c) { return is_finite(c.c) && std::isfinite(c.r) && c.r > 0; }
bool usable(const Ellipse& e) {
    return is_finite(e.c) && std::isfinite(e.rx) && std::isfinite(e.ry) && std::isfinite(e.angle) && e.rx > 0 && e.ry > 0;
}
bool same(const Segment& s, const Segment& o) { return (o.a == s.a && o.b == s.b) || (o.a == s.b && o.b == s.a); }
bool same(const Circle& c, const Circle& o) { return o.c == c.c && o.r == c.r; }
bool same(const Ellipse& e, const Ellipse& o) { return o.c == e.c && o.rx == e.rx && o.ry == e.ry && o.angle == e.angle; }

template <typename Shape>
bool copy_among(const Geometry& g, const Scene& input, const std::vector<int>& items) {
    const Shape* s = std::get_if<Shape>(&g);
    if (!s || !usable(*s)) return false;
    return std::any_of(items.begin(), items.end(), [&](int i) {
        const Shape* o = std::get_if<Shape>(&input.items[static_cast<size_t>(i)].geometry);
        return o && same(*s, *o);
    });
}

// Whether the unit is an exact copy of a visible input item of its family: the matchers
// would find that item at zero distance, so it is found without measuring. Most of what
// an answer keeps of the given drawing is copied exactly.
bool copied(const Unit& u, const Pool& pool) {
    switch (u.family) {
        case Family::Segment: return copy_among<Segment>(u.geometry, *pool.scene, pool.segments);
        case Family::Circle: return copy_among<Circle>(u.geometry, *pool.scene, pool.rounds);
        case Family::Ellipse: return copy_among<Ellipse>(u.geometry, *pool.scene, pool.rounds);
        case Family::Curve: return false;
    }
    return false;
}

}  // namespace

std::vector<bool> reproduces_input(const Scene& scene, const std::vector<int>& primaries, const Scene& input,
                                   const Tolerances& tolerances, Budget& budget) {
    std::vector<int> everything(input.items.size());
    std::iota(everything.begin(), everything.end(), 0);
    const Pool pool = make_pool(input, everything);
    // Only whether each unit is found matters here: no words for outcomes.
    const Matching matching{pool, tolerances, budget, /*one_to_one=*/false, /*explain=*/false};

    std::vector<bool> result(primaries.size(), true);
    std::vector<Unit> units;
    std::vector<size_t> owner;   // units[k] belongs to primaries[owner[k]]
    const std::vector<std::vector<int>> derived = scene.derived_items();
    for (size_t i = 0; i < primaries.size(); ++i) {
        const int p = primaries[i];
        const Geometry& g = scene.items[static_cast<size_t>(p)].geometry;
        if (const Text* t = std::get_if<Text>(&g)) {
            result[i] = text_in(*t, input, tolerances.position());
        } else if (const Point* pt = std::get_if<Point>(&g)) {
            result[i] = point_in(*pt, input, tolerances.position());
        }
        for (Unit& u : units_of_primary(scene, p, derived[static_cast<size_t>(p)])) {
            if (copied(u, pool)) continue;   // found; units are matched each on its own (not one to one)
            units.push_back(std::move(u));
            owner.push_back(i);
        }
    }
    const std::vector<Outcome> outcomes = match_all(units, matching);
    for (size_t k = 0; k < units.size(); ++k)
        if (!outcomes[k].found) result[owner[k]] = false;
    return result;
}

}  // namespace plumbline::matching
