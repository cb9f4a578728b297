// The given drawing kept exactly ("preserve_input": "exact"): each visible element of the
// task's given drawing must be in the answer as an element of the same kind, with the same
// extent (every defining point within the task's `preserve_tolerance`), the same own
// classes, and the same stroke and fill colours. The geometry-only check (matching/
// preserved.hpp) counts a lengthened, re-classed or re-coloured given element as kept.
#pragma once

#include "report/report.hpp"
#include "scene/scene.hpp"

namespace plumbline::constraints {

// Adds a requirement "given-exact", one `constraints.given.changed` error per element not
// kept (what differs: missing, moved or resized, class, colour), and fails a passing
// verdict when one is not. `tolerance`: scene units. Returns how many were not kept.
// Budget: the first kMaxExactGiven given elements against the first kMaxExactAnswer items.
constexpr size_t kMaxExactGiven = 512;
constexpr size_t kMaxExactAnswer = 4096;
int check_given_exact(const Scene& given, const Scene& answer, double tolerance, Report& report);

}  // namespace plumbline::constraints
