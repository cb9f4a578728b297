// The report's words: verdicts and levels as tasks and reports spell them.
#include "report/report.hpp"

#include <utility>

namespace plumbline {

const char* to_string(Verdict v) {
    switch (v) {
        case Verdict::Pass: return "pass";
        case Verdict::Fail: return "fail";
        case Verdict::Invalid: return "invalid";
    }
    return "invalid";
}

const char* to_string(ReportLevel level) {
    switch (level) {
        case ReportLevel::Full: return "full";
        case ReportLevel::Compact: return "compact";
        case ReportLevel::Verdict: return "verdict";
    }
    return "full";
}

bool parse_report_level(std::string_view s, ReportLevel& out) {
    for (ReportLevel level : {ReportLevel::Full, ReportLevel::Compact, ReportLevel::Verdict})
        if (s == to_string(level)) {
            out = level;
            return true;
        }
    return false;
}

Report error_report(const std::string& task_id, Profile profile, Diagnostic d) {
    Report r;
    r.task_id = task_id;
    r.profile = profile;
    r.verdict = Verdict::Invalid;
    r.score = 0;
    r.diagnostics.push_back(std::move(d));
    return r;
}

}  // namespace plumbline
