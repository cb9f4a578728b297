// The constraints check's JSON: its options read from the task's check object (the
// program itself in program_json.cpp), and its result written as the report's
// "constraints" member (docs/constraints.md).
#include <cmath>
#include <memory>

#include "checks/constraints/constraints_check.hpp"
#include "checks/constraints/result.hpp"
#include "plumbline/report/json.hpp"
#include "report/check_json.hpp"
#include "report/json_limits.hpp"
#include "report/json_output.hpp"

namespace plumbline::constraints {

using nlohmann::json;

bool parse_program(const json& check, Program& program, std::vector<Diagnostic>& diagnostics);

std::shared_ptr<const CheckOptions> read_options(const json& check, std::vector<Diagnostic>& diagnostics) {
    auto options = std::make_shared<Options>();
    read_selector(check, "answer_select", options->answer_select, diagnostics);
    read_tolerance(check, options->tolerance, diagnostics);
    if (const auto it = check.find("budget"); it != check.end() && !it->is_null()) {
        if (it->is_number_integer() && it->get<std::int64_t>() > 0)
            options->budget = it->get<std::int64_t>();
        else
            diagnostics.push_back(task_diagnostic(Severity::Error, "task.budget.invalid", "/check/budget",
                                                  "must be a positive whole number of search steps."));
    }
    read_preserve_input(check, options->preserve_input, diagnostics);
    parse_program(check, options->program, diagnostics);
    return options;
}

namespace {

json object_json(const ConstraintObjectResult& o, bool full) {
    json j = {{"name", valid_utf8(o.name)}, {"type", o.type}, {"origin", o.origin}, {"defined", o.defined}};
    if (!o.defined) j["why"] = valid_utf8(o.why);
    if (o.item >= 0) j["item"] = o.item;
    if (full && o.defined) j["geometry"] = to_json(o.geometry);
    return j;
}

json constraint_json(const ConstraintResult& c, bool full) {
    json j = {{"id", valid_utf8(c.id)},
              {"relation", c.relation},
              {"text", valid_utf8(c.text)},
              {"satisfied", c.satisfied},
              {"measured", rounded(c.measured)},
              {"required", rounded(c.required)},
              {"comparison", c.comparison},
              {"tolerance", rounded(c.tolerance)},
              {"unit", c.unit}};
    if (full) {
        j["message"] = valid_utf8(c.message);
        json objects = json::array();
        for (const std::string& n : c.objects) objects.push_back(valid_utf8(n));
        j["objects"] = std::move(objects);
    }
    return j;
}

}  // namespace

json write_result(const CheckResult& result, ReportLevel level) {
    const auto& r = static_cast<const ConstraintsResult&>(result);
    const bool full = level == ReportLevel::Full;
    json assignment = json::object();
    for (const auto& [name, item] : r.assignment) assignment[valid_utf8(name)] = item >= 0 ? json(item) : json(nullptr);
    json constraints = json::array();
    for (const ConstraintResult& c : r.constraints)
        if (full || !c.satisfied) constraints.push_back(constraint_json(c, full));
    json j = {{"outcome", r.outcome},
              {"satisfied", r.satisfied < 0 ? 0 : r.satisfied},
              {"total", r.total},
              {"assignment", std::move(assignment)},
              {"constraints", std::move(constraints)},
              {"answer_items", r.answer_items},
              {"used_items", r.used_items},
              // Precision-style: the share of the answer's items the construction uses.
              {"precision", r.answer_items ? rounded_fixed(double(r.used_items) / r.answer_items) : json(nullptr)},
              {"steps", r.steps},
              {"budget", r.budget}};
    if (full) {
        json objects = json::array();
        for (const ConstraintObjectResult& o : r.objects) objects.push_back(object_json(o, full));
        j["objects"] = std::move(objects);
    }
    return j;
}

}  // namespace plumbline::constraints
