// Report levels over every example answer: the compact and verdict reports are exactly the
// full report cut down by the rules docs/schema.md states (written out again here, apart
// from the code), an answer judged for a verdict report gets that same verdict report, and
// the fast writer prints every full report as nlohmann's dump does.
#include <doctest/doctest.h>

#include "examples.hpp"
#include "output/json.hpp"

using namespace plumbline;
using nlohmann::json;

namespace {

const char* const kDomains[] = {"geometry", "molecule", "tikz", "tikz-molecule", "eps", "eps-molecule"};

// docs/schema.md, "Report levels", applied to a full report.
json compact_of(const json& full) {
    json c = full;
    c["report"] = "compact";
    json unsatisfied = json::array();
    int satisfied = 0;
    for (const json& q : full.at("requirements")) {
        if (q.at("satisfied").get<bool>()) ++satisfied;
        else unsatisfied.push_back(q);
    }
    c["requirements"] = unsatisfied;
    c["requirements_met"] = {satisfied, full.at("requirements").size()};
    for (json& d : c["diagnostics"]) d.erase("shapes");
    if (c.contains("extracted")) c["extracted"].erase("text");
    if (c.contains("layout"))
        for (json& f : c["layout"]["findings"]) f.erase("shapes");
    if (c.contains("molecule"))
        for (const char* side : {"reference", "candidate"}) {
            const json& s = full.at("molecule").at(side);
            c["molecule"][side] = {{"atom_count", s.at("atoms").size()},
                                   {"bond_count", s.at("bonds").size()},
                                   {"formula", s.at("formula")},
                                   {"fragments", s.at("fragments")}};
        }
    return c;
}

json verdict_of(const json& full) {
    json v = {{"report", "verdict"}};
    for (const char* key : {"schema", "task_id", "profile", "check", "verdict", "score", "timings"})
        if (full.contains(key)) v[key] = full.at(key);
    return v;
}

}  // namespace

TEST_CASE("report levels: compact and verdict reports are the full report cut down, for every example") {
    int reports = 0, molecules = 0, with_text = 0, shorter = 0;
    for (const char* domain : kDomains)
        for (const golden::Example& example : golden::examples(domain))
            for (const golden::Answer& answer : example.answers) {
                if (!example.task.ok) continue;
                CAPTURE(example.domain);
                CAPTURE(example.name);
                CAPTURE(answer.name);
                const json full = to_json(answer.report);
                const json compact = to_json(answer.report, ReportLevel::Compact);
                CHECK(compact == compact_of(full));
                CHECK(to_json(answer.report, ReportLevel::Verdict) == verdict_of(full));
                // Judged for a verdict report, the checks skip what only the other levels
                // show (CheckInput::verdict_only); the verdict and the score stay.
                EvaluateOptions brief = golden::golden_options();
                brief.report = ReportLevel::Verdict;
                CHECK(to_json(evaluate(example.task.task, answer.response, brief), ReportLevel::Verdict) ==
                      verdict_of(full));
                // The writer every front end prints with, against the library's own dump.
                const std::string text = to_text(full);
                CHECK(text == full.dump(-1, ' ', false, json::error_handler_t::replace));
                CHECK(to_text(compact) == compact.dump(-1, ' ', false, json::error_handler_t::replace));
                ++reports;
                molecules += full.contains("molecule");
                if (full.contains("extracted")) {   // a drawing was read: the compact report is smaller
                    ++with_text;
                    shorter += to_text(compact).size() < text.size();
                }
            }
    CHECK(reports > 1000);
    CHECK(molecules > 300);
    CHECK(with_text > 900);
    CHECK(shorter == with_text);
}
