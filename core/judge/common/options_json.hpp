// What every check kind's options reader (its *_json.cpp) shares: the task diagnostic it
// reports a problem with, and the members several kinds read alike. Only *_json.cpp files
// include this, so that no other header of the judge stage reaches the JSON library.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "diagnostics/diagnostic.hpp"

namespace plumbline {

// A task diagnostic: source "task", the message led by the JSON pointer of what it is about.
Diagnostic task_diagnostic(Severity severity, std::string code, const std::string& path,
                             const std::string& message);

// Reads check.tolerance (a positive number of scene units) into `out` (left as it is when
// absent): the position tolerance a task may set in place of the drawing-scaled one.
void read_tolerance(const nlohmann::json& check, std::optional<double>& out, std::vector<Diagnostic>& diagnostics);

// Reads check.budget (a positive whole number of search or work steps) into `out` (left as
// it is when absent): every kind with a search takes its budget from the same member.
void read_budget(const nlohmann::json& check, std::int64_t& out, std::vector<Diagnostic>& diagnostics);

}  // namespace plumbline
