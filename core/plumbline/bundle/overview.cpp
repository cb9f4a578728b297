// A bundle as a page sees it before judging: its tasks, models and problems, and the rows
// nothing needs judging for (tasks a model did not answer).
#include "bundle/results.hpp"

namespace plumbline {

using nlohmann::json;

json bundle_overview(const Bundle& bundle) {
    json tasks = json::array(), models = json::array(), problems = json::array(), missing = json::array();
    for (const BundleTask& t : bundle.tasks) {
        if (!t.usable) continue;
        tasks.push_back({{"id", t.id},
                         {"domain", t.domain},
                         {"format", t.format},
                         {"size", t.size ? json(*t.size) : json(nullptr)},
                         {"file", t.file},
                         {"line", t.line > 0 ? json(t.line) : json(nullptr)}});
    }
    for (size_t m = 0; m < bundle.models.size(); ++m) {
        long answered = 0;
        for (size_t t = 0; t < bundle.tasks.size(); ++t) {
            if (!bundle.tasks[t].usable) continue;
            if (bundle.models[m].responses[t]) ++answered;
            else missing.push_back(to_json(missing_row(bundle, {t, m})));
        }
        models.push_back({{"name", bundle.models[m].name}, {"metadata", bundle.models[m].metadata}, {"answered", answered}});
    }
    for (const BundleProblem& p : bundle.problems) problems.push_back(to_json(p));
    return {{"schema", bundle.schema}, {"name", bundle.name},       {"description", bundle.description},
            {"tasks", tasks},          {"models", models},          {"problems", problems},
            {"missing", missing}};
}

}  // namespace plumbline
