// The diagram check as the registry sees it.
#pragma once

#include "plumbline/checks/check.hpp"

namespace plumbline::diagram {

// DiagramEval's node and path alignment, and the direct edges, between the reference's
// graph and the candidate's (each a DOT graph or a drawing read as one).
void check(const CheckInput& in, Report& report);

}  // namespace plumbline::diagram
