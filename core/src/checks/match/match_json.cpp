// The match check's options read from a task's check object.
#include <cmath>
#include <memory>

#include "checks/match/match_check.hpp"
#include "report/json_limits.hpp"
#include "report/check_json.hpp"

namespace plumbline::match {

using nlohmann::json;

std::shared_ptr<const CheckOptions> read_options(const json& check, std::vector<Diagnostic>& diagnostics) {
    auto options = std::make_shared<Options>();
    read_selector(check, "reference_select", options->reference_select, diagnostics);
    read_selector(check, "candidate_select", options->candidate_select, diagnostics);
    read_preserve_input(check, options->preserve_input, diagnostics);
    if (const auto it = check.find("tolerance"); it != check.end() && !it->is_null()) {
        const double value = it->is_number() ? it->get<double>() : std::nan("");
        if (std::isfinite(value) && value > 0)
            options->tolerance = value;
        else
            diagnostics.push_back(task_diagnostic(Severity::Error, "task.tolerance.invalid", "/check/tolerance",
                                                    "must be a positive number of scene units, not " +
                                                        json_text(*it) + "."));
    }
    return options;
}

}  // namespace plumbline::match
