// One line of the JSONL batch protocol. A line that cannot be used becomes an invalid
// report naming the line, so a batch of N lines always answers with N reports. The usual
// line is scanned, not parsed whole (pipeline/line_fields.hpp): at tens of microseconds an
// answer, building a JSON tree of a task already prepared was a third of the time.
#include <optional>
#include <string>
#include <utility>

#include "pipeline/json_tree.hpp"
#include "pipeline/line_fields.hpp"
#include "json/json_limits.hpp"
#include "json/json_output.hpp"
#include "output/json.hpp"
#include "output/report_writer.hpp"
#include "pipeline/evaluate.hpp"

namespace plumbline {

using nlohmann::json;

namespace {

// A line is a task (at most 64 levels deep) inside one object: anything deeper is hostile.
constexpr int kMaxLineDepth = 66;
constexpr size_t kMaxLineBytes = kMaxBatchLineBytes;

Diagnostic line_error(std::string code, long line_number, int column, const std::string& message) {
    Diagnostic d;
    d.code = std::move(code);
    d.message = "line " + std::to_string(line_number) + ": " + message;
    d.source = "batch";
    d.span = Span{static_cast<int>(line_number), column, static_cast<int>(line_number), column};
    return d;
}

// A line's report before it is written: the report, and the line's id when it has one.
struct LineReport {
    Report report;
    std::optional<json> id;
};

LineReport line_report(Report report, const json* line_id) {
    LineReport r{std::move(report), std::nullopt};
    if (line_id) r.id = *line_id;
    return r;
}

// Judges one answer to a task, reusing the cache's prepared task for `key` (`task` may then
// be null: it is parsed only when it has to be prepared). `known`: the caller has found
// `key` to be the cache's last task.
LineReport judge(const json* task, std::string_view key, std::string_view answer, const json* line_id,
                 long line_number, const EvaluateOptions& options, BatchCache* cache, bool known = false) {
    Report report;
    bool task_ok;
    if (cache) {
        const PreparedTask* prepared = known ? cache->last() : cache->find(key);
        if (!prepared) prepared = &cache->insert(key, prepare_task(parse_task(*task), options));
        report = evaluate(*prepared, answer, options);
        task_ok = prepared->parse.ok;
    } else {
        const TaskParse parse = parse_task(*task);
        report = evaluate(parse, answer, options);
        task_ok = parse.ok;
    }
    if (!task_ok)
        report.diagnostics.insert(report.diagnostics.begin(),
                                  line_error("batch.line.task", line_number, 1,
                                             "the task cannot be used (see the task diagnostics)."));
    return line_report(std::move(report), line_id);
}

// The common line, judged without parsing the whole line into a tree: a task the cache
// holds is recognised by its raw text. Null when the line needs the full parse (for an
// error report, or a shape the scan leaves to the parser).
std::optional<LineReport> judge_scanned(std::string_view line, long line_number, const EvaluateOptions& options,
                                        BatchCache* cache) {
    LineFields fields;
    if (cache) fields.known_task = cache->last_key();
    if (!scan_line_fields(line, fields, kMaxLineDepth)) return std::nullopt;
    for (int i = 0; i < fields.other_count; ++i)
        if (!json::accept(fields.others[i].begin(), fields.others[i].end())) return std::nullopt;
    json id;
    if (!fields.id.empty()) {
        // Usually a short string, which the scanner builds without the parser's set-up
        // (about 5k instructions a line, 2% of a geometry answer); the parser takes the rest.
        std::optional<json> scanned = scan_json_tree(fields.id, kMaxLineDepth);
        id = scanned ? std::move(*scanned) : json::parse(fields.id.begin(), fields.id.end(), nullptr, false);
        if (id.is_discarded()) return std::nullopt;
    }
    const json* line_id = fields.id.empty() ? nullptr : &id;
    if (cache && (fields.task_known || cache->find(fields.task)))   // find() makes it the last
        return judge(nullptr, fields.task, fields.candidate, line_id, line_number, options, cache, /*known=*/true);
    std::optional<json> task = scan_json_tree(fields.task, kMaxLineDepth);
    if (!task) task = json::parse(fields.task.begin(), fields.task.end(), nullptr, false);
    if (task->is_discarded() || !task->is_object()) return std::nullopt;
    return judge(&*task, fields.task, fields.candidate, line_id, line_number, options, cache);
}

LineReport judge_line(std::string_view line, long line_number, const EvaluateOptions& options, BatchCache* cache) {
    if (line.size() > kMaxLineBytes)
        return line_report(error_report("", options.profile,
                                        line_error("batch.line.bytes", line_number, 1,
                                                   "longer than the budget of " + std::to_string(kMaxLineBytes >> 20) +
                                                       " MiB; it is not read.")),
                           nullptr);
    if (std::optional<LineReport> report = judge_scanned(line, line_number, options, cache)) return std::move(*report);

    const json parsed = json::parse(line.begin(), line.end(), nullptr, false);
    if (parsed.is_discarded()) {
        const JsonSyntaxError where = locate_json_error(line);
        return line_report(error_report("", options.profile,
                                        line_error("batch.line.json", line_number, LineIndex(line).at(where.offset).column,
                                                   "not valid JSON: " + where.message)),
                           nullptr);
    }
    if (!parsed.is_object())
        return line_report(error_report("", options.profile,
                                        line_error("batch.line.type", line_number, 1,
                                                   "expected a JSON object {\"task\": ..., \"candidate\": ...}.")),
                           nullptr);
    if (json_deeper_than(parsed, kMaxLineDepth))
        return line_report(error_report("", options.profile,
                                        line_error("batch.line.depth", line_number, 1,
                                                   "nested more than " + std::to_string(kMaxLineDepth) +
                                                       " levels deep.")),
                           nullptr);
    const auto id = parsed.find("id");
    const json* line_id = id == parsed.end() ? nullptr : &*id;
    const auto task = parsed.find("task");
    const auto candidate = parsed.find("candidate");
    if (task == parsed.end() || !task->is_object() || candidate == parsed.end() || !candidate->is_string())
        return line_report(error_report("", options.profile,
                                        line_error("batch.line.field", line_number, 1,
                                                   "needs a \"task\" object and a \"candidate\" string.")),
                           line_id);
    // The key is the task's own text: the same task written the same way again is found
    // by the scan above; written differently, it is prepared once more, with the same result.
    return judge(&*task, task->dump(), candidate->get_ref<const std::string&>(), line_id, line_number, options,
                 cache);
}

// The task's text as a line holding it would give it to judge(): a task the cache holds is
// found by its text; another is parsed and prepared. A text that is not a JSON object
// makes the line's batch.line.field report, as judge_line gives for such a line.
LineReport judge_task_text(std::string_view task_text, std::string_view answer, const json* line_id,
                           long line_number, const EvaluateOptions& options, BatchCache& cache) {
    if (cache.find(task_text))   // find() makes it the last
        return judge(nullptr, task_text, answer, line_id, line_number, options, &cache, /*known=*/true);
    std::optional<json> task = scan_json_tree(task_text, kMaxLineDepth);
    if (!task) task = json::parse(task_text.begin(), task_text.end(), nullptr, false);
    if (task->is_discarded() || !task->is_object())
        return line_report(error_report("", options.profile,
                                        line_error("batch.line.field", line_number, 1,
                                                   "needs a \"task\" object and a \"candidate\" string.")),
                           line_id);
    return judge(&*task, task_text, answer, line_id, line_number, options, &cache);
}

}  // namespace

Report judge_batch_line(std::string_view line, long line_number, const EvaluateOptions& options, BatchCache* cache,
                        std::optional<json>* id) {
    LineReport r = judge_line(line, line_number, options, cache);
    if (id) *id = std::move(r.id);
    return std::move(r.report);
}

Report judge_task_answer(std::string_view task_text, std::string_view answer, long line_number,
                         const EvaluateOptions& options, BatchCache& cache) {
    return judge_task_text(task_text, answer, nullptr, line_number, options, cache).report;
}

json evaluate_batch_line(std::string_view line, long line_number, const EvaluateOptions& options,
                         BatchCache* cache) {
    const LineReport r = judge_line(line, line_number, options, cache);
    TreeSink w;
    write_report(w, r.report, options.report, r.id ? &*r.id : nullptr);
    return w.take();
}

void append_batch_line_report(std::string& out, std::string_view line, long line_number,
                              const EvaluateOptions& options, BatchCache* cache) {
    const LineReport r = judge_line(line, line_number, options, cache);
    TextSink w(out);
    write_report(w, r.report, options.report, r.id ? &*r.id : nullptr);
}

}  // namespace plumbline
