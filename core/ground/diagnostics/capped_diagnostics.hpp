// Diagnostics of one kind, listed a dozen at most: a drawing with thousands of stray lines
// gets a few examples and one line saying how many more, not a report of megabytes. Used
// by any check or reader that can say the same thing many times.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "diagnostics/diagnostic.hpp"

namespace plumbline {

class CappedDiagnostics {
public:
    static constexpr int kMaxListed = 12;

    explicit CappedDiagnostics(std::vector<Diagnostic>& out) : out_(out) {}
    CappedDiagnostics(const CappedDiagnostics&) = delete;
    CappedDiagnostics& operator=(const CappedDiagnostics&) = delete;

    // Whether the next one of this code is listed; when not, count() it instead of
    // composing a message nobody will read.
    bool listed(const std::string& code) const;
    // Appends d when listed, else counts it. Returns the appended diagnostic (valid until
    // the next add), or nullptr when it was only counted.
    Diagnostic* add(Diagnostic d);
    // Counts n more of a code without listing them; the first past the cap holds the
    // place of the summary line.
    void count(const std::string& code, Severity severity, int n = 1);
    // Writes the summaries ("... and 35 more like the above."); call it once all are in
    // and before the list is moved away.
    void finish();

private:
    struct Kind {
        int seen = 0;
        int summary = -1;        // index in out_ of the summary's place
    };
    std::vector<Diagnostic>& out_;
    std::map<std::string, Kind> kinds_;
};

}  // namespace plumbline
