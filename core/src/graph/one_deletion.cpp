// Exact explanations by one deletion: a node (with its edges) or an edge of the larger
// graph whose removal leaves a graph isomorphic to the other. On a symmetric molecule (C60
// with one atom left out, every atom alike) the greedy growth of partial_mapping.cpp can
// take a wrong turn early and report six bonds lost and six extra; when the counts say one
// deletion could explain the difference, trying each deletion with the exact search finds
// the obvious diagnosis (one atom and its three bonds) within the budget.
#include <algorithm>
#include <optional>

#include "graph/graph.hpp"
#include "graph/one_deletion.hpp"

namespace plumbline::graph {

namespace {

// g without node `gone` (nodes after it shift down by one) or without edge gone_a-gone_b.
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

class Search {
public:
    Search(const Graph& a, const Graph& b, std::int64_t budget) : a_(a), b_(b), budget_(budget) {}

    std::int64_t steps() const { return steps_; }
    bool exhausted() const { return exhausted_; }

    // a_to_b of the first deletion that explains the difference, if any.
    std::optional<std::vector<int>> run() {
        if (a_.size() == b_.size() + 1) return node_of(a_, b_, false);
        if (b_.size() == a_.size() + 1) return node_of(b_, a_, true);
        if (a_.size() == b_.size() && a_.edge_count() == b_.edge_count() + 1) return edge_of(a_, b_, false);
        if (a_.size() == b_.size() && b_.edge_count() == a_.edge_count() + 1) return edge_of(b_, a_, true);
        return std::nullopt;
    }

private:
    // An isomorphism `smaller` -> `rest` (the larger graph less one piece), within the budget.
    std::optional<std::vector<int>> matches(const Graph& rest, const Graph& smaller) {
        if (exhausted_ || steps_ >= budget_) {   // a trial costs a step at least
            exhausted_ = true;
            return std::nullopt;
        }
        const IsomorphismResult r = find_isomorphism(smaller, rest, budget_ - steps_);
        steps_ += std::max<std::int64_t>(1, r.steps);
        if (r.outcome == Outcome::BudgetExhausted || steps_ >= budget_) exhausted_ = true;
        if (r.outcome != Outcome::Isomorphic) return std::nullopt;
        return r.mapping;
    }

    // A node of `larger` whose removal explains it; the mapping as a -> b.
    std::optional<std::vector<int>> node_of(const Graph& larger, const Graph& smaller, bool larger_is_b) {
        for (int gone = 0; gone < larger.size() && !exhausted_; ++gone) {
            if (larger.edge_count() - larger.degree(gone) != smaller.edge_count()) continue;
            const std::optional<std::vector<int>> m = matches(without(larger, gone), smaller);
            if (!m) continue;
            const auto back = [&](int v) { return v >= gone ? v + 1 : v; };   // rest -> larger
            if (larger_is_b) {   // smaller is a: a -> rest -> b
                std::vector<int> a_to_b(static_cast<size_t>(smaller.size()));
                for (int u = 0; u < smaller.size(); ++u) a_to_b[static_cast<size_t>(u)] = back((*m)[static_cast<size_t>(u)]);
                return a_to_b;
            }
            // larger is a: invert smaller(b) -> rest(a less `gone`)
            std::vector<int> a_to_b(static_cast<size_t>(larger.size()), -1);
            for (int v = 0; v < smaller.size(); ++v) a_to_b[static_cast<size_t>(back((*m)[static_cast<size_t>(v)]))] = v;
            return a_to_b;
        }
        return std::nullopt;
    }

    // An edge of `larger` whose removal explains it (nodes keep their numbers).
    std::optional<std::vector<int>> edge_of(const Graph& larger, const Graph& smaller, bool larger_is_b) {
        for (int v = 0; v < larger.size() && !exhausted_; ++v)
            for (const auto& [w, label] : larger.neighbours(v)) {
                (void)label;
                if (w <= v) continue;
                const std::optional<std::vector<int>> m = matches(without(larger, -1, v, w), smaller);
                if (!m) continue;
                if (larger_is_b) return m;   // a (smaller) -> b's nodes
                std::vector<int> a_to_b(static_cast<size_t>(larger.size()), -1);
                for (int x = 0; x < smaller.size(); ++x) a_to_b[static_cast<size_t>((*m)[static_cast<size_t>(x)])] = x;
                return a_to_b;
            }
        return std::nullopt;
    }

    const Graph& a_;
    const Graph& b_;
    const std::int64_t budget_;
    std::int64_t steps_ = 0;
    bool exhausted_ = false;
};

}  // namespace

OneDeletion one_deletion_mapping(const Graph& a, const Graph& b, std::int64_t max_steps) {
    Search search(a, b, max_steps);
    OneDeletion out;
    out.a_to_b = search.run();
    out.steps = search.steps();
    out.exhausted = search.exhausted();
    return out;
}

}  // namespace plumbline::graph
