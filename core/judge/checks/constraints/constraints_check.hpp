// The constraints check as the registry and the JSON side see it: its options (the
// constraint program) and entry point.
#pragma once

#include <memory>
#include <vector>

#include <cstdint>
#include <optional>

#include "matching/preserved.hpp"
#include "report/check.hpp"
#include "checks/constraints/program.hpp"

namespace plumbline::constraints {

struct Options : CheckOptions {
    Program program;
    Selector answer_select{Selector::Kind::Added, "", Color{}, "added"};   // which candidate items are answer items
    std::vector<Selector> answer_also;     // further criteria an answer item must meet as well (all of them)
    std::optional<double> pass_threshold;  // a share of constraints, reported beside the strict verdict
    std::optional<double> tolerance;       // scene units; replaces the drawing-scaled position tolerance
    std::int64_t budget = 1000000;         // search steps
    PreserveInput preserve_input = PreserveInput::Report;   // judge whether the given drawing is kept
    std::optional<double> preserve_exact;  // "preserve_exact": kept with class, colour, extent (tolerance; 0: default)
};

// SSVG-Bench Pattern 2: is there an assignment of answer items satisfying every constraint?
void check(const CheckInput& in, Report& report);

// The kind's options, read from the task's check object (constraints_json.cpp).
std::shared_ptr<const CheckOptions> read_options(const nlohmann::json& check, std::vector<Diagnostic>& diagnostics);
// The diagnostic codes it writes (constraints_codes.cpp).
const std::vector<CodeInfo>& codes();
// The kind as the registry lists it (constraints.cpp).
extern const CheckKind check_kind;

}  // namespace plumbline::constraints
