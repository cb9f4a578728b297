// The abbreviations a skeletal label may use (docs/molecule.md, "The abbreviation table"):
// groups chemists write as a word. Each is its heavy atoms (hydrogens counted on them) and
// bonds, the first atom the one bonded to what the label is written next to. Where a name
// is also an element symbol (Ac actinium, Pr praseodymium, Ts tennessine) a drawing means
// the group, so the group is read.
#include <algorithm>

#include "checks/molecule/labels.hpp"

namespace plumbline::molecule {

namespace {

struct Entry {
    std::string name;
    LabelFragment group;
};

// A group from its atoms ("C:3" carbon with three hydrogens) and bonds (a-b-order).
LabelFragment group(std::initializer_list<LabelAtom> atoms, std::initializer_list<LabelBond> bonds) {
    LabelFragment f;
    f.atoms = atoms;
    f.bonds = bonds;
    return f;
}

LabelAtom C(int h) { return LabelAtom{"C", 0, h}; }
LabelAtom O(int h) { return LabelAtom{"O", 0, h}; }

// Phenyl's ring, starting at atom `at` (its ipso carbon), bonds in one Kekulé structure.
void add_phenyl(LabelFragment& f, int from, int from_order = 1) {
    const int at = static_cast<int>(f.atoms.size());
    for (int k = 0; k < 6; ++k) f.atoms.push_back(C(k == 0 ? 0 : 1));
    if (from >= 0) f.bonds.push_back({from, at, from_order});
    for (int k = 0; k < 6; ++k) f.bonds.push_back({at + k, at + (k + 1) % 6, k % 2 == 0 ? 2 : 1});
}

std::vector<Entry> make_table() {
    std::vector<Entry> t;
    t.push_back({"Me", group({C(3)}, {})});
    t.push_back({"Et", group({C(2), C(3)}, {{0, 1, 1}})});
    t.push_back({"Pr", group({C(2), C(2), C(3)}, {{0, 1, 1}, {1, 2, 1}})});
    t.push_back({"nPr", group({C(2), C(2), C(3)}, {{0, 1, 1}, {1, 2, 1}})});
    t.push_back({"iPr", group({C(1), C(3), C(3)}, {{0, 1, 1}, {0, 2, 1}})});
    t.push_back({"Bu", group({C(2), C(2), C(2), C(3)}, {{0, 1, 1}, {1, 2, 1}, {2, 3, 1}})});
    t.push_back({"nBu", group({C(2), C(2), C(2), C(3)}, {{0, 1, 1}, {1, 2, 1}, {2, 3, 1}})});
    t.push_back({"tBu", group({C(0), C(3), C(3), C(3)}, {{0, 1, 1}, {0, 2, 1}, {0, 3, 1}})});
    t.push_back({"t-Bu", t.back().group});
    // Acetyl C(=O)CH3, benzoyl C(=O)Ph, formyl CHO is read as a condensed formula.
    t.push_back({"Ac", group({C(0), O(0), C(3)}, {{0, 1, 2}, {0, 2, 1}})});
    {
        LabelFragment bz = group({C(0), O(0)}, {{0, 1, 2}});
        add_phenyl(bz, 0);
        t.push_back({"Bz", bz});
    }
    {
        LabelFragment ph;
        add_phenyl(ph, -1);
        t.push_back({"Ph", ph});
        LabelFragment bn = group({C(2)}, {});
        add_phenyl(bn, 0);
        t.push_back({"Bn", bn});
    }
    // tert-Butoxycarbonyl C(=O)OC(CH3)3.
    t.push_back({"Boc", group({C(0), O(0), O(0), C(0), C(3), C(3), C(3)},
                              {{0, 1, 2}, {0, 2, 1}, {2, 3, 1}, {3, 4, 1}, {3, 5, 1}, {3, 6, 1}})});
    // Tosyl S(=O)(=O)C6H4CH3 (para).
    {
        LabelFragment ts = group({LabelAtom{"S", 0, 0}, O(0), O(0)}, {{0, 1, 2}, {0, 2, 2}});
        add_phenyl(ts, 0);
        ts.atoms[6].hydrogens = 0;   // the ring's para carbon carries the methyl
        ts.atoms.push_back(C(3));
        ts.bonds.push_back({6, 9, 1});
        t.push_back({"Ts", ts});
    }
    // Groups whose condensed formula the valence rule would bond otherwise: COOH's two O
    // both on C, nitro's charge separation as RDKit writes it ([N+](=O)[O-]).
    t.push_back({"COOH", group({C(0), O(0), O(1)}, {{0, 1, 2}, {0, 2, 1}})});
    t.push_back({"CO2H", t.back().group});
    t.push_back({"COO-", group({C(0), O(0), LabelAtom{"O", -1, 0}}, {{0, 1, 2}, {0, 2, 1}})});
    t.push_back({"CO2-", t.back().group});
    t.push_back({"NO2", group({LabelAtom{"N", 1, 0}, O(0), LabelAtom{"O", -1, 0}}, {{0, 1, 2}, {0, 2, 1}})});
    std::sort(t.begin(), t.end(), [](const Entry& a, const Entry& b) {
        return a.name.size() != b.name.size() ? a.name.size() > b.name.size() : a.name < b.name;
    });
    return t;
}

const std::vector<Entry>& table() {
    static const std::vector<Entry> t = make_table();
    return t;
}

}  // namespace

const LabelFragment* abbreviation(std::string_view name) {
    for (const Entry& e : table())
        if (e.name == name) return &e.group;
    return nullptr;
}

const std::vector<std::string>& abbreviation_names() {
    static const std::vector<std::string> names = [] {
        std::vector<std::string> n;
        for (const Entry& e : table()) n.push_back(e.name);
        return n;
    }();
    return names;
}

}  // namespace plumbline::molecule
