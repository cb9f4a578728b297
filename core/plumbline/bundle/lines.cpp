// A bundle as batch lines. Task-major order keeps each task's answers together, so the
// batch's task cache prepares every task once; the id carries what a row needs
// besides the report, and comes back as the report's line_id.
#include "bundle/bundle.hpp"
#include "output/json.hpp"

namespace plumbline {

using nlohmann::json;

std::vector<BundleAnswer> answers_to_judge(const Bundle& bundle) {
    std::vector<BundleAnswer> out;
    for (size_t t = 0; t < bundle.tasks.size(); ++t) {
        if (!bundle.tasks[t].usable) continue;
        for (size_t m = 0; m < bundle.models.size(); ++m)
            if (bundle.models[m].responses[t]) out.push_back({t, m});
    }
    return out;
}

std::string batch_line(const Bundle& bundle, BundleAnswer answer) {
    const BundleTask& task = bundle.tasks[answer.task];
    const BundleModel& model = bundle.models[answer.model];
    const json id = {{"model", model.name},
                     {"task", task.id},
                     {"domain", task.domain},
                     {"format", task.format},
                     {"size", task.size ? json(*task.size) : json(nullptr)}};
    const std::optional<std::string>& response = model.responses[answer.task];
    std::string line = "{\"id\":";
    line += to_text(id);
    line += ",\"task\":";
    line += task.text;
    line += ",\"candidate\":";
    line += to_text(json(response ? *response : std::string()));
    line += '}';
    return line;
}

}  // namespace plumbline
