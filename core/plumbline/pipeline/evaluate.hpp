// The whole pipeline for one task and one raw candidate response:
// extract -> read -> select -> check -> report.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "formats/read.hpp"
#include "layout/layout.hpp"
#include "report/report.hpp"
#include "pipeline/task.hpp"

namespace plumbline {

struct EvaluateOptions {
    Profile profile = Profile::Default;
    ReadLimits limits;
    bool timings = true;         // fill Report::timings (tests compare reports without them)
    // How much of the report evaluate_batch_line writes. At Verdict the checks also leave
    // out work that feeds only what that level does not write (CheckInput::verdict_only),
    // so the Report then lacks it; the verdict and the score are the same at every level.
    ReportLevel report = ReportLevel::Full;
};

Report evaluate(const Task& task, std::string_view candidate, const EvaluateOptions& options = {});

// The same for a task as parse_task returned it: a task that did not parse gives an
// invalid report carrying the task's diagnostics; task warnings are kept in the report.
Report evaluate(const TaskParse& task, std::string_view candidate, const EvaluateOptions& options = {});
// The same, also handing back the candidate drawing as it was read and judged (left empty
// when the pipeline stopped before reading it): for pipeline/evaluate_view.hpp.
Report evaluate(const TaskParse& task, std::string_view candidate, const EvaluateOptions& options,
                std::optional<ReadResult>* candidate_read);

struct CheckPreparation;

// The drawings a task gives (reference, and input when it has one), read, and what the
// task's check works out from them once (for kinds that have such work); the lengths its
// prompt states, read once too (the layout section holds every answer against them).
struct GivenDrawings {
    ReadResult reference;
    ReadResult input;
    std::shared_ptr<const CheckPreparation> check;
    std::vector<layout::StatedLength> stated_lengths;
};
// The reading a profile judges: the rendered one for default, the published one for ssvg.
Reading reading_for(Profile profile);

GivenDrawings read_given_drawings(const Task& task, const EvaluateOptions& options);

// A parsed task with its drawings already read, for judging many answers to one task:
// evaluate(prepared, ...) gives the same report as evaluate(parse, ...) without reading
// the reference and input again (its read_ms then counts the candidate only).
struct PreparedTask {
    TaskParse parse;
    GivenDrawings given;
};
PreparedTask prepare_task(TaskParse parse, const EvaluateOptions& options);
Report evaluate(const PreparedTask& task, std::string_view candidate, const EvaluateOptions& options = {});

// What makes every answer to a prepared task invalid, in the words its reports would use:
// the task's diagnostics when it did not parse, an unknown check kind, a given drawing
// that cannot be read (whole). Empty when the task can judge answers. For front ends that
// refuse such a task up front (the Python module's TaskError) instead of reporting it with
// every answer.
std::vector<Diagnostic> task_errors(const PreparedTask& task);

// What a batch remembers between lines: the tasks it prepared most recently, each keyed
// by its JSON text. Lines for one task usually come together, and a run over several
// models (or an RL loop's epochs) comes back to the same tasks, so a task seen again is
// not parsed or read again. Bounded: at most kEntries tasks and kKeyBytes of their text
// (the newest task is always kept), the least recently used dropped first.
class BatchCache {
public:
    static constexpr size_t kEntries = 64;
    static constexpr size_t kKeyBytes = size_t{64} << 20;

    // The task used last, or null: a line is first compared with it alone.
    const PreparedTask* last() const { return entries_.empty() ? nullptr : &entries_.front()->prepared; }
    std::string_view last_key() const { return entries_.empty() ? std::string_view() : entries_.front()->key; }
    // The task prepared for `key`, made the last one; null when it is not held.
    const PreparedTask* find(std::string_view key);
    // Holds `prepared` for `key` as the last task, dropping old ones past the bounds.
    const PreparedTask& insert(std::string_view key, PreparedTask prepared);
    size_t size() const { return entries_.size(); }

private:
    struct Entry {
        std::string key;
        PreparedTask prepared;
    };
    std::vector<std::unique_ptr<Entry>> entries_;   // the most recently used first
    size_t key_bytes_ = 0;
};

// The longest batch line judged (a task of at most 64 MiB and an answer the readers read,
// 16 MiB): a longer one is answered with batch.line.bytes. A front end reading lines need
// keep only this many bytes and one more of any line.
constexpr size_t kMaxBatchLineBytes = size_t{96} << 20;

// One line of the batch protocol (JSONL; docs/schema.md): {"task": {...}, "candidate": "...",
// "id": any} gives the report JSON, with "id" echoed as "line_id". An unusable line gives
// an invalid report whose first diagnostic names `line_number`.
// With a cache, consecutive lines for the same task share its prepared drawings.
nlohmann::json evaluate_batch_line(std::string_view line, long line_number, const EvaluateOptions& options = {},
                                   BatchCache* cache = nullptr);
// The same report appended to `out` as text: to_text(evaluate_batch_line(...)), byte for
// byte, written straight from the report (no JSON tree built and freed per answer).
void append_batch_line_report(std::string& out, std::string_view line, long line_number,
                              const EvaluateOptions& options = {}, BatchCache* cache = nullptr);

// The same line judged into its Report, not written: for front ends that use what the
// report holds rather than its JSON (a bundle's rows). `id`, when given, receives the line's
// "id" (empty when the line has none or could not be read); write_report of the two at a
// level gives append_batch_line_report's text.
Report judge_batch_line(std::string_view line, long line_number, const EvaluateOptions& options, BatchCache* cache,
                        std::optional<nlohmann::json>* id);
// One answer to the task whose JSON text is `task_text`, judged as the batch line
// {"task": task_text, "candidate": answer} would be (the same Report), with the cache's
// prepared task for that text or one prepared into it. For front ends that hold tasks and
// answers apart (a bundle): no line is written and scanned per answer.
Report judge_task_answer(std::string_view task_text, std::string_view answer, long line_number,
                         const EvaluateOptions& options, BatchCache& cache);

// Options as JSON text, for front ends that pass them so (the JS API):
// {"profile": "default"|"ssvg", "timings": true|false, "report": "full"|"compact"|"verdict"};
// "" or "{}" keeps the defaults.
// Returns false, with `error` saying why, for anything else.
bool parse_evaluate_options(std::string_view json_text, EvaluateOptions& out, std::string& error);

const char* version();

}  // namespace plumbline
