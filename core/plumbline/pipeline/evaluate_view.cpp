// evaluate, keeping the candidate's reading for the page (pipeline/evaluate_view.hpp).
#include "pipeline/evaluate_view.hpp"

#include <algorithm>
#include <utility>

namespace plumbline {

namespace {

// The reader refused the drawing outright (over its size budget): nothing to show.
bool refused(const Report& report) {
    return std::any_of(report.diagnostics.begin(), report.diagnostics.end(),
                       [](const Diagnostic& d) { return d.code == "read.limit.bytes"; });
}

}  // namespace

EvaluateView evaluate_view(const TaskParse& task, std::string_view candidate, const EvaluateOptions& options) {
    EvaluateView view;
    const bool shown_is_judged = reading_for(options.profile) == Reading::Rendered;
    std::optional<ReadResult> judged;
    view.report = evaluate(task, candidate, options, shown_is_judged ? &judged : nullptr);
    if (!view.report.extracted || refused(view.report)) return view;
    if (judged)
        view.candidate = std::move(judged);
    else
        view.candidate = read_drawing(view.report.extracted_format, *view.report.extracted, "candidate", options.limits);
    return view;
}

}  // namespace plumbline
