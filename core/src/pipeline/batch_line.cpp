// One line of the JSONL batch protocol. A line that cannot be used becomes an invalid
// report naming the line, so a batch of N lines always answers with N reports.
#include <string>
#include <utility>

#include "report/json_limits.hpp"
#include "plumbline/report/json.hpp"
#include "plumbline/pipeline/evaluate.hpp"

namespace plumbline {

using nlohmann::json;

namespace {

// A line is a task (at most 64 levels deep) inside one object: anything deeper is hostile.
constexpr int kMaxLineDepth = 66;

Diagnostic line_error(std::string code, long line_number, int column, const std::string& message) {
    Diagnostic d;
    d.code = std::move(code);
    d.message = "line " + std::to_string(line_number) + ": " + message;
    d.source = "batch";
    d.span = Span{static_cast<int>(line_number), column, static_cast<int>(line_number), column};
    return d;
}

json line_report(Report report, const json* line_id) {
    json j = to_json(report);
    if (line_id) j["line_id"] = *line_id;
    return j;
}

}  // namespace

json evaluate_batch_line(std::string_view line, long line_number, const EvaluateOptions& options,
                         BatchCache* cache) {
    const json parsed = json::parse(line.begin(), line.end(), nullptr, false);
    if (parsed.is_discarded()) {
        const JsonSyntaxError where = locate_json_error(line);
        return line_report(error_report("", options.profile,
                                        line_error("batch.line.json", line_number, static_cast<int>(where.offset) + 1,
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

    const std::string& answer = candidate->get_ref<const std::string&>();
    Report report;
    bool task_ok;
    if (cache) {
        std::string key = task->dump();
        if (!cache->valid || cache->task_key != key) {
            cache->prepared = prepare_task(parse_task(*task), options);
            cache->task_key = std::move(key);
            cache->valid = true;
        }
        report = evaluate(cache->prepared, answer, options);
        task_ok = cache->prepared.parse.ok;
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

}  // namespace plumbline
