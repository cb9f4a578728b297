// A bundle's results (docs/bundle.md): one row per (model, task), built from the compact
// batch report of that answer, and what the rows add up to: the summary (SSVG-Bench's
// Table 4: models by domain and format), its text table, and CSV. The native CLI and the
// WebAssembly API both call these, so their numbers and bytes are the same.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "bundle/bundle.hpp"
#include "pipeline/evaluate.hpp"

namespace plumbline {

struct BundleRow {
    std::string model, task, domain, format;
    std::string verdict = "fail";         // "pass", "fail", "invalid"
    double score = 0;                     // as the report rounded it (4 decimals)
    int extraneous = 0;                   // extraneous candidate items the report lists
    std::optional<int> size;              // molecule tasks: reference atoms + bonds
    std::vector<std::string> codes;       // sorted distinct codes of errors and warnings
    std::vector<std::string> layout;      // sorted distinct codes of the layout section's warnings (docs/layout.md)
    bool missing = false;                 // the model did not answer: a failure, score 0
};

// The row of a report from a bundle's batch line (its line_id is the line's id); false,
// with `error` saying why, for anything else.
bool bundle_row(const nlohmann::json& report, BundleRow& out, std::string& error);

// The same from the report itself, judged at `level`, and the line's id: the row the JSON
// route gives for write_report(report, level, line_id)'s text, without the text.
bool bundle_row(const Report& report, ReportLevel level, const nlohmann::json* line_id, BundleRow& out,
                std::string& error);
// A bundle's answer judged straight into its row: the row bundle_row gives for the report
// of the answer's batch line (batch_line) judged with `options` and `cache`, with no line
// written and no report written or read back. The cache keeps the tasks prepared.
bool judge_answer(const Bundle& bundle, BundleAnswer answer, long line_number, const EvaluateOptions& options,
                  BatchCache& cache, BundleRow& out, std::string& error);

// The row of a usable task the model did not answer.
BundleRow missing_row(const Bundle& bundle, BundleAnswer answer);

// {"codes", "domain", "extraneous", "format", "layout", "missing", "model", "score", "size",
// "task", "verdict"}: numbers as JavaScript's JSON.stringify writes them (1, not 1.0), so a page
// printing rows prints these bytes.
nlohmann::json to_json(const BundleRow& row);
// Rows as a front end passes them back (an array of to_json objects; "layout" may be left
// out, as rows written before it had none); false, with `error` naming the first bad row,
// otherwise.
bool rows_from_json(const nlohmann::json& rows, std::vector<BundleRow>& out, std::string& error);
// The same from the JSON text of the array, one row parsed at a time: a page's 20,000 rows
// are a few megabytes of text, and parsed whole they were ten times that in the module's
// memory, which never shrinks. Bad JSON is an error naming the row where it is.
bool rows_from_text(std::string_view text, std::vector<BundleRow>& out, std::string& error);

// What a page needs to show a bundle and judge it, all but its batch lines: {"schema",
// "name", "description", "tasks": [{"id", "domain", "format", "size", "file", "line"}]
// (the usable tasks, in order), "models": [{"name", "metadata", "answered"}], "problems",
// "missing": [the rows of unanswered tasks, model-major]}.
nlohmann::json bundle_overview(const Bundle& bundle);

// Per model x (domain, format) cell, per model x domain and per model overall: answers,
// passes, fails, invalid, missing, accuracy, mean score, mean extraneous items and the
// share of answers with any, and readability: of the answers judged pass or fail (a
// drawing was read), the share whose layout section has no warning. Models by name, domains and formats in a fixed order; the
// same rows in any order give the same summary.
nlohmann::json bundle_summary(const std::vector<BundleRow>& rows);

// The summary as Markdown tables padded to fixed width: accuracy by domain and format
// (models as rows), then each model's counts. What plumb bundle prints.
std::string bundle_table(const std::vector<BundleRow>& rows);

// The same tables for a paper: LaTeX with booktabs rules, domains as column groups, each
// model's counts with the accuracy's 95% Wilson interval. What plumb bundle --latex prints.
std::string bundle_latex(const std::vector<BundleRow>& rows);

// Models `a` and `b` paired on the tasks both answered (a missing answer is left out, not
// counted as a failure, so the pairs are verdicts both models gave): {"a", "b", "tasks",
// "both_pass", "a_only", "b_only", "neither", "p_value" (McNemar's exact two-sided test on
// a_only against b_only; 1 when they never disagree), "text": {"a_accuracy",
// "b_accuracy", "p_value"} as a page shows them}.
nlohmann::json bundle_compare(const std::vector<BundleRow>& rows, const std::string& a, const std::string& b);

// A header and one line per row, in the order given; RFC 4180 (CRLF, quoted fields).
std::string bundle_csv(const std::vector<BundleRow>& rows);

// Why one answer's verdict differs between the default and the ssvg profile: a stable
// `reason` key ("svg.group-transform", "tikz.crop-shift", ...) and the reason in one line.
struct BundleDifference {
    std::string model, task, reason, text;
};

// The reason named from the answer's two compact reports (from a bundle's batch line, the
// same line judged under each profile; the line_id gives the model and task). Never
// throws: what it cannot tell gets a reason that says so.
BundleDifference difference_reason(const nlohmann::json& default_report, const nlohmann::json& ssvg_report);

nlohmann::json to_json(const BundleDifference& difference);
// Differences as a front end passes them back; false, with `error`, for anything else.
bool differences_from_json(const nlohmann::json& list, std::vector<BundleDifference>& out, std::string& error);

// The two profiles set side by side: {"answers", "differ", "models": [{"model", "answers",
// "differ", "default": {"passes", "accuracy"}, "ssvg": {...}, "difference"}], "groups":
// [{"reason", "text", "count", "default_pass", "answers": [{"model", "task", "default",
// "ssvg"}]}]}. An answer differs when the two rows' verdicts do; its reason is looked up in
// `reasons` (one that is not there is grouped as "unexplained"). Groups by count, largest
// first, then by reason; answers in row order. Accuracies and the difference (ssvg minus
// default, percentage points) are text rounded once from the counts.
nlohmann::json bundle_differences(const std::vector<BundleRow>& by_default, const std::vector<BundleRow>& by_ssvg,
                                  const std::vector<BundleDifference>& reasons);

// The same as Markdown tables: per model, then per reason. What plumb bundle --differences prints.
std::string bundle_differences_table(const nlohmann::json& differences);

}  // namespace plumbline
