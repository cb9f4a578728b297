// Whether the answer keeps the given drawing: each visible element of the task's input
// drawing must still be drawn, unmoved and unchanged, in the answer (the prompts say "do
// not modify the elements originally present"). A check kind asks for it when its task
// sets "preserve_input": "report" (diagnostics only) or "strict" (part of the verdict).
#pragma once

#include <vector>

#include "diagnostics/diagnostic.hpp"
#include "diagnostics/diagnostic_codes.hpp"
#include "report/report.hpp"
#include "scene/scene.hpp"

namespace plumbline {

enum class PreserveInput { Off, Report, Strict };

// Judges every visible primary item of `input` against `candidate` (position `tolerance`
// in scene units, 0 for the input drawing's own) and adds to `report`: one
// `input.modified` diagnostic per given element that moved, changed or vanished (drawn,
// with where it is in the given drawing; an error when strict, else a warning), or one
// `input.preserved` info when all are kept. Strict: also a requirement "preserve-input",
// and a passing verdict becomes a fail when an element was not kept. Returns how many were not.
int check_preserved_input(const Scene& input, const Scene& candidate, double tolerance, PreserveInput mode,
                          Report& report);

// The mode to check in: "report" adds only diagnostics (on a work budget of its own), which a
// report showing only the verdict and score leaves out, so it is not checked for one.
inline PreserveInput preserve_mode(PreserveInput asked, bool verdict_only) {
    return verdict_only && asked == PreserveInput::Report ? PreserveInput::Off : asked;
}

// The diagnostic codes the preserved-input check writes (preserved_codes.cpp).
const std::vector<CodeInfo>& preserved_input_codes();

}  // namespace plumbline
