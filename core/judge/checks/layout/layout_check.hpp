// The layout check as the registry sees it: a drawing judged by what it shows a reader
// (docs/layout.md, "Layout as requirements"), for benchmarks of readable diagrams.
#pragma once

#include <memory>
#include <vector>

#include "report/check.hpp"

namespace plumbline::layout_kind {

// The candidate's layout section (report.layout), with each selector of the task's
// `require` (default: "warnings") a requirement; score: the share met.
void check(const CheckInput& in, Report& report);

std::shared_ptr<const CheckOptions> read_options(const nlohmann::json& check, std::vector<Diagnostic>& diagnostics);
const std::vector<CodeInfo>& codes();
extern const CheckKind check_kind;

}  // namespace plumbline::layout_kind
