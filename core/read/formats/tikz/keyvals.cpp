// Splitting option lists. Nesting is tracked for all of (), [] and {} so values such as
// `shift={(1,2)}`, `label={[red]above:A}` and `rotate around={30:(1,1)}` stay whole.
#include "formats/tikz/keyvals.hpp"

namespace plumbline::tikz {

namespace {
bool blank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
}  // namespace

std::string_view trim(std::string_view s) {
    while (!s.empty() && blank(s.front())) s.remove_prefix(1);
    while (!s.empty() && blank(s.back())) s.remove_suffix(1);
    return s;
}

std::string_view strip_braces(std::string_view s) {
    s = trim(s);
    if (s.size() < 2 || s.front() != '{' || s.back() != '}') return s;
    int depth = 0;
    for (size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '{') ++depth;
        if (s[i] == '}' && --depth == 0 && i + 1 < s.size()) return s;  // "{a}{b}": not one group
    }
    return trim(s.substr(1, s.size() - 2));
}

std::vector<std::string_view> split_top(std::string_view s, char sep) {
    std::vector<std::string_view> out;
    int depth = 0;
    size_t start = 0;
    for (size_t i = 0; i < s.size(); ++i) {
        const char c = s[i];
        if (c == '{' || c == '(' || c == '[') ++depth;
        else if ((c == '}' || c == ')' || c == ']') && depth > 0) --depth;
        else if (c == sep && depth == 0) {
            out.push_back(s.substr(start, i - start));
            start = i + 1;
        }
    }
    out.push_back(s.substr(start));
    return out;
}

std::vector<KeyValue> split_options(std::string_view text) {
    std::vector<KeyValue> out;
    size_t start = 0;
    for (std::string_view piece : split_top(text, ',')) {
        const size_t offset = start;
        start += piece.size() + 1;
        if (trim(piece).empty()) continue;
        KeyValue kv;
        kv.offset = offset + (piece.size() - piece.size());
        while (kv.offset < text.size() && blank(text[kv.offset])) ++kv.offset;
        // The first '=' outside braces separates key and value.
        int depth = 0;
        size_t eq = std::string_view::npos;
        for (size_t i = 0; i < piece.size(); ++i) {
            const char c = piece[i];
            if (c == '{' || c == '(' || c == '[') ++depth;
            else if ((c == '}' || c == ')' || c == ']') && depth > 0) --depth;
            else if (c == '=' && depth == 0) {
                eq = i;
                break;
            }
        }
        const std::string_view key = trim(eq == std::string_view::npos ? piece : piece.substr(0, eq));
        for (char c : key) {
            if (blank(c)) {
                if (!kv.key.empty() && kv.key.back() != ' ') kv.key += ' ';
            } else {
                kv.key += c;
            }
        }
        if (eq != std::string_view::npos) {
            kv.has_value = true;
            kv.value = std::string(strip_braces(piece.substr(eq + 1)));
        }
        out.push_back(std::move(kv));
    }
    return out;
}

}  // namespace plumbline::tikz
