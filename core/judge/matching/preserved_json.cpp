// "preserve_input" read from a task's check object (see preserved.hpp).
#include "matching/preserved.hpp"
#include "common/options_json.hpp"
#include "matching/matching_json.hpp"
#include "json/json_limits.hpp"

namespace plumbline {

void read_preserve_input(const nlohmann::json& check, PreserveInput& out, std::vector<Diagnostic>& diagnostics) {
    const auto it = check.find("preserve_input");
    if (it == check.end() || it->is_null()) return;
    if (*it == "off") out = PreserveInput::Off;
    else if (*it == "report") out = PreserveInput::Report;
    else if (*it == "strict") out = PreserveInput::Strict;
    else
        diagnostics.push_back(task_diagnostic(Severity::Error, "task.preserve_input.invalid", "/check/preserve_input",
                                              "must be \"off\", \"report\" or \"strict\", not " + json_text(*it) + "."));
}

}  // namespace plumbline
