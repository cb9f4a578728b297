// Colour refinement (1-WL) run on two graphs at once, so that a colour names the same
// kind of node in both: the isomorphism search pairs only nodes of one colour, and the
// partial mapping measures how far two nodes' neighbourhoods agree.
#pragma once

#include <cstdint>
#include <vector>

#include "graph/graph.hpp"

namespace plumbline::graph {

// One colour per node of a (index v) and of b (index a.size() + v), in one array.
struct JointColours {
    std::vector<int> colour;
    int count = 0;   // colours are 0..count-1
};

// The coarsest stable colouring refining (label, self-loops): two nodes share a colour
// only if, per edge label, they have as many neighbours of every colour. Computed by
// splitting classes against a work list with Hopcroft's "all parts but the largest"
// rule, O((n + m) log n), so a 100k-node chain costs no more than its size. The colours
// are an isomorphism invariant of the pair: any isomorphism a -> b keeps them. `extra`,
// when given, is one more invariant per joint node to start from (triangle counts).
JointColours stable_colours(const Graph& a, const Graph& b, const std::vector<std::int64_t>* extra = nullptr);

// Refinement round by round: rounds[r][x] is the colour of joint node x after r rounds.
// Round 0 is the label alone; round r + 1 adds the self-loop count and the multiset of
// (edge label, round-r colour) over the neighbours. Colours are ranks of (previous
// colour, 64-bit hash of the rest), so equal colours mean equal r-neighbourhoods as far
// as 1-WL sees, in either graph, whatever the node numbering. Meant for heuristics: a
// hash collision would merge two colours. Stops after max_rounds rounds or at the first
// round that splits nothing (later rounds would repeat it).
std::vector<std::vector<int>> colour_rounds(const Graph& a, const Graph& b, int max_rounds);

// Non-backtracking walks (never stepping straight back) of length 1..length from every
// joint node, counted by the label they end at, for `labels` (sorted; walks ending at
// other labels are not counted). A pendant atom adds only walks ending at its own label,
// so over the labels both drawings use, an atom's counts do not change when hydrogens are
// drawn; unlike colours they also change little with one local difference. Counts
// saturate at 2^30; the length shrinks so that the table stays under 4M entries.
struct WalkCounts {
    int length = 0;
    int labels = 0;
    std::vector<std::int32_t> counts;   // [(x * length + k - 1) * labels + l]
    const std::int32_t* of(int x) const {
        return counts.data() + static_cast<size_t>(x) * static_cast<size_t>(length) * static_cast<size_t>(labels);
    }
};
WalkCounts walk_counts(const Graph& a, const Graph& b, const std::vector<int>& labels, int length);

}  // namespace plumbline::graph
