// Severity names and the byte-offset to line/column index used by every reader.
#include "diagnostics/diagnostic.hpp"

#include <algorithm>
#include <cstring>
#include <utility>

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
}

// Columns count bytes from 1; an offset past the end points just after the last byte.
Span LineIndex::at(size_t offset) const {
    offset = std::min(offset, size_);
    const auto next = std::upper_bound(starts_.begin(), starts_.end(), offset);
    const size_t line = static_cast<size_t>(next - starts_.begin());  // >= 1: starts_[0] == 0
    const int column = static_cast<int>(offset - starts_[line - 1]) + 1;
    return Span{static_cast<int>(line), column, static_cast<int>(line), column};
}

Span LineIndex::range(size_t begin, size_t end) const {
    Span first = at(begin);
    // Most ranges (a tag, an attribute value) end on the line they start on.
    const size_t last_offset = std::min(end > begin ? end - 1 : begin, size_);
    const size_t line = static_cast<size_t>(first.line);
    if (line == starts_.size() || last_offset < starts_[line]) {
        first.end_column = static_cast<int>(last_offset - starts_[line - 1]) + 1;
        return first;
    }
    const Span last = at(last_offset);
    first.end_line = last.line;
    first.end_column = last.column;
    return first;
}

}  // namespace plumbline
