// Golden tests over the molecule examples (examples/molecule/<task>/): every answer gets
// the verdict its file name promises in the default profile; the ssvg profile gives what
// the published script printed for it (examples/molecule/ssvg-expected.tsv, recorded by
// running the script itself); where the two profiles disagree the answer is one of the
// kinds examples/molecule/README.md explains; reports of the small molecules equal their
// snapshots in tests/golden/snapshots/molecule/.
#include <doctest/doctest.h>

#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

#include "checks/molecule/result.hpp"
#include "examples.hpp"

using namespace plumbline;
using namespace golden;

namespace {

const std::vector<Example>& molecules() { return examples("molecule"); }

std::string bin_of(const Example& ex) {
    const nlohmann::json j =
        nlohmann::json::parse(read_text(examples_dir("molecule") / ex.name / "task.json"), nullptr, false);
    if (j.is_discarded() || !j.contains("meta") || !j["meta"].contains("bin") || !j["meta"]["bin"].is_string()) return "";
    return j["meta"]["bin"].get<std::string>();
}

// Snapshots for the smallest size bin, which holds every kind of answer: whole reports of
// big molecules are long and pin nothing the verdicts and the ssvg comparison do not.
bool small_molecule(const Example& ex) { return bin_of(ex) == "<20"; }

// ssvg-expected.tsv: task, answer file, what the script printed (1, 0, "error", "-").
std::map<std::string, std::string> script_verdicts() {
    std::map<std::string, std::string> out;
    std::istringstream in(read_text(examples_dir("molecule") / "ssvg-expected.tsv"));
    std::string line;
    std::getline(in, line);  // header
    while (std::getline(in, line)) {
        std::istringstream row(line);
        std::string task, answer, printed;
        if (!std::getline(row, task, '\t') || !std::getline(row, answer, '\t') || !std::getline(row, printed)) continue;
        if (answer.size() > 4 && answer.compare(answer.size() - 4, 4, ".txt") == 0) answer.resize(answer.size() - 4);
        out[task + "/" + answer] = printed;
    }
    return out;
}

Verdict script_verdict(const std::string& printed) {
    if (printed == "1") return Verdict::Pass;
    if (printed == "0") return Verdict::Fail;
    return Verdict::Invalid;  // the script raised, or there was no drawing to give it
}

}  // namespace

TEST_CASE("the molecule examples are many enough, over every size bin") {
    const auto& all = molecules();
    REQUIRE(all.size() >= 40);
    std::map<std::string, int> bins;
    for (const Example& ex : all) {
        INFO("task ", ex.name);
        CHECK(ex.task.ok);
        CHECK(ex.task.task.id == "molecule/" + ex.name);
        CHECK(ex.task.task.check_kind == "molecule");
        CHECK(fs::exists(examples_dir("molecule") / ex.name / "reference.tex"));
        CHECK(fs::exists(examples_dir("molecule") / ex.name / "reference.eps"));
        ++bins[bin_of(ex)];
        int pass = 0, fail = 0;
        for (const Answer& a : ex.answers) {
            CHECK_MESSAGE(a.named_ok, a.name, ": answer file names start with pass-, fail- or invalid-");
            pass += a.named_ok && a.expected == Verdict::Pass;
            fail += a.named_ok && a.expected == Verdict::Fail;
        }
        CHECK(pass >= 1);
        CHECK(fail >= 1);
    }
    for (const char* bin : {"<20", "21-40", "41-60", "61-80", "81-100", ">100"}) {
        INFO("bin ", bin);
        CHECK(bins[bin] >= 5);
    }
}

TEST_CASE("every molecule answer gets the verdict its file name expects") {
    int judged = 0;
    for (const Example& ex : molecules()) {
        if (!ex.task.ok) continue;
        for (const Answer& a : ex.answers) {
            if (!a.named_ok) continue;
            INFO(ex.name, "/", a.name, ": ", explain(a.report));
            CHECK(std::string(to_string(a.report.verdict)) == std::string(to_string(a.expected)));
            if (a.expected == Verdict::Pass) CHECK(a.report.score == doctest::Approx(1.0));
            if (a.expected == Verdict::Fail) {
                CHECK(a.report.score < 1.0);
                REQUIRE(molecule_result(a.report));
                CHECK(molecule_result(a.report)->outcome == "different");
            }
            ++judged;
        }
    }
    CHECK(judged >= 160);
}

TEST_CASE("molecule example reports match their snapshots") { check_snapshots("molecule", small_molecule); }

TEST_CASE("molecule: the ssvg profile gives the published script's verdict on every answer") {
    const std::map<std::string, std::string> printed = script_verdicts();
    const EvaluateOptions ssvg = golden_options(Profile::Ssvg);
    std::set<std::string> seen;
    for (const Example& ex : molecules()) {
        if (!ex.task.ok) continue;
        for (const Answer& a : ex.answers) {
            const std::string key = ex.name + "/" + a.name;
            const auto it = printed.find(key);
            INFO(key);
            REQUIRE_MESSAGE(it != printed.end(), "no recorded script verdict; rerun make_molecule_examples.py");
            seen.insert(key);
            const Report report = evaluate(ex.task.task, a.response, ssvg);
            INFO("script printed ", it->second, "; ", explain(report));
            CHECK(std::string(to_string(report.verdict)) == std::string(to_string(script_verdict(it->second))));
        }
    }
    CHECK(seen.size() == printed.size());
}

TEST_CASE("molecule: the profiles differ only on the kinds of answer examples/molecule/README.md explains") {
    // Correct drawings the script cannot read (colour spellings, lines ending on the circle
    // edges, bonds as paths, circles as paths or in groups, fills in styles, double bonds
    // as two offset lines), and the one bond-order mistake it cannot see.
    const std::set<std::string> script_rejects = {"colours-lowercase", "colours-rgb",     "colours-percent",
                                                  "edge-to-edge",      "path-bonds",      "polyline-chains",
                                                  "grouped-circles",   "circle-paths",    "style-fill",
                                                  "double-bonds-drawn"};
    const std::set<std::string> script_accepts = {"triple-drawn-single"};
    const std::map<std::string, std::string> printed = script_verdicts();
    int differ = 0;
    for (const Example& ex : molecules()) {
        for (const Answer& a : ex.answers) {
            const auto it = printed.find(ex.name + "/" + a.name);
            if (!a.named_ok || it == printed.end() || script_verdict(it->second) == a.expected) continue;
            const std::string label = a.name.substr(a.name.find('-') + 1);
            INFO(ex.name, "/", a.name, ": default ", to_string(a.expected), ", script ", it->second);
            if (a.expected == Verdict::Pass) CHECK(script_rejects.count(label) == 1);
            else CHECK(script_accepts.count(label) == 1);
            ++differ;
        }
    }
    CHECK(differ > 0);
}
