// The PostScript scanner: one forward pass, no recursion (procedure braces are only
// tokens here; they are matched when the program is built).
#include "formats/eps/tokens.hpp"

#include "base/decimal.hpp"

#include <cmath>
#include <cstdint>
#include <cstdlib>

namespace plumbline::eps {

bool is_white(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\0'; }

bool is_delimiter(char c) {
    return is_white(c) || c == '(' || c == ')' || c == '<' || c == '>' || c == '[' || c == ']' || c == '{' ||
           c == '}' || c == '/' || c == '%';
}

namespace {

int digit_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'z') return c - 'a' + 10;
    if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
    return 99;
}

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// Decimal integers and reals (base/decimal.hpp): an integer when written without a point
// or an exponent and within 32 bits.
bool parse_decimal(std::string_view w, double* value, bool* is_integer) {
    if (!plumbline::parse_decimal(w, *value)) return false;
    *is_integer = w.find_first_of(".eE") == std::string_view::npos && std::abs(*value) <= 2147483647.0;
    return true;
}

// base#digits, base 2..36: an integer (wrapping as 32-bit unsigned, as PostScript does).
bool parse_radix(std::string_view w, double* value, bool* is_integer) {
    const size_t hash = w.find('#');
    if (hash == std::string_view::npos || hash == 0 || hash > 2 || hash + 1 >= w.size()) return false;
    int base = 0;
    for (size_t i = 0; i < hash; ++i) {
        if (!is_digit(w[i])) return false;
        base = base * 10 + (w[i] - '0');
    }
    if (base < 2 || base > 36) return false;
    std::uint64_t v = 0;
    for (size_t i = hash + 1; i < w.size(); ++i) {
        const int d = digit_value(w[i]);
        if (d >= base) return false;
        v = v * static_cast<std::uint64_t>(base) + static_cast<std::uint64_t>(d);
        if (v > 0xFFFFFFFFull) return false;
    }
    const auto as32 = static_cast<std::int32_t>(static_cast<std::uint32_t>(v));
    *value = as32;
    *is_integer = true;
    return true;
}

}  // namespace

bool parse_number(std::string_view word, double* value, bool* is_integer) {
    return parse_decimal(word, value, is_integer) || parse_radix(word, value, is_integer);
}

namespace {

// Reads "%%Name: a b c d" at a comment's start into box (when four numbers follow).
void read_dsc(std::string_view line, size_t offset, BoundingBoxes& dsc) {
    const auto take = [&](std::string_view key, std::optional<std::array<double, 4>>& box, size_t& at) {
        if (box || line.substr(0, key.size()) != key) return;
        std::array<double, 4> v{};
        size_t i = key.size();
        for (double& x : v) {
            while (i < line.size() && is_white(line[i])) ++i;
            size_t j = i;
            while (j < line.size() && !is_white(line[j])) ++j;
            double d = 0;
            bool integer = false;
            if (!parse_decimal(line.substr(i, j - i), &d, &integer) || !std::isfinite(d)) return;   // "(atend)": a later one
            x = d;
            i = j;
        }
        if (v[2] <= v[0] || v[3] <= v[1]) return;
        box = v;
        at = offset;
    };
    take("%%BoundingBox:", dsc.box, dsc.box_offset);
    take("%%HiResBoundingBox:", dsc.hires, dsc.hires_offset);
}

}  // namespace

LexResult lex(std::string_view text, size_t max_tokens, bool* truncated) {
    LexResult out;
    if (truncated) *truncated = false;
    const size_t n = text.size();
    size_t i = 0;
    const auto problem = [&](size_t begin, size_t end, std::string message) {
        out.problem = LexProblem{begin, end, std::move(message)};
    };
    const auto push = [&](Token::Kind kind, size_t begin, size_t end) -> Token& {
        Token t;
        t.kind = kind;
        t.offset = static_cast<std::uint32_t>(begin);
        t.length = static_cast<std::uint32_t>(end - begin);
        out.tokens.push_back(t);
        return out.tokens.back();
    };
    int embedded = 0;   // %%BeginDocument nesting
    while (i < n) {
        const char c = text[i];
        if (is_white(c)) {
            ++i;
            continue;
        }
        if (c == '%') {
            const size_t start = i;
            while (i < n && text[i] != '\n' && text[i] != '\r') ++i;
            if (start == 0 || text[start - 1] == '\n' || text[start - 1] == '\r') {
                // An EPS file embedded in the program (%%BeginDocument ... %%EndDocument, as
                // groff and dvips include figures) has boxes of its own, not the page's.
                const std::string_view line = text.substr(start, i - start);
                if (line.substr(0, 16) == "%%BeginDocument:" || line == "%%BeginDocument") ++embedded;
                else if (line.substr(0, 14) == "%%EndDocument" && embedded > 0) --embedded;
                else if (embedded == 0) read_dsc(line, start, out.dsc);
            }
            continue;
        }
        if (out.tokens.size() >= max_tokens) {
            if (truncated) *truncated = true;
            return out;
        }
        const size_t start = i;
        if (c == '{' || c == '}') {
            push(c == '{' ? Token::Kind::ProcBegin : Token::Kind::ProcEnd, i, i + 1);
            ++i;
        } else if (c == '[' || c == ']') {
            push(Token::Kind::Name, i, i + 1);
            ++i;
        } else if (c == '(') {
            std::string s;
            int depth = 1;
            ++i;
            while (i < n && depth > 0) {
                char ch = text[i];
                if (ch == '\\') {
                    if (i + 1 >= n) break;
                    const char e = text[i + 1];
                    i += 2;
                    switch (e) {
                        case 'n': s += '\n'; break;
                        case 'r': s += '\r'; break;
                        case 't': s += '\t'; break;
                        case 'b': s += '\b'; break;
                        case 'f': s += '\f'; break;
                        case '\r':
                            if (i < n && text[i] == '\n') ++i;
                            break;
                        case '\n': break;
                        default:
                            if (e >= '0' && e <= '7') {
                                int v = e - '0';
                                for (int k = 0; k < 2 && i < n && text[i] >= '0' && text[i] <= '7'; ++k, ++i)
                                    v = v * 8 + (text[i] - '0');
                                s += static_cast<char>(v & 0xFF);
                            } else {
                                s += e;   // \\ \( \) and any other: the character itself
                            }
                    }
                    continue;
                }
                if (ch == '(') ++depth;
                if (ch == ')' && --depth == 0) break;
                s += ch;
                ++i;
            }
            if (depth > 0) {
                problem(start, start + 1, "the string opened here with ( is never closed by )");
                return out;
            }
            ++i;   // the closing )
            Token& t = push(Token::Kind::String, start, i);
            t.integer = static_cast<std::int64_t>(out.strings.size());
            out.strings.push_back(std::move(s));
        } else if (c == ')') {
            problem(i, i + 1, "a ) closes no string");
            return out;
        } else if (c == '<') {
            if (i + 1 < n && text[i + 1] == '<') {
                push(Token::Kind::Name, i, i + 2);
                i += 2;
                continue;
            }
            if (i + 1 < n && text[i + 1] == '~') {
                problem(i, i + 2, "ASCII85 strings (<~ ... ~>) are not read");
                return out;
            }
            std::string s;
            int pending = -1;
            ++i;
            while (i < n && text[i] != '>') {
                const char ch = text[i];
                if (!is_white(ch)) {
                    const int d = digit_value(ch);
                    if (d > 15) {
                        problem(i, i + 1, std::string("'") + ch + "' in a hexadecimal string");
                        return out;
                    }
                    if (pending < 0) {
                        pending = d;
                    } else {
                        s += static_cast<char>(pending * 16 + d);
                        pending = -1;
                    }
                }
                ++i;
            }
            if (i >= n) {
                problem(start, start + 1, "the hexadecimal string opened here with < is never closed by >");
                return out;
            }
            if (pending >= 0) s += static_cast<char>(pending * 16);
            ++i;
            Token& t = push(Token::Kind::String, start, i);
            t.integer = static_cast<std::int64_t>(out.strings.size());
            out.strings.push_back(std::move(s));
        } else if (c == '>') {
            if (i + 1 < n && text[i + 1] == '>') {
                push(Token::Kind::Name, i, i + 2);
                i += 2;
            } else {
                problem(i, i + 1, "a > closes nothing");
                return out;
            }
        } else {
            Token::Kind kind = Token::Kind::Name;
            size_t word = i;
            if (c == '/') {
                kind = Token::Kind::LiteralName;
                ++word;
                if (word < n && text[word] == '/') {
                    kind = Token::Kind::ImmediateName;
                    ++word;
                }
            }
            size_t j = word;
            while (j < n && !is_delimiter(text[j])) ++j;
            i = j;
            Token& t = push(kind, start, j);
            if (kind == Token::Kind::Name) {
                double v = 0;
                bool integer = false;
                if (parse_number(text.substr(word, j - word), &v, &integer)) {
                    if (!std::isfinite(v)) {   // Ghostscript's scanner: limitcheck
                        out.tokens.pop_back();
                        problem(start, j, "the number is out of range");
                        out.problem->error = "limitcheck";
                        return out;
                    }
                    t.kind = integer ? Token::Kind::Integer : Token::Kind::Real;
                    // Only an integer token's value is cast: a real's may be past any integer.
                    t.integer = integer ? static_cast<std::int64_t>(v) : 0;
                    t.real = v;
                }
            }
        }
    }
    return out;
}

}  // namespace plumbline::eps
