// Finds <svg>...</svg> elements in a stretch of a model's response without parsing XML:
// a single forward scan that counts <svg> opens and </svg> closes, skipping comments and
// CDATA, so it is linear in the text and cannot be fooled into a hang.
#include <algorithm>

#include "base/ascii.hpp"
#include "formats/svg/svg_blocks.hpp"

namespace plumbline {

namespace {

bool is_space(char ch) { return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' || ch == '\f'; }

bool starts_with(std::string_view text, size_t pos, std::string_view word) {
    return text.size() >= pos + word.size() && text.compare(pos, word.size(), word) == 0;
}

// "<svg" or "</svg" must be followed by a delimiter, so <svgfoo> and prose like "<svg."
// are not tags.
bool tag_name_ends(std::string_view text, size_t pos, size_t end) {
    return pos >= end || is_space(text[pos]) || text[pos] == '>' || text[pos] == '/';
}

// The length of an <svg> tag's name at `pos` (just past '<' or '</'): "svg", or "p:svg"
// with any prefix, since elements are SVG by namespace, not by prefix (the reader checks
// the binding). 0 when the tag there is another element's.
size_t svg_name_at(std::string_view text, size_t pos, size_t end) {
    constexpr size_t kMaxPrefix = 64;
    size_t name = pos;
    size_t j = pos;
    while (j < end && j - pos < kMaxPrefix && (ascii_alnum(text[j]) || text[j] == '_' || text[j] == '-' || text[j] == '.'))
        ++j;
    if (j > pos && j < end && text[j] == ':') name = j + 1;
    const bool svg = text.size() >= name + 3 && text[name] == 's' && text[name + 1] == 'v' && text[name + 2] == 'g';
    return svg && tag_name_ends(text, name + 3, end) ? name + 3 - pos : 0;
}

// Position just past the '>' closing the tag that starts at `pos` ('>' inside quoted
// attribute values does not count), or npos when the tag is cut off.
size_t tag_end(std::string_view text, size_t pos, size_t end, bool* self_closing) {
    char quote = 0;
    for (size_t i = pos; i < end; ++i) {
        const char ch = text[i];
        if (quote) {
            if (ch == quote) quote = 0;
        } else if (ch == '"' || ch == '\'') {
            quote = ch;
        } else if (ch == '>') {
            *self_closing = i > pos && text[i - 1] == '/';
            return i + 1;
        }
    }
    return std::string_view::npos;
}

// Code spans longer than this are not mentions of a tag; the cap keeps the scan linear.
constexpr size_t kMaxCodeSpan = 1000;

// An inline code span on one line (`<svg>`) that opens the tag without closing it names
// the element in prose. Returns the position past its closing backticks, or `pos` when the
// span is absent or holds a whole drawing.
size_t skip_code_span(std::string_view text, size_t pos, size_t end) {
    size_t run = 0;
    while (pos + run < end && text[pos + run] == '`') ++run;
    const size_t limit = std::min(end, pos + run + kMaxCodeSpan);
    size_t i = pos + run;
    while (i < limit && text[i] != '\n') {
        if (text[i] != '`') { ++i; continue; }
        size_t close = 0;
        while (i + close < limit && text[i + close] == '`') ++close;
        if (close == run) {
            const std::string_view inside = text.substr(pos + run, i - pos - run);
            return inside.find("</svg") == std::string_view::npos ? i + close : pos;
        }
        i += close;
    }
    return pos;
}

// Widens a top-level block backwards over what may precede the root element: whitespace,
// an <?xml ...?> declaration, a <!DOCTYPE ...> and comments, as far as `floor`.
size_t include_prolog(std::string_view text, size_t begin, size_t floor) {
    size_t result = begin;
    size_t pos = begin;
    for (int budget = 8; budget > 0; --budget) {
        while (pos > floor && is_space(text[pos - 1])) --pos;
        if (pos <= floor || text[pos - 1] != '>') break;
        const size_t open = text.rfind('<', pos - 1);
        if (open == std::string_view::npos || open < floor) break;
        const std::string_view construct = text.substr(open, pos - open);
        const bool prolog = starts_with(construct, 0, "<?xml") || starts_with(construct, 0, "<!DOCTYPE") ||
                            (starts_with(construct, 0, "<!--") && construct.size() >= 7 &&
                             construct.substr(construct.size() - 3) == "-->");
        if (!prolog) break;
        result = pos = open;
    }
    return result;
}

struct OpenElement {
    size_t begin;
    size_t nested_mark;   // size of `nested` when this element opened
};

}  // namespace

void find_svg_blocks(std::string_view text, size_t begin, size_t end, bool prose,
                     std::vector<Block>& out) {
    end = std::min(end, text.size());
    std::vector<OpenElement> open;
    // Complete elements whose parent has not closed (yet). If the parent closes they are
    // just part of it; if it never does, they are the drawings that survived the cut.
    std::vector<Block> nested;
    const auto closed = [&](size_t element_begin, size_t element_end) {
        if (open.empty())
            out.push_back({include_prolog(text, element_begin, begin), element_end, true});
        else
            nested.push_back({element_begin, element_end, true});
    };

    size_t pos = begin;
    size_t tick = 0;            // the next backtick at or after pos (npos: none), once known
    bool tick_known = false;
    bool cut = false;
    while (pos < end && !cut) {
        // find_first_of would call memchr on its two-character set once per character of
        // the text; two single-character searches cost two passes at memchr's speed.
        size_t next = text.find('<', pos);
        if (open.empty() && prose) {
            if (!tick_known || (tick != std::string_view::npos && tick < pos)) {
                tick = text.find('`', pos);   // searched again only once passed
                tick_known = true;
            }
            next = std::min(next, tick);
        }
        if (next == std::string_view::npos || next >= end) break;
        pos = next;
        if (text[pos] == '`') {
            const size_t after = skip_code_span(text, pos, end);
            if (after > pos)
                pos = after;
            else
                while (pos < end && text[pos] == '`') ++pos;  // an unmatched run is literal
            continue;
        }
        if (starts_with(text, pos, "<!--")) {
            const size_t close = text.find("-->", pos + 4);
            pos = close == std::string_view::npos || close >= end ? end : close + 3;
        } else if (starts_with(text, pos, "<![CDATA[")) {
            const size_t close = text.find("]]>", pos + 9);
            pos = close == std::string_view::npos || close >= end ? end : close + 3;
        } else if (svg_name_at(text, pos + 1, end) > 0) {
            bool self_closing = false;
            const size_t after = tag_end(text, pos, end, &self_closing);
            if (after == std::string_view::npos) {
                open.push_back({pos, nested.size()});
                cut = true;
            } else if (self_closing) {
                closed(pos, after);
                pos = after;
            } else {
                open.push_back({pos, nested.size()});
                pos = after;
            }
        } else if (starts_with(text, pos, "</") && svg_name_at(text, pos + 2, end) > 0) {
            bool self_closing = false;
            const size_t after = tag_end(text, pos, end, &self_closing);
            if (after == std::string_view::npos) {
                cut = true;
            } else {
                if (!open.empty()) {
                    const OpenElement element = open.back();
                    open.pop_back();
                    nested.resize(element.nested_mark);
                    closed(element.begin, after);
                }
                pos = after;
            }
        } else {
            ++pos;
        }
    }
    if (open.empty()) return;
    // Cut off: the outermost open element is the truncated drawing; complete elements
    // inside it come after its start.
    out.push_back({include_prolog(text, open.front().begin, begin), end, false});
    out.insert(out.end(), nested.begin(), nested.end());
}

}  // namespace plumbline
