// The SMILES parser: the OpenSMILES grammar (http://opensmiles.org/opensmiles.html) for
// the molecules models and task authors write,
//
//   smiles   : chain ( '.' chain )*          (a '.' between pieces: no bond)
//   chain    : atom ( bond? ( atom | ring ) | '(' ( bond | '.' )? chain ')' )*
//   ring     : bond? ( DIGIT | '%' DIGIT DIGIT )
//   atom     : organic | aromatic | '*' | '[' isotope? symbol chiral? hcount? charge? class? ']'
//   organic  : B C N O P S F Cl Br I         aromatic : b c n o p s
//   bond     : '-' '=' '#' '$' ':' '/' '\'
//
// read in one pass without recursion (branches on a stack bounded by the depth budget).
// Hydrogens: a bracket atom has those it writes; an organic-subset atom those its lowest
// normal valence leaves (B 3, C 4, N 3 or 5, O 2, P 3 or 5, S 2, 4 or 6, halogens 1), an
// aromatic one counting one more bond for its share of the ring's double bonds.
#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "formats/smiles/smiles_parse.hpp"
#include "scene/elements.hpp"

namespace plumbline::smiles {

namespace {

bool blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v'; }
bool digit(char c) { return c >= '0' && c <= '9'; }
bool upper(char c) { return c >= 'A' && c <= 'Z'; }
bool lower(char c) { return c >= 'a' && c <= 'z'; }
bool bond_char(char c) { return c == '-' || c == '=' || c == '#' || c == '$' || c == ':' || c == '/' || c == '\\'; }

// How a character is named in a message: 'x', or a byte that is no printable ASCII.
std::string shown(char c) {
    if (c >= 0x21 && c <= 0x7e) return std::string("'") + c + "'";
    static const char* kHex = "0123456789ABCDEF";
    const unsigned char u = static_cast<unsigned char>(c);
    return std::string("the byte 0x") + kHex[u >> 4] + kHex[u & 15];
}

// The normal valences of the organic subset, lowest first (OpenSMILES 3.1.1).
const std::vector<int>* normal_valences(const std::string& element) {
    static const std::map<std::string, std::vector<int>> kValences = {
        {"B", {3}}, {"C", {4}}, {"N", {3, 5}}, {"O", {2}}, {"P", {3, 5}}, {"S", {2, 4, 6}},
        {"F", {1}}, {"Cl", {1}}, {"Br", {1}}, {"I", {1}}};
    const auto it = kValences.find(element);
    return it == kValences.end() ? nullptr : &it->second;
}

struct PendingBond {
    char symbol = 0;             // 0: none written
    size_t at = 0;
};

struct OpenRing {
    int atom = -1;
    PendingBond bond;
    size_t at = 0;               // where the ring number is written
};

struct OpenBranch {
    int atom = -1;               // the atom the branch hangs on
    size_t at = 0;               // its '('
    bool has_atom = false;       // an atom was written inside it
};

class Parser {
public:
    Parser(std::string_view text, const Stretch& s, const ReadLimits& limits, const LineIndex& lines,
           ReadReporter& reporter, SceneMolecule& out)
        : t_(text), s_(s), limits_(limits), lines_(lines), reporter_(reporter), out_(out) {}

    bool run() {
        size_t i = s_.begin;
        while (i < s_.end) {
            const char c = t_[i];
            if (c == '[' || upper(c) || lower(c) || c == '*') {
                const int atom = c == '[' ? bracket_atom(i) : organic_atom(i);
                if (atom < 0) return false;
                if (!connect(atom, i)) return false;
            } else if (bond_char(c)) {
                if (prev_ < 0) return fail(i, "smiles.bond", "the bond " + shown(c) + " has no atom before it to start from");
                if (pending_.symbol)
                    return fail(i, "smiles.bond", "the bond " + shown(c) + " follows the bond " + shown(pending_.symbol) +
                                                      " with no atom between them");
                pending_ = {c, i};
                ++i;
            } else if (digit(c) || c == '%') {
                if (!ring(i)) return false;
            } else if (c == '(') {
                if (prev_ < 0) return fail(i, "smiles.branch", "a branch '(' must follow the atom it hangs on");
                if (pending_.symbol)
                    return fail(pending_.at, "smiles.branch",
                                "the bond " + shown(pending_.symbol) + " stands before '('; write it inside the branch, "
                                "as in C(=O)O");
                if (branches_.size() >= static_cast<size_t>(limits_.max_depth))
                    return limit(i, "read.limit.depth", "branches nest more than " + std::to_string(limits_.max_depth) +
                                                            " deep, the depth budget");
                branches_.push_back({prev_, i, false});
                after_open_ = true;
                ++i;
            } else if (c == ')') {
                if (branches_.empty()) return fail(i, "smiles.branch", "')' closes no branch: there is no '(' open");
                if (pending_.symbol)
                    return fail(pending_.at, "smiles.bond", "the bond " + shown(pending_.symbol) + " has no atom after it");
                if (!branches_.back().has_atom)
                    return fail(i, "smiles.branch", "the branch opened at column " +
                                                        std::to_string(lines_.at(branches_.back().at).column) +
                                                        " is empty; a branch holds at least one atom");
                prev_ = branches_.back().atom;
                branches_.pop_back();
                after_open_ = false;
                ++i;
            } else if (c == '.') {
                if (pending_.symbol)
                    return fail(pending_.at, "smiles.bond", "the bond " + shown(pending_.symbol) + " has no atom after it");
                if (prev_ < 0) return fail(i, "smiles.dot", "'.' separates two molecules but has no atom before it");
                prev_ = -1;
                ++i;
            } else {
                return fail(i, "smiles.syntax", shown(c) + " cannot stand in a SMILES string");
            }
        }
        if (pending_.symbol)
            return fail(pending_.at, "smiles.bond", "the bond " + shown(pending_.symbol) + " has no atom after it");
        if (!branches_.empty())
            return fail(branches_.back().at, "smiles.branch", "the branch '(' is never closed by ')'");
        if (prev_ < 0 && !out_.atoms.empty())
            return fail(s_.end - 1, "smiles.dot", "'.' ends the string; it separates two molecules");
        for (const auto& [number, open] : rings_)
            return fail(open.at, "smiles.ring",
                        "the ring bond " + ring_name(number) + " opened here is never closed: the same number must "
                        "appear at the atom that closes the ring");
        implied_hydrogens();
        return true;
    }

private:
    // Adds the bond from the previous atom (or the branch's atom) to `atom`.
    bool connect(int atom, size_t at) {
        if (prev_ >= 0) {
            if (!add_bond(prev_, atom, pending_, at)) return false;
        } else if (pending_.symbol) {
            return fail(pending_.at, "smiles.bond", "the bond " + shown(pending_.symbol) + " has no atom before it");
        }
        if (!branches_.empty()) branches_.back().has_atom = true;
        pending_ = {};
        prev_ = atom;
        after_open_ = false;
        return true;
    }

    bool add_bond(int a, int b, const PendingBond& bond, size_t at) {
        if (!budget(at)) return false;
        SceneBond out;
        out.a = a;
        out.b = b;
        const SceneAtom& x = out_.atoms[static_cast<size_t>(a)];
        const SceneAtom& y = out_.atoms[static_cast<size_t>(b)];
        switch (bond.symbol) {
        case '=': out.order = 2; break;
        case '#': out.order = 3; break;
        case '$': out.order = 4; break;
        case ':': out.aromatic = true; break;
        case '/':
        case '\\': out.stereo = bond.symbol; break;
        case '-': break;
        default: out.aromatic = x.aromatic && y.aromatic; break;   // no symbol: aromatic between aromatic atoms
        }
        out.span = bond.symbol ? lines_.at(bond.at) : lines_.at(at);
        out_.bonds.push_back(out);
        bonded_.insert({std::min(a, b), std::max(a, b)});
        return true;
    }

    bool budget(size_t at) {
        if (out_.atoms.size() + out_.bonds.size() < limits_.max_items) return true;
        return limit(at, "read.limit.items",
                     "the molecule has more than " + std::to_string(limits_.max_items) + " atoms and bonds, the item budget");
    }

    // B C N O P S F Cl Br I, b c n o p s, '*'.
    int organic_atom(size_t& i) {
        SceneAtom atom;
        const size_t start = i;
        const char c = t_[i];
        if (c == '*') {
            atom.element = "*";
            ++i;
        } else if (c == 'C' && i + 1 < s_.end && t_[i + 1] == 'l') {
            atom.element = "Cl", i += 2;
        } else if (c == 'B' && i + 1 < s_.end && t_[i + 1] == 'r') {
            atom.element = "Br", i += 2;
        } else if (std::string_view("BCNOPSFI").find(c) != std::string_view::npos) {
            atom.element = std::string(1, c), ++i;
        } else if (std::string_view("bcnops").find(c) != std::string_view::npos) {
            atom.element = std::string(1, static_cast<char>(c - 'a' + 'A')), atom.aromatic = true, ++i;
        } else {
            std::string word(1, c);
            if (i + 1 < s_.end && lower(t_[i + 1])) word += t_[i + 1];
            const bool element = atomic_number(word) > 0 || atomic_number(std::string(1, c)) > 0;
            fail(i, "smiles.atom",
                 shown(c) + " is no atom that may stand outside brackets" +
                     (element ? "; write other elements in brackets, as [" + word + "]" : "") +
                     " (outside brackets: B C N O P S F Cl Br I, aromatic b c n o p s, and *)");
            return -1;
        }
        atom.span = lines_.range(start, i);
        return add_atom(std::move(atom), start);
    }

    int add_atom(SceneAtom atom, size_t at) {
        if (!budget(at)) return -1;
        out_.atoms.push_back(std::move(atom));
        organic_.push_back(!out_.atoms.back().hydrogens_stated);
        return static_cast<int>(out_.atoms.size()) - 1;
    }

    // '[' isotope? symbol chiral? hcount? charge? class? ']'
    int bracket_atom(size_t& i) {
        const size_t open = i++;
        const size_t close = t_.substr(0, s_.end).find(']', open);
        if (close == std::string_view::npos) {
            fail(open, "smiles.bracket", "the bracket atom '[' is never closed by ']'");
            return -1;
        }
        SceneAtom atom;
        atom.hydrogens_stated = true;
        // isotope
        if (i < close && digit(t_[i])) {
            long n = 0;
            for (; i < close && digit(t_[i]); ++i) n = std::min(100000L, n * 10 + (t_[i] - '0'));
            if (n > 999) {
                fail(open + 1, "smiles.bracket", "the isotope (mass number) " + std::to_string(n) + " is more than 999");
                return -1;
            }
            atom.isotope = static_cast<int>(n);
        }
        // symbol
        if (i >= close) {
            fail(i, "smiles.bracket", "the bracket atom names no element; expected a symbol such as C, N or Fe");
            return -1;
        }
        if (t_[i] == '*') {
            atom.element = "*", ++i;
        } else if (upper(t_[i])) {
            if (i + 1 < close && lower(t_[i + 1]) && atomic_number(t_.substr(i, 2)) > 0)
                atom.element = std::string(t_.substr(i, 2)), i += 2;
            else if (atomic_number(t_.substr(i, 1)) > 0)
                atom.element = std::string(t_.substr(i, 1)), i += 1;
            else {
                fail(i, "smiles.atom.element",
                     "'" + std::string(t_.substr(i, i + 1 < close && lower(t_[i + 1]) ? 2 : 1)) + "' is no element symbol");
                return -1;
            }
        } else if (lower(t_[i])) {
            // Aromatic: b c n o p s, and se, as, te.
            std::string two = i + 1 < close ? std::string(t_.substr(i, 2)) : std::string();
            if (two == "se" || two == "as" || two == "te") {
                atom.element = std::string(1, static_cast<char>(two[0] - 'a' + 'A')) + two[1], i += 2;
            } else if (std::string_view("bcnops").find(t_[i]) != std::string_view::npos) {
                atom.element = std::string(1, static_cast<char>(t_[i] - 'a' + 'A')), ++i;
            } else {
                fail(i, "smiles.atom.aromatic",
                     shown(t_[i]) + " is no aromatic atom; aromatic atoms are b c n o p s se as te, others are written "
                     "with a capital letter");
                return -1;
            }
            atom.aromatic = true;
        } else {
            fail(i, "smiles.bracket", shown(t_[i]) + " cannot start an element symbol");
            return -1;
        }
        // chirality: @, @@, @TH1, @AL2, @SP3, @TB12, @OH25
        if (i < close && t_[i] == '@') {
            const size_t from = i++;
            if (i < close && t_[i] == '@') {
                ++i;
            } else if (i + 1 < close && upper(t_[i]) && upper(t_[i + 1])) {
                const std::string_view kind = t_.substr(i, 2);
                if (kind == "TH" || kind == "AL" || kind == "SP" || kind == "TB" || kind == "OH") {
                    i += 2;
                    if (i >= close || !digit(t_[i])) {
                        fail(i, "smiles.bracket", "the chirality @" + std::string(kind) + " needs a number, as @" +
                                                      std::string(kind) + "1");
                        return -1;
                    }
                    while (i < close && digit(t_[i])) ++i;
                }
            }
            atom.chirality = std::string(t_.substr(from, i - from));
        }
        // hydrogens
        if (i < close && t_[i] == 'H') {
            ++i;
            atom.hydrogens = 1;
            if (i < close && digit(t_[i])) atom.hydrogens = t_[i++] - '0';
        }
        // charge: + ++ +2 - -- -2 (up to 15)
        if (i < close && (t_[i] == '+' || t_[i] == '-')) {
            const char sign = t_[i++];
            int n = 1;
            if (i < close && t_[i] == sign) {
                n = 2, ++i;
            } else if (i < close && digit(t_[i])) {
                n = 0;
                for (int k = 0; k < 2 && i < close && digit(t_[i]); ++k) n = n * 10 + (t_[i++] - '0');
                if (n > 15) {
                    fail(i - 1, "smiles.bracket", "a charge of " + std::to_string(n) + " is more than 15");
                    return -1;
                }
            }
            atom.charge = sign == '+' ? n : -n;
        }
        // class
        if (i < close && t_[i] == ':') {
            ++i;
            if (i >= close || !digit(t_[i])) {
                fail(i, "smiles.bracket", "':' in a bracket atom gives its class and needs a number, as [CH3:1]");
                return -1;
            }
            long n = 0;
            for (; i < close && digit(t_[i]); ++i) n = std::min(1000000000L, n * 10 + (t_[i] - '0'));
            atom.atom_class = static_cast<int>(n);
        }
        if (i != close) {
            fail(i, "smiles.bracket",
                 shown(t_[i]) + " cannot stand here in a bracket atom, whose parts come in the order isotope, "
                 "element, chirality, hydrogens, charge, class, as in [13CH3+:1]");
            return -1;
        }
        i = close + 1;
        atom.span = lines_.range(open, i);
        return add_atom(std::move(atom), open);
    }

    static std::string ring_name(int number) {
        return number >= 10 ? "%" + std::to_string(number) : std::to_string(number);
    }

    bool ring(size_t& i) {
        const size_t at = i;
        int number = 0;
        if (t_[i] == '%') {
            if (i + 2 >= s_.end || !digit(t_[i + 1]) || !digit(t_[i + 2]))
                return fail(i, "smiles.ring", "'%' starts a two-digit ring number and needs two digits after it, as %12");
            number = (t_[i + 1] - '0') * 10 + (t_[i + 2] - '0');
            i += 3;
        } else {
            number = t_[i++] - '0';
        }
        if (prev_ < 0 || after_open_)
            return fail(at, "smiles.ring", "the ring bond " + ring_name(number) + " must follow the atom it starts or closes at");
        const auto open = rings_.find(number);
        if (open == rings_.end()) {
            rings_[number] = OpenRing{prev_, pending_, at};
            pending_ = {};
            return true;
        }
        const OpenRing ring = open->second;
        rings_.erase(open);
        if (ring.atom == prev_)
            return fail(at, "smiles.ring", "the ring bond " + ring_name(number) + " opens and closes at the same atom");
        if (bonded_.count({std::min(ring.atom, prev_), std::max(ring.atom, prev_)}))
            return fail(at, "smiles.ring", "the ring bond " + ring_name(number) + " joins two atoms that are already bonded");
        PendingBond bond = pending_.symbol ? pending_ : ring.bond;
        if (pending_.symbol && ring.bond.symbol && pending_.symbol != ring.bond.symbol) {
            const bool stereo = (pending_.symbol == '/' || pending_.symbol == '\\') &&
                                (ring.bond.symbol == '/' || ring.bond.symbol == '\\');
            if (!stereo)
                return fail(pending_.at, "smiles.ring.bond",
                            "the ring bond " + ring_name(number) + " is written " + shown(ring.bond.symbol) +
                                " where it opens (column " + std::to_string(lines_.at(ring.bond.at).column) +
                                ") but " + shown(pending_.symbol) + " where it closes");
        }
        if (!add_bond(ring.atom, prev_, bond, at)) return false;
        out_.bonds.back().span = lines_.range(at, i);
        pending_ = {};
        return true;
    }

    // An organic-subset atom's hydrogens: what its lowest normal valence that holds its
    // bonds leaves; an aromatic atom counts one bond more (its share of the double bonds)
    // and takes only its lowest valence, so a ring nitrogen with three bonds (caffeine's)
    // has none.
    void implied_hydrogens() {
        std::vector<int> sum(out_.atoms.size(), 0);
        for (const SceneBond& b : out_.bonds) {
            const int order = b.aromatic ? 1 : b.order;
            sum[static_cast<size_t>(b.a)] += order;
            sum[static_cast<size_t>(b.b)] += order;
        }
        for (size_t k = 0; k < out_.atoms.size(); ++k) {
            SceneAtom& atom = out_.atoms[k];
            if (!organic_[k] || atom.element == "*") continue;
            const std::vector<int>* valences = normal_valences(atom.element);
            if (!valences) continue;
            if (atom.aromatic) {
                atom.hydrogens = std::max(0, valences->front() - sum[k] - 1);
                continue;
            }
            const auto fits = std::find_if(valences->begin(), valences->end(), [&](int v) { return v >= sum[k]; });
            if (fits != valences->end()) {
                atom.hydrogens = *fits - sum[k];
                continue;
            }
            atom.hydrogens = 0;
            reporter_.add(Severity::Warning, "smiles.valence",
                          "The " + atom.element + " atom here has bonds of total order " + std::to_string(sum[k]) +
                              ", more than its largest normal valence (" + std::to_string(valences->back()) +
                              "); it is read as written, with no hydrogens.",
                          atom.span);
        }
    }

    bool fail(size_t at, const std::string& code, const std::string& what) {
        const Span span = lines_.at(std::min(at, t_.empty() ? 0 : t_.size() - 1));
        reporter_.add(Severity::Error, code,
                      "SMILES error at line " + std::to_string(span.line) + ", column " + std::to_string(span.column) +
                          ": " + what + ".",
                      span);
        return false;
    }

    bool limit(size_t at, const std::string& code, const std::string& what) {
        reporter_.add(Severity::Error, code, "The SMILES string is too large to read: " + what + ".", lines_.at(at));
        return false;
    }

    std::string_view t_;
    const Stretch& s_;
    const ReadLimits& limits_;
    const LineIndex& lines_;
    ReadReporter& reporter_;
    SceneMolecule& out_;
    std::vector<bool> organic_;          // per atom: hydrogens implied (not in brackets)
    int prev_ = -1;                      // the atom the next bond starts at; -1 after '.' and at the start
    bool after_open_ = false;            // just after '(' (a ring number cannot stand there)
    PendingBond pending_;
    std::vector<OpenBranch> branches_;
    std::map<int, OpenRing> rings_;
    std::set<std::pair<int, int>> bonded_;   // atom pairs with a bond, smaller first
};

}  // namespace

Stretch find_stretch(std::string_view text) {
    Stretch s;
    size_t i = 0;
    while (i < text.size() && blank(text[i])) ++i;
    s.begin = i;
    while (i < text.size() && !blank(text[i])) ++i;
    s.end = i;
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
    s.title = i;
    while (i < text.size() && text[i] != '\n' && text[i] != '\r') ++i;
    s.title_end = i;
    while (s.title_end > s.title && blank(text[s.title_end - 1])) --s.title_end;
    while (i < text.size() && blank(text[i])) ++i;
    s.more = i < text.size() ? i : 0;
    return s;
}

bool parse(std::string_view text, const Stretch& s, const ReadLimits& limits, const LineIndex& lines,
           ReadReporter& reporter, SceneMolecule& out) {
    return Parser(text, s, limits, lines, reporter, out).run();
}

}  // namespace plumbline::smiles
