// Finds DOT graphs with forward scans only, so a hostile response cannot make it slow:
// each header is looked at once and a body's brace matching never goes back.
#include "formats/dot/dot_blocks.hpp"

#include <algorithm>

#include "base/ascii.hpp"

namespace plumbline {

namespace {

constexpr size_t npos = std::string_view::npos;

bool blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f'; }
bool word_char(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
           static_cast<unsigned char>(c) >= 0x80;
}

// The keyword at s[i], case-insensitively, as a whole word.
bool word_at(std::string_view s, size_t i, size_t end, std::string_view word) {
    if (i + word.size() > end) return false;
    for (size_t k = 0; k < word.size(); ++k)
        if (ascii_lower(s[i + k]) != word[k]) return false;
    return i + word.size() == end || !word_char(s[i + word.size()]);
}

// Past a DOT header starting at `i` ("strict digraph G {"), at its '{'; npos when none.
size_t header_brace(std::string_view s, size_t i, size_t end) {
    const auto skip_blanks = [&](size_t& at, int& lines) {
        while (at < end && blank(s[at])) lines += s[at++] == '\n';
    };
    int lines = 0;
    if (word_at(s, i, end, "strict")) {
        i += 6;
        skip_blanks(i, lines);
    }
    if (word_at(s, i, end, "digraph")) i += 7;
    else if (word_at(s, i, end, "graph")) i += 5;
    else return npos;
    skip_blanks(i, lines);
    if (i < end && s[i] != '{') {   // an ID: a word, a number or a quoted string
        if (s[i] == '"') {
            const size_t close = s.find('"', i + 1);
            if (close == npos || close >= end || close - i > 200) return npos;
            i = close + 1;
        } else {
            const size_t start = i;
            while (i < end && (word_char(s[i]) || s[i] == '.' || s[i] == '-')) ++i;
            if (i == start) return npos;
        }
        skip_blanks(i, lines);
    }
    return i < end && s[i] == '{' && lines <= 2 ? i : npos;
}

// Past the '}' closing the body opened at `open`, or npos when it never closes before `end`.
size_t body_end(std::string_view s, size_t open, size_t end) {
    int depth = 0;
    for (size_t i = open; i < end; ++i) {
        const char c = s[i];
        if (c == '"') {
            for (++i; i < end && s[i] != '"'; ++i)
                if (s[i] == '\\') ++i;
            continue;
        }
        if (c == '/' && i + 1 < end && s[i + 1] == '/') {
            while (i < end && s[i] != '\n') ++i;
            continue;
        }
        if (c == '/' && i + 1 < end && s[i + 1] == '*') {
            const size_t close = s.substr(0, end).find("*/", i + 2);
            if (close == npos) return npos;
            i = close + 1;
            continue;
        }
        if (c == '{') ++depth;
        else if (c == '}' && --depth == 0) return i + 1;
    }
    return npos;
}

// In prose, whether `at` lies in an inline code span on its line (odd backticks before it).
bool in_code_span(std::string_view s, size_t at, size_t begin) {
    size_t ticks = 0;
    for (size_t i = at; i > begin && s[i - 1] != '\n'; --i) ticks += s[i - 1] == '`';
    return ticks % 2 == 1;
}

}  // namespace

void find_dot_blocks(std::string_view text, size_t begin, size_t end, bool prose, std::vector<Block>& out) {
    end = std::min(end, text.size());
    size_t line = begin;
    while (line < end) {
        size_t i = line;
        while (i < end && (text[i] == ' ' || text[i] == '\t')) ++i;
        size_t next_line = text.substr(0, end).find('\n', line);
        next_line = next_line == npos ? end : next_line + 1;
        const size_t brace = header_brace(text, i, end);
        if (brace == npos || (prose && in_code_span(text, i, begin))) {
            line = next_line;
            continue;
        }
        const size_t stop = body_end(text, brace, end);
        if (stop == npos) {
            // Cut off: complete only if a fence closes it (then Graphviz reports the error).
            out.push_back({i, end, !prose && end < text.size()});
            return;
        }
        out.push_back({i, stop, true});
        line = stop;
    }
}

}  // namespace plumbline
