// An answer judged for a page that shows it: the report, and the candidate drawing as
// read, so the page draws and names the answer's items without reading it again.
#pragma once

#include <optional>
#include <string_view>

#include "formats/read.hpp"
#include "pipeline/evaluate.hpp"

namespace plumbline {

struct EvaluateView {
    Report report;   // exactly evaluate(task, candidate, options)
    // The candidate drawing in the reading the page shows (Reading::Rendered, what
    // read_drawing gives by default); none when no drawing was found or the reader refused
    // it whole (read.limit.bytes: reading it again would be refused again).
    std::optional<ReadResult> candidate;
};

// Under the default profile the drawing is read once, for the check and the page alike;
// the ssvg profile judges the published reading, so the shown one is read beside it.
EvaluateView evaluate_view(const TaskParse& task, std::string_view candidate, const EvaluateOptions& options = {});

}  // namespace plumbline
