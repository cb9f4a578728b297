#include "formats/dot/dot_labels.hpp"

#include <cstdint>

#include "base/ascii.hpp"

namespace plumbline::dot {

namespace {

void append_utf8(std::string& out, std::uint32_t cp) {
    if (cp == 0 || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) cp = 0xFFFD;
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    }
}

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
    static const struct { const char* name; std::uint32_t cp; } kNames[] = {
        {"amp", '&'}, {"lt", '<'}, {"gt", '>'}, {"quot", '"'}, {"apos", '\''}, {"nbsp", ' '},
        {"ndash", 0x2013}, {"mdash", 0x2014}, {"rarr", 0x2192}, {"larr", 0x2190}, {"times", 0xD7},
    };
    for (const auto& e : kNames)
        if (name == e.name) {
            append_utf8(out, e.cp);
            return semi + 1;
        }
    out += '&';
    return i + 1;
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

std::string escaped_label(std::string_view s, std::string_view node, std::string_view graph) {
    std::string out;
    for (size_t i = 0; i < s.size(); ++i) {
        if (s[i] != '\\' || i + 1 >= s.size()) {
            out += s[i];
            continue;
        }
        const char e = s[++i];
        switch (e) {
            case 'n': case 'l': case 'r': out += '\n'; break;
            case 'N': out += node; break;
            case 'G': out += graph; break;
            case 'E': case 'T': case 'H': case 'L': break;
            default: out += e; break;
        }
    }
    while (!out.empty() && out.back() == '\n') out.pop_back();
    return out;
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
