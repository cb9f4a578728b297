#include "formats/dot/dot_labels.hpp"

#include <cstdint>
#include <optional>

#include "base/ascii.hpp"
#include "base/utf8.hpp"
#include "formats/dot/dot_entities.hpp"

namespace plumbline::dot {

namespace {

bool blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = ascii_lower(c);
    return out;
}

// Entity at s[i] == '&': appends its character and returns the index past it, or appends
// '&' and returns i + 1 when it is not one.
size_t entity(std::string_view s, size_t i, std::string& out) {
    const size_t semi = s.find(';', i);
    if (semi == std::string_view::npos || semi - i > 10) {
        out += '&';
        return i + 1;
    }
    const std::string_view name = s.substr(i + 1, semi - i - 1);
    if (name.size() > 1 && name[0] == '#') {
        std::uint32_t cp = 0;
        const bool hex = name[1] == 'x' || name[1] == 'X';
        const std::string_view digits = name.substr(hex ? 2 : 1);
        if (digits.empty()) {
            out += '&';
            return i + 1;
        }
        for (char c : digits) {
            int v = -1;
            if (c >= '0' && c <= '9') v = c - '0';
            else if (hex && c >= 'a' && c <= 'f') v = c - 'a' + 10;
            else if (hex && c >= 'A' && c <= 'F') v = c - 'A' + 10;
            if (v < 0) {
                out += '&';
                return i + 1;
            }
            cp = cp * (hex ? 16 : 10) + static_cast<std::uint32_t>(v);
            if (cp > 0x10FFFF) cp = 0x110000;
        }
        append_utf8(out, cp);
        return semi + 1;
    }
    // XML's own five and HTML 4's names; a no-break space is a blank in a label's text.
    std::uint32_t cp = name == "apos" ? '\'' : name == "nbsp" ? ' ' : html_entity(name);
    if (cp != 0) {
        append_utf8(out, cp);
        return semi + 1;
    }
    out += '&';
    return i + 1;
}

// Graphviz's entity rule in ordinary labels (htmlEntity): `&#` and up to 6 decimal or
// `&#x` and up to 5 hex digits, or a name of up to 7 characters, closed by ';'. Returns
// the code point (0 for `&#0;`, which Graphviz shows as '&') and sets `past`, or returns
// nullopt when `s[i..]` is no entity.
std::optional<std::uint32_t> label_entity(std::string_view s, size_t i, size_t& past) {
    size_t k = i + 1;
    if (k < s.size() && s[k] == '#') {
        const bool hex = k + 1 < s.size() && (s[k + 1] == 'x' || s[k + 1] == 'X');
        k += hex ? 2 : 1;
        const size_t most = hex ? 5 : 6;
        std::uint32_t cp = 0;
        size_t digits = 0;
        for (; k < s.size() && digits <= most; ++k, ++digits) {
            const char c = s[k];
            int v = -1;
            if (c >= '0' && c <= '9') v = c - '0';
            else if (hex && c >= 'a' && c <= 'f') v = c - 'a' + 10;
            else if (hex && c >= 'A' && c <= 'F') v = c - 'A' + 10;
            if (v < 0) break;
            cp = cp * (hex ? 16 : 10) + static_cast<std::uint32_t>(v);
        }
        if (digits > most || k >= s.size() || s[k] != ';') return std::nullopt;
        past = k + 1;
        return cp;
    }
    for (size_t n = 0; n < 8 && k + n < s.size(); ++n)
        if (s[k + n] == ';') {
            const std::uint32_t cp = html_entity(s.substr(k, n));
            if (cp == 0) return std::nullopt;
            past = k + n + 1;
            return cp;
        }
    return std::nullopt;
}

// The length of the valid UTF-8 sequence at s[i], or 0.
size_t utf8_length(std::string_view s, size_t i) {
    const auto b = [&](size_t k) { return static_cast<unsigned char>(s[k]); };
    const unsigned char c = b(i);
    const size_t n = c < 0x80 ? 1 : (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3 : (c & 0xF8) == 0xF0 ? 4 : 0;
    if (n == 0 || i + n > s.size()) return 0;
    for (size_t k = 1; k < n; ++k)
        if ((b(i + k) & 0xC0) != 0x80) return 0;
    return n;
}

// Pass 1: the object names substituted, other escapes kept for pass 3.
std::string substitute_names(std::string_view s, std::string_view node, std::string_view graph) {
    std::string out;
    for (size_t i = 0; i < s.size(); ++i) {
        if (s[i] != '\\' || i + 1 >= s.size()) {
            out += s[i];
            continue;
        }
        const char e = s[++i];
        switch (e) {
            case 'N': out += node; break;
            case 'G': out += graph; break;
            case 'E': case 'T': case 'H': case 'L': break;
            default: out += '\\', out += e; break;
        }
    }
    return out;
}

// Pass 2: entities decoded; bytes that start no UTF-8 character read as Latin-1.
std::string decode_entities(std::string_view s, bool& not_utf8) {
    std::string out;
    for (size_t i = 0; i < s.size();) {
        if (s[i] == '&') {
            size_t past = 0;
            if (const std::optional<std::uint32_t> cp = label_entity(s, i, past)) {
                if (*cp == 0) out += '&';
                else append_utf8(out, *cp);
                i = past;
                continue;
            }
        }
        const size_t n = utf8_length(s, i);
        if (n == 0) {
            not_utf8 = true;
            append_utf8(out, static_cast<unsigned char>(s[i]));
            ++i;
            continue;
        }
        out.append(s.substr(i, n));
        i += n;
    }
    return out;
}

// Pass 3: line breaks, and any other escaped character as itself.
std::string line_escapes(std::string_view s) {
    std::string out;
    for (size_t i = 0; i < s.size(); ++i) {
        if (s[i] != '\\' || i + 1 >= s.size()) {
            out += s[i];
            continue;
        }
        const char e = s[++i];
        out += e == 'n' || e == 'l' || e == 'r' ? '\n' : e;
    }
    while (!out.empty() && out.back() == '\n') out.pop_back();
    return out;
}

// Lines trimmed, runs of blanks one space, empty lines at either end dropped.
std::string tidy_lines(const std::string& text) {
    std::string out, line;
    bool space = false;
    std::string pending_breaks;
    const auto flush = [&](bool last) {
        while (!line.empty() && line.back() == ' ') line.pop_back();
        if (!line.empty()) {
            if (!out.empty()) out += pending_breaks.empty() ? "\n" : pending_breaks;
            out += line;
            pending_breaks.clear();
        } else if (!out.empty() && !last) {
            pending_breaks += "\n";
        }
        line.clear();
        space = false;
    };
    for (char c : text) {
        if (c == '\n') {
            flush(false);
            continue;
        }
        if (blank(c)) {
            space = !line.empty();
            continue;
        }
        if (space) line += ' ';
        space = false;
        line += c;
    }
    flush(true);
    return out;
}

}  // namespace

std::string escaped_label(std::string_view text, std::string_view node, std::string_view graph, bool& not_utf8) {
    return line_escapes(decode_entities(substitute_names(text, node, graph), not_utf8));
}

std::string latin1_to_utf8(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (char c : text) append_utf8(out, static_cast<unsigned char>(c));
    return out;
}

std::string utf8_or_latin1(std::string_view text, bool& not_utf8) {
    std::string out;
    out.reserve(text.size());
    for (size_t i = 0; i < text.size();) {
        const size_t n = utf8_length(text, i);
        if (n == 0) {
            not_utf8 = true;
            append_utf8(out, static_cast<unsigned char>(text[i++]));
            continue;
        }
        out.append(text.substr(i, n));
        i += n;
    }
    return out;
}

bool is_latin1_charset(std::string_view charset) {
    for (std::string_view name : {"latin-1", "latin1", "l1", "iso-8859-1", "iso_8859-1", "iso8859-1", "iso-ir-100"})
        if (lower(charset) == name) return true;
    return false;
}

std::string html_label_text(std::string_view s) {
    std::string out;
    for (size_t i = 0; i < s.size();) {
        if (s[i] == '<') {
            const size_t close = s.find('>', i);
            if (close == std::string_view::npos) break;
            std::string_view tag = s.substr(i + 1, close - i - 1);
            size_t k = 0;
            while (k < tag.size() && (tag[k] == '/' || blank(tag[k]))) ++k;
            size_t e = k;
            while (e < tag.size() && !blank(tag[e]) && tag[e] != '/') ++e;
            const std::string name = lower(tag.substr(k, e - k));
            // A line break, and the end of a table cell or row, separate words into lines.
            if (name == "br" || name == "tr" || (name == "td" && tag.size() > 0 && tag[0] == '/')) out += '\n';
            i = close + 1;
            continue;
        }
        if (s[i] == '&') {
            i = entity(s, i, out);
            continue;
        }
        out += blank(s[i]) ? ' ' : s[i];
        ++i;
    }
    return tidy_lines(out);
}

std::string record_label_text(std::string_view s) {
    std::string out;
    for (size_t i = 0; i < s.size(); ++i) {
        const char c = s[i];
        if (c == '\\' && i + 1 < s.size()) {
            const char e = s[i + 1];
            if (e == '{' || e == '}' || e == '|' || e == '<' || e == '>' || e == ' ') {
                out += e;
                ++i;
                continue;
            }
            out += c;
            continue;
        }
        if (c == '{' || c == '}' || c == '|') {
            out += '\n';
            continue;
        }
        if (c == '<') {   // a port name: <p1>
            const size_t close = s.find('>', i);
            if (close != std::string_view::npos) {
                i = close;
                continue;
            }
        }
        out += c;
    }
    return tidy_lines(out);
}

}  // namespace plumbline::dot
