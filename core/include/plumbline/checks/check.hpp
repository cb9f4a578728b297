// Check kinds. Each consumes Scenes only (never source text) and fills the verdict,
// score, requirements and diagnostics of a Report.
#pragma once

#include <memory>
#include <string_view>

#include "plumbline/report/report.hpp"
#include "plumbline/scene/scene.hpp"
#include "plumbline/pipeline/task.hpp"

namespace plumbline {

// What a check kind works out once per task and reuses for every answer (the molecule
// check's palette and reference graph). prepare_task keeps it beside the task's read
// drawings; a check given none, or one made for another profile, works it out itself.
struct CheckPreparation {
    std::string_view kind;       // the check kind that made it
    Profile profile = Profile::Default;
    virtual ~CheckPreparation() = default;
};

struct CheckInput {
    const Task& task;
    Profile profile;
    const Scene& reference;
    const Scene* input;          // the given drawing, if the task has one
    const Scene& candidate;
    const CheckPreparation* prepared = nullptr;
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
std::shared_ptr<const CheckPreparation> prepare_molecule(const Task& task, Profile profile, const Scene& reference);

}  // namespace plumbline
