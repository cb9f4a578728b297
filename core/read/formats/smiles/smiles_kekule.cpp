// The Kekulé structure of a SMILES string's aromatic atoms: which aromatic bonds are
// double. An aromatic atom needs one double bond when its valence (B 3, C 4, N and P 3,
// O and S 2, shifted by its charge to that of the element with as many valence electrons:
// [n+] like C, [c-] like N) is one more than its bonds and hydrogens; those atoms must be
// paired along aromatic bonds, each exactly once: a perfect matching (scene/kekule.hpp,
// within the step budget).
#include <algorithm>
#include <string>
#include <vector>

#include "formats/smiles/smiles_parse.hpp"
#include "scene/kekule.hpp"

namespace plumbline::smiles {

namespace {

// The valence an aromatic atom has in a Kekulé structure; 0 when it is no element of the
// groups aromatic SMILES atoms come from.
int aromatic_valence(const SceneAtom& atom) {
    int group = 0;
    if (atom.element == "B") group = 13;
    else if (atom.element == "C") group = 14;
    else if (atom.element == "N" || atom.element == "P" || atom.element == "As") group = 15;
    else if (atom.element == "O" || atom.element == "S" || atom.element == "Se" || atom.element == "Te") group = 16;
    if (group == 0) return 0;
    const int electrons = group - 10 - atom.charge;
    if (electrons < 0 || electrons > 8) return 0;
    return electrons <= 4 ? electrons : 8 - electrons;
}

}  // namespace

bool kekulize(SceneMolecule& m, size_t steps, ReadReporter& reporter) {
    const size_t n = m.atoms.size();
    std::vector<int> order_sum(n, 0);
    bool any = false;
    for (const SceneBond& b : m.bonds) {
        const int order = b.aromatic ? 1 : b.order;
        order_sum[static_cast<size_t>(b.a)] += order;
        order_sum[static_cast<size_t>(b.b)] += order;
        any = any || b.aromatic;
    }
    if (!any) return true;
    std::vector<bool> needy(n, false);
    for (size_t k = 0; k < n; ++k) {
        const SceneAtom& a = m.atoms[k];
        if (!a.aromatic) continue;
        needy[k] = aromatic_valence(a) - order_sum[k] - a.hydrogens >= 1;
    }
    std::vector<kekule::Edge> edges;
    std::vector<bool> allowed;
    for (const SceneBond& b : m.bonds) {
        edges.push_back({b.a, b.b});
        allowed.push_back(b.aromatic);
    }
    size_t left = steps;
    std::vector<int> doubles;
    int failed = -1;
    const kekule::Found found =
        kekule::perfect_matching(static_cast<int>(n), edges, allowed, needy, left, &doubles, &failed);
    if (found == kekule::Found::Yes) {
        for (int e : doubles) m.bonds[static_cast<size_t>(e)].order = 2;
        return true;
    }
    // Named by the first atom of the ring system that has no Kekulé structure.
    const SceneAtom& at = m.atoms[static_cast<size_t>(std::max(0, failed))];
    if (found == kekule::Found::Budget) {
        reporter.add(Severity::Error, "read.limit.steps",
                     "The SMILES string's aromatic atoms could not be given their double bonds within " +
                         std::to_string(steps) + " search steps, the step budget; it is not read.",
                     at.span);
        return false;
    }
    size_t count = 0;
    bool nitrogen = false;
    for (size_t v = 0; v < n; ++v) {
        count += needy[v];
        nitrogen = nitrogen || (needy[v] && m.atoms[v].element == "N" && !m.atoms[v].hydrogens_stated);
    }
    std::string message = "The aromatic ring system from line " + std::to_string(at.span.line) +
                          ", column " + std::to_string(at.span.column) + " on cannot be given alternating single and "
                          "double bonds (" + std::to_string(count) + " aromatic " +
                          (count == 1 ? "atom of the string needs" : "atoms of the string need") +
                          " one double bond each), so this is no "
                          "molecule (RDKit: \"Can't kekulize mol\").";
    if (nitrogen) message += " A ring nitrogen that carries a hydrogen is written [nH], as in pyrrole c1cc[nH]c1.";
    reporter.add(Severity::Error, "smiles.aromatic", message, at.span);
    return false;
}

}  // namespace plumbline::smiles
