// The check kinds a task can name (registry.cpp: one row a kind).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "report/check.hpp"

namespace plumbline {

// Every kind, in the registry's order.
const std::vector<const CheckKind*>& all_checks();
// The kind a task names, or nullptr.
const CheckKind* find_check(std::string_view name);
// The known names, quoted, for messages: "\"match\", \"molecule\"".
std::string check_names();

}  // namespace plumbline
