// One row per (model, task): the report of that answer cut down to what a results table
// and its plots need, and the same row for an answer the model never gave.
#include <algorithm>
#include <cmath>

#include "bundle/results.hpp"
#include "json/json_limits.hpp"
#include "json/json_output.hpp"

namespace plumbline {

using nlohmann::json;

namespace {

const json* member(const json& object, const char* key) {
    const auto it = object.find(key);
    return it == object.end() ? nullptr : &*it;
}

bool is_verdict(const std::string& v) { return v == "pass" || v == "fail" || v == "invalid"; }

bool read_size(const json* size, std::optional<int>& out) {
    out.reset();
    if (!size || size->is_null()) return true;
    if (!size->is_number_integer() || *size < 0 || *size > 2147483647) return false;
    out = size->get<int>();
    return true;
}

// The row's identity from the report's line_id (the line's id, lines.cpp).
bool row_identity(const json* id, BundleRow& out, std::string& error) {
    if (!id || !id->is_object()) {
        error = "not a report of a bundle's batch line (no line_id object)";
        return false;
    }
    for (auto [key, field] : {std::pair{"model", &out.model}, std::pair{"task", &out.task},
                              std::pair{"domain", &out.domain}, std::pair{"format", &out.format}}) {
        const json* value = member(*id, key);
        if (!value || !value->is_string()) {
            error = std::string("the report's line_id has no string \"") + key + "\"";
            return false;
        }
        *field = value->get<std::string>();
    }
    if (!read_size(member(*id, "size"), out.size)) {
        error = "the report's line_id \"size\" is not a count or null";
        return false;
    }
    return true;
}

void sort_distinct(std::vector<std::string>& codes) {
    std::sort(codes.begin(), codes.end());
    codes.erase(std::unique(codes.begin(), codes.end()), codes.end());
}

}  // namespace

bool bundle_row(const json& report, BundleRow& out, std::string& error) {
    out = BundleRow();
    if (!row_identity(report.is_object() ? member(report, "line_id") : nullptr, out, error)) return false;
    const json* verdict = member(report, "verdict");
    const json* score = member(report, "score");
    if (!verdict || !verdict->is_string() || !is_verdict(verdict->get<std::string>()) || !score ||
        !score->is_number()) {
        error = "the report has no verdict or score";
        return false;
    }
    out.verdict = verdict->get<std::string>();
    out.score = score->get<double>();
    if (const json* extraneous = member(report, "extraneous"); extraneous && extraneous->is_array())
        out.extraneous = static_cast<int>(extraneous->size());
    // The kinds of failure: what went wrong (errors) and what looked wrong (warnings).
    if (const json* diagnostics = member(report, "diagnostics"); diagnostics && diagnostics->is_array())
        for (const json& d : *diagnostics) {
            const json* code = d.is_object() ? member(d, "code") : nullptr;
            const json* severity = d.is_object() ? member(d, "severity") : nullptr;
            if (code && code->is_string() && severity && (*severity == "error" || *severity == "warning"))
                out.codes.push_back(code->get<std::string>());
        }
    sort_distinct(out.codes);
    // Readability: the layout warnings (info findings are remarks, not hindrances).
    if (const json* layout = member(report, "layout"); layout && layout->is_object())
        if (const json* findings = member(*layout, "findings"); findings && findings->is_array())
            for (const json& f : *findings) {
                const json* code = f.is_object() ? member(f, "code") : nullptr;
                const json* severity = f.is_object() ? member(f, "severity") : nullptr;
                if (code && code->is_string() && severity && *severity == "warning")
                    out.layout.push_back(code->get<std::string>());
            }
    sort_distinct(out.layout);
    return true;
}

namespace {

// The results read from the report itself: what write_report puts in the JSON at `level` is
// what the JSON route above takes out of it (a Verdict report has no diagnostics,
// extraneous items or layout section; a score that is not finite is written as null).
bool row_results(const Report& report, ReportLevel level, BundleRow& out, std::string& error) {
    if (!std::isfinite(report.score)) {
        error = "the report has no verdict or score";
        return false;
    }
    out.verdict = to_string(report.verdict);
    out.score = round_fixed(report.score);
    if (level == ReportLevel::Verdict) return true;
    out.extraneous = static_cast<int>(report.extraneous.size());
    for (const Diagnostic& d : report.diagnostics)
        if (d.severity == Severity::Error || d.severity == Severity::Warning) out.codes.push_back(d.code);
    sort_distinct(out.codes);
    if (report.layout)
        for (const LayoutFinding& f : report.layout->findings)
            if (f.severity == Severity::Warning) out.layout.push_back(f.code);
    sort_distinct(out.layout);
    return true;
}

// The identity a bundle's line carries in its id (lines.cpp), taken from the bundle.
BundleRow answer_identity(const Bundle& bundle, BundleAnswer answer) {
    const BundleTask& task = bundle.tasks[answer.task];
    BundleRow row;
    row.model = bundle.models[answer.model].name;
    row.task = task.id;
    row.domain = task.domain;
    row.format = task.format;
    row.size = task.size;
    return row;
}

}  // namespace

bool bundle_row(const Report& report, ReportLevel level, const json* line_id, BundleRow& out, std::string& error) {
    out = BundleRow();
    return row_identity(line_id, out, error) && row_results(report, level, out, error);
}

bool judge_answer(const Bundle& bundle, BundleAnswer answer, long line_number, const EvaluateOptions& options,
                  BatchCache& cache, BundleRow& out, std::string& error) {
    const std::optional<std::string>& response = bundle.models[answer.model].responses[answer.task];
    const Report report = judge_task_answer(bundle.tasks[answer.task].text, response ? *response : std::string_view(),
                                            line_number, options, cache);
    out = answer_identity(bundle, answer);
    return row_results(report, options.report, out, error);
}

BundleRow missing_row(const Bundle& bundle, BundleAnswer answer) {
    BundleRow row = answer_identity(bundle, answer);
    row.missing = true;
    return row;
}

json to_json(const BundleRow& row) {
    return {{"model", row.model},
            {"task", row.task},
            {"domain", row.domain},
            {"format", row.format},
            {"verdict", row.verdict},
            {"score", js_number(row.score)},
            {"extraneous", row.extraneous},
            {"size", row.size ? json(*row.size) : json(nullptr)},
            {"codes", row.codes},
            {"layout", row.layout},
            {"missing", row.missing}};
}

namespace {

// Row i of a front end's rows, appended to `out`.
bool row_from_json(const json& r, size_t i, std::vector<BundleRow>& out, std::string& error) {
    const auto bad = [&](const std::string& why) {
        error = "row " + std::to_string(i) + ": " + why;
        return false;
    };
    if (!r.is_object()) return bad("not an object");
    BundleRow row;
    for (auto [key, field] : {std::pair{"model", &row.model}, std::pair{"task", &row.task},
                              std::pair{"domain", &row.domain}, std::pair{"format", &row.format},
                              std::pair{"verdict", &row.verdict}}) {
        const json* value = member(r, key);
        if (!value || !value->is_string()) return bad(std::string("no string \"") + key + "\"");
        *field = value->get<std::string>();
    }
    if (!is_verdict(row.verdict)) return bad("\"verdict\" is not pass, fail or invalid");
    const json* score = member(r, "score");
    if (!score || !score->is_number() || !std::isfinite(score->get<double>()))
        return bad("\"score\" is not a number");
    row.score = score->get<double>();
    const json* extraneous = member(r, "extraneous");
    if (!extraneous || !extraneous->is_number_integer() || *extraneous < 0 || *extraneous > 2147483647)
        return bad("\"extraneous\" is not a count");
    row.extraneous = extraneous->get<int>();
    if (!read_size(member(r, "size"), row.size)) return bad("\"size\" is not a count or null");
    const json* codes = member(r, "codes");
    if (!codes || !codes->is_array()) return bad("\"codes\" is not an array");
    for (const json& code : *codes) {
        if (!code.is_string()) return bad("\"codes\" holds a non-string");
        row.codes.push_back(code.get<std::string>());
    }
    if (const json* layout = member(r, "layout")) {
        if (!layout->is_array()) return bad("\"layout\" is not an array");
        for (const json& code : *layout) {
            if (!code.is_string()) return bad("\"layout\" holds a non-string");
            row.layout.push_back(code.get<std::string>());
        }
    }
    const json* missing = member(r, "missing");
    if (!missing || !missing->is_boolean()) return bad("\"missing\" is not true or false");
    row.missing = missing->get<bool>();
    out.push_back(std::move(row));
    return true;
}

// Where the JSON value starting at `i` ends (one past it), strings and nesting skipped; the
// text's end when it does not end (the parser then says what is wrong).
size_t value_end(std::string_view text, size_t i) {
    int depth = 0;
    for (; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '"') {
            for (++i; i < text.size() && text[i] != '"'; ++i)
                if (text[i] == '\\') ++i;
            if (depth == 0) return i + 1;
        } else if (c == '{' || c == '[') {
            ++depth;
        } else if (c == '}' || c == ']') {
            if (depth == 0) return i;
            if (--depth == 0) return i + 1;
        } else if (depth == 0 && (c == ',' || c == ' ' || c == '\t' || c == '\n' || c == '\r')) {
            return i;
        }
    }
    return text.size();
}

bool space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

}  // namespace

bool rows_from_json(const json& rows, std::vector<BundleRow>& out, std::string& error) {
    out.clear();
    if (!rows.is_array()) {
        error = "rows must be an array of row objects";
        return false;
    }
    out.reserve(rows.size());
    for (size_t i = 0; i < rows.size(); ++i)
        if (!row_from_json(rows[i], i, out, error)) return false;
    return true;
}

bool rows_from_text(std::string_view text, std::vector<BundleRow>& out, std::string& error) {
    out.clear();
    size_t at = 0;
    const auto skip = [&] { while (at < text.size() && space(text[at])) ++at; };
    skip();
    if (at >= text.size() || text[at] != '[') {
        error = "rows must be an array of row objects";
        return false;
    }
    ++at;
    skip();
    if (at < text.size() && text[at] == ']') {
        ++at;
        skip();
        if (at == text.size()) return true;
        error = "rows must be JSON: text after the array";
        return false;
    }
    for (size_t i = 0;; ++i) {
        skip();
        const size_t end = value_end(text, at);
        const json r = json::parse(text.substr(at, end - at), nullptr, false);
        if (r.is_discarded() || json_deeper_than(r, 8)) {
            error = "rows must be JSON: row " + std::to_string(i) + " is not";
            return false;
        }
        if (!row_from_json(r, i, out, error)) return false;
        at = end;
        skip();
        if (at < text.size() && text[at] == ',') {
            ++at;
            continue;
        }
        if (at < text.size() && text[at] == ']') {
            ++at;
            skip();
            if (at == text.size()) return true;
        }
        error = "rows must be JSON: the array does not end after row " + std::to_string(i);
        return false;
    }
}

}  // namespace plumbline
