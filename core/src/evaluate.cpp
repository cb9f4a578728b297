// The pipeline for one task and one response: extract, read the three drawings, run the
// task's check. Every early exit is an invalid report that says why.
#include "plumbline/evaluate.hpp"

#include <algorithm>
#include <chrono>
#include <iterator>
#include <optional>
#include <utility>

#include "plumbline/checks.hpp"
#include "plumbline/extract.hpp"

namespace plumbline {

namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point start) {
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

using CheckFunction = void (*)(const CheckInput&, Report&);

struct CheckKind {
    std::string_view name;
    CheckFunction run;
};

// The check kinds a task can name.
constexpr CheckKind kChecks[] = {{"match", check_match}};

CheckFunction find_check(std::string_view kind) {
    for (const CheckKind& c : kChecks)
        if (c.name == kind) return c.run;
    return nullptr;
}

std::string known_checks() {
    std::string names;
    for (const CheckKind& c : kChecks) names += (names.empty() ? "\"" : ", \"") + std::string(c.name) + "\"";
    return names;
}

Diagnostic task_error(std::string code, std::string message) {
    Diagnostic d;
    d.code = std::move(code);
    d.message = std::move(message);
    d.source = "task";
    return d;
}

void append(std::vector<Diagnostic>& to, std::vector<Diagnostic>&& from) {
    to.insert(to.end(), std::make_move_iterator(from.begin()), std::make_move_iterator(from.end()));
}

int primary_items(const Scene& scene) {
    int count = 0;
    for (size_t i = 0; i < scene.items.size(); ++i)
        if (scene.items[i].is_primary(static_cast<int>(i))) ++count;
    return count;
}

// Reads a drawing the task gives; when it cannot be read the task is at fault.
bool read_given(const std::string& format, const std::string& text, const char* source, const char* code,
                const EvaluateOptions& options, ReadResult& out, Report& report) {
    out = read_drawing(format, text, source, options.limits);
    if (out.ok) return true;
    append(report.diagnostics, std::move(out.diagnostics));
    report.diagnostics.push_back(task_error(
        code, std::string("The task's ") + source + " drawing cannot be read (see the " + source +
                  " diagnostics); no answer can be judged against it."));
    return false;
}

}  // namespace

Report evaluate(const Task& task, std::string_view candidate, const EvaluateOptions& options) {
    const Clock::time_point start = Clock::now();
    Report report;
    report.task_id = task.id;
    report.profile = options.profile;
    report.check_kind = task.check_kind;
    report.verdict = Verdict::Invalid;
    report.timed = options.timings;
    const auto finish = [&]() -> Report {
        if (report.verdict == Verdict::Invalid) report.score = 0;
        if (options.timings) report.timings.total_ms = ms_since(start);
        return std::move(report);
    };

    const CheckFunction check = find_check(task.check_kind);
    if (!check) {
        report.diagnostics.push_back(task_error(
            "task.check.unknown", "The task asks for check kind \"" + task.check_kind +
                                      "\", which this version does not have (known: " + known_checks() + ")."));
        return finish();
    }

    Clock::time_point phase = Clock::now();
    Extraction extraction = extract_drawing(candidate, task.format);
    if (options.timings) report.timings.extract_ms = ms_since(phase);
    append(report.diagnostics, std::move(extraction.diagnostics));
    if (!extraction.found) return finish();
    report.extracted = std::move(extraction.text);
    report.extracted_format = extraction.format;
    report.extracted_line = extraction.line;

    phase = Clock::now();
    ReadResult reference, input;
    if (!read_given(task.reference_format, task.reference, "reference", "task.reference.unreadable", options,
                    reference, report))
        return finish();
    if (task.input &&
        !read_given(task.input_format, *task.input, "input", "task.input.unreadable", options, input, report))
        return finish();
    ReadResult answer = read_drawing(extraction.format, *report.extracted, "candidate", options.limits);
    if (options.timings) report.timings.read_ms = ms_since(phase);
    append(report.diagnostics, std::move(answer.diagnostics));
    report.candidate_items = primary_items(answer.scene);
    if (!answer.ok) return finish();

    phase = Clock::now();
    check(CheckInput{task, options.profile, reference.scene, task.input ? &input.scene : nullptr, answer.scene},
          report);
    if (options.timings) report.timings.check_ms = ms_since(phase);
    return finish();
}

Report evaluate(const TaskParse& task, std::string_view candidate, const EvaluateOptions& options) {
    if (!task.ok) {
        Report report;
        report.task_id = task.task.id;
        report.profile = options.profile;
        report.check_kind = task.task.check_kind;
        report.verdict = Verdict::Invalid;
        report.diagnostics = task.diagnostics;
        return report;
    }
    Report report = evaluate(task.task, candidate, options);
    report.diagnostics.insert(report.diagnostics.begin(), task.diagnostics.begin(), task.diagnostics.end());
    return report;
}

const char* version() { return PLUMBLINE_VERSION; }

}  // namespace plumbline
