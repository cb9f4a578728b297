// The search over assignments of answer items to the answer objects (existential
// quantification, distinct items): depth first in quantification order, each level's
// choices tried best first (by the constraints they decide), branches that cannot beat
// the best assignment so far cut off, and a step budget so that no input can make it
// run long. Finds an assignment satisfying the most constraints.
#pragma once

#include <cstdint>
#include <vector>

#include "checks/constraints/relations.hpp"
#include "checks/constraints/shapes.hpp"
#include "matching/pieces.hpp"

namespace plumbline::constraints {

struct SearchInput {
    const Program& program;
    const Scene& candidate;
    std::vector<std::vector<int>> pools;   // per variable: the candidate items it may take (a choice: its alternatives' positions)
    const DrawingScale& scale;
    std::int64_t budget = 0;               // steps: one per object derived or relation measured (nested ones counted)
    MeasureUnit unit;                      // the unit of lengths in measures
    // Collinear answer segments joined into one (matching/pieces.hpp): in a pool, run r is
    // the item number candidate.items.size() + r, and takes every piece it is made of.
    std::vector<matching::JoinedRun> joined;
    // Cycles of answer segments that close into a polygon (shapes.hpp): cycle k is the item
    // number candidate.items.size() + joined.size() + k, and takes every segment it is made of.
    std::vector<SegmentCycle> cycles;
    double tolerance = 0;                  // the position tolerance (a polygon's closing gap)
};

// The items a pool entry takes: itself, or a joined run's pieces.
std::vector<int> pieces_of(const SearchInput& in, int entry);

struct SearchResult {
    std::vector<int> assignment;           // per variable: its candidate item (a choice: which alternative), -1 for none left
    std::vector<Figure> figures;           // every object under that assignment
    std::vector<Outcome> outcomes;         // per constraint
    int satisfied = 0;
    std::int64_t steps = 0;
    bool exhausted = false;                // the budget ran out: the best so far, not the best
};

// `figures` holds the given objects already found (the others are computed here).
SearchResult search(const SearchInput& in, std::vector<Figure> figures);

}  // namespace plumbline::constraints
