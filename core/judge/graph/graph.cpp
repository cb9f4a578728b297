// The labelled graph itself: construction, edge lookup, connected components.
#include "graph/graph.hpp"

#include <algorithm>
#include <climits>

namespace plumbline::graph {

namespace {

using Adjacency = std::vector<std::pair<int, int>>;

Adjacency::const_iterator find_neighbour(const Adjacency& adjacency, int v) {
    return std::lower_bound(adjacency.begin(), adjacency.end(), std::make_pair(v, INT_MIN));
}

}  // namespace

Graph::Graph(std::vector<int> labels)
    : labels_(std::move(labels)), adjacency_(labels_.size()), loops_(labels_.size(), 0) {}

int Graph::add_node(int label) {
    labels_.push_back(label);
    // Room for a molecule's usual four neighbours at once, not grown 1, 2, 4.
    adjacency_.emplace_back().reserve(4);
    loops_.push_back(0);
    return size() - 1;
}

void Graph::add_edge(int a, int b, int label) {
    // An edge to a node that does not exist is dropped rather than trusted: the callers
    // build graphs from untrusted drawings and the core never aborts on input.
    if (a < 0 || b < 0 || a >= size() || b >= size()) return;
    if (a == b) {
        ++loops_[static_cast<size_t>(a)];
        return;
    }
    Adjacency& at_a = adjacency_[static_cast<size_t>(a)];
    const auto it = find_neighbour(at_a, b);
    if (it != at_a.end() && it->first == b) return;
    at_a.insert(it, {b, label});
    Adjacency& at_b = adjacency_[static_cast<size_t>(b)];
    at_b.insert(find_neighbour(at_b, a), {a, label});
    ++edges_;
}

int Graph::edge_label(int a, int b) const {
    if (a < 0 || b < 0 || a >= size() || b >= size() || a == b) return -1;
    // Search the shorter list: a hub atom may have many neighbours.
    if (degree(a) > degree(b)) std::swap(a, b);
    const Adjacency& at_a = adjacency_[static_cast<size_t>(a)];
    const auto it = find_neighbour(at_a, b);
    return it != at_a.end() && it->first == b ? it->second : -1;
}

std::vector<int> components(const Graph& g, int* count) {
    const int n = g.size();
    std::vector<int> part(static_cast<size_t>(n), -1);
    std::vector<int> stack;
    int next = 0;
    // An explicit stack: a 100k-atom chain must not recurse 100k deep.
    for (int start = 0; start < n; ++start) {
        if (part[static_cast<size_t>(start)] >= 0) continue;
        part[static_cast<size_t>(start)] = next;
        stack.push_back(start);
        while (!stack.empty()) {
            const int v = stack.back();
            stack.pop_back();
            for (const auto& [w, label] : g.neighbours(v)) {
                (void)label;
                if (part[static_cast<size_t>(w)] >= 0) continue;
                part[static_cast<size_t>(w)] = next;
                stack.push_back(w);
            }
        }
        ++next;
    }
    if (count) *count = next;
    return part;
}

// The report's words for the outcome (docs/schema.md, molecule.outcome).
const char* to_string(Outcome o) {
    switch (o) {
        case Outcome::Isomorphic: return "isomorphic";
        case Outcome::Different: return "different";
        case Outcome::BudgetExhausted: return "budget";
    }
    return "different";
}

}  // namespace plumbline::graph
