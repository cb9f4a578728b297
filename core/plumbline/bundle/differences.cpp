// The two profiles side by side (results.hpp, bundle_differences): each model's accuracy
// under both, and the answers they judge differently grouped by the reason
// (difference_reason, reason.cpp), for the site's "Where the two profiles disagree" and
// plumb bundle --differences.
#include <algorithm>
#include <map>

#include "base/decimal.hpp"
#include "bundle/figures.hpp"
#include "bundle/results.hpp"

namespace plumbline {

using nlohmann::json;

namespace {

const std::string kUnexplained = "unexplained";

std::string key(const std::string& model, const std::string& task) { return model + '\0' + task; }

// Percentage points, signed, one decimal, from the counts: "+5.2", "-52.2", "0.0".
std::string points_text(long from, long to, long whole) {
    if (whole <= 0) return "-";
    const std::string text = fixed_text(100.0 * static_cast<double>(to - from) / static_cast<double>(whole), 1);
    if (text == "-0.0") return "0.0";
    return to > from ? "+" + text : text;
}

}  // namespace

json to_json(const BundleDifference& d) {
    return {{"model", d.model}, {"reason", d.reason}, {"task", d.task}, {"text", d.text}};
}

bool differences_from_json(const json& list, std::vector<BundleDifference>& out, std::string& error) {
    out.clear();
    if (!list.is_array()) {
        error = "the reasons must be an array";
        return false;
    }
    for (size_t i = 0; i < list.size(); ++i) {
        const json& d = list[i];
        BundleDifference difference;
        for (auto [name, field] : {std::pair{"model", &difference.model}, std::pair{"task", &difference.task},
                                   std::pair{"reason", &difference.reason}, std::pair{"text", &difference.text}}) {
            const auto it = d.is_object() ? d.find(name) : d.end();
            if (!d.is_object() || it == d.end() || !it->is_string()) {
                error = "reason " + std::to_string(i) + " has no string \"" + name + "\"";
                return false;
            }
            *field = it->get<std::string>();
        }
        out.push_back(std::move(difference));
    }
    return true;
}

json bundle_differences(const std::vector<BundleRow>& by_default, const std::vector<BundleRow>& by_ssvg,
                        const std::vector<BundleDifference>& reasons) {
    std::map<std::string, const BundleRow*> ssvg;
    for (const BundleRow& r : by_ssvg) ssvg.emplace(key(r.model, r.task), &r);
    std::map<std::string, const BundleDifference*> reason_of;
    for (const BundleDifference& d : reasons) reason_of.emplace(key(d.model, d.task), &d);

    struct Model {
        long answers = 0, differ = 0, passes_default = 0, passes_ssvg = 0;
    };
    std::map<std::string, Model> models;
    struct Group {
        std::string text;
        long default_pass = 0;
        json answers = json::array();
    };
    std::map<std::string, Group> groups;
    long answers = 0, differ = 0;
    for (const BundleRow& r : by_default) {
        const auto other = ssvg.find(key(r.model, r.task));
        if (other == ssvg.end()) continue;   // only answers both profiles judged
        const BundleRow& s = *other->second;
        Model& m = models[r.model];
        ++answers;
        ++m.answers;
        m.passes_default += r.verdict == "pass";
        m.passes_ssvg += s.verdict == "pass";
        if (r.verdict == s.verdict) continue;
        ++differ;
        ++m.differ;
        const auto found = reason_of.find(key(r.model, r.task));
        const std::string& reason = found == reason_of.end() ? kUnexplained : found->second->reason;
        Group& g = groups[reason];
        if (g.text.empty())
            g.text = found == reason_of.end() ? "not explained: the reports of this answer were not compared"
                                              : found->second->text;
        g.default_pass += r.verdict == "pass";
        g.answers.push_back({{"default", r.verdict}, {"model", r.model}, {"ssvg", s.verdict}, {"task", r.task}});
    }

    json model_list = json::array();
    for (const auto& [name, m] : models)
        model_list.push_back({{"answers", m.answers},
                              {"default", {{"accuracy", bundle::percent_text(m.passes_default, m.answers)}, {"passes", m.passes_default}}},
                              {"difference", points_text(m.passes_default, m.passes_ssvg, m.answers)},
                              {"differ", m.differ},
                              {"model", name},
                              {"ssvg", {{"accuracy", bundle::percent_text(m.passes_ssvg, m.answers)}, {"passes", m.passes_ssvg}}}});
    std::vector<std::pair<std::string, const Group*>> order;
    for (const auto& [reason, g] : groups) order.emplace_back(reason, &g);
    std::stable_sort(order.begin(), order.end(), [](const auto& a, const auto& b) {
        return a.second->answers.size() > b.second->answers.size();
    });
    json group_list = json::array();
    for (const auto& [reason, g] : order)
        group_list.push_back({{"answers", g->answers},
                              {"count", g->answers.size()},
                              {"default_pass", g->default_pass},
                              {"reason", reason},
                              {"text", g->text}});
    return {{"answers", answers}, {"differ", differ}, {"groups", group_list}, {"models", model_list}};
}

std::string bundle_differences_table(const json& d) {
    std::string out = "Accuracy (%) under each profile: default (Plumbline) and ssvg (the published scripts), on the answers both judged.\n\n";
    std::vector<std::vector<std::string>> models{{"model", "answers", "default", "ssvg", "ssvg - default", "differ"}};
    for (const json& m : d.at("models"))
        models.push_back({m.at("model").get<std::string>(), std::to_string(m.at("answers").get<long>()),
                          m.at("default").at("accuracy").get<std::string>(), m.at("ssvg").at("accuracy").get<std::string>(),
                          m.at("difference").get<std::string>(), std::to_string(m.at("differ").get<long>())});
    out += bundle::markdown(models);
    out += "\n" + std::to_string(d.at("differ").get<long>()) + " of " + std::to_string(d.at("answers").get<long>()) +
           " answers judged differently, by reason:\n\n";
    std::vector<std::vector<std::string>> groups{{"why", "reason", "answers", "pass by default", "pass in ssvg"}};
    for (const json& g : d.at("groups")) {
        const long count = g.at("count").get<long>(), by_default = g.at("default_pass").get<long>();
        groups.push_back({g.at("text").get<std::string>(), g.at("reason").get<std::string>(), std::to_string(count),
                          std::to_string(by_default), std::to_string(count - by_default)});
    }
    if (groups.size() > 1) out += bundle::markdown(groups);
    return out;
}

}  // namespace plumbline
