// Layout requirements read from a task's check object (requirements_json.hpp).
#include "layout/requirements_json.hpp"

#include <nlohmann/json.hpp>

#include "common/options_json.hpp"

namespace plumbline::layout {

std::optional<LayoutRequirements> read_requirements(const nlohmann::json& value, const std::string& where,
                                                    std::vector<Diagnostic>& diagnostics) {
    const auto bad = [&](const std::string& path, const std::string& what) {
        diagnostics.push_back(task_diagnostic(Severity::Error, "task.layout.invalid", path, what));
        return std::nullopt;
    };
    std::vector<const nlohmann::json*> items;
    if (value.is_string()) items.push_back(&value);
    else if (value.is_array()) for (const auto& v : value) items.push_back(&v);
    else
        return bad(where, "must be a layout finding code or family (\"layout.overlap\"), \"warnings\", or a list "
                          "of them.");
    if (items.size() > kMaxSelectors)
        return bad(where, "lists " + std::to_string(items.size()) + " selectors; at most " +
                              std::to_string(kMaxSelectors) + " are read.");
    LayoutRequirements out;
    for (size_t k = 0; k < items.size(); ++k) {
        const std::string path = value.is_array() ? where + "/" + std::to_string(k) : where;
        if (!items[k]->is_string()) return bad(path, "must be a string such as \"layout.frame\" or \"warnings\".");
        const std::string s = items[k]->get<std::string>();
        if (!known_selector(s))
            return bad(path, "\"" + s + "\" is no layout finding code or family (`plumb codes` lists the layout.* "
                             "codes), nor \"warnings\".");
        out.select.push_back(s);
    }
    return out;
}

}  // namespace plumbline::layout
