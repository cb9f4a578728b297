// Kekulé structures: which bonds of a ring system are double. Shared by the SMILES reader
// (its aromatic atoms given double bonds) and the molecule check (a drawn Kekulé ring and
// an aromatic SMILES ring compared as the same molecule, docs/molecule.md "Aromaticity").
#pragma once

#include <cstddef>
#include <vector>

namespace plumbline::kekule {

struct Edge {
    int a = -1, b = -1;
};

enum class Found { Yes, No, Budget };

// A perfect matching of the vertices with needs[v] (0..vertex_count-1) along the edges with
// allowed[e]: each such vertex on exactly one chosen edge, whose other end needs one too.
// A search that always continues at the vertex with the fewest choices left (molecules'
// rings settle at once), within `steps` (decremented). On Yes, `chosen` (if given) holds
// the chosen edges' indices; on No, `failed` (if given) the lowest vertex of a connected
// piece that has none. Edges joining a vertex that does not need one are never chosen.
Found perfect_matching(int vertex_count, const std::vector<Edge>& edges, const std::vector<bool>& allowed,
                       const std::vector<bool>& needs, size_t& steps, std::vector<int>* chosen = nullptr,
                       int* failed = nullptr, const std::vector<bool>* preferred = nullptr);
// `preferred` (if given): edges tried first at each vertex, so the matching found agrees
// with them where it can (the Kekulé structure closest to a drawn one; not guaranteed the closest).

// The label a bond gets in a comparison that does not depend on the Kekulé structure drawn.
constexpr int kAlternating = 100;

// Per bond: its order (orders[e]), or kAlternating when it lies on a ring of alternating
// single and double bonds, so that another Kekulé structure of the same molecule swaps its
// order (every bond of benzene; none of cyclohexa-1,3-diene). Two structures that differ only
// by such swaps get the same labels, and two that get the same labels under a mapping
// differ only by such swaps. `exhausted` says the step budget ran out (the labels are then
// the plain orders).
std::vector<int> alternation_labels(int vertex_count, const std::vector<Edge>& edges, const std::vector<int>& orders,
                                    size_t steps, bool* exhausted = nullptr);

}  // namespace plumbline::kekule
