// Two models compared on the same tasks (results.hpp, bundle_compare): the paired verdicts
// and McNemar's exact test, for "is model A really better than B on this bundle?".
#include <map>

#include "base/decimal.hpp"
#include "bundle/figures.hpp"
#include "bundle/results.hpp"
#include "json/json_output.hpp"

namespace plumbline {

namespace {

// A p-value as a paper writes it: 4 significant decimals, "<0.0001" below.
std::string p_text(double p) { return p < 0.0001 ? "<0.0001" : fixed_text(p, 4); }

}  // namespace

nlohmann::json bundle_compare(const std::vector<BundleRow>& rows, const std::string& a, const std::string& b) {
    // A task's verdict per model, for the rows each model answered.
    std::map<std::string, bool> passed_a, passed_b;
    for (const BundleRow& r : rows) {
        if (r.missing) continue;
        if (r.model == a) passed_a[r.task] = r.verdict == "pass";
        if (r.model == b) passed_b[r.task] = r.verdict == "pass";
    }
    long both = 0, only_a = 0, only_b = 0, neither = 0;
    for (const auto& [task, pass_a] : passed_a) {
        const auto other = passed_b.find(task);
        if (other == passed_b.end()) continue;
        const bool pass_b = other->second;
        (pass_a && pass_b ? both : pass_a ? only_a : pass_b ? only_b : neither) += 1;
    }
    const long tasks = both + only_a + only_b + neither;
    const double p = bundle::mcnemar_exact(only_a, only_b);
    return {{"a", a},
            {"b", b},
            {"tasks", tasks},
            {"both_pass", both},
            {"a_only", only_a},
            {"b_only", only_b},
            {"neither", neither},
            {"p_value", js_number(round_significant(p))},
            {"text",
             {{"a_accuracy", bundle::percent_text(both + only_a, tasks)},
              {"b_accuracy", bundle::percent_text(both + only_b, tasks)},
              {"p_value", p_text(p)}}}};
}

}  // namespace plumbline
