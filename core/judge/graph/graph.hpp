// Labelled undirected graphs and their comparison, for the molecule check: an exact
// isomorphism test (a short VF2++ matching, then individualization-refinement as in
// nauty and bliss for what that cannot settle) and, when the graphs differ, the best
// partial correspondence a bounded search finds. Both have a step budget and say when
// they ran out; neither can hang.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace plumbline::graph {

// Nodes 0..n-1 with an integer label each; simple edges with an integer label (bond
// order, or 0 when orders are not compared); self-loops counted per node (the published
// script keeps a line whose both ends snap to one atom as a loop).
class Graph {
public:
    explicit Graph(std::vector<int> labels = {});

    int add_node(int label);
    // Adds the edge a-b with `label`, or a self-loop when a == b. An edge that already
    // exists keeps its first label (an undirected simple graph, as networkx.Graph).
    void add_edge(int a, int b, int label = 0);

    int size() const { return static_cast<int>(labels_.size()); }
    int edge_count() const { return edges_; }                 // without self-loops
    int label(int v) const { return labels_[static_cast<size_t>(v)]; }
    int degree(int v) const { return static_cast<int>(adjacency_[static_cast<size_t>(v)].size()); }
    int self_loops(int v) const { return loops_[static_cast<size_t>(v)]; }
    // Neighbours of v with the edge label, sorted by neighbour.
    const std::vector<std::pair<int, int>>& neighbours(int v) const { return adjacency_[static_cast<size_t>(v)]; }
    // The label of edge a-b, or -1 when there is none.
    int edge_label(int a, int b) const;

private:
    std::vector<int> labels_;
    std::vector<std::vector<std::pair<int, int>>> adjacency_;
    std::vector<int> loops_;
    int edges_ = 0;
};

// Connected components: component index per node, components numbered from 0 in order of
// their smallest node.
std::vector<int> components(const Graph& g, int* count = nullptr);

enum class Outcome { Isomorphic, Different, BudgetExhausted };
const char* to_string(Outcome o);

struct IsomorphismResult {
    Outcome outcome = Outcome::Different;
    std::vector<int> mapping;        // node of a -> node of b, when Isomorphic
    std::int64_t steps = 0;          // search steps taken (0 when an invariant decided)
    // When Different: what told them apart, for the report ("node count", "edge count",
    // "label counts", "degrees", "fragments" (connected pieces and their sizes),
    // "neighbourhoods" (colour refinement, from triangle counts too), "search").
    std::string decided_by;
};

// Is there a bijection a -> b preserving node labels, edges, edge labels and self-loop
// counts? Cheap invariants first, then colour refinement, then a depth-first matching
// search whose candidates are restricted to the same refined colour, ordered from the
// rarest, most connected colour outwards (VF2++), for about 8 steps a node: that settles
// nearly every molecule. Past it, on symmetric graphs mostly (CFI pairs, strongly regular
// graphs, regular graphs), triangle counts refine the colours and an
// individualization-refinement search decides: equitable partitions, a search tree over
// individualized nodes, pruned by refinement traces and by automorphisms
// (ir_search.cpp says how). `max_steps` bounds the steps of all of it: a VF2++ state, a
// tree node, or 64 elementary operations of refinement.
IsomorphismResult find_isomorphism(const Graph& a, const Graph& b, std::int64_t max_steps);

struct PartialMapping {
    std::vector<int> a_to_b;         // per node of a: its node in b, or -1
    int mapped = 0;                  // nodes of a with an image
    int label_mismatches = 0;        // mapped pairs whose labels differ
    int preserved_edges = 0;         // edges of a whose both ends map onto an edge of b
    std::int64_t steps = 0;
    bool exhausted = false;          // the budget stopped the search early
    size_t peak_candidates = 0;      // candidate pairs held at once, at most (bounded: the memory)
};

// The largest structural correspondence a bounded search finds between two graphs that
// are not isomorphic (a heuristic maximum common subgraph): grown from seed pairs of
// similar nodes along edges, preferring equal labels and equal refined colours, and
// allowing a pair with different labels when the structure says they correspond (so "an
// N drawn as C" maps that N onto that C). Ranked by the common subgraph's size (preserved
// edges plus mapped pairs with equal labels, so a substituent one position off is one
// lost bond rather than a turned ring with two wrong elements), then preserved edges,
// then fewer mismatches. Deterministic. Meant for graphs find_isomorphism has found
// different (it does not run the exact search again).
PartialMapping best_partial_mapping(const Graph& a, const Graph& b, std::int64_t max_steps);

}  // namespace plumbline::graph
