// Finds EPS drawings with forward searches only, so a hostile response cannot make it slow.
#include "formats/eps/eps_blocks.hpp"

#include <algorithm>

#include "formats/eps/tokens.hpp"

namespace plumbline {

namespace {

constexpr size_t npos = std::string_view::npos;
constexpr size_t kMaxCodeSpan = 1000;

size_t line_start(std::string_view text, size_t at, size_t floor) {
    while (at > floor && text[at - 1] != '\n') --at;
    return at;
}

// A header `%!` (in prose `%!PS`) at the start of a line (after blanks), from `from`.
size_t find_header(std::string_view text, size_t from, size_t end, bool prose) {
    const std::string_view mark = prose ? "%!PS" : "%!";
    while (from < end) {
        const size_t at = text.substr(0, end).find(mark, from);
        if (at == npos || at + mark.size() > end) return npos;
        size_t s = line_start(text, at, 0);
        while (s < at && (text[s] == ' ' || text[s] == '\t')) ++s;
        if (s == at) return at;
        from = at + 1;
    }
    return npos;
}

// Past the first `showpage` word in [from, end) outside % comments, or npos.
size_t find_showpage(std::string_view text, size_t from, size_t end) {
    constexpr std::string_view word = "showpage";
    size_t i = from;
    while (i < end) {
        const size_t at = text.substr(0, end).find(word, i);
        if (at == npos || at + word.size() > end) return npos;
        i = at + 1;
        if (at > 0 && !eps::is_delimiter(text[at - 1])) continue;
        if (at + word.size() < end && !eps::is_delimiter(text[at + word.size()])) continue;
        const size_t s = line_start(text, at, from);
        if (text.substr(s, at - s).find('%') != npos) continue;   // in a comment
        return at + word.size();
    }
    return npos;
}

bool has_word(std::string_view body, std::string_view word) {
    size_t i = 0;
    while ((i = body.find(word, i)) != npos) {
        const bool left = i == 0 || eps::is_delimiter(body[i - 1]);
        const bool right = i + word.size() >= body.size() || eps::is_delimiter(body[i + word.size()]);
        if (left && right) return true;
        ++i;
    }
    return false;
}

// In prose, whether `at` lies in an inline code span on its line: the position past it.
size_t mention_end(std::string_view text, size_t at, size_t begin) {
    size_t s = at;
    while (s > begin && text[s - 1] != '\n' && at - s < kMaxCodeSpan) --s;
    size_t ticks = 0;
    for (size_t i = s; i < at; ++i) ticks += text[i] == '`';
    if (ticks % 2 == 0) return npos;
    size_t close = at;
    while (close < text.size() && close - at < kMaxCodeSpan && text[close] != '`' && text[close] != '\n') ++close;
    return close < text.size() && text[close] == '`' ? close + 1 : npos;
}

}  // namespace

void find_eps_blocks(std::string_view text, size_t begin, size_t end, bool prose, std::vector<Block>& out) {
    end = std::min(end, text.size());
    size_t i = begin;
    bool any = false;
    while (i < end) {
        const size_t at = find_header(text, i, end, prose);
        if (at == npos) break;
        if (prose) {
            const size_t skip = mention_end(text, at, begin);
            if (skip != npos) {
                i = skip;
                continue;
            }
        }
        any = true;
        const size_t stop = find_showpage(text, at, end);
        if (stop == npos) {
            // Without showpage the page ends where its fence does; a fence that runs to the end
            // of the response was never closed, so the page may have been cut off there.
            out.push_back({at, end, !prose && end < text.size()});
            return;
        }
        out.push_back({at, stop, true});
        i = stop;
    }
    if (any || prose) return;
    // A fence body without a header: drawing code when it reads as such.
    const std::string_view body = text.substr(begin, end - begin);
    if (has_word(body, "showpage") || (has_word(body, "moveto") && (has_word(body, "stroke") ||
                                                                     has_word(body, "fill") || has_word(body, "show")))) {
        size_t first = begin;
        while (first < end && eps::is_white(text[first])) ++first;
        size_t last = end;
        while (last > first && eps::is_white(text[last - 1])) --last;
        // complete when its fence closes (before the end of the response) or the page is shown
        if (first < last) out.push_back({first, last, end < text.size() || has_word(body, "showpage")});
    }
}

}  // namespace plumbline
