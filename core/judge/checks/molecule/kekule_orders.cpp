// With bond orders compared up to the Kekulé structure (Options::alternation), what order
// each reference bond is expected to have in the drawing: a bond no alternation swaps its
// stated order; a ring bond the order it has in the reference's Kekulé structure closest to
// the candidate's drawn double bonds, under the correspondence found. So a benzene with one
// double bond drawn single is one bond of the wrong order, not six.
#include <algorithm>

#include "checks/molecule/molecule.hpp"
#include "scene/kekule.hpp"

namespace plumbline::molecule {

namespace {

constexpr size_t kSteps = 5'000'000;

// The candidate's bond p-q (either order), or nullptr; its bonds are sorted by atom pair.
const Bond* bond_between(const Drawing& d, int p, int q) {
    if (p < 0 || q < 0) return nullptr;
    const auto key = std::make_pair(std::min(p, q), std::max(p, q));
    const auto it = std::lower_bound(d.bonds.begin(), d.bonds.end(), key,
                                     [](const Bond& x, const std::pair<int, int>& k) { return std::make_pair(x.a, x.b) < k; });
    return it != d.bonds.end() && it->a == key.first && it->b == key.second ? &*it : nullptr;
}

}  // namespace

std::vector<int> expected_orders(const Drawing& reference, const graph::Graph& labels, const Drawing& candidate,
                                 const std::vector<int>& a_to_b) {
    std::vector<int> expected;
    std::vector<kekule::Edge> edges;
    std::vector<bool> allowed, preferred, needs(reference.atoms.size(), false);
    bool any = false;
    for (const Bond& bond : reference.bonds) {
        expected.push_back(bond.order());
        edges.push_back({bond.a, bond.b});
        const bool ring = labels.edge_label(bond.a, bond.b) == kekule::kAlternating;
        allowed.push_back(ring);
        any = any || ring;
        if (ring) needs[static_cast<size_t>(bond.a)] = needs[static_cast<size_t>(bond.b)] = true;
        const Bond* drawn = bond_between(candidate, a_to_b[static_cast<size_t>(bond.a)], a_to_b[static_cast<size_t>(bond.b)]);
        preferred.push_back(drawn && drawn->order() == 2);
    }
    if (!any) return expected;
    size_t steps = kSteps;
    std::vector<int> doubles;
    if (kekule::perfect_matching(static_cast<int>(reference.atoms.size()), edges, allowed, needs, steps, &doubles,
                                 nullptr, &preferred) != kekule::Found::Yes)
        return expected;   // the reference's own structure then stands
    for (size_t k = 0; k < edges.size(); ++k)
        if (allowed[k]) expected[k] = 1;
    for (int e : doubles) expected[static_cast<size_t>(e)] = 2;
    return expected;
}

}  // namespace plumbline::molecule
