// The whole pipeline for one task and one raw candidate response:
// extract -> read -> select -> check -> report.
#pragma once

#include <string>
#include <string_view>

#include "plumbline/read.hpp"
#include "plumbline/report.hpp"
#include "plumbline/task.hpp"

namespace plumbline {

struct EvaluateOptions {
    Profile profile = Profile::Default;
    ReadLimits limits;
    bool timings = true;         // fill Report::timings (tests compare reports without them)
};

Report evaluate(const Task& task, std::string_view candidate, const EvaluateOptions& options = {});

// The same for a task as parse_task returned it: a task that did not parse gives an
// invalid report carrying the task's diagnostics; task warnings are kept in the report.
Report evaluate(const TaskParse& task, std::string_view candidate, const EvaluateOptions& options = {});

// One line of the batch protocol (JSONL; docs/schema.md): {"task": {...}, "candidate": "...",
// "id": any} gives the report JSON, with "id" echoed as "line_id". An unusable line gives
// an invalid report whose first diagnostic names `line_number`.
nlohmann::json evaluate_batch_line(std::string_view line, long line_number, const EvaluateOptions& options = {});

// Options as JSON text, for front ends that pass them so (the JS API):
// {"profile": "default"|"ssvg", "timings": true|false}; "" or "{}" keeps the defaults.
// Returns false, with `error` saying why, for anything else.
bool parse_evaluate_options(std::string_view json_text, EvaluateOptions& out, std::string& error);

const char* version();

}  // namespace plumbline
