// A skeletal formula's label read as atoms: the text cut into units (an abbreviation of the
// table, or an element symbol, each with a count; a charge sign), the units put together as
// a condensed formula is read, and a group's bond orders completed from the usual valences.
#include <algorithm>
#include <cctype>

#include "checks/molecule/labels.hpp"
#include "scene/elements.hpp"

namespace plumbline::molecule {

namespace {

struct Unit {
    std::string name;       // "C", "Cl", "Me", "H"; empty for a charge
    int count = 1;
    int charge = 0;         // a charge unit's: +1, -1, +2 ...
};

// The usual valence of an uncharged element, and the next ones it takes (S 2, 4, 6).
std::vector<int> valences(const std::string& e, int charge) {
    // A charge shifts the valence to the element with as many valence electrons (N+ as C).
    static const char* kRow[] = {"B", "C", "N", "O", "F"};
    std::string el = e;
    if (charge != 0) {
        for (int i = 0; i < 5; ++i)
            if (e == kRow[i] && i - charge >= 0 && i - charge < 5) el = kRow[i - charge];
    }
    if (el == "C" || el == "Si") return {4};
    if (el == "N") return {3};
    if (el == "B") return {3};
    if (el == "O" || el == "Se") return {2};
    if (el == "S") return {2, 4, 6};
    if (el == "P") return {3, 5};
    if (el == "F" || el == "Cl" || el == "Br" || el == "I" || el == "H") return {1};
    return {};
}

// Cuts the text into units; false on a character no unit begins with.
bool cut(const std::string& s, std::vector<Unit>& units) {
    const std::vector<std::string>& names = abbreviation_names();
    size_t i = 0;
    while (i < s.size()) {
        const char ch = s[i];
        if (ch == '+' || ch == '-') {
            // A charge: "+", "-", "2+", "++". Digits before it were read as a count; a count
            // on a heavy atom directly before a sign is the charge's size ("Fe2+" is no Fe2).
            int sign = ch == '+' ? 1 : -1;
            int size = 1;
            if (units.size() == 1 && units.back().count > 1 && units.back().name != "H" && i + 1 >= s.size()) {
                size = units.back().count;
                units.back().count = 1;
            }
            if (!units.empty() && units.back().name.empty() && units.back().charge * sign > 0) {
                units.back().charge += sign;   // "++"
            } else {
                units.push_back(Unit{"", 1, sign * size});
            }
            ++i;
            continue;
        }
        if (std::isdigit(static_cast<unsigned char>(ch))) {
            if (units.empty() || units.back().name.empty()) return false;
            int n = 0;
            while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])) && n < 100) n = n * 10 + (s[i++] - '0');
            if (n < 1 || n > 20) return false;
            units.back().count = n;
            continue;
        }
        // An abbreviation (longest first), else an element symbol: two letters, then one.
        bool found = false;
        for (const std::string& name : names) {
            // The table's charged groups and whole formulas (COOH) are matched on the whole label.
            if (name.find_first_of("+-") != std::string::npos || name == "COOH" || name == "CO2H" || name == "NO2")
                continue;
            if (s.compare(i, name.size(), name) == 0) {
                units.push_back(Unit{name});
                i += name.size();
                found = true;
                break;
            }
        }
        if (found) continue;
        if (!std::isupper(static_cast<unsigned char>(ch))) return false;
        if (i + 1 < s.size() && std::islower(static_cast<unsigned char>(s[i + 1])) && atomic_number(s.substr(i, 2)) > 0) {
            units.push_back(Unit{s.substr(i, 2)});
            i += 2;
        } else if (atomic_number(s.substr(i, 1)) > 0) {
            units.push_back(Unit{s.substr(i, 1)});
            i += 1;
        } else {
            return false;
        }
    }
    return !units.empty();
}

std::string joined(const std::vector<Unit>& units) {
    std::string s;
    for (const Unit& u : units) {
        if (u.name.empty()) {
            if (u.charge > 1 || u.charge < -1) s += std::to_string(std::abs(u.charge));
            s += u.charge > 0 ? "+" : "-";
            continue;
        }
        s += u.name;
        if (u.count > 1) s += std::to_string(u.count);
    }
    return s;
}

void append_group(LabelFragment& f, const LabelFragment& g, int from) {
    const int at = static_cast<int>(f.atoms.size());
    f.atoms.insert(f.atoms.end(), g.atoms.begin(), g.atoms.end());
    for (LabelBond b : g.bonds) f.bonds.push_back({b.a + at, b.b + at, b.order});
    if (from >= 0) f.bonds.push_back({from, at + g.attach, 1});
}

// Raises the orders of the group's own bonds where both ends lack bonds for their usual
// valence (CO2H's C=O, CN's triple bond), the attached atom counting the skeleton's bonds.
void complete_valences(LabelFragment& f, int external_order) {
    std::vector<int> used(f.atoms.size(), 0);
    for (size_t k = 0; k < f.atoms.size(); ++k) used[k] = f.atoms[k].hydrogens;
    used[static_cast<size_t>(f.attach)] += external_order;
    for (const LabelBond& b : f.bonds) used[static_cast<size_t>(b.a)] += b.order, used[static_cast<size_t>(b.b)] += b.order;
    // An element of several valences (S, P) takes its largest: it is raised only where a
    // neighbour lacks bonds too (SO3H's two S=O, DMSO's one).
    const auto lacking = [&](int k) {
        const std::vector<int> v = valences(f.atoms[static_cast<size_t>(k)].element, f.atoms[static_cast<size_t>(k)].charge);
        return v.empty() ? 0 : std::max(0, v.back() - used[static_cast<size_t>(k)]);
    };
    for (LabelBond& b : f.bonds) {
        while (b.order < 3 && lacking(b.a) > 0 && lacking(b.b) > 0) {
            ++b.order;
            ++used[static_cast<size_t>(b.a)];
            ++used[static_cast<size_t>(b.b)];
        }
    }
}

}  // namespace

std::string plain_label(std::string_view text) {
    std::string out;
    for (size_t i = 0; i < text.size();) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        if (c < 0x80) {
            if (!std::isspace(c) && c != '{' && c != '}' && c != '_' && c != '^' && c != '$') out += static_cast<char>(c);
            ++i;
            continue;
        }
        // UTF-8 sequences of the signs and digits labels use.
        const auto at = [&](std::string_view seq) { return text.compare(i, seq.size(), seq) == 0; };
        if (at("\u2212") || at("\u2013") || at("\u207B") || at("\u208B")) out += '-', i += 3;
        else if (at("\u207A") || at("\u208A")) out += '+', i += 3;
        else if (at("\u2295")) out += '+', i += 3;
        else if (at("\u2296")) out += '-', i += 3;
        else if (at("\u2070")) out += '0', i += 3;
        else if (at("\u00B9")) out += '1', i += 2;
        else if (at("\u00B2")) out += '2', i += 2;
        else if (at("\u00B3")) out += '3', i += 2;
        else if (text.compare(i, 2, "\u2074") == 0 || (c == 0xE2 && i + 2 < text.size() &&
                                                       static_cast<unsigned char>(text[i + 1]) == 0x81 &&
                                                       static_cast<unsigned char>(text[i + 2]) >= 0xB4 &&
                                                       static_cast<unsigned char>(text[i + 2]) <= 0xB9)) {
            out += static_cast<char>('4' + (static_cast<unsigned char>(text[i + 2]) - 0xB4)), i += 3;   // ⁴..⁹
        } else if (c == 0xE2 && i + 2 < text.size() && static_cast<unsigned char>(text[i + 1]) == 0x82 &&
                   static_cast<unsigned char>(text[i + 2]) >= 0x80 && static_cast<unsigned char>(text[i + 2]) <= 0x89) {
            out += static_cast<char>('0' + (static_cast<unsigned char>(text[i + 2]) - 0x80)), i += 3;   // ₀..₉
        } else {
            out += static_cast<char>(c), ++i;   // anything else stays, and the parser refuses it
        }
    }
    return out;
}

namespace {

// The units, in reading order, put together as a condensed formula (nullopt: only hydrogens
// that are no hydrogen atom).
std::optional<LabelFragment> read_units(const std::vector<Unit>& units, int external_order) {
    if (const LabelFragment* whole = abbreviation(joined(units))) {
        LabelFragment f = *whole;
        complete_valences(f, external_order);
        return f;
    }
    LabelFragment f;
    int last_heavy = -1;
    int pending_h = 0, pending_charge = 0;
    for (const Unit& u : units) {
        if (u.name.empty()) {
            if (last_heavy >= 0) f.atoms[static_cast<size_t>(last_heavy)].charge += u.charge;
            else pending_charge += u.charge;
            continue;
        }
        if (u.name == "H") {
            if (last_heavy >= 0) f.atoms[static_cast<size_t>(last_heavy)].hydrogens += u.count;
            else pending_h += u.count;
            continue;
        }
        const LabelFragment* group = abbreviation(u.name);
        // A counted unit after an atom hangs that many copies on it (CF3, NMe2, CO2); the
        // first unit, or one uncounted, continues the chain from the last atom.
        const int from = last_heavy;
        for (int n = 0; n < u.count; ++n) {
            const int at = static_cast<int>(f.atoms.size());
            // Hydrogens written after a counted unit go to its last copy (SO3H's OH).
            if (group) {
                append_group(f, *group, from);
                last_heavy = at + group->attach;
            } else {
                f.atoms.push_back(LabelAtom{u.name, 0, 0});
                if (from >= 0) f.bonds.push_back({from, at, 1});
                last_heavy = at;
            }
            if (from < 0) break;   // a count on the first unit was read as a multiple above
        }
        if (from < 0) {
            f.atoms[static_cast<size_t>(last_heavy)].hydrogens += pending_h;
            f.atoms[static_cast<size_t>(last_heavy)].charge += pending_charge;
            pending_h = pending_charge = 0;
        }
    }
    if (f.atoms.empty()) {
        // Only hydrogens: "H" is a hydrogen atom; "H2" and the like are no label of a skeleton.
        if (pending_h != 1) return std::nullopt;
        f.atoms.push_back(LabelAtom{"H", pending_charge, 0});
        return f;
    }
    f.attach = 0;
    complete_valences(f, external_order);
    return f;
}

// No atom of the reading has more bonds and hydrogens than its largest usual valence, the
// skeleton's bonds counted on the attached atom.
bool fits(const LabelFragment& f, int external_order) {
    std::vector<int> used(f.atoms.size(), 0);
    for (size_t k = 0; k < f.atoms.size(); ++k) used[k] = f.atoms[k].hydrogens;
    if (f.attach >= 0 && static_cast<size_t>(f.attach) < used.size()) used[static_cast<size_t>(f.attach)] += external_order;
    for (const LabelBond& b : f.bonds) used[static_cast<size_t>(b.a)] += b.order, used[static_cast<size_t>(b.b)] += b.order;
    for (size_t k = 0; k < f.atoms.size(); ++k) {
        const std::vector<int> v = valences(f.atoms[k].element, f.atoms[k].charge);
        if (!v.empty() && used[k] > v.back()) return false;
    }
    return true;
}

}  // namespace

std::optional<LabelFragment> parse_label(std::string_view text, int external_order, bool backwards) {
    const std::string s = plain_label(text);
    if (s.empty() || s.size() > 40) return std::nullopt;
    std::vector<Unit> units;
    if (!cut(s, units)) return std::nullopt;
    // Written right to left: hydrogens or a counted group first ("H3C", "H2N", "F3C",
    // "Me2N"), or a bond reaching the right end. Read it reversed (charges stay with the
    // atom they follow).
    const bool starts_counted = !units.front().name.empty() && (units.front().name == "H" || units.front().count > 1);
    const std::vector<Unit> forward = units;
    if (backwards || starts_counted) {
        std::vector<Unit> heavy;   // units with their following charges, reversed as blocks
        std::vector<std::vector<Unit>> blocks;
        for (const Unit& u : units) {
            if (u.name.empty() && !blocks.empty()) blocks.back().push_back(u);
            else blocks.push_back({u});
        }
        std::reverse(blocks.begin(), blocks.end());
        units.clear();
        for (const auto& b : blocks) units.insert(units.end(), b.begin(), b.end());
    }
    std::optional<LabelFragment> f = read_units(units, external_order);
    // A bond reaching the right end of a label written left to right all the same (chemfig's
    // CH2OH left of its ring, the bond at the OH): read reversed, an atom would carry more
    // than its valence (H-O-H2C), read forwards it fits. The forward reading then stands.
    if (backwards && !starts_counted && (!f || !fits(*f, external_order))) {
        std::optional<LabelFragment> g = read_units(forward, external_order);
        if (g && fits(*g, external_order)) return g;
    }
    return f;
}

}  // namespace plumbline::molecule
