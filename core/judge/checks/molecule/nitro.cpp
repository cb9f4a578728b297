// A nitro group written or drawn with five bonds on its N (R-N(=O)=O, the textbook form)
// made the charge-separated R-[N+](=O)[O-], as RDKit's sanitization cleans it up, so
// both forms compare as one molecule (docs/molecule.md, "Charges").
#include <algorithm>

#include "checks/molecule/molecule.hpp"

namespace plumbline::molecule {

void charge_separate_nitro(Drawing& d) {
    if (d.atoms.empty()) return;
    std::vector<int> degree(d.atoms.size(), 0);
    for (const Bond& b : d.bonds)
        if (b.a != b.b) ++degree[static_cast<size_t>(b.a)], ++degree[static_cast<size_t>(b.b)];
    for (size_t n = 0; n < d.atoms.size(); ++n) {
        Atom& nitrogen = d.atoms[n];
        if (nitrogen.element != "N" || nitrogen.charge != 0 || nitrogen.hydrogens != 0) continue;
        // Its double bonds to terminal, uncharged oxygens without hydrogens.
        std::vector<size_t> doubles;
        int valence = 0;
        for (size_t k = 0; k < d.bonds.size(); ++k) {
            const Bond& b = d.bonds[k];
            if (b.a != static_cast<int>(n) && b.b != static_cast<int>(n)) continue;
            valence += b.order();
            const Atom& o = d.atoms[static_cast<size_t>(b.a == static_cast<int>(n) ? b.b : b.a)];
            if (b.stated_order == 2 && !b.aromatic && o.element == "O" && o.charge == 0 && o.hydrogens == 0 &&
                degree[static_cast<size_t>(b.a == static_cast<int>(n) ? b.b : b.a)] == 1)
                doubles.push_back(k);
        }
        if (doubles.size() != 2 || valence != 5) continue;
        Bond& single = d.bonds[doubles[1]];
        single.stated_order = 1;
        nitrogen.charge = 1;
        d.atoms[static_cast<size_t>(single.a == static_cast<int>(n) ? single.b : single.a)].charge = -1;
    }
}

}  // namespace plumbline::molecule
