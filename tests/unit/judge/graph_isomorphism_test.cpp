// The graph engine's exact comparison: the Graph type, components, and
// find_isomorphism on small cases, highly symmetric graphs, large rings, fused ring
// skeletons and pairs that colour refinement cannot tell apart. Every "isomorphic"
// answer is checked to be a real isomorphism.
#include <doctest/doctest.h>

#include <algorithm>
#include <numeric>
#include <random>
#include <set>
#include <tuple>
#include <utility>
#include <vector>

#include "graph/graph.hpp"
#include "graph_families.hpp"
#include "graph_shuffle.hpp"

using plumbline::graph::components;
using plumbline::graph::find_isomorphism;
using plumbline::graph::Graph;
using plumbline::graph::IsomorphismResult;
using plumbline::graph::Outcome;

namespace {

constexpr std::int64_t kBudget = 2000000;

using Edges = std::vector<std::pair<int, int>>;

Graph graph_of(int n, const Edges& edges, int label = 0) {
    Graph g(std::vector<int>(static_cast<size_t>(n), label));
    for (const auto& [x, y] : edges) g.add_edge(x, y);
    return g;
}

Edges cycle(int n, int first = 0) {
    Edges e;
    for (int i = 0; i < n; ++i) e.emplace_back(first + i, first + (i + 1) % n);
    return e;
}

using graph_test::shuffled;

using graph_test::is_isomorphism;

void check_isomorphic(const Graph& a, const Graph& b) {
    const IsomorphismResult r = find_isomorphism(a, b, kBudget);
    REQUIRE(r.outcome == Outcome::Isomorphic);
    CHECK(r.decided_by.empty());
    CHECK(is_isomorphism(a, b, r.mapping));
}

// --- the graphs -----------------------------------------------------------------

// Icosahedron: apex 0, upper ring 1-5, lower ring 6-10, apex 11.
Edges icosahedron() {
    Edges e;
    for (int i = 0; i < 5; ++i) {
        const int up = 1 + i, up_next = 1 + (i + 1) % 5, low = 6 + i, low_next = 6 + (i + 1) % 5;
        e.insert(e.end(), {{0, up}, {up, up_next}, {up, low}, {up, low_next}, {low, low_next}, {11, low}});
    }
    return e;
}

// C60 (truncated icosahedron): one atom per directed icosahedron edge u->w, bonded to
// w->u (across the cut edge) and to u->w' for the two w' next to w around u (the
// pentagon that replaces vertex u).
Graph fullerene_c60() {
    const Edges ico = icosahedron();
    std::set<std::pair<int, int>> adjacent;
    for (const auto& [x, y] : ico) adjacent.insert({x, y}), adjacent.insert({y, x});
    std::vector<std::pair<int, int>> atoms(adjacent.begin(), adjacent.end());
    const auto atom = [&](int u, int w) {
        return static_cast<int>(std::lower_bound(atoms.begin(), atoms.end(), std::make_pair(u, w)) - atoms.begin());
    };
    Graph g(std::vector<int>(atoms.size(), 6));
    for (const auto& [u, w] : atoms) {
        g.add_edge(atom(u, w), atom(w, u));
        for (const auto& [u2, w2] : atoms)
            if (u2 == u && w2 != w && adjacent.count({w, w2})) g.add_edge(atom(u, w), atom(u, w2));
    }
    return g;
}

// Dodecahedron: the icosahedron's 20 faces, adjacent when they share an edge.
Graph dodecahedron() {
    const Edges ico = icosahedron();
    std::set<std::pair<int, int>> adjacent(ico.begin(), ico.end());
    const auto adj = [&](int x, int y) { return adjacent.count({x, y}) || adjacent.count({y, x}); };
    std::vector<std::vector<int>> faces;
    for (int x = 0; x < 12; ++x)
        for (int y = x + 1; y < 12; ++y)
            for (int z = y + 1; z < 12; ++z)
                if (adj(x, y) && adj(y, z) && adj(x, z)) faces.push_back({x, y, z});
    Graph g(std::vector<int>(faces.size(), 0));
    for (size_t f = 0; f < faces.size(); ++f)
        for (size_t h = f + 1; h < faces.size(); ++h) {
            int shared = 0;
            for (int v : faces[f]) shared += static_cast<int>(std::count(faces[h].begin(), faces[h].end(), v));
            if (shared == 2) g.add_edge(static_cast<int>(f), static_cast<int>(h));
        }
    return g;
}

Graph cubane() {
    Edges e;
    for (int v = 0; v < 8; ++v)
        for (int bit = 1; bit < 8; bit <<= 1)
            if (v < (v ^ bit)) e.emplace_back(v, v ^ bit);
    return graph_of(8, e, 6);
}

Graph petersen() {
    Edges e = cycle(5);
    for (int i = 0; i < 5; ++i) e.insert(e.end(), {{i, 5 + i}, {5 + i, 5 + (i + 2) % 5}});
    return graph_of(10, e);
}

// Two strongly regular graphs with parameters (16, 6, 2, 2): every node has 6
// neighbours and every pair 2 common ones, so colour refinement sees one colour.
Graph rook_4x4() {
    Edges e;
    for (int v = 0; v < 16; ++v)
        for (int w = v + 1; w < 16; ++w)
            if (v / 4 == w / 4 || v % 4 == w % 4) e.emplace_back(v, w);
    return graph_of(16, e);
}

Graph shrikhande() {
    Edges e;
    const auto node = [](int i, int j) { return 4 * ((i + 4) % 4) + (j + 4) % 4; };
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 4; ++j)
            for (const auto& [di, dj] : Edges{{0, 1}, {1, 0}, {1, 1}}) e.emplace_back(node(i, j), node(i + di, j + dj));
    return graph_of(16, e);
}

// Hexagons fused along edges, as chemists draw them: 6-cycles sharing an edge.
Graph naphthalene() { return graph_of(10, {{0, 1}, {1, 2}, {2, 3}, {3, 4}, {4, 5}, {5, 0}, {4, 6}, {6, 7}, {7, 8}, {8, 9}, {9, 5}}); }

Graph azulene() {   // a 7-ring and a 5-ring sharing the edge 0-6
    Edges e = cycle(7);
    e.insert(e.end(), {{0, 7}, {7, 8}, {8, 9}, {9, 6}});
    return graph_of(10, e);
}

Graph spiro_decane() {   // a 5-ring and a 6-ring sharing atom 0
    Edges e = cycle(5);
    e.insert(e.end(), {{0, 5}, {5, 6}, {6, 7}, {7, 8}, {8, 9}, {9, 0}});
    return graph_of(10, e);
}

// Anthracene: three hexagons in a row; phenanthrene: the third on the angle.
Graph anthracene() {
    Edges e = cycle(6);                                          // ring A: 0..5, shares 3-4
    e.insert(e.end(), {{3, 6}, {6, 7}, {7, 8}, {8, 9}, {9, 4}});   // ring B: 3,6,7,8,9,4, shares 7-8
    e.insert(e.end(), {{7, 10}, {10, 11}, {11, 12}, {12, 13}, {13, 8}});
    return graph_of(14, e);
}

Graph phenanthrene() {
    Edges e = cycle(6);
    e.insert(e.end(), {{3, 6}, {6, 7}, {7, 8}, {8, 9}, {9, 4}});   // ring B shares 6-7 with ring C
    e.insert(e.end(), {{6, 10}, {10, 11}, {11, 12}, {12, 13}, {13, 7}});
    return graph_of(14, e);
}

}  // namespace

TEST_CASE("graph: Graph is a simple graph with counted self-loops") {
    Graph g({6, 7, 8});
    CHECK(g.add_node(6) == 3);
    g.add_edge(0, 1, 2);
    g.add_edge(1, 0, 1);   // already there: keeps its first label
    g.add_edge(2, 0, 1);
    g.add_edge(2, 2);
    g.add_edge(2, 2);
    g.add_edge(0, 9);      // no node 9: dropped, not trusted
    g.add_edge(-1, 0);
    CHECK(g.size() == 4);
    CHECK(g.edge_count() == 2);
    CHECK(g.edge_label(0, 1) == 2);
    CHECK(g.edge_label(1, 0) == 2);
    CHECK(g.edge_label(0, 2) == 1);
    CHECK(g.edge_label(1, 2) == -1);
    CHECK(g.edge_label(2, 2) == -1);   // a loop is counted, not an edge
    CHECK(g.edge_label(0, 42) == -1);
    CHECK(g.self_loops(2) == 2);
    CHECK(g.degree(0) == 2);
    CHECK(g.degree(3) == 0);
    CHECK(g.neighbours(0) == std::vector<std::pair<int, int>>{{1, 2}, {2, 1}});
}

TEST_CASE("graph: components are numbered in order of their smallest node") {
    const Graph g = graph_of(7, {{5, 6}, {0, 3}, {3, 1}, {2, 4}});
    int count = 0;
    CHECK(components(g, &count) == std::vector<int>{0, 0, 1, 0, 1, 2, 2});
    CHECK(count == 3);
    CHECK(components(Graph{}, &count).empty());
    CHECK(count == 0);

    // A long chain: no recursion.
    Edges chain;
    for (int i = 0; i + 1 < 100000; ++i) chain.emplace_back(i, i + 1);
    components(graph_of(100000, chain), &count);
    CHECK(count == 1);
}

TEST_CASE("graph: small cases and the invariants that decide them") {
    SUBCASE("empty graphs are isomorphic") {
        const IsomorphismResult r = find_isomorphism(Graph{}, Graph{}, kBudget);
        CHECK(r.outcome == Outcome::Isomorphic);
        CHECK(r.mapping.empty());
        CHECK(r.steps == 0);
    }
    SUBCASE("a single node maps onto a single node of its label") {
        check_isomorphic(Graph({7}), Graph({7}));
        const IsomorphismResult r = find_isomorphism(Graph({7}), Graph({6}), kBudget);
        CHECK(r.outcome == Outcome::Different);
        CHECK(r.decided_by == "label counts");
        CHECK(r.steps == 0);
    }
    SUBCASE("node and edge counts") {
        CHECK(find_isomorphism(Graph({6}), Graph{}, kBudget).decided_by == "node count");
        CHECK(find_isomorphism(graph_of(3, {{0, 1}}), graph_of(3, {{0, 1}, {1, 2}}), kBudget).decided_by ==
              "edge count");
    }
    SUBCASE("a label mismatch: pyridine is not benzene") {
        const Graph benzene = graph_of(6, cycle(6), 6);
        Graph pyridine({7, 6, 6, 6, 6, 6});
        for (const auto& [x, y] : cycle(6)) pyridine.add_edge(x, y);
        const IsomorphismResult r = find_isomorphism(pyridine, benzene, kBudget);
        CHECK(r.outcome == Outcome::Different);
        CHECK(r.decided_by == "label counts");
    }
    SUBCASE("degrees: a path against a star") {
        const IsomorphismResult r =
            find_isomorphism(graph_of(4, {{0, 1}, {1, 2}, {2, 3}}), graph_of(4, {{0, 1}, {0, 2}, {0, 3}}), kBudget);
        CHECK(r.decided_by == "degrees");
    }
    SUBCASE("self-loops count: one on a different node, or one more") {
        Graph a = graph_of(3, {{0, 1}, {1, 2}}), b = a, c = a;
        a.add_edge(0, 0);
        b.add_edge(1, 1);
        c.add_edge(0, 0);
        c.add_edge(0, 0);
        CHECK(find_isomorphism(a, b, kBudget).decided_by == "degrees");
        CHECK(find_isomorphism(a, c, kBudget).decided_by == "degrees");
        Graph d = graph_of(3, {{0, 1}, {1, 2}});
        d.add_edge(2, 2);   // the other end of the path: the same graph
        check_isomorphic(a, d);
    }
    SUBCASE("(label, degree) pairs: C-C-N against C-N-C") {
        Graph a({6, 6, 7}), b({6, 7, 6});
        a.add_edge(0, 1), a.add_edge(1, 2);
        b.add_edge(0, 1), b.add_edge(1, 2);
        CHECK(find_isomorphism(a, b, kBudget).decided_by == "degrees");
    }
    SUBCASE("colour refinement: the same atoms and degrees, other neighbours") {
        // C-N-C-C-C against C-C-N-C-C: the N is next to a chain end only in the first.
        Graph a({6, 7, 6, 6, 6}), b({6, 6, 7, 6, 6});
        for (Graph* g : {&a, &b}) g->add_edge(0, 1), g->add_edge(1, 2), g->add_edge(2, 3), g->add_edge(3, 4);
        const IsomorphismResult r = find_isomorphism(a, b, kBudget);
        CHECK(r.outcome == Outcome::Different);
        CHECK(r.decided_by == "neighbourhoods");
        CHECK(r.steps == 0);
    }
}

TEST_CASE("graph: bond orders are edge labels") {
    // Benzene as alternating single and double bonds, against the same bonds placed
    // 1,1,2,2,1,2 round the ring: the same counts, a different molecule.
    const auto ring = [](std::vector<int> orders) {
        Graph g(std::vector<int>(6, 6));
        for (int i = 0; i < 6; ++i) g.add_edge(i, (i + 1) % 6, orders[static_cast<size_t>(i)]);
        return g;
    };
    const Graph kekule = ring({1, 2, 1, 2, 1, 2}), other_kekule = ring({2, 1, 2, 1, 2, 1}),
                scrambled = ring({1, 1, 2, 2, 1, 2});
    check_isomorphic(kekule, other_kekule);
    check_isomorphic(kekule, shuffled(other_kekule, 3));
    const IsomorphismResult r = find_isomorphism(kekule, scrambled, kBudget);
    CHECK(r.outcome == Outcome::Different);
    CHECK(r.decided_by == "neighbourhoods");
    // Without orders the same pair is one ring twice.
    const auto without_orders = [](const Graph& g) {
        Graph out(std::vector<int>(static_cast<size_t>(g.size()), 6));
        for (int v = 0; v < g.size(); ++v)
            for (const auto& [w, order] : g.neighbours(v)) out.add_edge(v, w, 0);
        return out;
    };
    check_isomorphic(without_orders(kekule), without_orders(shuffled(scrambled, 9)));

    // A single bond against a double bond between the same atoms.
    Graph single({6, 8}), dbl({6, 8});
    single.add_edge(0, 1, 1);
    dbl.add_edge(0, 1, 2);
    CHECK(find_isomorphism(single, dbl, kBudget).decided_by == "neighbourhoods");
}

TEST_CASE("graph: highly symmetric graphs against shuffled copies") {
    const Graph c60 = fullerene_c60();
    REQUIRE(c60.size() == 60);
    REQUIRE(c60.edge_count() == 90);
    for (int v = 0; v < 60; ++v) REQUIRE(c60.degree(v) == 3);
    for (unsigned seed : {1u, 2u, 3u}) check_isomorphic(c60, shuffled(c60, seed));

    const Graph dodeca = dodecahedron();
    REQUIRE(dodeca.size() == 20);
    REQUIRE(dodeca.edge_count() == 30);
    check_isomorphic(dodeca, shuffled(dodeca, 4));
    check_isomorphic(cubane(), shuffled(cubane(), 5));
    check_isomorphic(petersen(), shuffled(petersen(), 6));
    check_isomorphic(rook_4x4(), shuffled(rook_4x4(), 7));
    check_isomorphic(shrikhande(), shuffled(shrikhande(), 8));

    SUBCASE("C60 with two bonds swapped keeps every degree but is another graph") {
        // Swap the ends of two bonds far apart (a 2-switch): still 3-regular.
        Graph a = fullerene_c60();
        int x = 0, y = a.neighbours(0)[0].first, z = -1, w = -1;
        for (int u = 30; u < 60 && z < 0; ++u)
            for (const auto& [t, label] : a.neighbours(u))
                if (u != x && u != y && t != x && t != y && a.edge_label(x, t) < 0 && a.edge_label(y, u) < 0) {
                    z = u, w = t;
                    break;
                }
        REQUIRE(z >= 0);
        Graph b(std::vector<int>(60, 6));
        for (int u = 0; u < 60; ++u)
            for (const auto& [t, label] : a.neighbours(u)) {
                const bool dropped = (u == x && t == y) || (u == y && t == x) || (u == z && t == w) || (u == w && t == z);
                if (!dropped) b.add_edge(u, t);
            }
        b.add_edge(x, w);
        b.add_edge(y, z);
        REQUIRE(b.edge_count() == 90);
        const IsomorphismResult r = find_isomorphism(c60, b, kBudget);
        CHECK(r.outcome == Outcome::Different);
    }
}

TEST_CASE("graph: large rings") {
    const Graph ring = graph_of(200, cycle(200));
    check_isomorphic(ring, shuffled(ring, 11));

    // Two 100-rings look like one 200-ring to every node, so refinement cannot tell;
    // counting the connected pieces does, before any search.
    Edges two = cycle(100);
    const Edges second = cycle(100, 100);
    two.insert(two.end(), second.begin(), second.end());
    const Graph rings = graph_of(200, two);
    for (const auto& [a, b] : {std::make_pair(ring, rings), std::make_pair(rings, ring)}) {
        const IsomorphismResult r = find_isomorphism(a, b, kBudget);
        CHECK(r.outcome == Outcome::Different);
        CHECK(r.decided_by == "fragments");
        CHECK(r.steps == 0);
    }
    check_isomorphic(rings, shuffled(rings, 12));
}

TEST_CASE("graph: a 100000-node chain with rings is compared without deep recursion") {
    Edges e;
    const int n = 100000;
    for (int i = 0; i + 1 < n; ++i) e.emplace_back(i, i + 1);
    for (int i = 0; i + 5 < n; i += 1000) e.emplace_back(i, i + 5);   // a ring every 1000 atoms
    const Graph g = graph_of(n, e);
    check_isomorphic(g, shuffled(g, 13));
}

TEST_CASE("graph: fused ring skeletons") {
    check_isomorphic(naphthalene(), shuffled(naphthalene(), 21));
    check_isomorphic(anthracene(), shuffled(anthracene(), 22));
    REQUIRE(naphthalene().edge_count() == azulene().edge_count());
    CHECK(find_isomorphism(naphthalene(), azulene(), kBudget).outcome == Outcome::Different);
    CHECK(find_isomorphism(azulene(), naphthalene(), kBudget).outcome == Outcome::Different);
    REQUIRE(anthracene().edge_count() == phenanthrene().edge_count());
    CHECK(find_isomorphism(anthracene(), phenanthrene(), kBudget).outcome == Outcome::Different);
    // Decalin's skeleton has two branch atoms of degree 3, a spiro compound one of 4.
    CHECK(find_isomorphism(naphthalene(), spiro_decane(), kBudget).decided_by == "degrees");
}

TEST_CASE("graph: the rook's graph and the Shrikhande graph need the search") {
    const Graph rook = rook_4x4(), shri = shrikhande();
    REQUIRE(rook.edge_count() == 48);
    REQUIRE(shri.edge_count() == 48);
    const IsomorphismResult r = find_isomorphism(rook, shri, kBudget);
    CHECK(r.outcome == Outcome::Different);
    CHECK(r.decided_by == "search");
    CHECK(r.steps > 5);
    CHECK(find_isomorphism(shri, rook, kBudget).decided_by == "search");

    const IsomorphismResult cut = find_isomorphism(rook, shri, 5);
    CHECK(cut.outcome == Outcome::BudgetExhausted);
    CHECK(cut.decided_by.empty());
    CHECK(cut.mapping.empty());
    CHECK(cut.steps == 5);   // the whole budget, not a step more
    CHECK(find_isomorphism(rook, shri, 0).outcome == Outcome::BudgetExhausted);
    // With budget left the same question is decided again, the same way.
    CHECK(find_isomorphism(rook, shri, r.steps).outcome == Outcome::Different);
}

TEST_CASE("graph: disconnected graphs and labelled components") {
    // Two molecules side by side: ethanol (C-C-O) and water (O), and a ring.
    Graph a({6, 6, 8, 8, 6, 6, 6});
    a.add_edge(0, 1), a.add_edge(1, 2);
    a.add_edge(4, 5), a.add_edge(5, 6), a.add_edge(6, 4);
    check_isomorphic(a, shuffled(a, 31));

    // The same atoms and bonds, the O on the ring instead of a ring C: different.
    Graph b({6, 6, 8, 6, 8, 6, 6});
    b.add_edge(0, 1), b.add_edge(1, 2);
    b.add_edge(4, 5), b.add_edge(5, 6), b.add_edge(6, 4);
    CHECK(find_isomorphism(a, b, kBudget).outcome == Outcome::Different);

    // Many equal fragments.
    Edges many;
    for (int i = 0; i < 500; ++i) many.emplace_back(2 * i, 2 * i + 1);
    const Graph pairs = graph_of(1000, many);
    check_isomorphic(pairs, shuffled(pairs, 32));
}

TEST_CASE("graph: find_isomorphism agrees with trying every bijection") {
    // Small random graphs with two node labels, two edge labels and self-loops, against a
    // shuffled copy with one edge end possibly moved: every answer is checked by brute force.
    const auto brute_force = graph_test::isomorphic_by_trying_every_bijection;
    std::mt19937 rng(51);
    int isomorphic = 0, different = 0;
    for (int trial = 0; trial < 600; ++trial) {
        const int n = 1 + static_cast<int>(rng() % 6);
        std::vector<int> labels(static_cast<size_t>(n));
        for (int& l : labels) l = static_cast<int>(rng() % 2);
        Graph a(labels);
        const int edges = static_cast<int>(rng() % static_cast<unsigned>(2 * n + 1));
        for (int i = 0; i < edges; ++i)
            a.add_edge(static_cast<int>(rng() % n), static_cast<int>(rng() % n), static_cast<int>(rng() % 2));
        Graph b = shuffled(a, static_cast<unsigned>(trial));
        if (rng() % 2 && b.edge_count() > 0) b = graph_test::one_edge_end_moved(b, rng);   // one edge end moved
        const IsomorphismResult r = find_isomorphism(a, b, kBudget);
        CAPTURE(trial);
        REQUIRE(r.outcome != Outcome::BudgetExhausted);
        CHECK((r.outcome == Outcome::Isomorphic) == brute_force(a, b));
        if (r.outcome == Outcome::Isomorphic) {
            CHECK(is_isomorphism(a, b, r.mapping));
            ++isomorphic;
        } else {
            CHECK_FALSE(r.decided_by.empty());
            ++different;
        }
    }
    CHECK(isomorphic > 100);
    CHECK(different > 100);
}

TEST_CASE("graph: the search is deterministic") {
    const Graph c60 = fullerene_c60(), other = shuffled(c60, 41);
    const IsomorphismResult first = find_isomorphism(c60, other, kBudget);
    const IsomorphismResult second = find_isomorphism(c60, other, kBudget);
    CHECK(first.mapping == second.mapping);
    CHECK(first.steps == second.steps);
}
