// One deletion that explains two graphs' difference: the search rules most trial
// deletions out by counting (labels, degrees) instead of building the graph without the
// piece and searching it. It must find the same deletion, count the same steps and run
// out of budget at the same point as trying every deletion in full does (the reference
// below), since both reach the report.
#include <doctest/doctest.h>

#include <algorithm>
#include <optional>
#include <random>
#include <vector>

#include "graph/graph.hpp"
#include "graph/one_deletion.hpp"
#include "graph_shuffle.hpp"

using plumbline::graph::find_isomorphism;
using plumbline::graph::Graph;
using plumbline::graph::OneDeletion;
using plumbline::graph::Outcome;

namespace {

Graph without(const Graph& g, int gone, int gone_a = -1, int gone_b = -1) {
    Graph out;
    for (int v = 0; v < g.size(); ++v)
        if (v != gone) out.add_node(g.label(v));
    const auto id = [&](int v) { return gone >= 0 && v > gone ? v - 1 : v; };
    for (int v = 0; v < g.size(); ++v) {
        if (v == gone) continue;
        for (int k = 0; k < g.self_loops(v); ++k) out.add_edge(id(v), id(v));
        for (const auto& [w, label] : g.neighbours(v)) {
            if (w <= v || w == gone) continue;
            if ((v == gone_a && w == gone_b) || (v == gone_b && w == gone_a)) continue;
            out.add_edge(id(v), id(w), label);
        }
    }
    return out;
}

// Every trial built and searched, in the search's order: which trial succeeds (its
// number), the steps and whether the budget ran out.
struct Reference {
    int found = -1;
    std::int64_t steps = 0;
    bool exhausted = false;
};

Reference reference(const Graph& a, const Graph& b, std::int64_t budget) {
    Reference r;
    int trial = 0;
    const auto try_one = [&](const Graph& rest, const Graph& smaller) {
        if (r.exhausted || r.steps >= budget) {
            r.exhausted = true;
            return false;
        }
        const auto got = find_isomorphism(smaller, rest, budget - r.steps);
        r.steps += std::max<std::int64_t>(1, got.steps);
        if (got.outcome == Outcome::BudgetExhausted || r.steps >= budget) r.exhausted = true;
        return got.outcome == Outcome::Isomorphic;
    };
    const auto nodes = [&](const Graph& larger, const Graph& smaller) {
        for (int gone = 0; gone < larger.size() && !r.exhausted; ++gone, ++trial) {
            if (larger.edge_count() - larger.degree(gone) != smaller.edge_count()) continue;
            if (try_one(without(larger, gone), smaller)) return r.found = trial, true;
        }
        return false;
    };
    const auto edges = [&](const Graph& larger, const Graph& smaller) {
        for (int v = 0; v < larger.size() && !r.exhausted; ++v)
            for (const auto& [w, label] : larger.neighbours(v)) {
                (void)label;
                if (w <= v) continue;
                ++trial;
                if (try_one(without(larger, -1, v, w), smaller)) return r.found = trial, true;
            }
        return false;
    };
    if (a.size() == b.size() + 1) nodes(a, b);
    else if (b.size() == a.size() + 1) nodes(b, a);
    else if (a.size() == b.size() && a.edge_count() == b.edge_count() + 1) edges(a, b);
    else if (a.size() == b.size() && b.edge_count() == a.edge_count() + 1) edges(b, a);
    return r;
}

// A random connected molecule-like graph: a tree of n nodes plus a few ring bonds, labels
// from a small alphabet.
Graph random_molecule(int n, std::mt19937& rng) {
    Graph g;
    for (int v = 0; v < n; ++v) g.add_node(static_cast<int>(rng() % 3));
    for (int v = 1; v < n; ++v) g.add_edge(v, static_cast<int>(rng() % static_cast<unsigned>(v)));
    for (int k = 0; k < n / 4; ++k) g.add_edge(static_cast<int>(rng() % n), static_cast<int>(rng() % n));
    return g;
}

}  // namespace

TEST_CASE("one deletion: the same deletion, steps and budget outcome as trying every deletion in full") {
    std::mt19937 rng(5);
    int found = 0, checked = 0;
    for (int round = 0; round < 400; ++round) {
        const Graph g = random_molecule(4 + static_cast<int>(rng() % 30), rng);
        // The other side: g less one random node or edge (or, now and then, a relabelled
        // node too, so that no deletion explains it), shuffled.
        Graph smaller;
        if (rng() % 2) {
            smaller = without(g, static_cast<int>(rng() % static_cast<unsigned>(g.size())));
        } else {
            const int v = static_cast<int>(rng() % static_cast<unsigned>(g.size()));
            if (g.degree(v) == 0) continue;
            smaller = without(g, -1, v, g.neighbours(v)[rng() % g.neighbours(v).size()].first);
        }
        if (rng() % 5 == 0 && smaller.size() > 0) {
            Graph relabelled;
            for (int v = 0; v < smaller.size(); ++v) relabelled.add_node(v == 0 ? 9 : smaller.label(v));
            for (int v = 0; v < smaller.size(); ++v)
                for (const auto& [w, label] : smaller.neighbours(v))
                    if (v < w) relabelled.add_edge(v, w, label);
            smaller = relabelled;
        }
        const Graph other = graph_test::shuffled(smaller, static_cast<unsigned>(round));
        for (const std::int64_t budget : {std::int64_t{3}, std::int64_t{40}, std::int64_t{500000}}) {
            for (const bool larger_first : {true, false}) {
                const Graph& a = larger_first ? g : other;
                const Graph& b = larger_first ? other : g;
                const Reference want = reference(a, b, budget);
                const OneDeletion got = plumbline::graph::one_deletion_mapping(a, b, budget);
                CAPTURE(round);
                CAPTURE(budget);
                CHECK(got.steps == want.steps);
                CHECK(got.exhausted == want.exhausted);
                CHECK(got.a_to_b.has_value() == (want.found >= 0));
                found += got.a_to_b.has_value();
                ++checked;
            }
        }
    }
    CHECK(found > checked / 4);   // the cases explain by one deletion often enough
}
