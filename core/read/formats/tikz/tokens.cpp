// The lexer: one pass, byte offsets kept, braces matched with a stack of open offsets.
#include "formats/tikz/tokens.hpp"

#include <algorithm>

namespace plumbline::tikz {

namespace {

bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '@'; }
bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f'; }

}  // namespace

LexResult lex(std::string_view text, size_t max_tokens, bool* truncated) {
    LexResult out;
    out.tokens.reserve(std::min(text.size() / 2 + 4, max_tokens));
    if (truncated) *truncated = false;
    std::vector<size_t> open;   // offsets of unmatched '{'
    size_t i = 0;
    const size_t n = text.size();
    while (i < n) {
        if (out.tokens.size() >= max_tokens) {
            if (truncated) *truncated = true;
            break;
        }
        const char c = text[i];
        Token t;
        t.offset = static_cast<std::uint32_t>(i);
        if (c == '%') {  // a comment runs to the end of the line, which it swallows
            while (i < n && text[i] != '\n') ++i;
            if (i < n) ++i;
            while (i < n && (text[i] == ' ' || text[i] == '\t')) ++i;
            continue;
        }
        if (is_blank(c)) {
            while (i < n && is_blank(text[i])) ++i;
            t.kind = Token::Kind::Space;
            t.c = ' ';
            t.length = static_cast<std::uint32_t>(i - t.offset);
            out.tokens.push_back(std::move(t));
            continue;
        }
        if (c == '\\') {
            size_t j = i + 1;
            if (j < n && is_letter(text[j])) {
                while (j < n && is_letter(text[j])) ++j;
            } else if (j < n) {
                ++j;   // a control symbol: \\, \, \$ ...
            }
            t.kind = Token::Kind::Command;
            t.name = text.substr(i + 1, j - i - 1);
            t.length = static_cast<std::uint32_t>(j - i);
            const bool word = t.name.size() > 0 && is_letter(t.name[0]);
            i = j;
            // TeX skips the blanks after a control word: they only end its name.
            if (word)
                while (i < n && (text[i] == ' ' || text[i] == '\t' || text[i] == '\r' || text[i] == '\n')) {
                    if (text[i] == '\n') {  // a blank line after a word is still a paragraph break: keep one
                        size_t k = i + 1;
                        while (k < n && (text[k] == ' ' || text[k] == '\t' || text[k] == '\r')) ++k;
                        if (k < n && text[k] == '\n') break;
                    }
                    ++i;
                }
            out.tokens.push_back(std::move(t));
            continue;
        }
        if (c == '#' && i + 1 < n && text[i + 1] >= '1' && text[i + 1] <= '9') {
            t.kind = Token::Kind::Param;
            t.c = text[i + 1];
            t.length = 2;
            i += 2;
            out.tokens.push_back(std::move(t));
            continue;
        }
        if (c == '{') open.push_back(i);
        if (c == '}') {
            if (open.empty())
                out.problems.push_back({i, i + 1, "this '}' closes no '{' (unbalanced braces)"});
            else
                open.pop_back();
        }
        t.kind = Token::Kind::Char;
        t.c = c;
        ++i;
        out.tokens.push_back(std::move(t));
    }
    for (size_t k = 0; k < open.size() && k < 20; ++k)
        out.problems.push_back({open[k], open[k] + 1, "this '{' is never closed (unbalanced braces)"});
    std::sort(out.problems.begin(), out.problems.end(),
              [](const LexProblem& a, const LexProblem& b) { return a.begin < b.begin; });
    return out;
}

std::string to_text(const Tokens& tokens, size_t begin, size_t end) {
    std::string s;
    end = std::min(end, tokens.size());
    for (size_t i = begin; i < end; ++i) {
        const Token& t = tokens[i];
        switch (t.kind) {
            case Token::Kind::Command:
                s += '\\';
                s += t.name;
                if (i + 1 < end && !t.name.empty() && is_letter(t.name.back()) && tokens[i + 1].kind == Token::Kind::Char &&
                    is_letter(tokens[i + 1].c))
                    s += ' ';
                break;
            case Token::Kind::Char: s += t.c; break;
            case Token::Kind::Space: s += ' '; break;
            case Token::Kind::Param: s += '#'; s += t.c; break;
        }
    }
    return s;
}

}  // namespace plumbline::tikz
