// Exact explanations by one deletion: a node (with its edges) or an edge of the larger
// graph whose removal leaves a graph isomorphic to the other. On a symmetric molecule (C60
// with one atom left out, every atom alike) the greedy growth of partial_mapping.cpp can
// take a wrong turn early and report six bonds lost and six extra; when the counts say one
// deletion could explain the difference, trying each deletion with the exact search finds
// the obvious diagnosis (one atom and its three bonds) within the budget.
#include <algorithm>
#include <map>
#include <optional>
#include <tuple>

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

// Whether a trial deletion passes the exact search's cheap invariants (node and edge
// counts, label counts, each node's label with its degree and self-loops: what
// find_isomorphism checks first, deciding "different" in no steps). Most deletions fail
// them, and knowing it from the counts spares building the graph without the piece.
class Invariants {
public:
    Invariants(const Graph& larger, const Graph& smaller) : larger_(larger) {
        for (int v = 0; v < larger.size(); ++v) add_counted(key(larger, v), 1), add_label(larger.label(v), 1);
        for (int v = 0; v < smaller.size(); ++v) add_counted(key(smaller, v), -1), add_label(smaller.label(v), -1);
    }

    // Larger less node `gone` and its edges (node and edge counts checked by the caller).
    bool hold_without_node(int gone) {
        moves_.clear();
        label_moves_.clear();
        move(key(larger_, gone), -1);
        label_moves_.push_back(larger_.label(gone));
        add_label(larger_.label(gone), -1);
        for (const auto& [u, label] : larger_.neighbours(gone)) lose_edge(u), (void)label;
        return undo();
    }

    // Larger less edge v-w (the edge count checked by the caller).
    bool hold_without_edge(int v, int w) {
        moves_.clear();
        label_moves_.clear();
        lose_edge(v);
        lose_edge(w);
        return undo();
    }

private:
    using Key = std::tuple<int, int, int>;
    static Key key(const Graph& g, int v) { return {g.label(v), g.degree(v), g.self_loops(v)}; }

    void add_label(int label, int by) {
        int& count = labels_[label];
        const bool was = count != 0;
        count += by;
        unequal_labels_ += (count != 0) - was;
    }
    void add_counted(const Key& k, int by) {
        int& count = counts_[k];
        const bool was = count != 0;
        count += by;
        unequal_ += (count != 0) - was;
    }
    void move(const Key& k, int by) {   // a change undo() takes back
        moves_.push_back({k, by});
        add_counted(k, by);
    }
    void lose_edge(int v) {
        const Key k = key(larger_, v);
        move(k, -1);
        move({std::get<0>(k), std::get<1>(k) - 1, std::get<2>(k)}, 1);
    }
    // Whether the counts agree with the moves made, which it then takes back.
    bool undo() {
        const bool equal = unequal_ == 0 && unequal_labels_ == 0;
        for (auto it = moves_.rbegin(); it != moves_.rend(); ++it) add_counted(it->first, -it->second);
        for (int label : label_moves_) add_label(label, 1);
        return equal;
    }

    const Graph& larger_;
    std::map<Key, int> counts_;     // larger's (label, degree, loops) counts less smaller's
    std::map<int, int> labels_;     // the same for labels
    int unequal_ = 0, unequal_labels_ = 0;   // entries not zero
    std::vector<std::pair<Key, int>> moves_;
    std::vector<int> label_moves_;
};

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
    // A trial the invariants rule out: what matches() counts for it (find_isomorphism
    // decides it in no steps; a trial costs one step at least).
    void ruled_out() {
        if (exhausted_ || steps_ >= budget_) {
            exhausted_ = true;
            return;
        }
        steps_ += 1;
        if (steps_ >= budget_) exhausted_ = true;
    }

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
        Invariants invariants(larger, smaller);
        for (int gone = 0; gone < larger.size() && !exhausted_; ++gone) {
            if (larger.edge_count() - larger.degree(gone) != smaller.edge_count()) continue;
            if (!invariants.hold_without_node(gone)) {
                ruled_out();
                continue;
            }
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
        Invariants invariants(larger, smaller);
        for (int v = 0; v < larger.size() && !exhausted_; ++v)
            for (const auto& [w, label] : larger.neighbours(v)) {
                (void)label;
                if (w <= v) continue;
                if (!invariants.hold_without_edge(v, w)) {
                    ruled_out();
                    continue;
                }
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
