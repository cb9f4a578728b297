// Where a reader's diagnostics go, whatever the format: labelled with the source name, at
// most a few of each code (a drawing with ten thousand bad colours needs a handful of
// examples and a count, not ten thousand lines), no exact repeats (an element drawn by
// several <use> instances, or a \foreach body run a thousand times, is diagnosed once),
// a way to say a thing once per key, and whether anything was an error.
#pragma once

#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "diagnostics/diagnostic.hpp"
#include "scene/scene.hpp"

namespace plumbline {

class ReadReporter {
public:
    static constexpr int kMaxPerCode = 50;

    ReadReporter(std::string source, std::vector<Diagnostic>& out) : source_(std::move(source)), out_(out) {}

    void add(Severity severity, const std::string& code, std::string message, Span span) {
        if (severity == Severity::Error) errors_ = true;
        const std::string key = code + '@' + std::to_string(span.line) + ':' + std::to_string(span.column) + ' ' + message;
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

    // True the first time a key is seen: callers report only then.
    bool first_time(const std::string& key) { return seen_.insert("once:" + key).second; }
    bool has_errors() const { return errors_; }

    // Adds one note per code that had more diagnostics than were kept.
    void finish() {
        for (const auto& [code, count] : per_code_) {
            if (count <= kMaxPerCode) continue;
            Diagnostic d;
            d.code = "read.diagnostics.truncated";
            d.severity = Severity::Info;
            d.message = std::to_string(count - kMaxPerCode) + " more \"" + code + "\" diagnostics were not listed.";
            d.source = source_;
            out_.push_back(std::move(d));
        }
    }

private:
    std::string source_;
    std::vector<Diagnostic>& out_;
    std::set<std::string> seen_;
    std::map<std::string, int> per_code_;
    bool errors_ = false;
};

// The last step of every reader: shape recognition (circles and ellipses drawn as paths,
// straight runs), within the item budget; running out is said once, like the reader's own
// item limit (the "items" key).
inline void recognize_within_budget(Scene& scene, size_t max_items, ReadReporter& reporter) {
    RecognizeOptions recognize;
    recognize.max_items = max_items;
    if (!recognize_shapes(scene, recognize) && reporter.first_time("items"))
        reporter.add(Severity::Warning, "read.limit.items",
                     "The drawing has more than " + std::to_string(max_items) +
                         " items with its straight runs and recognised circles; shape recognition stopped early.",
                     Span{});
}

}  // namespace plumbline
