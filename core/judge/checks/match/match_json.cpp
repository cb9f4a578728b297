// The match check's options read from a task's check object.
#include <memory>

#include "checks/match/match_check.hpp"
#include "json/json_limits.hpp"
#include "common/options_json.hpp"
#include "matching/matching_json.hpp"

namespace plumbline::match {

using nlohmann::json;

std::shared_ptr<const CheckOptions> read_options(const json& check, std::vector<Diagnostic>& diagnostics) {
    auto options = std::make_shared<Options>();
    read_selector(check, "reference_select", options->reference_select, diagnostics);
    read_selector(check, "candidate_select", options->candidate_select, diagnostics);
    read_preserve_input(check, options->preserve_input, diagnostics);
    read_tolerance(check, options->tolerance, diagnostics);
    read_budget(check, options->budget, diagnostics);
    return options;
}

}  // namespace plumbline::match
