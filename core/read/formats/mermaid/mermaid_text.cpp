// Mermaid writes a label into an HTML <span> (htmlLabels, its default), after replacing
// `#name;` and `#123;` by the HTML entities `&name;` and `&#123;` (utils.ts encodeEntities
// and decodeEntities). So the text shown is the label's HTML as a browser shows it: tags
// are formatting, <br> a line break, runs of blanks one space.
#include "formats/mermaid/mermaid_text.hpp"

#include <cstdint>

#include "base/ascii.hpp"
#include "base/utf8.hpp"
#include "formats/dot/dot_entities.hpp"

namespace plumbline::mermaid {

namespace {

bool word_char(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

// `#name;` / `#123;` (Mermaid's spelling) and `&name;` / `&#123;` / `&#x1F;` (HTML's) at
// text[i]: the code point and the length, or 0.
std::uint32_t entity_at(std::string_view text, size_t i, size_t& length) {
    const char lead = text[i];
    if (lead != '#' && lead != '&') return 0;
    size_t j = i + 1;
    bool numeric = false, hex = false;
    if (lead == '&' && j < text.size() && text[j] == '#') {
        numeric = true;
        ++j;
        if (j < text.size() && (text[j] == 'x' || text[j] == 'X')) hex = true, ++j;
    }
    const size_t start = j;
    while (j < text.size() && j - start < 32 && word_char(text[j])) ++j;
    if (j == start || j >= text.size() || text[j] != ';') return 0;
    const std::string_view name = text.substr(start, j - start);
    length = j + 1 - i;
    bool digits = true;
    for (char c : name) digits &= c >= '0' && c <= '9';
    if (lead == '#' && digits) numeric = true;
    if (numeric) {
        std::uint32_t cp = 0;
        for (char c : name) {
            int d = -1;
            if (c >= '0' && c <= '9') d = c - '0';
            else if (hex && c >= 'a' && c <= 'f') d = c - 'a' + 10;
            else if (hex && c >= 'A' && c <= 'F') d = c - 'A' + 10;
            if (d < 0) return 0;
            cp = cp * (hex ? 16 : 10) + static_cast<std::uint32_t>(d);
            if (cp > 0x10FFFF) return 0;
        }
        return cp == 0 || (cp >= 0xD800 && cp <= 0xDFFF) ? 0xFFFD : cp;
    }
    if (const std::uint32_t cp = dot::html_entity(name)) return cp;
    // HTML5's names for ASCII punctuation (browsers decode them; HTML 4 has none).
    static const std::pair<const char*, char> ascii[] = {
        {"apos", '\''}, {"colon", ':'}, {"semi", ';'}, {"num", '#'}, {"excl", '!'}, {"quest", '?'},
        {"lpar", '('}, {"rpar", ')'}, {"lsqb", '['}, {"rsqb", ']'}, {"lbrack", '['}, {"rbrack", ']'},
        {"lcub", '{'}, {"rcub", '}'}, {"lbrace", '{'}, {"rbrace", '}'}, {"vert", '|'}, {"verbar", '|'},
        {"comma", ','}, {"period", '.'}, {"equals", '='}, {"plus", '+'}, {"dollar", '$'}, {"percnt", '%'},
        {"ast", '*'}, {"sol", '/'}, {"bsol", '\\'}, {"lowbar", '_'}, {"grave", '`'}, {"Hat", '^'},
        {"commat", '@'}};
    for (const auto& [n, ch] : ascii)
        if (name == n) return static_cast<unsigned char>(ch);
    return 0;
}

// The tag at text[i] ('<'): its lower-case name ("br", "/b") and its end, or "" when
// it is not a tag (a lone '<' stays text, as in HTML).
std::string tag_at(std::string_view text, size_t i, size_t& end, bool& attributes) {
    size_t j = i + 1;
    std::string name;
    if (j < text.size() && text[j] == '/') name += '/', ++j;
    const size_t start = j;
    while (j < text.size() && ((text[j] >= 'a' && text[j] <= 'z') || (text[j] >= 'A' && text[j] <= 'Z') ||
                               (j > start && text[j] >= '0' && text[j] <= '9')))
        name += ascii_lower(text[j++]);
    if (j == start) return "";
    const size_t close = text.find('>', j);
    if (close == std::string_view::npos) return "";
    attributes = false;
    for (size_t k = j; k < close; ++k)
        if (text[k] != ' ' && text[k] != '/' && text[k] != '\t') attributes = true;
    end = close + 1;
    return name;
}

// Markdown's emphasis markers (`**`, `__`, `*`, `_` around words) dropped, as
// Mermaid's markdown labels show them; a lone one stays.
std::string strip_emphasis(std::string_view s) {
    std::string out;
    for (size_t i = 0; i < s.size();) {
        const char c = s[i];
        if (c == '*' || c == '_') {
            const size_t run = (i + 1 < s.size() && s[i + 1] == c) ? 2 : 1;
            const std::string_view marker = s.substr(i, run);
            const size_t close = s.find(marker, i + run);
            const bool opens = i + run < s.size() && s[i + run] != ' ' && s[i + run] != c;
            // '_' emphasises only at word boundaries (snake_case stays as written).
            const auto alnum = [](char ch) {
                return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9');
            };
            const bool bounded = c == '*' || ((i == 0 || !alnum(s[i - 1])) &&
                                              (close == std::string_view::npos || close + run >= s.size() ||
                                               !alnum(s[close + run])));
            if (opens && bounded && close != std::string_view::npos && close > i + run && s[close - 1] != ' ' &&
                s[close - 1] != c) {
                out += strip_emphasis(s.substr(i + run, close - i - run));
                i = close + run;
                continue;
            }
        }
        out += c;
        ++i;
    }
    return out;
}

}  // namespace

std::string label_text(std::string_view raw, TextKind kind, bool& lost) {
    std::string text;
    text.reserve(raw.size());
    for (size_t i = 0; i < raw.size();) {
        size_t length = 0;
        if (const std::uint32_t cp = entity_at(raw, i, length)) {
            append_utf8(text, cp);
            i += length;
            continue;
        }
        if (raw[i] == '<') {
            size_t end = 0;
            bool attributes = false;
            const std::string name = tag_at(raw, i, end, attributes);
            if (!name.empty()) {
                if (name == "br" || name == "/br" || name == "p" || name == "/p" || name == "div" || name == "/div")
                    text += '\n';
                else if (name == "img" || name == "svg" || attributes)
                    lost = true;
                i = end;
                continue;
            }
        }
        // A markdown string's own line breaks are line breaks; elsewhere a newline is a blank.
        text += raw[i] == '\n' && kind != TextKind::Markdown ? ' ' : raw[i];
        ++i;
    }
    if (kind == TextKind::Markdown) text = strip_emphasis(text);
    // Font Awesome icons ("fa:fa-car", "fab:fa-github"): Mermaid draws an icon there, no text.
    {
        std::string kept;
        kept.reserve(text.size());
        for (size_t at = 0; at < text.size();) {
            const bool starts_word = at == 0 || !(word_char(text[at - 1]) || text[at - 1] == '-' || text[at - 1] == ':');
            if (starts_word && text.compare(at, 2, "fa") == 0) {
                size_t k = at + 2;
                if (k < text.size() && (text[k] == 'b' || text[k] == 's' || text[k] == 'r' || text[k] == 'l' || text[k] == 'k'))
                    ++k;
                if (text.compare(k, 4, ":fa-") == 0) {
                    size_t e = k + 4;
                    while (e < text.size() && (word_char(text[e]) || text[e] == '-')) ++e;
                    if (e > k + 4) {
                        lost = true;
                        at = e;
                        continue;
                    }
                }
            }
            kept += text[at++];
        }
        text = std::move(kept);
    }
    // Blanks collapsed and each line trimmed, as HTML shows them; empty edge lines dropped.
    std::string out;
    std::string line;
    bool space = false;
    const auto flush = [&](bool last) {
        if (!out.empty() || !line.empty()) out += line;
        if (!last && !out.empty()) out += '\n';
        line.clear();
        space = false;
    };
    for (char c : text) {
        if (c == '\n') {
            flush(false);
        } else if (c == ' ' || c == '\t' || c == '\r' || c == '\f') {
            space = !line.empty();
        } else {
            if (space) line += ' ';
            space = false;
            line += c;
        }
    }
    flush(true);
    while (!out.empty() && out.back() == '\n') out.pop_back();
    return out;
}

}  // namespace plumbline::mermaid
