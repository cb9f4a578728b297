// Words for the molecule check's messages: formulas and atom names.
#include <algorithm>
#include <map>

#include "checks/molecule/molecule.hpp"

namespace plumbline::molecule {

namespace {

// Hill order: carbon, then hydrogen, then the rest alphabetically; "?" (no palette
// colour) last.
bool hill_before(const std::string& x, const std::string& y) {
    const auto rank = [](const std::string& s) { return s == "C" ? 0 : s == "H" ? 1 : s == "?" ? 3 : 2; };
    if (rank(x) != rank(y)) return rank(x) < rank(y);
    return x < y;
}

}  // namespace

std::string formula_of(const std::map<std::string, int>& counts) {
    std::vector<std::pair<std::string, int>> parts(counts.begin(), counts.end());
    std::sort(parts.begin(), parts.end(), [](const auto& x, const auto& y) { return hill_before(x.first, y.first); });
    std::string out;
    for (const auto& [name, n] : parts) {
        if (n <= 0) continue;
        // A shared-colour class reads "(B/Cl)2" so the count is not taken for a subscript of Cl.
        out += name.find('/') != std::string::npos ? "(" + name + ")" : name;
        if (n > 1) out += std::to_string(n);
    }
    return out.empty() ? "nothing" : out;
}

std::map<std::string, int> class_counts(const Drawing& d, const Palette& palette) {
    std::map<std::string, int> counts;
    for (const Atom& a : d.atoms) ++counts[palette.name(a.cls)];
    return counts;
}

std::string formula(const Drawing& d, const Palette& palette) { return formula_of(class_counts(d, palette)); }

std::string atom_name(const Drawing& d, int atom, const Palette& palette) {
    return "atom " + std::to_string(atom + 1) + " (" + palette.name(d.atoms[static_cast<size_t>(atom)].cls) + ")";
}

}  // namespace plumbline::molecule
