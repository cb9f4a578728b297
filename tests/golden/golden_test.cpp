// Golden tests over the geometry examples (examples/geometry/<task>/): every answer gets
// the verdict its file name promises (pass-*, fail-*, invalid-*) in the default profile,
// and its whole report equals the snapshot in tests/golden/snapshots/geometry/<task>/.
//
// PLUMBLINE_UPDATE_SNAPSHOTS=1 rewrites the snapshots instead of comparing them, but only
// for answers judged as expected: a snapshot must never enshrine a wrong verdict.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "examples.hpp"

using namespace plumbline;
using namespace golden;

namespace {

const std::vector<Example>& geometry() { return examples("geometry"); }
bool every_task(const Example&) { return true; }

}  // namespace

TEST_CASE("the geometry examples are many enough to mean something") {
    const auto& all = geometry();
    REQUIRE(all.size() >= 12);
    int invalid_answers = 0;
    for (const Example& ex : all) {
        INFO("task ", ex.name);
        CHECK(ex.task.ok);
        CHECK(ex.task.task.id == "geometry/" + ex.name);
        int pass = 0, fail = 0;
        for (const Answer& a : ex.answers) {
            INFO("answer ", a.name);
            CHECK_MESSAGE(a.named_ok, "answer file names start with pass-, fail- or invalid-");
            pass += a.named_ok && a.expected == Verdict::Pass;
            fail += a.named_ok && a.expected == Verdict::Fail;
            invalid_answers += a.named_ok && a.expected == Verdict::Invalid;
        }
        CHECK(pass >= 2);
        CHECK(fail >= 2);
    }
    CHECK(invalid_answers >= 3);
}

TEST_CASE("every geometry answer gets the verdict its file name expects") {
    int judged = 0;
    for (const Example& ex : geometry()) {
        if (!ex.task.ok) continue;  // reported by the test case above
        for (const Answer& a : ex.answers) {
            if (!a.named_ok) continue;
            INFO(ex.name, "/", a.name, ": ", explain(a.report));
            CHECK(a.report.task_id == ex.task.task.id);
            CHECK(std::string(to_string(a.report.verdict)) == std::string(to_string(a.expected)));
            // The score is the share of requirements met: whole for a pass, short of it otherwise.
            if (a.expected == Verdict::Pass) CHECK(a.report.score == doctest::Approx(1.0));
            if (a.expected != Verdict::Pass) CHECK(a.report.score < 1.0);
            ++judged;
        }
    }
    CHECK(judged >= 12 * 4);
}

TEST_CASE("geometry example reports match their snapshots") { check_snapshots("geometry", every_task); }

TEST_CASE("geometry: the ssvg profile passes exactly the answers the published script prints 1 for") {
    // examples/geometry/ssvg-expected.tsv: what SSVG-Bench's appendix-F script printed for
    // each answer (examples/tools/run_ssvg_geometry_script.py): 1, 0, or - (no SVG found).
    std::map<std::string, std::string> script;
    std::istringstream in(read_text(examples_dir("geometry") / "ssvg-expected.tsv"));
    std::string line;
    std::getline(in, line);   // header
    while (std::getline(in, line)) {
        const size_t a = line.find('\t'), b = line.find('\t', a + 1);
        REQUIRE(b != std::string::npos);
        script[line.substr(0, a) + "/" + line.substr(a + 1, b - a - 1)] = line.substr(b + 1);
    }
    const EvaluateOptions ssvg = golden_options(Profile::Ssvg);
    int judged = 0, differ_from_default = 0;
    for (const Example& ex : geometry()) {
        if (!ex.task.ok) continue;
        for (const Answer& a : ex.answers) {
            if (!a.named_ok) continue;
            const std::string name = ex.name + "/" + a.name + ".txt";
            REQUIRE_MESSAGE(script.count(name), name, " is missing from ssvg-expected.tsv: rerun the script runner");
            const Report report = evaluate(ex.task.task, a.response, ssvg);
            INFO(name, ": ", explain(report));
            CHECK(report.profile == Profile::Ssvg);
            CHECK((report.verdict == Verdict::Pass) == (script[name] == "1"));
            if ((report.verdict == Verdict::Pass) != (a.expected == Verdict::Pass)) ++differ_from_default;
            ++judged;
        }
    }
    CHECK(judged == static_cast<int>(script.size()));
    // examples/README.md lists each answer the two profiles judge differently.
    CHECK(differ_from_default == 19);
}

// --- one drawing, three spellings ----------------------------------------------------------

namespace {

struct Seg {
    double x1, y1, x2, y2;
};

std::string num(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.6g", v);
    return buf;
}

std::string svg_document(const std::string& body) {
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 400 400\" width=\"400\" height=\"400\">\n"
           "<polygon class=\"input_object\" points=\"200,50 50,340 360,300\" fill=\"none\" stroke=\"black\"/>\n" +
           body + "</svg>\n";
}

// Baked coordinates: one <line> per segment.
std::string as_lines(const std::vector<Seg>& segs) {
    std::string body;
    for (const Seg& s : segs)
        body += "<line x1=\"" + num(s.x1) + "\" y1=\"" + num(s.y1) + "\" x2=\"" + num(s.x2) + "\" y2=\"" + num(s.y2) +
                "\" stroke=\"red\"/>\n";
    return svg_document(body);
}

// The same segments inside translate(40,-30) > scale(2) > translate(-5,10), coordinates
// mapped back through the inverse so the drawing is unchanged.
std::string as_nested_groups(const std::vector<Seg>& segs) {
    auto ix = [](double x) { return (x - 40) / 2 + 5; };
    auto iy = [](double y) { return (y + 30) / 2 - 10; };
    std::string body = "<g transform=\"translate(40,-30)\">\n<g transform=\"scale(2)\">\n<g transform=\"translate(-5 10)\">\n";
    for (const Seg& s : segs)
        body += "<line x1=\"" + num(ix(s.x1)) + "\" y1=\"" + num(iy(s.y1)) + "\" x2=\"" + num(ix(s.x2)) + "\" y2=\"" +
                num(iy(s.y2)) + "\" stroke=\"red\" stroke-width=\"0.5\"/>\n";
    return svg_document(body + "</g>\n</g>\n</g>\n");
}

// One <path> per segment.
std::string as_paths(const std::vector<Seg>& segs) {
    std::string body;
    for (const Seg& s : segs)
        body += "<path d=\"M" + num(s.x1) + " " + num(s.y1) + " L" + num(s.x2) + " " + num(s.y2) +
                "\" stroke=\"red\" fill=\"none\"/>\n";
    return svg_document(body);
}

std::vector<bool> satisfied_flags(const Report& r) {
    std::vector<bool> flags;
    for (const Requirement& q : r.requirements) flags.push_back(q.satisfied);
    return flags;
}

}  // namespace

TEST_CASE("the same drawing written three ways gets the same judgement") {
    const TaskParse task = parse_task_text(read_text(examples_dir("geometry") / "medial-triangle" / "task.json"));
    REQUIRE(task.ok);
    // The medial triangle of A(200,50) B(50,340) C(360,300): midpoints of AB, BC, CA.
    const std::vector<Seg> right = {{125, 195, 205, 320}, {205, 320, 280, 175}, {280, 175, 125, 195}};
    // A near miss: the CA "midpoint" taken a third of the way from C, so two sides are wrong.
    const std::vector<Seg> wrong = {{125, 195, 205, 320}, {205, 320, 306.67, 133.33}, {306.67, 133.33, 125, 195}};

    struct Case {
        const char* name;
        const std::vector<Seg>& segs;
        Verdict verdict;
    };
    for (const Case& c : {Case{"right", right, Verdict::Pass}, Case{"wrong", wrong, Verdict::Fail}}) {
        INFO("drawing: ", c.name);
        const Report baked = evaluate(task.task, as_lines(c.segs), golden_options());
        const Report nested = evaluate(task.task, as_nested_groups(c.segs), golden_options());
        const Report paths = evaluate(task.task, as_paths(c.segs), golden_options());
        INFO("baked: ", explain(baked), "\nnested: ", explain(nested), "\npaths: ", explain(paths));
        CHECK(baked.verdict == c.verdict);
        CHECK(nested.verdict == baked.verdict);
        CHECK(paths.verdict == baked.verdict);
        CHECK(nested.score == doctest::Approx(baked.score));
        CHECK(paths.score == doctest::Approx(baked.score));
        CHECK(satisfied_flags(nested) == satisfied_flags(baked));
        CHECK(satisfied_flags(paths) == satisfied_flags(baked));
        CHECK(baked.requirements.size() == 3);
    }
}
