// Finding the drawing in a raw model response. The response is split into Markdown code
// fences and the prose between them; each format's finder locates drawings in fence bodies
// of its languages and in the prose; the last complete drawing outside <think> wins.
#include "extract/extract.hpp"

#include <algorithm>
#include <cstring>
#include <optional>
#include <utility>

#include "base/ascii.hpp"
#include "base/same_bytes.hpp"
#include "formats/registry.hpp"

namespace plumbline {

namespace {

bool is_blank(char ch) { return ch == ' ' || ch == '\t' || ch == '\r' || ch == '\n' || ch == '\f'; }

struct Fence {
    size_t open_line = 0;             // start of the opening ``` line
    size_t body_begin = 0, body_end = 0;
    size_t end = 0;                   // past the closing line, or the end of the text
    bool closed = false;
    std::string language;             // first word of the info string, lower case
};

// A fence line: optional indentation (any amount: models indent fences inside list items),
// then three or more backticks or tildes. Returns the run's character and length.
bool fence_marker(std::string_view line, char* marker, size_t* run, std::string_view* info) {
    size_t i = 0;
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
    if (i >= line.size() || (line[i] != '`' && line[i] != '~')) return false;
    const char ch = line[i];
    size_t n = 0;
    while (i + n < line.size() && line[i + n] == ch) ++n;
    if (n < 3) return false;
    *marker = ch;
    *run = n;
    *info = line.substr(i + n);
    return true;
}

std::string first_word_lower(std::string_view info) {
    size_t i = 0;
    while (i < info.size() && is_blank(info[i])) ++i;
    std::string word;
    for (; i < info.size() && !is_blank(info[i]) && info[i] != '{'; ++i) word += ascii_lower(info[i]);
    return word;
}

// CommonMark-style fenced code blocks: closed by a line with a run of the same character
// at least as long and nothing else; an unclosed fence runs to the end of the text.
std::vector<Fence> find_fences(std::string_view text) {
    std::vector<Fence> fences;
    size_t pos = 0;
    const auto line_at = [&](size_t start, size_t* next) {
        size_t stop = text.find('\n', start);
        *next = stop == std::string_view::npos ? text.size() : stop + 1;
        if (stop == std::string_view::npos) stop = text.size();
        return text.substr(start, stop - start);
    };
    while (pos < text.size()) {
        size_t next = 0;
        const std::string_view line = line_at(pos, &next);
        char marker = 0;
        size_t run = 0;
        std::string_view info;
        if (!fence_marker(line, &marker, &run, &info) ||
            (marker == '`' && info.find('`') != std::string_view::npos)) {
            pos = next;
            continue;
        }
        Fence fence;
        fence.open_line = pos;
        fence.body_begin = next;
        fence.body_end = fence.end = text.size();
        fence.language = first_word_lower(info);
        for (size_t at = next; at < text.size();) {
            size_t after = 0;
            const std::string_view candidate = line_at(at, &after);
            char close_marker = 0;
            size_t close_run = 0;
            std::string_view rest;
            if (fence_marker(candidate, &close_marker, &close_run, &rest) && close_marker == marker &&
                close_run >= run &&
                std::all_of(rest.begin(), rest.end(), [](char ch) { return is_blank(ch); })) {
                fence.body_end = at;
                fence.end = after;
                fence.closed = true;
                break;
            }
            at = after;
        }
        pos = fence.end;
        fences.push_back(std::move(fence));
    }
    return fences;
}

using Range = std::pair<size_t, size_t>;   // [first, second)

bool matches_ci(std::string_view text, size_t pos, std::string_view word) {
    if (text.size() < pos + word.size()) return false;
    for (size_t i = 0; i < word.size(); ++i)
        if (ascii_lower(text[pos + i]) != word[i]) return false;
    return true;
}

// The contents of <tag>...</tag> blocks (tag names case-insensitive: SGP-GenBench writes
// <THINK>/<ANSWER>); an unclosed block runs to the end of the text.
std::vector<Range> tag_blocks(std::string_view text, std::string_view open, std::string_view close) {
    std::vector<Range> blocks;
    size_t pos = text.find('<');
    size_t content = std::string_view::npos;
    for (; pos != std::string_view::npos; pos = text.find('<', pos + 1)) {
        if (content == std::string_view::npos && matches_ci(text, pos, open)) {
            content = pos + open.size();
        } else if (content != std::string_view::npos && matches_ci(text, pos, close)) {
            blocks.emplace_back(content, pos);
            content = std::string_view::npos;
        }
    }
    if (content != std::string_view::npos) blocks.emplace_back(content, text.size());
    return blocks;
}

bool inside(const std::vector<Range>& ranges, size_t pos) {
    const auto after = std::upper_bound(ranges.begin(), ranges.end(), pos,
                                        [](size_t p, const Range& r) { return p < r.first; });
    return after != ranges.begin() && pos < std::prev(after)->second;
}

Diagnostic response_diagnostic(std::string code, Severity severity, std::string message, Span span) {
    Diagnostic d;
    d.code = std::move(code);
    d.severity = severity;
    d.message = std::move(message);
    d.source = "response";
    d.span = span;
    return d;
}

std::string line_text(const LineIndex& index, size_t pos) {
    return "line " + std::to_string(index.at(pos).line);
}

struct Candidate {
    Block block;
    const char* how = "bare";        // "fence", "answer", "bare"
    bool in_think = false;
    bool in_unclosed_fence = false;
    bool is_fence_body = false;      // an unclosed fence holding no element: the block is its body
    size_t fence_line = 0;           // start of its fence's opening line, if in a fence
};

// Everything that could be the drawing, in response order.
struct Survey {
    std::vector<Candidate> candidates;
    std::optional<Fence> empty_labelled_fence;   // the first ```svg fence without a drawing in it
};

Survey survey(std::string_view response, const Format& syntax) {
    const std::vector<Fence> fences = find_fences(response);
    const std::vector<Range> answers = tag_blocks(response, "<answer>", "</answer>");
    const std::vector<Range> thinks = tag_blocks(response, "<think>", "</think>");
    Survey result;
    std::vector<Block> blocks;
    const auto add_prose = [&](size_t begin, size_t end) {
        blocks.clear();
        syntax.find_blocks(response, begin, end, true, blocks);
        for (const Block& b : blocks) {
            Candidate c;
            c.block = b;
            c.how = inside(answers, b.begin) ? "answer" : "bare";
            c.in_think = inside(thinks, b.begin);
            result.candidates.push_back(c);
        }
    };
    size_t prose_begin = 0;
    for (const Fence& fence : fences) {
        add_prose(prose_begin, fence.open_line);
        prose_begin = fence.end;
        const auto& languages = syntax.fence_languages;
        const bool labelled = std::find(languages.begin(), languages.end(), fence.language) != languages.end();
        if (!labelled && !fence.language.empty()) continue;   // code in another language
        blocks.clear();
        syntax.find_blocks(response, fence.body_begin, fence.body_end, false, blocks);
        const bool fence_body = blocks.empty() && !fence.closed && labelled;
        if (fence_body) blocks.push_back({fence.body_begin, fence.body_end, false});
        if (blocks.empty() && labelled && !result.empty_labelled_fence) result.empty_labelled_fence = fence;
        for (const Block& b : blocks) {
            Candidate c;
            c.block = b;
            c.how = "fence";
            c.in_think = inside(thinks, b.begin);
            c.in_unclosed_fence = !fence.closed;
            c.is_fence_body = fence_body;
            c.fence_line = fence.open_line;
            result.candidates.push_back(c);
        }
    }
    add_prose(prose_begin, response.size());
    return result;
}

std::string cut_off_message(const Candidate& c, const LineIndex& index, const Format& syntax) {
    if (c.is_fence_body)
        return "The code fence opened at " + line_text(index, c.fence_line) + " is never closed and holds no " +
               std::string(syntax.element) + ": the response was probably cut off.";
    return "The drawing starting at " + line_text(index, c.block.begin) +
           " never ends (no closing tag before the response ends): the response was probably cut off.";
}

// Says what the response holds when no complete drawing was found.
Diagnostic nothing_found(const Survey& s, const std::vector<Candidate>& pool, const LineIndex& index,
                         const Format& syntax) {
    if (!pool.empty()) {
        const Candidate& cut = pool.back();
        return response_diagnostic("extract.truncated", Severity::Error, cut_off_message(cut, index, syntax),
                                   index.at(cut.block.begin));
    }
    if (s.empty_labelled_fence) {
        const Fence& fence = *s.empty_labelled_fence;
        return response_diagnostic("extract.none", Severity::Error,
                                   "The ```" + fence.language + " code fence at " + line_text(index, fence.open_line) +
                                       " holds no " + std::string(syntax.element) + " element.",
                                   index.at(fence.open_line));
    }
    const std::string name(syntax.name);
    return response_diagnostic("extract.none", Severity::Error,
                               "No " + name + " drawing found in the response: expected a ```" + name +
                                   " code fence, an <answer> block or a bare " + std::string(syntax.element) + ".",
                               {});
}

// Whether two drawings are the same text, whitespace aside (indentation and line breaks
// change when a model copies a drawing into its answer).
bool same_text(std::string_view a, std::string_view b) {
    size_t i = 0, j = 0;
    for (;;) {
        // Eight equal bytes read alike whatever they hold (blanks skipped in both at the
        // same places): an answer repeats the given drawing's text at length.
        while (i + 8 <= a.size() && j + 8 <= b.size() && same_8_bytes(a.data() + i, b.data() + j)) i += 8, j += 8;
        while (i < a.size() && is_blank(a[i])) ++i;
        while (j < b.size() && is_blank(b[j])) ++j;
        if (i == a.size() || j == b.size()) return i == a.size() && j == b.size();
        if (a[i] != b[j]) return false;
        ++i, ++j;
    }
}

}  // namespace

Extraction extract_drawing(std::string_view response, std::string_view format, std::string_view given) {
    Extraction result;
    const Format* syntax = find_format(format);
    if (!syntax) {
        result.diagnostics.push_back(response_diagnostic(
            "extract.format.unknown", Severity::Error,
            "There is no way to find a drawing of format '" + std::string(format) + "' in a response.", {}));
        return result;
    }
    result.format = std::string(syntax->name);
    const LineIndex index(response);
    const Survey found = survey(response, *syntax);

    // Drawings inside <think> are drafts; they count only when the answer has none.
    std::vector<Candidate> pool;
    for (const Candidate& c : found.candidates)
        if (!c.in_think) pool.push_back(c);
    const bool from_think = pool.empty() && !found.candidates.empty();
    if (from_think) pool = found.candidates;

    auto chosen = std::find_if(pool.rbegin(), pool.rend(), [](const Candidate& c) { return c.block.complete; });
    // The last complete block is the given drawing repeated: judge the one before it.
    std::optional<Diagnostic> skipped_given;
    const auto text_of = [&](const Candidate& c) { return response.substr(c.block.begin, c.block.end - c.block.begin); };
    if (chosen != pool.rend() && !given.empty() && same_text(text_of(*chosen), given)) {
        const auto earlier = std::find_if(std::next(chosen), pool.rend(), [&](const Candidate& c) {
            return c.block.complete && !same_text(text_of(c), given);
        });
        if (earlier != pool.rend()) {
            skipped_given = response_diagnostic(
                "extract.given", Severity::Info,
                "The last drawing, at " + line_text(index, chosen->block.begin) +
                    ", is the task's given drawing again (shown for comparison), so the one at " +
                    line_text(index, earlier->block.begin) + " was judged.",
                index.at(chosen->block.begin));
            chosen = earlier;
        }
    }
    if (chosen == pool.rend()) {
        result.diagnostics.push_back(nothing_found(found, pool, index, *syntax));
        return result;
    }

    const Candidate& pick = *chosen;
    const Span pick_span = index.at(pick.block.begin);
    const std::string pick_line = line_text(index, pick.block.begin);
    const auto complete = std::count_if(pool.begin(), pool.end(), [](const Candidate& c) { return c.block.complete; });
    if (complete > 1 && !skipped_given)   // extract.given says which was used, and why
        result.diagnostics.push_back(response_diagnostic(
            "extract.several", Severity::Info,
            std::to_string(complete) + " complete drawings found; the last one, at " + pick_line + ", was used.",
            pick_span));
    if (skipped_given) {
        result.diagnostics.push_back(std::move(*skipped_given));
    } else if (chosen != pool.rbegin()) {
        const Candidate& cut = pool.back();   // after the last complete one, so cut off
        result.diagnostics.push_back(response_diagnostic(
            "extract.truncated", Severity::Warning,
            cut_off_message(cut, index, *syntax) + " The last complete drawing, at " + pick_line +
                ", was used instead.",
            index.at(cut.block.begin)));
    } else if (pick.in_unclosed_fence) {
        result.diagnostics.push_back(response_diagnostic(
            "extract.truncated", Severity::Warning,
            "The code fence opened at " + line_text(index, pick.fence_line) +
                " is never closed, so the response may have been cut off; the drawing inside it is "
                "complete and was used.",
            index.at(pick.fence_line)));
    }
    if (from_think)
        result.diagnostics.push_back(response_diagnostic(
            "extract.think", Severity::Warning,
            "The only drawing is inside <think>...</think>, the model's reasoning rather than its answer; "
            "it was used.",
            pick_span));

    result.found = true;
    result.offset = pick.block.begin;
    result.line = pick_span.line;
    result.text = std::string(response.substr(pick.block.begin, pick.block.end - pick.block.begin));
    result.how = pick.how;
    if (result.how == "bare") {
        size_t first = 0, last = response.size();
        while (first < last && is_blank(response[first])) ++first;
        while (last > first && is_blank(response[last - 1])) --last;
        if (first == pick.block.begin && last == pick.block.end) result.how = "whole";
    }
    return result;
}

namespace {

// Where the first complete drawing of `f` starts in `text`, or npos.
size_t first_block(const Format& f, std::string_view text) {
    std::vector<Block> blocks;
    f.find_blocks(text, 0, text.size(), false, blocks);
    for (const Block& b : blocks)
        if (b.complete) return b.begin;
    return std::string_view::npos;
}

}  // namespace

std::string_view format_of_text(std::string_view text) {
    std::string_view best;
    size_t best_at = std::string_view::npos;
    for (const Format& f : all_formats()) {
        const size_t at = first_block(f, text);
        if (at < best_at) {
            best_at = at;
            best = f.name;
        }
    }
    return best;
}

bool holds_format(std::string_view text, std::string_view format) {
    const Format* f = find_format(format);
    return f && first_block(*f, text) != std::string_view::npos;
}

}  // namespace plumbline
