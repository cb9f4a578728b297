// Check kinds. Each consumes Scenes only (never source text) and fills the verdict,
// score, requirements and diagnostics of a Report.
#pragma once

#include "plumbline/report.hpp"
#include "plumbline/scene.hpp"
#include "plumbline/task.hpp"

namespace plumbline {

struct CheckInput {
    const Task& task;
    Profile profile;
    const Scene& reference;
    const Scene* input;          // the given drawing, if the task has one
    const Scene& candidate;
};

// Which items of `scene` a selector picks (indices of primary and derived items whose
// primary item is selected). `input` is needed for Selector::Kind::Added.
// In the ssvg profile a class selector looks at the element's own class only, as the
// published scripts do; the default profile also honours classes on enclosing groups.
std::vector<int> select_items(const Scene& scene, const Selector& selector, Profile profile,
                              const Scene* input, double tolerance);

// SSVG-Bench Pattern 1: every selected reference item reproduced by a candidate item.
void check_match(const CheckInput& in, Report& report);

// SSVG-Bench's molecule task: the candidate's atoms (filled circles, element by the task's
// palette) and bonds (lines snapped to atoms) form a graph that must be isomorphic to the
// reference's, atoms compared by colour class; diagnostics say how they differ.
void check_molecule(const CheckInput& in, Report& report);

}  // namespace plumbline
