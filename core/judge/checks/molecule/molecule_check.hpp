// The molecule check as the registry sees it: its once-per-task work and entry point.
#pragma once

#include <memory>

#include "report/check.hpp"

namespace plumbline::molecule {

// SSVG-Bench's molecule task: the candidate's atoms (filled circles, element by the task's
// palette) and bonds (lines snapped to atoms) form a graph that must be isomorphic to the
// reference's, atoms compared by colour class; diagnostics say how they differ.
void check(const CheckInput& in, Report& report);
// The options, the reference read as a molecule and its graph, once per task.
std::shared_ptr<const CheckPreparation> prepare_check(const CheckOptions* options, Profile profile,
                                                      const Scene& reference, const Scene* input);

struct Options;
// Reads check.palette, check.bond_order, check.snap and check.budget into `out`; false
// (with task diagnostics) when the check cannot run.
bool parse_options(const nlohmann::json& check, Options& out, std::vector<Diagnostic>& diagnostics);
// The kind's options, read from the task's check object (molecule_json.cpp).
std::shared_ptr<const CheckOptions> read_options(const nlohmann::json& check, std::vector<Diagnostic>& diagnostics);
// The diagnostic codes it writes (molecule_codes.cpp).
const std::vector<CodeInfo>& codes();
// The kind as the registry lists it (molecule.cpp).
extern const CheckKind check_kind;

}  // namespace plumbline::molecule
