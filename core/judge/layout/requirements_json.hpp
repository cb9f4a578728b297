// Layout requirements read from a task's check object (requirements.hpp): a list of
// selectors, or one selector as a string.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "diagnostics/diagnostic.hpp"
#include "layout/requirements.hpp"

namespace plumbline::layout {

// `value` at task path `where` ("/check/layout"); problems are task errors
// (`task.layout.invalid`), and nothing is returned then.
std::optional<LayoutRequirements> read_requirements(const nlohmann::json& value, const std::string& where,
                                                    std::vector<Diagnostic>& diagnostics);

}  // namespace plumbline::layout
