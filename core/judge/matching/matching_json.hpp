// The matching engine's options as tasks write them, for the kinds that select items or
// judge the given drawing (their *_json.cpp).
#pragma once

#include <vector>

#include <nlohmann/json.hpp>

#include "diagnostics/diagnostic.hpp"
#include "matching/preserved.hpp"
#include "matching/select.hpp"

namespace plumbline {

// Reads check[key] as a selector into `out` (left as it is when absent): "all", "added",
// {"class": NAME} or {"color": COLOUR}.
void read_selector(const nlohmann::json& check, const char* key, Selector& out, std::vector<Diagnostic>& diagnostics);

// Reads check.preserve_input ("off", "report", "strict") into `out` (left as it is when absent).
void read_preserve_input(const nlohmann::json& check, PreserveInput& out, std::vector<Diagnostic>& diagnostics);

}  // namespace plumbline
