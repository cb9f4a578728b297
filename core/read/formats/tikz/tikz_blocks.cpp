// Finds TikZ pictures and LaTeX documents in a stretch of a model's response with forward
// searches and one bounded look back per picture, so a hostile response cannot make it slow.
#include "formats/tikz/tikz_blocks.hpp"

#include <algorithm>

namespace plumbline {

namespace {

constexpr std::string_view kDocument = "\\documentclass";
constexpr std::string_view kDocumentEnd = "\\end{document}";
constexpr std::string_view kBegin = "\\begin{tikzpicture}";
constexpr std::string_view kEnd = "\\end{tikzpicture}";
constexpr size_t npos = std::string_view::npos;

// Preamble commands that may stand on the lines just before a bare picture.
constexpr std::string_view kPreamble[] = {"\\usetikzlibrary", "\\usepackage", "\\definecolor", "\\colorlet",
                                          "\\tikzset",        "\\tikzstyle",  "\\def",         "\\newcommand",
                                          "\\pgfmathsetmacro", "\\pgfkeys"};
constexpr int kMaxPreambleLines = 50;
// Code spans longer than this are not mentions; the cap keeps the scan linear.
constexpr size_t kMaxCodeSpan = 1000;

bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

// The first `what` in text[from, end), or npos.
size_t find_in(std::string_view text, std::string_view what, size_t from, size_t end) {
    if (from >= end || end - from < what.size()) return npos;
    const size_t at = text.substr(from, end - from).find(what);
    return at == npos ? npos : from + at;
}

// The first non-blank position of the line text[start, stop), or stop.
size_t first_non_blank(std::string_view text, size_t start, size_t stop) {
    while (start < stop && is_blank(text[start])) ++start;
    return start;
}

bool preamble_command(std::string_view text, size_t at, size_t stop) {
    const std::string_view rest = text.substr(at, stop - at);
    return std::any_of(std::begin(kPreamble), std::end(kPreamble),
                       [&](std::string_view c) { return rest.substr(0, c.size()) == c; });
}

// Widens a picture starting at `begin_at` backwards over the lines just before it that
// hold only preamble commands (comments and blank lines between them are passed over, but
// do not widen it themselves); never before `floor`. Only when the picture starts its line.
size_t include_preamble(std::string_view text, size_t begin_at, size_t floor) {
    size_t line_start = begin_at;
    while (line_start > floor && text[line_start - 1] != '\n') --line_start;
    if (first_non_blank(text, line_start, begin_at) != begin_at) return begin_at;
    size_t result = begin_at;
    for (int n = 0; n < kMaxPreambleLines && line_start > floor; ++n) {
        const size_t stop = line_start - 1;   // the previous line's '\n'
        size_t start = stop;
        while (start > floor && text[start - 1] != '\n') --start;
        const size_t first = first_non_blank(text, start, stop);
        if (first == stop || text[first] == '%') {
            line_start = start;
            continue;
        }
        if (!preamble_command(text, first, stop)) break;
        result = first;
        line_start = start;
    }
    return result;
}

// In prose, whether `at` lies in an inline code span (`...`) on its line that does not
// also hold `closing`: a mention of the construct, not a drawing. Returns the position past
// the span when it is one, else npos.
size_t mention_end(std::string_view text, size_t at, size_t begin, std::string_view closing) {
    size_t line_start = at;
    while (line_start > begin && text[line_start - 1] != '\n' && at - line_start < kMaxCodeSpan) --line_start;
    size_t ticks = 0;
    for (size_t i = line_start; i < at; ++i) ticks += text[i] == '`';
    if (ticks % 2 == 0) return npos;
    size_t close = at;
    while (close < text.size() && close - at < kMaxCodeSpan && text[close] != '`' && text[close] != '\n') ++close;
    if (close >= text.size() || text[close] != '`') return npos;
    const std::string_view inside = text.substr(at, close - at);
    return inside.find(closing) == npos ? close + 1 : npos;
}

// Past the \end{tikzpicture} that closes the picture opened at `open` (nested pictures
// counted; % comments skipped), or npos when the text ends first.
size_t picture_end(std::string_view text, size_t open, size_t end) {
    int depth = 0;
    size_t i = open;
    while (i < end) {
        const size_t next = text.substr(i, end - i).find_first_of("\\%");
        if (next == npos) return npos;
        i += next;
        if (text[i] == '%') {
            if (i > 0 && text[i - 1] == '\\') {   // \% is a percent sign
                ++i;
                continue;
            }
            const size_t eol = find_in(text, "\n", i, end);
            if (eol == npos) return npos;
            i = eol + 1;
            continue;
        }
        if (text.compare(i, kBegin.size(), kBegin) == 0) {
            ++depth;
            i += kBegin.size();
        } else if (text.compare(i, kEnd.size(), kEnd) == 0) {
            i += kEnd.size();
            if (--depth == 0) return i;
        } else {
            ++i;
        }
    }
    return npos;
}

}  // namespace

void find_tikz_blocks(std::string_view text, size_t begin, size_t end, bool prose, std::vector<Block>& out) {
    end = std::min(end, text.size());
    size_t i = begin;
    size_t floor = begin;   // a widened block never reaches into the previous one
    while (i < end) {
        const size_t document = find_in(text, kDocument, i, end);
        const size_t picture = find_in(text, kBegin, i, end);
        if (document == npos && picture == npos) return;
        const bool is_document = document != npos && (picture == npos || document < picture);
        const size_t at = is_document ? document : picture;
        if (prose) {
            const size_t skip = mention_end(text, at, begin, is_document ? kDocumentEnd : kEnd);
            if (skip != npos) {
                i = skip;
                continue;
            }
        }
        size_t stop = npos;
        if (is_document) {
            const size_t close = find_in(text, kDocumentEnd, at, end);
            if (close != npos) stop = close + kDocumentEnd.size();
        } else {
            stop = picture_end(text, at, end);
        }
        const size_t start = is_document ? at : include_preamble(text, at, floor);
        if (stop == npos) {
            out.push_back({start, end, false});   // cut off: it runs to the end of the text
            return;
        }
        out.push_back({start, stop, true});
        i = floor = stop;
    }
}

}  // namespace plumbline
