// Severity names and the byte-offset to line/column index used by every reader.
#include "diagnostics/diagnostic.hpp"

#include <algorithm>
#include <cstring>
#include <utility>

#include "base/utf8.hpp"

namespace plumbline {

const char* to_string(Severity s) {
    switch (s) {
        case Severity::Error: return "error";
        case Severity::Warning: return "warning";
        case Severity::Info: return "info";
    }
    return "error";
}

Diagnostic source_error(std::string code, std::string source, std::string message) {
    Diagnostic d;
    d.code = std::move(code);
    d.severity = Severity::Error;
    d.source = std::move(source);
    d.message = std::move(message);
    return d;
}

LineIndex::LineIndex(std::string_view text) : size_(text.size()) {
    // Room for lines of 40 bytes on average (drawings' lines are seldom shorter), so the
    // vector seldom grows: growing it by doubling was 11 calls to malloc a geometry line.
    starts_.reserve(1 + text.size() / 40);
    starts_.push_back(0);
    // memchr, not a loop over every byte: every drawing read is indexed whole.
    const char* const begin = text.data();
    const char* const end = begin + text.size();
    for (const char* p = begin; p < end;) {
        const void* nl = std::memchr(p, '\n', static_cast<size_t>(end - p));
        if (!nl) break;
        p = static_cast<const char*>(nl) + 1;
        starts_.push_back(static_cast<size_t>(p - begin));
    }
    // Which bytes continue a character: none in ASCII text, the common case, checked eight
    // bytes at a time.
    size_t i = 0;
    for (std::uint64_t word; i + 8 <= text.size(); i += 8) {
        std::memcpy(&word, begin + i, 8);
        if (word & 0x8080808080808080ull) break;
    }
    while (i < text.size() && static_cast<unsigned char>(text[i]) < 0x80) ++i;
    if (i == text.size()) return;
    const size_t blocks = (text.size() >> 6) + 1;
    continued_.assign(blocks, 0);
    continued_before_.assign(blocks, 0);
    while (i < text.size()) {
        if (static_cast<unsigned char>(text[i]) < 0x80) {
            ++i;
            continue;
        }
        const size_t length = utf8_sequence_length(text, i);
        if (length == 0) {   // not UTF-8: the byte is a character of its own
            ++i;
            continue;
        }
        for (size_t k = i + 1; k < i + length; ++k) continued_[k >> 6] |= std::uint64_t{1} << (k & 63);
        i += length;
    }
    size_t before = 0;
    for (size_t b = 0; b < blocks; ++b) {
        continued_before_[b] = before;
        before += static_cast<size_t>(__builtin_popcountll(continued_[b]));
    }
}

// Bytes in [0, offset) that continue a character (offset <= the text's size).
size_t LineIndex::continuations_before(size_t offset) const {
    if (continued_.empty()) return 0;
    const size_t block = offset >> 6;
    const std::uint64_t below = (std::uint64_t{1} << (offset & 63)) - 1;
    return continued_before_[block] + static_cast<size_t>(__builtin_popcountll(continued_[block] & below));
}

// The 1-based column of the character holding byte `offset` (just after the last one when
// offset is the text's size): the characters that start in [line_start, offset].
int LineIndex::column(size_t line_start, size_t offset) const {
    const size_t through = std::min(offset + 1, size_);
    const size_t bytes = offset + 1 - line_start;
    return static_cast<int>(bytes - (continuations_before(through) - continuations_before(line_start)));
}

// Columns count characters from 1; an offset past the end points just after the last one.
Span LineIndex::at(size_t offset) const {
    offset = std::min(offset, size_);
    const auto next = std::upper_bound(starts_.begin(), starts_.end(), offset);
    const size_t line = static_cast<size_t>(next - starts_.begin());  // >= 1: starts_[0] == 0
    const int c = column(starts_[line - 1], offset);
    return Span{static_cast<int>(line), c, static_cast<int>(line), c};
}

Span LineIndex::range(size_t begin, size_t end) const {
    Span first = at(begin);
    // Most ranges (a tag, an attribute value) end on the line they start on.
    const size_t last_offset = std::min(end > begin ? end - 1 : begin, size_);
    const size_t line = static_cast<size_t>(first.line);
    if (line == starts_.size() || last_offset < starts_[line]) {
        first.end_column = column(starts_[line - 1], last_offset);
        return first;
    }
    const Span last = at(last_offset);
    first.end_line = last.line;
    first.end_column = last.column;
    return first;
}

}  // namespace plumbline
