// The option readers every check kind shares.
#include "common/options_json.hpp"

#include <cmath>
#include <utility>

#include "json/json_limits.hpp"

namespace plumbline {

using nlohmann::json;

Diagnostic task_diagnostic(Severity severity, std::string code, const std::string& path,
                             const std::string& message) {
    Diagnostic d;
    d.code = std::move(code);
    d.severity = severity;
    d.message = (path.empty() ? "/" : path) + ": " + message;
    d.source = "task";
    return d;
}

void read_tolerance(const json& check, std::optional<double>& out, std::vector<Diagnostic>& diagnostics) {
    const auto it = check.find("tolerance");
    if (it == check.end() || it->is_null()) return;
    const double value = it->is_number() ? it->get<double>() : std::nan("");
    if (std::isfinite(value) && value > 0)
        out = value;
    else
        diagnostics.push_back(task_diagnostic(Severity::Error, "task.tolerance.invalid", "/check/tolerance",
                                              "must be a positive number of scene units, not " + json_text(*it) + "."));
}

void read_budget(const json& check, std::int64_t& out, std::vector<Diagnostic>& diagnostics) {
    const auto it = check.find("budget");
    if (it == check.end() || it->is_null()) return;
    if (it->is_number_integer() && it->get<std::int64_t>() > 0)
        out = it->get<std::int64_t>();
    else
        diagnostics.push_back(task_diagnostic(Severity::Error, "task.budget.invalid", "/check/budget",
                                              "must be a positive whole number of search steps, not " + json_text(*it) + "."));
}

}  // namespace plumbline
