// Where the TikZ reader's diagnostics go: spans from byte offsets of the drawing text,
// at most a few of each code, no exact repeats, and whether anything was an error (a TeX
// run would have failed, so the drawing is invalid).
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

#include "plumbline/base/diagnostic.hpp"

namespace plumbline::tikz {

class Reporter {
public:
    static constexpr int kMaxPerCode = 50;

    Reporter(std::string_view text, std::string source, std::vector<Diagnostic>& out)
        : lines_(text), size_(text.size()), source_(std::move(source)), out_(out) {}

    void add(Severity severity, const std::string& code, std::string message, size_t begin, size_t end) {
        if (severity == Severity::Error) errors_ = true;
        begin = std::min(begin, size_);
        end = std::max(begin + 1, std::min(end, size_));
        const Span span = size_ == 0 ? Span{1, 1, 1, 1} : lines_.range(begin, end);
        const std::string key = code + '@' + std::to_string(begin) + ' ' + message;
        if (!seen_.insert(key).second) return;
        if (++per_code_[code] > kMaxPerCode) return;
        Diagnostic d;
        d.code = code;
        d.severity = severity;
        d.message = std::move(message);
        d.source = source_;
        d.span = span;
        out_.push_back(std::move(d));
    }
    // True the first time `key` is seen: for notes said once per drawing.
    bool first_time(const std::string& key) { return seen_.insert("once:" + key).second; }
    bool has_errors() const { return errors_; }

    void finish() {
        for (const auto& [code, count] : per_code_) {
            if (count <= kMaxPerCode) continue;
            Diagnostic d;
            d.code = "tikz.diagnostics.truncated";
            d.severity = Severity::Info;
            d.message = std::to_string(count - kMaxPerCode) + " more \"" + code + "\" diagnostics were not listed.";
            d.source = source_;
            out_.push_back(std::move(d));
        }
    }

private:
    LineIndex lines_;
    size_t size_;
    std::string source_;
    std::vector<Diagnostic>& out_;
    std::set<std::string> seen_;
    std::map<std::string, int> per_code_;
    bool errors_ = false;
};

}  // namespace plumbline::tikz
