// A molecule the scene states (a SMILES string's Scene::molecule) read as the check's
// molecule: atoms classed by their element symbol (the palette's class holding it, or with
// no palette the element), hydrogens written as atoms folded into their neighbour's count
// (the drawings this is compared with leave hydrogens out), bonds with their stated orders.
// Its atoms are placed where the page draws the SMILES (molecule_depiction.hpp), so the
// report's reference panel and the task's reference picture agree; nothing judges the places.
#include <algorithm>
#include <tuple>

#include "checks/molecule/molecule.hpp"
#include "scene/molecule_depiction.hpp"
#include "scene/molecule_layout.hpp"

namespace plumbline::molecule {

namespace {

// A hydrogen written as an atom ([H], [2H]) with one single bond to an atom that is not
// hydrogen: a hydrogen of that atom, not an atom of the skeleton. `bond` is its one bond.
bool folded_hydrogen(const SceneMolecule& m, size_t k, int degree, const SceneBond* bond, int& onto) {
    const SceneAtom& atom = m.atoms[k];
    if (atom.element != "H" || atom.charge != 0 || degree != 1 || !bond) return false;
    const int other = bond->a == static_cast<int>(k) ? bond->b : bond->a;
    if (bond->order != 1 || m.atoms[static_cast<size_t>(other)].element == "H") return false;
    onto = other;
    return true;
}

}  // namespace

Drawing read_stated_molecule(const Scene& scene, const Options& options, const std::string& source) {
    Drawing out;
    out.stated = true;
    const SceneMolecule& m = *scene.molecule;
    std::vector<int> degree(m.atoms.size(), 0);
    std::vector<const SceneBond*> some_bond(m.atoms.size(), nullptr);
    for (const SceneBond& b : m.bonds)
        for (int v : {b.a, b.b}) ++degree[static_cast<size_t>(v)], some_bond[static_cast<size_t>(v)] = &b;
    const std::vector<Vec2> at = lay_out_molecule(m);
    out.bond_length = kDepictionBondLength;
    std::vector<int> index(m.atoms.size(), -1), onto(m.atoms.size(), -1);
    for (size_t k = 0; k < m.atoms.size(); ++k) {
        if (folded_hydrogen(m, k, degree[k], some_bond[k], onto[k])) continue;
        const SceneAtom& s = m.atoms[k];
        index[k] = static_cast<int>(out.atoms.size());
        Atom& atom = out.atoms.emplace_back();
        atom.element = s.element;
        atom.charge = s.charge;
        atom.hydrogens = s.hydrogens;
        atom.span = s.span;
        atom.center = at[k] * kDepictionBondLength;
        atom.cls = options.palette.symbol_class(s.element);
        // ssvg compares fill texts: a stated atom's is its class's colour as the task writes it.
        atom.label = options.palette.by_color() && atom.cls >= 0
                         ? options.palette.classes()[static_cast<size_t>(atom.cls)].text
                         : s.element;
        if (atom.cls >= 0) continue;
        Diagnostic d;
        d.code = "molecule.atom.symbol";
        d.severity = Severity::Error;
        d.source = source;
        d.span = s.span;
        d.message = "Atom " + std::to_string(out.atoms.size()) + " (" + s.element + ") has no colour in the task's "
                    "palette, so no drawn atom can stand for it; add " + s.element + " to the palette.";
        if (!options.palette.by_color()) d.message = "Atom " + std::to_string(out.atoms.size()) + " (" + s.element +
                                                     ") is no element, so no atom of the answer can stand for it.";
        out.diagnostics.push_back(std::move(d));
    }
    for (size_t k = 0; k < m.atoms.size(); ++k)
        if (onto[k] >= 0 && index[k] < 0) ++out.atoms[static_cast<size_t>(index[static_cast<size_t>(onto[k])])].hydrogens;
    for (const SceneBond& b : m.bonds) {
        const int x = index[static_cast<size_t>(b.a)], y = index[static_cast<size_t>(b.b)];
        if (x < 0 || y < 0) continue;
        Bond& bond = out.bonds.emplace_back();
        bond.a = std::min(x, y);
        bond.b = std::max(x, y);
        bond.stated_order = b.order;
        bond.aromatic = b.aromatic;
        bond.span = b.span;
    }
    std::sort(out.bonds.begin(), out.bonds.end(),
              [](const Bond& p, const Bond& q) { return std::tie(p.a, p.b) < std::tie(q.a, q.b); });
    return out;
}

}  // namespace plumbline::molecule
