// The best partial mapping between two nearly equal molecules: it must pair what
// corresponds, so the report can say exactly which atom or bond differs. Every mapping
// is checked to be injective and to preserve exactly what it claims.
#include <doctest/doctest.h>

#include <algorithm>
#include <numeric>
#include <random>
#include <tuple>
#include <vector>

#include "graph/graph.hpp"
#include "graph_shuffle.hpp"

using plumbline::graph::best_partial_mapping;
using plumbline::graph::Graph;
using plumbline::graph::PartialMapping;

namespace {

constexpr std::int64_t kBudget = 2000000;
constexpr int H = 1, C = 6, N = 7, O = 8;

// A molecule as atoms and bonds (a, b, order), easy to edit into a variant.
struct Molecule {
    std::vector<int> atoms;
    std::vector<std::tuple<int, int, int>> bonds;

    int add(int element, int bonded_to = -1, int order = 1) {
        atoms.push_back(element);
        const int v = static_cast<int>(atoms.size()) - 1;
        if (bonded_to >= 0) bonds.emplace_back(bonded_to, v, order);
        return v;
    }
    void remove_bond(int x, int y) {
        const size_t before = bonds.size();
        bonds.erase(std::remove_if(bonds.begin(), bonds.end(),
                                   [&](const auto& b) {
                                       return (std::get<0>(b) == x && std::get<1>(b) == y) ||
                                              (std::get<0>(b) == y && std::get<1>(b) == x);
                                   }),
                    bonds.end());
        REQUIRE(bonds.size() + 1 == before);
    }
    // Explicit hydrogens on every carbon, up to four bonds.
    void add_hydrogens() {
        const int heavy = static_cast<int>(atoms.size());
        for (int v = 0; v < heavy; ++v) {
            if (atoms[static_cast<size_t>(v)] != C) continue;
            int valence = 0;
            for (const auto& [x, y, order] : bonds)
                if (x == v || y == v) valence += order;
            for (int k = valence; k < 4; ++k) add(H, v);
        }
    }
    Graph graph() const {
        Graph g(atoms);
        for (const auto& [x, y, order] : bonds) g.add_edge(x, y, order);
        return g;
    }
};

// A benzene ring r0..r5 (alternating bond orders) with a carboxyl on r2, a methyl on
// `methyl_at` and an ethoxy group on r5: no symmetry, so every atom has one right image.
constexpr int kMethylAt = 3;
Molecule substituted_benzene(int methyl_at = kMethylAt) {
    Molecule m;
    for (int i = 0; i < 6; ++i) m.add(C, i > 0 ? i - 1 : -1, i % 2 ? 2 : 1);
    m.bonds.emplace_back(5, 0, 1);
    const int carboxyl = m.add(C, 2);
    m.add(O, carboxyl, 2);
    m.add(O, carboxyl, 1);
    m.add(C, methyl_at);
    const int ether = m.add(O, 5);
    m.add(C, m.add(C, ether));
    return m;
}

using graph_test::shuffled;

// The mapping is injective into b and its counts are what it claims.
void check_consistent(const Graph& a, const Graph& b, const PartialMapping& m) {
    REQUIRE(static_cast<int>(m.a_to_b.size()) == a.size());
    std::vector<char> used(static_cast<size_t>(b.size()), 0);
    int mapped = 0, mismatches = 0, preserved = 0;
    for (int u = 0; u < a.size(); ++u) {
        const int v = m.a_to_b[static_cast<size_t>(u)];
        if (v < 0) continue;
        REQUIRE(v < b.size());
        REQUIRE(!used[static_cast<size_t>(v)]);
        used[static_cast<size_t>(v)] = 1;
        ++mapped;
        if (a.label(u) != b.label(v)) ++mismatches;
        for (const auto& [w, label] : a.neighbours(u)) {
            const int x = m.a_to_b[static_cast<size_t>(w)];
            if (u < w && x >= 0 && b.edge_label(v, x) >= 0) ++preserved;
        }
    }
    CHECK(m.mapped == mapped);
    CHECK(m.label_mismatches == mismatches);
    CHECK(m.preserved_edges == preserved);
    CHECK(m.steps >= 0);
}

PartialMapping mapping(const Graph& a, const Graph& b, std::int64_t budget = kBudget) {
    const PartialMapping m = best_partial_mapping(a, b, budget);
    check_consistent(a, b, m);
    return m;
}

}  // namespace

TEST_CASE("graph: partial mapping of isomorphic graphs is the whole isomorphism") {
    const Graph a = substituted_benzene().graph(), b = shuffled(a, 1);
    const PartialMapping m = mapping(a, b);
    CHECK(m.mapped == a.size());
    CHECK(m.preserved_edges == a.edge_count());
    CHECK(m.label_mismatches == 0);
    CHECK_FALSE(m.exhausted);

    // A 200-ring: greedy growth alone could close the ring wrongly; the result may not.
    Graph ring(std::vector<int>(200, C));
    for (int i = 0; i < 200; ++i) ring.add_edge(i, (i + 1) % 200);
    const PartialMapping r = mapping(ring, shuffled(ring, 2));
    CHECK(r.mapped == 200);
    CHECK(r.preserved_edges == 200);
}

TEST_CASE("graph: partial mapping of small and empty graphs") {
    CHECK(mapping(Graph{}, Graph{}).mapped == 0);
    CHECK(mapping(Graph{}, Graph({C, C})).a_to_b.empty());
    CHECK(mapping(Graph({C, N}), Graph{}).a_to_b == std::vector<int>{-1, -1});

    SUBCASE("a different label alone is no reason to pair two atoms") {
        const PartialMapping m = mapping(Graph({N}), Graph({C}));
        CHECK(m.mapped == 0);
    }
    SUBCASE("a different label with a kept bond is: N-C against O-C") {
        Graph a({N, C}), b({C, O});
        a.add_edge(0, 1);
        b.add_edge(0, 1);
        const PartialMapping m = mapping(a, b);
        CHECK(m.a_to_b == std::vector<int>{1, 0});
        CHECK(m.label_mismatches == 1);
        CHECK(m.preserved_edges == 1);
    }
}

TEST_CASE("graph: partial mapping, an N drawn as C") {
    Molecule pyridine = substituted_benzene();
    pyridine.atoms[0] = N;
    const Graph a = pyridine.graph();
    std::vector<int> to;
    const Graph b = shuffled(substituted_benzene().graph(), 3, &to);
    const PartialMapping m = mapping(a, b);
    CHECK(m.mapped == a.size());
    CHECK(m.preserved_edges == a.edge_count());
    CHECK(m.label_mismatches == 1);
    CHECK(m.a_to_b[0] == to[0]);   // that N onto that C
    // The other way round: the C onto the N.
    const PartialMapping back = mapping(b, a);
    CHECK(back.label_mismatches == 1);
    CHECK(back.a_to_b[static_cast<size_t>(to[0])] == 0);
}

TEST_CASE("graph: partial mapping, bond orders differ") {
    Molecule other = substituted_benzene();
    REQUIRE(std::get<2>(other.bonds[0]) == 2);
    std::get<2>(other.bonds[0]) = 1;   // r0=r1 drawn single
    const Graph a = substituted_benzene().graph(), b = shuffled(other.graph(), 4);
    const PartialMapping m = mapping(a, b);
    CHECK(m.mapped == a.size());
    CHECK(m.preserved_edges == a.edge_count());   // the bond is there, only its order differs
    CHECK(m.label_mismatches == 0);
}

TEST_CASE("graph: partial mapping, a ring bond missing") {
    Molecule opened = substituted_benzene();
    opened.remove_bond(0, 1);
    const Graph a = substituted_benzene().graph();
    std::vector<int> to;
    const Graph b = shuffled(opened.graph(), 5, &to);
    const PartialMapping m = mapping(a, b);
    CHECK(m.mapped == a.size());
    CHECK(m.label_mismatches == 0);
    CHECK(m.preserved_edges == a.edge_count() - 1);
    for (int u = 0; u < a.size(); ++u) CHECK(m.a_to_b[static_cast<size_t>(u)] == to[static_cast<size_t>(u)]);
    // And an extra bond: the reverse question.
    const PartialMapping back = mapping(b, a);
    CHECK(back.mapped == a.size());
    CHECK(back.preserved_edges == b.edge_count());
}

TEST_CASE("graph: partial mapping, the methyl moved to the neighbouring ring position") {
    const Graph a = substituted_benzene(kMethylAt).graph(), b = shuffled(substituted_benzene(kMethylAt + 1).graph(), 6);
    const PartialMapping m = mapping(a, b);
    CHECK(m.mapped == a.size());
    CHECK(m.label_mismatches == 0);
    CHECK(m.preserved_edges == a.edge_count() - 1);   // exactly one bond of a not kept

    // Methylpyridine, methyl meta against para: turning the ring by one position would
    // keep every bond but pair N with C twice; one moved bond is the smaller difference.
    const auto picoline = [](int methyl_at) {
        Molecule m;
        m.add(N);
        for (int i = 1; i < 6; ++i) m.add(C, i - 1);
        m.bonds.emplace_back(5, 0, 1);
        m.add(C, methyl_at);
        return m.graph();
    };
    const Graph meta = picoline(2), para = shuffled(picoline(3), 13);
    const PartialMapping p = mapping(meta, para);
    CHECK(p.mapped == meta.size());
    CHECK(p.label_mismatches == 0);
    CHECK(p.preserved_edges == meta.edge_count() - 1);
}

TEST_CASE("graph: partial mapping, explicit hydrogens on one side") {
    Molecule with_h = substituted_benzene();
    with_h.add_hydrogens();
    const Graph heavy = substituted_benzene().graph(), hydrogens = shuffled(with_h.graph(), 7);
    REQUIRE(hydrogens.size() > heavy.size() + 5);
    const PartialMapping m = mapping(heavy, hydrogens);
    CHECK(m.mapped == heavy.size());   // every heavy atom onto its own kind
    CHECK(m.label_mismatches == 0);
    CHECK(m.preserved_edges == heavy.edge_count());

    const PartialMapping back = mapping(hydrogens, heavy);
    CHECK(back.mapped == heavy.size());
    CHECK(back.label_mismatches == 0);
    CHECK(back.preserved_edges == heavy.edge_count());
    for (int u = 0; u < hydrogens.size(); ++u)
        if (hydrogens.label(u) == H) CHECK(back.a_to_b[static_cast<size_t>(u)] == -1);
}

TEST_CASE("graph: partial mapping, an atom extra or missing") {
    Molecule more = substituted_benzene();
    more.add(O, 4);   // a hydroxyl on r4
    const Graph a = substituted_benzene().graph(), b = shuffled(more.graph(), 8);
    const PartialMapping m = mapping(a, b);
    CHECK(m.mapped == a.size());
    CHECK(m.label_mismatches == 0);
    CHECK(m.preserved_edges == a.edge_count());

    const PartialMapping back = mapping(b, a);
    CHECK(back.mapped == a.size());
    CHECK(back.label_mismatches == 0);
    CHECK(back.preserved_edges == a.edge_count());
}

TEST_CASE("graph: partial mapping, a fragment split off") {
    Molecule split = substituted_benzene();
    split.remove_bond(5, 10);   // the ring to the ether O: ethoxy on its own
    const Graph a = substituted_benzene().graph();
    std::vector<int> to;
    const Graph b = shuffled(split.graph(), 9, &to);
    const PartialMapping m = mapping(a, b);
    CHECK(m.mapped == a.size());
    CHECK(m.label_mismatches == 0);
    CHECK(m.preserved_edges == a.edge_count() - 1);
    for (int u = 0; u < a.size(); ++u) CHECK(m.a_to_b[static_cast<size_t>(u)] == to[static_cast<size_t>(u)]);
}

TEST_CASE("graph: partial mapping within a tiny budget") {
    Molecule opened = substituted_benzene();
    opened.remove_bond(0, 1);
    opened.atoms[3] = N;
    const Graph a = substituted_benzene().graph(), b = shuffled(opened.graph(), 10);
    for (std::int64_t budget : {0, 1, 3, 10}) {
        CAPTURE(budget);
        const PartialMapping m = mapping(a, b, budget);
        CHECK(m.exhausted);
        CHECK(m.steps <= budget);
        CHECK(m.mapped <= budget);
    }
    // Same sizes: the exact search spends its share first.
    const Graph c = shuffled(substituted_benzene(kMethylAt + 1).graph(), 11);
    const PartialMapping m = mapping(a, c, 5);
    CHECK(m.exhausted);
    CHECK(m.steps <= 5);

    const PartialMapping full = mapping(a, b);
    CHECK_FALSE(full.exhausted);
    CHECK(full.mapped == a.size());
}

TEST_CASE("graph: partial mapping is deterministic") {
    const Graph a = substituted_benzene().graph(), b = shuffled(substituted_benzene(kMethylAt + 1).graph(), 12);
    const PartialMapping first = best_partial_mapping(a, b, kBudget), second = best_partial_mapping(a, b, kBudget);
    CHECK(first.a_to_b == second.a_to_b);
    CHECK(first.steps == second.steps);
}

TEST_CASE("graph: partial mapping holds a bounded number of candidates, however large the budget") {
    // Two hubs of 700 identical leaves, one with two pairs of leaves bonded: matching
    // the hubs offers 700 x 700 leaf pairs, and each step offers more. The candidate list
    // stays under its cap (65,536 pairs, 3 MB) where it used to grow with the budget.
    Graph a, b;
    const int hub_a = a.add_node(C), hub_b = b.add_node(C);
    for (int i = 0; i < 700; ++i) {
        a.add_edge(hub_a, a.add_node(C));
        b.add_edge(hub_b, b.add_node(C));
    }
    b.add_edge(1, 2);   // two leaves bonded to leaves: not isomorphic, and not one deletion away
    b.add_edge(3, 4);
    for (std::int64_t budget : {std::int64_t{100000}, std::int64_t{2000000}}) {
        CAPTURE(budget);
        const PartialMapping m = best_partial_mapping(a, b, budget);
        check_consistent(a, b, m);
        CHECK(m.peak_candidates > 0);
        CHECK(m.peak_candidates <= 65536);
        CHECK(m.steps <= budget);
    }
    // Well under the cap, nothing is dropped: the same mapping as before the cap.
    const Graph c = substituted_benzene().graph(), d = shuffled(substituted_benzene(kMethylAt + 1).graph(), 13);
    CHECK(best_partial_mapping(c, d, kBudget).peak_candidates < 1000);
}
