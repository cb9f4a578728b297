// The DOT lexer: one forward pass, no backtracking, so hostile input cannot make it slow.
#include "formats/dot/dot_lexer.hpp"

#include <algorithm>

namespace plumbline::dot {

namespace {

bool id_start(unsigned char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c >= 0x80; }
bool id_char(unsigned char c) { return id_start(c) || (c >= '0' && c <= '9'); }
bool digit(unsigned char c) { return c >= '0' && c <= '9'; }

}  // namespace

std::string describe(const Token& t) {
    switch (t.kind) {
        case Tok::End: return "the end of the input";
        case Tok::Quoted: return "the string \"" + t.text.substr(0, 40) + (t.text.size() > 40 ? "..." : "") + "\"";
        case Tok::Html: return "an HTML string <" + t.text.substr(0, 40) + (t.text.size() > 40 ? "..." : "") + ">";
        default: return "'" + t.text.substr(0, 40) + "'";
    }
}

std::vector<Token> lex(std::string_view s, std::vector<LexProblem>& problems, size_t max_tokens, bool& over_budget) {
    std::vector<Token> out;
    // At most one token per byte and usually far fewer: room for one per two bytes up
    // front spares a long text's stream its reallocations (a 10 MB one spent half its time there).
    out.reserve(std::min(max_tokens + 1, s.size() / 2 + 2));
    over_budget = false;
    size_t i = 0;
    const size_t n = s.size();
    const auto push = [&](Tok k, std::string text, size_t b, size_t e) { out.push_back(Token{k, std::move(text), b, e}); };
    while (i < n) {
        if (out.size() >= max_tokens) {
            over_budget = true;
            break;
        }
        const unsigned char c = static_cast<unsigned char>(s[i]);
        if (c == '\n') {
            ++i;
            continue;
        }
        if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
            ++i;
            continue;
        }
        // A C preprocessor line, discarded. The language page says at a line's start;
        // Graphviz's scanner (2.42) discards from a '#' anywhere to the end of the line.
        if (c == '#') {
            while (i < n && s[i] != '\n') ++i;
            continue;
        }
        if (c == '/' && i + 1 < n && s[i + 1] == '/') {
            while (i < n && s[i] != '\n') ++i;
            continue;
        }
        if (c == '/' && i + 1 < n && s[i + 1] == '*') {
            const size_t close = s.find("*/", i + 2);
            if (close == std::string_view::npos) {
                problems.push_back({i, "dot.syntax.comment", "A /* comment is never closed by */.", true});
                break;
            }
            i = close + 2;
            continue;
        }
        const size_t b = i;
        if (c == '"') {
            std::string text;
            ++i;
            bool closed = false;
            while (i < n) {
                const char ch = s[i];
                if (ch == '"') {
                    closed = true;
                    ++i;
                    break;
                }
                if (ch == '\\' && i + 1 < n) {
                    if (s[i + 1] == '"') {
                        text += '"';
                        i += 2;
                        continue;
                    }
                    if (s[i + 1] == '\n') {
                        i += 2;
                        continue;
                    }
                    if (s[i + 1] == '\r' && i + 2 < n && s[i + 2] == '\n') {
                        i += 3;
                        continue;
                    }
                    text += ch;
                    text += s[i + 1];
                    i += 2;
                    continue;
                }
                text += ch;
                ++i;
            }
            if (!closed) {
                problems.push_back({b, "dot.syntax.string", "This string is never closed by a double quote.", true});
                break;
            }
            push(Tok::Quoted, std::move(text), b, i);
            continue;
        }
        if (c == '<') {
            int depth = 0;
            size_t j = i;
            for (; j < n; ++j) {
                if (s[j] == '<') ++depth;
                else if (s[j] == '>' && --depth == 0) break;
            }
            if (j >= n) {
                problems.push_back({b, "dot.syntax.html", "This HTML string's < is never balanced by a closing >.", true});
                break;
            }
            push(Tok::Html, std::string(s.substr(i + 1, j - i - 1)), b, j + 1);
            i = j + 1;
            continue;
        }
        if (c == '-' && i + 1 < n && (s[i + 1] == '>' || s[i + 1] == '-')) {
            push(s[i + 1] == '>' ? Tok::Arrow : Tok::Line, std::string(s.substr(i, 2)), b, i + 2);
            i += 2;
            continue;
        }
        if (digit(c) || c == '.' || (c == '-' && i + 1 < n && (digit(static_cast<unsigned char>(s[i + 1])) || s[i + 1] == '.'))) {
            size_t j = i + (c == '-' ? 1 : 0);
            size_t digits = 0;
            while (j < n && digit(static_cast<unsigned char>(s[j]))) ++j, ++digits;
            if (j < n && s[j] == '.') {
                ++j;
                while (j < n && digit(static_cast<unsigned char>(s[j]))) ++j, ++digits;
            }
            if (digits == 0) {
                problems.push_back({b, "dot.syntax.character", "'" + std::string(s.substr(i, j - i)) + "' is not a number.", true});
                break;
            }
            push(Tok::Numeral, std::string(s.substr(i, j - i)), b, j);
            if (j < n && id_start(static_cast<unsigned char>(s[j])))
                problems.push_back({b, "dot.syntax.number",
                                    "The number '" + std::string(s.substr(i, j - i)) +
                                        "' runs into a name without a space; Graphviz reads them as two IDs, so does "
                                        "Plumbline (syntax ambiguity: badly delimited number).",
                                    false});
            i = j;
            continue;
        }
        if (id_start(c)) {
            size_t j = i;
            while (j < n && id_char(static_cast<unsigned char>(s[j]))) ++j;
            push(Tok::Id, std::string(s.substr(i, j - i)), b, j);
            i = j;
            continue;
        }
        Tok k = Tok::End;
        switch (c) {
            case '{': k = Tok::LBrace; break;
            case '}': k = Tok::RBrace; break;
            case '[': k = Tok::LBracket; break;
            case ']': k = Tok::RBracket; break;
            case ';': k = Tok::Semicolon; break;
            case ',': k = Tok::Comma; break;
            case '=': k = Tok::Equals; break;
            case ':': k = Tok::Colon; break;
            case '+': k = Tok::Plus; break;
            default: break;
        }
        if (k == Tok::End) {
            std::string shown = c >= 0x20 && c < 0x7f ? std::string(1, static_cast<char>(c)) : "\\x" + std::string(1, "0123456789abcdef"[c >> 4]) + "0123456789abcdef"[c & 15];
            problems.push_back({b, "dot.syntax.character", "The character '" + shown + "' cannot stand here in DOT.", true});
            break;
        }
        push(k, std::string(1, static_cast<char>(c)), b, i + 1);
        ++i;
    }
    out.push_back(Token{Tok::End, "", n, n});
    return out;
}

}  // namespace plumbline::dot
