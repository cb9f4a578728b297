// The diagram check as the registry sees it.
#pragma once

#include <memory>
#include <vector>

#include "report/check.hpp"

namespace plumbline::diagram {

// DiagramEval's node and path alignment, and the direct edges, between the reference's
// graph and the candidate's (each a DOT graph or a drawing read as one).
void check(const CheckInput& in, Report& report);

// The kind's options, read from the task's check object (diagram_json.cpp).
std::shared_ptr<const CheckOptions> read_options(const nlohmann::json& check, std::vector<Diagnostic>& diagnostics);
// The diagnostic codes it writes (diagram_codes.cpp).
const std::vector<CodeInfo>& codes();
// The kind as the registry lists it (diagram.cpp).
extern const CheckKind check_kind;

}  // namespace plumbline::diagram
