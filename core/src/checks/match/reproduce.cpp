// Whether an item is already in the given input drawing. Everything the item draws, taken
// as a reference, must be found among the input's items by the same matchers (so a copy of
// a given line, or a piece of one, is the given line; a line extended past a given one is
// not). Text and point markers, which the matchers do not handle, compare by content and
// position.
#include <algorithm>
#include <numeric>

#include "checks/match/match.hpp"

namespace plumbline::match {

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
            units.push_back(std::move(u));
            owner.push_back(i);
        }
    }
    const std::vector<Outcome> outcomes = match_all(units, matching);
    for (size_t k = 0; k < units.size(); ++k)
        if (!outcomes[k].found) result[owner[k]] = false;
    return result;
}

}  // namespace plumbline::match
