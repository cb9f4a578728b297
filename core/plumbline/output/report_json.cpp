// The report as JSON, schema "plumbline/report@1" (docs/schema.md). Keys are sorted (the
// plain nlohmann::json object), numbers rounded, strings valid UTF-8; optional members
// are left out rather than written as null.
#include "output/json.hpp"
#include "output/report_writer.hpp"

#include <utility>

#include "json/json_output.hpp"
#include "json/json_text.hpp"

namespace plumbline {

using nlohmann::json;

namespace {

constexpr const char* kReportSchema = "plumbline/report@1";

void write_requirement(JsonSink& w, const Requirement& q) {
    w.begin_object();
    w.key("error");
    write_rounded(w, q.error);
    w.key("expected");
    write_geometry(w, q.expected);
    w.field("id", q.id);
    w.field("kind", q.kind);
    w.key("matched_by");
    w.integers(q.matched_by);
    w.field("measure", q.measure);
    if (!q.name.empty()) w.field("name", q.name);
    if (q.nearest) w.field("nearest", *q.nearest);
    w.field("reference_item", q.reference_item);
    if (q.reference_span.known()) {
        w.key("reference_span");
        write_span(w, q.reference_span);
    }
    w.field("satisfied", q.satisfied);
    w.key("tolerance");
    write_rounded(w, q.tolerance);
    w.end_object();
}

void write_timings(JsonSink& w, const Timings& t) {
    w.begin_object();
    w.key("check_ms");
    write_fixed(w, t.check_ms);
    w.key("extract_ms");
    write_fixed(w, t.extract_ms);
    w.key("read_ms");
    write_fixed(w, t.read_ms);
    w.key("total_ms");
    write_fixed(w, t.total_ms);
    w.end_object();
}

}  // namespace

// The layout section (docs/layout.md, docs/schema.md "layout"): what was examined and
// the findings, each with its items; shapes at Full only.
void write_layout(JsonSink& w, const LayoutSection& s, ReportLevel level) {
    const LayoutExamined& e = s.examined;
    w.begin_object();
    w.key("examined");
    w.begin_object();
    w.field("angle_labels", e.angle_labels);
    w.field("items", e.items);
    w.field("length_labels", e.length_labels);
    w.field("open_paths", e.open_paths);
    w.field("point_labels", e.point_labels);
    w.field("right_angle_marks", e.right_angle_marks);
    w.field("texts", e.texts);
    w.end_object();
    w.key("findings");
    w.begin_array();
    for (const LayoutFinding& f : s.findings) {
        w.begin_object();
        w.field("code", f.code);
        w.key("items");
        w.integers(f.items);
        w.field("message", f.message);
        w.field("severity", to_string(f.severity));
        if (level == ReportLevel::Full) {
            w.key("shapes");
            w.begin_array();
            for (const Shape& sh : f.shapes) {
                w.begin_object();
                w.key("geometry");
                write_geometry(w, sh.geometry);
                w.field("role", sh.role);
                w.end_object();
            }
            w.end_array();
        }
        w.end_object();
    }
    w.end_array();
    if (s.truncated) w.field("truncated", true);
    w.end_object();
}

json to_json(const LayoutSection& s) {
    TreeSink w;
    write_layout(w, s, ReportLevel::Full);
    return w.take();
}

void write_diagnostic(JsonSink& w, const Diagnostic& d, ReportLevel level) {
    w.begin_object();
    w.field("code", d.code);
    if (d.item) w.field("item", *d.item);
    w.field("message", d.message);
    w.field("severity", to_string(d.severity));
    if (level == ReportLevel::Full) {
        w.key("shapes");
        w.begin_array();
        for (const Shape& s : d.shapes) {
            w.begin_object();
            w.key("geometry");
            write_geometry(w, s.geometry);
            w.field("role", s.role);
            w.end_object();
        }
        w.end_array();
    }
    w.field("source", d.source);
    if (d.span.known()) {
        w.key("span");
        write_span(w, d.span);
    }
    w.end_object();
}

json to_json(const Diagnostic& d) {
    TreeSink w;
    write_diagnostic(w, d, ReportLevel::Full);
    return w.take();
}

// Members in key order; the check kind's own member (its name varies) where it sorts.
void write_report(JsonSink& w, const Report& r, ReportLevel level, const json* line_id) {
    const bool full = level == ReportLevel::Full, verdict_only = level == ReportLevel::Verdict;
    const CheckResult* result = verdict_only ? nullptr : r.result.get();
    // Writes the kind's member when the next member, `next`, sorts after it.
    const auto result_before = [&](std::string_view next) {
        if (!result || result->member() >= next) return;
        w.key(result->member());
        result->write(w, level);
        result = nullptr;
    };

    w.begin_object();
    if (!verdict_only) {
        result_before("candidate_items");
        w.field("candidate_items", r.candidate_items);
    }
    result_before("check");
    w.field("check", r.check_kind);
    if (!verdict_only) {
        result_before("diagnostics");
        w.key("diagnostics");
        w.begin_array();
        for (const Diagnostic& d : r.diagnostics) write_diagnostic(w, d, level);
        w.end_array();
        if (r.extracted) {
            result_before("extracted");
            w.key("extracted");
            w.begin_object();
            w.field("format", r.extracted_format);
            w.field("line", r.extracted_line);
            if (full) w.field("text", *r.extracted);
            w.end_object();
        }
        result_before("extraneous");
        w.key("extraneous");
        w.integers(r.extraneous);
        if (r.layout && !r.layout->findings.empty()) {
            result_before("layout");
            w.key("layout");
            write_layout(w, *r.layout, level);
        }
    }
    if (line_id) {
        result_before("line_id");
        w.key("line_id");
        w.value(*line_id);
    }
    if (!verdict_only && r.precision) {
        result_before("precision");
        w.key("precision");
        write_fixed(w, *r.precision);
    }
    result_before("profile");
    w.field("profile", to_string(r.profile));
    if (!full) {
        result_before("report");
        w.field("report", to_string(level));
    }
    if (!verdict_only) {
        result_before("requirements");
        w.key("requirements");
        w.begin_array();
        int satisfied = 0;
        for (const Requirement& q : r.requirements) {
            satisfied += q.satisfied ? 1 : 0;
            if (full || !q.satisfied) write_requirement(w, q);
        }
        w.end_array();
        if (!full) {
            result_before("requirements_met");
            w.key("requirements_met");
            w.begin_array();
            w.integer(satisfied);
            w.unsigned_integer(r.requirements.size());
            w.end_array();
        }
    }
    result_before("schema");
    w.field("schema", kReportSchema);
    result_before("score");
    w.key("score");
    write_fixed(w, r.score);
    result_before("task_id");
    w.field("task_id", r.task_id);
    if (r.timed) {
        result_before("timings");
        w.key("timings");
        write_timings(w, r.timings);
    }
    result_before("verdict");
    w.field("verdict", to_string(r.verdict));
    if (result) {
        w.key(result->member());
        result->write(w, level);
    }
    w.end_object();
}

json to_json(const Report& r, ReportLevel level) {
    TreeSink w;
    write_report(w, r, level, nullptr);
    return w.take();
}

std::string report_text(const Report& r, ReportLevel level) {
    std::string text;
    TextSink w(text);
    write_report(w, r, level, nullptr);
    return text;
}

std::string to_text(const json& j, bool pretty) {
    // Reports hold valid UTF-8 already; `replace` keeps anything else from throwing.
    if (pretty) return j.dump(2, ' ', false, json::error_handler_t::replace);
    std::string text;
    append_compact_json(text, j);
    return text;
}

}  // namespace plumbline
