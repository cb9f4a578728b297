#include "scene/molecule_layout.hpp"

#include <algorithm>
#include <cmath>
#include <deque>
#include <set>

namespace plumbline {

namespace {

// A regular s-gon's chord between vertices r apart, its side 1: sin(pi r/s) / sin(pi/s).
double ring_chord(size_t s, size_t r) {
    static const double kChords[9][5] = {
        {}, {}, {},
        {0, 1.0},
        {0, 1.0, 1.414213562373095},
        {0, 1.0, 1.618033988749895},
        {0, 1.0, 1.732050807568877, 2.0},
        {0, 1.0, 1.801937735804838, 2.246979603717467},
        {0, 1.0, 1.847759065022573, 2.414213562373095, 2.613125929752753},
    };
    return kChords[s][r];
}

// A zig-zag chain's distance between atoms g bonds apart (bond angle 120 degrees).
double chain_distance(int g) {
    const double k = g;
    return std::sqrt(0.75 * k * k + (g % 2 ? 0.25 : 0.0));
}

struct Piece {
    std::vector<int> atoms;                  // molecule indices, in order written
    std::vector<std::vector<int>> next;      // local adjacency
};

// The connected pieces, each in the order its first atom was written.
std::vector<Piece> pieces_of(const SceneMolecule& m) {
    const size_t n = m.atoms.size();
    std::vector<std::vector<int>> adjacent(n);
    for (const SceneBond& b : m.bonds) {
        if (b.a < 0 || b.b < 0 || static_cast<size_t>(b.a) >= n || static_cast<size_t>(b.b) >= n || b.a == b.b) continue;
        adjacent[static_cast<size_t>(b.a)].push_back(b.b);
        adjacent[static_cast<size_t>(b.b)].push_back(b.a);
    }
    std::vector<int> piece_of(n, -1);
    std::vector<Piece> pieces;
    for (size_t start = 0; start < n; ++start) {
        if (piece_of[start] >= 0) continue;
        const int id = static_cast<int>(pieces.size());
        Piece& p = pieces.emplace_back();
        std::deque<int> queue{static_cast<int>(start)};
        piece_of[start] = id;
        while (!queue.empty()) {
            const int v = queue.front();
            queue.pop_front();
            p.atoms.push_back(v);
            for (int w : adjacent[static_cast<size_t>(v)])
                if (piece_of[static_cast<size_t>(w)] < 0) piece_of[static_cast<size_t>(w)] = id, queue.push_back(w);
        }
        std::sort(p.atoms.begin(), p.atoms.end());
        std::vector<int> local(n, -1);
        for (size_t i = 0; i < p.atoms.size(); ++i) local[static_cast<size_t>(p.atoms[i])] = static_cast<int>(i);
        p.next.resize(p.atoms.size());
        for (size_t i = 0; i < p.atoms.size(); ++i) {
            for (int w : adjacent[static_cast<size_t>(p.atoms[i])]) p.next[i].push_back(local[static_cast<size_t>(w)]);
            std::sort(p.next[i].begin(), p.next[i].end());
            p.next[i].erase(std::unique(p.next[i].begin(), p.next[i].end()), p.next[i].end());
        }
    }
    return pieces;
}

// Bonds apart, from every atom (BFS): row-major n x n.
std::vector<int> graph_distances(const Piece& p) {
    const size_t n = p.atoms.size();
    std::vector<int> d(n * n, -1);
    for (size_t s = 0; s < n; ++s) {
        int* row = &d[s * n];
        std::deque<int> queue{static_cast<int>(s)};
        row[s] = 0;
        while (!queue.empty()) {
            const int v = queue.front();
            queue.pop_front();
            for (int w : p.next[static_cast<size_t>(v)])
                if (row[w] < 0) row[w] = row[v] + 1, queue.push_back(w);
        }
    }
    return d;
}

// The smallest ring through each bond, of 3 to 8 atoms, as its atoms in ring order; each
// ring once, smallest first.
std::vector<std::vector<int>> small_rings(const Piece& p) {
    const size_t n = p.atoms.size();
    std::vector<std::vector<int>> rings;
    std::set<std::vector<int>> seen;
    std::vector<int> parent(n), depth(n);
    for (size_t u = 0; u < n; ++u) {
        for (int v : p.next[u]) {
            if (static_cast<size_t>(v) < u) continue;
            // the shortest path from u to v not using the bond u-v
            std::fill(parent.begin(), parent.end(), -2);
            std::deque<int> queue{static_cast<int>(u)};
            parent[u] = -1;
            depth[u] = 0;
            bool found = false;
            while (!queue.empty() && !found) {
                const int x = queue.front();
                queue.pop_front();
                if (depth[static_cast<size_t>(x)] >= 7) break;
                for (int y : p.next[static_cast<size_t>(x)]) {
                    if (x == static_cast<int>(u) && y == v) continue;
                    if (parent[static_cast<size_t>(y)] != -2) continue;
                    parent[static_cast<size_t>(y)] = x;
                    depth[static_cast<size_t>(y)] = depth[static_cast<size_t>(x)] + 1;
                    if (y == v) { found = true; break; }
                    queue.push_back(y);
                }
            }
            if (!found) continue;
            std::vector<int> ring;
            for (int x = v; x >= 0; x = parent[static_cast<size_t>(x)]) ring.push_back(x);
            if (ring.size() < 3 || ring.size() > 8) continue;
            std::vector<int> key = ring;
            std::sort(key.begin(), key.end());
            if (seen.insert(key).second) rings.push_back(std::move(ring));
        }
    }
    std::stable_sort(rings.begin(), rings.end(),
                     [](const std::vector<int>& a, const std::vector<int>& b) { return a.size() < b.size(); });
    return rings;
}

// Classical scaling of the target distances (the top two eigenvectors of the doubly
// centred squared distances, by power iteration): a start without folds.
std::vector<Vec2> classical_start(const std::vector<double>& target, size_t n, size_t iterations) {
    std::vector<double> b(n * n);
    std::vector<double> row_mean(n, 0.0);
    double all_mean = 0;
    for (size_t i = 0; i < n; ++i) {
        for (size_t j = 0; j < n; ++j) {
            const double sq = target[i * n + j] * target[i * n + j];
            b[i * n + j] = sq;
            row_mean[i] += sq;
        }
        row_mean[i] /= static_cast<double>(n);
        all_mean += row_mean[i];
    }
    all_mean /= static_cast<double>(n);
    for (size_t i = 0; i < n; ++i)
        for (size_t j = 0; j < n; ++j) b[i * n + j] = -0.5 * (b[i * n + j] - row_mean[i] - row_mean[j] + all_mean);

    std::vector<std::vector<double>> vectors;
    std::vector<double> values;
    std::vector<double> v(n), w(n);
    for (int k = 0; k < 2; ++k) {
        for (size_t i = 0; i < n; ++i) v[i] = 1.0 + static_cast<double>((i * 7 + static_cast<size_t>(k) * 3) % 11) / 10.0;
        double lambda = 0;
        for (size_t it = 0; it < iterations; ++it) {
            for (size_t i = 0; i < n; ++i) {
                double s = 0;
                for (size_t j = 0; j < n; ++j) s += b[i * n + j] * v[j];
                w[i] = s;
            }
            for (size_t q = 0; q < vectors.size(); ++q) {   // deflated: the vectors found already removed
                double dot = 0;
                for (size_t i = 0; i < n; ++i) dot += vectors[q][i] * v[i];
                for (size_t i = 0; i < n; ++i) w[i] -= values[q] * dot * vectors[q][i];
            }
            double norm = 0;
            for (size_t i = 0; i < n; ++i) norm += w[i] * w[i];
            norm = std::sqrt(norm);
            if (!(norm > 1e-12)) break;
            lambda = 0;
            for (size_t i = 0; i < n; ++i) lambda += v[i] * w[i];
            for (size_t i = 0; i < n; ++i) v[i] = w[i] / norm;
        }
        vectors.push_back(v);
        values.push_back(lambda > 0 ? lambda : 0);
    }
    // A fixed nudge off the line: a chain's scaling is flat (its second value 0), and a flat
    // start stays flat under the stress update.
    std::vector<Vec2> x(n);
    for (size_t i = 0; i < n; ++i)
        x[i] = Vec2(vectors[0][i] * std::sqrt(values[0]) + 0.02 * static_cast<double>((i * 7) % 5),
                    vectors[1][i] * std::sqrt(values[1]) + 0.05 * static_cast<double>((i * 11) % 7) - 0.15);
    return x;
}

// Moves each atom in turn to where its weighted distances to the others are best kept
// (the localised stress update), until nothing moves by 1e-4 bond or the budget is spent.
void majorise(std::vector<Vec2>& x, const std::vector<double>& target, size_t iterations) {
    const size_t n = x.size();
    for (size_t it = 0; it < iterations; ++it) {
        double moved = 0;
        for (size_t i = 0; i < n; ++i) {
            double sx = 0, sy = 0, sw = 0;
            for (size_t j = 0; j < n; ++j) {
                if (j == i) continue;
                const double d = target[i * n + j];
                const double weight = 1.0 / (d * d);
                const double dx = x[i].x() - x[j].x(), dy = x[i].y() - x[j].y();
                const double len = std::sqrt(dx * dx + dy * dy);
                // coincident atoms: pushed apart along a fixed direction of their own
                const double ux = len > 1e-9 ? dx / len : (i < j ? -0.6 : 0.6), uy = len > 1e-9 ? dy / len : (i < j ? -0.8 : 0.8);
                sx += weight * (x[j].x() + d * ux);
                sy += weight * (x[j].y() + d * uy);
                sw += weight;
            }
            const Vec2 next(sx / sw, sy / sw);
            moved = std::max(moved, std::abs(next.x() - x[i].x()) + std::abs(next.y() - x[i].y()));
            x[i] = next;
        }
        if (moved < 1e-4) break;
    }
}

// Turned about the centroid so the long axis is horizontal, the first atom on the left and
// above the axis; moved so the box's top left is at the origin.
void orient(std::vector<Vec2>& x) {
    const size_t n = x.size();
    double cx = 0, cy = 0;
    for (const Vec2& p : x) cx += p.x(), cy += p.y();
    cx /= static_cast<double>(n), cy /= static_cast<double>(n);
    double sxx = 0, sxy = 0, syy = 0;
    for (const Vec2& p : x) {
        const double dx = p.x() - cx, dy = p.y() - cy;
        sxx += dx * dx, sxy += dx * dy, syy += dy * dy;
    }
    // the larger eigenvalue's eigenvector of [[sxx, sxy], [sxy, syy]]
    const double half = 0.5 * (sxx - syy);
    const double lambda = 0.5 * (sxx + syy) + std::sqrt(half * half + sxy * sxy);
    double ax = sxy, ay = lambda - sxx;
    if (ax * ax + ay * ay < (lambda - syy) * (lambda - syy) + sxy * sxy) ax = lambda - syy, ay = sxy;
    const double norm = std::sqrt(ax * ax + ay * ay);
    if (norm > 1e-12) ax /= norm, ay /= norm; else ax = 1, ay = 0;
    for (Vec2& p : x) {
        const double dx = p.x() - cx, dy = p.y() - cy;
        p = Vec2(ax * dx + ay * dy, -ay * dx + ax * dy);
    }
    const bool flip_x = x[0].x() > 1e-9, flip_y = x[0].y() > 1e-9;
    double min_x = 0, min_y = 0;
    for (size_t i = 0; i < n; ++i) {
        Vec2& p = x[i];
        p = Vec2(flip_x ? -p.x() : p.x(), flip_y ? -p.y() : p.y());
        if (i == 0 || p.x() < min_x) min_x = p.x();
        if (i == 0 || p.y() < min_y) min_y = p.y();
    }
    for (Vec2& p : x) p = Vec2(p.x() - min_x, p.y() - min_y);
}

// A piece too large to lay out: its atoms in rows, a bond apart.
std::vector<Vec2> grid(size_t n) {
    const size_t per_row = static_cast<size_t>(std::ceil(std::sqrt(static_cast<double>(n))));
    std::vector<Vec2> x(n);
    for (size_t i = 0; i < n; ++i) x[i] = Vec2(static_cast<double>(i % per_row), static_cast<double>(i / per_row));
    return x;
}

std::vector<Vec2> lay_out_piece(const Piece& p, const MoleculeLayoutOptions& options, size_t& budget) {
    const size_t n = p.atoms.size();
    if (n == 1) return {Vec2(0, 0)};
    if (n > options.max_atoms) return grid(n);
    const std::vector<int> g = graph_distances(p);
    std::vector<double> target(n * n);
    for (size_t k = 0; k < n * n; ++k) target[k] = g[k] > 0 ? chain_distance(g[k]) : 1.0;
    // inside a ring, its polygon's chords (the smallest ring a pair shares wins)
    std::vector<bool> set(n * n, false);
    for (const std::vector<int>& ring : small_rings(p)) {
        const size_t s = ring.size();
        for (size_t a = 0; a < s; ++a)
            for (size_t b = a + 1; b < s; ++b) {
                const size_t i = static_cast<size_t>(ring[a]), j = static_cast<size_t>(ring[b]);
                if (set[i * n + j]) continue;
                const double chord = ring_chord(s, std::min(b - a, s - (b - a)));
                target[i * n + j] = target[j * n + i] = chord;
                set[i * n + j] = set[j * n + i] = true;
            }
    }
    const size_t per_iteration = n * n;
    const size_t affordable = std::max<size_t>(1, budget / per_iteration);
    const size_t start_iterations = std::min<size_t>(100, std::max<size_t>(1, affordable / 4));
    const size_t stress_iterations = std::min<size_t>(300, std::max<size_t>(1, affordable - std::min(affordable, 2 * start_iterations)));
    std::vector<Vec2> x = classical_start(target, n, start_iterations);
    majorise(x, target, stress_iterations);
    budget -= std::min(budget, per_iteration * (2 * start_iterations + stress_iterations));
    orient(x);
    return x;
}

}  // namespace

std::vector<Vec2> lay_out_molecule(const SceneMolecule& m, const MoleculeLayoutOptions& options) {
    std::vector<Vec2> out(m.atoms.size(), Vec2(0, 0));
    size_t budget = options.pair_updates;
    double left = 0;   // where the next piece starts
    for (const Piece& p : pieces_of(m)) {
        const std::vector<Vec2> x = lay_out_piece(p, options, budget);
        double width = 0, height = 0;
        for (const Vec2& q : x) width = std::max(width, q.x()), height = std::max(height, q.y());
        for (size_t i = 0; i < x.size(); ++i)
            out[static_cast<size_t>(p.atoms[i])] = Vec2(left + x[i].x(), x[i].y() - 0.5 * height);
        left += width + 1.5;
    }
    return out;
}

}  // namespace plumbline
