// Finds chemfig drawings in a stretch of a response with forward searches only, so a
// hostile response cannot make it slow (each search starts past the last one's end).
#include "formats/chemfig/chemfig_blocks.hpp"

#include <algorithm>

namespace plumbline {

namespace {

constexpr size_t npos = std::string_view::npos;
constexpr std::string_view kDocument = "\\documentclass";
constexpr std::string_view kDocumentEnd = "\\end{document}";
constexpr std::string_view kPicture = "\\begin{tikzpicture}";
constexpr std::string_view kPictureEnd = "\\end{tikzpicture}";
constexpr std::string_view kChemfig = "\\chemfig";
// Commands that open a bare chemfig drawing in a fence (their settings belong to it).
constexpr std::string_view kOpeners[] = {"\\setchemfig", "\\definesubmol", "\\chemfig"};

size_t find_in(std::string_view text, std::string_view what, size_t from, size_t end) {
    if (from >= end || end - from < what.size()) return npos;
    const size_t at = text.substr(from, end - from).find(what);
    return at == npos ? npos : from + at;
}

bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// `\chemfig` at i as a whole command name (not \chemfigx).
bool command_at(std::string_view text, size_t i, std::string_view name, size_t end) {
    return i + name.size() <= end && text.compare(i, name.size(), name) == 0 &&
           (i + name.size() == end || !is_letter(text[i + name.size()]));
}

// The first \chemfig command in [from, end), or npos.
size_t find_chemfig(std::string_view text, size_t from, size_t end) {
    for (size_t at = find_in(text, kChemfig, from, end); at != npos; at = find_in(text, kChemfig, at + 1, end))
        if (command_at(text, at, kChemfig, end)) return at;
    return npos;
}

// Past the braced argument opening at i (blanks and one [..] option before it skipped);
// `ok` false when it never closes before `end` (or there is none).
size_t argument_end(std::string_view text, size_t i, size_t end, bool& ok, bool& braced) {
    ok = braced = false;
    while (i < end && (text[i] == ' ' || text[i] == '\t')) ++i;
    if (i < end && text[i] == '[') {
        const size_t close = find_in(text, "]", i, end);
        if (close == npos) return end;
        i = close + 1;
    }
    while (i < end && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r')) ++i;
    if (i >= end || text[i] != '{') return i;
    braced = true;
    int depth = 0;
    for (size_t j = i; j < end; ++j) {
        const char c = text[j];
        if (c == '\\') {
            ++j;
            continue;
        }
        if (c == '{') ++depth;
        if (c == '}' && --depth == 0) {
            ok = true;
            return j + 1;
        }
    }
    return end;
}

}  // namespace

void find_chemfig_blocks(std::string_view text, size_t begin, size_t end, bool prose, std::vector<Block>& out) {
    end = std::min(end, text.size());
    size_t i = begin;
    bool fence_open = false;   // in a fence: the bare commands gathered into one block
    Block fence_block;
    const auto flush = [&] {
        if (fence_open) out.push_back(fence_block);
        fence_open = false;
    };
    while (i < end) {
        const size_t chemfig = find_chemfig(text, i, end);
        if (chemfig == npos) break;
        const size_t document = find_in(text, kDocument, i, chemfig);
        const size_t picture = find_in(text, kPicture, i, chemfig);
        if (document != npos && (picture == npos || document < picture)) {   // a document using \chemfig?
            const size_t close = find_in(text, kDocumentEnd, document, end);
            if (close != npos && close < chemfig) {   // no: it ends first
                i = close + kDocumentEnd.size();
                continue;
            }
            flush();
            if (close == npos) {
                out.push_back({document, end, false});
                return;
            }
            out.push_back({document, close + kDocumentEnd.size(), true});
            i = close + kDocumentEnd.size();
            continue;
        }
        if (picture != npos) {   // a picture: chemfig's when the \chemfig lies inside it
            const size_t close = find_in(text, kPictureEnd, picture, end);
            if (close != npos && close < chemfig) {
                i = close + kPictureEnd.size();
                continue;
            }
            flush();
            if (close == npos) {
                out.push_back({picture, end, false});
                return;
            }
            out.push_back({picture, close + kPictureEnd.size(), true});
            i = close + kPictureEnd.size();
            continue;
        }
        bool ok = false, braced = false;
        const size_t stop = argument_end(text, chemfig + kChemfig.size(), end, ok, braced);
        if (!braced && prose) {   // `\chemfig` named in prose, not used
            i = chemfig + kChemfig.size();
            continue;
        }
        size_t start = chemfig;
        if (!prose) {   // settings written before it in the fence belong to it
            for (std::string_view opener : kOpeners) {
                const size_t at = find_in(text, opener, i, chemfig);
                if (at != npos) start = std::min(start, at);
            }
        }
        if (!ok && braced) {   // the molecule never ends: cut off
            flush();
            out.push_back({start, end, false});
            return;
        }
        if (prose) {
            out.push_back({start, stop, true});
        } else if (fence_open) {
            fence_block.end = stop;
        } else {
            fence_open = true;
            fence_block = {start, stop, true};
        }
        i = stop;
    }
    flush();
}

}  // namespace plumbline
