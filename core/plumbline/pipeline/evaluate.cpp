// The pipeline for one task and one response: extract, read the three drawings, run the
// task's check. Every early exit is an invalid report that says why.
#include "pipeline/evaluate.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <iterator>
#include <memory>
#include <optional>
#include <utility>

#include "diagnostics/diagnostic_codes.hpp"
#include "checks/registry.hpp"
#include "extract/extract.hpp"
#include "layout/layout.hpp"
#include "layout/requirements.hpp"

namespace plumbline {

namespace {

using Clock = std::chrono::steady_clock;

// The clock is read only when the report carries timings: in WebAssembly a reading is a
// call out to JavaScript (about 1.5% of a batch's profile with --no-timings).
Clock::time_point now_if(bool timed) { return timed ? Clock::now() : Clock::time_point(); }

double ms_since(Clock::time_point start) {
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
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

// A drawing the task gives; when it cannot be read the task is at fault.
bool accept_given(const ReadResult& given, const char* source, const char* code, Report& report) {
    if (given.ok && given.complete) return true;
    report.diagnostics.insert(report.diagnostics.end(), given.diagnostics.begin(), given.diagnostics.end());
    report.diagnostics.push_back(task_error(
        code, std::string("The task's ") + source + " drawing cannot be " + (given.ok ? "read whole" : "read") +
                  " (see the " + source + " diagnostics); no answer can be judged against it."));
    return false;
}

Diagnostic unknown_check(const Task& task) {
    return task_error("task.check.unknown", "The task asks for check kind \"" + task.check_kind +
                                                "\", which this version does not have (known: " + check_names() +
                                                ").");
}

// The budgets an incomplete reading hit, for the message: "read.limit.depth".
std::string limits_hit(const ReadResult& r) {
    std::string codes;
    for (const Diagnostic& d : r.diagnostics)
        if (is_read_limit(d.code) && codes.find(d.code) == std::string::npos)
            codes += (codes.empty() ? "" : ", ") + d.code;
    return codes;
}

// The check's preparation of the task's reference and given drawing (its graph, its
// labels), when it has one.
std::shared_ptr<const CheckPreparation> prepared_check(const Task& task, const EvaluateOptions& options,
                                                       const Scene& reference, const Scene* input) {
    const CheckKind* kind = find_check(task.check_kind);
    return kind && kind->prepare ? kind->prepare(task.check_options.get(), options.profile, reference, input)
                                 : nullptr;
}

// The given drawing a check may prepare from: read whole, when the task has one.
const Scene* given_input(const Task& task, const GivenDrawings& given) {
    return task.input && given.input.ok && given.input.complete ? &given.input.scene : nullptr;
}

// Drawings flipped about a page edge (EPS: the %%BoundingBox top) are compared on one
// page: the shift that puts a drawing flipped about `from` on the page flipped about `to`.
std::optional<Vec2> page_shift(const Scene& from, const Scene& to) {
    if (!from.page_top || !to.page_top || std::abs(*from.page_top - *to.page_top) <= 1e-9) return std::nullopt;
    return Vec2(0, *to.page_top - *from.page_top);
}

// The task's drawings moved onto `page` (the answer's), the check prepared again for the
// moved reference. An answer that extends a given drawing keeps its coordinates when its
// box grows at the top, so the task's drawings go where they are on its page, and what the
// report says of them is where the answer's picture shows them. (Without a given drawing
// an answer draws on a page of its own; nothing is moved.)
GivenDrawings on_page(const GivenDrawings& given, const Scene& page, const Task& task, const EvaluateOptions& options) {
    GivenDrawings moved = given;
    if (const std::optional<Vec2> d = page_shift(moved.reference.scene, page)) moved.reference.scene.translate(*d);
    if (const std::optional<Vec2> d = page_shift(moved.input.scene, page)) moved.input.scene.translate(*d);
    moved.check = prepared_check(task, options, moved.reference.scene, given_input(task, moved));
    return moved;
}

// The pipeline, with the task's drawings either read here or already read (`prepared`).
Report run(const Task& task, std::string_view candidate, const EvaluateOptions& options,
           const GivenDrawings* prepared, std::optional<ReadResult>* kept) {
    const Clock::time_point start = now_if(options.timings);
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

    const CheckKind* check = find_check(task.check_kind);
    if (!check) {
        report.diagnostics.push_back(unknown_check(task));
        return finish();
    }

    Clock::time_point phase = now_if(options.timings);
    Extraction extraction = extract_drawing(candidate, task.format, task.input ? std::string_view(*task.input) : std::string_view());
    if (options.timings) report.timings.extract_ms = ms_since(phase);
    append(report.diagnostics, std::move(extraction.diagnostics));
    if (!extraction.found) return finish();
    report.extracted = std::move(extraction.text);
    report.extracted_format = extraction.format;
    report.extracted_line = extraction.line;

    phase = now_if(options.timings);
    GivenDrawings own;
    if (!prepared) own = read_given_drawings(task, options);
    const GivenDrawings& given = prepared ? *prepared : own;
    if (!accept_given(given.reference, "reference", "task.reference.unreadable", report)) return finish();
    if (task.input && !accept_given(given.input, "input", "task.input.unreadable", report)) return finish();
    ReadResult answer =
        read_drawing(extraction.format, *report.extracted, "candidate", options.limits, reading_for(options.profile));
    if (options.timings) report.timings.read_ms = ms_since(phase);
    const std::string limits = answer.complete ? std::string() : limits_hit(answer);
    // A caller that keeps the reading keeps its diagnostics too (a copy, not the move).
    if (kept) report.diagnostics.insert(report.diagnostics.end(), answer.diagnostics.begin(), answer.diagnostics.end());
    else append(report.diagnostics, std::move(answer.diagnostics));
    report.candidate_items = answer.scene.primary_count();
    // Messages name the answer's items by their line in the whole response.
    for (Item& item : answer.scene.items) item.source.line_offset = std::max(0, report.extracted_line - 1);
    // The reading handed back once the report is done, whichever way it ends.
    const auto done = [&]() -> Report {
        if (kept) *kept = std::move(answer);
        return finish();
    };
    if (!answer.ok) return done();
    if (!answer.complete) {
        // Judging the part that was read could pass or fail a drawing for what it lacks
        // only because the reader stopped.
        Diagnostic d;
        d.code = "read.incomplete";
        d.severity = Severity::Error;
        d.source = "candidate";
        d.message = "The drawing was read only in part (" + limits +
                    "), so it is not judged: a verdict on what was read could be wrong.";
        report.diagnostics.push_back(std::move(d));
        return done();
    }

    phase = now_if(options.timings);
    std::optional<GivenDrawings> moved;
    if (task.input && page_shift(given.input.scene, answer.scene)) moved = on_page(given, answer.scene, task, options);
    const GivenDrawings& judged = moved ? *moved : given;
    // The layout kind judges the layout section, which holds the drawing against the
    // lengths the task's prompt states: found here, where they are known.
    if (task.check_kind == "layout") report.layout = layout::find_layout(answer.scene, {}, judged.stated_lengths);
    check->run(CheckInput{task.check_options.get(), options.profile, judged.reference.scene,
                          task.input ? &judged.input.scene : nullptr, answer.scene, judged.check.get(),
                          options.report == ReportLevel::Verdict},
               report);
    if (options.timings) report.timings.check_ms = ms_since(phase);
    // The layout section: always looked for, a part of the verdict only where the task's
    // check says so (docs/layout.md, "Layout as requirements"); a Verdict report does not
    // write it, so looks only then. The layout kind has made it already.
    if (!report.layout && (options.report != ReportLevel::Verdict || task.layout))
        report.layout = layout::find_layout(answer.scene, {}, judged.stated_lengths);
    if (task.layout && report.verdict != Verdict::Invalid) layout::apply_requirements(*task.layout, *report.layout, report);
    return done();
}

Report evaluate_parsed(const TaskParse& task, std::string_view candidate, const EvaluateOptions& options,
                       const GivenDrawings* prepared, std::optional<ReadResult>* kept = nullptr) {
    if (!task.ok) {
        Report report;
        report.task_id = task.task.id;
        report.profile = options.profile;
        report.check_kind = task.task.check_kind;
        report.verdict = Verdict::Invalid;
        report.diagnostics = task.diagnostics;
        return report;
    }
    Report report = run(task.task, candidate, options, prepared, kept);
    report.diagnostics.insert(report.diagnostics.begin(), task.diagnostics.begin(), task.diagnostics.end());
    return report;
}

}  // namespace

// The ssvg profile judges what the published chain hands its scripts.
Reading reading_for(Profile profile) { return profile == Profile::Ssvg ? Reading::Published : Reading::Rendered; }

GivenDrawings read_given_drawings(const Task& task, const EvaluateOptions& options) {
    GivenDrawings given;
    const Reading reading = reading_for(options.profile);
    const CheckKind* kind = find_check(task.check_kind);
    if (task.reference.empty() && kind && !kind->needs_reference) {
        given.reference.ok = true;   // a kind that compares with none: an empty reference
        given.reference.scene.format = task.reference_format;
    } else {
        given.reference = read_drawing(task.reference_format, task.reference, "reference", options.limits, reading);
    }
    if (task.input) given.input = read_drawing(task.input_format, *task.input, "input", options.limits, reading);
    given.stated_lengths = layout::read_stated_lengths(task.prompt);
    if (given.reference.ok) given.check = prepared_check(task, options, given.reference.scene, given_input(task, given));
    return given;
}

Report evaluate(const Task& task, std::string_view candidate, const EvaluateOptions& options) {
    return run(task, candidate, options, nullptr, nullptr);
}

Report evaluate(const TaskParse& task, std::string_view candidate, const EvaluateOptions& options) {
    return evaluate_parsed(task, candidate, options, nullptr);
}

Report evaluate(const TaskParse& task, std::string_view candidate, const EvaluateOptions& options,
                std::optional<ReadResult>* candidate_read) {
    return evaluate_parsed(task, candidate, options, nullptr, candidate_read);
}

PreparedTask prepare_task(TaskParse parse, const EvaluateOptions& options) {
    PreparedTask prepared;
    if (parse.ok) prepared.given = read_given_drawings(parse.task, options);
    prepared.parse = std::move(parse);
    return prepared;
}

Report evaluate(const PreparedTask& task, std::string_view candidate, const EvaluateOptions& options) {
    return evaluate_parsed(task.parse, candidate, options, &task.given);
}

std::vector<Diagnostic> task_errors(const PreparedTask& prepared) {
    if (!prepared.parse.ok) return prepared.parse.diagnostics;
    const Task& task = prepared.parse.task;
    Report scratch;   // the diagnostics, as run() would write them
    if (!find_check(task.check_kind))
        scratch.diagnostics.push_back(unknown_check(task));
    else if (accept_given(prepared.given.reference, "reference", "task.reference.unreadable", scratch) && task.input)
        accept_given(prepared.given.input, "input", "task.input.unreadable", scratch);
    return std::move(scratch.diagnostics);
}

const char* version() { return PLUMBLINE_VERSION; }

}  // namespace plumbline
