// The string literals of a C++ source text, with their lines: enough lexing to skip
// comments, character literals and preprocessor lines (an #include's file name is no
// literal of the program), so a code mentioned in a comment does not count as written.
#pragma once

#include <cctype>
#include <string>
#include <string_view>
#include <vector>

namespace plumbline::testing {

struct SourceLiteral {
    std::string text;   // as written between the quotes, escapes left as they are
    int line = 0;
};

inline std::vector<SourceLiteral> string_literals(std::string_view src) {
    std::vector<SourceLiteral> out;
    int line = 1;
    bool line_start = true;   // only blanks so far on this line
    size_t i = 0;
    const auto skip_quoted = [&](char quote, std::string* into) {
        for (++i; i < src.size() && src[i] != quote && src[i] != '\n'; ++i) {
            if (src[i] == '\\' && i + 1 < src.size()) {
                if (into) *into += src[i];
                ++i;
            }
            if (into) *into += src[i];
        }
        ++i;
    };
    while (i < src.size()) {
        const char c = src[i];
        const char next = i + 1 < src.size() ? src[i + 1] : '\0';
        if (c == '\n') {
            ++line;
            line_start = true;
            ++i;
        } else if (c == ' ' || c == '\t' || c == '\r') {
            ++i;
        } else if (line_start && c == '#') {
            while (i < src.size() && src[i] != '\n') ++i;   // continuation lines are not used here
        } else if (c == '/' && next == '/') {
            while (i < src.size() && src[i] != '\n') ++i;
        } else if (c == '/' && next == '*') {
            for (i += 2; i < src.size() && !(src[i] == '*' && i + 1 < src.size() && src[i + 1] == '/'); ++i)
                line += src[i] == '\n';
            i += 2;
        } else if (c == 'R' && next == '"') {
            // A raw string: R"delim( ... )delim".
            const size_t open = src.find('(', i + 2);
            if (open == std::string_view::npos) break;
            const std::string close = ")" + std::string(src.substr(i + 2, open - i - 2)) + "\"";
            const size_t end = src.find(close, open + 1);
            const size_t stop = end == std::string_view::npos ? src.size() : end;
            out.push_back({std::string(src.substr(open + 1, stop - open - 1)), line});
            for (size_t k = i; k < stop; ++k) line += src[k] == '\n';
            i = stop + close.size();
            line_start = false;
        } else if (c == '"') {
            SourceLiteral literal{"", line};
            skip_quoted('"', &literal.text);
            out.push_back(std::move(literal));
            line_start = false;
        } else if (c == '\'' && !(i > 0 && std::isxdigit(static_cast<unsigned char>(src[i - 1])))) {
            // (After a digit a quote separates digits, 1'000'000, and starts no literal.)
            skip_quoted('\'', nullptr);
            line_start = false;
        } else {
            ++i;
            line_start = false;
        }
    }
    return out;
}

}  // namespace plumbline::testing
