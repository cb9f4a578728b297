// Min-cost maximum assignment: connected components of the admissible pairs, each solved
// by the Hungarian method on a square matrix where an inadmissible or padding cell costs
// more than any set of admissible pairs could (so a larger matching always wins).
#include "graph/assignment.hpp"

#include <algorithm>
#include <limits>
#include <numeric>

namespace plumbline::graph {

namespace {

class DisjointSets {
public:
    explicit DisjointSets(int n) : parent_(static_cast<size_t>(n)) {
        std::iota(parent_.begin(), parent_.end(), 0);
    }
    int find(int x) {
        while (parent_[x] != x) x = parent_[x] = parent_[parent_[x]];
        return x;
    }
    void unite(int a, int b) { parent_[find(a)] = find(b); }

private:
    std::vector<int> parent_;
};

// Hungarian method (shortest augmenting paths with potentials) on an n x n cost matrix,
// row-major. Returns the column of each row.
std::vector<int> hungarian(const std::vector<double>& cost, int n) {
    const double inf = std::numeric_limits<double>::infinity();
    auto at = [&](int i, int j) { return cost[static_cast<size_t>((i - 1) * n + (j - 1))]; };
    std::vector<double> u(n + 1, 0), v(n + 1, 0);
    std::vector<int> row_of_col(n + 1, 0), way(n + 1, 0);
    for (int i = 1; i <= n; ++i) {
        row_of_col[0] = i;
        int j0 = 0;
        std::vector<double> minv(n + 1, inf);
        std::vector<char> used(n + 1, 0);
        do {
            used[j0] = 1;
            const int i0 = row_of_col[j0];
            double delta = inf;
            int j1 = 0;
            for (int j = 1; j <= n; ++j) {
                if (used[j]) continue;
                const double cur = at(i0, j) - u[i0] - v[j];
                if (cur < minv[j]) minv[j] = cur, way[j] = j0;
                if (minv[j] < delta) delta = minv[j], j1 = j;
            }
            for (int j = 0; j <= n; ++j) {
                if (used[j]) {
                    u[row_of_col[j]] += delta;
                    v[j] -= delta;
                } else {
                    minv[j] -= delta;
                }
            }
            j0 = j1;
        } while (row_of_col[j0] != 0);
        do {
            const int j1 = way[j0];
            row_of_col[j0] = row_of_col[j1];
            j0 = j1;
        } while (j0 != 0);
    }
    std::vector<int> col_of_row(n, -1);
    for (int j = 1; j <= n; ++j)
        if (row_of_col[j] > 0) col_of_row[row_of_col[j] - 1] = j - 1;
    return col_of_row;
}

void assign_greedily(const std::vector<Edge>& edges, std::vector<int>& col_of_row,
                     std::vector<char>& col_taken) {
    std::vector<Edge> sorted = edges;
    std::stable_sort(sorted.begin(), sorted.end(),
                     [](const Edge& a, const Edge& b) { return a.cost < b.cost; });
    for (const Edge& e : sorted) {
        if (col_of_row[e.row] >= 0 || col_taken[e.col]) continue;
        col_of_row[e.row] = e.col;
        col_taken[e.col] = 1;
    }
}

}  // namespace

Assignment assign(int rows, int cols, const std::vector<Edge>& edges, std::size_t max_cells) {
    Assignment result;
    result.col_of_row.assign(static_cast<size_t>(std::max(rows, 0)), -1);
    if (rows <= 0 || cols <= 0) return result;

    // Nodes 0..rows-1 are rows, rows..rows+cols-1 columns.
    DisjointSets sets(rows + cols);
    std::vector<Edge> valid;
    for (const Edge& e : edges) {
        if (e.row < 0 || e.row >= rows || e.col < 0 || e.col >= cols || !(e.cost <= 1)) continue;
        valid.push_back(Edge{e.row, e.col, std::clamp(e.cost, 0.0, 1.0)});
        sets.unite(e.row, rows + e.col);
    }

    std::vector<std::vector<Edge>> by_component(static_cast<size_t>(rows + cols));
    for (const Edge& e : valid) by_component[sets.find(e.row)].push_back(e);

    std::vector<char> col_taken(static_cast<size_t>(cols), 0);
    // Local numbering of a component's rows and columns; each component sets and reads
    // only its own entries, so the arrays are shared.
    std::vector<int> row_index(static_cast<size_t>(rows), -1), col_index(static_cast<size_t>(cols), -1);
    for (const std::vector<Edge>& component : by_component) {
        if (component.empty()) continue;
        std::vector<int> local_rows, local_cols;
        for (const Edge& e : component) {
            if (row_index[e.row] < 0) row_index[e.row] = static_cast<int>(local_rows.size()), local_rows.push_back(e.row);
            if (col_index[e.col] < 0) col_index[e.col] = static_cast<int>(local_cols.size()), local_cols.push_back(e.col);
        }
        const size_t n = std::max(local_rows.size(), local_cols.size());
        if (n * n > max_cells) {
            result.exact = false;
            assign_greedily(component, result.col_of_row, col_taken);
            continue;
        }
        // Any k+1 admissible pairs cost less than k pairs plus one more inadmissible cell.
        const double inadmissible = static_cast<double>(n) + 1;
        std::vector<double> cost(n * n, inadmissible);
        for (const Edge& e : component) {
            double& cell = cost[static_cast<size_t>(row_index[e.row]) * n + static_cast<size_t>(col_index[e.col])];
            cell = std::min(cell, e.cost);
        }
        const std::vector<int> local = hungarian(cost, static_cast<int>(n));
        for (size_t i = 0; i < local_rows.size(); ++i) {
            const int j = local[i];
            if (j < 0 || static_cast<size_t>(j) >= local_cols.size()) continue;
            if (cost[i * n + static_cast<size_t>(j)] >= inadmissible) continue;
            result.col_of_row[local_rows[i]] = local_cols[j];
            col_taken[local_cols[j]] = 1;
        }
    }
    return result;
}

}  // namespace plumbline::graph
