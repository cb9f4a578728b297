// One deletion that explains the difference between two graphs exactly (one_deletion.cpp).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "graph/graph.hpp"

namespace plumbline::graph {

struct OneDeletion {
    std::optional<std::vector<int>> a_to_b;   // node of a -> node of b or -1, when found
    std::int64_t steps = 0;
    bool exhausted = false;
};

// When a and b differ by one node (and its edges) or by one edge, the deletion from the
// larger that leaves the other, found by the exact search; nothing otherwise.
OneDeletion one_deletion_mapping(const Graph& a, const Graph& b, std::int64_t max_steps);

}  // namespace plumbline::graph
