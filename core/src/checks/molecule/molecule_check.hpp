// The molecule check as the registry sees it: its once-per-task work and entry point.
#pragma once

#include <memory>

#include "plumbline/checks/check.hpp"

namespace plumbline::molecule {

// SSVG-Bench's molecule task: the candidate's atoms (filled circles, element by the task's
// palette) and bonds (lines snapped to atoms) form a graph that must be isomorphic to the
// reference's, atoms compared by colour class; diagnostics say how they differ.
void check(const CheckInput& in, Report& report);
// The options, the reference read as a molecule and its graph, once per task.
std::shared_ptr<const CheckPreparation> prepare_check(const CheckOptions* options, Profile profile,
                                                      const Scene& reference, const Scene* input);

}  // namespace plumbline::molecule
