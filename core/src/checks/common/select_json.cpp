// Selectors and the position tolerance, read from a task's check object.
#include <cmath>
#include <optional>

#include "checks/common/select.hpp"
#include "report/json_limits.hpp"
#include "report/check_json.hpp"

namespace plumbline {

using nlohmann::json;

void read_selector(const json& check, const char* key, Selector& out, std::vector<Diagnostic>& diagnostics) {
    const auto it = check.find(key);
    if (it == check.end() || it->is_null()) return;   // keep the default
    const std::string where = std::string("/check/") + key;
    const auto error = [&](const char* code, const std::string& path, const std::string& message) {
        diagnostics.push_back(task_diagnostic(Severity::Error, code, path, message));
    };
    const std::string usage = "a selector is \"all\", \"added\", {\"class\": NAME} or {\"color\": COLOUR}.";
    if (it->is_string()) {
        const std::string name = it->get<std::string>();
        if (name == "all") {
            out = Selector{Selector::Kind::All, "", Color{}, name};
        } else if (name == "added") {
            out = Selector{Selector::Kind::Added, "", Color{}, name};
        } else {
            error("task.selector.invalid", where, "unknown selector \"" + name + "\"; " + usage);
        }
        return;
    }
    if (!it->is_object() || it->size() != 1) {
        error("task.selector.invalid", where, usage);
        return;
    }
    const std::string text = json_text(*it);
    if (const auto cls = it->find("class"); cls != it->end()) {
        if (!cls->is_string() || cls->get<std::string>().empty()) {
            error("task.selector.invalid", where + "/class", "a class selector needs a non-empty class name.");
            return;
        }
        out = Selector{Selector::Kind::Class, cls->get<std::string>(), Color{}, text};
    } else if (const auto color = it->find("color"); color != it->end()) {
        const std::optional<Color> parsed = color->is_string() ? parse_color(color->get<std::string>()) : std::nullopt;
        if (!parsed || parsed->none) {
            error("task.selector.color", where + "/color",
                  "not a colour: " + json_text(*color) + " (use a name, #rrggbb or rgb()).");
            return;
        }
        out = Selector{Selector::Kind::Color, "", *parsed, text};
    } else {
        error("task.selector.invalid", where, usage);
    }
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
