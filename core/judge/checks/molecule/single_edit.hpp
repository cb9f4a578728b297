// One edit that turns the reference into the drawing: an atom's element changed, two
// atoms of different elements swapped, a bond moved to the next atom (a substituent drawn
// one position over), a bond's order changed. The greedy best correspondence
// (graph::best_partial_mapping) can explain such a drawing by more than the edit (a swap
// as three bonds missing and three extra); trying the edits themselves, each confirmed by
// the exact isomorphism search, finds the one that fits.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "graph/graph.hpp"

namespace plumbline::molecule {

// What a correspondence a -> b explains the difference by, in the report's terms: atoms
// and bonds of a missing, of another element or order, and atoms and bonds of b extra,
// each counting one.
int correspondence_cost(const graph::Graph& a, const graph::Graph& b, const std::vector<int>& a_to_b);

struct SingleEdit {
    std::vector<int> a_to_b;                // the correspondence the edit gives
    int cost = 0;                           // its correspondence_cost: 1 or 2
};

// The cheapest single edit of a (element, swap, moved bond, bond order) that makes it b,
// when it costs less than `below`: candidates are the edits whose effect on the atoms'
// two-bond neighbourhoods (label and neighbour labels, twice refined) is exactly the
// difference between the two graphs' neighbourhoods, near the atoms where they differ;
// each is confirmed by find_isomorphism. Nothing when none fits within `max_steps`.
// Graphs of equal atom and bond counts only (one_deletion.cpp covers one atom or bond more).
struct SingleEditSearch {
    std::optional<SingleEdit> found;
    std::int64_t steps = 0;
};
SingleEditSearch single_edit(const graph::Graph& a, const graph::Graph& b, int below, std::int64_t max_steps);

}  // namespace plumbline::molecule
