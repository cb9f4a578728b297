// The match check as the registry and the JSON side see it: its options and entry point.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>

#include "checks/common/preserved.hpp"
#include "checks/common/select.hpp"
#include "plumbline/checks/check.hpp"

namespace plumbline::match {

struct Options : CheckOptions {
    Selector reference_select{Selector::Kind::Class, "output_object", Color{}, "{\"class\":\"output_object\"}"};
    Selector candidate_select;           // all
    std::optional<double> tolerance;     // scene units; replaces the profile's position tolerance
    PreserveInput preserve_input = PreserveInput::Report;   // judge whether the given drawing is kept (default profile)
    // Work units for comparing items (one per pair of segments or circles, 32 per point of
    // two curves compared): past it the verdict is invalid (match.budget.exhausted).
    std::int64_t budget = 400'000'000;
};

// The options a check was given, or the defaults.
const Options& options_of(const CheckOptions* options);

// SSVG-Bench Pattern 1: every selected reference item reproduced by a candidate item.
void check(const CheckInput& in, Report& report);
// Once per task: the labels of the given drawing, which messages name points by.
std::shared_ptr<const CheckPreparation> prepare_check(const CheckOptions* options, Profile profile,
                                                      const Scene& reference, const Scene* input);

}  // namespace plumbline::match
