// Selectors, read from a task's check object.
#include <cmath>
#include <optional>

#include "matching/select.hpp"
#include "json/json_limits.hpp"
#include "common/options_json.hpp"
#include "matching/matching_json.hpp"

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

}  // namespace plumbline
