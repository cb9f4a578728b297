// Finds SMILES strings with one forward scan per line: a string is recognised by its
// characters alone (the parser says later whether it is well formed).
#include "formats/smiles/smiles_blocks.hpp"

#include <algorithm>

namespace plumbline {

namespace {

bool blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f'; }

// Whether s is shaped like a SMILES string: outside brackets only organic-subset atoms
// (B C N O P S F Cl Br I b c n o p s *), digits, bonds, branches, '%' and '.'; inside
// brackets letters, digits, '@', '+', '-', ':'. At least one atom. An aromatic atom
// stands in a ring, so a string with one has a ring closure (a digit or '%'): words of
// prose ("no", "so") are not SMILES.
bool smiles_shaped(std::string_view s) {
    bool in_bracket = false, atom = false, aromatic = false, ring = false;
    for (size_t i = 0; i < s.size(); ++i) {
        const char c = s[i];
        if (in_bracket) {
            if (c == ']') in_bracket = false;
            else if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '@' ||
                       c == '+' || c == '-' || c == ':' || c == '*'))
                return false;
            continue;
        }
        if (c == '[') {
            in_bracket = atom = true;
        } else if (std::string_view("BCNOPSFIbcnops*").find(c) != std::string_view::npos) {
            atom = true;
            aromatic = aromatic || (c >= 'a' && c <= 'z');
        } else if ((c == 'l' && i > 0 && s[i - 1] == 'C') || (c == 'r' && i > 0 && s[i - 1] == 'B')) {
            // Cl, Br
        } else if (std::string_view("0123456789%()=#$:/\\.-").find(c) == std::string_view::npos) {
            return false;
        } else if ((c >= '0' && c <= '9') || c == '%') {
            ring = true;
        }
    }
    return atom && !in_bracket && (!aromatic || ring);
}

}  // namespace

void find_smiles_blocks(std::string_view text, size_t begin, size_t end, bool prose, std::vector<Block>& out) {
    end = std::min(end, text.size());
    if (!prose) {
        // The whole stretch: a string, then at most a name on the same line.
        size_t i = begin;
        while (i < end && blank(text[i])) ++i;
        const size_t start = i;
        while (i < end && !blank(text[i])) ++i;
        const size_t stop = i;
        if (start == stop || !smiles_shaped(text.substr(start, stop - start))) return;
        while (i < end && text[i] != '\n') ++i;
        while (i < end && blank(text[i])) ++i;
        if (i < end) return;   // more lines: not one SMILES string
        out.push_back({start, stop, true});
        return;
    }
    for (size_t line = begin; line < end;) {
        size_t next = text.substr(0, end).find('\n', line);
        next = next == std::string_view::npos ? end : next + 1;
        size_t a = line, b = next;
        while (a < b && blank(text[a])) ++a;
        while (b > a && blank(text[b - 1])) --b;
        if (b - a >= 2 && smiles_shaped(text.substr(a, b - a))) out.push_back({a, b, true});
        line = next;
    }
}

}  // namespace plumbline
