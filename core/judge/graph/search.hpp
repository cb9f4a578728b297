// The two exact searches behind find_isomorphism, for a pair that passed the invariants
// and whose joint stable colours come in equal numbers on both sides. Both count steps
// and stop at max_steps (BudgetExhausted); neither runs the invariants again.
#pragma once

#include <cstdint>

#include "graph/graph.hpp"
#include "graph/refine.hpp"

namespace plumbline::graph {

// A step of the search after VF2++ is a tree node or this many elementary operations
// (edges scanned, nodes moved or compared), so a budget bounds time on any graph size.
constexpr std::int64_t kWorkPerStep = 64;

// VF2++-style matching (vf2.cpp): cheap per step; quick when the colours nearly pin every
// node down, as in most molecules, but exponential on symmetric graphs.
IsomorphismResult vf2_search(const Graph& a, const Graph& b, const JointColours& colours, std::int64_t max_steps);

// Individualization-refinement (ir_search.cpp): one path of a's search tree against b's
// tree, pruned by refinement traces and by the automorphisms of b found on the way.
IsomorphismResult ir_search(const Graph& a, const Graph& b, const JointColours& colours, std::int64_t max_steps);

}  // namespace plumbline::graph
