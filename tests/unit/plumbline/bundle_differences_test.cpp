// Why two profiles judge an answer differently (difference_reason, from the two compact
// reports) and the two profiles set side by side (bundle_differences and its table).
#include <doctest/doctest.h>

#include "bundle/results.hpp"

using namespace plumbline;
using nlohmann::json;

namespace {

json report(const std::string& format, const std::string& check, const std::string& verdict, json diagnostics = json::array(),
            json extra = json::object()) {
    json r = {{"line_id", {{"model", "m"}, {"task", "t"}, {"format", format}, {"domain", "geometry"}}},
              {"check", check}, {"verdict", verdict}, {"score", verdict == "pass" ? 1 : 0},
              {"diagnostics", diagnostics}, {"requirements", json::array()}};
    r.update(extra);
    return r;
}

json error(const std::string& code) { return {{"code", code}, {"severity", "error"}, {"message", "..."}}; }

BundleRow row(const std::string& model, const std::string& task, const std::string& verdict) {
    BundleRow r;
    r.model = model;
    r.task = task;
    r.domain = "geometry";
    r.format = "svg";
    r.verdict = verdict;
    return r;
}

}  // namespace

TEST_CASE("difference_reason: the reason from the two reports, keyed and in one line") {
    const auto reason = [](const json& d, const json& s) { return difference_reason(d, s).reason; };
    CHECK(reason(report("tikz", "match", "pass"), report("tikz", "match", "fail")) == "tikz.crop-shift");
    CHECK(reason(report("eps", "match", "pass"), report("eps", "match", "fail")) == "eps.crop-shift");
    CHECK(reason(report("svg", "match", "pass"), report("svg", "match", "invalid", json::array({error("read.published.raises")}))) ==
          "published.unreadable-number");
    CHECK(reason(report("svg", "constraints", "fail"), report("svg", "constraints", "invalid", json::array({error("constraints.given.missing")}))) ==
          "published.no-text.given");
    // A circle the scripts find no <circle> for (nothing to measure), and one they put elsewhere.
    const json none = {{"requirements", json::array({{{"kind", "circle"}, {"satisfied", false}, {"error", nullptr}}})}};
    const json far = {{"requirements", json::array({{{"kind", "circle"}, {"satisfied", false}, {"error", 134.4}}})}};
    CHECK(reason(report("svg", "match", "pass"), report("svg", "match", "fail", json::array(), none)) == "svg.circle-not-element");
    CHECK(reason(report("svg", "match", "pass"), report("svg", "match", "fail", json::array(), far)) == "svg.circle-greedy-or-moved");
    // Molecules: the two readings' counts of the answer.
    const auto molecule = [](long atoms, long bonds, const std::string& formula) {
        return json{{"molecule", {{"candidate", {{"atom_count", atoms}, {"bond_count", bonds}, {"formula", formula}}}}}};
    };
    CHECK(reason(report("svg", "molecule", "pass", json::array(), molecule(10, 12, "C10")),
                 report("svg", "molecule", "fail", json::array(), molecule(0, 0, ""))) == "molecule.no-atoms-read");
    CHECK(reason(report("svg", "molecule", "pass", json::array(), molecule(10, 12, "C10")),
                 report("svg", "molecule", "fail", json::array({error("molecule.bond.dangling")}), molecule(10, 6, "C10"))) ==
          "molecule.bond-ends-off-centre");
    CHECK(reason(report("eps", "molecule", "pass", json::array(), molecule(10, 12, "C10")),
                 report("eps", "molecule", "fail", json::array({error("molecule.atom.element")}), molecule(10, 12, "C10"))) ==
          "molecule.colour-as-pdf2svg-writes");
    CHECK(reason(report("tikz", "molecule", "pass", json::array(), molecule(6, 6, "C6")),
                 report("tikz", "molecule", "fail", json::array(), molecule(8, 6, "C6?2"))) == "molecule.split-at-page-edge");
    CHECK(reason(report("svg", "molecule", "fail", json::array({error("molecule.bond.order")})), report("svg", "molecule", "pass")) ==
          "molecule.bond-order");
    CHECK(reason(report("svg", "match", "fail"), report("svg", "match", "pass")) == "default-tolerance");
    // The model and task come from the line's id; one key, one text.
    const BundleDifference d = difference_reason(report("tikz", "match", "pass"), report("tikz", "match", "fail"));
    CHECK(d.model == "m");
    CHECK(d.task == "t");
    CHECK(d.text.find("cropped") != std::string::npos);
    // Reports that are not reports get a reason too, and nothing throws.
    CHECK_NOTHROW(difference_reason(json(), json(42)));
}

TEST_CASE("bundle_differences: per model both accuracies, the answers grouped by reason, the table") {
    const std::vector<BundleRow> by_default = {row("a", "1", "pass"), row("a", "2", "pass"), row("a", "3", "fail"),
                                               row("b", "1", "pass"), row("b", "2", "fail"), row("b", "3", "fail")};
    const std::vector<BundleRow> by_ssvg = {row("a", "1", "fail"), row("a", "2", "pass"), row("a", "3", "fail"),
                                            row("b", "1", "fail"), row("b", "2", "pass"), row("b", "3", "fail")};
    const std::vector<BundleDifference> reasons = {{"a", "1", "tikz.crop-shift", "crop"}, {"b", "1", "tikz.crop-shift", "crop"},
                                                   {"b", "2", "default-tolerance", "tolerance"}};
    const json d = bundle_differences(by_default, by_ssvg, reasons);
    CHECK(d["answers"] == 6);
    CHECK(d["differ"] == 3);
    REQUIRE(d["models"].size() == 2);
    CHECK(d["models"][0]["model"] == "a");
    CHECK(d["models"][0]["default"]["accuracy"] == "66.7");
    CHECK(d["models"][0]["ssvg"]["accuracy"] == "33.3");
    CHECK(d["models"][0]["difference"] == "-33.3");
    CHECK(d["models"][1]["difference"] == "0.0");
    REQUIRE(d["groups"].size() == 2);
    CHECK(d["groups"][0]["reason"] == "tikz.crop-shift");
    CHECK(d["groups"][0]["count"] == 2);
    CHECK(d["groups"][0]["default_pass"] == 2);
    CHECK(d["groups"][1]["reason"] == "default-tolerance");
    CHECK(d["groups"][1]["answers"][0] == json{{"default", "fail"}, {"model", "b"}, {"ssvg", "pass"}, {"task", "2"}});
    // An answer without its reason is grouped as unexplained, not dropped.
    const json partial = bundle_differences(by_default, by_ssvg, {reasons[0]});
    CHECK(partial["groups"][0]["reason"] == "unexplained");
    CHECK(partial["groups"][0]["count"] == 2);
    const std::string table = bundle_differences_table(d);
    CHECK(table.find("| a     |       3 |    66.7 | 33.3 |          -33.3 |      1 |") != std::string::npos);
    CHECK(table.find("3 of 6 answers judged differently, by reason:") != std::string::npos);
    CHECK(table.find("| crop      |   tikz.crop-shift |       2 |") != std::string::npos);
    // Reasons as the page passes them back.
    std::vector<BundleDifference> back;
    std::string why;
    json list = json::array();
    for (const auto& r : reasons) list.push_back(to_json(r));
    REQUIRE(differences_from_json(list, back, why));
    CHECK(back.size() == 3);
    CHECK(back[2].text == "tolerance");
    CHECK_FALSE(differences_from_json(json::array({{{"model", "a"}}}), back, why));
    CHECK(why == "reason 0 has no string \"task\"");
}
