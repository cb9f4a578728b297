// One-to-one assignment: as many pairs as possible, then the least total cost; checked
// against brute force on random problems.
#include <doctest/doctest.h>

#include <algorithm>
#include <functional>
#include <random>

#include "graph/assignment.hpp"

using plumbline::graph::assign;
using plumbline::graph::Edge;

namespace {

struct Score {
    int matched = 0;
    double cost = 0;
};

Score score_of(const std::vector<int>& col_of_row, const std::vector<Edge>& edges) {
    Score s;
    for (size_t r = 0; r < col_of_row.size(); ++r) {
        if (col_of_row[r] < 0) continue;
        double best = 2;
        for (const Edge& e : edges)
            if (e.row == static_cast<int>(r) && e.col == col_of_row[r]) best = std::min(best, e.cost);
        REQUIRE(best <= 1);   // only admissible pairs are ever assigned
        ++s.matched;
        s.cost += best;
    }
    return s;
}

// Every injection of rows into columns-or-nothing.
Score brute_force(int rows, int cols, const std::vector<Edge>& edges) {
    std::vector<std::vector<double>> cost(rows, std::vector<double>(cols, 2));
    for (const Edge& e : edges) cost[e.row][e.col] = std::min(cost[e.row][e.col], e.cost);
    Score best;
    std::vector<char> used(cols, 0);
    std::function<void(int, Score)> walk = [&](int r, Score s) {
        if (r == rows) {
            if (s.matched > best.matched || (s.matched == best.matched && s.cost < best.cost - 1e-12)) best = s;
            return;
        }
        walk(r + 1, s);
        for (int c = 0; c < cols; ++c) {
            if (used[c] || cost[r][c] > 1) continue;
            used[c] = 1;
            walk(r + 1, Score{s.matched + 1, s.cost + cost[r][c]});
            used[c] = 0;
        }
    };
    walk(0, Score{});
    return best;
}

}  // namespace

TEST_CASE("assignment: nothing to assign") {
    CHECK(assign(0, 3, {}).col_of_row.empty());
    CHECK(assign(2, 0, {}).col_of_row == std::vector<int>{-1, -1});
    CHECK(assign(2, 2, {}).col_of_row == std::vector<int>{-1, -1});
}

TEST_CASE("assignment: matching more rows beats a cheaper first choice") {
    // Greedy by cost gives row 0 column 0 and strands row 1.
    const std::vector<Edge> edges{{0, 0, 0.1}, {0, 1, 0.2}, {1, 0, 0.3}};
    const auto a = assign(2, 2, edges);
    CHECK(a.exact);
    CHECK(a.col_of_row == std::vector<int>{1, 0});
}

TEST_CASE("assignment: among full matchings, the cheapest") {
    const std::vector<Edge> edges{{0, 0, 0.5}, {0, 1, 0.1}, {1, 0, 0.1}, {1, 1, 0.5}};
    CHECK(assign(2, 2, edges).col_of_row == std::vector<int>{1, 0});
    // More rows than columns: the cheapest row wins the one column.
    CHECK(assign(3, 1, {{0, 0, 0.4}, {1, 0, 0.2}, {2, 0, 0.9}}).col_of_row == std::vector<int>{-1, 0, -1});
}

TEST_CASE("assignment: pairs outside the problem are ignored, duplicates keep the cheaper cost") {
    const auto a = assign(1, 1, {{0, 5, 0}, {-1, 0, 0}, {0, 0, 0.7}, {0, 0, 0.2}});
    CHECK(a.col_of_row == std::vector<int>{0});
}

TEST_CASE("assignment: a component over the size budget is solved greedily, and says so") {
    const std::vector<Edge> edges{{0, 0, 0.1}, {0, 1, 0.2}, {1, 0, 0.3}};
    const auto a = assign(2, 2, edges, /*max_cells=*/3);
    CHECK_FALSE(a.exact);
    CHECK(a.col_of_row == std::vector<int>{0, -1});
}

TEST_CASE("assignment: agrees with brute force on random problems") {
    std::mt19937 rng(12345);
    std::uniform_real_distribution<double> unit(0, 1);
    for (int trial = 0; trial < 300; ++trial) {
        const int rows = 1 + static_cast<int>(rng() % 6), cols = 1 + static_cast<int>(rng() % 6);
        const double density = unit(rng);
        std::vector<Edge> edges;
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c)
                if (unit(rng) < density) edges.push_back(Edge{r, c, unit(rng)});
        const auto a = assign(rows, cols, edges);
        const Score got = score_of(a.col_of_row, edges), want = brute_force(rows, cols, edges);
        CAPTURE(trial);
        CHECK(got.matched == want.matched);
        CHECK(got.cost == doctest::Approx(want.cost));
        std::vector<int> taken;
        for (int c : a.col_of_row)
            if (c >= 0) taken.push_back(c);
        std::sort(taken.begin(), taken.end());
        CHECK(std::adjacent_find(taken.begin(), taken.end()) == taken.end());   // one-to-one
    }
}
