// One-to-one assignment of reference items (rows) to candidate items (columns): match as
// many rows as possible, and among those assignments take the one with the least total
// cost. Greedy "best first" choices can strand a later row whose only admissible column
// an earlier row took; this does not.
#pragma once

#include <cstddef>
#include <vector>

namespace plumbline::graph {

// An admissible pair with its normalised cost in [0, 1] (error / tolerance).
struct Edge {
    int row = 0, col = 0;
    double cost = 0;
};

struct Assignment {
    std::vector<int> col_of_row;   // -1: row left unmatched
    bool exact = true;             // false: a component exceeded the budget and was solved greedily
};

// Pairs not listed, or costing more than 1 (or NaN), are inadmissible. The problem is split into connected components of
// the admissibility graph (usually tiny) and each is solved exactly by the Hungarian
// method, O(n^3) in its size n; a component with more than `max_cells` (n x n) is solved
// greedily by ascending cost instead, and the result says so.
Assignment assign(int rows, int cols, const std::vector<Edge>& edges,
                  std::size_t max_cells = std::size_t(1) << 20);

}  // namespace plumbline::graph
