// Evaluation options from JSON text, for front ends that cannot build EvaluateOptions
// directly (the JS API passes them as text). Strict: a typo is an error, not a default.
#include <string>

#include "json/json_limits.hpp"
#include "pipeline/evaluate.hpp"

namespace plumbline {

using nlohmann::json;

bool parse_evaluate_options(std::string_view json_text_in, EvaluateOptions& out, std::string& error) {
    if (json_text_in.find_first_not_of(" \t\r\n") == std::string_view::npos) return true;
    const json j = json::parse(json_text_in.begin(), json_text_in.end(), nullptr, false);
    if (j.is_discarded() || !j.is_object()) {
        error = "options must be a JSON object such as {\"profile\": \"ssvg\", \"timings\": false}";
        return false;
    }
    for (const auto& [key, value] : j.items()) {
        if (key == "profile") {
            if (!value.is_string() || !parse_profile(value.get_ref<const std::string&>(), out.profile)) {
                error = "options.profile must be " + profile_names(true) + ", not " + json_text(value);
                return false;
            }
        } else if (key == "timings") {
            if (!value.is_boolean()) {
                error = "options.timings must be true or false, not " + json_text(value);
                return false;
            }
            out.timings = value.get<bool>();
        } else if (key == "report") {
            if (!value.is_string() || !parse_report_level(value.get_ref<const std::string&>(), out.report)) {
                error = "options.report must be \"full\", \"compact\" or \"verdict\", not " + json_text(value);
                return false;
            }
        } else {
            error = "unknown option \"" + key + "\" (known: profile, timings, report)";
            return false;
        }
    }
    return true;
}

}  // namespace plumbline
