// Atom groups cut into atoms (chemfig.tex: \CF_drawatomgroupa, b, ba) and measured.
#include "formats/chemfig/atoms.hpp"

#include <cctype>

#include "formats/chemfig/settings.hpp"
#include "formats/tikz/node_text.hpp"

namespace plumbline::chemfig {

namespace {

bool is_letter(char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; }

// The token at i: a command (\name or \x), a braced group, or one character (a UTF-8
// sequence whole). Returns its end.
size_t token_end(std::string_view s, size_t i) {
    if (i >= s.size()) return i;
    if (s[i] == '\\') {
        size_t j = i + 1;
        if (j < s.size() && is_letter(s[j])) {
            while (j < s.size() && is_letter(s[j])) ++j;
            return j;
        }
        return std::min(s.size(), j + 1);
    }
    if (s[i] == '{') {
        int depth = 0;
        for (size_t j = i; j < s.size(); ++j) {
            if (s[j] == '\\') {
                ++j;
                continue;
            }
            if (s[j] == '{') ++depth;
            if (s[j] == '}' && --depth == 0) return j + 1;
        }
        return s.size();
    }
    size_t j = i + 1;
    while (j < s.size() && (static_cast<unsigned char>(s[j]) & 0xC0) == 0x80) ++j;
    return j;
}

// `[...]` at i (after a `?` or an `@{..}`): returns past it, content in `inside`.
size_t bracket_end(std::string_view s, size_t i, std::string_view& inside) {
    if (i >= s.size() || s[i] != '[') return i;
    int depth = 0;
    for (size_t j = i; j < s.size(); ++j) {
        if (s[j] == '{') ++depth;
        if (s[j] == '}') --depth;
        if (s[j] == ']' && depth == 0) {
            inside = s.substr(i + 1, j - i - 1);
            return j + 1;
        }
    }
    return i;
}

bool blank_only(std::string_view tex) {
    for (char c : tex)
        if (c != ' ' && c != '{' && c != '}' && c != '\t' && c != '\n' && c != '\r') return false;
    return true;
}

}  // namespace

void measure_atom(Atom& atom) {
    if (blank_only(atom.tex)) {
        atom.width = atom.height = atom.depth = 0;
        return;
    }
    // chemfig sets `$\rm ...$`: letters upright, scripts as in math. The typesetter reads
    // \mathrm{...} runs for that.
    std::string math;
    for (size_t i = 0; i < atom.tex.size();) {
        if (atom.tex[i] == '\\') {
            const size_t end = token_end(atom.tex, i);
            math.append(atom.tex, i, end - i);
            i = end;
            continue;
        }
        if (is_letter(atom.tex[i])) {
            size_t end = i;
            while (end < atom.tex.size() && is_letter(atom.tex[end])) ++end;
            math += "\\mathrm{" + atom.tex.substr(i, end - i) + "}";
            i = end;
            continue;
        }
        math += atom.tex[i++];
    }
    const tikz::SetText set = tikz::set_node_text("$" + math + "$", tikz::TextLayout{});
    atom.width = set.width;
    atom.height = set.height;
    atom.depth = set.depth;
}

std::string plain_text(std::string_view tex) {
    std::string out;
    for (size_t i = 0; i < tex.size();) {
        const char c = tex[i];
        if (c == '\\') {
            const size_t end = token_end(tex, i);
            const std::string_view name = tex.substr(i + 1, end - i - 1);
            if (name == "oplus" || name == "+") out += '+';
            else if (name == "ominus" || name == "-") out += '-';
            else if (name == "bullet" || name == "cdot") out += '.';
            i = end;
            continue;
        }
        if (c == '{' || c == '}' || c == '_' || c == '^' || c == '$' || c == ' ' || c == '~') {
            ++i;
            continue;
        }
        out += c;
        ++i;
    }
    return out;
}

AtomGroup split_atom_group(std::string_view text) {
    AtomGroup group;
    std::string current;
    bool started = false;   // an atom is open
    const auto close = [&] {
        if (!started) return;
        Atom a;
        a.tex = current;
        group.atoms.push_back(a);
        current.clear();
        started = false;
    };
    size_t i = 0;
    while (i < text.size()) {
        const char c = text[i];
        if (c == '@') {   // @{name} or @{name,coeff}: a node name for \chemmove, nothing drawn
            close();
            group.move_marks.push_back(i);
            i = token_end(text, i + 1);
            started = true;
            continue;
        }
        if (c == '|') {
            close();
            ++i;
            continue;
        }
        if (c == '?') {
            if (!started) started = true;   // `?` first: chemfig puts an empty atom before it
            Hook hook;
            hook.offset = i;
            hook.atom = static_cast<int>(group.atoms.size());
            std::string_view inside;
            i = bracket_end(text, i + 1, inside);
            const std::vector<std::string_view> parts = split_top_level(inside);
            if (!parts.empty() && !parts[0].empty()) hook.name = std::string(parts[0]);
            if (parts.size() > 1 && !parts[1].empty()) {
                std::string_view b = parts[1];
                if (b.size() >= 2 && b.front() == '{' && b.back() == '}') b = trim(b.substr(1, b.size() - 2));
                hook.bond = std::string(b);
            }
            if (parts.size() > 2) hook.tikz = std::string(parts[2]);
            group.hooks.push_back(hook);
            continue;
        }
        const size_t end = token_end(text, i);
        if (c >= 'A' && c <= 'Z' && started && !current.empty()) close();
        started = true;
        current.append(text.substr(i, end - i));
        i = end;
    }
    close();
    if (group.atoms.empty()) group.atoms.emplace_back();
    group.empty = true;
    std::string all;
    for (Atom& a : group.atoms) {
        measure_atom(a);
        if (!a.empty()) group.empty = false;
        all += a.tex;
    }
    group.plain = plain_text(all);
    return group;
}

}  // namespace plumbline::chemfig
