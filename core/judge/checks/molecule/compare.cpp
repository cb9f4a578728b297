// The molecule comparison into the report: decide isomorphism, find the best
// correspondence when the graphs differ, and say what differs the way a chemist would
// fix it: which atoms have the wrong element, which bonds are missing or extra, where a
// substituent moved, what the formulas are, hydrogens drawn, pieces split off.
#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstring>
#include <map>

#include "diagnostics/capped_diagnostics.hpp"
#include "common/words.hpp"
#include "checks/molecule/molecule.hpp"
#include "checks/molecule/single_edit.hpp"
#include "scene/kekule.hpp"

namespace plumbline::molecule {

namespace {

// A long list of the same mistake helps nobody.
constexpr int kMaxListed = CappedDiagnostics::kMaxListed;

// Whether a formula text ("C8H7N", "C5(B/Cl)2O2?") counts hydrogen: an H not starting
// He, Hf, Hg, Ho or Hs.
bool has_hydrogen(const std::string& formula) {
    for (size_t i = 0; i < formula.size(); ++i)
        if (formula[i] == 'H' && (i + 1 == formula.size() || !std::islower(static_cast<unsigned char>(formula[i + 1]))))
            return true;
    return false;
}

// A requirement's id, "atom#12", made in one piece: "atom#" + std::to_string(n) made two
// strings and moved one into the other, for every atom and bond of every answer.
std::string numbered(std::string_view kind, size_t n) {
    char text[48];
    const size_t k = std::min(kind.size(), sizeof text - 24);
    std::memcpy(text, kind.data(), k);
    text[k] = '#';
    const char* end = std::to_chars(text + k + 1, text + sizeof text, n).ptr;
    return std::string(text, static_cast<size_t>(end - text));
}

std::string count_words(int n, const std::string& singular, const std::string& plural) {
    static const char* kSmall[] = {"no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"};
    return (n >= 0 && n < 10 ? std::string(kSmall[n]) : std::to_string(n)) + " " + (n == 1 ? singular : plural);
}

struct Compared {
    const Comparison& c;
    const Drawing& reference;
    const Options& options;
    Report& report;
    std::shared_ptr<MoleculeResult> result;   // the report's molecule section, once made
    CappedDiagnostics listed;              // into report.diagnostics
    const Palette& palette;
    const graph::Graph& a;                 // reference, built once per task
    graph::Graph b;                        // candidate
    std::vector<int> a_to_b, b_to_a;
    graph::Outcome outcome = graph::Outcome::Different;
    std::string decided_by;
    std::int64_t steps = 0;
    bool mapping_exhausted = false;
    bool hydrogens_reported = false;       // then drawn hydrogens and their bonds are not listed again
    std::vector<int> expected;             // with alternation, when the graphs differ: expected_orders()
    std::vector<int> wrong_charges;        // reference atoms whose counterpart has another charge
    const bool ssvg;                       // the published script's reading and labels

    Compared(const Comparison& cmp, Report& r)
        : c(cmp), reference(cmp.prepared.reference), options(cmp.prepared.options), report(r),
          listed(r.diagnostics), palette(options.palette), a(cmp.prepared.graph),
          ssvg(cmp.prepared.profile == Profile::Ssvg) {
        // ssvg labels are fill texts interned while building the reference graph; the
        // candidate's continue that numbering.
        std::vector<std::string> labels = c.prepared.labels;
        b = graph_of(c.candidate, options, c.prepared.profile, labels);
    }

    const Atom& ref_atom(int i) const { return reference.atoms[static_cast<size_t>(i)]; }
    const Atom& cand_atom(int i) const { return c.candidate.atoms[static_cast<size_t>(i)]; }
    Circle cand_circle(int i) const { return Circle{cand_atom(i).center, cand_atom(i).radius}; }

    // --- names a chemist reads ---------------------------------------------------------

    // "C7": a reference atom by its element (palette class, "(B/Cl)7" for a shared colour)
    // and its number in the reference.
    std::string sym(int i) const {
        const std::string& name = palette.name(ref_atom(i).cls);
        return (name.find('/') != std::string::npos ? "(" + name + ")" : name) + std::to_string(i + 1);
    }

    // "C7", "C7 and C9", "C7, C9 and N12"; past four, "and 3 more".
    static std::string and_list(const std::vector<std::string>& xs) {
        constexpr size_t kNamed = 4;
        std::string out;
        const size_t shown = xs.size() > kNamed + 1 ? kNamed : xs.size();
        for (size_t k = 0; k < shown; ++k)
            out += (k == 0 ? "" : k + 1 == xs.size() ? " and " : ", ") + xs[k];
        if (shown < xs.size()) out += " and " + std::to_string(xs.size() - shown) + " more";
        return out;
    }

    // " bonded to C7 and C9": a reference atom's neighbours, by name ("" for none).
    std::string bonded_to(int i) const {
        std::vector<std::string> names;
        for (const auto& [n, label] : a.neighbours(i)) names.push_back(sym(n));
        return names.empty() ? "" : " bonded to " + and_list(names);
    }

    // A drawn atom by what it stands for: "C7", or "an extra O" when it stands for none.
    std::string drawn_as(int j) const {
        const int i = b_to_a[static_cast<size_t>(j)];
        return i >= 0 ? sym(i) : "an extra " + element_word(j);
    }

    // " bonded to C7 and an extra O": a drawn atom's neighbours, by what they stand for.
    std::string drawn_bonded_to(int j) const {
        std::vector<std::string> names;
        for (const auto& [k, label] : b.neighbours(j))
            if (!said_hydrogen(k)) names.push_back(drawn_as(k));
        return names.empty() ? "" : " bonded to " + and_list(names);
    }

    // "candidate atom 3 (C, <circle> at line 21)" for one atom; for several,
    // "candidate atoms 3 (...) and 9 (...)".
    std::string cand_names(const std::vector<int>& js) const {
        std::vector<std::string> names;
        for (int j : js)
            names.push_back(std::to_string(j + 1) + " (" + palette.name(cand_atom(j).cls) + ", " +
                            (cand_atom(j).item >= 0 ? words::describe_item(c.candidate_scene, cand_atom(j).item)
                                                    : "at column " + std::to_string(cand_atom(j).span.column)) +
                            ")");
        return (js.size() == 1 ? "candidate atom " : "candidate atoms ") + and_list(names);
    }

    void decide() {
        const graph::IsomorphismResult iso = graph::find_isomorphism(a, b, options.budget);
        outcome = iso.outcome;
        decided_by = iso.decided_by;
        steps = iso.steps;
        if (iso.outcome == graph::Outcome::Isomorphic) {
            a_to_b = iso.mapping;
            compare_charges();
        } else if (iso.outcome == graph::Outcome::Different) {
            const graph::PartialMapping partial =
                graph::best_partial_mapping(a, b, std::max<std::int64_t>(1, options.budget - iso.steps));
            a_to_b = partial.a_to_b;
            steps += partial.steps;
            mapping_exhausted = partial.exhausted;
            explain_by_one_edit();
        }
        a_to_b.resize(static_cast<size_t>(a.size()), -1);
        b_to_a.assign(static_cast<size_t>(b.size()), -1);
        for (int i = 0; i < a.size(); ++i)
            if (a_to_b[static_cast<size_t>(i)] >= 0) b_to_a[static_cast<size_t>(a_to_b[static_cast<size_t>(i)])] = i;
    }

    // Charges are compared where both sides state their elements: a SMILES reference and a
    // skeletal, chemfig or SMILES answer (circles have no charge). Under the isomorphism's
    // correspondence first; where it pairs atoms of other charges, another may not (two
    // symmetric O, one of them O-), so the graphs with charges in their labels decide.
    bool compares_charges() const {
        if (ssvg || !reference.stated) return false;
        for (const Atom& atom : c.candidate.atoms)
            if (atom.element.empty()) return false;
        return true;
    }

    std::vector<int> charge_differences() const {
        std::vector<int> out;
        for (int i = 0; i < a.size(); ++i) {
            const int j = a_to_b[static_cast<size_t>(i)];
            if (j >= 0 && ref_atom(i).charge != cand_atom(j).charge) out.push_back(i);
        }
        return out;
    }

    static graph::Graph with_charges(const graph::Graph& g, const Drawing& d) {
        graph::Graph out;
        for (int v = 0; v < g.size(); ++v)
            out.add_node(g.label(v) * 64 + std::clamp(d.atoms[static_cast<size_t>(v)].charge, -31, 31) + 32);
        for (int v = 0; v < g.size(); ++v)
            for (const auto& [w, label] : g.neighbours(v))
                if (v < w) out.add_edge(v, w, label);
        return out;
    }

    void compare_charges() {
        if (!compares_charges()) return;
        std::vector<int> wrong = charge_differences();
        if (wrong.empty()) return;
        const graph::IsomorphismResult iso = graph::find_isomorphism(
            with_charges(a, reference), with_charges(b, c.candidate), std::max<std::int64_t>(1, options.budget - steps));
        steps += iso.steps;
        if (iso.outcome == graph::Outcome::Isomorphic) {
            a_to_b = iso.mapping;
            return;
        }
        wrong_charges = std::move(wrong);
    }

    // "N+", "O-", "N2+", "C": an element with its charge.
    static std::string charged(const std::string& element, int charge) {
        if (charge == 0) return element + " (no charge)";
        return element + (std::abs(charge) > 1 ? std::to_string(std::abs(charge)) : "") + (charge > 0 ? "+" : "-");
    }

    void charges() {
        for (int i : wrong_charges) {
            if (!listing("molecule.atom.charge")) continue;
            const int j = a_to_b[static_cast<size_t>(i)];
            Diagnostic& d = add("molecule.atom.charge", Severity::Error,
                                "The charge of " + sym(i) + bonded_to(i) + " differs: the reference has " +
                                    charged(ref_atom(i).element, ref_atom(i).charge) + ", the drawing " +
                                    charged(cand_atom(j).element, cand_atom(j).charge) + " (" + cand_names({j}) + ").",
                                cand_atom(j).item);
            d.shapes.push_back(Shape{"location", cand_circle(j)});
        }
    }

    // The greedy correspondence can explain one edit by more (two atoms swapped as three
    // bonds missing and three extra): when one edit of the reference (an element, a swap,
    // a bond one position over, a bond's order) gives the drawing exactly and costs less,
    // its correspondence is taken. Bounded by the budget's rest and by a few hundred
    // steps an atom and bond, which the search on drawn molecules stays well within.
    void explain_by_one_edit() {
        a_to_b.resize(static_cast<size_t>(a.size()), -1);
        const std::int64_t left = options.budget - steps;
        const std::int64_t cap = 256 * (std::int64_t{a.size()} + a.edge_count()) + 1024;
        if (left <= 0) return;
        const int cost = correspondence_cost(a, b, a_to_b);
        const SingleEditSearch edit = single_edit(a, b, cost, std::min(left, cap));
        steps += edit.steps;
        if (edit.found) a_to_b = edit.found->a_to_b;
    }

    bool charge_wrong(int reference_atom) const {
        return std::find(wrong_charges.begin(), wrong_charges.end(), reference_atom) != wrong_charges.end();
    }

    bool same_label(int i) const {
        const int j = a_to_b[static_cast<size_t>(i)];
        return j >= 0 && a.label(i) == b.label(j);
    }

    // --- the report's molecule section -------------------------------------------

    MoleculeSide side(const Drawing& d, const graph::Graph& g, const std::vector<int>& to_other,
                      const graph::Graph& other, bool is_reference) const {
        MoleculeSide s;
        s.atoms.reserve(d.atoms.size());
        s.bonds.reserve(d.bonds.size());
        for (size_t i = 0; i < d.atoms.size(); ++i) {
            const Atom& atom = d.atoms[i];
            MoleculeAtom& m = s.atoms.emplace_back();
            m.item = atom.item;
            m.element = ssvg ? atom.label : palette.name(atom.cls);
            m.center = atom.center;
            m.radius = atom.radius;
            const int j = to_other[i];
            if (j >= 0) {
                m.match = j;
                m.status = g.label(static_cast<int>(i)) != other.label(j) ? "element"
                           : charge_wrong(is_reference ? static_cast<int>(i) : j) ? "charge"
                                                                                   : "matched";
            } else {
                m.status = is_reference ? "missing" : "extra";
            }
        }
        for (const Bond& bond : d.bonds) {
            MoleculeBond& m = s.bonds.emplace_back();
            m.a = bond.a;
            m.b = bond.b;
            m.order = bond.order();
            m.items = bond.items;
            const int x = to_other[static_cast<size_t>(bond.a)], y = to_other[static_cast<size_t>(bond.b)];
            const int label = x >= 0 && y >= 0 ? other.edge_label(x, y) : -1;
            if (label < 0) m.status = is_reference ? "missing" : "extra";
            else if (label == g.edge_label(bond.a, bond.b)) m.status = "matched";
            else m.status = is_reference ? (same_order(&bond - d.bonds.data(), x, y) ? "matched" : "order")
                                         : (same_order(reference_bond(x, y), bond.a, bond.b) ? "matched" : "order");
        }
        s.formula = formula(d, palette);
        graph::components(g, &s.fragments);
        s.bond_length = d.bond_length;
        s.snap = d.snap;
        return s;
    }

    // --- requirements ------------------------------------------------------------

    void requirements() {
        const MoleculeResult& m = *result;
        report.requirements.reserve(m.reference.atoms.size() + m.reference.bonds.size());
        for (size_t i = 0; i < m.reference.atoms.size(); ++i) {
            const MoleculeAtom& atom = m.reference.atoms[i];
            Requirement& q = report.requirements.emplace_back();
            q.id = numbered("atom", i + 1);
            q.kind = "atom";
            if (reference.stated) {   // a SMILES atom: where it is written, and its element
                q.reference_span = ref_atom(static_cast<int>(i)).span;
                q.expected = Text{Vec2(0, 0), atom.element, 0, Box{}};
            } else {
                q.reference_item = atom.item;
                q.reference_span = c.reference_scene.items[static_cast<size_t>(atom.item)].source.span;
                q.expected = Circle{atom.center, atom.radius};
            }
            q.satisfied = atom.status == "matched";
            if (atom.match && cand_atom(*atom.match).item >= 0) q.matched_by.push_back(cand_atom(*atom.match).item);
            q.measure = "mapping";
        }
        for (size_t k = 0; k < m.reference.bonds.size(); ++k) {
            const MoleculeBond& bond = m.reference.bonds[k];
            Requirement& q = report.requirements.emplace_back();
            q.id = numbered("bond", k + 1);
            q.kind = "bond";
            if (reference.stated) {   // a SMILES bond: where it is written, and what it joins ("C=O")
                q.reference_span = reference.bonds[k].span;
                static const char* kSymbol[] = {"~", "-", "=", "#", "$"};
                q.expected = Text{Vec2(0, 0),
                                  m.reference.atoms[static_cast<size_t>(bond.a)].element +
                                      (bond.order >= 0 && bond.order <= 4 ? kSymbol[bond.order] : "~") +
                                      m.reference.atoms[static_cast<size_t>(bond.b)].element,
                                  0, Box{}};
            } else {
                q.reference_item = bond.items.front();
                q.reference_span = c.reference_scene.items[static_cast<size_t>(q.reference_item)].source.span;
                q.expected = Segment{ref_atom(bond.a).center, ref_atom(bond.b).center};
            }
            q.satisfied = bond.status == "matched";
            if (bond.status != "missing") {
                const int x = a_to_b[static_cast<size_t>(bond.a)], y = a_to_b[static_cast<size_t>(bond.b)];
                if (const Bond* drawn = candidate_bond(std::min(x, y), std::max(x, y))) q.matched_by = drawn->items;
            }
            q.measure = "mapping";
        }
    }

    // --- diagnostics -------------------------------------------------------------

    // Every diagnostic goes through the capped list. Kinds that repeat ask listing()
    // first, so add() is only called for a diagnostic that will be listed.
    Diagnostic& add(const std::string& code, Severity severity, const std::string& message,
                    std::optional<int> cand_item = std::nullopt) {
        Diagnostic d;
        d.code = code;
        d.severity = severity;
        d.source = "candidate";
        d.message = message;
        if (cand_item && *cand_item >= 0) {   // a stated (SMILES) answer has no items
            d.item = *cand_item;
            d.span = c.candidate_scene.items[static_cast<size_t>(*cand_item)].source.span;
        }
        return *listed.add(std::move(d));
    }

    // Whether the next diagnostic of this kind is listed; if not it is only counted.
    bool listing(const std::string& code) {
        if (listed.listed(code)) return true;
        listed.count(code, Severity::Error);
        return false;
    }

    void summary() {
        const std::string& drawn = result->candidate.formula;   // formula(c.candidate, palette)
        const std::string& wanted = result->reference.formula;
        if (outcome == graph::Outcome::Isomorphic && !wrong_charges.empty()) {
            add("molecule.formula", Severity::Info,
                "The atoms and bonds are the reference's (" + drawn + "), but " +
                    count_words(static_cast<int>(wrong_charges.size()), "atom's charge differs",
                                "atoms' charges differ") +
                    ".");
            return;
        }
        if (outcome == graph::Outcome::Isomorphic) {
            add("molecule.isomorphic", Severity::Info,
                "The drawing is the reference molecule: " + count_words(a.size(), "atom", "atoms") + ", " +
                    count_words(a.edge_count(), "bond", "bonds") + ", " + drawn +
                    (options.bond_order && !ssvg ? ", bond orders included." : "."));
            return;
        }
        if (outcome == graph::Outcome::BudgetExhausted) {
            add("molecule.search.budget", Severity::Error,
                "The isomorphism search stopped after " + std::to_string(steps) +
                    " steps (the budget) without deciding; the verdict is left undecided. Raise check.budget to "
                    "search further.");
            return;
        }
        if (drawn != wanted) {
            add("molecule.formula", Severity::Error, formula_message(drawn, wanted));
            return;
        }
        int traded = 0;
        for (int i = 0; i < a.size(); ++i) traded += a_to_b[static_cast<size_t>(i)] >= 0 && !same_label(i);
        add("molecule.formula", Severity::Info,
            "The formula " + drawn + " is right, but " +
                (traded > 0 ? count_words(traded, "atom has", "atoms have") + " another element's place"
                            : std::string("the atoms are connected differently")) +
                " (told apart by " + decided_by + ").");
    }

    // "Atoms drawn: C9O; the reference draws C8NO (its hydrogens left out): one N drawn as C."
    std::string formula_message(const std::string& drawn, const std::string& wanted) const {
        std::map<std::pair<std::string, std::string>, int> swaps;
        std::map<std::string, int> missing, extra;
        for (int i = 0; i < a.size(); ++i) {
            const int j = a_to_b[static_cast<size_t>(i)];
            if (j < 0) ++missing[palette.name(ref_atom(i).cls)];
            else if (palette.name(ref_atom(i).cls) != palette.name(cand_atom(j).cls))
                ++swaps[{palette.name(ref_atom(i).cls), palette.name(cand_atom(j).cls)}];
        }
        for (int j = 0; j < b.size(); ++j)
            if (b_to_a[static_cast<size_t>(j)] < 0) ++extra[palette.name(cand_atom(j).cls)];
        std::vector<std::string> why;
        for (const auto& [pair, n] : swaps)
            why.push_back(count_words(n, pair.first, pair.first) +
                          (pair.second == "?" ? " drawn in a colour no element has" : " drawn as " + pair.second));
        for (const auto& [name, n] : missing) why.push_back(count_words(n, name, name) + " missing");
        for (const auto& [name, n] : extra) why.push_back(count_words(n, name, name) + " extra");
        // The benchmark's references leave hydrogens out; say so where the reference's
        // formula would otherwise read as a chemist's error (indole as C8N).
        std::string message = "Atoms drawn: " + drawn + "; the reference draws " + wanted +
                              (has_hydrogen(wanted) ? "" : " (its hydrogens left out)");
        for (size_t k = 0; k < why.size(); ++k) message += (k == 0 ? ": " : ", ") + why[k];
        return message + ".";
    }

    void atoms() {
        for (int i = 0; i < a.size(); ++i) {
            const int j = a_to_b[static_cast<size_t>(i)];
            if (j >= 0 && !same_label(i) && listing("molecule.atom.element")) {
                const int k = swap_partner(i);
                Diagnostic& d = add("molecule.atom.element", Severity::Error,
                                    sym(i) + " is drawn " + drawn_in(j) +
                                        (k >= 0 ? " and " + sym(k) + " " + drawn_in(a_to_b[static_cast<size_t>(k)]) +
                                                      ": the two are swapped"
                                                : std::string()) +
                                        ": " + cand_names({j}) + " stands for the " + palette.name(ref_atom(i).cls) +
                                        bonded_to(i) + ".",
                                    cand_atom(j).item);
                d.shapes.push_back(Shape{"location", cand_circle(j)});
            }
            if (j < 0 && listing("molecule.atom.missing"))
                add("molecule.atom.missing", Severity::Error,
                    "The " + palette.name(ref_atom(i).cls) + bonded_to(i) + " is missing (" + sym(i) +
                        ", reference atom " + std::to_string(i + 1) + ")" + neighbour_hint(i) + ".");
        }
        for (int j = 0; j < b.size(); ++j) {
            if (b_to_a[static_cast<size_t>(j)] >= 0 || said_hydrogen(j)) continue;
            if (!listing("molecule.atom.extra")) continue;
            Diagnostic& d = add("molecule.atom.extra", Severity::Error,
                                "An extra " + element_word(j) + drawn_bonded_to(j) + " is drawn: " +
                                    cand_names({j}) + " has no counterpart in the reference.",
                                cand_atom(j).item);
            d.shapes.push_back(Shape{"extraneous", cand_circle(j)});
        }
    }

    // A drawn hydrogen the hydrogens diagnostic has already spoken for.
    bool said_hydrogen(int j) const {
        return hydrogens_reported && palette.hydrogen() >= 0 && cand_atom(j).cls == palette.hydrogen() &&
               b_to_a[static_cast<size_t>(j)] < 0;
    }

    // Bonds of candidate atom j, not counting those to hydrogens already spoken for.
    int drawn_degree(int j) const {
        int n = 0;
        for (const auto& [k, label] : b.neighbours(j)) n += !said_hydrogen(k);
        return n;
    }

    // A drawn atom's element as a noun: "O", "atom of no element's colour", "atom filled "#274a4a"" (ssvg).
    std::string element_word(int j) const {
        if (ssvg) return "atom filled \"" + cand_atom(j).label + "\"";
        return cand_atom(j).cls < 0 ? std::string("atom of no element's colour") : palette.name(cand_atom(j).cls);
    }

    // "as N", or "in a colour no element has".
    std::string drawn_in(int j) const {
        return !ssvg && cand_atom(j).cls < 0 ? "in a colour no element has" : "as " + element_of_candidate(j);
    }

    std::string element_of_candidate(int j) const {
        return ssvg ? "fill \"" + cand_atom(j).label + "\"" : palette.name(cand_atom(j).cls);
    }

    // Where a missing atom should be: next to the drawn counterparts of its neighbours.
    std::string neighbour_hint(int i) const {
        std::vector<int> drawn;
        for (const auto& [n, label] : a.neighbours(i))
            if (a_to_b[static_cast<size_t>(n)] >= 0) drawn.push_back(a_to_b[static_cast<size_t>(n)]);
        return drawn.empty() ? std::string() : ": it belongs next to " + cand_names(drawn);
    }

    // The reference atom whose element atom i's counterpart is drawn in, and which is drawn
    // in i's: the two are swapped. -1 when there is none.
    int swap_partner(int i) const {
        const int j = a_to_b[static_cast<size_t>(i)];
        for (int k = 0; k < a.size(); ++k) {
            const int m = a_to_b[static_cast<size_t>(k)];
            if (k == i || m < 0 || same_label(k)) continue;
            if (a.label(k) == b.label(j) && b.label(m) == a.label(i)) return k;
        }
        return -1;
    }

    void bonds() {
        std::vector<std::pair<int, int>> missing, extra;   // reference atoms; candidate atoms
        for (const Bond& bond : reference.bonds) {
            const int x = a_to_b[static_cast<size_t>(bond.a)], y = a_to_b[static_cast<size_t>(bond.b)];
            if (x < 0 || y < 0) continue;              // an unmapped atom says it already
            const int label = b.edge_label(x, y);
            if (label < 0) missing.push_back({bond.a, bond.b});
            else if (label != a.edge_label(bond.a, bond.b) && !same_order(&bond - reference.bonds.data(), x, y) &&
                     listing("molecule.bond.order"))
                order_diagnostic(bond, x, y, label);
        }
        for (const Bond& bond : c.candidate.bonds) {
            const int x = b_to_a[static_cast<size_t>(bond.a)], y = b_to_a[static_cast<size_t>(bond.b)];
            if (said_hydrogen(bond.a) || said_hydrogen(bond.b)) continue;
            if (x < 0 || y < 0 || a.edge_label(x, y) < 0) extra.push_back({bond.a, bond.b});
        }
        moved(missing, extra);
        for (const auto& [p, q] : missing) {
            if (!listing("molecule.bond.missing")) continue;
            const int x = a_to_b[static_cast<size_t>(p)], y = a_to_b[static_cast<size_t>(q)];
            Diagnostic& d = add("molecule.bond.missing", Severity::Error,
                                "The bond " + sym(p) + "-" + sym(q) + " is missing: no line joins " + cand_names({x, y}) +
                                    ".");
            d.shapes.push_back(Shape{"expected", Segment{cand_atom(x).center, cand_atom(y).center}});
        }
        for (const auto& [p, q] : extra) {
            if (!listing("molecule.bond.extra")) continue;
            const Bond* bond = candidate_bond(p, q);
            Diagnostic& d = add("molecule.bond.extra", Severity::Error,
                                "An extra bond " + drawn_as(p) + "-" + drawn_as(q) + " is drawn: the line joining " +
                                    cand_names({p, q}) + " is a bond the reference does not have.",
                                bond->items.empty() ? -1 : bond->items.front());
            d.shapes.push_back(Shape{"extraneous", Segment{cand_atom(p).center, cand_atom(q).center}});
        }
    }

    // The candidate's bond p-q (p < q); bonds are sorted by their atom pair.
    const Bond* candidate_bond(int p, int q) const {
        const auto& bonds = c.candidate.bonds;
        const auto it = std::lower_bound(bonds.begin(), bonds.end(), std::make_pair(p, q),
                                         [](const Bond& x, const std::pair<int, int>& k) {
                                             return std::make_pair(x.a, x.b) < k;
                                         });
        return it != bonds.end() && it->a == p && it->b == q ? &*it : nullptr;
    }

    // One bond missing and one extra at the same atom: a substituent or a ring bond drawn
    // on the neighbouring position. Say it in those words.
    void moved(const std::vector<std::pair<int, int>>& missing, const std::vector<std::pair<int, int>>& extra) {
        if (missing.size() != 1 || extra.size() != 1) return;
        const auto [p, q] = missing.front();
        const auto [s, t] = extra.front();
        for (const auto& [fixed, from] : {std::pair{p, q}, std::pair{q, p}}) {
            const int image = a_to_b[static_cast<size_t>(fixed)];
            if (image != s && image != t) continue;
            const int other = image == s ? t : s;
            const int was = b_to_a[static_cast<size_t>(other)];
            // A substituent (an atom with this one bond) moved, in a chemist's words: "the O on
            // C3 is on C4 instead"; else the bond's two ends.
            const std::string where = was >= 0 ? sym(was) : "an extra " + element_word(other);
            const std::string head =
                a.degree(fixed) == 1
                    ? "The " + palette.name(ref_atom(fixed).cls) + " on " + sym(from) + " is on " + where + " instead"
                    : "A bond is one position over: " + sym(fixed) + " is bonded to " + where + " instead of " + sym(from);
            Diagnostic& d =
                add("molecule.bond.moved", Severity::Error,
                    head + ". Drawn: " + cand_names({image}) + ", which stands for " + sym(fixed) + ", bonded to " +
                        cand_names({other}) + ".");
            d.shapes.push_back(Shape{"extraneous", Segment{cand_atom(image).center, cand_atom(other).center}});
            const int should = a_to_b[static_cast<size_t>(from)];
            if (should >= 0) d.shapes.push_back(Shape{"expected", Segment{cand_atom(image).center, cand_atom(should).center}});
            return;
        }
    }

    // With orders up to the Kekulé structure (expected_orders): whether the drawn bond x-y
    // (candidate atoms) shows the order reference bond k should have. Only asked where the
    // labels differ, so a drawing that is the molecule is never found wrong here.
    bool same_order(std::ptrdiff_t k, int x, int y) const {
        if (expected.empty() || k < 0) return false;
        const Bond* drawn = candidate_bond(std::min(x, y), std::max(x, y));
        return drawn && drawn->order() == expected[static_cast<size_t>(k)];
    }

    // The index of the reference bond p-q (reference atoms), or -1.
    std::ptrdiff_t reference_bond(int p, int q) const {
        const auto key = std::make_pair(std::min(p, q), std::max(p, q));
        const auto& bonds = reference.bonds;
        const auto it = std::lower_bound(bonds.begin(), bonds.end(), key, [](const Bond& x, const std::pair<int, int>& k) {
            return std::make_pair(x.a, x.b) < k;
        });
        return it != bonds.end() && it->a == key.first && it->b == key.second ? it - bonds.begin() : -1;
    }

    void order_diagnostic(const Bond& bond, int x, int y, int drawn) {
        if (options.alternation) {
            // Labels are orders up to the Kekulé structure: say it in orders and rings.
            const Bond* own = candidate_bond(std::min(x, y), std::max(x, y));
            const int lines = own ? own->order() : drawn;
            const bool ring = a.edge_label(bond.a, bond.b) == kekule::kAlternating;
            const int want = expected.empty() ? bond.order() : expected[static_cast<size_t>(&bond - reference.bonds.data())];
            Diagnostic& d = add("molecule.bond.order", Severity::Error,
                "The bond " + sym(bond.a) + "-" + sym(bond.b) +
                    (ring ? " is a bond of an aromatic ring (alternating single and double bonds), of order " +
                                std::to_string(want) + " in the Kekulé structure closest to the drawing"
                          : " has order " + std::to_string(want) + " in the reference") +
                    ", but is drawn with " + std::to_string(lines) + (lines == 1 ? " line" : " lines") + " between " +
                    cand_names({x, y}) +
                    (drawn == kekule::kAlternating ? ", as part of a ring of alternating bonds the reference does not have"
                                                   : "") + ".");
            d.shapes.push_back(Shape{"found", Segment{cand_atom(x).center, cand_atom(y).center}});
            return;
        }
        Diagnostic& d = add("molecule.bond.order", Severity::Error,
            "The bond " + sym(bond.a) + "-" + sym(bond.b) + " has order " + std::to_string(bond.order()) +
                " in the reference but is drawn with " + std::to_string(drawn) + (drawn == 1 ? " line" : " lines") +
                " between " + cand_names({x, y}) + ".");
        d.shapes.push_back(Shape{"found", Segment{cand_atom(x).center, cand_atom(y).center}});
    }

    void degrees() {
        std::string list;
        std::vector<Shape> shapes;
        int n = 0;
        for (int i = 0; i < a.size(); ++i) {
            const int j = a_to_b[static_cast<size_t>(i)];
            if (j < 0 || a.degree(i) == drawn_degree(j)) continue;
            shapes.push_back(Shape{"location", cand_circle(j)});
            if (++n <= kMaxListed)
                list += std::string(n == 1 ? "" : "; ") + sym(i) + ": " + std::to_string(a.degree(i)) +
                        " in the reference, " + std::to_string(drawn_degree(j)) + " drawn";
        }
        if (n == 0) return;
        if (n > kMaxListed) list += "; and " + std::to_string(n - kMaxListed) + " more";
        add("molecule.atom.degree", Severity::Error,
            count_words(n, "atom has", "atoms have") + " a different number of bonds: " + list + ".")
            .shapes = std::move(shapes);
    }

    void fragments() {
        const int ref_count = result->reference.fragments;
        int cand_count = 0;
        const std::vector<int> part = graph::components(b, &cand_count);
        if (cand_count <= ref_count || b.size() == 0) return;
        std::vector<int> sizes(static_cast<size_t>(cand_count), 0);
        for (int p : part) ++sizes[static_cast<size_t>(p)];
        const int main = static_cast<int>(std::max_element(sizes.begin(), sizes.end()) - sizes.begin());
        std::string list;
        for (size_t k = 0; k < sizes.size(); ++k)
            list += std::string(k == 0 ? "" : k + 1 == sizes.size() ? " and " : ", ") + std::to_string(sizes[k]);
        Diagnostic& d = add("molecule.fragments", Severity::Error,
                            "The drawing falls into " + std::to_string(cand_count) + " disconnected pieces (" + list +
                                " atoms); the reference has " + std::to_string(ref_count) +
                                ". A bond joining the pieces is missing or does not reach its atoms.");
        for (int j = 0; j < b.size(); ++j)
            if (part[static_cast<size_t>(j)] != main) d.shapes.push_back(Shape{"location", cand_circle(j)});
    }

    void hydrogens() {
        const int h = palette.hydrogen();
        if (h < 0) return;
        int drawn = 0, wanted = 0;
        for (const Atom& atom : c.candidate.atoms) drawn += atom.cls == h;
        for (const Atom& atom : reference.atoms) wanted += atom.cls == h;
        if (drawn <= wanted) return;
        std::string message = count_words(drawn - wanted, "hydrogen atom is", "hydrogen atoms are") +
                              " drawn; the prompt asks to omit hydrogens.";
        if (wanted == 0 && heavy_atoms_match(h))
            message += " Without them the drawing is the reference molecule.";
        hydrogens_reported = true;
        Diagnostic& d = add("molecule.hydrogens", Severity::Error, message);
        for (size_t j = 0; j < c.candidate.atoms.size(); ++j)
            if (c.candidate.atoms[j].cls == h) d.shapes.push_back(Shape{"extraneous", cand_circle(static_cast<int>(j))});
    }

    // The candidate's graph without its hydrogens, against the reference.
    bool heavy_atoms_match(int h) const {
        Drawing heavy;
        std::vector<int> index(c.candidate.atoms.size(), -1);
        for (size_t j = 0; j < c.candidate.atoms.size(); ++j) {
            if (c.candidate.atoms[j].cls == h) continue;
            index[j] = static_cast<int>(heavy.atoms.size());
            heavy.atoms.push_back(c.candidate.atoms[j]);
        }
        for (const Bond& bond : c.candidate.bonds) {
            const int x = index[static_cast<size_t>(bond.a)], y = index[static_cast<size_t>(bond.b)];
            if (x < 0 || y < 0) continue;
            Bond copy = bond;
            copy.a = x;
            copy.b = y;
            heavy.bonds.push_back(copy);
        }
        std::vector<std::string> labels = c.prepared.labels;
        const graph::Graph cand = graph_of(heavy, options, c.prepared.profile, labels);
        return graph::find_isomorphism(a, cand, options.budget).outcome == graph::Outcome::Isomorphic;
    }

    // Problems reading the candidate that did not change the molecule are not errors.
    void soften_reading_errors() {
        for (Diagnostic& d : report.diagnostics)
            if (d.source == "candidate" && d.code.rfind("molecule.bond.", 0) == 0 && d.severity == Severity::Error)
                d.severity = Severity::Warning;
    }

    // Labels drawn over each other (molecule.label.overlap): whatever the atoms read there,
    // the drawing shows no one molecule, so it cannot pass.
    bool illegible() const {
        for (const Diagnostic& d : c.candidate.diagnostics)
            if (d.code == "molecule.label.overlap") return true;
        return false;
    }

    // `satisfied` of the requirements, one for each reference atom and bond (requirements()).
    void verdict(size_t satisfied) {
        size_t extra = 0;
        for (const MoleculeAtom& atom : result->candidate.atoms) extra += atom.status == "extra";
        for (const MoleculeBond& bond : result->candidate.bonds) extra += bond.status == "extra";
        const size_t total = result->reference.atoms.size() + result->reference.bonds.size() + extra;
        report.score = total ? double(satisfied) / double(total) : 0;
        report.verdict = outcome == graph::Outcome::Isomorphic     ? (wrong_charges.empty() && !illegible() ? Verdict::Pass : Verdict::Fail)
                         : outcome == graph::Outcome::Different     ? Verdict::Fail
                                                                    : Verdict::Invalid;
    }

    void run() {
        decide();
        if (options.alternation && options.bond_order && !ssvg && outcome == graph::Outcome::Different)
            expected = expected_orders(reference, a, c.candidate, a_to_b);
        result = std::make_shared<MoleculeResult>();
        result->outcome = graph::to_string(outcome);
        result->decided_by = outcome == graph::Outcome::Different ? decided_by : "";
        result->steps = steps;
        result->budget = options.budget;
        result->reference = side(reference, a, a_to_b, b, true);
        result->candidate = side(c.candidate, b, b_to_a, a, false);
        report.result = result;
        if (c.verdict_only) {
            // A report of the verdict and the score: no requirements or words are made, and
            // their count is taken from the sides as requirements() would find it.
            size_t matched = 0;
            for (const MoleculeAtom& atom : result->reference.atoms) matched += atom.status == "matched";
            for (const MoleculeBond& bond : result->reference.bonds) matched += bond.status == "matched";
            verdict(matched);
            return;
        }
        requirements();
        if (outcome == graph::Outcome::Isomorphic) soften_reading_errors();
        summary();
        charges();
        if (outcome == graph::Outcome::Different) {
            hydrogens();
            atoms();
            bonds();
            degrees();
            fragments();
            if (mapping_exhausted)
                add("molecule.search.partial", Severity::Info,
                    "The search for the best correspondence ran out of budget; the atoms and bonds named above are "
                    "from the best one found so far.");
        }
        listed.finish();
        size_t satisfied = 0;
        for (const Requirement& q : report.requirements) satisfied += q.satisfied;
        verdict(satisfied);
    }
};

}  // namespace

void report_comparison(const Comparison& c, Report& report) { Compared(c, report).run(); }

}  // namespace plumbline::molecule
