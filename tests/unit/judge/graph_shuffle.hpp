// For the graph engine's tests: the same graph with its nodes renumbered by a seeded
// shuffle and its edges added in a shuffled order, so a search cannot lean on the order
// a graph was built in.
#pragma once

#include <algorithm>
#include <numeric>
#include <random>
#include <tuple>
#include <vector>

#include "graph/graph.hpp"

namespace graph_test {

// `to_out` receives the renumbering: node v of g is node to[v] of the result.
inline plumbline::graph::Graph shuffled(const plumbline::graph::Graph& g, unsigned seed,
                                        std::vector<int>* to_out = nullptr) {
    std::mt19937 rng(seed);
    std::vector<int> to(static_cast<size_t>(g.size()));
    std::iota(to.begin(), to.end(), 0);
    std::shuffle(to.begin(), to.end(), rng);
    std::vector<int> labels(to.size());
    for (int v = 0; v < g.size(); ++v) labels[static_cast<size_t>(to[static_cast<size_t>(v)])] = g.label(v);
    std::vector<std::tuple<int, int, int>> edges;
    for (int v = 0; v < g.size(); ++v) {
        for (const auto& [w, label] : g.neighbours(v))
            if (v < w) edges.emplace_back(to[static_cast<size_t>(v)], to[static_cast<size_t>(w)], label);
        for (int k = 0; k < g.self_loops(v); ++k)
            edges.emplace_back(to[static_cast<size_t>(v)], to[static_cast<size_t>(v)], 0);
    }
    std::shuffle(edges.begin(), edges.end(), rng);
    plumbline::graph::Graph out(labels);
    for (const auto& [x, y, label] : edges) out.add_edge(y, x, label);
    if (to_out) *to_out = to;
    return out;
}

}  // namespace graph_test
