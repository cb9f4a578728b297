// The report as JSON, schema "plumbline/report@1" (docs/schema.md). Keys are sorted (the
// plain nlohmann::json object), numbers rounded, strings valid UTF-8; optional members
// are left out rather than written as null.
#include "plumbline/report/json.hpp"

#include <utility>

#include "report/check_json.hpp"
#include "report/json_output.hpp"
#include "report/json_text.hpp"

namespace plumbline {

using nlohmann::json;

const char* to_string(Verdict v) {
    switch (v) {
        case Verdict::Pass: return "pass";
        case Verdict::Fail: return "fail";
        case Verdict::Invalid: return "invalid";
    }
    return "invalid";
}

namespace {

constexpr const char* kReportSchema = "plumbline/report@1";

json requirement_json(const Requirement& q) {
    json j = {{"id", valid_utf8(q.id)},
              {"kind", valid_utf8(q.kind)},
              {"satisfied", q.satisfied},
              {"reference_item", q.reference_item},
              {"expected", to_json(q.expected)},
              {"matched_by", q.matched_by},
              {"error", rounded(q.error)},
              {"tolerance", rounded(q.tolerance)},
              {"measure", valid_utf8(q.measure)}};
    if (q.reference_span.known()) j["reference_span"] = span_json(q.reference_span);
    if (q.nearest) j["nearest"] = *q.nearest;
    return j;
}

json timings_json(const Timings& t) {
    return {{"extract_ms", rounded_fixed(t.extract_ms)},
            {"read_ms", rounded_fixed(t.read_ms)},
            {"check_ms", rounded_fixed(t.check_ms)},
            {"total_ms", rounded_fixed(t.total_ms)}};
}

// A diagnostic; below Full without the shapes to draw.
json diagnostic_json(const Diagnostic& d, ReportLevel level) {
    json j = {{"code", valid_utf8(d.code)},
              {"severity", to_string(d.severity)},
              {"message", valid_utf8(d.message)},
              {"source", valid_utf8(d.source)}};
    if (level == ReportLevel::Full) {
        json shapes = json::array();
        for (const Shape& s : d.shapes) shapes.push_back({{"role", valid_utf8(s.role)}, {"geometry", to_json(s.geometry)}});
        j["shapes"] = std::move(shapes);
    }
    if (d.span.known()) j["span"] = span_json(d.span);
    if (d.item) j["item"] = *d.item;
    return j;
}

}  // namespace

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

json to_json(const Diagnostic& d) { return diagnostic_json(d, ReportLevel::Full); }

json to_json(const Report& r, ReportLevel level) {
    json j = {{"schema", kReportSchema},
              {"task_id", valid_utf8(r.task_id)},
              {"profile", to_string(r.profile)},
              {"check", valid_utf8(r.check_kind)},
              {"verdict", to_string(r.verdict)},
              {"score", rounded_fixed(r.score)}};
    if (r.timed) j["timings"] = timings_json(r.timings);
    if (level != ReportLevel::Full) j["report"] = to_string(level);
    if (level == ReportLevel::Verdict) return j;

    const bool full = level == ReportLevel::Full;
    json requirements = json::array();
    int satisfied = 0;
    for (const Requirement& q : r.requirements) {
        satisfied += q.satisfied ? 1 : 0;
        if (full || !q.satisfied) requirements.push_back(requirement_json(q));
    }
    json diagnostics = json::array();
    for (const Diagnostic& d : r.diagnostics) diagnostics.push_back(diagnostic_json(d, level));
    j["requirements"] = std::move(requirements);
    if (!full) j["requirements_met"] = {satisfied, r.requirements.size()};
    j["diagnostics"] = std::move(diagnostics);
    j["extraneous"] = r.extraneous;
    if (r.precision) j["precision"] = rounded_fixed(*r.precision);
    j["candidate_items"] = r.candidate_items;
    if (r.extracted) {
        j["extracted"] = {{"format", valid_utf8(r.extracted_format)}, {"line", r.extracted_line}};
        if (full) j["extracted"]["text"] = valid_utf8(*r.extracted);
    }
    if (r.result)
        if (const CheckJson* kind = find_check_json(r.check_kind); kind && kind->write_result)
            j[std::string(kind->result_member)] = kind->write_result(*r.result, level);
    return j;
}

std::string to_text(const json& j, bool pretty) {
    // Reports hold valid UTF-8 already; `replace` keeps anything else from throwing.
    if (pretty) return j.dump(2, ' ', false, json::error_handler_t::replace);
    std::string text;
    append_compact_json(text, j);
    return text;
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
