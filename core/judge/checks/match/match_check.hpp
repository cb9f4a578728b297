// The match check as the registry and the JSON side see it: its options and entry point.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>

#include "matching/preserved.hpp"
#include "matching/select.hpp"
#include "report/check.hpp"

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

// The kind's options, read from the task's check object (match_json.cpp).
std::shared_ptr<const CheckOptions> read_options(const nlohmann::json& check, std::vector<Diagnostic>& diagnostics);
// The diagnostic codes it writes (match_codes.cpp).
const std::vector<CodeInfo>& codes();
// The kind as the registry lists it (match.cpp).
extern const CheckKind check_kind;

}  // namespace plumbline::match
