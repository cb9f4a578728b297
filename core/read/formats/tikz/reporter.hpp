// The TikZ reader reports through the readers' shared reporter (formats/reporter.hpp),
// locating byte offsets of the drawing text as line:column spans.
#pragma once

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "formats/reporter.hpp"

namespace plumbline::tikz {

class Reporter {
public:
    Reporter(std::string_view text, std::string source, std::vector<Diagnostic>& out)
        : lines_(text), size_(text.size()), shared_(std::move(source), out) {}

    void add(Severity severity, const std::string& code, std::string message, size_t begin, size_t end) {
        begin = std::min(begin, size_);
        end = std::max(begin + 1, std::min(end, size_));
        shared_.add(severity, code, std::move(message), size_ == 0 ? Span{1, 1, 1, 1} : lines_.range(begin, end));
    }
    bool first_time(const std::string& key) { return shared_.first_time(key); }
    bool has_errors() const { return shared_.has_errors(); }
    void finish() { shared_.finish(); }
    ReadReporter& shared() { return shared_; }

private:
    LineIndex lines_;
    size_t size_;
    ReadReporter shared_;
};

}  // namespace plumbline::tikz
