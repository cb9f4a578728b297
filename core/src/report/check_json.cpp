// Each check kind's JSON side, by kind name (see check_json.hpp).
#include "report/check_json.hpp"

#include <utility>

namespace plumbline {

namespace {

constexpr CheckJson kCheckJson[] = {
    {"match", match::read_options, "", nullptr},
    {"molecule", molecule::read_options, "molecule", molecule::write_result},
    {"constraints", constraints::read_options, "constraints", constraints::write_result},
    {"diagram", diagram::read_options, "diagram", diagram::write_result},
};

}  // namespace

const CheckJson* find_check_json(std::string_view kind) {
    for (const CheckJson& c : kCheckJson)
        if (c.kind == kind) return &c;
    return nullptr;
}

Diagnostic task_diagnostic(Severity severity, std::string code, const std::string& path,
                             const std::string& message) {
    Diagnostic d;
    d.code = std::move(code);
    d.severity = severity;
    d.message = (path.empty() ? "/" : path) + ": " + message;
    d.source = "task";
    return d;
}

}  // namespace plumbline
