// find_isomorphism on graph families that colour refinement cannot split, with the budget
// the molecule check uses: CFI pairs (200 and 1,000 nodes), SRG(16,6,2,2), Paley graphs,
// Latin square graphs of groups, random regular graphs. Each against a shuffled copy of
// itself (isomorphic, the mapping checked edge by edge) and against a twin that is not
// (different, never out of budget). Then the individualization-refinement search on its
// own against brute force, and its budget.
#include <doctest/doctest.h>

#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "checks/molecule/molecule.hpp"
#include "graph/graph.hpp"
#include "graph/refine.hpp"
#include "graph/search.hpp"
#include "graph_families.hpp"
#include "graph_shuffle.hpp"

using plumbline::graph::find_isomorphism;
using plumbline::graph::Graph;
using plumbline::graph::IsomorphismResult;
using plumbline::graph::Outcome;
using namespace graph_test;

namespace {

const std::int64_t kBudget = plumbline::molecule::Options{}.budget;

void check_same(const Graph& g, unsigned seed) {
    const Graph copy = shuffled(g, seed);
    const IsomorphismResult r = find_isomorphism(g, copy, kBudget);
    REQUIRE(r.outcome == Outcome::Isomorphic);
    CHECK(is_isomorphism(g, copy, r.mapping));
    CHECK(r.steps <= kBudget);
}

void check_twin(const Graph& g, const Graph& twin, unsigned seed) {
    const IsomorphismResult r = find_isomorphism(g, shuffled(twin, seed), kBudget);
    CHECK(r.outcome == Outcome::Different);
    CHECK_FALSE(r.decided_by.empty());
    CHECK(r.mapping.empty());
}

bool regular(const Graph& g, int d) {
    for (int v = 0; v < g.size(); ++v)
        if (g.degree(v) != d) return false;
    return true;
}

}  // namespace

TEST_CASE("graph families: CFI pairs of 200 and 1000 nodes") {
    for (const int base : {20, 100}) {
        CAPTURE(base);
        const auto [plain, twisted] = cfi_pair(base, 7u + static_cast<unsigned>(base));
        REQUIRE(plain.size() == 10 * base);
        REQUIRE(twisted.size() == 10 * base);
        REQUIRE(regular(plain, 3));
        REQUIRE(regular(twisted, 3));
        check_same(plain, 1);
        check_same(twisted, 2);
        check_twin(plain, twisted, 3);
        check_twin(twisted, plain, 4);
        // Nothing cheaper tells them apart: the tree search does.
        CHECK(find_isomorphism(plain, twisted, kBudget).decided_by == "search");
    }
}

TEST_CASE("graph families: the Shrikhande graph and the rook's graph") {
    check_same(shrikhande(), 5);
    check_same(rook_4x4(), 6);
    check_twin(shrikhande(), rook_4x4(), 7);
    check_twin(rook_4x4(), shrikhande(), 8);
    CHECK(find_isomorphism(shrikhande(), rook_4x4(), kBudget).decided_by == "search");
}

TEST_CASE("graph families: Paley graphs, and with two edges switched") {
    for (const int q : {13, 29, 101}) {
        CAPTURE(q);
        const Graph g = paley(q);
        REQUIRE(regular(g, (q - 1) / 2));
        check_same(g, 9);
        const Graph other = switched(g);
        REQUIRE(regular(other, (q - 1) / 2));
        REQUIRE_FALSE(is_isomorphism(g, other, [&] {
            std::vector<int> identity(static_cast<size_t>(q));
            std::iota(identity.begin(), identity.end(), 0);
            return identity;
        }()));
        check_twin(g, other, 10);
    }
}

TEST_CASE("graph families: Latin square graphs of groups of one order") {
    const Graph z8 = latin_square_graph({8}), z2z4 = latin_square_graph({2, 4}), z2cubed = latin_square_graph({2, 2, 2});
    REQUIRE(z8.size() == 64);
    REQUIRE(regular(z8, 21));
    for (const Graph* g : {&z8, &z2z4, &z2cubed}) check_same(*g, 11);
    check_twin(z8, z2z4, 12);
    check_twin(z2z4, z2cubed, 13);
    check_twin(z2cubed, z8, 14);

    const Graph z9 = latin_square_graph({9}), z3z3 = latin_square_graph({3, 3});
    check_same(z9, 15);
    check_same(z3z3, 16);
    check_twin(z9, z3z3, 17);

    const Graph z16 = latin_square_graph({16}), z4z4 = latin_square_graph({4, 4});
    REQUIRE(z16.size() == 256);
    check_same(z4z4, 18);
    check_twin(z16, z4z4, 19);
}

TEST_CASE("graph families: random regular graphs") {
    for (const int d : {3, 4})
        for (const int n : {100, 1000}) {
            CAPTURE(d);
            CAPTURE(n);
            const Graph g = graph_of(n, random_regular(n, d, 21u + static_cast<unsigned>(n + d)));
            const Graph other = graph_of(n, random_regular(n, d, 22u + static_cast<unsigned>(n + d)));
            REQUIRE(regular(g, d));
            check_same(g, 23);
            check_twin(g, other, 24);
        }
    // Without triangles, counting them tells nothing: the search must.
    for (const int n : {100, 1000}) {
        CAPTURE(n);
        const Graph g = graph_of(n, random_cubic_triangle_free(n, 25u + static_cast<unsigned>(n)));
        const Graph other = graph_of(n, random_cubic_triangle_free(n, 5026u + static_cast<unsigned>(n)));
        check_same(g, 27);
        check_twin(g, other, 28);
        CHECK(find_isomorphism(g, other, kBudget).decided_by == "search");
    }
}

TEST_CASE("graph families: the budget still bounds the search") {
    const auto [plain, twisted] = cfi_pair(100, 107);
    const Graph other = shuffled(twisted, 3);
    const IsomorphismResult full = find_isomorphism(plain, other, kBudget);
    REQUIRE(full.outcome == Outcome::Different);
    for (const std::int64_t budget : {std::int64_t(0), std::int64_t(1), std::int64_t(9000), full.steps / 2, full.steps - 1}) {
        CAPTURE(budget);
        const IsomorphismResult cut = find_isomorphism(plain, other, budget);
        CHECK(cut.outcome == Outcome::BudgetExhausted);
        CHECK(cut.steps == budget);   // the whole budget, not a step more
        CHECK(cut.decided_by.empty());
    }
    // The same question with just the steps it took is decided again, the same way.
    const IsomorphismResult again = find_isomorphism(plain, other, full.steps);
    CHECK(again.outcome == Outcome::Different);
    CHECK(again.steps == full.steps);

    // And deterministically: the same mapping and steps every time.
    const Graph copy = shuffled(plain, 4);
    const IsomorphismResult first = find_isomorphism(plain, copy, kBudget), second = find_isomorphism(plain, copy, kBudget);
    CHECK(first.mapping == second.mapping);
    CHECK(first.steps == second.steps);
}

TEST_CASE("graph families: individualization-refinement alone agrees with brute force") {
    // Small random graphs with two node labels, two edge labels and self-loops against a
    // shuffled copy, one edge end moved half the time; the VF2++ run skipped.
    using namespace plumbline::graph;
    const auto brute_force = graph_test::isomorphic_by_trying_every_bijection;
    std::mt19937 rng(61);
    int isomorphic = 0, different = 0, searched = 0;
    for (int trial = 0; trial < 800; ++trial) {
        if (trial % 2) {   // two random regular graphs, which refinement leaves whole
            const int d = 2 + static_cast<int>(rng() % 2), n = d == 2 ? 6 + static_cast<int>(rng() % 2) : 6 + 2 * static_cast<int>(rng() % 2);
            const Graph a = graph_of(n, random_regular_any(n, d, rng())), b = graph_of(n, random_regular_any(n, d, rng()));
            const JointColours colours = stable_colours(a, b);
            const IsomorphismResult r = ir_search(a, b, colours, kBudget);
            CAPTURE(trial);
            REQUIRE(r.outcome != Outcome::BudgetExhausted);
            CHECK((r.outcome == Outcome::Isomorphic) == brute_force(a, b));
            if (r.outcome == Outcome::Isomorphic) CHECK(is_isomorphism(a, b, r.mapping));
            ++searched;
            ++(r.outcome == Outcome::Isomorphic ? isomorphic : different);
            continue;
        }
        const int n = 1 + static_cast<int>(rng() % 7);
        std::vector<int> labels(static_cast<size_t>(n));
        for (int& l : labels) l = static_cast<int>(rng() % 2);
        Graph a(labels);
        const int edges = static_cast<int>(rng() % static_cast<unsigned>(2 * n + 1));
        for (int i = 0; i < edges; ++i)
            a.add_edge(static_cast<int>(rng() % n), static_cast<int>(rng() % n), static_cast<int>(rng() % 2));
        Graph b = shuffled(a, static_cast<unsigned>(trial));
        if (rng() % 2 && b.edge_count() > 0) b = graph_test::one_edge_end_moved(b, rng);
        if (a.size() != b.size() || a.edge_count() != b.edge_count()) continue;
        const JointColours colours = stable_colours(a, b);
        std::vector<int> balance(static_cast<size_t>(colours.count), 0);
        for (int x = 0; x < n; ++x) ++balance[static_cast<size_t>(colours.colour[static_cast<size_t>(x)])];
        for (int x = n; x < 2 * n; ++x) --balance[static_cast<size_t>(colours.colour[static_cast<size_t>(x)])];
        if (std::any_of(balance.begin(), balance.end(), [](int d) { return d != 0; })) continue;
        ++searched;
        const IsomorphismResult r = ir_search(a, b, colours, kBudget);
        CAPTURE(trial);
        REQUIRE(r.outcome != Outcome::BudgetExhausted);
        CHECK((r.outcome == Outcome::Isomorphic) == brute_force(a, b));
        if (r.outcome == Outcome::Isomorphic) {
            CHECK(is_isomorphism(a, b, r.mapping));
            ++isomorphic;
        } else {
            CHECK(r.decided_by == "search");
            ++different;
        }
    }
    CHECK(searched > 300);
    CHECK(isomorphic > 100);
    CHECK(different > 10);
}

TEST_CASE("graph families: labelled CFI pairs and labelled rings") {
    // Middle nodes one element, end nodes another, edges across the base edges another
    // bond order: the labels split the nodes in two, the pair stays hard.
    const Edges base = random_regular(30, 3, 71);
    const auto labelled = [&](bool twist) {
        int n = 0;
        const Edges e = cfi(30, base, twist, &n);
        const size_t across = e.size() - 2 * base.size();   // cfi() adds the edges across last
        std::vector<int> labels(static_cast<size_t>(n), 6);
        for (size_t k = across; k < e.size(); ++k) labels[static_cast<size_t>(e[k].first)] = labels[static_cast<size_t>(e[k].second)] = 7;
        Graph g(labels);
        for (size_t k = 0; k < e.size(); ++k) g.add_edge(e[k].first, e[k].second, k < across ? 1 : 2);
        return g;
    };
    const Graph plain = labelled(false), twisted = labelled(true);
    check_same(plain, 31);
    check_twin(plain, twisted, 32);

    // Individualization-refinement on its own: a ring of alternating C and N whose bond
    // orders repeat every three bonds, against itself shuffled and against the orders
    // moved one bond on (the same molecule turned by two atoms).
    using namespace plumbline::graph;
    const auto ring = [](int shift) {
        Graph g;
        for (int i = 0; i < 12; ++i) g.add_node(i % 2 ? 7 : 6);
        for (int i = 0; i < 12; ++i) g.add_edge(i, (i + 1) % 12, 1 + (i + shift) % 3);
        return g;
    };
    const Graph a = ring(0);
    for (const Graph& b : {shuffled(ring(0), 33), shuffled(ring(1), 34)}) {
        const IsomorphismResult r = ir_search(a, b, stable_colours(a, b), kBudget);
        REQUIRE(r.outcome == Outcome::Isomorphic);
        CHECK(is_isomorphism(a, b, r.mapping));
    }
}
