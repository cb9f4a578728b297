// Exact isomorphism of two labelled graphs: invariants, joint colour refinement, a short
// VF2++ matching, then individualization-refinement when that was not enough.
#include <algorithm>
#include <limits>
#include <tuple>

#include "graph/search.hpp"

namespace plumbline::graph {

namespace {

template <typename Key>
bool same_multiset(const Graph& a, const Graph& b, Key key) {
    std::vector<decltype(key(a, 0))> ka, kb;
    ka.reserve(static_cast<size_t>(a.size()));
    kb.reserve(static_cast<size_t>(b.size()));
    for (int v = 0; v < a.size(); ++v) ka.push_back(key(a, v));
    for (int v = 0; v < b.size(); ++v) kb.push_back(key(b, v));
    std::sort(ka.begin(), ka.end());
    std::sort(kb.begin(), kb.end());
    return ka == kb;
}

std::vector<int> piece_sizes(const Graph& g) {
    int count = 0;
    const std::vector<int> piece = components(g, &count);
    std::vector<int> sizes(static_cast<size_t>(count), 0);
    for (int p : piece) ++sizes[static_cast<size_t>(p)];
    std::sort(sizes.begin(), sizes.end());
    return sizes;
}

// What tells the graphs apart without any search, or "" when nothing does.
std::string invariant_difference(const Graph& a, const Graph& b) {
    if (a.size() != b.size()) return "node count";
    if (a.edge_count() != b.edge_count()) return "edge count";
    if (!same_multiset(a, b, [](const Graph& g, int v) { return g.label(v); })) return "label counts";
    if (!same_multiset(a, b, [](const Graph& g, int v) {
            return std::make_tuple(g.label(v), g.degree(v), g.self_loops(v));
        }))
        return "degrees";
    // Connected pieces and their sizes: refinement cannot see them (a 120-ring and two
    // 60-rings refine alike) and the search would have to fail through every start.
    if (piece_sizes(a) != piece_sizes(b)) return "fragments";
    return "";
}
// Every colour as often in a as in b.
bool balanced(const JointColours& colours, int n) {
    std::vector<int> balance(static_cast<size_t>(colours.count), 0);
    for (int x = 0; x < n; ++x) ++balance[static_cast<size_t>(colours.colour[static_cast<size_t>(x)])];
    for (int x = n; x < 2 * n; ++x) --balance[static_cast<size_t>(colours.colour[static_cast<size_t>(x)])];
    return std::all_of(balance.begin(), balance.end(), [](int d) { return d == 0; });
}

// Per joint node (a's, then b's), the edges among its neighbours; one more entry at the
// end: the work it took. Empty when it would take more than max_work (the sum over nodes
// of their degree squared).
std::vector<std::int64_t> triangles(const Graph& a, const Graph& b, std::int64_t max_work) {
    std::int64_t work = 0;
    for (const Graph* g : {&a, &b})
        for (int v = 0; v < g->size(); ++v) work += static_cast<std::int64_t>(g->degree(v)) * g->degree(v);
    if (work > max_work) return {};
    std::vector<std::int64_t> out;
    out.reserve(static_cast<size_t>(a.size() + b.size()) + 1);
    std::vector<char> next_to(static_cast<size_t>(a.size()), 0);
    for (const Graph* g : {&a, &b})
        for (int v = 0; v < g->size(); ++v) {
            for (const auto& [u, label] : g->neighbours(v)) next_to[static_cast<size_t>(u)] = 1, (void)label;
            std::int64_t twice = 0;
            for (const auto& [u, label] : g->neighbours(v))
                for (const auto& [w, label2] : g->neighbours(u)) twice += next_to[static_cast<size_t>(w)], (void)label2;
            for (const auto& [u, label] : g->neighbours(v)) next_to[static_cast<size_t>(u)] = 0, (void)label;
            out.push_back(twice / 2);
        }
    out.push_back(work);
    return out;
}

}  // namespace

IsomorphismResult find_isomorphism(const Graph& a, const Graph& b, std::int64_t max_steps) {
    IsomorphismResult out;
    out.decided_by = invariant_difference(a, b);
    if (!out.decided_by.empty()) return out;
    if (a.size() == 0) {
        out.outcome = Outcome::Isomorphic;
        return out;
    }
    // Refined colours must come in the same numbers on both sides (1-WL).
    JointColours colours = stable_colours(a, b);
    if (!balanced(colours, a.size())) {
        out.decided_by = "neighbourhoods";
        return out;
    }
    // VF2++ first, for about as many steps as matching without backtracking takes: it
    // decides nearly every molecule within them (C60 against a shuffled C60 in under two
    // steps a node), cheaper than any tree. What it cannot decide so quickly, symmetric
    // graphs mostly, goes to individualization-refinement with the rest of the budget.
    const std::int64_t probe = std::min<std::int64_t>(max_steps, 8 * static_cast<std::int64_t>(a.size()) + 1024);
    const IsomorphismResult quick = vf2_search(a, b, colours, probe);
    if (quick.outcome != Outcome::BudgetExhausted || probe >= max_steps) return quick;
    // Triangles through each node see what 1-WL cannot in regular graphs that differ
    // locally (a strongly regular graph with two edges switched), where every first
    // individualization looks alike and the tree would be all there is.
    std::int64_t steps = quick.steps;
    // At most a quarter of what is left (check.budget may be near 2^63: no overflow).
    const std::int64_t left = std::min(max_steps - steps, std::numeric_limits<std::int64_t>::max() / kWorkPerStep);
    const std::vector<std::int64_t> corners = triangles(a, b, left * kWorkPerStep / 4);
    if (!corners.empty()) {
        steps += static_cast<std::int64_t>(corners.back()) / kWorkPerStep;
        colours = stable_colours(a, b, &corners);
        if (!balanced(colours, a.size())) {
            out.decided_by = "neighbourhoods";
            out.steps = steps;
            return out;
        }
    }
    out = ir_search(a, b, colours, max_steps - steps);
    out.steps += steps;
    return out;
}

}  // namespace plumbline::graph
