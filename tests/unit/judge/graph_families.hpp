// Graph families that defeat colour refinement, for the isomorphism tests and the bench
// (bench/isomorphism.cpp): CFI pairs, strongly regular graphs (Shrikhande and the rook's
// graph, Paley graphs, Latin square graphs of groups) and random regular graphs. Every
// random choice comes from a seeded std::mt19937 taken modulo (no distributions, whose
// output the standard leaves to the library), so a seed names one graph everywhere.
#pragma once

#include <algorithm>
#include <numeric>
#include <random>
#include <utility>
#include <vector>

#include "graph/graph.hpp"

namespace graph_test {

using Edges = std::vector<std::pair<int, int>>;

inline plumbline::graph::Graph graph_of(int n, const Edges& edges, int label = 0) {
    plumbline::graph::Graph g(std::vector<int>(static_cast<size_t>(n), label));
    for (const auto& [x, y] : edges) g.add_edge(x, y);
    return g;
}

// A real isomorphism: a bijection keeping labels, self-loops, edges and edge labels.
inline bool is_isomorphism(const plumbline::graph::Graph& a, const plumbline::graph::Graph& b, const std::vector<int>& m) {
    if (a.size() != b.size() || static_cast<int>(m.size()) != a.size() || a.edge_count() != b.edge_count())
        return false;
    std::vector<char> used(static_cast<size_t>(b.size()), 0);
    for (int v = 0; v < a.size(); ++v) {
        const int w = m[static_cast<size_t>(v)];
        if (w < 0 || w >= b.size() || used[static_cast<size_t>(w)]) return false;
        used[static_cast<size_t>(w)] = 1;
        if (a.label(v) != b.label(w) || a.self_loops(v) != b.self_loops(w)) return false;
    }
    for (int v = 0; v < a.size(); ++v)
        for (const auto& [w, label] : a.neighbours(v))
            if (b.edge_label(m[static_cast<size_t>(v)], m[static_cast<size_t>(w)]) != label) return false;
    return true;
}

inline bool connected(int n, const Edges& edges) {
    int count = 0;
    plumbline::graph::components(graph_of(n, edges), &count);
    return count == 1;
}

// A random simple d-regular graph on n nodes (n * d even): the pairing model, drawn again
// until it has no loop or double edge (and is connected, unless `any`).
inline Edges random_regular(int n, int d, unsigned seed, bool any = false) {
    std::mt19937 rng(seed);
    while (true) {
        std::vector<int> points;
        for (int v = 0; v < n; ++v) points.insert(points.end(), static_cast<size_t>(d), v);
        for (size_t i = points.size(); i > 1; --i) std::swap(points[i - 1], points[rng() % i]);
        Edges e;
        for (size_t i = 0; i + 1 < points.size(); i += 2)
            e.emplace_back(std::min(points[i], points[i + 1]), std::max(points[i], points[i + 1]));
        Edges sorted = e;
        std::sort(sorted.begin(), sorted.end());
        const bool simple = std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end() &&
                            std::none_of(e.begin(), e.end(), [](const auto& xy) { return xy.first == xy.second; });
        if (simple && (any || connected(n, e))) return e;
    }
}

inline Edges random_regular_any(int n, int d, unsigned seed) { return random_regular(n, d, seed, true); }

// A random connected 3-regular graph without triangles: the first of seeds seed, seed + 1,
// ... (triangle counts then cannot tell two apart; only the search can). Two of these
// need seeds far apart, or both may end on the same one.
inline Edges random_cubic_triangle_free(int n, unsigned seed) {
    for (;; ++seed) {
        const Edges e = random_regular(n, 3, seed);
        const plumbline::graph::Graph g = graph_of(n, e);
        bool triangle = false;
        for (const auto& [x, y] : e)
            for (const auto& [z, label] : g.neighbours(x))
                triangle = triangle || (z != y && g.edge_label(y, z) >= 0), (void)label;
        if (!triangle) return e;
    }
}

// The Cai-Fürer-Immerman graph over a connected base graph of maximum degree 3 or so: per
// base node v with incident edges E(v), a middle node for each even subset S of E(v) and
// two end nodes (v, e, 0), (v, e, 1) per edge e; the middle for S is joined to (v, e, 1)
// for e in S and to (v, e, 0) otherwise; base edge e = uv joins (u, e, i) to (v, e, i),
// or to (v, e, 1 - i) where `twisted`. An even number of twists gives the same graph, an
// odd number the other one, and 1-WL cannot tell the two apart. A 3-regular base gives a
// 3-regular graph of 10 nodes per base node.
inline Edges cfi(int base_n, const Edges& base, bool twist_one, int* n_out) {
    std::vector<std::vector<int>> incident(static_cast<size_t>(base_n));
    for (size_t e = 0; e < base.size(); ++e) {
        incident[static_cast<size_t>(base[e].first)].push_back(static_cast<int>(e));
        incident[static_cast<size_t>(base[e].second)].push_back(static_cast<int>(e));
    }
    int n = 0;
    std::vector<std::vector<std::pair<int, int>>> end_node(base.size());   // per edge: (node at first, node at second) per bit
    for (auto& ends : end_node) ends.assign(2, {-1, -1});
    Edges out;
    for (int v = 0; v < base_n; ++v) {
        const std::vector<int>& es = incident[static_cast<size_t>(v)];
        const int d = static_cast<int>(es.size());
        std::vector<int> ends(static_cast<size_t>(2 * d));
        for (int k = 0; k < 2 * d; ++k) ends[static_cast<size_t>(k)] = n++;
        for (int k = 0; k < d; ++k)
            for (int bit = 0; bit < 2; ++bit) {
                const size_t e = static_cast<size_t>(es[static_cast<size_t>(k)]);
                auto& slot = end_node[e][static_cast<size_t>(bit)];
                (base[e].first == v ? slot.first : slot.second) = ends[static_cast<size_t>(2 * k + bit)];
            }
        for (int s = 0; s < (1 << d); ++s) {
            int parity = 0;
            for (int k = 0; k < d; ++k) parity ^= (s >> k) & 1;
            if (parity) continue;
            const int middle = n++;
            for (int k = 0; k < d; ++k) out.emplace_back(middle, ends[static_cast<size_t>(2 * k + ((s >> k) & 1))]);
        }
    }
    for (size_t e = 0; e < base.size(); ++e)
        for (int bit = 0; bit < 2; ++bit) {
            const int other = twist_one && e == 0 ? 1 - bit : bit;
            out.emplace_back(end_node[e][static_cast<size_t>(bit)].first, end_node[e][static_cast<size_t>(other)].second);
        }
    *n_out = n;
    return out;
}

// The CFI pair over a random connected 3-regular base of base_n nodes: untwisted, twisted.
inline std::pair<plumbline::graph::Graph, plumbline::graph::Graph> cfi_pair(int base_n, unsigned seed) {
    const Edges base = random_regular(base_n, 3, seed);
    int n = 0;
    const Edges plain = cfi(base_n, base, false, &n), twisted = cfi(base_n, base, true, &n);
    return {graph_of(n, plain), graph_of(n, twisted)};
}

// Strongly regular (16, 6, 2, 2), both: the 4x4 rook's graph and the Shrikhande graph.
inline plumbline::graph::Graph rook_4x4() {
    Edges e;
    for (int v = 0; v < 16; ++v)
        for (int w = v + 1; w < 16; ++w)
            if (v / 4 == w / 4 || v % 4 == w % 4) e.emplace_back(v, w);
    return graph_of(16, e);
}

inline plumbline::graph::Graph shrikhande() {
    Edges e;
    const auto node = [](int i, int j) { return 4 * ((i + 4) % 4) + (j + 4) % 4; };
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 4; ++j)
            for (const auto& [di, dj] : Edges{{0, 1}, {1, 0}, {1, 1}}) e.emplace_back(node(i, j), node(i + di, j + dj));
    return graph_of(16, e);
}

// Paley graph of a prime q = 1 mod 4: x ~ y when x - y is a nonzero square mod q.
inline plumbline::graph::Graph paley(int q) {
    std::vector<char> square(static_cast<size_t>(q), 0);
    for (long long x = 1; x < q; ++x) square[static_cast<size_t>(x * x % q)] = 1;
    Edges e;
    for (int x = 0; x < q; ++x)
        for (int y = x + 1; y < q; ++y)
            if (square[static_cast<size_t>(y - x)]) e.emplace_back(x, y);
    return graph_of(q, e);
}

// The same graph with one 2-switch (a-b, c-d become a-d, c-b): every degree kept.
inline plumbline::graph::Graph switched(const plumbline::graph::Graph& g) {
    const int a = 0, b = g.neighbours(0).front().first;
    for (int c = 1; c < g.size(); ++c)
        for (const auto& [d, label] : g.neighbours(c)) {
            (void)label;
            if (c == b || d == a || d == b || g.edge_label(a, d) >= 0 || g.edge_label(c, b) >= 0) continue;
            Edges e;
            for (int v = 0; v < g.size(); ++v)
                for (const auto& [w, l] : g.neighbours(v)) {
                    (void)l;
                    const bool dropped = (std::min(v, w) == std::min(a, b) && std::max(v, w) == std::max(a, b)) ||
                                         (std::min(v, w) == std::min(c, d) && std::max(v, w) == std::max(c, d));
                    if (v < w && !dropped) e.emplace_back(v, w);
                }
            e.emplace_back(a, d);
            e.emplace_back(c, b);
            return graph_of(g.size(), e);
        }
    return g;
}

// The Latin square graph of a group's Cayley table: n^2 cells, two adjacent when in one
// row, one column or with one symbol; strongly regular (n^2, 3(n - 1), n, 6). Groups of
// one order that are not isomorphic give graphs that are not (for n > 4).
// `orders`: the group as a product of cyclic groups Z_k.
inline plumbline::graph::Graph latin_square_graph(const std::vector<int>& orders) {
    int n = 1;
    for (int k : orders) n *= k;
    const auto add = [&](int x, int y) {   // componentwise, mixed radix
        int out = 0, place = 1;
        for (int k : orders) {
            out += ((x % k + y % k) % k) * place;
            x /= k, y /= k, place *= k;
        }
        return out;
    };
    Edges e;
    for (int v = 0; v < n * n; ++v)
        for (int w = v + 1; w < n * n; ++w) {
            const int rv = v / n, cv = v % n, rw = w / n, cw = w % n;
            if (rv == rw || cv == cw || add(rv, cv) == add(rw, cw)) e.emplace_back(v, w);
        }
    return graph_of(n * n, e);
}

// Whether some bijection is an isomorphism, by trying every one: the answer small random
// trials are checked against.
inline bool isomorphic_by_trying_every_bijection(const plumbline::graph::Graph& a, const plumbline::graph::Graph& b) {
    if (a.size() != b.size() || a.edge_count() != b.edge_count()) return false;
    std::vector<int> m(static_cast<size_t>(a.size()));
    std::iota(m.begin(), m.end(), 0);
    do
        if (is_isomorphism(a, b, m)) return true;
    while (std::next_permutation(m.begin(), m.end()));
    return false;
}

// `b` with one end of its first edge moved to a random node (self-loops kept): a graph that
// is often, not always, no longer isomorphic to b. For the small random trials.
inline plumbline::graph::Graph one_edge_end_moved(const plumbline::graph::Graph& b, std::mt19937& rng) {
    const int n = b.size();
    std::vector<int> labels(static_cast<size_t>(n));
    for (int v = 0; v < n; ++v) labels[static_cast<size_t>(v)] = b.label(v);
    plumbline::graph::Graph moved(labels);
    bool done = false;
    for (int v = 0; v < n; ++v) {
        for (const auto& [w, label] : b.neighbours(v))
            if (v < w) {
                if (!done) moved.add_edge(v, static_cast<int>(rng() % static_cast<unsigned>(n)), label), done = true;
                else moved.add_edge(v, w, label);
            }
        for (int k = 0; k < b.self_loops(v); ++k) moved.add_edge(v, v);
    }
    return moved;
}

}  // namespace graph_test
